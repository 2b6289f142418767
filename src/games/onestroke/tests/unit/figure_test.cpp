#include <catch2/catch.hpp>

#include "tessera/core/onestroke/figure.hpp"

using namespace tessera::onestroke;

namespace {
Params house() {
    // The "house" (Haus vom Nikolaus): square, roof, both diagonals. Odd vertices: the two bottom corners.
    return {{{0, 100, 100, 100},
             {100, 100, 100, 40},
             {100, 40, 0, 40},
             {0, 40, 0, 100},
             {0, 40, 50, 0},
             {50, 0, 100, 40},
             {0, 100, 100, 40},
             {100, 100, 0, 40}},
            false};
}
} // namespace

TEST_CASE("vertices are deduplicated and edges keep the line order", "[onestroke][figure]") {
    const BuildResult b = build_figure(house());
    REQUIRE(b.figure);
    CHECK(b.figure->vertex_count() == 5);
    CHECK(b.figure->edge_count() == 8);
    CHECK(b.figure->vertices[0] == tessera::Point{0, 100});
    CHECK(b.figure->edges[0] == Edge{0, 1});
    CHECK(b.figure->degree(0) == 3);
    CHECK(b.figure->edge_between(4, 2) == 5);
}

TEST_CASE("a drawable figure has 0 or 2 odd vertices and is connected", "[onestroke][figure]") {
    const FigureCheck c = check_figure(*build_figure(house()).figure);
    CHECK(c.ok);
    CHECK(c.odd_vertices == std::vector<int>{0, 1});
    CHECK(c.components == 1);

    const Params square{{{0, 0, 10, 0}, {10, 0, 10, 10}, {10, 10, 0, 10}, {0, 10, 0, 0}}, false};
    CHECK(check_figure(*build_figure(square).figure).ok);
}

TEST_CASE("four odd vertices make a figure undrawable and the error names them", "[onestroke][figure]") {
    // A square with one diagonal plus a tail: odd vertices are (0,0), (10,10), (10,0) and (20,0).
    const Params p{
        {{0, 0, 10, 0}, {10, 0, 10, 10}, {10, 10, 0, 10}, {0, 10, 0, 0}, {0, 0, 10, 10}, {10, 0, 20, 0}},
        false};
    const FigureCheck c = check_figure(*build_figure(p).figure);
    CHECK_FALSE(c.ok);
    CHECK(c.odd_vertices.size() == 4);
    CHECK(c.message ==
          "cannot be drawn in one stroke: 4 vertices have an odd number of segments (at most 2 may): "
          "#0 (0,0), #1 (10,0), #2 (10,10), #4 (20,0)");
}

TEST_CASE("a figure in two parts is rejected, naming both parts", "[onestroke][figure]") {
    const Params p{{{0, 0, 10, 0}, {20, 0, 30, 0}}, false};
    const FigureCheck c = check_figure(*build_figure(p).figure);
    CHECK_FALSE(c.ok);
    CHECK(c.components == 2);
    CHECK(c.message ==
          "the figure is not connected: 2 separate parts {#0 (0,0), #1 (10,0)}; {#2 (20,0), #3 (30,0)}");
}

TEST_CASE("parallel edges need the level to declare them", "[onestroke][figure]") {
    Params p{{{0, 0, 10, 0}, {10, 0, 0, 0}}, false};
    BuildResult b = build_figure(p);
    CHECK_FALSE(b.figure);
    CHECK(b.segment == 1);
    CHECK(b.error == "segment 1 (10,0)-(0,0) repeats segment 0 (0,0)-(10,0) (set \"parallel\": true to allow "
                     "parallel edges)");
    p.allow_parallel = true;
    b = build_figure(p);
    REQUIRE(b.figure);
    CHECK(b.figure->edge_count() == 2);
    CHECK(check_figure(*b.figure).ok); // a 2-cycle: both vertices even
}

TEST_CASE("structural errors: zero length, overlap through a vertex, limits", "[onestroke][figure]") {
    CHECK(build_figure({{{5, 5, 5, 5}}, false}).error == "segment 0 (5,5)-(5,5) has zero length");
    const BuildResult through = build_figure({{{0, 0, 20, 0}, {10, 0, 10, 10}}, false});
    CHECK(through.segment == 0);
    CHECK(through.error == "segment 0 (0,0)-(20,0) passes through vertex #2 (10,0); split it there");
    CHECK(build_figure({{{0, 0, 5000, 0}}, false}).error ==
          "segment 0 (0,0)-(5000,0): coordinates must be within 0..4096");
    CHECK(build_figure({}).error == "the figure has no segments");
    Params many;
    for (int i = 0; i <= kMaxSegments; ++i) many.lines.push_back({i, 0, i, 1});
    CHECK(build_figure(many).error == "the figure has 201 segments, at most 200 are allowed");
}
