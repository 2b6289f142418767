#pragma once
// Discovery mode's selection rules (002_31b9d1fd005e7a8c.txt) as pure functions over (board,
// selection), so the scene only forwards clicks. The first click fixes any tile; later clicks add
// a same-colour tile orthogonally next to the selection; a selected tile can be unselected only
// if the rest of the selection stays connected (it is not an articulation point — the Discovery
// article's "0 or 1 neighbour, or 2 neighbours joined by another path" rule, generalised); once the
// whole group (of 2 or more) is selected it is removed with apply(state, to_move(selection)).
#include <optional>
#include <vector>

#include "tessera/core/samegame/board.hpp"
#include "tessera/core/samegame/game.hpp"

namespace tessera::samegame {

struct Selection {
    std::vector<Point> cells; // in click order
    bool contains(Point p) const;
    bool empty() const { return cells.empty(); }
    friend bool operator==(const Selection&, const Selection&) = default;
};

bool can_select(const Board& board, const Selection& sel, Point p);
bool can_unselect(const Selection& sel, Point p);

enum class ClickResult { selected, unselected, refused };
// A click toggles p when the rules allow it; `sel` is updated in place.
ClickResult click(const Board& board, Selection& sel, Point p);

// The whole group is selected and it has 2 or more tiles.
bool selection_complete(const Board& board, const Selection& sel);
Move to_move(const Selection& sel);

} // namespace tessera::samegame
