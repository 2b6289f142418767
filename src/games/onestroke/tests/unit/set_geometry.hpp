#pragma once
// Plane geometry the drawn picture sets share (screenshot_set.cpp, phone_set.cpp).
#include <algorithm>
#include <cmath>
#include <numbers>

#include "tessera/core/onestroke/picture.hpp"

namespace tessera::onestroke::testset {

// Distance from p to the segment a-b.
inline double seg_distance(PointF p, PointF a, PointF b) {
    const double vx = b.x - a.x, vy = b.y - a.y, len2 = vx * vx + vy * vy;
    const double t = len2 > 0 ? std::clamp(((p.x - a.x) * vx + (p.y - a.y) * vy) / len2, 0.0, 1.0) : 0;
    return std::hypot(p.x - (a.x + t * vx), p.y - (a.y + t * vy));
}

inline double cross(PointF o, PointF a, PointF b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

// Where two segments cross at a point inside both (not at an end), if they do.
inline bool crossing(PointF a, PointF b, PointF c, PointF d, PointF& at) {
    const double d1 = cross(a, b, c), d2 = cross(a, b, d), d3 = cross(c, d, a), d4 = cross(c, d, b);
    if (!((d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0))) return false;
    const double t = d3 / (d3 - d4);
    at = {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
    return true;
}

// Angle between two directions in degrees, 0..90 for lines (undirected).
inline double line_angle(PointF u, PointF v) {
    const double c = std::abs(u.x * v.x + u.y * v.y) / (std::hypot(u.x, u.y) * std::hypot(v.x, v.y));
    return std::acos(std::clamp(c, 0.0, 1.0)) * 180 / std::numbers::pi;
}

// Angle at a shared end between two segments leaving it, 0..180 degrees.
inline double corner_angle(PointF at, PointF p, PointF q) {
    const double ux = p.x - at.x, uy = p.y - at.y, vx = q.x - at.x, vy = q.y - at.y;
    const double c = (ux * vx + uy * vy) / (std::hypot(ux, uy) * std::hypot(vx, vy));
    return std::acos(std::clamp(c, -1.0, 1.0)) * 180 / std::numbers::pi;
}

} // namespace tessera::onestroke::testset
