#pragma once
#include <compare>
#include <cstdlib>

namespace tessera {

// A cell or pixel coordinate: x grows right, y grows down (row 0 is the top row).
struct Point {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(Point, Point) = default;
    friend constexpr auto operator<=>(Point, Point) = default;
    constexpr Point operator+(Point o) const { return {x + o.x, y + o.y}; }
    constexpr Point operator-(Point o) const { return {x - o.x, y - o.y}; }
};

constexpr int manhattan(Point a, Point b) {
    return (a.x > b.x ? a.x - b.x : b.x - a.x) + (a.y > b.y ? a.y - b.y : b.y - a.y);
}

constexpr bool orthogonally_adjacent(Point a, Point b) { return manhattan(a, b) == 1; }

inline constexpr Point kDirs4[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

} // namespace tessera
