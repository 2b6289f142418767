#include "tessera/app/paths.hpp"

#include <SDL.h>
#include <cstdlib>
#include <sys/stat.h>

namespace tessera::app {

namespace {
bool is_dir(const std::string& p) {
    struct stat st {};
    return ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}
bool has_data(const std::string& dir) { return is_dir(dir + "/assets") && is_dir(dir + "/levels"); }
std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}
} // namespace

DataLocation find_data_dir() {
    DataLocation loc;
    std::vector<std::string> candidates;
    if (char* base = SDL_GetBasePath()) {
        std::string b(base);
        SDL_free(base);
        while (b.size() > 1 && b.back() == '/') b.pop_back();
        candidates.push_back(b);
        candidates.push_back(b + "/../share/tessera");
    }
#ifdef TESSERA_INSTALL_DATADIR
    candidates.push_back(TESSERA_INSTALL_DATADIR);
#endif
    if (auto e = env("TESSERA_DATA_DIR"); !e.empty()) candidates.push_back(e);
#ifdef TESSERA_SOURCE_DIR
    candidates.push_back(TESSERA_SOURCE_DIR);
#endif
    for (const auto& c : candidates) {
        loc.tried.push_back(c);
        if (has_data(c)) {
            loc.dir = c;
            break;
        }
    }
    return loc;
}

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
