#pragma once
// Where everything of the Sudoku screen goes in the 1280x720 logical space: the 9x9 board centred
// in kBoardArea (leaving room for the HUD message line under it), the info panel on the left
// (hint, digit tracker, "Enter a puzzle") and the number pad on the right. Pure geometry, so the
// scene, the view and the tests agree on every rectangle.
#include <array>
#include <optional>

#include <SDL.h>

namespace tessera::app::sudoku_view {

// The pad's buttons: digits 1..9 at index 1..9, then the tools.
enum PadKey : int { kPadErase = 10, kPadNotes = 11, kPadAuto = 12, kPadKeyCount = 13 };

struct Layout {
    SDL_FRect board{};                         // the 9x9 grid
    float cell = 56;                           // cell side
    SDL_FRect left{};                          // info panel
    SDL_FRect right{};                         // number pad panel
    std::array<SDL_FRect, kPadKeyCount> pad{}; // index 0 unused
    SDL_FRect enter_button{};                  // "Enter a puzzle"

    // The standard layout (the board never changes size: every level is 9x9).
    static Layout standard();
    SDL_FRect cell_rect(int cell) const;
    SDL_FPoint cell_centre(int cell) const;
    // The cell under a logical point, if any.
    std::optional<int> cell_at(float x, float y) const;
    // The pad key under a logical point, if any (1..9 digits, kPadErase, kPadNotes, kPadAuto).
    std::optional<int> pad_at(float x, float y) const;
    bool on_enter_button(float x, float y) const;
};

} // namespace tessera::app::sudoku_view
