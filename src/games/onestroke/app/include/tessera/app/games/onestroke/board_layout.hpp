#pragma once
// Where a One Stroke figure goes on screen: the figure's bounding box (bent parallel edges
// included) scaled uniformly into the board area and centred, the dot radius and line width that
// suit the figure's density, each edge as a polyline, and the conversions between screen and
// figure units that the core's 2r hit test needs. Pure maths (no SDL calls), so tests can compute
// the pixel of every dot and click it.
#include <vector>

#include "tessera/core/onestroke/figure.hpp"

namespace tessera::app::onestroke_view {

struct Vec2 {
    float x = 0, y = 0;
};

struct Box {
    float x = 0, y = 0, w = 0, h = 0;
    bool contains(Vec2 p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
};

// The part of the game scene's board area the figure may use: the strip above the HUD message
// line (y >= 596) is kept free so the message never covers a dot.
inline constexpr Box kFigureArea{40, 84, 1200, 506};

class BoardLayout {
  public:
    BoardLayout() = default;
    BoardLayout(const onestroke::Figure& figure, Box area = kFigureArea);

    float scale() const { return scale_; }
    float dot_radius() const { return dot_radius_; } // screen pixels
    float line_width() const { return line_width_; } // screen pixels
    // The dot radius in figure units, for onestroke::touch (which hits within 2r).
    double figure_dot_radius() const { return dot_radius_ / scale_; }

    Vec2 dot(int vertex) const { return dots_[static_cast<std::size_t>(vertex)]; }
    int dot_count() const { return static_cast<int>(dots_.size()); }
    Vec2 to_screen(double fx, double fy) const;
    Vec2 to_figure(float x, float y) const;

    // Edge e as a polyline from edges[e].a to edges[e].b (2 points, or 17 for a bent parallel edge,
    // matching onestroke::draw_picture).
    const std::vector<Vec2>& path(int edge) const { return paths_[static_cast<std::size_t>(edge)]; }
    float length(int edge) const { return lengths_[static_cast<std::size_t>(edge)]; }
    // The point a fraction t along edge e, walking from vertex `from` (one of its ends).
    Vec2 point_along(int edge, int from, float t) const;
    // Points of edge e from `from` up to fraction t (for an edge that is being drawn).
    void partial_path(int edge, int from, float t, std::vector<Vec2>& out) const;

    // The panel behind the figure: the fitted bounding box plus a margin, inside `area`.
    Box panel() const { return panel_; }

    // Keyboard cursor: the dot nearest to `from` in direction (dx, dy) (one of the four arrows),
    // favouring dots close to that ray; `from` itself when there is none.
    int neighbour(int from, int dx, int dy) const;

  private:
    float scale_ = 1, ox_ = 0, oy_ = 0;
    float dot_radius_ = 14, line_width_ = 8;
    std::vector<Vec2> dots_;
    std::vector<std::vector<Vec2>> paths_;
    std::vector<float> lengths_;
    std::vector<int> path_starts_; // vertex each path starts at (edges[e].a)
    Box panel_;
};

// The control polyline of edge e in figure units (how draw_picture bends parallel edges).
std::vector<Vec2> figure_edge_path(const onestroke::Figure& figure, int edge);

} // namespace tessera::app::onestroke_view
