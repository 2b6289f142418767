#include "tessera/app/games/onestroke/board_layout.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tessera::app::onestroke_view {

std::vector<Vec2> figure_edge_path(const onestroke::Figure& figure, int edge) {
    const onestroke::Edge& ed = figure.edges[static_cast<std::size_t>(edge)];
    const Point pa = figure.vertices[static_cast<std::size_t>(ed.a)];
    const Point pb = figure.vertices[static_cast<std::size_t>(ed.b)];
    const double ax = pa.x, ay = pa.y, bx = pb.x, by = pb.y;
    if (figure.edge_between(ed.a, ed.b) == edge)
        return {{static_cast<float>(ax), static_cast<float>(ay)},
                {static_cast<float>(bx), static_cast<float>(by)}};
    // Same bend as onestroke::draw_picture: parallel edge k (k >= 1) bends to alternating sides.
    int k = 0;
    for (int f = 0; f < edge; ++f) {
        const onestroke::Edge& o = figure.edges[static_cast<std::size_t>(f)];
        if ((o.a == ed.a && o.b == ed.b) || (o.a == ed.b && o.b == ed.a)) ++k;
    }
    // The side is measured from the lower-numbered dot (as draw_picture does), so parallel
    // segments listed in opposite directions still bend to different sides.
    const double sign = ed.a < ed.b ? 1 : -1;
    const double len = std::hypot(bx - ax, by - ay);
    const double off = sign * (k % 2 ? 1 : -1) * (0.18 + 0.1 * ((k - 1) / 2)) * len;
    const double mx = (ax + bx) / 2 - (by - ay) / len * off, my = (ay + by) / 2 + (bx - ax) / len * off;
    const double cx = 2 * mx - (ax + bx) / 2, cy = 2 * my - (ay + by) / 2;
    std::vector<Vec2> out;
    out.reserve(17);
    for (int s = 0; s <= 16; ++s) {
        const double t = s / 16.0, u = 1 - t;
        out.push_back({static_cast<float>(u * u * ax + 2 * u * t * cx + t * t * bx),
                       static_cast<float>(u * u * ay + 2 * u * t * cy + t * t * by)});
    }
    return out;
}

BoardLayout::BoardLayout(const onestroke::Figure& figure, Box area) {
    std::vector<std::vector<Vec2>> fig_paths;
    float minx = std::numeric_limits<float>::max(), miny = minx;
    float maxx = std::numeric_limits<float>::lowest(), maxy = maxx;
    for (int e = 0; e < figure.edge_count(); ++e) {
        fig_paths.push_back(figure_edge_path(figure, e));
        for (const Vec2 p : fig_paths.back()) {
            minx = std::min(minx, p.x), maxx = std::max(maxx, p.x);
            miny = std::min(miny, p.y), maxy = std::max(maxy, p.y);
        }
    }
    for (const Point p : figure.vertices) {
        minx = std::min(minx, static_cast<float>(p.x)), maxx = std::max(maxx, static_cast<float>(p.x));
        miny = std::min(miny, static_cast<float>(p.y)), maxy = std::max(maxy, static_cast<float>(p.y));
    }
    if (figure.vertices.empty()) minx = miny = maxx = maxy = 0;
    const float fw = std::max(1.0f, maxx - minx), fh = std::max(1.0f, maxy - miny);

    // The closest two dots decide how big dots can be; the dots decide the margin.
    double min_gap = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < figure.vertices.size(); ++i)
        for (std::size_t j = i + 1; j < figure.vertices.size(); ++j)
            min_gap = std::min(min_gap, std::hypot(figure.vertices[i].x - figure.vertices[j].x,
                                                   figure.vertices[i].y - figure.vertices[j].y));
    if (figure.vertices.size() < 2) min_gap = std::max(fw, fh);
    auto fit = [&](float margin) { return std::min((area.w - 2 * margin) / fw, (area.h - 2 * margin) / fh); };
    auto radius_for = [&](float s) {
        return std::clamp(static_cast<float>(min_gap) * s * 0.2f, 9.0f, 18.0f);
    };
    scale_ = fit(48);
    for (int pass = 0; pass < 2; ++pass) {
        dot_radius_ = radius_for(scale_);
        scale_ = fit(dot_radius_ * 2.2f + 14);
    }
    dot_radius_ = radius_for(scale_);
    line_width_ = std::clamp(dot_radius_ * 0.6f, 5.0f, 11.0f);
    ox_ = area.x + area.w / 2 - (minx + maxx) / 2 * scale_;
    oy_ = area.y + area.h / 2 - (miny + maxy) / 2 * scale_;

    for (const Point p : figure.vertices) dots_.push_back(to_screen(p.x, p.y));
    for (int e = 0; e < figure.edge_count(); ++e) {
        std::vector<Vec2> path;
        float len = 0;
        for (const Vec2 p : fig_paths[static_cast<std::size_t>(e)]) {
            const Vec2 s = to_screen(p.x, p.y);
            if (!path.empty()) len += std::hypot(s.x - path.back().x, s.y - path.back().y);
            path.push_back(s);
        }
        paths_.push_back(std::move(path));
        lengths_.push_back(len);
        path_starts_.push_back(figure.edges[static_cast<std::size_t>(e)].a);
    }
    const float pad = dot_radius_ * 2.2f + 8;
    const Vec2 lo = to_screen(minx, miny), hi = to_screen(maxx, maxy);
    Box p{lo.x - pad, lo.y - pad, hi.x - lo.x + 2 * pad, hi.y - lo.y + 2 * pad};
    // A thin figure still gets a card of a pleasant size.
    if (p.w < 320) p.x -= (320 - p.w) / 2, p.w = 320;
    if (p.h < 200) p.y -= (200 - p.h) / 2, p.h = 200;
    p.x = std::max(p.x, area.x), p.y = std::max(p.y, area.y);
    p.w = std::min(p.w, area.x + area.w - p.x), p.h = std::min(p.h, area.y + area.h - p.y);
    panel_ = p;
}

Vec2 BoardLayout::to_screen(double fx, double fy) const {
    return {static_cast<float>(fx * scale_ + ox_), static_cast<float>(fy * scale_ + oy_)};
}

Vec2 BoardLayout::to_figure(float x, float y) const { return {(x - ox_) / scale_, (y - oy_) / scale_}; }

void BoardLayout::partial_path(int edge, int from, float t, std::vector<Vec2>& out) const {
    out.clear();
    const auto& path = paths_[static_cast<std::size_t>(edge)];
    if (path.empty()) return;
    const bool forward = path_starts_[static_cast<std::size_t>(edge)] == from;
    const std::size_t n = path.size();
    auto at = [&](std::size_t i) { return forward ? path[i] : path[n - 1 - i]; };
    float left = std::clamp(t, 0.0f, 1.0f) * lengths_[static_cast<std::size_t>(edge)];
    out.push_back(at(0));
    for (std::size_t i = 1; i < n; ++i) {
        const Vec2 a = at(i - 1), b = at(i);
        const float seg = std::hypot(b.x - a.x, b.y - a.y);
        if (seg >= left) {
            const float u = seg > 0 ? left / seg : 1;
            out.push_back({a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u});
            return;
        }
        left -= seg;
        out.push_back(b);
    }
}

Vec2 BoardLayout::point_along(int edge, int from, float t) const {
    std::vector<Vec2> pts;
    partial_path(edge, from, t, pts);
    return pts.empty() ? Vec2{} : pts.back();
}

int BoardLayout::neighbour(int from, int dx, int dy) const {
    if (from < 0 || from >= dot_count()) return dot_count() > 0 ? 0 : -1;
    const Vec2 o = dot(from);
    int best = from;
    float best_score = std::numeric_limits<float>::max();
    for (int v = 0; v < dot_count(); ++v) {
        if (v == from) continue;
        const float rx = dot(v).x - o.x, ry = dot(v).y - o.y;
        const float along = rx * static_cast<float>(dx) + ry * static_cast<float>(dy);
        const float across = std::abs(rx * static_cast<float>(dy) - ry * static_cast<float>(dx));
        if (along <= 1 || across > along * 2.5f) continue;
        const float score = along + 2 * across;
        if (score < best_score) best_score = score, best = v;
    }
    return best;
}

} // namespace tessera::app::onestroke_view
