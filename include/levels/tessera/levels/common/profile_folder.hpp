#pragma once
// Moving a player's profile folder to where this version keeps it, losing nothing. Before the
// reverse-DNS app id, the profile lived in SDL_GetPrefPath("tessera", "tessera"), a doubled
// <data home>/tessera/tessera/; now it is <data home>/<app id>/ (tessera/app/framework/paths.hpp).
// Pure std, so it is tested without SDL.
#include <string>
#include <vector>

namespace tessera::levels {

struct FolderMove {
    std::vector<std::string> moved;  // entry names now in `to`
    std::vector<std::string> kept;   // left in `from`: `to` already had an entry of that name
    std::vector<std::string> errors; // "<path>: <reason>" for entries that could not be moved
    bool removed_from = false;       // `from` was left empty and removed
};

// Moves every entry of `from` (files and folders, whatever their names: the profile, its
// corrupt-copies, a player's own files) into `to`, creating `to` if needed. An entry whose name
// `to` already has stays where it is, so nothing is ever overwritten; each move is a rename(2)
// (a copy, then the removal of the original, across file systems). `from` is removed once empty.
// A missing `from` moves nothing.
FolderMove move_profile_folder(const std::string& from, const std::string& to);

} // namespace tessera::levels
