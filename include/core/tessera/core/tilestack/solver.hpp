#pragma once
// Decides whether a position can still be won by picks alone (power-ups are not used) and finds
// a winning pick sequence. DFS with:
//  * memoisation of lost positions keyed on the set of removed tiles (the tray's contents follow
//    from it: each face's tray count is its picked count mod 3);
//  * a forced move: when the tray holds two of a face and a third is free, taking it is never
//    worse (it only empties the tray sooner and uncovers sooner);
//  * tray pruning: a pick that fills the tray without a triple is never tried;
//  * pick symmetry: free tiles of one face that cover nothing are interchangeable, so one is tried.
// No clocks: a node budget and an optional should_stop callback bound the work.
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "tessera/core/tilestack/game.hpp"

namespace tessera::tilestack {

struct SolveLimits {
    std::uint64_t max_nodes = 5'000'000;
    std::function<bool()> should_stop; // polled at the first node and every 4096 after
};

enum class Verdict { Winnable, Unwinnable, Unknown };

struct SolveResult {
    Verdict verdict = Verdict::Unknown;
    std::vector<int> picks; // Winnable: tiles to pick in order
    std::uint64_t nodes = 0;
};

SolveResult solve(const State& state, const SolveLimits& limits = {});

// The first pick of a winning sequence; nullopt when none was found within the limits.
std::optional<Move> hint(const State& state, const SolveLimits& limits = {});

const char* to_string(Verdict verdict);

} // namespace tessera::tilestack
