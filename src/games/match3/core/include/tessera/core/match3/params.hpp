#pragma once
// What a match-3 level says: board size and mask, colours, goal, star thresholds, specials, seed.
#include <array>
#include <cstdint>

#include "tessera/core/common/grid.hpp"

namespace tessera::match3 {

enum class GoalKind : std::uint8_t { Moves, Time, Endless, Count };

struct Goal {
    GoalKind kind = GoalKind::Endless;
    std::int64_t target_score = 0; // Moves and Time: the score that wins
    int moves = 0;                 // Moves: swaps allowed
    int seconds = 0;               // Time: seconds allowed (the caller measures time; see status())
    friend bool operator==(const Goal&, const Goal&) = default;
};

// A moves or time goal without a target score (free play's Moves and Timed modes, never a level
// file: those ask for a score of 1 or more): the game runs until the moves or the time are spent,
// with no bonus round, and ends won with whatever it scored.
inline bool has_target(const Goal& goal) { return goal.target_score > 0; }

// The rules a State carries with it (all small values, so State stays cheap to copy).
struct Rules {
    int colours = 6;
    bool specials = true;
    Goal goal;
    std::array<std::int64_t, 3> stars{0, 0, 0}; // score for 1, 2, 3 stars (ascending)
    friend bool operator==(const Rules&, const Rules&) = default;
};

struct Params {
    int width = 8;
    int height = 8;
    // 1 = playable, 0 = hole. Empty grid = every cell playable.
    Grid<std::uint8_t> mask;
    Rules rules;
    std::uint64_t seed = 0;

    bool playable(Point p) const {
        return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height &&
               (mask.empty() || (mask.contains(p) && mask[p] != 0));
    }
};

} // namespace tessera::match3
