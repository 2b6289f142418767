#pragma once
// The shipped levels of one game: levels/<game>/*.json in file-name order. A broken file never
// stops the others: it is listed with its error.
#include <string>
#include <vector>

namespace tessera::levels {

struct LevelInfo {
    std::string game;
    std::string id;    // file stem, e.g. "03-cascade"
    std::string path;  // full path
    std::string title; // from the file ("title"), or the id when broken
    std::string group; // optional "group" field: levels unlock in order within a group
    std::string description;
    std::string error; // non-empty: the level is broken and cannot be played
    std::vector<std::string> warnings;
    std::string note; // the validator's note (e.g. "winnable: 132 picks")
    std::string key() const { return game + "/" + id; }
    bool broken() const { return !error.empty(); }
};

// Scans <data_dir>/levels/<game>/. With `deep`, every file goes through the game's validator
// (schema + solvability); otherwise only the envelope (game, title, group) is read.
std::vector<LevelInfo> scan_levels(const std::string& data_dir, const std::string& game, bool deep);

// Validates one file (any game, by its "game" field): the info with error or note filled in.
LevelInfo check_level_file(const std::string& path, bool deep);

} // namespace tessera::levels
