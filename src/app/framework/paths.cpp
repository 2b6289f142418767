#include "tessera/app/framework/paths.hpp"

#include <SDL.h>
#include <cstdlib>
#include <sys/stat.h>

namespace tessera::app {

namespace {
std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}
} // namespace

std::string profile_dir() {
    if (auto home = env("TESSERA_HOME"); !home.empty()) {
        ::mkdir(home.c_str(), 0755);
        return home;
    }
    if (char* pref = SDL_GetPrefPath("tessera", "tessera")) {
        std::string p(pref);
        SDL_free(pref);
        while (p.size() > 1 && p.back() == '/') p.pop_back();
        return p;
    }
    return ".";
}

std::string font_regular_path() {
    if (auto f = env("TESSERA_FONT"); !f.empty()) return f;
    return "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
}

std::string font_bold_path() {
    if (auto f = env("TESSERA_FONT_BOLD"); !f.empty()) return f;
    if (auto f = env("TESSERA_FONT"); !f.empty()) return f;
    return "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
}

} // namespace tessera::app
