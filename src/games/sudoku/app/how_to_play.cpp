// Sudoku's "How to play": a row with one digit missing, and the only digit it can be.
#include <cmath>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/games/sudoku/sudoku_scene.hpp"

namespace tessera::app {

HowToPlay sudoku_how_to_play() {
    HowToPlay h;
    h.rules = {tr("Fill every row and every column with 1 to 9, each exactly once."),
               tr("In the classic stage, every 3×"
                  "3 box too."),
               tr("Pick a cell, then a digit (the pad, or 1 to 9). N switches to pencil notes."),
               tr("Hint first shows where to look, then the move, then makes it.")};
    h.illustrate = [](Gfx& gfx, SDL_FRect area, double time) {
        // Three rows of a grid; the middle row lacks only a 7.
        static const int kRows[3][9] = {
            {5, 3, 0, 0, 7, 0, 0, 0, 0}, {6, 1, 4, 8, 0, 9, 2, 3, 5}, {0, 9, 8, 0, 0, 0, 0, 6, 0}};
        const double t = std::fmod(time, 3.6);
        const float cell = std::min(area.w / 9, area.h / 4.2f);
        const float x0 = area.x + (area.w - 9 * cell) / 2, y0 = area.y + (area.h - 3 * cell) / 2;
        const double wash = progress(t, 0.5, 0.9), digit = progress(t, 1.8, 2.1);
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 9; ++x) {
                const SDL_FRect r{x0 + static_cast<float>(x) * cell, y0 + static_cast<float>(y) * cell, cell,
                                  cell};
                Colour paper{238, 236, 226, 255};
                if (y == 1)
                    paper = {static_cast<Uint8>(238), static_cast<Uint8>(236 - 30 * wash),
                             static_cast<Uint8>(226 - 90 * wash), 255};
                gfx.fill_rect({r.x + 1, r.y + 1, r.w - 2, r.h - 2}, paper);
                int d = kRows[y][x];
                Colour ink{30, 34, 60, 255};
                if (y == 1 && x == 4 && digit > 0) {
                    d = 7;
                    ink = {200, 90, 20, static_cast<Uint8>(255 * digit)};
                }
                if (d) {
                    const TextSize sz = gfx.measure(std::to_string(d), static_cast<int>(cell * 0.6f), true);
                    gfx.text(std::to_string(d), r.x + r.w / 2, r.y + (r.h - sz.h) / 2,
                             static_cast<int>(cell * 0.6f), ink, Align::Centre, true);
                }
            }
        if (t > 0.9 && t < 3.4)
            gfx.text(t < 1.8 ? tr("Which digit is missing from this row?")
                             : tr("Only 7 is left: it goes here."),
                     area.x + area.w / 2, y0 + 3 * cell + 16, 18, theme::kText, Align::Centre);
    };
    return h;
}

} // namespace tessera::app
