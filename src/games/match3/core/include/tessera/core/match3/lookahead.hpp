#pragma once
// The strong autoplayer's choice (player.hpp): the legal swap whose whole move scores most on
// average, its cascades included, over a few guesses at the refills. A player sees the board, not
// the state's refill stream, so each guess replaces that stream with one drawn from the player's
// own generator; every swap is judged on the same guesses. Ties: the first in row-major order.
#include <optional>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/match3/state.hpp"

namespace tessera::match3 {

inline constexpr int kLookaheadGuesses = 4;

// nullopt once the state accepts no move or has no legal swap.
std::optional<Move> best_expected_move(const State& state, Rng& rng, int guesses = kLookaheadGuesses);

} // namespace tessera::match3
