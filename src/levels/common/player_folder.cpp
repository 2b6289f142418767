#include "tessera/levels/common/player_folder.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tessera/levels/common/profile_folder.hpp"

namespace tessera::levels {

namespace {

std::string folder_env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

std::string without_trailing_slash(std::string p) {
    while (p.size() > 1 && p.back() == '/') p.pop_back();
    return p;
}

std::string home_folder() {
    if (auto home = folder_env("HOME"); !home.empty() && home.front() == '/')
        return without_trailing_slash(home);
    if (const passwd* pw = ::getpwuid(::getuid()); pw && pw->pw_dir && pw->pw_dir[0] == '/')
        return without_trailing_slash(pw->pw_dir);
    return "";
}

} // namespace

std::string data_home() {
    // The XDG base directory rules: a relative path is invalid and ignored.
    if (auto data = folder_env("XDG_DATA_HOME"); !data.empty() && data.front() == '/')
        return without_trailing_slash(data);
    const std::string home = home_folder();
    return home.empty() ? "" : home + "/.local/share";
}

std::string player_folder() {
    if (auto home = folder_env("TESSERA_HOME"); !home.empty()) return without_trailing_slash(home);
    const std::string data = data_home();
    return data.empty() ? "" : data + "/" TESSERA_APP_ID;
}

std::string user_levels_dir() {
    const std::string dir = player_folder();
    return dir.empty() ? "" : dir + "/levels";
}

std::string old_user_levels_dir() {
    const std::string data = data_home();
    return data.empty() ? "" : data + "/tessera/levels";
}

std::string make_folder(const std::string& dir) {
    if (dir.empty()) return "no folder to create: neither HOME nor XDG_DATA_HOME names one";
    for (std::size_t from = 1;;) {
        const std::size_t slash = dir.find('/', from);
        const std::string path = dir.substr(0, slash);
        struct stat st {};
        const bool there = ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
        if (!there && ::mkdir(path.c_str(), 0700) != 0 && errno != EEXIST)
            return "cannot create the folder " + path + ": " + std::strerror(errno);
        if (slash == std::string::npos) break;
        from = slash + 1;
    }
    struct stat st {};
    if (::stat(dir.c_str(), &st) != 0) return "cannot use the folder " + dir + ": " + std::strerror(errno);
    if (!S_ISDIR(st.st_mode)) return dir + " is not a folder";
    return "";
}

std::vector<std::string> move_user_levels(const std::string& from, const std::string& to) {
    namespace fs = std::filesystem;
    std::vector<std::string> notes;
    std::error_code ec;
    if (from.empty() || to.empty() || !fs::is_directory(from, ec)) return notes;
    const FolderMove top = move_profile_folder(from, to);
    std::vector<std::string> kept;
    // A game's folder on both sides: its files move one by one.
    for (const auto& name : top.kept) {
        const fs::path src = fs::path(from) / name, dst = fs::path(to) / name;
        if (!fs::is_directory(src, ec) || !fs::is_directory(dst, ec)) {
            kept.push_back(src.string());
            continue;
        }
        const FolderMove inner = move_profile_folder(src.string(), dst.string());
        for (const auto& k : inner.kept) kept.push_back((src / k).string());
        for (const auto& e : inner.errors) notes.push_back("Could not move " + e);
    }
    for (const auto& e : top.errors) notes.push_back("Could not move " + e);
    if (fs::is_empty(from, ec) && !ec) fs::remove(from, ec);
    if (!top.moved.empty() || kept.size() < top.kept.size())
        notes.insert(notes.begin(), "Your own levels moved from " + from + " to " + to + ".");
    for (const auto& k : kept) notes.push_back("Kept " + k + ": " + to + " already has a file of that name.");
    return notes;
}

} // namespace tessera::levels
