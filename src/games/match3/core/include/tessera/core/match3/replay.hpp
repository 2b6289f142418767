#pragma once
// Applies a move's events to the board before it. A view does the same, one animation at a time;
// tests check that the result equals the outcome's board and score.
#include <cstdint>
#include <vector>

#include "tessera/core/match3/events.hpp"

namespace tessera::match3 {

struct Replayed {
    Board board;
    std::int64_t score = 0; // sum of the Cleared events' points
};

Replayed replay_events(Board board, const std::vector<Event>& events);

} // namespace tessera::match3
