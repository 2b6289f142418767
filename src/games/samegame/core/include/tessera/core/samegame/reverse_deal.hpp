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
// How: a group is planned colour first. It starts from one cell, takes the scarcest colour that
// none of that cell's neighbours has, and grows a cell (or a new column) at a time, each step
// kept only if the group still touches no tile of its colour; sideways steps are drawn twice as
// often as vertical ones, so groups are bars of both orientations, steps, L's and blobs. When a
// few random plans fail, every starting cell is tried with every allowed colour and every group
// of 2, 3 and 4 grown from it (sgt-samegame tries every position too, for pairs only); only when
// none fits is the construction stuck, and it undoes 1..4 insertions, up to 64 when it stays stuck.
//
// Sizes are drawn from 2..10 (the groups made average about 4.0 on 15x15 with 5 colours and 3.7
// with 3; a quarter to a third are pairs). Colours stay even: the scarcest allowed colour is
// taken and a group is cut to what its colour lacks of its share (the tests check
// |count - cells/colours| <= 12; typically within 2..9).
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
    int backtracks = 0;           // dead ends met (each undoes some of the last insertions)
    int restarts = 0;             // constructions abandoned (too many dead ends) before this one
};

// A full board with a recorded clearing line, deterministic from `rng`. nullopt when the sizes
// are outside 1..kMaxSide, colours outside 1..kMaxColours, the board has a single cell, or no
// construction finished within the restart budget (not seen with 3+ colours; 2 colours succeed
// up to about 6x6 and rarely beyond). About 0.1 ms of CPU per board from 20x20 with 4 colours up;
// 3 colours meet a few dead ends per board (0.5 ms at 15x15, 3 ms at 20x20).
std::optional<ReverseDeal> reverse_deal(int width, int height, int colours, Rng& rng);

} // namespace tessera::samegame
