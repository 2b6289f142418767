#pragma once
// Helpers shared by the samegame CLI and its bench workloads.
#include <cstdint>
#include <map>
#include <ostream>
#include <set>
#include <string>

#include "tessera/core/samegame/board.hpp"

namespace tessera::cli {

// Reads an integer option in [lo, hi] (fallback when absent); prints an error and returns false
// on a bad value.
bool int_opt(const std::map<std::string, std::string>& values, const std::string& key, std::int64_t lo,
             std::int64_t hi, std::int64_t fallback, std::int64_t& out, std::ostream& err);

// The solver benchmark's boards: size x size, `colours` colours, wave-average deal from `seed`.
samegame::Board solver_bench_board(std::uint64_t seed, int size, int colours);

} // namespace tessera::cli
