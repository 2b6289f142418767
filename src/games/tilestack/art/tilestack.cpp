// Tile Stack: the mahjong-like tile, its shadow, the tray slot, sixteen face pictograms, and
// the preview.
#include "art/art.hpp"
#include "art/common.hpp"

#include "shapes.hpp"

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace tessera::gen_assets::art::tilestack {

namespace {

void draw_tile_base(Image& image) {
    // face spans (1,1)-(81,93); thickness extends 6px right/down
    Vec2 c{41, 47};
    Vec2 half{40, 46};
    Shape face_shape = rounded_box(c, half, 9);
    Shape side = [=](Vec2 p) {
        float d = 1e9f;
        for (int k = 0; k <= 12; ++k) d = std::min(d, rounded_box(c + Vec2{k * 0.5f, k * 0.5f}, half, 9)(p));
        return d;
    };
    fill(image, grow(side, 0.8f), hex(0x5C4A2A));
    fill(image, side, linear_gradient({20, 20}, {88, 100}, hex(0xE3D3A6), hex(0xA88C52)));
    // a thin dark seam between body and face
    fill(image, grow(face_shape, 0.9f), hex(0x8C7444));
    fill(image, face_shape, linear_gradient({0, 1}, {0, 93}, hex(0xFFFEF8), hex(0xEFE6CC)));
    fill(image, stroke(rounded_box(c, {36, 42}, 6), 0.7f), with_alpha(hex(0xC9B88E), 0.7f));
    Shape gl = intersect(ellipse(c + Vec2{-6, -34}, 40, 16), grow(face_shape, -2));
    fill(image, gl, linear_gradient({0, 1}, {0, 28}, with_alpha(kWhite, 0.7f), with_alpha(kWhite, 0.0f)));
}
Image tile_base_sprite() {
    Image image(88, 100);
    draw_tile_base(image);
    return image;
}
Image tile_shadow() {
    Image image(88, 100);
    fill_soft(image, rounded_box({44, 50}, {38, 44}, 10), with_alpha(kBlack, 0.45f), 5);
    return image;
}

// Pictogram outlined in a darker tone of its colour.
void pictogram(Image& image, const Shape& s, Colour col, float ow = 2.0f) {
    fill(image, grow(s, ow), darken(col, 0.6f));
    fill(image, s, linear_gradient({0, 4}, {0, 60}, lighten(col, 0.25f), darken(col, 0.08f)));
}
void shine(Image& image, Vec2 c, float rx, float ry, float ang = -0.5f) {
    fill(image, ellipse(c, rx, ry, ang), with_alpha(kWhite, 0.6f));
}
// Faces 0-5: fruit and a leaf.
void draw_fruit_face(Image& image, int i) {
    Vec2 c{32, 32};
    (void)c;
    switch (i) {
    case 0: { // apple
        Colour red = hex(0xE53935);
        Shape body = unite(circle({24, 36}, 16), circle({40, 36}, 16));
        body = unite(body, circle({32, 44}, 13));
        pictogram(image, body, red);
        fill(image, segment({32, 22}, {34, 11}, 2), hex(0x5D4037));
        pictogram(image, ellipse({42, 14}, 9, 4.5f, -0.5f), hex(0x43A047), 1.5f);
        shine(image, {22, 29}, 5, 3);
        break;
    }
    case 1: { // orange fruit
        Colour o = hex(0xFB8C00);
        pictogram(image, circle({32, 35}, 23), o);
        for (Vec2 d : {Vec2{24, 40}, Vec2{38, 44}, Vec2{41, 32}, Vec2{28, 48}, Vec2{22, 32}})
            fill(image, circle(d, 1.3f), with_alpha(darken(o, 0.3f), 0.6f));
        pictogram(image, ellipse({38, 10}, 8, 4, -0.4f), hex(0x2E7D32), 1.5f);
        shine(image, {23, 26}, 6, 3.5f);
        break;
    }
    case 2: { // cherries
        Colour ch = hex(0xC2185B);
        fill(image, polyline({{20, 42}, {30, 20}, {40, 8}}, 1.6f), hex(0x33691E));
        fill(image, polyline({{44, 44}, {42, 22}, {40, 8}}, 1.6f), hex(0x33691E));
        pictogram(image, circle({19, 45}, 12), ch);
        pictogram(image, circle({44, 47}, 12), ch);
        pictogram(image, ellipse({48, 10}, 7, 3.5f, 0.3f), hex(0x43A047), 1.5f);
        shine(image, {15, 41}, 3.5f, 2);
        shine(image, {40, 43}, 3.5f, 2);
        break;
    }
    case 3: { // grapes
        Colour g = hex(0x7B3FC4);
        std::vector<Vec2> pts = {{20, 19}, {32, 19}, {44, 19}, {26, 29.5f}, {38, 29.5f},
                                 {32, 40}, {20, 40}, {44, 40}, {32, 50.5f}};
        Shape all = circle(pts[0], 7.5f);
        for (Vec2 p : pts) all = unite(all, circle(p, 7.5f));
        fill(image, grow(all, 2), darken(g, 0.6f));
        for (Vec2 p : pts) {
            fill(image, circle(p, 7.5f), radial_gradient(p + Vec2{-2, -2}, 9, lighten(g, 0.35f), g));
            fill(image, stroke(circle(p, 7.5f), 0.6f), darken(g, 0.5f));
            fill(image, circle(p + Vec2{-2.5f, -2.5f}, 1.8f), with_alpha(kWhite, 0.7f));
        }
        fill(image, segment({32, 11}, {34, 3.5f}, 1.8f), hex(0x5D4037));
        break;
    }
    case 4: { // lemon
        Colour y = hex(0xFDD835);
        Shape body = unite(ellipse(c, 24, 16, -0.35f), unite(circle(c + rotated({24, 0}, -0.35f), 4),
                                                             circle(c - rotated({24, 0}, -0.35f), 4)));
        pictogram(image, body, y);
        shine(image, {24, 24}, 8, 3, -0.35f);
        break;
    }
    case 5: { // leaf
        Colour g = hex(0x7CB342);
        Shape leaf = intersect(circle({18, 46}, 38), circle({46, 18}, 38));
        pictogram(image, leaf, g);
        fill(image, intersect(segment({10, 54}, {50, 14}, 1.3f), grow(leaf, -2)), darken(g, 0.45f));
        fill(image, segment({8, 56}, {14, 50}, 1.8f), darken(g, 0.45f));
        for (int k = 0; k < 3; ++k) {
            Vec2 a{22.0f + k * 9, 42.0f - k * 9};
            fill(image, intersect(segment(a, a + Vec2{-3, -9}, 0.9f), grow(leaf, -3)), darken(g, 0.35f));
            fill(image, intersect(segment(a, a + Vec2{9, 3}, 0.9f), grow(leaf, -3)), darken(g, 0.35f));
        }
        break;
    }
    default:
        break;
    }
}

// Faces 6 and up: card suits, sky and nature symbols (the last, a mushroom, for any other number).
void draw_symbol_face(Image& image, int i) {
    Vec2 c{32, 32};
    (void)c;
    switch (i) {
    case 6: { // heart
        Colour p = hex(0xF06292);
        pictogram(image, polygon(heart_points(64, 23, {32, 31})), p);
        shine(image, {21, 24}, 6, 3.5f);
        break;
    }
    case 7: { // spade
        Colour s = hex(0x37474F);
        auto hp = heart_points(64, 22, {0, 0});
        for (Vec2& q : hp) q = Vec2{32, 30} + Vec2{q.x, -q.y};
        Shape sp = unite(polygon(hp), polygon({{32, 38}, {42, 56}, {22, 56}}, 1));
        pictogram(image, sp, s);
        shine(image, {24, 24}, 4, 2.5f, -0.9f);
        break;
    }
    case 8: { // club
        Colour g = hex(0x1B7A3A);
        Shape cl = unite(unite(circle({32, 19}, 11), circle({20, 36}, 11)),
                         unite(circle({44, 36}, 11), circle(c, 6)));
        cl = unite(cl, polygon({{32, 36}, {41, 57}, {23, 57}}, 1));
        pictogram(image, cl, g);
        shine(image, {28, 14}, 3.5f, 2);
        break;
    }
    case 9: { // diamond suit
        Colour b = hex(0x0097D7);
        pictogram(image, polygon({{32, 6}, {52, 32}, {32, 58}, {12, 32}}, 1.5f), b);
        fill(image, polygon({{32, 14}, {44, 32}, {32, 32}}), with_alpha(kWhite, 0.35f));
        break;
    }
    case 10: { // star
        Colour s = hex(0xFFC107);
        pictogram(image, polygon(star_points(5, 27, 12, {32, 34}), 1.5f), s);
        shine(image, {26, 26}, 4, 2.5f);
        break;
    }
    case 11: { // moon
        Colour m = hex(0x5C6BC0);
        Shape moon = subtract(circle(c, 24), circle({44, 24}, 20));
        pictogram(image, moon, m);
        fill(image, circle({50, 46}, 3), hex(0xFFE082));
        fill(image, polygon(star_points(4, 5, 1.4f, {52, 12})), hex(0xFFE082));
        break;
    }
    case 12: { // sun
        Colour o = hex(0xFF7043);
        Shape rays = polygon(star_points(12, 27, 18, c), 1);
        pictogram(image, rays, o, 1.5f);
        pictogram(image, circle(c, 15), hex(0xFFCA28), 1.5f);
        shine(image, {27, 26}, 4.5f, 2.5f);
        break;
    }
    case 13: { // flower
        Colour p = hex(0xD81B9A);
        Shape pet = circle(c + Vec2{0, -15}, 10);
        for (int k = 1; k < 5; ++k) pet = unite(pet, circle(c + rotated({0, -15}, k * 2 * kPi / 5), 10));
        pictogram(image, pet, p);
        pictogram(image, circle(c, 8), hex(0xFFD54F), 1.5f);
        break;
    }
    case 14: { // water drop
        Colour b = hex(0x1E88E5);
        Shape d = unite(circle({32, 40}, 17), polygon({{32, 4}, {47, 32}, {17, 32}}));
        d = unite(d, intersect(circle({32, 40}, 17.5f), rounded_box({32, 30}, {17, 10}, 0)));
        pictogram(image, d, b);
        shine(image, {25, 40}, 3, 6, 0.3f);
        break;
    }
    default: { // mushroom
        Colour br = hex(0x8D5A3B);
        fill(image, rounded_box({32, 46}, {9, 13}, 5), darken(hex(0xF3E5C8), 0.55f));
        fill(image, rounded_box({32, 46}, {7.5f, 11.5f}, 4), hex(0xF3E5C8));
        Shape cap = intersect(ellipse({32, 34}, 27, 26), rounded_box({32, 20}, {28, 16}, 0));
        cap = unite(cap, rounded_box({32, 32}, {27, 4}, 3.5f));
        pictogram(image, cap, br);
        for (Vec2 d : {Vec2{22, 22}, Vec2{36, 15}, Vec2{44, 27}, Vec2{29, 29}})
            fill(image, circle(d, 3), hex(0xFFF3E0));
        break;
    }
    }
}

void draw_face(Image& image, int i) {
    if (i >= 0 && i <= 5)
        draw_fruit_face(image, i);
    else
        draw_symbol_face(image, i);
}
Image face_sprite(int i) {
    Image image(64, 64);
    draw_face(image, i);
    return image;
}
void draw_tray_slot(Image& image) {
    Vec2 c{48, 54};
    Shape outer = rounded_box(c, {46, 52}, 12);
    fill(image, grow(outer, 0.5f), with_alpha(hex(0x0A0C18), 0.9f));
    fill(image, outer, linear_gradient({0, 2}, {0, 106}, hex(0x1C2238), hex(0x2E3656)));
    // inner shadow along the top edge
    for (int k = 0; k < 7; ++k)
        fill(image, subtract(outer, shift(outer, {0.3f * k, 1.0f + k * 1.3f})), with_alpha(kBlack, 0.08f));
    // rim: dark at the top, catching light at the bottom
    fill(
        image, stroke(outer, 0.9f),
        linear_gradient({0, 30}, {0, 106}, with_alpha(hex(0x8C9CD8), 0.0f), with_alpha(hex(0x8C9CD8), 0.6f)));
}
Image tray_slot() {
    Image image(96, 108);
    draw_tray_slot(image);
    return image;
}

void draw_tile_at(Image& image, Vec2 pos, float s, int face, float dim) {
    image.set_transform(pos + Vec2{3 * s, 5 * s}, s);
    fill_soft(image, rounded_box({44, 50}, {38, 44}, 10), with_alpha(kBlack, 0.35f), 5);
    image.set_transform(pos, s);
    draw_tile_base(image);
    image.set_transform(pos + Vec2{9 * s, 15 * s}, s);
    draw_face(image, face);
    image.set_transform(pos, s);
    if (dim > 0) fill(image, rounded_box({44, 50}, {44, 50}, 9), with_alpha(hex(0x1A1408), dim));
    image.reset_transform();
}

Image preview_tilestack() {
    Image image(kPreviewWidth, kPreviewHeight);
    preview_backdrop(image, hex(0x2F5D3A), hex(0x12261A), with_alpha(hex(0x8BD18B), 0.3f), {180, 50}, 220);
    float s = 0.44f;
    float tw = 80 * s, th = 92 * s;
    // layer 0: 6x3, layer 1: 4x2, layer 2: 2x1; each offset half a tile down and lifted a little
    int faces = 0;
    for (int layer = 0; layer < 3; ++layer) {
        int cols = 6 - 2 * layer, rows = 3 - layer;
        Vec2 o{180 - cols * tw / 2 - 3 * s - layer * 3, 10 + layer * th / 2 - layer * 4};
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                Vec2 p = o + Vec2{c * tw, r * th};
                draw_tile_at(image, p, s, (faces * 7 + 3) % 16, layer == 0 ? 0.4f : layer == 1 ? 0.2f : 0.0f);
                ++faces;
            }
    }
    // tray with three slots, two filled with matching faces
    fill(image, rounded_box({180, 176}, {142, 22}, 10), with_alpha(hex(0x08120C), 0.7f));
    for (int k = 0; k < 7; ++k) {
        Vec2 p{180 - 3.5f * 38 + k * 38 + 1, 157};
        image.set_transform(p, 0.37f);
        draw_tray_slot(image);
        image.reset_transform();
        if (k < 3) draw_tile_at(image, p + Vec2{2, 2}, 0.37f, k < 2 ? 6 : 10, 0);
    }
    round_corners(image, 14);
    return image;
}

} // namespace

GameArt draw() {
    Atlas tiles{"tiles", 400, {}};
    tiles.add("tile_base", tile_base_sprite());
    tiles.add("tile_shadow", tile_shadow());
    tiles.add("tray_slot", tray_slot());
    for (int i = 0; i < 16; ++i) tiles.add("face" + std::to_string(i), face_sprite(i));
    GameArt art;
    art.atlases.push_back(std::move(tiles));
    art.preview = preview_tilestack();
    return art;
}

} // namespace tessera::gen_assets::art::tilestack
