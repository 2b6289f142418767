// The solver's MaskBoard against Board, the reference: random games played on both must agree on
// every tile, height, group, tile count and end adjustment, with and without column collapse.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <vector>

#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/mask_board.hpp"

using namespace tessera;
using namespace tessera::samegame;

namespace {

void require_same(const MaskBoard& m, const Board& b) {
    int tiles = 0;
    for (int x = 0; x < b.width(); ++x) {
        const int h = b.column_height(x);
        tiles += h;
        REQUIRE((x < m.columns() ? m.height(x) : 0) == h);
        for (int k = 0; k < kMaxSide; ++k)
            REQUIRE((x < m.columns() ? m.cell(x, k) : kEmpty) == b.cell(Board::index(x, k)));
    }
    REQUIRE(m.tiles() == tiles);
    const auto counts = b.colour_counts();
    for (int c = 1; c <= kMaxColours; ++c)
        REQUIRE(m.count(static_cast<Colour>(c)) == counts[static_cast<std::size_t>(c)]);
}

// The cells (internal indices) of the group of `c` through tile (x, level) of a MaskBoard.
std::set<int> mask_group(const MaskBoard& m, Colour c, int x, int level, int& size) {
    std::uint32_t g[kMaxSide] = {};
    int lo = 0, hi = 0;
    size = m.flood(c, x, std::uint32_t{1} << level, g, lo, hi);
    std::set<int> cells;
    for (int gx = lo; gx <= hi; ++gx)
        for (int k = 0; k < kMaxSide; ++k)
            if (g[gx] >> k & 1) cells.insert(Board::index(gx, k));
    return cells;
}

} // namespace

TEST_CASE("MaskBoard plays random games exactly like Board", "[samegame][maskboard]") {
    Rng rng(31);
    std::uint16_t cells[kMaxCells], sizes[kMaxCells], tmp[kMaxCells];
    for (int game = 0; game < 80; ++game) {
        const int w = 2 + static_cast<int>(rng.below(kMaxSide - 1));
        const int h = 2 + static_cast<int>(rng.below(kMaxSide - 1));
        const int colours = 2 + static_cast<int>(rng.below(7));
        const bool collapse = game % 3 != 2;
        Board b = game % 2 ? deal_board(w, h, colours, 2, rng) : uniform_board(w, h, colours, rng);
        MaskBoard m(b);
        require_same(m, b);
        for (;;) {
            const int n = b.list_groups(cells, sizes);
            // Every group of Board floods to the same cells on the MaskBoard, from any of its tiles.
            for (int g = 0; g < n; ++g) {
                const int x = cells[g] / kMaxSide, k = cells[g] % kMaxSide;
                int size = 0;
                const auto group = mask_group(m, b.cell(cells[g]), x, k, size);
                REQUIRE(size == sizes[g]);
                REQUIRE(static_cast<int>(group.size()) == size);
                for (int i : group) REQUIRE(b.cell(i) == b.cell(cells[g]));
            }
            CHECK(m.end_adjustment(Rules::classic, true) == end_adjustment(Rules::classic, true, b));
            CHECK(m.end_adjustment(Rules::classic, false) == end_adjustment(Rules::classic, false, b));
            CHECK(m.end_adjustment(Rules::popstar, false) == end_adjustment(Rules::popstar, false, b));
            if (n == 0) break;
            const int g = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
            const Colour c = b.cell(cells[g]);
            std::uint32_t masks[kMaxSide] = {};
            int lo = 0, hi = 0;
            m.flood(c, cells[g] / kMaxSide, std::uint32_t{1} << (cells[g] % kMaxSide), masks, lo, hi);
            REQUIRE(m.remove(c, masks, lo, hi, collapse) == sizes[g]);
            REQUIRE(b.remove_group_at(cells[g], collapse, tmp) == sizes[g]);
            require_same(m, b);
        }
    }
}

TEST_CASE("MaskBoard floods a group that winds through columns", "[samegame][maskboard]") {
    // An S of R through three columns, with gaps the flood must go round; G fills the rest.
    Board b(3, 5);
    const std::vector<std::string> rows = {"RRR", "RGG", "RRR", "GGR", "RRR"};
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 3; ++x)
            b.set({x, y}, rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == 'R' ? 1 : 2);
    b.settle(false);
    const MaskBoard m(b);
    int size = 0;
    CHECK(mask_group(m, 1, 0, 0, size).size() == 11);
    CHECK(size == 11);
    CHECK(mask_group(m, 2, 1, 1, size).size() == 2); // the G pair of row 3
    CHECK(mask_group(m, 2, 1, 3, size).size() == 2); // the G pair of row 1
}
