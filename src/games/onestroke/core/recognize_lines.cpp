#include "recognize_lines.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace tessera::onestroke::detail {

namespace {

// Widens [lo, hi] by the x where row py meets the band of segment p + (vx, vy): 0 <= t <= 1 and
// |distance| <= radius.
void band(PointF p, double vx, double vy, double len2, double py, double radius, double& lo, double& hi) {
    const double len = std::sqrt(len2);
    double a = -1e18, b = 1e18;
    // t(x) = ((x - p.x) vx + (py - p.y) vy) / len2 in [0, 1]; d(x) = ((x - p.x) vy - (py - p.y) vx) / len.
    auto clip = [&](double slope, double at0, double from, double to) { // from <= slope x + at0 <= to
        if (std::abs(slope) < 1e-12) {
            if (at0 < from || at0 > to) a = 1e18, b = -1e18;
            return;
        }
        double u = (from - at0) / slope, v = (to - at0) / slope;
        if (u > v) std::swap(u, v);
        a = std::max(a, u), b = std::min(b, v);
    };
    clip(vx / len2, (-p.x * vx + (py - p.y) * vy) / len2, 0, 1);
    clip(vy / len, (-p.x * vy - (py - p.y) * vx) / len, -radius, radius);
    if (a <= b) lo = std::min(lo, a), hi = std::max(hi, b);
}

} // namespace

Explained::Explained(int x0_, int y0_, int w_, int h_)
    : x0(x0_), y0(y0_), w(w_), h(h_), at(static_cast<std::size_t>(w_) * static_cast<std::size_t>(h_), 0) {}

void Explained::mark(PointF p, PointF q, double radius, bool strict) {
    const double vx = q.x - p.x, vy = q.y - p.y, len2 = vx * vx + vy * vy;
    const int ya = std::max(0, static_cast<int>(std::floor(std::min(p.y, q.y) - radius)) - y0 - 1);
    const int yb = std::min(h - 1, static_cast<int>(std::ceil(std::max(p.y, q.y) + radius)) - y0 + 1);
    for (int yy = ya; yy <= yb; ++yy) {
        const double py = yy + y0;
        // The row's x-range: the discs at both ends and the band between them.
        double lo = 1e18, hi = -1e18;
        for (const PointF& e : {p, q}) {
            const double dy = py - e.y;
            if (std::abs(dy) > radius) continue;
            const double dx = std::sqrt(radius * radius - dy * dy);
            lo = std::min(lo, e.x - dx), hi = std::max(hi, e.x + dx);
        }
        if (len2 > 0) band(p, vx, vy, len2, py, radius, lo, hi);
        if (lo > hi) continue;
        const int xa = std::max(0, static_cast<int>(std::floor(lo)) - x0 - 1);
        const int xb = std::min(w - 1, static_cast<int>(std::ceil(hi)) - x0 + 1);
        for (int xx = xa; xx <= xb; ++xx) {
            const double px = xx + x0;
            const double t = len2 > 0 ? std::clamp(((px - p.x) * vx + (py - p.y) * vy) / len2, 0.0, 1.0) : 0;
            const double d = std::hypot(px - (p.x + t * vx), py - (p.y + t * vy));
            if (strict ? d < radius : d <= radius)
                at[static_cast<std::size_t>(yy) * static_cast<std::size_t>(w) +
                   static_cast<std::size_t>(xx)] = 1;
        }
    }
}

PointF bezier(PointF p, PointF c, PointF q, double t) {
    const double u = 1 - t;
    return {u * u * p.x + 2 * t * u * c.x + t * t * q.x, u * u * p.y + 2 * t * u * c.y + t * t * q.y};
}

bool curve_explains(PointF p, PointF ctrl, PointF q, const std::vector<PointF>& pixels, double reach) {
    std::vector<PointF> curve;
    for (int s = 0; s <= 64; ++s) curve.push_back(bezier(p, ctrl, q, s / 64.0));
    std::size_t near = 0;
    for (const PointF& m : pixels) {
        double best = 1e18;
        for (std::size_t k = 0; k + 1 < curve.size(); ++k) {
            const PointF u = curve[k], v = curve[k + 1];
            const double vx = v.x - u.x, vy = v.y - u.y, l2 = std::max(1e-12, vx * vx + vy * vy);
            const double t = std::clamp(((m.x - u.x) * vx + (m.y - u.y) * vy) / l2, 0.0, 1.0);
            best = std::min(best, std::hypot(m.x - (u.x + t * vx), m.y - (u.y + t * vy)));
        }
        near += best <= reach;
    }
    return double(near) >= 0.9 * double(pixels.size());
}

} // namespace tessera::onestroke::detail
