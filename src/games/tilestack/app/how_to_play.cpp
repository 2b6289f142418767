// Tile Stack's "How to play": three free tiles alike fly to the tray and vanish.
#include <cmath>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/games/tilestack/tilestack_scene.hpp"

namespace tessera::app {

HowToPlay tilestack_how_to_play() {
    HowToPlay h;
    h.rules = {tr("Pick a tile that nothing covers: it goes to the tray."),
               tr("Three alike in the tray vanish."),
               tr("When the tray fills up with no three alike, the level is lost."),
               tr("Undo, Pop 3 and Shuffle help out, a few times a level; every deal can be won.")};
    h.illustrate = [](Gfx& gfx, SDL_FRect area, double time) {
        const double t = std::fmod(time, 4.0);
        const float s = 0.62f; // tile scale: 82 x 94 base
        const float tw = 82 * s, th = 94 * s;
        // Five tiles in a row; faces 3, 1, 3, 5, 3. The three 3s are picked one after another.
        static const int kFaces[5] = {3, 1, 3, 5, 3};
        const float row_y = area.y + 20, row_x = area.x + (area.w - 5 * (tw + 8)) / 2;
        const float tray_y = area.y + area.h - th - 24, tray_x = area.x + (area.w - 7 * (tw * 0.8f + 4)) / 2;
        for (int i = 0; i < 7; ++i)
            gfx.sprite("tiles", "tray_slot",
                       {tray_x + static_cast<float>(i) * (tw * 0.8f + 4), tray_y, tw * 0.8f, th * 0.8f});
        const int picked[3] = {0, 2, 4};
        const double gone = progress(t, 2.6, 3.0);
        for (int i = 0; i < 5; ++i) {
            int order = -1;
            for (int k = 0; k < 3; ++k)
                if (picked[k] == i) order = k;
            float x = row_x + static_cast<float>(i) * (tw + 8), y = row_y, scale = 1;
            if (order >= 0) {
                const double fly = progress(t, 0.5 + 0.6 * order, 0.9 + 0.6 * order);
                const float tx = tray_x + static_cast<float>(order) * (tw * 0.8f + 4), ty = tray_y;
                x += static_cast<float>(fly) * (tx - x);
                y += static_cast<float>(fly) * (ty - y);
                scale = 1 - 0.2f * static_cast<float>(fly) - 0.8f * static_cast<float>(gone);
            }
            if (scale <= 0.02f) continue;
            const float w = tw * scale, hh = th * scale;
            gfx.sprite("tiles", "tile_base", {x, y, w, hh});
            gfx.sprite("tiles", "face" + std::to_string(kFaces[i]),
                       {x + 9 * s * scale, y + 15 * s * scale, 64 * s * scale, 64 * s * scale});
        }
    };
    return h;
}

} // namespace tessera::app
