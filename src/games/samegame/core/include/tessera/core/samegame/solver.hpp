#pragma once
// Best-sequence search (docs/games/samegame.md has the longer note and the measurements):
//
// - boards of up to 36 tiles: iterative-widening beam search with duplicate-board elimination,
//   an exact dynamic programme once the width exceeds the number of distinct boards per depth
//   (the small-board optimality test checks it against exhaustive search);
// - larger boards: Nested Rollout Policy Adaptation (Rosin 2011). A playout chooses each move
//   with probability proportional to exp(policy weight of its code + a prior favouring small
//   groups), never of the tabu colour (the most frequent one, kept for a big group at the end)
//   while another colour has a group. A move's code is the Zobrist hash of its colour and cells,
//   so transposed lines share their codes. Level L runs level L-1 a hundred times and adapts the
//   policy towards the best line after each; the top level adapts until the budget ends. Its
//   random stream is seeded from SolveLimits::seed and the board, so a node budget gives the same
//   line on every run and machine; any budget gives a complete line (the best found so far).
// - root parallelism: SolveLimits::threads independent searches (seeds seed, seed+1, ...), the best
//   line wins.
//
// No clocks here: the caller bounds the search with a node budget and/or should_stop (which the
// CLI and the scene implement with a deadline or a CPU-time budget).
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "tessera/core/samegame/game.hpp"

namespace tessera::samegame {

struct SolveLimits {
    std::uint64_t max_nodes = 200'000; // moves made (boards generated); 0 = no node limit; per thread
    std::function<bool()> should_stop; // polled every ~1,000 nodes, from every thread; may be empty
    int max_width = 1 << 16;           // the exact search's widening stops after this width
    std::uint64_t seed = 0;            // the random stream (mixed with the board)
    int threads = 1;                   // independent searches run in parallel, best line wins
};

// Roughly what the hint may spend (~tens of ms on a 10x10 board in a release build).
inline constexpr std::uint64_t kHintNodes = 60'000;

struct Solution {
    std::vector<Move> moves; // replays with apply() from the solved state
    int score = 0;           // the final score of that line (State::score after the last move)
    std::uint64_t nodes = 0; // moves made, over all threads
    int width = 0;           // exact search: widest beam completed
    int iterations = 0;      // NRPA: top-level iterations completed (of the thread that won)
};

// The best line found from `state` (an empty line and the current score if it is over).
Solution solve(const State& state, const SolveLimits& limits);

// The first move of the best line found, or nullopt when the game is over.
std::optional<Move> hint(const State& state, const SolveLimits& limits = {});

// Replays `moves` from `state`; nullopt if one is illegal.
std::optional<State> replay(const State& state, const std::vector<Move>& moves);

} // namespace tessera::samegame
