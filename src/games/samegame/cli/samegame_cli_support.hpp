#pragma once
// Helpers shared by the samegame CLI and its bench workloads.
#include <cstdint>

#include "tessera/core/samegame/board.hpp"

namespace tessera::cli {

// The solver benchmark's boards: size x size, `colours` colours, wave-average deal from `seed`.
samegame::Board solver_bench_board(std::uint64_t seed, int size, int colours);

} // namespace tessera::cli
