// The GF(2) solver: fewest presses on known boards, unsolvable boards proved so, hints.
#include <catch2/catch.hpp>

#include "tessera/core/lights/solver.hpp"

using namespace tessera::lights;

namespace {

State from_presses(int size, std::initializer_list<Move> presses) {
    State s{size, 0, 0};
    for (const Move& m : presses) s.lit ^= press_mask(size, m.x, m.y);
    return s;
}

// Plays `presses` and tells whether the board ends dark.
bool clears(State s, const std::vector<Move>& presses) {
    for (const Move& m : presses) {
        auto out = apply(s, m);
        if (!out) return false;
        s = out->state;
    }
    return s.lit == 0;
}

} // namespace

TEST_CASE("lights: the solver finds the single press of a cross", "[lights][solver]") {
    const auto p = solve(from_presses(3, {{1, 1}}));
    REQUIRE(p);
    CHECK(*p == std::vector<Move>{{1, 1}});
    CHECK(hint(from_presses(3, {{1, 1}})) == Move{1, 1});
}

TEST_CASE("lights: the solver finds the fewest presses on known boards", "[lights][solver]") {
    // 5x5 has a null space of dimension 2: each board has 4 solutions; the solver picks the lightest.
    CHECK(null_space_dimension(5) == 2);
    CHECK(null_space_dimension(4) == 4);
    CHECK(null_space_dimension(3) == 0);
    const State five = from_presses(5, {{0, 0}, {2, 1}, {4, 2}, {1, 3}, {3, 4}});
    const auto p = solve(five);
    REQUIRE(p);
    CHECK(p->size() == 5);
    CHECK(clears(five, *p));
    // The all-lit 5x5 board: 15 presses at fewest (a known result).
    const auto all = solve(State{5, (Mask{1} << 25) - 1, 0});
    REQUIRE(all);
    CHECK(all->size() == 15);
    CHECK(clears(State{5, (Mask{1} << 25) - 1, 0}, *all));
    // The all-lit 4x4 board: 4 presses at fewest (the four cells of a diagonal pattern).
    const auto four = solve(State{4, (Mask{1} << 16) - 1, 0});
    REQUIRE(four);
    CHECK(four->size() == 4);
}

TEST_CASE("lights: an unsolvable board is proved so, and has no hint", "[lights][solver]") {
    // On 5x5 a single corner light cannot be switched off alone.
    const State corner{5, bit(5, 0, 0), 0};
    CHECK_FALSE(solve(corner));
    CHECK_FALSE(hint(corner));
    CHECK_FALSE(hint(State{5, 0, 0})); // dark: nothing to hint
}

TEST_CASE("lights: a dealt board is solvable and never dark", "[lights][solver]") {
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const Params p = deal(kDefaultSize, seed);
        CHECK(p.lit != 0);
        CHECK(solve(*start(p)));
    }
    CHECK(deal(5, 7).lit == deal(5, 7).lit); // the seed decides the deal
}
