// Lights Out: no sprites (the grid is drawn by the app); the menu card's preview, a 5x5 grid with
// a few lights on.
#include "art/art.hpp"
#include "art/common.hpp"

#include "shapes.hpp"

namespace tessera::gen_assets::art::lights {

namespace {

Image preview_lights() {
    Image image(kPreviewWidth, kPreviewHeight);
    preview_backdrop(image, hex(0x1B2044), hex(0x080A1A), with_alpha(hex(0xFFD65A), 0.25f), {180, 100}, 160);
    const char* rows[5] = {".#...", "###..", ".#..#", "...##", "....#"};
    const float cell = 34;
    const Vec2 o{180 - 2.5f * cell, 100 - 2.5f * cell};
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) {
            const Vec2 c = o + Vec2{(x + 0.5f) * cell, (y + 0.5f) * cell};
            const bool on = rows[y][x] == '#';
            if (on) glow(image, c, 26, with_alpha(hex(0xFFD65A), 0.5f));
            fill(image, rounded_box(c, {cell / 2 - 4, cell / 2 - 4}, 6), on ? hex(0xFFD65A) : hex(0x262C4E));
        }
    round_corners(image, 14);
    return image;
}

} // namespace

GameArt draw() {
    GameArt art;
    art.preview = preview_lights();
    return art;
}

} // namespace tessera::gen_assets::art::lights
