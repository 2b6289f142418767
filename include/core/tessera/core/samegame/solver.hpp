#pragma once
// Best-sequence search (docs/games/samegame.md has the longer note):
//
// - boards of up to 36 tiles: iterative-widening beam search with duplicate-board elimination,
//   an exact dynamic programme once the width exceeds the number of distinct boards per depth
//   (the small-board optimality test checks it against exhaustive search);
// - larger boards: the same widening beam, but every child is evaluated by a tabu-colour
//   playout (a complete random game) and each board remembers the best line through it (a
//   level-1 "beam nested Monte-Carlo search"). Its random stream is seeded from
//   SolveLimits::seed and the board, so a node budget still gives the same line on every run
//   and machine. Any budget gives a complete line (the best found so far).
//
// No clocks here: the caller bounds the search with a node budget and/or should_stop (which the
// CLI and the scene implement with a deadline).
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "tessera/core/samegame/game.hpp"

namespace tessera::samegame {

struct SolveLimits {
    std::uint64_t max_nodes = 200'000; // boards generated; 0 = no node limit
    std::function<bool()> should_stop; // polled every few hundred nodes; may be empty
    int max_width = 1 << 16;           // the widening stops after this width
    std::uint64_t seed = 0;            // the nested search's random stream (mixed with the board)
};

// Roughly what the hint may spend (~tens of ms on a 10x10 board in a release build).
inline constexpr std::uint64_t kHintNodes = 60'000;

struct Solution {
    std::vector<Move> moves; // replays with apply() from the solved state
    int score = 0;           // the final score of that line (State::score after the last move)
    std::uint64_t nodes = 0; // boards generated
    int width = 0;           // widest beam completed
};

// The best line found from `state` (an empty line and the current score if it is over).
Solution solve(const State& state, const SolveLimits& limits);

// The first move of the best line found, or nullopt when the game is over.
std::optional<Move> hint(const State& state, const SolveLimits& limits = {});

// Replays `moves` from `state`; nullopt if one is illegal.
std::optional<State> replay(const State& state, const std::vector<Move>& moves);

} // namespace tessera::samegame
