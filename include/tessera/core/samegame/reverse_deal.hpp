#pragma once
// Clearable boards by construction: the board is built backwards, the way sgt-samegame does it,
// by undoing removals. Starting from an empty width×height board, a group of 2+ tiles of one
// colour is inserted again and again, each insertion the exact inverse of a legal move:
//   - a group cell in an existing column pushes the tiles above it up (the inverse of the fall);
//   - a column made only of group cells is inserted between columns, shifting the ones to its
//     right (the inverse of an empty column closing to the left);
//   - the group is connected and touches no other tile of its colour, so at the moment of its
//     removal it is exactly the group the player clicks.
// When the board is full, the inserted groups in reverse order are a line that clears it.
//
// Shapes: each group is a run of vertical strips in neighbouring columns (new or existing),
// consecutive strips overlapping, so groups are bars, steps, L's and blobs, not only pairs.
// Sizes are drawn from 2..10 (the groups made average about 3.7 on 15x15, a third of them
// pairs). Colours: each group takes an allowed colour (one its neighbours do not have) close to
// the scarcest so far, so every colour ends near its even share (the tests check
// |count − cells/colours| <= 12; typically 2..5 on 15x15 with 5 colours).
#include <optional>
#include <vector>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/board.hpp"
#include "tessera/core/samegame/game.hpp"

namespace tessera::samegame {

struct ReverseDeal {
    Board board;                  // full width×height board
    std::vector<Move> line;       // the removals, in play order; replayed with apply() it clears
    std::vector<int> group_sizes; // size of each removed group, same order as `line`
    int backtracks = 0;           // dead ends met (each undoes the last 1..8 insertions)
    int restarts = 0;             // constructions abandoned (too many dead ends) before this one
};

// A full board with a recorded clearing line, deterministic from `rng`. nullopt when the sizes
// are outside 1..kMaxSide, colours outside 1..kMaxColours, the board has a single cell, or no
// construction finished within the restart budget (not seen with 3+ colours; 2 colours only
// succeed on small boards). Fast with 5+ colours; 3 colours back up often (~0.25 CPU s at 15x15).
std::optional<ReverseDeal> reverse_deal(int width, int height, int colours, Rng& rng);

} // namespace tessera::samegame
