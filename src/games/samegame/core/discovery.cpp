#include "tessera/core/samegame/discovery.hpp"

#include <algorithm>

namespace tessera::samegame {

bool Selection::contains(Point p) const { return std::find(cells.begin(), cells.end(), p) != cells.end(); }

bool can_select(const Board& board, const Selection& sel, Point p) {
    if (board.at(p) == kEmpty || sel.contains(p)) return false;
    if (sel.empty()) return true;
    if (board.at(p) != board.at(sel.cells.front())) return false;
    return std::any_of(sel.cells.begin(), sel.cells.end(),
                       [&](Point q) { return orthogonally_adjacent(p, q); });
}

bool can_unselect(const Selection& sel, Point p) {
    if (!sel.contains(p)) return false;
    std::vector<Point> rest;
    for (Point q : sel.cells)
        if (q != p) rest.push_back(q);
    if (rest.size() <= 1) return true;
    // p is removable iff the rest is still one connected piece: flood it from its first cell.
    std::vector<bool> reached(rest.size(), false);
    std::vector<std::size_t> stack{0};
    reached[0] = true;
    std::size_t count = 1;
    while (!stack.empty()) {
        const Point a = rest[stack.back()];
        stack.pop_back();
        for (std::size_t j = 0; j < rest.size(); ++j) {
            if (!reached[j] && orthogonally_adjacent(a, rest[j])) {
                reached[j] = true;
                ++count;
                stack.push_back(j);
            }
        }
    }
    return count == rest.size();
}

ClickResult click(const Board& board, Selection& sel, Point p) {
    if (sel.contains(p)) {
        if (!can_unselect(sel, p)) return ClickResult::refused;
        sel.cells.erase(std::find(sel.cells.begin(), sel.cells.end(), p));
        return ClickResult::unselected;
    }
    if (!can_select(board, sel, p)) return ClickResult::refused;
    sel.cells.push_back(p);
    return ClickResult::selected;
}

bool selection_complete(const Board& board, const Selection& sel) {
    if (sel.cells.size() < 2) return false;
    return board.group_size(sel.cells.front()) == static_cast<int>(sel.cells.size());
}

Move to_move(const Selection& sel) { return Move{sel.empty() ? Point{-1, -1} : sel.cells.front()}; }

} // namespace tessera::samegame
