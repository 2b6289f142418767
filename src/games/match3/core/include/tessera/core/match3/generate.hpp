#pragma once
// Start boards and reshuffles, built constructively (never "regenerate until lucky"):
//  1. pick, at random, a place for a three-piece pattern that one swap completes into a run;
//  2. fill every other cell in row-major order with a colour that completes no run (a small
//     backtracking search, with a node budget, covers the rare dead end).
// So the board has no run (the match-3 article's case A) and at least one legal swap (case B) by
// construction.
#include <optional>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/match3/params.hpp"
#include "tessera/core/match3/state.hpp"

namespace tessera::match3 {

// A start board for the params; nullopt when the mask leaves no room for a move (validation
// reports that). Colours are kept balanced: a cell prefers colours used least so far.
std::optional<Board> generate(const Params& params, Rng& rng);

// The initial State: generate_board from Rng(params.seed); nullopt as above.
std::optional<State> start(const Params& params);

// The same pieces (colours and specials) rearranged on the same cells with no run and at least
// one legal swap; nullopt when the search finds none (the level is then lost).
std::optional<Board> reshuffle(const Board& board, bool specials, Rng& rng);

} // namespace tessera::match3
