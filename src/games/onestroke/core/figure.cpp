#include "tessera/core/onestroke/figure.hpp"

#include <algorithm>
#include <numeric>

namespace tessera::onestroke {

namespace {

std::string point_text(Point p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

std::string segment_text(const Params& params, std::size_t i) {
    const Segment& s = params.lines[i];
    return "segment " + std::to_string(i) + " " + point_text({s.x1, s.y1}) + "-" + point_text({s.x2, s.y2});
}

// True when p lies strictly inside segment a-b (exact integer arithmetic).
bool strictly_inside(Point a, Point b, Point p) {
    const long long cross =
        static_cast<long long>(b.x - a.x) * (p.y - a.y) - static_cast<long long>(b.y - a.y) * (p.x - a.x);
    if (cross != 0) return false;
    const long long dot =
        static_cast<long long>(p.x - a.x) * (b.x - a.x) + static_cast<long long>(p.y - a.y) * (b.y - a.y);
    const long long len2 =
        static_cast<long long>(b.x - a.x) * (b.x - a.x) + static_cast<long long>(b.y - a.y) * (b.y - a.y);
    return dot > 0 && dot < len2;
}

} // namespace

int Figure::find_vertex(Point p) const {
    for (std::size_t i = 0; i < vertices.size(); ++i)
        if (vertices[i] == p) return static_cast<int>(i);
    return -1;
}

int Figure::edge_between(int a, int b) const {
    if (a < 0 || a >= vertex_count()) return -1;
    for (int e : incident[static_cast<std::size_t>(a)])
        if (edges[static_cast<std::size_t>(e)].other(a) == b) return e;
    return -1;
}

std::string describe_vertex(const Figure& figure, int v) {
    return "#" + std::to_string(v) + " " + point_text(figure.vertices[static_cast<std::size_t>(v)]);
}

BuildResult build_figure(const Params& params) {
    BuildResult result;
    if (params.lines.empty()) {
        result.error = "the figure has no segments";
        return result;
    }
    if (params.lines.size() > static_cast<std::size_t>(kMaxSegments)) {
        result.error = "the figure has " + std::to_string(params.lines.size()) + " segments, at most " +
                       std::to_string(kMaxSegments) + " are allowed";
        return result;
    }
    Figure f;
    auto vertex_of = [&f](Point p) {
        int v = f.find_vertex(p);
        if (v >= 0) return v;
        f.vertices.push_back(p);
        f.incident.emplace_back();
        return f.vertex_count() - 1;
    };
    for (std::size_t i = 0; i < params.lines.size(); ++i) {
        const Segment& s = params.lines[i];
        for (int c : {s.x1, s.y1, s.x2, s.y2}) {
            if (c < 0 || c > kMaxCoordinate) {
                result.segment = static_cast<int>(i);
                result.error = segment_text(params, i) + ": coordinates must be within 0.." +
                               std::to_string(kMaxCoordinate);
                return result;
            }
        }
        if (s.x1 == s.x2 && s.y1 == s.y2) {
            result.segment = static_cast<int>(i);
            result.error = segment_text(params, i) + " has zero length";
            return result;
        }
        const int a = vertex_of({s.x1, s.y1});
        const int b = vertex_of({s.x2, s.y2});
        const int existing = f.edge_between(a, b);
        if (existing >= 0 && !params.allow_parallel) {
            result.segment = static_cast<int>(i);
            result.error = segment_text(params, i) + " repeats " +
                           segment_text(params, static_cast<std::size_t>(existing)) +
                           " (set \"parallel\": true to allow parallel edges)";
            return result;
        }
        f.edges.push_back({a, b});
        f.incident[static_cast<std::size_t>(a)].push_back(static_cast<int>(i));
        f.incident[static_cast<std::size_t>(b)].push_back(static_cast<int>(i));
    }
    // A segment running through another vertex (or overlapping a collinear segment) would let the
    // player pass a dot without "touching" it; the One Stroke article's recogniser also relies on this
    // never happening.
    for (std::size_t i = 0; i < f.edges.size(); ++i) {
        const Point a = f.vertices[static_cast<std::size_t>(f.edges[i].a)];
        const Point b = f.vertices[static_cast<std::size_t>(f.edges[i].b)];
        for (std::size_t v = 0; v < f.vertices.size(); ++v) {
            if (strictly_inside(a, b, f.vertices[v])) {
                result.segment = static_cast<int>(i);
                result.error = segment_text(params, i) + " passes through vertex " +
                               describe_vertex(f, static_cast<int>(v)) + "; split it there";
                return result;
            }
        }
    }
    result.figure = std::move(f);
    return result;
}

FigureCheck check_figure(const Figure& figure) {
    FigureCheck check;
    const int n = figure.vertex_count();
    for (int v = 0; v < n; ++v)
        if (figure.degree(v) % 2 == 1) check.odd_vertices.push_back(v);

    std::vector<int> comp(static_cast<std::size_t>(n), -1);
    std::vector<std::vector<int>> members;
    for (int s = 0; s < n; ++s) {
        if (comp[static_cast<std::size_t>(s)] >= 0) continue;
        const int id = check.components++;
        members.emplace_back();
        std::vector<int> stack{s};
        comp[static_cast<std::size_t>(s)] = id;
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            members.back().push_back(v);
            for (int e : figure.incident[static_cast<std::size_t>(v)]) {
                const int w = figure.edges[static_cast<std::size_t>(e)].other(v);
                if (comp[static_cast<std::size_t>(w)] < 0) {
                    comp[static_cast<std::size_t>(w)] = id;
                    stack.push_back(w);
                }
            }
        }
    }
    if (check.components > 1) {
        std::string parts;
        for (int c = 0; c < check.components && c < 4; ++c) {
            std::vector<int>& m = members[static_cast<std::size_t>(c)];
            std::sort(m.begin(), m.end());
            parts += (c ? "; " : "") + std::string("{");
            for (std::size_t k = 0; k < m.size() && k < 4; ++k)
                parts += (k ? ", " : "") + describe_vertex(figure, m[k]);
            if (m.size() > 4) parts += ", ...";
            parts += "}";
        }
        check.message =
            "the figure is not connected: " + std::to_string(check.components) + " separate parts " + parts;
        return check;
    }
    if (check.odd_vertices.size() > 2) {
        std::string list;
        for (std::size_t k = 0; k < check.odd_vertices.size(); ++k)
            list += (k ? ", " : "") + describe_vertex(figure, check.odd_vertices[k]);
        check.message = "cannot be drawn in one stroke: " + std::to_string(check.odd_vertices.size()) +
                        " vertices have an odd number of segments (at most 2 may): " + list;
        return check;
    }
    check.ok = true;
    return check;
}

} // namespace tessera::onestroke
