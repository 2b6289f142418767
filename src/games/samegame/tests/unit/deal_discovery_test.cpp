#include <catch2/catch.hpp>

#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/discovery.hpp"

using namespace tessera;
using namespace tessera::samegame;

TEST_CASE("wave-average counts stay within +-wave of the even share over 10,000 seeds", "[samegame][deal]") {
    struct Case {
        int w, h, colours, wave;
    };
    for (Case c : {Case{10, 10, 5, 4}, Case{15, 15, 5, 6}, Case{7, 9, 4, 2}, Case{6, 6, 3, 0}}) {
        const int cells = c.w * c.h;
        for (std::uint64_t seed = 0; seed < 2500; ++seed) {
            Rng rng(seed);
            const Board b = deal_board(c.w, c.h, c.colours, c.wave, rng);
            const auto counts = b.colour_counts();
            int sum = 0;
            for (int col = 1; col <= c.colours; ++col) {
                const int share = cells / c.colours + (col - 1 < cells % c.colours ? 1 : 0);
                const int k = counts[static_cast<std::size_t>(col)];
                if (k < share - c.wave || k > share + c.wave)
                    FAIL("seed " << seed << " colour " << col << ": " << k);
                sum += k;
            }
            REQUIRE(sum == cells);
            REQUIRE(b.tiles_left() == cells);
        }
    }
}

TEST_CASE("a deal is fixed by its seed", "[samegame][deal]") {
    Rng a(42), b(42);
    const Board x = deal_board(10, 10, 5, 4, a);
    CHECK(x == deal_board(10, 10, 5, 4, b));
    Rng c(43);
    CHECK_FALSE(x == deal_board(10, 10, 5, 4, c));
    // Pinned so that a change to the deal is a deliberate one (levels are dealt from seeds).
    Rng d(42);
    const auto rows = format_board(deal_board(10, 10, 5, 4, d));
    CHECK(rows[0] == std::string("BBYYYRPPRP"));
    Rng e(1);
    CHECK(wave_counts(100, 5, 4, e) == std::vector<int>{20, 17, 21, 24, 18});
}

TEST_CASE("board text parses letters and digits, reports the bad character", "[samegame][text]") {
    auto ok = parse_board({"rg1", "B.2"}, true);
    REQUIRE(std::holds_alternative<Board>(ok));
    CHECK(format_board(std::get<Board>(ok)) == std::vector<std::string>{"R.R", "BGG"});
    auto bad = parse_board({"RGB", "RXB"}, true);
    REQUIRE(std::holds_alternative<BoardTextError>(bad));
    CHECK(std::get<BoardTextError>(bad).row == 1);
    CHECK(std::get<BoardTextError>(bad).column == 1);
    auto ragged = parse_board({"RGB", "RG"}, true);
    REQUIRE(std::holds_alternative<BoardTextError>(ragged));
    CHECK(std::get<BoardTextError>(ragged).message == "row has 2 cells, the first row has 3");
}

namespace {

Params discovery_params() {
    Params p;
    p.mode = Mode::discovery;
    return p;
}
Board disc_board() {
    // R L-shape of 4 plus a plus-shaped G group of 5.
    return std::get<Board>(parse_board(
        {
            "BGBB",
            "GGGB",
            "RGBY",
            "RRRY",
        },
        true));
}
} // namespace

TEST_CASE("Discovery: the first click fixes any tile, later clicks add same-colour neighbours",
          "[samegame][discovery]") {
    const Board b = disc_board();
    Selection sel;
    CHECK(click(b, sel, {0, 3}) == ClickResult::selected);
    CHECK(click(b, sel, {3, 3}) == ClickResult::refused); // an R not next to the selection
    CHECK(click(b, sel, {1, 2}) == ClickResult::refused); // a neighbour of another colour
    CHECK(click(b, sel, {1, 3}) == ClickResult::selected);
    CHECK(click(b, sel, {2, 3}) == ClickResult::selected);
    CHECK_FALSE(selection_complete(b, sel));
    CHECK(click(b, sel, {0, 2}) == ClickResult::selected);
    CHECK(selection_complete(b, sel));
    auto o = apply(start(b, discovery_params()), to_move(sel));
    REQUIRE(o);
    CHECK(std::get<Cleared>(o->events.front()).cells.size() == 4);
    CHECK(click(b, sel, {9, 9}) == ClickResult::refused);
}

TEST_CASE("Discovery: a tile is unselected only if the selection stays connected (the Discovery article's "
          "split case)",
          "[samegame][discovery]") {
    const Board b = disc_board();
    // The Discovery article's case: a row of three; taking out the middle would split it.
    Selection row{{{0, 3}, {1, 3}, {2, 3}}};
    CHECK_FALSE(can_unselect(row, {1, 3}));
    CHECK(click(b, row, {1, 3}) == ClickResult::refused);
    CHECK(can_unselect(row, {0, 3}));
    CHECK(click(b, row, {2, 3}) == ClickResult::unselected);
    CHECK(row.cells.size() == 2);
    // A single tile can always be let go.
    Selection one{{{0, 3}}};
    CHECK(click(b, one, {0, 3}) == ClickResult::unselected);
    CHECK(one.empty());
    // The plus-shaped G: the centre has 4 selected neighbours and holds them together.
    Selection plus{{{1, 1}, {0, 1}, {2, 1}, {1, 0}, {1, 2}}};
    CHECK_FALSE(can_unselect(plus, {1, 1}));
    CHECK(can_unselect(plus, {1, 0}));
    CHECK(selection_complete(b, plus));
    // A 2x2 block: a corner with two neighbours joined by another path may go.
    Selection square{{{0, 0}, {1, 0}, {0, 1}, {1, 1}}};
    CHECK(can_unselect(square, {0, 0}));
    CHECK_FALSE(can_unselect(square, {3, 3})); // not selected
}
