#pragma once
// What happened during one move, in order. The scene turns these into animations; replay.hpp
// applies them to the previous board and must reach the new one (tests check this).
#include <cstdint>
#include <variant>
#include <vector>

#include "tessera/core/common/point.hpp"
#include "tessera/core/match3/tile.hpp"

namespace tessera::match3 {

struct Swapped {
    Point a, b;
};
// Step n (1-based) of the resolution starts: the swap's own clear is step 1, each cascade adds one.
struct CascadeStep {
    int n = 0;
};
// A special went off at `cell` (the view draws a beam or blast); its victims are in the next Cleared.
struct SpecialFired {
    Point cell;
    Special special = Special::None;
};
// Cells emptied at once in one step, row-major, and the points they scored.
struct Cleared {
    std::vector<Point> cells;
    std::int64_t score = 0;
    int step = 0;
};
// A special formed from a run of 4, 5 or an L/T shape: `cell` (just cleared) now holds `tile`.
struct SpecialCreated {
    Point cell;
    Tile tile;
};
// A piece dropped in its column (passing over holes) from `from` to `to`.
struct Fell {
    Point from, to;
};
// A new piece appeared at `cell` (the view drops it in from above the column).
struct Spawned {
    Point cell;
    Tile tile;
};
// A stable board without a move was rearranged (same pieces) into `board`.
struct Reshuffled {
    Board board;
};
// A stable board without a move that no rearrangement could fix: the level is lost.
struct NoMovesLeft {};
// The move reached a moves goal's target with `moves` to spare: the bonus round follows (the
// genre's "sugar rush"). Each leftover move is a BonusMove; then every special still on the board
// goes off (a CascadeStep with SpecialFired events and no swap).
struct BonusRound {
    int moves = 0;
};
// A leftover move is spent: the gem at `cell` becomes `tile` (a line clearer of its colour) and
// goes off at once; its clear and cascades follow as steps 1, 2, ... `moves_left` remain after it.
struct BonusMove {
    Point cell;
    Tile tile;
    int moves_left = 0;
};

using Event = std::variant<Swapped, CascadeStep, SpecialFired, Cleared, SpecialCreated, Fell, Spawned,
                           Reshuffled, NoMovesLeft, BonusRound, BonusMove>;

} // namespace tessera::match3
