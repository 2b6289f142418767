// UI sprites every scene shares: buttons, the panel, stars, the lock, dots and toolbar icons.
#include "art.hpp"
#include "common.hpp"

#include "../shapes.hpp"

#include <cmath>
#include <string>
#include <vector>

namespace tessera::gen_assets::art {

namespace {

Image button(bool hover) {
    Image image(96, 48);
    Shape b = rounded_box({48, 23}, {46, 20}, 14);
    Colour top = hover ? hex(0x7CC4FF) : hex(0x56A8F5), bot = hover ? hex(0x3A7BEA) : hex(0x2A5FCC);
    fill_soft(image, shift(b, {0, 2.5f}), with_alpha(kBlack, 0.4f), 2);
    fill(image, shift(b, {0, 2.5f}), hex(hover ? 0x2650A8 : 0x1C3E8C)); // lip
    fill(image, grow(b, 0.8f), hex(0x12265C));
    fill(image, b, linear_gradient({0, 3}, {0, 43}, top, bot));
    Shape gl = intersect(rounded_box({48, 13}, {43, 8}, 8), grow(b, -2.5f));
    fill(image, gl,
         linear_gradient({0, 5}, {0, 21}, with_alpha(kWhite, hover ? 0.55f : 0.45f),
                         with_alpha(kWhite, 0.05f)));
    fill(image, intersect(stroke(b, 0.6f), rounded_box({48, 10}, {50, 10}, 0)), with_alpha(kWhite, 0.5f));
    return image;
}
Image panel() {
    Image image(96, 96);
    Shape b = rounded_box({48, 48}, {46, 46}, 18);
    fill(image, b,
         linear_gradient({0, 2}, {0, 94}, with_alpha(hex(0x232A48), 0.88f), with_alpha(hex(0x141932), 0.9f)));
    fill(image, stroke(grow(b, -0.8f), 0.8f), with_alpha(kWhite, 0.16f));
    fill(image, intersect(stroke(grow(b, -2.2f), 0.5f), rounded_box({48, 10}, {50, 12}, 0)),
         with_alpha(kWhite, 0.08f));
    return image;
}
Image star_icon(bool full) {
    Image image(64, 64);
    Shape s = polygon(star_points(5, 27, 12, {32, 33}), 2);
    if (full) {
        fill_soft(image, shift(s, {0, 2}), with_alpha(kBlack, 0.4f), 2.5f);
        fill(image, grow(s, 1.8f), hex(0x8A4B00));
        fill(image, s, linear_gradient({0, 6}, {0, 60}, hex(0xFFEB7A), hex(0xFFA000)));
        fill(image, polygon(star_points(5, 15.5f, 7, {32, 33}), 1.5f),
             linear_gradient({0, 16}, {0, 48}, hex(0xFFF6C0), hex(0xFFC929)), 0.8f);
        sparkle(image, {22, 22}, 6);
    } else {
        fill(image, grow(s, 1.8f), with_alpha(hex(0x0C0E1A), 0.75f));
        fill(image, s,
             linear_gradient({0, 6}, {0, 60}, with_alpha(hex(0x5A6280), 0.9f),
                             with_alpha(hex(0x383E58), 0.9f)));
        fill(image, stroke(polygon(star_points(5, 15.5f, 7, {32, 33}), 1.5f), 0.6f),
             with_alpha(kWhite, 0.12f));
    }
    return image;
}
Image lock_icon() {
    Image image(48, 48);
    Shape shackle = arc({24, 20}, 9, kPi, 2 * kPi, 2.8f);
    shackle = unite(shackle, unite(segment({15, 20}, {15, 25}, 2.8f), segment({33, 20}, {33, 25}, 2.8f)));
    Shape body = rounded_box({24, 32}, {14, 11}, 4);
    fill_soft(image, shift(unite(shackle, body), {0, 1.5f}), with_alpha(kBlack, 0.45f), 2);
    fill(image, grow(unite(shackle, body), 1.4f), hex(0x2A1C08));
    fill(image, shackle, linear_gradient({0, 8}, {0, 26}, hex(0xE8ECF4), hex(0x9AA3B8)));
    fill(image, body, linear_gradient({0, 21}, {0, 43}, hex(0xFFD75A), hex(0xD18A00)));
    fill(image, intersect(rounded_box({24, 25}, {13, 3}, 2), body), with_alpha(kWhite, 0.35f));
    fill(image,
         unite(circle({24, 30}, 3.2f), polygon({{22.6f, 31}, {25.4f, 31}, {26.2f, 38}, {21.8f, 38}}, 0.3f)),
         hex(0x3A2606));
    return image;
}
Image dot_icon() {
    Image image(48, 48);
    Vec2 c{24, 24};
    glow(image, c, 23, with_alpha(hex(0x7FE3FF), 0.8f));
    fill(image, circle(c, 11.5f), with_alpha(hex(0x0B2A3A), 0.9f));
    fill(image, circle(c, 10), radial_gradient(c + Vec2{-3, -3}, 13, kWhite, hex(0x9BE9FF)));
    fill(image, stroke(circle(c, 7.5f), 0.8f), with_alpha(hex(0x2AA8D8), 0.6f));
    fill(image, ellipse(c + Vec2{-3, -4}, 3.5f, 2, -0.6f), with_alpha(kWhite, 0.9f));
    return image;
}
Image dot_glow() {
    Image image(96, 96);
    glow(image, {48, 48}, 47, with_alpha(kWhite, 1.0f));
    return image;
}
Image particle() {
    Image image(16, 16);
    glow(image, {8, 8}, 8, with_alpha(kWhite, 1.0f));
    fill(image, circle({8, 8}, 3.5f), with_alpha(kWhite, 0.9f));
    return image;
}
void draw_icon(Image& image, const Shape& s) {
    fill_soft(image, shift(s, {0, 1.2f}), with_alpha(kBlack, 0.35f), 1.6f);
    fill(image, s, kWhite);
}
Shape arrow_head(Vec2 tip, Vec2 dir, float size) {
    Vec2 d = normalised(dir), n{-d.y, d.x};
    Vec2 b = tip - d * size;
    return polygon({tip, b + n * size * 0.75f, b - n * size * 0.75f}, 0.8f);
}
Image undo_icon(bool redo) {
    Image image(48, 48);
    // arc over the top with an arrow head at the left end
    Shape a = arc({26, 28}, 12, kPi * 1.0f, kPi * 2.05f, 3);
    a = unite(a, arrow_head({14, 40}, {0, 1}, 11));
    a = unite(a, segment({38.2f, 28}, {38.2f, 37}, 3));
    if (redo) a = [a](Vec2 p) { return a({48 - p.x, p.y}); };
    draw_icon(image, a);
    return image;
}
Image hint_icon() {
    Image image(48, 48);
    image.set_transform({2.4f, 2.6f}, 0.9f);
    Shape bulb = unite(circle({24, 19}, 12), polygon({{16, 25}, {32, 25}, {29, 33}, {19, 33}}, 1));
    Shape s = subtract(
        bulb, grow(unite(circle({24, 19}, 12), polygon({{16, 25}, {32, 25}, {29, 33}, {19, 33}}, 1)), -3.2f));
    s = unite(s, rounded_box({24, 37}, {5.5f, 1.6f}, 1.2f));
    s = unite(s, rounded_box({24, 42}, {4, 1.6f}, 1.2f));
    s = unite(s, polyline({{20, 24}, {24, 20}, {28, 24}}, 1.3f));
    draw_icon(image, s);
    for (float a : {-kPi / 2, -kPi / 4 - kPi / 2, -kPi / 4, -kPi, 0.0f}) {
        Vec2 d{std::cos(a), std::sin(a)};
        draw_icon(image, segment(Vec2{24, 19} + d * 15, Vec2{24, 19} + d * 17.5f, 1.4f));
    }
    return image;
}
Image pause_icon() {
    Image image(48, 48);
    draw_icon(image, unite(rounded_box({17, 24}, {4.5f, 14}, 2.5f), rounded_box({31, 24}, {4.5f, 14}, 2.5f)));
    return image;
}
Image restart_icon() {
    Image image(48, 48);
    Shape a = arc({24, 25}, 13, -kPi * 0.35f, kPi * 1.35f, 3);
    a = unite(a, arrow_head(Vec2{24, 25} + Vec2{std::cos(-kPi * 0.35f), std::sin(-kPi * 0.35f)} * 13 +
                                Vec2{-1, -3.5f},
                            {-1, -1.3f}, 9));
    draw_icon(image, a);
    return image;
}
Image shuffle_icon() {
    Image image(48, 48);
    // two crossing curved arrows
    std::vector<Vec2> p1, p2;
    for (int k = 0; k <= 20; ++k) {
        float t = k / 20.0f;
        float s = smoothstep(0.15f, 0.85f, t);
        p1.push_back({6 + t * 30, 14 + s * 20});
        p2.push_back({6 + t * 30, 34 - s * 20});
    }
    Shape a = unite(polyline(p1, 2.6f), polyline(p2, 2.6f));
    a = unite(a, arrow_head({44, 34}, {1, 0}, 9));
    a = unite(a, arrow_head({44, 14}, {1, 0}, 9));
    draw_icon(image, a);
    return image;
}
Image pop_icon() {
    Image image(48, 48);
    Shape burst = polygon(star_points(8, 19, 11, {24, 24}, -kPi / 2), 1);
    Shape s = subtract(burst, grow(burst, -3));
    s = unite(s, circle({24, 24}, 6));
    draw_icon(image, s);
    return image;
}

// Sudoku's pencil marks: a pencil writing a line.
Image notes_icon() {
    Image image(48, 48);
    const Vec2 top{36, 9}, end{17, 28};
    const Vec2 d = normalised(end - top), n{-d.y, d.x};
    const Vec2 tip = end + d * 9;
    Shape body = segment(top, end, 5);
    Shape s = subtract(body, grow(body, -2.6f));
    s = unite(s, polygon({end + n * 5, end - n * 5, tip}, 0.8f));
    s = unite(s, segment(top + d * 5 + n * 5, top + d * 5 - n * 5, 1.3f)); // the eraser's band
    s = unite(s, segment({9, 41}, {30, 41}, 1.5f));                        // what it wrote
    draw_icon(image, s);
    return image;
}

} // namespace

Atlas ui_atlas() {
    Atlas ui{"ui", 400, {}};
    ui.add("button", button(false));
    ui.add("button_hover", button(true));
    ui.add("panel", panel());
    ui.add("dot_glow", dot_glow());
    ui.add("star_full", star_icon(true));
    ui.add("star_empty", star_icon(false));
    ui.add("lock", lock_icon());
    ui.add("dot", dot_icon());
    ui.add("particle", particle());
    ui.add("icon_undo", undo_icon(false));
    ui.add("icon_redo", undo_icon(true));
    ui.add("icon_hint", hint_icon());
    ui.add("icon_pause", pause_icon());
    ui.add("icon_restart", restart_icon());
    ui.add("icon_shuffle", shuffle_icon());
    ui.add("icon_pop", pop_icon());
    ui.add("icon_notes", notes_icon());
    return ui;
}

} // namespace tessera::gen_assets::art
