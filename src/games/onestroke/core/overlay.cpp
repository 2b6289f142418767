#include "tessera/core/onestroke/overlay.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace tessera::onestroke {

namespace {

// 5x7 digits, one byte a row, bit 4 the leftmost pixel (the core has no font, and numbers are all
// an overlay needs).
constexpr std::uint8_t kDigits[10][7] = {
    {0x0E, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0E}, {0x04, 0x0C, 0x04, 0x04, 0x04, 0x04, 0x0E},
    {0x0E, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1F}, {0x1F, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0E},
    {0x02, 0x06, 0x0A, 0x12, 0x1F, 0x02, 0x02}, {0x1F, 0x10, 0x1E, 0x01, 0x01, 0x11, 0x0E},
    {0x06, 0x08, 0x10, 0x1E, 0x11, 0x11, 0x0E}, {0x1F, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08},
    {0x0E, 0x11, 0x11, 0x0E, 0x11, 0x11, 0x0E}, {0x0E, 0x11, 0x11, 0x0F, 0x01, 0x02, 0x0C},
};

constexpr Rgb kWhite{255, 255, 255};
constexpr Rgb kSegment{20, 150, 60};
constexpr Rgb kDot{30, 80, 220};
constexpr Rgb kProblem{220, 30, 30};
constexpr Rgb kRegion{240, 150, 0};

void fill_rect(Image& img, int x0, int y0, int x1, int y1, Rgb c) {
    for (int y = std::max(0, y0); y <= std::min(img.height - 1, y1); ++y)
        for (int x = std::max(0, x0); x <= std::min(img.width - 1, x1); ++x) img.blend(x, y, c, 1.0);
}

// A number in a filled box centred at (cx, cy), `scale` pixels per font pixel.
void label(Image& img, double cx, double cy, int number, Rgb box, int scale) {
    const std::string text = std::to_string(number);
    const int w = static_cast<int>(text.size()) * 6 * scale + scale, h = 9 * scale;
    const int x0 = static_cast<int>(std::lround(cx)) - w / 2, y0 = static_cast<int>(std::lround(cy)) - h / 2;
    fill_rect(img, x0, y0, x0 + w - 1, y0 + h - 1, box);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto& glyph = kDigits[text[i] - '0'];
        for (int row = 0; row < 7; ++row)
            for (int col = 0; col < 5; ++col)
                if (glyph[row] >> (4 - col) & 1) {
                    const int px = x0 + scale + (static_cast<int>(i) * 6 + col) * scale,
                              py = y0 + scale + row * scale;
                    fill_rect(img, px, py, px + scale - 1, py + scale - 1, kWhite);
                }
    }
}

void ring(Image& img, PointF c, double radius, double thickness, Rgb colour) {
    const int x0 = static_cast<int>(c.x - radius - thickness - 1),
              x1 = static_cast<int>(c.x + radius + thickness + 1);
    const int y0 = static_cast<int>(c.y - radius - thickness - 1),
              y1 = static_cast<int>(c.y + radius + thickness + 1);
    for (int y = std::max(0, y0); y <= std::min(img.height - 1, y1); ++y)
        for (int x = std::max(0, x0); x <= std::min(img.width - 1, x1); ++x) {
            const double d = std::abs(std::hypot(x + 0.5 - c.x, y + 0.5 - c.y) - radius);
            img.blend(x, y, colour, thickness / 2 + 0.5 - d);
        }
}

} // namespace

void draw_overlay(Image& img, const Recognition& rec) {
    // Faded, so the marks stand out on any picture.
    for (int y = 0; y < img.height; ++y)
        for (int x = 0; x < img.width; ++x) img.blend(x, y, {235, 235, 235}, 0.55);
    const int scale = std::max(2, std::min(img.width, img.height) / 250);
    const Region& g = rec.region;
    if (g.width > 0 && (g.x > 0 || g.y > 0 || g.width < img.width || g.height < img.height)) {
        const double t = scale;
        const PointF a{double(g.x), double(g.y)}, b{double(g.x + g.width), double(g.y)},
            c{double(g.x + g.width), double(g.y + g.height)}, d{double(g.x), double(g.y + g.height)};
        for (const auto& [p, q] : {std::pair{a, b}, {b, c}, {c, d}, {d, a}}) draw_line(img, p, q, t, kRegion);
    }
    const double width = std::max(2.0, std::min(rec.line_width * 0.5, 3.0 * scale));
    for (const Edge& e : rec.edges)
        draw_line(img, rec.vertices[static_cast<std::size_t>(e.a)],
                  rec.vertices[static_cast<std::size_t>(e.b)], width, kSegment);
    const double dot = std::max(rec.dot_radius, 4.0);
    for (std::size_t v = 0; v < rec.vertices.size(); ++v)
        ring(img, rec.vertices[v], (v < rec.radii.size() ? rec.radii[v] : dot) + scale, scale, kDot);
    for (std::size_t i = 0; i < rec.edges.size(); ++i) {
        const PointF p = rec.vertices[static_cast<std::size_t>(rec.edges[i].a)],
                     q = rec.vertices[static_cast<std::size_t>(rec.edges[i].b)];
        label(img, (p.x + q.x) / 2, (p.y + q.y) / 2, static_cast<int>(i), kSegment, scale);
    }
    // Dot numbers above and to the right of each dot, clear of the lines' middles.
    for (std::size_t v = 0; v < rec.vertices.size(); ++v) {
        const double off = (v < rec.radii.size() ? rec.radii[v] : dot) + 6 * scale;
        label(img, rec.vertices[v].x + off * 0.8, rec.vertices[v].y - off * 0.8, static_cast<int>(v), kDot,
              scale);
    }
    for (std::size_t i = 0; i < rec.problems.size(); ++i) {
        const PointF at = rec.problems[i].at;
        ring(img, at, std::max(dot * 1.8, 12.0 * scale), scale, kProblem);
        label(img, at.x, at.y + std::max(dot * 1.8, 12.0 * scale), static_cast<int>(i), kProblem, scale);
    }
}

} // namespace tessera::onestroke
