#include "tessera/app/games/sudoku/sudoku_layout.hpp"

#include "tessera/app/framework/game_scene.hpp"

namespace tessera::app::sudoku_view {

namespace {
bool inside(const SDL_FRect& r, float x, float y) {
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}
} // namespace

Layout Layout::standard() {
    Layout l;
    // 9 cells of 56 = 504: the board sits at the top of the board area so the HUD's message line
    // (y 596..636) stays clear of it.
    l.cell = 56;
    const float side = l.cell * 9;
    l.board = {kBoardArea.x + (kBoardArea.w - side) / 2, kBoardArea.y + 4, side, side};
    const float panel_w = 300;
    l.left = {kBoardArea.x + 20, l.board.y, panel_w, side};
    l.right = {kBoardArea.x + kBoardArea.w - 20 - panel_w, l.board.y, panel_w, side};
    const float key = 88, gap = 12;
    const float px = l.right.x + (panel_w - (3 * key + 2 * gap)) / 2;
    for (int d = 1; d <= 9; ++d) {
        const int r = (d - 1) / 3, c = (d - 1) % 3;
        l.pad[d] = {px + static_cast<float>(c) * (key + gap),
                    l.right.y + 12 + static_cast<float>(r) * (key + gap), key, key};
    }
    const float tool_y = l.pad[9].y + key + 20, tool_w = 3 * key + 2 * gap, tool_h = 50;
    l.pad[kPadErase] = {px, tool_y, tool_w, tool_h};
    l.pad[kPadNotes] = {px, tool_y + tool_h + 10, tool_w, tool_h};
    l.pad[kPadAuto] = {px, tool_y + 2 * (tool_h + 10), tool_w, tool_h};
    l.enter_button = {l.left.x + 16, l.left.y + l.left.h - 62, l.left.w - 32, 50};
    return l;
}

SDL_FRect Layout::cell_rect(int cell) const {
    const int r = cell / 9, c = cell % 9;
    return {board.x + static_cast<float>(c) * this->cell, board.y + static_cast<float>(r) * this->cell,
            this->cell, this->cell};
}

SDL_FPoint Layout::cell_centre(int cell) const {
    const SDL_FRect r = cell_rect(cell);
    return {r.x + r.w / 2, r.y + r.h / 2};
}

std::optional<int> Layout::cell_at(float x, float y) const {
    if (!inside(board, x, y)) return std::nullopt;
    const int c = static_cast<int>((x - board.x) / cell), r = static_cast<int>((y - board.y) / cell);
    if (r < 0 || r > 8 || c < 0 || c > 8) return std::nullopt;
    return r * 9 + c;
}

std::optional<int> Layout::pad_at(float x, float y) const {
    for (int k = 1; k < kPadKeyCount; ++k)
        if (inside(pad[k], x, y)) return k;
    return std::nullopt;
}

bool Layout::on_enter_button(float x, float y) const { return inside(enter_button, x, y); }

} // namespace tessera::app::sudoku_view
