#pragma once
// The `<game>.new.<difficulty>` bench rows (issue 38): the CPU time a player waits for a new
// certified game, per seed, on the calling thread's CPU clock.
#include <cstdint>
#include <functional>
#include <string>

#include "tessera/cli/common/workload.hpp"

namespace tessera::bench {

inline constexpr int kNewGameSeeds = 200;
// Seeds 1..kNewGameSeeds of a daily-style stream (fixed, so the signature is stable).
std::uint64_t new_game_seed(int i);

// Deals seeds new_game_seed(1..count) with `deal`, which returns a hash of what it dealt (into the
// signature). detail: "median 1.23 ms, p99 4.56 ms CPU over 200 seeds" (nearest rank).
Result time_new_games(const std::function<std::uint64_t(std::uint64_t seed)>& deal, const std::string& unit,
                      int count = kNewGameSeeds);

} // namespace tessera::bench
