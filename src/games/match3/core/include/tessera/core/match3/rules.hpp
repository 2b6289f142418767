#pragma once
// The rules: apply a swap and resolve it (clears, specials, gravity, refill, cascades, reshuffle).
//
//   auto out = apply(state, move);          // nullopt: not a legal move (no swap happens, no move spent)
//   if (out) { session.push(out->state, move); view.animate(out->events); }
//
// Scoring per resolution step n (1 for the swap's own clear, +1 per cascade):
//   n * (10 per cleared piece + 30 * (L - 3) for each run of length L)
// See docs/games/match3.md for specials and their combinations.
//
// The move that reaches a moves goal's target also plays the bonus round (BonusRound, then a
// BonusMove per leftover move: a random gem becomes a line clearer and goes off; then the specials
// left go off). It pays bonus_per_move(goal) per leftover move, whatever the clears: each
// BonusMove's first Cleared event carries that pay, its cascades and the specials left score 0.
// Its points are in the outcome's score and bonus_score, so the score shown, the stars, the best
// score and the replay all agree.
#include <cstdint>
#include <optional>
#include <vector>

#include "tessera/core/match3/events.hpp"
#include "tessera/core/match3/state.hpp"

namespace tessera::match3 {

inline constexpr std::int64_t kPointsPerPiece = 10;
inline constexpr std::int64_t kPointsPerExtraRunPiece = 30;

// What one leftover move pays in a moves goal's bonus round: the pace the target asks for (target
// / moves), rounded down to a multiple of 10 (so 0 for a target under 10 points a move). A leftover
// move so pays less than the moves played to reach the target did on average, and the whole round
// less than the target.
// 0 for a goal without a bonus round (time, endless, or no target).
std::int64_t bonus_per_move(const Goal& goal);

// Bounds on the work one move may do, whatever the params (docs/games/match3.md, "Cascades end").
// A cascade stops after kMaxCascadeSteps clear steps, and a move (its cascades and the bonus
// round together) after kMaxStepsPerMove. A cascade cut short leaves runs on the board: its pieces
// are then rearranged into a board without one (a Reshuffled event), or, when none is found, the
// level ends (NoMovesLeft). Levels whose refills keep cascading are refused before play
// (cascade_problem() in params_check.hpp), so a game never meets these bounds in practice.
inline constexpr int kMaxCascadeSteps = 64;
inline constexpr int kMaxStepsPerMove = 1024;

struct Outcome {
    State state;
    std::vector<Event> events;
};

// Whether the state still accepts moves (moves left, not stuck, a moves goal's target not yet
// reached). Time is the caller's business.
bool accepts_moves(const State& state);

// Pure: the state after the swap fully resolved, plus its events; nullopt for an illegal move
// (not adjacent, a hole, no run and no special combination, or the game is over).
std::optional<Outcome> apply(const State& state, const Move& move);

// The points the swap's first step scores (its own clear and what its specials set off), without
// cascades: what a hint ranks by. nullopt for an illegal move.
std::optional<std::int64_t> immediate_score(const State& state, const Move& move);

// True for a swap the scene animates and then swaps back: two adjacent pieces whose swap is
// not legal. Costs no move.
bool swaps_back(const State& state, const Move& move);

} // namespace tessera::match3
