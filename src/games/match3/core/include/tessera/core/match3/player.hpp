#pragma once
// Autoplayers of three strengths, to show that stars measure how well a level was played
// (docs/games/match3.md, "Stars measure play"). Each is deterministic from its own generator,
// kept apart from the state's refill stream, so a deal and a player seed replay exactly.
//
//   Rng rng(player_seed(deal_seed));
//   while (auto m = choose_move(state, Strength::Medium, rng)) state = apply(state, *m)->state;
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/match3/state.hpp"

namespace tessera::match3 {

// Weak: a random legal swap (a player who sees a line, not the best one). Medium: the hint's swap
// on half the moves at random, a random legal swap on the others. Strong: the hint every move (the
// best swap by immediate score, hint.hpp: the autoplayer levels are tuned and certified with).
enum class Strength : std::uint8_t { Weak, Medium, Strong };

inline constexpr std::array<Strength, 3> kStrengths{Strength::Weak, Strength::Medium, Strength::Strong};

std::string_view to_string(Strength strength);                 // "weak", "medium", "strong"
std::optional<Strength> parse_strength(std::string_view text); // the names above

// The swap a player of `strength` makes on `state`, drawing from `rng` (the strong player draws
// nothing); nullopt once the state accepts no move or has no legal swap.
std::optional<Move> choose_move(const State& state, Strength strength, Rng& rng);

// The player's own seed for a deal's seed: a different stream from the deal's refills.
std::uint64_t player_seed(std::uint64_t deal_seed);

} // namespace tessera::match3
