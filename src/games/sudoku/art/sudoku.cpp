// Sudoku: no sprites (the board is drawn by the app); the preview.
#include "art/art.hpp"
#include "art/common.hpp"

#include "shapes.hpp"

#include <cmath>
#include <string>
#include <vector>

namespace tessera::gen_assets::art::sudoku {

namespace {

// 7-segment style digits
void draw_digit(Image& image, int d, Vec2 o, float w, float h, float th, Colour col) {
    static const int kDigitSegments[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};
    Vec2 corners[6] = {
        o, o + Vec2{w, 0}, o + Vec2{0, h / 2}, o + Vec2{w, h / 2}, o + Vec2{0, h}, o + Vec2{w, h}};
    std::pair<int, int> strokes[7] = {{0, 1}, {1, 3}, {3, 5}, {4, 5}, {2, 4}, {0, 2}, {2, 3}};
    Shape all = [](Vec2) { return 1e9f; };
    for (int k = 0; k < 7; ++k)
        if (kDigitSegments[d] >> k & 1)
            all = unite(all, segment(corners[strokes[k].first], corners[strokes[k].second], th));
    fill(image, all, col);
}

Image preview_sudoku() {
    Image image(kPreviewWidth, kPreviewHeight);
    preview_backdrop(image, hex(0x1E4D4A), hex(0x0B1E24), with_alpha(hex(0x3FBFA0), 0.35f), {120, 40}, 200);
    float cell = 20;
    Vec2 o{30, 10};
    float board = cell * 9;
    fill_soft(image, rounded_box(o + Vec2{board / 2, board / 2 + 3}, {board / 2 + 3, board / 2 + 3}, 8),
              with_alpha(kBlack, 0.5f), 6);
    fill(image, rounded_box(o + Vec2{board / 2, board / 2}, {board / 2 + 3, board / 2 + 3}, 7),
         hex(0x26323C));
    fill(image, rounded_box(o + Vec2{board / 2, board / 2}, {board / 2, board / 2}, 5), hex(0xFBF8EE));
    const char* grid[9] = {"534678912", "672195348", "198342567", "859761423", "426853791",
                           "713924856", "961537284", "287419635", "345286179"};
    const char* mask[9] = {"11..1....", "1..111...", ".11....1.", "1...1...1", "1..1.1..1",
                           "1...1...1", ".1....11.", "...111..1", "....1..11"};
    Vec2 selected{4, 4};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            Vec2 p = o + Vec2{c * cell, r * cell};
            if (r == selected.y || c == selected.x)
                fill(image, rounded_box(p + Vec2{cell / 2, cell / 2}, {cell / 2, cell / 2}, 0),
                     with_alpha(hex(0xBFE3F0), 0.55f));
            if (r == 4 && c == 4)
                fill(image, rounded_box(p + Vec2{cell / 2, cell / 2}, {cell / 2 - 1, cell / 2 - 1}, 2),
                     hex(0x7FC8E8));
            bool given = mask[r][c] == '1';
            bool filled = given || (r == 4 && c == 4) || (r == 2 && c == 0) || (r == 6 && c == 3);
            if (!filled) continue;
            Colour col = given ? hex(0x22303C) : hex(0x1F74C7);
            draw_digit(image, grid[r][c] - '0', p + Vec2{6.0f, 4.0f}, 8, 12, 1.25f, col);
        }
    for (int k = 0; k <= 9; ++k) {
        float w = (k % 3 == 0) ? 1.1f : 0.45f;
        Colour col = (k % 3 == 0) ? hex(0x26323C) : hex(0x9AA7B0);
        fill(image, segment(o + Vec2{k * cell, 0}, o + Vec2{k * cell, board}, w), col);
        fill(image, segment(o + Vec2{0, k * cell}, o + Vec2{board, k * cell}, w), col);
    }
    // number pad on the right
    for (int n = 0; n < 9; ++n) {
        Vec2 p{238.0f + (n % 3) * 36, 38.0f + (n / 3) * 42};
        fill(image, rounded_box(p + Vec2{0, 2}, {15, 16}, 6), hex(0x0D2B33));
        fill(image, rounded_box(p, {15, 16}, 6),
             linear_gradient(p - Vec2{0, 16}, p + Vec2{0, 16}, hex(0x5FD3B8), hex(0x2A9A86)));
        fill(image, intersect(rounded_box(p - Vec2{0, 9}, {13, 6}, 5), rounded_box(p, {15, 16}, 6)),
             with_alpha(kWhite, 0.25f));
        draw_digit(image, n + 1, p + Vec2{-4.5f, -8}, 9, 16, 1.7f, kWhite);
    }
    round_corners(image, 14);
    return image;
}

} // namespace

GameArt draw() {
    GameArt art;
    art.preview = preview_sudoku();
    return art;
}

} // namespace tessera::gen_assets::art::sudoku
