// One Stroke's "How to play": a house drawn in one line, from one odd dot to the other.
#include <cmath>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/games/onestroke/onestroke_scene.hpp"

namespace tessera::app {

HowToPlay onestroke_how_to_play() {
    HowToPlay h;
    h.rules = {tr("Press a dot and drag along the lines: draw every line exactly once, without lifting."),
               tr("A dot with an odd number of lines must be where the stroke starts or ends."),
               tr("Stuck? Undo a line, or restart from another dot."),
               tr("Hint first shows which dots to look at, then the line to draw.")};
    h.illustrate = [](Gfx& gfx, SDL_FRect area, double time) {
        // The house: a square with a roof and both diagonals; dots 0 and 1 are the odd ones.
        const float cx = area.x + area.w / 2, cy = area.y + area.h / 2 + 20;
        const float a = std::min(area.w, area.h) * 0.3f;
        const SDL_FPoint dots[5] = {{cx - a, cy + a},
                                    {cx + a, cy + a},
                                    {cx + a, cy - a / 3},
                                    {cx, cy - a * 1.25f},
                                    {cx - a, cy - a / 3}};
        // An Euler path from dot 0: 0-1-2-3-4-2-0-4-1 (eight lines).
        static const int kPath[9] = {0, 1, 2, 3, 4, 2, 0, 4, 1};
        const double t = std::fmod(time, 6.0);
        const double drawn = progress(t, 0.6, 4.8) * 8; // lines drawn so far, in fractions
        for (int i = 0; i < 8; ++i) {
            const SDL_FPoint p = dots[kPath[i]], q = dots[kPath[i + 1]];
            gfx.line(p.x, p.y, q.x, q.y, 4, {90, 100, 150, 255});
        }
        for (int i = 0; i < 8 && drawn > i; ++i) {
            const SDL_FPoint p = dots[kPath[i]], q = dots[kPath[i + 1]];
            const float f = static_cast<float>(std::min(1.0, drawn - i));
            gfx.line(p.x, p.y, p.x + (q.x - p.x) * f, p.y + (q.y - p.y) * f, 7, {255, 180, 80, 255});
        }
        for (int v = 0; v < 5; ++v) {
            const bool odd = v == 0 || v == 1;
            gfx.circle(dots[v].x, dots[v].y, 11,
                       odd ? Colour{255, 196, 64, 255} : Colour{220, 225, 240, 255});
        }
        gfx.text(tr("odd"), dots[0].x - 16, dots[0].y + 14, 16, {255, 196, 64, 255}, Align::Right);
        gfx.text(tr("odd"), dots[1].x + 16, dots[1].y + 14, 16, {255, 196, 64, 255});
    };
    return h;
}

} // namespace tessera::app
