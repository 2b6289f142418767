#pragma once
// Geometry the reader checks line pixels with (internal to src/core/onestroke): which pixels the
// found dots and segments explain, and the quadratic curve of a bent (parallel) edge.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "tessera/core/onestroke/picture.hpp"

namespace tessera::onestroke::detail {

// Pixels of a box (x0, y0, w, h in working pixels) within some distance of segments or dots,
// marked row by row: the cost is the shapes' area, not the pixels times the shapes.
struct Explained {
    int x0, y0, w, h;
    std::vector<std::uint8_t> at; // per pixel of the box, row-major: 1 when marked
    Explained(int x0_, int y0_, int w_, int h_);
    // Every pixel whose distance to segment p-q (a dot when p == q) is below `radius` (strict) or at
    // most `radius`.
    void mark(PointF p, PointF q, double radius, bool strict);
};

// The quadratic Bezier curve from p to q with control point c, at t in [0, 1].
PointF bezier(PointF p, PointF c, PointF q, double t);

// Nine tenths of `pixels` lie within `reach` of the curve p-c-q.
bool curve_explains(PointF p, PointF c, PointF q, const std::vector<PointF>& pixels, double reach);

// Samples about a pixel apart along the curve from dot i's rim to dot j's lie on line colour
// (a few pixels of gap allowed, as for segments) and none falls inside another dot.
template <class LineNear> bool curve_on_line(const std::vector<PointF>& centres,
                                             const std::vector<double>& radii, int i, int j, PointF ctrl,
                                             LineNear line_near) {
    const PointF p = centres[static_cast<std::size_t>(i)], q = centres[static_cast<std::size_t>(j)];
    const double approx = std::hypot(ctrl.x - p.x, ctrl.y - p.y) + std::hypot(q.x - ctrl.x, q.y - ctrl.y);
    const int steps = std::max(8, static_cast<int>(approx));
    int samples = 0, misses = 0, run = 0, worst_run = 0;
    for (int s = 1; s < steps; ++s) {
        const double t = double(s) / steps;
        const PointF m = bezier(p, ctrl, q, t);
        if (std::hypot(m.x - p.x, m.y - p.y) < radii[static_cast<std::size_t>(i)] + 1.5 ||
            std::hypot(m.x - q.x, m.y - q.y) < radii[static_cast<std::size_t>(j)] + 1.5)
            continue;
        for (std::size_t k = 0; k < centres.size(); ++k)
            if (static_cast<int>(k) != i && static_cast<int>(k) != j &&
                std::hypot(m.x - centres[k].x, m.y - centres[k].y) < radii[k] + 0.5)
                return false;
        // The curve's normal there.
        const double dx = 2 * (1 - t) * (ctrl.x - p.x) + 2 * t * (q.x - ctrl.x);
        const double dy = 2 * (1 - t) * (ctrl.y - p.y) + 2 * t * (q.y - ctrl.y);
        const double dl = std::max(1e-9, std::hypot(dx, dy));
        ++samples;
        if (line_near(m.x, m.y, -dy / dl, dx / dl)) {
            run = 0;
        } else {
            ++misses, ++run;
            worst_run = std::max(worst_run, run);
        }
    }
    return samples > 0 && worst_run <= 3 && misses <= 0.04 * samples + 1;
}

} // namespace tessera::onestroke::detail
