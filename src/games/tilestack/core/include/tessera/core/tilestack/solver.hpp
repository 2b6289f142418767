#pragma once
// Decides whether a position can still be won by picks alone (power-ups are not used) and finds
// a winning pick sequence. DFS with:
//  * a transposition table of lost positions keyed on the set of removed tiles (which fixes the
//    multiset of tray tiles: each face's tray count is its picked count mod 3);
//  * a forced pick, only where it is provably never worse: the tray holds two of a face and a
//    free tile of it covers every board tile any other tile of that face covers;
//  * dominance: of the free tiles of one face, only those whose covered tiles are not a proper
//    subset of another's are tried (ties: the lowest index);
//  * tray pruning: a pick that fills the tray without a triple is never tried;
//  * a bound from the tiles still covered: the next triple must clear within (capacity - tray
//    size) picks, and a face needs its covering tiles picked first, so a position where no face
//    can clear in time is lost without search.
// Every verdict is exact: winnable comes with its line, unwinnable is a complete search (up to a
// 128-bit hash collision). No clocks: a node budget and an optional should_stop callback bound
// the work, and Unknown is returned when they run out.
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
