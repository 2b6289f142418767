// SameGame: glossy PopStar blocks in the eight hues, the hidden tile's back, and the preview.
#include "art/art.hpp"
#include "art/common.hpp"

#include "shapes.hpp"

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace tessera::gen_assets::art::samegame {

namespace {

void draw_block(Image& image, int i) {
    const Hue& h = kHues[i];
    Vec2 c{40, 39};
    Shape body = rounded_box(c, {36, 36}, 13);
    fill_soft(image, rounded_box(c + Vec2{0, 2.5f}, {35, 35}, 13), with_alpha(kBlack, 0.4f), 2.5f);
    fill(image, grow(body, 1.2f), with_alpha(darken(h.dark, 0.2f), 0.95f));
    fill(image, body,
         linear_gradient({0, 2}, {0, 76}, mix(h.base, h.light, 0.45f), mix(h.base, h.dark, 0.35f)));
    Shape face = rounded_box(c, {30, 30}, 9);
    fill(image, face,
         linear_gradient({0, 9}, {0, 69}, mix(h.base, h.dark, 0.06f), mix(h.base, h.light, 0.12f)));
    // star emboss
    Shape star = polygon(star_points(5, 19, 8.3f, c + Vec2{0, 1.5f}), 1.2f);
    fill(image, shift(star, {1.4f, 1.8f}), with_alpha(mix(h.base, h.dark, 0.6f), 0.95f));
    fill(image, shift(star, {-1.1f, -1.3f}), with_alpha(mix(h.base, h.light, 0.85f), 1.0f));
    fill(image, star,
         linear_gradient({0, 20}, {0, 62}, mix(h.base, h.light, 0.5f), mix(h.base, h.light, 0.12f)));
    // gloss
    Shape gl = intersect(ellipse(c + Vec2{0, -24}, 34, 17), grow(body, -3));
    fill(image, gl, linear_gradient({0, 4}, {0, 30}, with_alpha(kWhite, 0.55f), with_alpha(kWhite, 0.06f)));
    sparkle(image, {15, 14}, 5, 0.85f);
}
Image block_sprite(int i) {
    Image image(80, 80);
    draw_block(image, i);
    return image;
}
Image tile_back() {
    Image image(80, 80);
    Vec2 c{40, 39};
    Shape body = rounded_box(c, {36, 36}, 13);
    fill_soft(image, rounded_box(c + Vec2{0, 2.5f}, {35, 35}, 13), with_alpha(kBlack, 0.4f), 2.5f);
    fill(image, grow(body, 1.2f), hex(0x141A30));
    fill(image, body, [&](Vec2 p) {
        Colour a = hex(0x3B4A7A), b = hex(0x2C3862);
        float u = (p.x + p.y) / 11.3f, v = (p.x - p.y) / 11.3f;
        bool chk = (int(std::floor(u)) + int(std::floor(v))) & 1;
        Colour col = chk ? a : b;
        return mix(lighten(col, 0.12f), darken(col, 0.15f), clamp_to(p.y / 80, 0, 1));
    });
    fill(image, stroke(rounded_box(c, {30, 30}, 9), 1.1f), with_alpha(hex(0xA9B8FF), 0.55f));
    fill(image, polygon({{40, 22}, {57, 39}, {40, 56}, {23, 39}}, 2), hex(0x1B2344));
    fill(image, polygon({{40, 26}, {53, 39}, {40, 52}, {27, 39}}, 1),
         linear_gradient({0, 26}, {0, 52}, hex(0xC9D4FF), hex(0x7D8FD6)));
    Shape gl = intersect(ellipse(c + Vec2{0, -24}, 34, 17), grow(body, -3));
    fill(image, gl, linear_gradient({0, 4}, {0, 30}, with_alpha(kWhite, 0.35f), with_alpha(kWhite, 0.03f)));
    return image;
}

Image preview_samegame() {
    Image image(kPreviewWidth, kPreviewHeight);
    preview_backdrop(image, hex(0x123A5C), hex(0x081628), with_alpha(hex(0x2F8FD0), 0.45f), {180, 30}, 220);
    const int cols = 10, rows = 5;
    float cell = 34;
    Vec2 o{180 - cols * cell / 2, 100 - rows * cell / 2 + 2};
    const int colors[5] = {0, 2, 3, 5, 6};
    const char* layout[rows] = {"..a.....b.", ".cab...cbd", "ccaadbbcee", "deaacbdcae", "ddebcbaaec"};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            char ch = layout[r][c];
            if (ch == '.') continue;
            image.set_transform(o + Vec2{c * cell, r * cell}, cell / 80.0f);
            draw_block(image, colors[ch - 'a']);
            image.reset_transform();
        }
    // highlight a group
    fill(image, stroke(rounded_box(o + Vec2{3 * cell, 3 * cell}, {cell + 1, cell + 1}, 8), 1.6f),
         with_alpha(kWhite, 0.9f));
    sparkle(image, o + Vec2{4 * cell - 4, 2 * cell + 4}, 8);
    round_corners(image, 14);
    return image;
}

} // namespace

GameArt draw() {
    Atlas blocks{"blocks", 416, {}};
    for (int i = 0; i < 8; ++i) blocks.add("block" + std::to_string(i), block_sprite(i));
    blocks.add("tile_back", tile_back());
    GameArt art;
    art.atlases.push_back(std::move(blocks));
    art.preview = preview_samegame();
    return art;
}

} // namespace tessera::gen_assets::art::samegame
