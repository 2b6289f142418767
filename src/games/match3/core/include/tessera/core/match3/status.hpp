#pragma once
// Playing / won / lost, with the reason, the stars earned and what the HUD shows.
#include <cstdint>
#include <string>

#include "tessera/core/common/phase.hpp"
#include "tessera/core/match3/state.hpp"

namespace tessera::match3 {

using tessera::Phase;

struct Status {
    Phase phase = Phase::Playing;
    std::string reason;       // "reached 3000 points", "no moves left: 2450 of 3000 points", ...
    int stars = 0;            // 0..3 from rules.stars
    std::int64_t target = 0;  // 0 for endless
    int moves_left = -1;      // -1 when moves are not limited
    double seconds_left = -1; // -1 when time is not limited
    double progress = 0;      // score / target clamped to 0..1 (endless: toward the 3-star score)
    bool reached = false;     // the score has reached the target (a time goal still plays on)
};

// `elapsed_seconds` is measured by the caller (the core reads no clock); only Time goals use it.
// A moves goal is won by the move that reaches its target (its bonus round is part of that move:
// rules.hpp). A time goal plays on to the end of its time and is won if the score reached the
// target by then (or when a board that cannot be reshuffled ends it early).
Status status(const State& state, double elapsed_seconds = 0);

int stars_for(const Rules& rules, std::int64_t score);

} // namespace tessera::match3
