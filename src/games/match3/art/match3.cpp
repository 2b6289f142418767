// Match-3: faceted gems in the eight hues, the specials' overlays, and the preview.
#include "art/art.hpp"
#include "art/common.hpp"

#include "shapes.hpp"

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace tessera::gen_assets::art::match3 {

namespace {

struct GemShape {
    Shape silhouette;        // unit silhouette
    std::vector<Vec2> facet; // unit outer facet vertices, increasing angle
    Shape table;             // unit table region
    Vec2 centre{0, 0};
};

GemShape gem_shape(int i) {
    GemShape g;
    switch (i) {
    case 0: // round brilliant
        g.silhouette = circle({0, 0}, 0.93f);
        g.facet = regular_polygon(12, 0.93f, -kPi / 2);
        g.table = polygon(regular_polygon(8, 0.52f, -kPi / 2 + kPi / 8, {0, -0.04f}));
        break;
    case 1: { // trillion (triangle)
        auto t = regular_polygon(3, 1.08f, -kPi / 2, {0, 0.14f});
        g.silhouette = polygon(scale_points(t, 0.9f, {0, 0.14f}), 0.09f);
        g.facet = t;
        g.table = polygon(scale_points(t, 0.46f, {0, 0.14f}, {0, -0.02f}), 0.03f);
        g.centre = {0, 0.14f};
        break;
    }
    case 2: { // emerald cut square
        float h = 0.82f, c = 0.24f;
        std::vector<Vec2> o = {{-h + c, -h}, {h - c, -h}, {h, -h + c}, {h, h - c},
                               {h - c, h},   {-h + c, h}, {-h, h - c}, {-h, -h + c}};
        g.silhouette = polygon(o, 0.03f);
        g.facet = {o[7], o[0], o[1], o[2], o[3], o[4], o[5], o[6]};
        g.table = polygon(scale_points(o, 0.56f, {0, 0}, {0, -0.03f}));
        break;
    }
    case 3: { // rhombus
        std::vector<Vec2> d = {{0, -1.0f}, {0.8f, 0}, {0, 1.0f}, {-0.8f, 0}};
        g.silhouette = polygon(scale_points(d, 0.94f), 0.05f);
        g.facet = d;
        g.table = polygon(scale_points(d, 0.48f, {0, 0}, {0, -0.03f}), 0.02f);
        break;
    }
    case 4: { // star
        auto s = star_points(5, 1.02f, 0.5f, {0, 0.05f});
        g.silhouette = polygon(scale_points(s, 0.93f, {0, 0.05f}), 0.06f);
        g.facet = s;
        g.table = polygon(regular_polygon(5, 0.34f, -kPi / 2, {0, 0.03f}));
        g.centre = {0, 0.05f};
        break;
    }
    case 5: { // octagon
        auto o = regular_polygon(8, 0.95f, -kPi / 2 + kPi / 8);
        g.silhouette = polygon(scale_points(o, 0.97f), 0.03f);
        g.facet = o;
        g.table = polygon(scale_points(o, 0.54f, {0, 0}, {0, -0.03f}));
        break;
    }
    case 6: { // heart
        auto hp = heart_points(72, 0.93f, {0, -0.02f});
        g.silhouette = polygon(hp);
        std::vector<Vec2> f;
        for (int k = 0; k < 14; ++k) {
            // sample facets by angle from the centre
            float a = -kPi + 2 * kPi * (k + 0.5f) / 14;
            Vec2 dir{std::cos(a), std::sin(a)};
            float lo = 0, hi = 2;
            for (int it = 0; it < 30; ++it) {
                float m = (lo + hi) / 2;
                (polygon_distance(hp, Vec2{0, 0.1f} + dir * m) < 0 ? lo : hi) = m;
            }
            f.push_back(Vec2{0, 0.1f} + dir * lo);
        }
        g.facet = f;
        g.table = polygon(scale_points(hp, 0.46f, {0, 0.1f}, {0, -0.02f}));
        g.centre = {0, 0.1f};
        break;
    }
    default: { // hexagon
        auto h = regular_polygon(6, 0.97f, -kPi / 2);
        g.silhouette = polygon(scale_points(h, 0.97f), 0.04f);
        g.facet = h;
        g.table = polygon(scale_points(h, 0.52f, {0, 0}, {0, -0.03f}));
        break;
    }
    }
    return g;
}

// Draws gem i centred at c with `radius` in the current transform.
void draw_gem(Image& image, int i, Vec2 c, float radius) {
    GemShape g = gem_shape(i);
    const Hue& h = kHues[i];
    Shape silhouette = place(g.silhouette, c, radius);
    Shape tab = place(g.table, c, radius);
    std::vector<Vec2> fp = map_points(g.facet, c, radius);
    Vec2 gc = c + g.centre * radius;
    size_t n = fp.size();
    std::vector<float> ang(n);
    std::vector<Vec2> nrm(n);
    for (size_t k = 0; k < n; ++k) {
        ang[k] = std::atan2(fp[k].y - gc.y, fp[k].x - gc.x);
        Vec2 e = fp[(k + 1) % n] - fp[k];
        Vec2 nn = normalised({e.y, -e.x});
        Vec2 mid = (fp[k] + fp[(k + 1) % n]) * 0.5f - gc;
        if (dot(nn, mid) < 0) nn = nn * -1;
        nrm[k] = nn;
    }
    const Vec2 light_dir = normalised({-0.55f, -0.85f});
    // shadow
    fill_soft(image, shift(grow(silhouette, radius * 0.02f), {radius * 0.03f, radius * 0.09f}),
              with_alpha(kBlack, 0.38f), radius * 0.09f);
    // outline
    fill(image, grow(silhouette, std::max(1.2f, radius * 0.035f)), with_alpha(darken(h.dark, 0.25f), 0.95f));
    // facets + table
    fill(image, silhouette, [&](Vec2 p) -> Colour {
        float td = tab(p);
        if (td < 0) {
            float t = clamp_to((p.y - (c.y - radius * 0.6f)) / (radius * 1.2f), 0, 1);
            Colour top = mix(h.base, h.light, 0.55f), bot = mix(h.base, h.dark, 0.08f);
            return mix(top, bot, t);
        }
        float a = std::atan2(p.y - gc.y, p.x - gc.x);
        size_t k = 0;
        float frac = 0;
        for (size_t j = 0; j < n; ++j) {
            float a0 = ang[j], a1 = ang[(j + 1) % n];
            float span = a1 - a0;
            while (span <= 0) span += 2 * kPi;
            float da = a - a0;
            while (da < 0) da += 2 * kPi;
            if (da <= span) {
                k = j;
                frac = da / span;
                break;
            }
        }
        float b = 0.5f + 0.5f * dot(nrm[k], light_dir) + (frac < 0.5f ? 0.07f : -0.07f);
        // faint radial darkening toward the rim
        float rim = clamp_to(-silhouette(p) / (radius * 0.25f), 0, 1);
        b = b * (0.85f + 0.15f * rim);
        if (b > 0.5f) return mix(h.base, h.light, (b - 0.5f) * 2 * 0.7f);
        return mix(h.base, h.dark, (0.5f - b) * 2 * 0.65f);
    });
    // table rim highlight
    fill(image, intersect(stroke(tab, std::max(0.5f, radius * 0.015f)), silhouette),
         with_alpha(h.light, 0.55f));
    // glossy highlight
    Shape gl = intersect(ellipse(c + Vec2{-0.22f, -0.45f} * radius, radius * 0.5f, radius * 0.22f, -0.35f),
                         grow(silhouette, -radius * 0.06f));
    fill(image, gl,
         linear_gradient(c + Vec2{0, -0.7f} * radius, c + Vec2{0, -0.2f} * radius, with_alpha(kWhite, 0.7f),
                         with_alpha(kWhite, 0.05f)));
    sparkle(image, c + Vec2{-0.38f, -0.34f} * radius, radius * 0.2f);
}

Image gem_sprite(int i) {
    Image image(96, 96);
    draw_gem(image, i, {48, 46}, 40);
    return image;
}

Image line_overlay(bool vertical) {
    Image image(96, 96);
    auto orient = [vertical](Vec2 p) { return vertical ? Vec2{p.y, p.x} : p; };
    // glowing band
    Shape band = [=](Vec2 p) {
        Vec2 q = orient(p);
        return rounded_box({48, 48}, {40, 9}, 9)(q);
    };
    fill_soft(image, band, with_alpha(hex(0xFFF3B0), 0.55f), 7);
    for (int k = -1; k <= 1; ++k) {
        Shape stripe = [=](Vec2 p) {
            Vec2 q = orient(p);
            return rounded_box({48, 48.0f + k * 6.5f}, {33, 1.6f}, 1.6f)(q);
        };
        fill(image, stripe, with_alpha(kWhite, k == 0 ? 0.95f : 0.75f));
    }
    // arrow heads at both ends
    for (int s = -1; s <= 1; s += 2) {
        std::vector<Vec2> tri = {{48 + s * 42.0f, 48}, {48 + s * 30.0f, 37}, {48 + s * 30.0f, 59}};
        Shape t = [=](Vec2 p) { return polygon_distance(tri, orient(p)) - 1.5f; };
        fill(image, grow(t, 1.5f), with_alpha(hex(0x7A4A00), 0.8f));
        fill(image, t, kWhite);
    }
    return image;
}

Image bomb_overlay() {
    Image image(96, 96);
    Shape frame = stroke(rounded_box({48, 48}, {39, 39}, 15), 3);
    fill_soft(image, stroke(rounded_box({48, 48}, {39, 39}, 15), 4), with_alpha(hex(0xFFB347), 0.8f), 5);
    fill(image, frame, linear_gradient({0, 6}, {0, 90}, hex(0xFFF1C1), hex(0xFF8A1F)));
    // corner sparks hint at the 3x3 blast
    for (Vec2 c : {Vec2{14, 14}, Vec2{82, 14}, Vec2{14, 82}, Vec2{82, 82}}) sparkle(image, c, 7);
    // bomb badge bottom right
    Vec2 b{70, 70};
    fill_soft(image, circle(b + Vec2{1, 2}, 13), with_alpha(kBlack, 0.45f), 3);
    fill(image, circle(b, 13.5f), hex(0x0E0E16));
    fill(image, circle(b, 12), radial_gradient(b + Vec2{-4, -4}, 16, hex(0x50506A), hex(0x14141E)));
    fill(image, ellipse(b + Vec2{-4, -5}, 5, 3, -0.6f), with_alpha(kWhite, 0.55f));
    fill(image, rounded_box(b + Vec2{6, -10}, {3.5f, 3}, 1), hex(0x3A3A48), 1);
    fill(image, arc(b + Vec2{15, -10}, 6, kPi, kPi * 1.45f, 1.3f), hex(0xC9A26B));
    glow(image, b + Vec2{13, -17}, 9, with_alpha(hex(0xFFD04A), 0.95f));
    sparkle(image, b + Vec2{13, -17}, 5);
    return image;
}

Image colour_bomb() {
    Image image(96, 96);
    Vec2 c{48, 46};
    float radius = 38;
    fill_soft(image, circle(c + Vec2{1, 4}, radius), with_alpha(kBlack, 0.4f), 4);
    fill(image, circle(c, radius + 1.5f), hex(0x1A1030));
    fill(image, circle(c, radius), [&](Vec2 p) {
        Vec2 q = p - c;
        float a = std::atan2(q.y, q.x) / (2 * kPi) + 0.5f;
        float r = length(q) / radius;
        Colour col = hsv(a + r * 0.15f, 0.78f, 1.0f);
        // spherical shading
        float shade = clamp_to(
            1.0f - 0.55f * smoothstep(0.4f, 1.0f,
                                      length(q + Vec2{radius * 0.3f, radius * 0.35f}) / (radius * 1.3f)),
            0, 1);
        col = darken(col, 1 - shade);
        return mix(lighten(col, 0.5f), col, smoothstep(0.0f, 0.6f, r));
    });
    // dark core swirl dots
    for (int k = 0; k < 6; ++k) {
        Vec2 d = c + rotated({radius * 0.55f, 0}, k * kPi / 3 + 0.3f);
        fill(image, circle(d, 3.2f), with_alpha(kWhite, 0.85f));
    }
    fill(image, circle(c, 9), radial_gradient(c + Vec2{-2, -2}, 10, kWhite, hex(0xF0E0FF)));
    fill(image, ellipse(c + Vec2{-12, -20}, 16, 8, -0.5f),
         linear_gradient(c + Vec2{0, -30}, c + Vec2{0, -12}, with_alpha(kWhite, 0.75f),
                         with_alpha(kWhite, 0.05f)));
    sparkle(image, c + Vec2{-18, -16}, 7);
    sparkle(image, c + Vec2{22, 18}, 5, 0.8f);
    return image;
}

Image preview_match3() {
    Image image(kPreviewWidth, kPreviewHeight);
    preview_backdrop(image, hex(0x3A1F6E), hex(0x160C33), with_alpha(hex(0x8C4FE0), 0.5f), {180, 60}, 200);
    const int cols = 8, rows = 4;
    float cell = 41;
    Vec2 o{180 - cols * cell / 2, 100 - rows * cell / 2};
    fill(image, rounded_box({180, 100}, {cols * cell / 2 + 6, rows * cell / 2 + 6}, 12),
         with_alpha(hex(0x0A0618), 0.55f));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if ((r + c) % 2 == 0)
                fill(image,
                     rounded_box(o + Vec2{(c + 0.5f) * cell, (r + 0.5f) * cell}, {cell / 2, cell / 2}, 3),
                     with_alpha(kWhite, 0.05f));
    const int board[rows][cols] = {{0, 2, 5, 1, 3, 6, 4, 7},
                                   {3, 6, 1, 1, 4, 2, 0, 5},
                                   {5, 0, 4, 2, 2, 7, 2, 3},
                                   {7, 1, 3, 6, 5, 0, 6, 4}};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            Vec2 p = o + Vec2{(c + 0.5f) * cell, (r + 0.5f) * cell};
            draw_gem(image, board[r][c], p, cell * 0.42f);
        }
    // selection ring + line special hint
    Vec2 sel = o + Vec2{2.5f * cell, 1.5f * cell};
    fill(image, stroke(rounded_box(sel, {cell / 2 - 1, cell / 2 - 1}, 7), 1.5f),
         with_alpha(hex(0xFFF3B0), 0.95f));
    fill_soft(image, stroke(rounded_box(sel, {cell / 2 - 1, cell / 2 - 1}, 7), 1.5f),
              with_alpha(hex(0xFFE066), 0.6f), 4);
    sparkle(image, o + Vec2{6.4f * cell, 2.3f * cell}, 8);
    sparkle(image, o + Vec2{4.2f * cell, 0.3f * cell}, 6, 0.8f);
    round_corners(image, 14);
    return image;
}

} // namespace

GameArt draw() {
    Atlas gems{"gems", 400, {}};
    for (int i = 0; i < 8; ++i) gems.add("gem" + std::to_string(i), gem_sprite(i));
    gems.add("gem_line_h", line_overlay(false));
    gems.add("gem_line_v", line_overlay(true));
    gems.add("gem_bomb", bomb_overlay());
    gems.add("gem_colour_bomb", colour_bomb());
    GameArt art;
    art.atlases.push_back(std::move(gems));
    art.preview = preview_match3();
    return art;
}

} // namespace tessera::gen_assets::art::match3
