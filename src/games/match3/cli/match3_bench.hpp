#pragma once
// The match3 bench workloads with their sizes as parameters, so a test can pin the signature of
// a small run without paying for the full workload.
#include <string>

#include "tessera/cli/common/workload.hpp"

namespace tessera::cli::match3_bench {

inline constexpr int kGenerateBoards = 8000;
inline constexpr int kResolveGames = 400;
inline constexpr int kResolveSwaps = 100;
inline constexpr int kLevelDeals = 64;

// Start boards for seeds 0..boards-1, cycling 8x8/6, 16x16/8 and 6x6/4 colours.
bench::Result generate(int boards);
// `games` 8x8/6-colour games from seeds 1000.., each playing up to `swaps` random legal swaps.
bench::Result resolve(int games, int swaps);
// Every level file in `dir` autoplayed as a player meets it (match3::autoplay_level) on `deals`
// deals from its seed on; the detail gives the 3-star odds.
bench::Result levels(const std::string& dir, int deals);

} // namespace tessera::cli::match3_bench
