// Lights Out's rules, exactly: what a press toggles, when the game is won, the move text.
#include <catch2/catch.hpp>

#include <bit>

#include "tessera/core/lights/contract.hpp"

using namespace tessera::lights;

namespace {

State dark_but(int size, std::initializer_list<Move> on) {
    State s{size, 0, 0};
    for (const Move& m : on) s.lit |= bit(size, m.x, m.y);
    return s;
}

} // namespace

TEST_CASE("lights: a press in the middle toggles exactly five cells", "[lights][rules]") {
    const State s = dark_but(5, {{4, 4}}); // one light far away, so the board is not dark
    const auto out = apply(s, Move{2, 2});
    REQUIRE(out);
    CHECK(out->state.lit ==
          (s.lit ^ (bit(5, 2, 2) | bit(5, 2, 1) | bit(5, 1, 2) | bit(5, 3, 2) | bit(5, 2, 3))));
    CHECK(lit_count(out->state) == 6);
    CHECK(out->state.presses == 1);
    const auto& t = std::get<Toggled>(out->events.front());
    CHECK(t.cells.size() == 5);
    CHECK(t.cells.front() == Move{2, 2});
}

TEST_CASE("lights: a corner press toggles three cells and an edge press four", "[lights][rules]") {
    CHECK(std::popcount(press_mask(5, 0, 0)) == 3);
    CHECK(press_mask(5, 0, 0) == (bit(5, 0, 0) | bit(5, 1, 0) | bit(5, 0, 1)));
    CHECK(std::popcount(press_mask(5, 4, 4)) == 3);
    CHECK(std::popcount(press_mask(5, 2, 0)) == 4);
    CHECK(std::popcount(press_mask(5, 0, 3)) == 4);
}

TEST_CASE("lights: pressing twice undoes the press, and presses commute", "[lights][rules]") {
    const State s = dark_but(4, {{0, 0}, {3, 2}});
    const State a = apply(apply(s, {1, 1})->state, {2, 3})->state;
    const State b = apply(apply(s, {2, 3})->state, {1, 1})->state;
    CHECK(a.lit == b.lit);
    CHECK(apply(apply(s, {1, 1})->state, {1, 1})->state.lit == s.lit);
}

TEST_CASE("lights: the last light off wins, and a dark board takes no move", "[lights][rules]") {
    const State s{3, press_mask(3, 1, 1), 0};
    CHECK(status(s).phase == Phase::Playing);
    const auto out = apply(s, {1, 1});
    REQUIRE(out);
    CHECK(out->state.lit == 0);
    CHECK(status(out->state).phase == Phase::Won);
    CHECK(std::holds_alternative<Won>(out->events.back()));
    CHECK_FALSE(apply(out->state, {0, 0}));
}

TEST_CASE("lights: moves outside the grid are illegal, never an assert", "[lights][rules]") {
    const State s = dark_but(3, {{0, 0}});
    CHECK_FALSE(apply(s, {3, 0}));
    CHECK_FALSE(apply(s, {0, 3}));
    CHECK_FALSE(apply(s, {-1, 0}));
    CHECK_FALSE(start(Params{8, 1}));
    CHECK_FALSE(start(Params{1, 1}));
    CHECK_FALSE(start(Params{2, bit(3, 2, 2)})); // a light outside a 2x2 grid
    CHECK(start(Params{3, 5}));
}

TEST_CASE("lights: moves print as x,y and parse back exactly", "[lights][rules]") {
    CHECK(to_string(Move{2, 0}) == "2,0");
    CHECK(parse_move("2,0") == Move{2, 0});
    CHECK(parse_move("10,6") == Move{10, 6});
    for (const char* bad : {"", "2", "2,", ",2", "02,1", "-1,2", "2,1 ", "a,b", "1,2,3", "123,1"})
        CHECK_FALSE(parse_move(bad));
    CHECK(Game::parse_move(Game::to_string(Move{4, 3})) == Move{4, 3});
}
