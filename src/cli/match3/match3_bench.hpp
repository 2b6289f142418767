#pragma once
// The match3 bench workloads with their sizes as parameters, so a test can pin the signature of
// a small run without paying for the full workload.
#include "tessera/cli/common/workload.hpp"

namespace tessera::cli::match3_bench {

inline constexpr int kGenerateBoards = 8000;
inline constexpr int kResolveGames = 400;
inline constexpr int kResolveSwaps = 100;

// Start boards for seeds 0..boards-1, cycling 8x8/6, 16x16/8 and 6x6/4 colours.
bench::Result generate(int boards);
// `games` 8x8/6-colour games from seeds 1000.., each playing up to `swaps` random legal swaps.
bench::Result resolve(int games, int swaps);

} // namespace tessera::cli::match3_bench
