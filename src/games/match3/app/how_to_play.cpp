// Swap's "How to play": two gems trade places and the line of three they make pops.
#include <cmath>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/games/match3/match3_scene.hpp"

namespace tessera::app {

HowToPlay match3_how_to_play() {
    HowToPlay h;
    h.rules = {
        tr("Swap two neighbouring gems: click one, then the other, or drag."),
        tr("Three or more of a colour in a line pop; the gems above fall and new ones drop in."),
        tr("Four or five in a line make a special gem that clears more when it pops."),
        tr("Reach the target score before the moves or the time run out; moves left become bonus points.")};
    h.illustrate = [](Gfx& gfx, SDL_FRect area, double time) {
        // 5 x 3 gems; the red at (2,0) swaps down with the gem at (2,1), lining up three reds.
        static const int kBoard[3][5] = {{1, 3, 0, 4, 3}, {4, 0, 2, 0, 3}, {2, 1, 4, 3, 1}};
        const double t = std::fmod(time, 3.2);
        const float cell = std::min(area.w / 5, area.h / 3.6f);
        const float x0 = area.x + (area.w - 5 * cell) / 2, y0 = area.y + (area.h - 3 * cell) / 2;
        const double swap = progress(t, 0.9, 1.3), pop = progress(t, 1.5, 1.9);
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 5; ++x) {
                float gx = x0 + static_cast<float>(x) * cell, gy = y0 + static_cast<float>(y) * cell;
                if (swap < 1 && x == 2 && y == 0) gy += static_cast<float>(swap) * cell; // the red goes down
                if (swap < 1 && x == 2 && y == 1) gy -= static_cast<float>(swap) * cell; // the other comes up
                const bool in_line = swap >= 1 && y == 1 && (x == 1 || x == 2 || x == 3);
                const bool picked = t > 0.3 && t < 1.3 && x == 2 && (y == 0 || y == 1);
                float scale = in_line ? static_cast<float>(1 - pop) : 1.0f;
                if (picked) gfx.fill_rounded({gx + 2, gy + 2, cell - 4, cell - 4}, 10, {255, 196, 64, 90});
                const float s = cell * 0.86f * scale;
                // The swap makes row 1 red, red, red at columns 1..3.
                int kind = kBoard[y][x];
                if (swap >= 1 && x == 2 && y < 2) kind = kBoard[1 - y][2];
                if (s > 1)
                    gfx.sprite("gems", "gem" + std::to_string(kind),
                               {gx + (cell - s) / 2, gy + (cell - s) / 2, s, s});
            }
        if (pop > 0 && t < 2.8)
            gfx.text(tr("Three in a line!"), x0 + 2.5f * cell, y0 + 3 * cell + 4, 26, {255, 220, 120, 255},
                     Align::Centre, true); // under the board: the popping line stays in view
    };
    return h;
}

} // namespace tessera::app
