#include "tessera/app/framework/paths.hpp"

#include <SDL.h>
#include <cstdlib>
#include <filesystem>
#include <sys/stat.h>

#include "tessera/levels/common/profile_folder.hpp"

namespace tessera::app {

namespace {
std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

std::string without_trailing_slash(std::string p) {
    while (p.size() > 1 && p.back() == '/') p.pop_back();
    return p;
}

// Versions before the app id kept the profile in SDL_GetPrefPath("tessera", "tessera"): the same
// per-user data folder, then tessera/tessera. Its contents move into `dir`, once; the emptied
// tessera/tessera and tessera/ go (unless something else lives there).
void migrate_old_folder(const std::string& dir, std::vector<std::string>* notes) {
    namespace fs = std::filesystem;
    const fs::path data_home = fs::path(dir).parent_path();
    const fs::path old_org = data_home / "tessera";
    const fs::path old_dir = old_org / "tessera";
    std::error_code ec;
    if (!fs::is_directory(old_dir, ec)) return;
    const levels::FolderMove move = levels::move_profile_folder(old_dir.string(), dir);
    if (move.removed_from && fs::is_empty(old_org, ec) && !ec) fs::remove(old_org, ec);
    if (!notes) return;
    if (!move.moved.empty())
        notes->push_back("Your progress moved from " + old_dir.string() + " to " + dir + ".");
    for (const auto& name : move.kept)
        notes->push_back("Kept " + (old_dir / name).string() + ": " + dir + " already has a " + name + ".");
    for (const auto& e : move.errors) notes->push_back("Could not move " + e);
}
} // namespace

std::string profile_dir(std::vector<std::string>* notes) {
    if (auto home = env("TESSERA_HOME"); !home.empty()) {
        ::mkdir(home.c_str(), 0755);
        return home;
    }
    // No organisation: the folder is <per-user data folder>/<app id>, one level, named like the
    // .desktop file, the icon and the AppStream id.
    if (char* pref = SDL_GetPrefPath("", TESSERA_APP_ID)) {
        const std::string p = without_trailing_slash(pref);
        SDL_free(pref);
        migrate_old_folder(p, notes);
        return p;
    }
    return ".";
}

std::string locale_dir(const std::string& data_dir) {
    if (auto d = env("TESSERA_LOCALE_DIR"); !d.empty()) return d;
    namespace fs = std::filesystem;
    std::error_code ec;
    // The build tree: build/locale beside build/assets. Installed: share/locale beside the data.
    for (const fs::path& p :
         {fs::path(data_dir) / "locale", fs::path(data_dir) / TESSERA_LOCALE_FROM_DATADIR})
        if (fs::is_directory(p, ec)) return p.lexically_normal().string();
    return TESSERA_INSTALL_LOCALEDIR;
}

} // namespace tessera::app
