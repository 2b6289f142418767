#pragma once
// Pieces of the profile shared by its reader, writer and store (src/levels/common/profile*.cpp).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>
#include <vector>

#include "tessera/levels/common/profile.hpp"

namespace tessera::levels {

// Level keys ("<game>/my/<file name>") and save ids come from file names, which need not be
// UTF-8, but JSON text must be. The profile writes each byte that is no part of a UTF-8
// character as %XX (upper-case hex), and a '%' that a reader would take for such an escape (one
// followed by "25" or by the hex of a byte 80..FF) as %25; everything else as it is. The reader
// turns %25 and %80..%FF back into bytes, so unescape(escape(k)) == k for every byte string k,
// and keys written before (UTF-8, with U+FFFD for what was not) read as they were.
std::string escape_profile_key(std::string_view key);
std::string unescape_profile_key(std::string_view text);

// A save with its "id" escaped as above, or nullptr when writing it as it is round-trips.
std::unique_ptr<nlohmann::json> escaped_save(const nlohmann::json& save);
// Undoes escaped_save in place.
void unescape_save(nlohmann::json& save);

// The part of a damaged profile's text that still reads: everything before the first byte at
// fault (not UTF-8, a zero byte, or where JSON stops being valid), cut back to the last complete
// level record, save, total or setting, with the open objects closed. "" when nothing is left.
std::string readable_profile_prefix(std::string_view text);

// The largest play count and total a profile keeps (reading refuses more, adding stops there).
inline constexpr std::int64_t kMaxPlays = 1'000'000'000;
inline constexpr std::int64_t kMaxTotal = 1'000'000'000'000'000;

// A level's ranking kept in order: times best first, scores highest first; equal ones in the
// order they were set; at most kTopTimes (profile.cpp; recording and merging both rank).
void rank(std::vector<RankedTime>& times);
void rank(std::vector<RankedScore>& scores);

} // namespace tessera::levels

namespace tessera::levels::profile_files {

struct Target {
    std::string path;  // the file to read and replace (a symlink followed to its end)
    std::string error; // when the links cannot be followed
};
// Follows symlinks (even to a file that does not exist yet), so the link itself is never replaced.
Target resolve(std::string path);
std::string parent_of(const std::string& path);
std::string name_of(const std::string& path);

// The profile's last good copy, written after each successful save: `<file>.last-good`.
std::string last_good_name(const std::string& file);
// The lock file that makes instances take turns: `<file>.lock` (see FolderLock).
std::string turn_name(const std::string& file);

// Keeps `text` (the original of a damaged profile `file`) as `<file>.corrupt-<UTC time>`, unless
// a copy with the same bytes is there already: then that one is named and nothing is written.
struct Aside {
    std::string name;
    std::string error; // the copy could not be written: why
};
Aside keep_aside(const std::string& file, const std::string& text);
// A name `<file>.corrupt-<UTC time>[-N]` that does not exist yet.
std::string free_aside_name(const std::string& file);

// A writer killed mid-save leaves its temp file behind (the profile itself is whole): temp files
// of `<dir>/<name>` and of its last good copy whose writer is gone are removed.
void remove_stale_temps(const std::string& dir, const std::string& name);

// An exclusive flock on the folder for the time of a read-merge-write, released on destruction
// (and by the kernel when the process dies). Waiters take turns: each first takes the turn file's
// lock, then the folder's, and gives the turn back once it has the folder; so an instance that
// saves in a tight loop cannot keep another out. After 2 s without the lock, error() says so.
class FolderLock {
  public:
    FolderLock(const std::string& dir, const std::string& turn_file);
    ~FolderLock();
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;
    const std::string& error() const { return error_; }

  private:
    int fd_ = -1, turn_ = -1;
    std::string error_;
};

} // namespace tessera::levels::profile_files
