#include "tessera/levels/common/profile.hpp"
// ProfileStore: reading, recovering and writing <dir>/profile.json (docs/reliability.md, "The profile").

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

#include "profile_internal.hpp"
#include "tessera/levels/common/atomic_file.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

namespace pf = profile_files;

namespace {

// A default profile to assign from (assigning a temporary Profile{} trips GCC 12's
// -Wmaybe-uninitialized inside nlohmann::json).
const Profile& empty_profile() {
    static const Profile empty;
    return empty;
}

// Adds to `to` the level records, saves and totals of `from` that `to` does not have.
void add_missing(Profile& to, const Profile& from) {
    for (const auto& [k, v] : from.levels) to.levels.try_emplace(k, v);
    for (const auto& [k, v] : from.saves) to.saves.try_emplace(k, v);
    for (const auto& [k, v] : from.totals) to.totals.try_emplace(k, v);
}

std::string joined_drops(const std::vector<std::string>& dropped) {
    std::string list;
    const std::size_t shown = std::min<std::size_t>(dropped.size(), 5);
    for (std::size_t i = 0; i < shown; ++i) list += (i ? "; " : "") + dropped[i];
    if (dropped.size() > shown) list += "; and " + std::to_string(dropped.size() - shown) + " more";
    return list;
}

std::string count_of(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

Profile ProfileStore::base() const {
    if (base_text_.empty()) return empty_profile();
    try {
        return read_profile(base_text_, path()).profile;
    } catch (const LevelError&) {
        return empty_profile();
    }
}

ProfileStore::ProfileStore(std::string dir) : dir_(std::move(dir)) {
    while (dir_.size() > 1 && dir_.back() == '/') dir_.pop_back();
}

std::string ProfileStore::path() const { return dir_ + "/profile.json"; }

ProfileLoad ProfileStore::load() {
    ProfileLoad out;
    pf::remove_stale_temps(dir_, "profile.json");
    const pf::Target target = pf::resolve(path());
    if (target.path != path()) pf::remove_stale_temps(pf::parent_of(target.path), pf::name_of(target.path));
    base_text_.clear();
    stamp_ = {};
    disabled_.clear();
    behind_ = false;
    // "profile.json", or "profile.json (a link to /elsewhere)": the player knows the first name.
    const std::string named = target.path == path() ? path() : path() + " (a link to " + target.path + ")";
    auto disable = [&](const std::string& why) {
        disabled_ = "your profile " + named + " cannot be read: " + why;
        behind_ = true;
        out.saving_disabled = true;
        out.warnings.push_back(
            "Your profile " + named + " cannot be read: " + why +
            ". It was left untouched, and your progress is not being saved until this is fixed.");
        return out;
    };
    if (!target.error.empty()) return disable(target.error);
    FileRead file = read_regular_file(target.path, kMaxLevelFileBytes);
    if (!file.text) {
        if (file.not_found()) return out; // first run: defaults
        // Too large to be read: nothing in it can be used, so it is kept aside (a rename, not a
        // copy of a gigabyte) like any corrupt file. Anything else that cannot be read stays.
        if (file.problem.rfind("file too large", 0) != 0) return disable(file.problem);
    }
    const bool was_read = file.text.has_value();
    std::string unusable = file.problem;
    if (was_read) {
        try {
            ProfileRead read = read_profile(std::move(*file.text), target.path);
            out.profile = std::move(read.profile);
            base_text_ = profile_to_text(out.profile);
            stamp_ = {file.dev, file.ino, file.size, file.mtime_ns, true};
            if (read.dropped.empty()) {
                keep_last_good(target.path);
                return out;
            }
            // Keep the original beside it (once: an identical copy is not made again), then play
            // on with what could be read.
            FileRead original = read_regular_file(target.path, kMaxLevelFileBytes);
            const pf::Aside aside =
                original.text ? pf::keep_aside(target.path, *original.text) : pf::Aside{{}, original.problem};
            const std::string list = joined_drops(read.dropped);
            if (!aside.error.empty()) {
                out.profile = empty_profile();
                return disable("some values are wrong (" + list +
                               ") and the original could not be kept aside (" + aside.error + ")");
            }
            out.warnings.push_back("Part of your profile could not be read and was left out: " + list +
                                   ". Everything else was kept; the original file was kept as " + aside.name +
                                   ".");
            return out;
        } catch (const LevelError& e) {
            unusable = e.what();
        }
    }
    // Nothing in it can be read as a whole: moved aside, never overwritten.
    const std::string aside = pf::free_aside_name(target.path);
    if (std::rename(target.path.c_str(), aside.c_str()) != 0)
        return disable(unusable + "; it could not be moved aside: " + std::strerror(errno));
    recover(out, target.path, was_read ? aside : std::string());
    const std::size_t records = out.profile.levels.size(), saves = out.profile.saves.size();
    if (out.profile == empty_profile()) {
        out.warnings.push_back("Your profile could not be read (" + unusable + "). It was kept as " + aside +
                               " and a fresh profile was started.");
        return out;
    }
    out.warnings.push_back("Your profile could not be read (" + unusable + "). It was kept as " + aside +
                           ", and your progress was recovered from " + recovered_from_ + " (" +
                           count_of(records, "level record", "level records") + ", " +
                           count_of(saves, "game in progress", "games in progress") + ").");
    if (const std::string why = save(out.profile); !why.empty())
        out.warnings.push_back("The recovered profile could not be written: " + why + ".");
    return out;
}

void ProfileStore::recover(ProfileLoad& out, const std::string& target, const std::string& damaged) {
    recovered_from_.clear();
    const std::string good_name = pf::last_good_name(target);
    FileRead good = read_regular_file(good_name, kMaxLevelFileBytes);
    bool have_good = false;
    if (good.text) {
        try {
            out.profile = read_profile(std::move(*good.text), good_name).profile;
            have_good = true;
            recovered_from_ = "its last good copy " + good_name;
        } catch (const LevelError&) {
        }
    }
    if (damaged.empty()) return;
    FileRead text = read_regular_file(damaged, kMaxLevelFileBytes);
    std::string prefix = text.text ? readable_profile_prefix(*text.text) : std::string();
    text.text.reset();
    if (prefix.empty()) return;
    try {
        Profile part = read_profile(std::move(prefix), damaged).profile;
        if (part == empty_profile()) return;
        if (have_good) {
            // Named only when it added something the copy lacks.
            const Profile& p = out.profile;
            const std::size_t before = p.levels.size() + p.saves.size() + p.totals.size();
            add_missing(out.profile, part);
            if (p.levels.size() + p.saves.size() + p.totals.size() == before) return;
            recovered_from_ += " and ";
        } else {
            out.profile = std::move(part);
        }
        recovered_from_ += "the part of the file before the damage";
    } catch (const LevelError&) {
    }
}

void ProfileStore::keep_last_good(const std::string& target) {
    const std::string name = pf::last_good_name(target);
    const FileRead good = read_regular_file(name, kMaxLevelFileBytes);
    if (good.text && *good.text == base_text_) return;
    if (!good.text && !good.not_found()) return; // a folder, a FIFO...: left alone
    write_file_atomically(name, base_text_);     // best effort: the profile itself is whole
}

std::string ProfileStore::save(const Profile& profile) {
    Profile copy = profile;
    return save(copy);
}

std::string ProfileStore::save(Profile& profile) {
    const pf::Target target = pf::resolve(path());
    if (!target.error.empty()) {
        behind_ = true;
        return "cannot follow " + path() + ": " + target.error;
    }
    if (saving_disabled()) {
        // Has it been fixed? Readable now (or gone): merge it in below as if another instance
        // had written it, from an empty base, and save again.
        const FileRead probe = read_regular_file(target.path, kMaxLevelFileBytes);
        if (!probe.text && !probe.not_found()) return disabled_;
        disabled_.clear();
        base_text_.clear();
        stamp_ = {};
    }
    ::mkdir(dir_.c_str(), 0755); // may already exist
    const std::string folder = pf::parent_of(target.path);
    pf::FolderLock lock(folder, pf::turn_name(target.path));
    if (!lock.error().empty()) {
        behind_ = true;
        return lock.error();
    }
    const std::string error = write_locked(profile, target.path);
    behind_ = !error.empty();
    return error;
}

std::string ProfileStore::write_locked(Profile& profile, const std::string& target) {
    // Whatever another instance wrote since this one last read or wrote the file is merged in.
    struct stat st {};
    const bool exists = ::stat(target.c_str(), &st) == 0;
    const Stamp now{exists ? static_cast<std::uint64_t>(st.st_dev) : 0,
                    exists ? static_cast<std::uint64_t>(st.st_ino) : 0,
                    exists ? static_cast<std::uint64_t>(st.st_size) : 0,
                    exists ? std::int64_t{st.st_mtim.tv_sec} * 1'000'000'000 + st.st_mtim.tv_nsec : 0,
                    exists};
    if (exists && !(now == stamp_)) {
        FileRead file = read_regular_file(target, kMaxLevelFileBytes);
        if (!file.text) {
            if (!file.not_found()) {
                disabled_ = "your profile " + target + " cannot be read: " + file.problem;
                return disabled_;
            }
        } else {
            const std::string original = *file.text;
            try {
                ProfileRead theirs = read_profile(std::move(*file.text), target);
                // Someone put values there this version cannot read: keep that file aside too.
                if (!theirs.dropped.empty())
                    if (const pf::Aside aside = pf::keep_aside(target, original); !aside.error.empty())
                        return aside.error;
                merge_profiles(base(), profile, theirs.profile);
            } catch (const LevelError&) {
                if (const pf::Aside aside = pf::keep_aside(target, original); !aside.error.empty())
                    return aside.error;
            }
        }
    }
    const std::string text = profile_to_text(profile);
    if (const std::string problem = profile_limit_problem(profile, text); !problem.empty())
        return "the profile would not read back (" + problem + "), so " + target + " was left as it was";
    if (const std::string why = write_file_atomically(target, text); !why.empty()) return why;
    base_text_ = text;
    if (::stat(target.c_str(), &st) == 0)
        stamp_ = {static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino),
                  static_cast<std::uint64_t>(st.st_size),
                  std::int64_t{st.st_mtim.tv_sec} * 1'000'000'000 + st.st_mtim.tv_nsec, true};
    // The last good copy, for a profile damaged later (a stray byte, a cut): best effort, the
    // profile itself is saved.
    write_file_atomically(pf::last_good_name(target), text);
    return {};
}

} // namespace tessera::levels
