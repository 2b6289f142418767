#pragma once
// The match-3 article's click/drag/keyboard selection rules as pure functions over a small UiState, so the
// scene stays thin and tests can walk the state machine case by case.
#include <optional>

#include "tessera/core/common/point.hpp"
#include "tessera/core/match3/state.hpp"

namespace tessera::match3 {

struct UiState {
    std::optional<Point> selected;
    Point cursor{0, 0};
};

enum class ClickAction {
    Ignored,    // a hole or outside the board
    Selected,   // nothing was selected: the clicked piece is now
    Deselected, // the selected piece was clicked again
    Reselected, // a non-adjacent piece was clicked: the selection moves there
    TrySwap,    // an adjacent piece was clicked: try `swap` (apply(); swap back if it is illegal)
};

struct ClickResult {
    UiState ui;
    ClickAction action = ClickAction::Ignored;
    std::optional<Move> swap;
};

// A click (or Space/Enter on the cursor) on `cell`. After TrySwap nothing stays selected, legal or not.
ClickResult click(const UiState& ui, const Board& board, Point cell);

// Drag from one cell towards another: the swap with the neighbour in the drag's main direction,
// or nullopt when the drag is too short (|dx|,|dy| < threshold) or leaves the pieces.
std::optional<Move> drag(const Board& board, Point from_cell, double dx, double dy, double threshold);

// Arrow keys: the cursor moves one cell and stays on the board.
UiState move_cursor(const UiState& ui, const Board& board, Point direction);

} // namespace tessera::match3
