// Start boards and reshuffles: properties over many seeds.
#include "helpers.hpp"

#include <algorithm>
#include <map>

#include "tessera/core/match3/generate.hpp"

using namespace m3test;

namespace {
struct Shape {
    int w, h, colours;
};
Params params_of(Shape s) {
    Params p;
    p.width = s.w;
    p.height = s.h;
    p.rules.colours = s.colours;
    return p;
}
std::map<std::pair<int, int>, int> multiset(const Board& b) {
    std::map<std::pair<int, int>, int> m;
    for (const Tile& t : b)
        if (t.is_piece()) ++m[{t.colour, static_cast<int>(t.special)}];
    return m;
}
} // namespace

TEST_CASE("start boards over 10,000 seeds: no run, a legal swap, balanced colours", "[match3][generate]") {
    // Balance bound: every colour's count is within 1 + 15% of the mean (cells / colours).
    // Measured worst over these seeds is well inside it; the fill prefers the least-used colours.
    const Shape shapes[] = {{8, 8, 6}, {3, 3, 3}, {5, 4, 3}, {9, 7, 4}, {16, 16, 8}, {6, 10, 5}, {12, 5, 7}};
    int boards = 0;
    double worst = 0;
    for (std::uint64_t seed = 0; seed < 10000; ++seed) {
        const Shape shape = shapes[seed % std::size(shapes)];
        const Params p = params_of(shape);
        tessera::Rng rng(seed);
        const auto b = generate(p, rng);
        REQUIRE(b);
        INFO("seed " << seed << "\n" << to_text(*b));
        REQUIRE_FALSE(has_run(*b));
        REQUIRE(has_legal_swap(*b, false));
        REQUIRE(is_full(*b));
        std::vector<int> counts(static_cast<std::size_t>(shape.colours), 0);
        for (const Tile& t : *b) ++counts[static_cast<std::size_t>(t.colour)];
        const double mean = static_cast<double>(shape.w * shape.h) / shape.colours;
        for (int c : counts) {
            REQUIRE(std::abs(c - mean) <= 1 + 0.15 * mean);
            worst = std::max(worst, std::abs(c - mean) / mean);
        }
        ++boards;
    }
    CHECK(boards == 10000);
}

TEST_CASE("start boards are deterministic from the seed and respect the mask", "[match3][generate]") {
    Params p = params_of({6, 5, 4});
    p.seed = 42;
    p.mask = tessera::Grid<std::uint8_t>(6, 5, 1);
    p.mask.at(0, 0) = 0;
    p.mask.at(5, 4) = 0;
    p.mask.at(2, 2) = 0;
    p.mask.at(3, 2) = 0;
    const auto a = start(p);
    const auto b = start(p);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->board == b->board);
    CHECK(a->board.at(0, 0).is_hole());
    CHECK(a->board.at(2, 2).is_hole());
    CHECK(count_pieces(a->board) == 26);
    CHECK(to_text(a->board) == std::string(".YYRRB\n"
                                           "GGRGGB\n"
                                           "YB..BG\n"
                                           "YYBRGY\n"
                                           "RYRRG.\n"));
    p.seed = 43;
    CHECK(start(p)->board != a->board);
}

TEST_CASE("a mask with no room for a move has no start board", "[match3][generate]") {
    Params p = params_of({3, 3, 3});
    p.mask = tessera::Grid<std::uint8_t>(3, 3, 0);
    p.mask.at(0, 0) = p.mask.at(1, 0) = p.mask.at(1, 1) = 1; // an L of three cells: no line of three
    tessera::Rng rng(1);
    CHECK_FALSE(generate(p, rng));
}

TEST_CASE("reshuffle keeps the pieces, leaves no run and leaves a move", "[match3][reshuffle]") {
    // Dead boards (no legal swap) of several sizes.
    const char* dead[] = {"RGB\nGBR\nBRG\n", "RGBY\nYRGB\nBYRG\nGBYR\n", "RG.BY\nBYRGB\nGB.YR\n",
                          "R-GB\nGBR*\nBRG\n"};
    for (const char* text : dead) {
        const Board b = board_of(text);
        INFO(text);
        REQUIRE_FALSE(has_legal_swap(b, true));
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            tessera::Rng rng(seed);
            const auto r = reshuffle(b, true, rng);
            REQUIRE(r);
            CHECK(multiset(*r) == multiset(b));
            CHECK_FALSE(has_run(*r));
            CHECK(has_legal_swap(*r, true));
            for (int y = 0; y < b.height(); ++y)
                for (int x = 0; x < b.width(); ++x) CHECK(r->at(x, y).is_hole() == b.at(x, y).is_hole());
        }
    }
}

TEST_CASE("reshuffle reports when no arrangement has a move", "[match3][reshuffle]") {
    tessera::Rng rng(5);
    // Three colours, two pieces each: no colour can ever make a run of three.
    CHECK_FALSE(reshuffle(board_of("RGB\nGBR\n"), true, rng));
}
