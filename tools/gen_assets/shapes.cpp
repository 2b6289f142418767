#include "shapes.hpp"

#include <cmath>

namespace tessera::gen_assets {

Shape circle(Vec2 c, float r) {
    return [=](Vec2 p) { return length(p - c) - r; };
}
Shape ellipse(Vec2 c, float rx, float ry, float ang) {
    return [=](Vec2 p) {
        Vec2 q = rotated(p - c, -ang);
        return (length({q.x / rx, q.y / ry}) - 1) * std::min(rx, ry);
    };
}
Shape rounded_box(Vec2 c, Vec2 half, float r) {
    return [=](Vec2 p) {
        Vec2 q{std::fabs(p.x - c.x) - half.x + r, std::fabs(p.y - c.y) - half.y + r};
        Vec2 m{std::max(q.x, 0.0f), std::max(q.y, 0.0f)};
        return length(m) + std::min(std::max(q.x, q.y), 0.0f) - r;
    };
}
float polygon_distance(const std::vector<Vec2>& v, Vec2 p) {
    size_t n = v.size();
    float d = dot(p - v[0], p - v[0]);
    float s = 1;
    for (size_t i = 0, j = n - 1; i < n; j = i, ++i) {
        Vec2 e = v[j] - v[i], w = p - v[i];
        Vec2 b = w - e * clamp_to(dot(w, e) / dot(e, e), 0, 1);
        d = std::min(d, dot(b, b));
        bool c1 = p.y >= v[i].y, c2 = p.y<v[j].y, c3 = e.x * w.y> e.y * w.x;
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) s = -s;
    }
    return s * std::sqrt(d);
}
Shape polygon(std::vector<Vec2> v, float round) {
    return [v = std::move(v), round](Vec2 p) { return polygon_distance(v, p) - round; };
}
Shape segment(Vec2 a, Vec2 b, float r) {
    return [=](Vec2 p) {
        Vec2 pa = p - a, ba = b - a;
        float h = clamp_to(dot(pa, ba) / dot(ba, ba), 0, 1);
        return length(pa - ba * h) - r;
    };
}
Shape polyline(std::vector<Vec2> pts, float r, bool closed) {
    return [=](Vec2 p) {
        float d = 1e9f;
        size_t n = pts.size();
        for (size_t i = 0; i + 1 < n + (closed ? 1 : 0); ++i) {
            Vec2 a = pts[i], b = pts[(i + 1) % n];
            Vec2 pa = p - a, ba = b - a;
            float h = clamp_to(dot(pa, ba) / dot(ba, ba), 0, 1);
            d = std::min(d, length(pa - ba * h));
        }
        return d - r;
    };
}
Shape arc(Vec2 c, float radius, float a0, float a1, float w) {
    return [=](Vec2 p) {
        Vec2 q = p - c;
        float a = std::atan2(q.y, q.x);
        while (a < a0) a += 2 * kPi;
        if (a <= a1) return std::fabs(length(q) - radius) - w;
        Vec2 e0 = c + Vec2{std::cos(a0), std::sin(a0)} * radius,
             e1 = c + Vec2{std::cos(a1), std::sin(a1)} * radius;
        return std::min(length(p - e0), length(p - e1)) - w;
    };
}
Shape unite(Shape a, Shape b) {
    return [=](Vec2 p) { return std::min(a(p), b(p)); };
}
Shape intersect(Shape a, Shape b) {
    return [=](Vec2 p) { return std::max(a(p), b(p)); };
}
Shape subtract(Shape a, Shape b) {
    return [=](Vec2 p) { return std::max(a(p), -b(p)); };
}
Shape grow(Shape a, float r) {
    return [=](Vec2 p) { return a(p) - r; };
}
Shape stroke(Shape a, float w) {
    return [=](Vec2 p) { return std::fabs(a(p)) - w; };
}
Shape shift(Shape a, Vec2 d) {
    return [=](Vec2 p) { return a(p - d); };
}
Shape place(Shape a, Vec2 c, float s, float ang) {
    return [=](Vec2 p) { return a(rotated((p - c) * (1 / s), -ang)) * s; };
}

std::vector<Vec2> regular_polygon(int n, float r, float ang0, Vec2 c) {
    std::vector<Vec2> v;
    for (int i = 0; i < n; ++i) {
        float a = ang0 + 2 * kPi * i / n;
        v.push_back(c + Vec2{std::cos(a), std::sin(a)} * r);
    }
    return v;
}
std::vector<Vec2> star_points(int n, float ro, float ri, Vec2 c, float ang0) {
    std::vector<Vec2> v;
    for (int i = 0; i < 2 * n; ++i) {
        float a = ang0 + kPi * i / n;
        v.push_back(c + Vec2{std::cos(a), std::sin(a)} * (i % 2 ? ri : ro));
    }
    return v;
}
std::vector<Vec2> heart_points(int n, float r, Vec2 c) {
    std::vector<Vec2> v;
    for (int i = 0; i < n; ++i) {
        float t = 2 * kPi * i / n;
        float x = 16 * std::pow(std::sin(t), 3.0f);
        float y = -(13 * std::cos(t) - 5 * std::cos(2 * t) - 2 * std::cos(3 * t) - std::cos(4 * t));
        v.push_back(c + Vec2{x / 17.0f, (y + 2.5f) / 17.0f} * r);
    }
    return v;
}
std::vector<Vec2> scale_points(const std::vector<Vec2>& v, float s, Vec2 c, Vec2 off) {
    std::vector<Vec2> o;
    for (Vec2 p : v) o.push_back(c + (p - c) * s + off);
    return o;
}
std::vector<Vec2> map_points(const std::vector<Vec2>& v, Vec2 c, float s) {
    std::vector<Vec2> o;
    for (Vec2 p : v) o.push_back(c + p * s);
    return o;
}

} // namespace tessera::gen_assets
