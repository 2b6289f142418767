#include "tessera/levels/common/profile_folder.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <system_error>

namespace tessera::levels {

namespace fs = std::filesystem;

namespace {

// rename(2), or across file systems a full copy first and the removal of the original only after
// the copy succeeded: an error on the way leaves the original whole.
std::error_code move_entry(const fs::path& src, const fs::path& dst) {
    std::error_code ec;
    fs::rename(src, dst, ec);
    if (ec != std::errc::cross_device_link) return ec;
    ec.clear();
    fs::copy(src, dst, fs::copy_options::recursive | fs::copy_options::copy_symlinks, ec);
    if (ec) {
        std::error_code ignored;
        fs::remove_all(dst, ignored); // a half copy; the original is untouched
        return ec;
    }
    fs::remove_all(src, ec);
    return ec;
}

} // namespace

FolderMove move_profile_folder(const std::string& from, const std::string& to) {
    FolderMove result;
    std::error_code ec;
    if (!fs::is_directory(from, ec)) return result;
    fs::create_directories(to, ec);
    if (ec) {
        result.errors.push_back(to + ": " + ec.message());
        return result;
    }
    std::vector<fs::path> entries;
    for (fs::directory_iterator it(from, ec), end; !ec && it != end; it.increment(ec))
        entries.push_back(it->path());
    if (ec) {
        result.errors.push_back(from + ": " + ec.message());
        return result;
    }
    std::sort(entries.begin(), entries.end());
    for (const fs::path& src : entries) {
        const std::string name = src.filename().string();
        const fs::path dst = fs::path(to) / name;
        if (fs::symlink_status(dst, ec).type() != fs::file_type::not_found) {
            result.kept.push_back(name);
            continue;
        }
        if (const std::error_code err = move_entry(src, dst))
            result.errors.push_back(src.string() + ": " + err.message());
        else
            result.moved.push_back(name);
    }
    if (fs::is_empty(from, ec) && !ec) result.removed_from = fs::remove(from, ec) && !ec;
    return result;
}

} // namespace tessera::levels
