// Lights Out's "How to play": a 3x3 grid where one press in the middle switches off a cross.
#include <algorithm>
#include <cmath>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/games/lights/lights_scene.hpp"

namespace tessera::app {

HowToPlay lights_how_to_play() {
    HowToPlay h;
    h.rules = {tr("Pressing a cell switches it and its four neighbours: on goes off, off goes on."),
               tr("Switch every light off to win."), tr("The order of presses does not matter.")};
    h.illustrate = [](Gfx& gfx, SDL_FRect area, double time) {
        const double t = std::fmod(time, 3.0);
        const bool pressed = t >= 1.5; // the middle cell is pressed half way through the loop
        const float cell = std::min(area.w, area.h) / 4;
        const float x0 = area.x + (area.w - 3 * cell) / 2, y0 = area.y + (area.h - 3 * cell) / 2;
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 3; ++x) {
                const bool cross = (x == 1) || (y == 1);
                const bool on = cross && !pressed; // the cross starts lit, the corners dark
                const SDL_FRect r{x0 + static_cast<float>(x) * cell + 4,
                                  y0 + static_cast<float>(y) * cell + 4, cell - 8, cell - 8};
                gfx.fill_rounded(r, cell * 0.18f, on ? Colour{255, 214, 90, 255} : Colour{38, 44, 78, 255});
            }
        if (t > 1.2 && t < 1.8) { // the press
            const SDL_FRect r{x0 + cell + 2, y0 + cell + 2, cell - 4, cell - 4};
            gfx.outline_rounded(r, cell * 0.18f, {255, 196, 64, 255}, 4);
        }
    };
    return h;
}

} // namespace tessera::app
