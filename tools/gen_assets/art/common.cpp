#include "common.hpp"

#include "../shapes.hpp"

namespace tessera::gen_assets::art {

const Hue kHues[8] = {
    {hex(0xE8363C), hex(0xFFB3AE), hex(0x5E0710)}, // red
    {hex(0xFF8A1F), hex(0xFFD9A8), hex(0x6B2600)}, // orange
    {hex(0xFFD21F), hex(0xFFF8C4), hex(0x7A4A00)}, // yellow
    {hex(0x2DBE4E), hex(0xB8F5C2), hex(0x08401A)}, // green
    {hex(0x1FC8E0), hex(0xC4F6FF), hex(0x064A5C)}, // cyan
    {hex(0x2F6BF0), hex(0xB9CFFF), hex(0x0A1E66)}, // blue
    {hex(0x9B45E0), hex(0xE4C6FF), hex(0x33105A)}, // purple
    {hex(0xF7C9DE), hex(0xFFFFFF), hex(0x8A3D62)}, // white / pink
};

void sparkle(Image& image, Vec2 c, float r, float a) {
    fill(image, polygon(star_points(4, r, r * 0.22f, c)), with_alpha(kWhite, a));
    glow(image, c, r * 0.9f, with_alpha(kWhite, 0.5f * a));
}

void preview_backdrop(Image& image, Colour top, Colour bottom, Colour accent, Vec2 accent_at,
                      float accent_radius) {
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            float t = float(y) / (image.height - 1);
            Colour c = mix(top, bottom, t);
            float g = std::exp(-std::pow(length(Vec2{float(x), float(y)} - accent_at) / accent_radius, 2.0f));
            c = mix(c, accent, g * accent.a);
            float* q = &image.pixels[(size_t(y) * image.width + x) * 4];
            q[0] = c.r;
            q[1] = c.g;
            q[2] = c.b;
            q[3] = 1;
        }
}
void round_corners(Image& image, float r) {
    Shape b =
        rounded_box({image.width / 2.0f, image.height / 2.0f}, {image.width / 2.0f, image.height / 2.0f}, r);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            int in = 0;
            for (int s = 0; s < 16; ++s)
                if (b({x + (s % 4 + 0.5f) / 4, y + (s / 4 + 0.5f) / 4}) < 0) ++in;
            float k = in / 16.0f;
            float* q = &image.pixels[(size_t(y) * image.width + x) * 4];
            for (int j = 0; j < 4; ++j) q[j] *= k;
        }
}

} // namespace tessera::gen_assets::art
