#include "tessera/app/framework/paths.hpp"

#include <cstdlib>
#include <filesystem>

#include "tessera/levels/common/player_folder.hpp"
#include "tessera/levels/common/profile_folder.hpp"

namespace tessera::app {

namespace {
std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

// Versions before the app id kept the profile in SDL_GetPrefPath("tessera", "tessera"): the same
// per-user data folder, then tessera/tessera, and the player's own levels in tessera/levels.
// Their contents move into `dir`, once; the emptied tessera/tessera, tessera/levels and tessera/
// go (unless something else lives there).
void migrate_old_folders(const std::string& dir, std::vector<std::string>* notes) {
    namespace fs = std::filesystem;
    const fs::path old_org = fs::path(levels::data_home()) / "tessera";
    const fs::path old_dir = old_org / "tessera";
    std::error_code ec;
    if (!fs::is_directory(old_org, ec)) return;
    std::vector<std::string> said;
    if (fs::is_directory(old_dir, ec)) {
        const levels::FolderMove move = levels::move_profile_folder(old_dir.string(), dir);
        if (!move.moved.empty())
            said.push_back("Your progress moved from " + old_dir.string() + " to " + dir + ".");
        for (const auto& name : move.kept)
            said.push_back("Kept " + (old_dir / name).string() + ": " + dir + " already has a " + name + ".");
        for (const auto& e : move.errors) said.push_back("Could not move " + e);
    }
    for (auto& n : levels::move_user_levels(levels::old_user_levels_dir(), levels::user_levels_dir()))
        said.push_back(std::move(n));
    if (fs::is_empty(old_org, ec) && !ec) fs::remove(old_org, ec);
    if (notes) notes->insert(notes->end(), said.begin(), said.end());
}
} // namespace

std::string profile_dir(std::vector<std::string>* notes, std::string* error) {
    const bool own = !env("TESSERA_HOME").empty();
    const std::string dir = levels::player_folder();
    // Never anywhere else: a folder that cannot be made means no saving, not the current folder.
    if (std::string why = levels::make_folder(dir); !why.empty()) {
        if (error) *error = std::move(why);
        return "";
    }
    if (!own) migrate_old_folders(dir, notes);
    return dir;
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
