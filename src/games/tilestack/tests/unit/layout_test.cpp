#include <algorithm>
#include <catch2/catch.hpp>

#include "fixtures.hpp"

using namespace tessera::tilestack;
using tilestack_fixtures::box;

namespace {
// Tile index in a full box, as box_layout numbers them (z, then y, then x).
int at(int w, int h, int x, int y, int z) { return (z * h + y) * w + x; }
std::vector<int> sorted(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
}
} // namespace

TEST_CASE("tilestack cover mode A: only the tile directly above covers", "[tilestack][layout]") {
    const auto l = box(CoverMode::A, 2, 2, 3);
    REQUIRE(l->size() == 12);
    CHECK(l->covered_by[static_cast<std::size_t>(at(2, 2, 1, 1, 0))] == std::vector<int>{at(2, 2, 1, 1, 1)});
    CHECK(l->covered_by[static_cast<std::size_t>(at(2, 2, 0, 1, 1))] == std::vector<int>{at(2, 2, 0, 1, 2)});
    CHECK(l->covered_by[static_cast<std::size_t>(at(2, 2, 0, 0, 2))].empty());
    CHECK(l->covers[static_cast<std::size_t>(at(2, 2, 0, 0, 2))] == std::vector<int>{at(2, 2, 0, 0, 1)});
}

TEST_CASE("tilestack cover mode B: two above, offset by layer parity as in the article",
          "[tilestack][layout]") {
    const auto l = box(CoverMode::B, 3, 1, 3);
    auto cov = [&](int x, int z) {
        return sorted(l->covered_by[static_cast<std::size_t>(at(3, 1, x, 0, z))]);
    };
    // Even layer: (x, z+1) and (x-1, z+1).
    CHECK(cov(1, 0) == sorted({at(3, 1, 1, 0, 1), at(3, 1, 0, 0, 1)}));
    CHECK(cov(0, 0) == std::vector<int>{at(3, 1, 0, 0, 1)}); // x-1 is outside the box
    // Odd layer: (x, z+1) and (x+1, z+1).
    CHECK(cov(1, 1) == sorted({at(3, 1, 1, 0, 2), at(3, 1, 2, 0, 2)}));
    CHECK(cov(2, 1) == std::vector<int>{at(3, 1, 2, 0, 2)});
    CHECK(cov(0, 2).empty());
    // Drawn half a tile right on odd layers, which is what makes the rule look like overlap.
    CHECK(l->pos[static_cast<std::size_t>(at(3, 1, 1, 0, 1))] == TilePos{3, 0, 1});
}

TEST_CASE("tilestack cover mode C: four above (2x2), offset by layer parity", "[tilestack][layout]") {
    const auto l = box(CoverMode::C, 2, 2, 3);
    auto cov = [&](int x, int y, int z) {
        return sorted(l->covered_by[static_cast<std::size_t>(at(2, 2, x, y, z))]);
    };
    CHECK(cov(1, 1, 0) ==
          sorted({at(2, 2, 1, 1, 1), at(2, 2, 0, 1, 1), at(2, 2, 1, 0, 1), at(2, 2, 0, 0, 1)}));
    CHECK(cov(0, 0, 0) == std::vector<int>{at(2, 2, 0, 0, 1)});
    CHECK(cov(1, 0, 0) == sorted({at(2, 2, 1, 0, 1), at(2, 2, 0, 0, 1)}));
    CHECK(cov(0, 0, 1) ==
          sorted({at(2, 2, 0, 0, 2), at(2, 2, 1, 0, 2), at(2, 2, 0, 1, 2), at(2, 2, 1, 1, 2)}));
    CHECK(cov(1, 1, 1) == std::vector<int>{at(2, 2, 1, 1, 2)});
}

TEST_CASE("tilestack mask: the article's S mask keeps 11 columns", "[tilestack][layout]") {
    // The Tile Stack article's Mask[x][y] transposed into rows (row = y), which reads as an S.
    const std::vector<std::vector<int>> s = {
        {0, 0, 1, 1, 1}, {0, 0, 1, 0, 0}, {0, 0, 1, 1, 1}, {0, 0, 0, 0, 1}, {0, 0, 1, 1, 1}};
    const auto l = box(CoverMode::A, 5, 5, 2, s);
    CHECK(l->size() == 22);
    // In mode B a masked-out neighbour does not cover: (2,1,0) has only (2,1,1) above it, since
    // column (1,1) is masked out.
    const auto b = box(CoverMode::B, 5, 5, 2, s);
    int free_count = 0;
    for (int t = 0; t < b->size(); ++t) free_count += b->covered_by[static_cast<std::size_t>(t)].empty();
    CHECK(free_count == 11);
    // Tiles are numbered layer by layer, row by row: (2,1,0) is the 4th tile of layer 0.
    CHECK(b->pos[3] == TilePos{4, 2, 0});
    CHECK(b->covered_by[3] == std::vector<int>{11 + 3});
    // (3,0,0) has both (3,0,1) and (2,0,1) above it.
    CHECK(b->covered_by[1].size() == 2);
}

TEST_CASE("tilestack explicit layout: any overlapping tile on a higher layer covers", "[tilestack][layout]") {
    Layout l;
    // Two tiles side by side and one straddling them a layer up, plus one far away two layers up.
    REQUIRE_FALSE(explicit_layout({{0, 0, 0}, {2, 0, 0}, {1, 0, 1}, {10, 10, 2}}, l));
    CHECK(l.covered_by[0] == std::vector<int>{2});
    CHECK(l.covered_by[1] == std::vector<int>{2});
    CHECK(l.covered_by[2].empty());
    CHECK(sorted(l.covers[2]) == std::vector<int>{0, 1});
    // Half-overlap diagonally still covers; touching edges does not.
    Layout d;
    REQUIRE_FALSE(explicit_layout({{0, 0, 0}, {1, 1, 1}, {0, 2, 2}}, d));
    CHECK(d.covered_by[0] == std::vector<int>{1});
    CHECK(d.covered_by[1] == std::vector<int>{2});
    const auto err = explicit_layout({{0, 0, 0}, {3, 0, 0}, {1, 1, 0}}, l);
    REQUIRE(err);
    CHECK(err->tile == 2);
    CHECK(err->other == 0);
}

TEST_CASE("tilestack A, B and C are the general overlap rule on the layer above", "[tilestack][layout]") {
    for (CoverMode mode : {CoverMode::A, CoverMode::B, CoverMode::C}) {
        const auto b = box(mode, 4, 3, 4);
        Layout e;
        REQUIRE_FALSE(explicit_layout(b->pos, e));
        for (int t = 0; t < b->size(); ++t) {
            std::vector<int> next_layer;
            for (int c : e.covered_by[static_cast<std::size_t>(t)])
                if (e.pos[static_cast<std::size_t>(c)].z == b->pos[static_cast<std::size_t>(t)].z + 1)
                    next_layer.push_back(c);
            INFO(to_string(mode) << " tile " << t);
            CHECK(sorted(next_layer) == sorted(b->covered_by[static_cast<std::size_t>(t)]));
        }
    }
}
