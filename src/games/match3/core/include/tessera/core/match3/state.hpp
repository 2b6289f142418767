#pragma once
// State (everything undo restores) and Move (one swap) of the match-3 game.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "tessera/core/common/point.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/match3/params.hpp"
#include "tessera/core/match3/tile.hpp"

namespace tessera::match3 {

struct State {
    Board board;
    Rules rules;
    std::int64_t score = 0;
    int moves_used = 0;
    // Set when a dead board could not be reshuffled: the level is lost (status() says why).
    bool stuck = false;
    // A moves goal reached with moves to spare: the leftover moves spent in the bonus round and
    // the points it scored (already in `score`). moves_used counts the player's swaps only.
    int bonus_moves = 0;
    std::int64_t bonus_score = 0;
    // The refill stream. It lives in the state so that undo followed by the same move spawns the
    // same pieces, and a saved move list replays exactly.
    Rng rng;
    friend bool operator==(const State&, const State&) = default;
};

// Swap the pieces at a and b (orthogonal neighbours). Text form "x,y-x,y" (0-based, y down).
struct Move {
    Point a, b;
    friend bool operator==(const Move&, const Move&) = default;
};

std::string to_string(const Move& move);
std::optional<Move> parse_move(std::string_view text);

} // namespace tessera::match3
