// The solver's PlayBoard against Board, the reference: random games played on both must agree
// on every cell, height, group, tile count and end adjustment, with and without column collapse.
#include <catch2/catch.hpp>

#include <algorithm>
#include <tuple>

#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/play_board.hpp"

using namespace tessera;
using namespace tessera::samegame;

namespace {

void require_same(const PlayBoard& p, const Board& b) {
    int tiles = 0;
    for (int x = 0; x < b.width(); ++x) {
        const int h = b.column_height(x);
        tiles += h;
        REQUIRE((x < p.columns() ? p.height(x) : 0) == h);
        for (int k = 0; k < kMaxSide; ++k) REQUIRE(p.cell(Board::index(x, k)) == b.cell(Board::index(x, k)));
    }
    REQUIRE(p.tiles() == tiles);
    const auto counts = b.colour_counts();
    for (int c = 1; c <= kMaxColours; ++c)
        REQUIRE(p.count(static_cast<Colour>(c)) == counts[static_cast<std::size_t>(c)]);
    int tallest = 0;
    for (int x = 0; x < b.width(); ++x) tallest = std::max(tallest, b.column_height(x));
    REQUIRE(p.tallest() == tallest);
}

} // namespace

TEST_CASE("PlayBoard plays random games exactly like Board", "[samegame][playboard]") {
    Rng rng(31);
    FloodScratch scratch;
    std::uint16_t pc[kMaxCells], ps[kMaxCells], bc[kMaxCells], bs[kMaxCells], tmp[kMaxCells];
    for (int game = 0; game < 60; ++game) {
        const int w = 2 + static_cast<int>(rng.below(kMaxSide - 1));
        const int h = 2 + static_cast<int>(rng.below(kMaxSide - 1));
        const int colours = 2 + static_cast<int>(rng.below(5));
        const bool collapse = game % 3 != 2;
        Board b = deal_board(w, h, colours, 2, rng);
        PlayBoard p(b);
        require_same(p, b);
        for (;;) {
            const int np = p.list_groups(pc, ps, scratch);
            const int nb = b.list_groups(bc, bs);
            // Same groups, same representatives (the first cell in index order), same order.
            REQUIRE(np == nb);
            for (int g = 0; g < np; ++g) {
                REQUIRE(pc[g] == bc[g]);
                REQUIRE(ps[g] == bs[g]);
                REQUIRE(p.flood(pc[g], scratch) == ps[g]);
            }
            REQUIRE(p.has_group() == (nb > 0));
            for (int c = 1; c <= colours; ++c) {
                bool other = false;
                for (int g = 0; g < nb; ++g) other = other || b.cell(bc[g]) != c;
                REQUIRE(p.has_group(static_cast<Colour>(c)) == other);
            }
            CHECK(p.end_adjustment(Rules::classic, true) == end_adjustment(Rules::classic, true, b));
            CHECK(p.end_adjustment(Rules::classic, false) == end_adjustment(Rules::classic, false, b));
            CHECK(p.end_adjustment(Rules::popstar, false) == end_adjustment(Rules::popstar, false, b));
            if (nb == 0) break;
            // Remove through any tile of the group, as the playouts do.
            const int g = static_cast<int>(rng.below(static_cast<std::uint64_t>(nb)));
            const int n = p.flood(pc[g], scratch);
            const int tile =
                scratch.cells[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(n)))];
            const PlayBoard before = p;
            REQUIRE(p.remove_group_at(tile, collapse, scratch) == bs[g]);
            REQUIRE(b.remove_group_at(bc[g], collapse, tmp) == bs[g]);
            require_same(p, b);
            if (p.columns() == before.columns() && p.tiles() == before.tiles()) FAIL("nothing removed");
        }
    }
}

TEST_CASE("PlayBoard hashes equal positions equally and different ones apart", "[samegame][playboard]") {
    const auto board = [](const std::vector<std::string>& rows) {
        return PlayBoard(std::get<Board>(parse_board(rows, true)));
    };
    FloodScratch scratch;
    // Two orders of the same two moves reach the same board (one of them through a collapse).
    PlayBoard a = board({"RGB", "RGB", "BGR"}), b = a;
    const int red = Board::index(0, 1), green = Board::index(1, 0);
    CHECK(a.remove_group_at(red, true, scratch) == 2);
    CHECK(a.remove_group_at(green, true, scratch) == 3);
    CHECK(b.remove_group_at(green, true, scratch) == 3);
    CHECK(b.remove_group_at(red, true, scratch) == 2);
    CHECK(a.columns() == 2);
    CHECK(a.hash() == b.hash());
    CHECK(board({"RG", "GR"}).hash() != board({"GR", "RG"}).hash());
    CHECK(board({"RG", "GR"}).hash() == board({"RG", "GR"}).hash());
}
