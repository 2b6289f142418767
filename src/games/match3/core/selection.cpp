#include "tessera/core/match3/selection.hpp"

#include <cmath>

namespace tessera::match3 {

ClickResult click(const UiState& ui, const Board& board, Point cell) {
    ClickResult r{ui, ClickAction::Ignored, std::nullopt};
    if (!board.contains(cell) || !board[cell].is_piece()) return r;
    r.ui.cursor = cell;
    if (!ui.selected) {
        r.ui.selected = cell;
        r.action = ClickAction::Selected;
    } else if (*ui.selected == cell) {
        r.ui.selected.reset();
        r.action = ClickAction::Deselected;
    } else if (orthogonally_adjacent(*ui.selected, cell)) {
        r.swap = Move{*ui.selected, cell};
        r.ui.selected.reset();
        r.action = ClickAction::TrySwap;
    } else {
        r.ui.selected = cell;
        r.action = ClickAction::Reselected;
    }
    return r;
}

std::optional<Move> drag(const Board& board, Point from_cell, double dx, double dy, double threshold) {
    if (!board.contains(from_cell) || !board[from_cell].is_piece()) return std::nullopt;
    if (std::abs(dx) < threshold && std::abs(dy) < threshold) return std::nullopt;
    Point d = std::abs(dx) >= std::abs(dy) ? Point{dx > 0 ? 1 : -1, 0} : Point{0, dy > 0 ? 1 : -1};
    const Point to = from_cell + d;
    if (!board.contains(to) || !board[to].is_piece()) return std::nullopt;
    return Move{from_cell, to};
}

UiState move_cursor(const UiState& ui, const Board& board, Point direction) {
    UiState out = ui;
    const Point next = ui.cursor + direction;
    if (board.contains(next)) out.cursor = next;
    return out;
}

} // namespace tessera::match3
