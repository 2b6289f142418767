// PopStar's "How to play": a group of four is picked, pops for 5·4² points, and the blocks above fall.
#include <cmath>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/games/samegame/samegame_scene.hpp"

namespace tessera::app {

HowToPlay samegame_how_to_play() {
    HowToPlay h;
    h.rules = {tr("Click a group of two or more touching blocks of one colour to pop it."),
               tr("Blocks above fall, and empty columns close to the left."),
               tr("A group of n blocks scores 5n² in PopStar, (n−"
                  "2)² in classic SameGame: "
                  "let groups grow before you pop them."),
               tr("Fewer than 10 blocks left at the end earn a bonus. In Discovery the colours hide until "
                  "you point."),
               tr("In Discovery a hint also puts 10 s on the clock.")};
    h.illustrate = [](Gfx& gfx, SDL_FRect area, double time) {
        // 6 x 4 blocks (row 0 at the top); the green group of four (colour 2) pops.
        static const int kBoard[4][6] = {
            {0, 1, 3, 0, 4, 1}, {1, 2, 2, 3, 0, 4}, {3, 2, 2, 1, 4, 0}, {0, 1, 3, 4, 1, 3}};
        const double t = std::fmod(time, 3.4);
        const float cell = std::min(area.w / 6, area.h / 4.6f);
        const float x0 = area.x + (area.w - 6 * cell) / 2,
                    y0 = area.y + (area.h - 4 * cell) / 2 + cell * 0.3f;
        const double pop = progress(t, 1.0, 1.35), fall = progress(t, 1.35, 1.75);
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 6; ++x) {
                const bool group = kBoard[y][x] == 2;
                float scale = group ? static_cast<float>(1 - pop) : 1.0f;
                float gy = y0 + static_cast<float>(y) * cell;
                // The blocks above the popped group fall two rows.
                if (y == 0 && (x == 1 || x == 2)) gy += static_cast<float>(fall) * 2 * cell;
                const float gx = x0 + static_cast<float>(x) * cell;
                if (group && t > 0.3 && pop < 1)
                    gfx.fill_rounded({gx + 1, gy + 1, cell - 2, cell - 2}, 8, {255, 255, 255, 70});
                const float s = (cell - 4) * scale;
                if (s > 1)
                    gfx.sprite("blocks", "block" + std::to_string(kBoard[y][x]),
                               {gx + (cell - s) / 2, gy + (cell - s) / 2, s, s});
            }
        if (t > 0.3 && t < 1.0)
            gfx.text(trf("{0} blocks: +{1}", 4, 80), x0 + 3 * cell, y0 - cell * 0.9f, 22,
                     {255, 220, 120, 255}, Align::Centre, true);
        if (pop > 0 && t < 3.0)
            gfx.text("+80", x0 + 2 * cell, y0 + cell * (1.0f - 0.6f * static_cast<float>(pop)), 28,
                     {255, 220, 120, 255}, Align::Centre, true);
    };
    return h;
}

} // namespace tessera::app
