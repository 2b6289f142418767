#pragma once
// `tessera match3 autoplay LEVEL... [--strength S] [--seeds N] [--from K]`: the autoplayer at each
// strength (weak, medium, strong: core/match3/player.hpp) on many deals of each level, as a
// Markdown table of mean score, star counts and mean stars (docs/games/match3.md's table).
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace tessera::cli::match3_autoplay {

struct Options {
    std::vector<std::string> levels;
    std::string strength = "all"; // weak, medium, strong or all
    int seeds = 64;
    std::uint64_t from = 0; // the first deal's seed is the level's seed + from
};

inline const char* const kStrengthNames = "weak, medium, strong or all";

int run(const Options& o, std::ostream& out, std::ostream& err);

} // namespace tessera::cli::match3_autoplay
