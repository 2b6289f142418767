#include "tessera/core/onestroke/picture.hpp"

#include <algorithm>
#include <cmath>

namespace tessera::onestroke {

Image::Image(int w, int h, Rgb fill) : width(std::max(w, 0)), height(std::max(h, 0)) {
    rgba.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    for (std::size_t i = 0; i < rgba.size(); i += 4) {
        rgba[i] = fill.r;
        rgba[i + 1] = fill.g;
        rgba[i + 2] = fill.b;
        rgba[i + 3] = 255;
    }
}

void Image::blend(int x, int y, Rgb c, double alpha) {
    if (!contains(x, y) || alpha <= 0) return;
    alpha = std::min(alpha, 1.0);
    const std::size_t i =
        (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4;
    auto mixc = [alpha](std::uint8_t old, std::uint8_t now) {
        return static_cast<std::uint8_t>(std::lround(old + (now - old) * alpha));
    };
    rgba[i] = mixc(rgba[i], c.r);
    rgba[i + 1] = mixc(rgba[i + 1], c.g);
    rgba[i + 2] = mixc(rgba[i + 2], c.b);
}

namespace {

double distance_to_segment(double px, double py, PointF a, PointF b) {
    const double vx = b.x - a.x, vy = b.y - a.y;
    const double len2 = vx * vx + vy * vy;
    double t = len2 > 0 ? ((px - a.x) * vx + (py - a.y) * vy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    const double dx = px - (a.x + t * vx), dy = py - (a.y + t * vy);
    return std::sqrt(dx * dx + dy * dy);
}

} // namespace

// Coverage is approximated by the distance of the pixel centre to the shape's edge (a 1-pixel ramp),
// which is what anti-aliasing renderers roughly produce.
void draw_line(Image& img, PointF a, PointF b, double width, Rgb colour) {
    const double h = width / 2;
    const int x0 = static_cast<int>(std::floor(std::min(a.x, b.x) - h - 1));
    const int x1 = static_cast<int>(std::ceil(std::max(a.x, b.x) + h + 1));
    const int y0 = static_cast<int>(std::floor(std::min(a.y, b.y) - h - 1));
    const int y1 = static_cast<int>(std::ceil(std::max(a.y, b.y) + h + 1));
    for (int y = std::max(y0, 0); y <= std::min(y1, img.height - 1); ++y)
        for (int x = std::max(x0, 0); x <= std::min(x1, img.width - 1); ++x)
            img.blend(x, y, colour, h + 0.5 - distance_to_segment(x + 0.5, y + 0.5, a, b));
}

void fill_disc(Image& img, PointF c, double radius, Rgb colour) {
    const int x0 = static_cast<int>(std::floor(c.x - radius - 1)),
              x1 = static_cast<int>(std::ceil(c.x + radius + 1));
    const int y0 = static_cast<int>(std::floor(c.y - radius - 1)),
              y1 = static_cast<int>(std::ceil(c.y + radius + 1));
    for (int y = std::max(y0, 0); y <= std::min(y1, img.height - 1); ++y)
        for (int x = std::max(x0, 0); x <= std::min(x1, img.width - 1); ++x) {
            const double d = std::hypot(x + 0.5 - c.x, y + 0.5 - c.y);
            img.blend(x, y, colour, radius + 0.5 - d);
        }
}

void add_noise(Image& img, Rng& rng, int amplitude) {
    if (amplitude <= 0) return;
    for (std::size_t i = 0; i < img.rgba.size(); ++i) {
        if (i % 4 == 3) continue;
        const int v = img.rgba[i] + rng.range(-amplitude, amplitude);
        img.rgba[i] = static_cast<std::uint8_t>(std::clamp(v, 0, 255));
    }
}

Fit fit_figure(const Figure& figure, int width, int height, double margin) {
    int minx = kMaxCoordinate, miny = kMaxCoordinate, maxx = 0, maxy = 0;
    for (const Point p : figure.vertices) {
        minx = std::min(minx, p.x), maxx = std::max(maxx, p.x);
        miny = std::min(miny, p.y), maxy = std::max(maxy, p.y);
    }
    const double fw = std::max(1, maxx - minx), fh = std::max(1, maxy - miny);
    Fit fit;
    fit.scale = std::min((width - 2 * margin) / fw, (height - 2 * margin) / fh);
    fit.dx = width / 2.0 - (minx + maxx) / 2.0 * fit.scale;
    fit.dy = height / 2.0 - (miny + maxy) / 2.0 * fit.scale;
    return fit;
}

Image draw_picture(const Figure& figure, int width, int height, const PictureStyle& style, Fit* fit_out) {
    Image img(width, height, style.background);
    const Fit fit = fit_figure(figure, width, height, style.margin);
    for (int e = 0; e < figure.edge_count(); ++e) {
        const Edge& edge = figure.edges[static_cast<std::size_t>(e)];
        const PointF a = fit.map(figure.vertices[static_cast<std::size_t>(edge.a)]);
        const PointF b = fit.map(figure.vertices[static_cast<std::size_t>(edge.b)]);
        const int first = figure.edge_between(edge.a, edge.b);
        if (first == e) {
            draw_line(img, a, b, style.line_width, style.line);
            continue;
        }
        // Parallel edge k (k >= 1) bends to alternating sides by a growing offset.
        int k = 0;
        for (int f = 0; f < e; ++f) {
            const Edge& o = figure.edges[static_cast<std::size_t>(f)];
            if ((o.a == edge.a && o.b == edge.b) || (o.a == edge.b && o.b == edge.a)) ++k;
        }
        // The side is measured from the lower-numbered dot, so a segment listed the other way round
        // ({x2, y2, x1, y1}) still bends away from the others instead of onto one of them.
        const PointF u = edge.a < edge.b ? a : b, w = edge.a < edge.b ? b : a;
        const double len = std::hypot(b.x - a.x, b.y - a.y);
        const double off = (k % 2 ? 1 : -1) * (0.18 + 0.1 * ((k - 1) / 2)) * len;
        const PointF mid{(a.x + b.x) / 2 - (w.y - u.y) / len * off,
                         (a.y + b.y) / 2 + (w.x - u.x) / len * off};
        PointF prev = a;
        for (int s = 1; s <= 16; ++s) { // quadratic Bézier through the bent midpoint
            const double t = s / 16.0, u = 1 - t;
            const PointF cp{2 * mid.x - (a.x + b.x) / 2, 2 * mid.y - (a.y + b.y) / 2};
            const PointF p{u * u * a.x + 2 * u * t * cp.x + t * t * b.x,
                           u * u * a.y + 2 * u * t * cp.y + t * t * b.y};
            draw_line(img, prev, p, style.line_width, style.line);
            prev = p;
        }
    }
    for (const Point v : figure.vertices) fill_disc(img, fit.map(v), style.dot_radius, style.vertex);
    if (fit_out) *fit_out = fit;
    return img;
}

} // namespace tessera::onestroke
