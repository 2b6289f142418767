#pragma once
// The game contract every game's rules satisfy, checked by the compiler (after the table of
// functions in Simon Tatham's puzzle collection). A game is values and pure functions:
//
//   Params    what a level file says (and the deal's seed): G::start(params) -> optional<State>
//   State     everything undo restores; a value
//   Move      small, printable: G::to_string(move), G::parse_move(text) -> optional<Move>;
//             G::kMoveFormat says what one looks like ("\"x,y\""), for a save's error
//   Outcome   G::apply(state, move) -> optional<Outcome>{state, events}; nullopt for an illegal
//             move, never an assert (moves come from save files)
//   Event     what happened, in order (the view turns events into tweens)
//   Status    G::status(state, seconds_played) -> Status{phase, ...}; seconds matter only to
//             timed rules (a time goal)
//   Hint      G::hint(state) -> optional<Hint>, from the game's solver with a fixed budget
//
// Each game's <g>/contract.hpp defines `struct Game` with these, and static_asserts the concept.
// The app's midend (SessionScene<G>) and the save replay (tessera/levels/common/saves.hpp) are
// written once against it.
#include <concepts>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/core/common/phase.hpp"

namespace tessera {

template <class G>
concept GameContract = std::copyable<typename G::State> && std::equality_comparable<typename G::State> &&
    std::copyable<typename G::Move> && std::equality_comparable<typename G::Move> &&
    requires(const typename G::Params& params, const typename G::State& state, const typename G::Move& move,
             const typename G::Outcome& outcome, std::string_view text, double seconds) {
    { G::kId } -> std::convertible_to<std::string_view>;
    { G::kMoveFormat } -> std::convertible_to<std::string_view>;
    { G::start(params) } -> std::same_as<std::optional<typename G::State>>;
    { G::apply(state, move) } -> std::same_as<std::optional<typename G::Outcome>>;
    { outcome.state } -> std::convertible_to<typename G::State>;
    { outcome.events } -> std::convertible_to<std::vector<typename G::Event>>;
    { G::status(state, seconds) } -> std::same_as<typename G::Status>;
    { G::status(state, seconds).phase } -> std::convertible_to<Phase>;
    { G::hint(state) } -> std::same_as<std::optional<typename G::Hint>>;
    { G::to_string(move) } -> std::same_as<std::string>;
    { G::parse_move(text) } -> std::same_as<std::optional<typename G::Move>>;
};

} // namespace tessera
