#pragma once
// Shapes as signed-distance functions (raster.hpp's Shape): primitives, their union,
// intersection, difference, growth, stroke and placement, and the point lists of polygons.
#include <vector>

#include "raster.hpp"

namespace tessera::gen_assets {

Shape circle(Vec2 c, float r);
Shape ellipse(Vec2 c, float rx, float ry, float ang = 0);
Shape rounded_box(Vec2 c, Vec2 half, float r);
float polygon_distance(const std::vector<Vec2>& v, Vec2 p);
Shape polygon(std::vector<Vec2> v, float round = 0);
// A segment from a to b, r thick on each side (a capsule).
Shape segment(Vec2 a, Vec2 b, float r);
Shape polyline(std::vector<Vec2> pts, float r, bool closed = false);
// Arc of `radius` around c from angle a0 to a1 (radians, y down, a0<a1), stroke half-width w.
Shape arc(Vec2 c, float radius, float a0, float a1, float w);
Shape unite(Shape a, Shape b);
Shape intersect(Shape a, Shape b);
Shape subtract(Shape a, Shape b);
Shape grow(Shape a, float r);
// The band of half-width w around a's edge.
Shape stroke(Shape a, float w);
Shape shift(Shape a, Vec2 d);
// A shape defined in unit space, placed at centre c with scale s and rotation ang.
Shape place(Shape a, Vec2 c, float s, float ang = 0);

std::vector<Vec2> regular_polygon(int n, float r, float ang0, Vec2 c = {0, 0});
std::vector<Vec2> star_points(int n, float ro, float ri, Vec2 c = {0, 0}, float ang0 = -kPi / 2);
std::vector<Vec2> heart_points(int n, float r, Vec2 c = {0, 0});
std::vector<Vec2> scale_points(const std::vector<Vec2>& v, float s, Vec2 c = {0, 0}, Vec2 off = {0, 0});
std::vector<Vec2> map_points(const std::vector<Vec2>& v, Vec2 c, float s);

} // namespace tessera::gen_assets
