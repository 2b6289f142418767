// The menu and game backgrounds: dark gradients with a faint lattice and a vignette.
#include "art.hpp"

#include <cmath>

namespace tessera::gen_assets::art {

Image background(bool menu) {
    Image image(1280, 720);
    Colour tl = menu ? hex(0x2A2460) : hex(0x14263E), br = menu ? hex(0x0E1030) : hex(0x080F1E);
    Colour accent = menu ? hex(0x6A3FB8) : hex(0x1F6F8C);
    static const float kBayer[4][4] = {{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            float t = clamp_to((x * 0.35f + y) / (1280 * 0.35f + 720), 0, 1);
            Colour c = mix(tl, br, t);
            float g = std::exp(
                -std::pow(length(Vec2{float(x) - (menu ? 380.0f : 900.0f), float(y) - 160}) / 620, 2.0f));
            c = mix(c, accent, 0.45f * g);
            // subtle pattern: diamond mosaic lines (menu) or square tile grid (game)
            float pat;
            if (menu) {
                float u = (x + y) / 90.0f, v = (x - y) / 90.0f;
                float du = std::fabs(u - std::round(u)), dv = std::fabs(v - std::round(v));
                pat = 1 - smoothstep(0.0f, 0.03f, std::min(du, dv));
            } else {
                float u = x / 64.0f, v = y / 64.0f;
                float du = std::fabs(u - std::round(u)), dv = std::fabs(v - std::round(v));
                pat = 1 - smoothstep(0.0f, 0.025f, std::min(du, dv));
            }
            c = mix(c, kWhite, pat * 0.035f);
            // vignette
            float vx = (x - 640) / 640.0f, vy = (y - 360) / 360.0f;
            c = darken(c, 0.35f * smoothstep(0.5f, 1.5f, vx * vx + vy * vy));
            float dz = (kBayer[y & 3][x & 3] / 16.0f - 0.5f) / 255.0f;
            float* q = &image.pixels[(size_t(y) * image.width + x) * 4];
            q[0] = c.r + dz;
            q[1] = c.g + dz;
            q[2] = c.b + dz;
            q[3] = 1;
        }
    return image;
}

} // namespace tessera::gen_assets::art
