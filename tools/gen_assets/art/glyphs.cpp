// Glyphs for colour-blind play, one per hue (glyph i goes with colour i), shared by the games.
#include "art.hpp"

#include "../shapes.hpp"

#include <cmath>
#include <string>
#include <vector>

namespace tessera::gen_assets::art {

namespace {

Shape glyph_shape(int i, Vec2 c, float s) {
    // s: nominal radius
    switch (i) {
    case 0:
        return circle(c, s * 0.9f);
    case 1:
        return polygon(regular_polygon(3, s * 0.95f, -kPi / 2, c + Vec2{0, s * 0.16f}), s * 0.1f);
    case 2:
        return rounded_box(c, {s * 0.8f, s * 0.8f}, s * 0.16f);
    case 3:
        return polygon({c + Vec2{0, -s * 0.98f}, c + Vec2{s * 0.78f, 0}, c + Vec2{0, s * 0.98f},
                        c + Vec2{-s * 0.78f, 0}},
                       s * 0.06f);
    case 4:
        return polygon(star_points(5, s * 1.02f, s * 0.45f, c + Vec2{0, s * 0.05f}), s * 0.06f);
    case 5:
        return unite(rounded_box(c, {s * 0.9f, s * 0.32f}, s * 0.1f),
                     rounded_box(c, {s * 0.32f, s * 0.9f}, s * 0.1f));
    case 6:
        return polygon(heart_points(64, s * 0.95f, c - Vec2{0, s * 0.04f}));
    default:
        return polygon(regular_polygon(6, s * 0.95f, -kPi / 2, c), s * 0.06f);
    }
}
void draw_glyph(Image& image, int i, Vec2 c, float s, float outline) {
    Shape g = glyph_shape(i, c, s);
    fill_soft(image, shift(grow(g, outline), {0, 1}), with_alpha(kBlack, 0.35f), outline);
    fill(image, grow(g, outline), with_alpha(hex(0x14141F), 0.92f));
    fill(image, g, kWhite);
}
Image glyph_sprite(int i) {
    Image image(48, 48);
    draw_glyph(image, i, {24, 24}, 17, 3);
    return image;
}

} // namespace

Atlas glyph_atlas() {
    Atlas glyphs{"glyphs", 208, {}};
    for (int i = 0; i < 8; ++i) glyphs.add("glyph" + std::to_string(i), glyph_sprite(i));
    return glyphs;
}

} // namespace tessera::gen_assets::art
