#pragma once
// A One Stroke level in the One Stroke article's "line notation": an unordered list of segments
// {x1, y1, x2, y2}. build_figure() turns it into a graph (vertices deduplicated by exact
// coordinates, edges by index) and check_figure() answers whether the figure can be drawn in one
// stroke at all (Euler: connected, 0 or 2 odd-degree vertices), naming the offending vertices when
// it cannot.
#include <optional>
#include <string>
#include <vector>

#include "tessera/core/common/point.hpp"

namespace tessera::onestroke {

// Limits for data that comes from files or pictures; checked before anything is allocated.
inline constexpr int kMaxSegments = 200;
inline constexpr int kMaxCoordinate = 4096;

struct Segment {
    int x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    friend bool operator==(const Segment&, const Segment&) = default;
};

// What a level says.
struct Params {
    std::vector<Segment> lines;
    // Two segments joining the same pair of vertices are an error unless the level declares them.
    bool allow_parallel = false;
    friend bool operator==(const Params&, const Params&) = default;
};

struct Edge {
    int a = 0; // vertex indices, a != b
    int b = 0;
    int other(int v) const { return v == a ? b : a; }
    friend bool operator==(const Edge&, const Edge&) = default;
};

// The graph a level describes. Vertices keep first-seen order of the line list, so indices are
// stable for a given level file (moves and hints refer to them).
struct Figure {
    std::vector<Point> vertices;
    std::vector<Edge> edges;                // edges[i] comes from Params::lines[i]
    std::vector<std::vector<int>> incident; // vertex -> edge indices, ascending

    int vertex_count() const { return static_cast<int>(vertices.size()); }
    int edge_count() const { return static_cast<int>(edges.size()); }
    int degree(int v) const { return static_cast<int>(incident[static_cast<std::size_t>(v)].size()); }
    // Index of the vertex at exactly p, or -1.
    int find_vertex(Point p) const;
    // Smallest-index edge joining a and b, or -1.
    int edge_between(int a, int b) const;
};

// Structural problems in the line list itself (zero length, duplicates, overlaps, limits).
struct BuildResult {
    std::optional<Figure> figure;
    std::string error; // set when figure is empty; names the segment(s) by index and coordinates
    int segment = -1;  // index of the offending segment, when there is one
};
BuildResult build_figure(const Params& params);

// Euler check: connected and 0 or 2 odd vertices.
struct FigureCheck {
    bool ok = false;
    std::string message;           // "" when ok
    std::vector<int> odd_vertices; // ascending
    int components = 0;            // connected components (every vertex has an edge)
};
FigureCheck check_figure(const Figure& figure);

std::string describe_vertex(const Figure& figure, int v); // "#3 (40,10)"

} // namespace tessera::onestroke
