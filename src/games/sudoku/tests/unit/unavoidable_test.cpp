// The generator's unavoidable sets (src/games/sudoku/core/unavoidable.hpp) skip the solver only where it
// would find a second solution: every set must really be unavoidable, or the generator would
// throw away removals that keep a puzzle unique.
#include <catch2/catch.hpp>

#include "../../core/unavoidable.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/sudoku/solver.hpp"

using namespace tessera::sudoku;
using tessera::sudoku::detail::Cells;
using tessera::sudoku::detail::Unavoidables;

namespace {
bool has(const Cells& s, int c) { return c < 64 ? (s.lo >> c & 1) != 0 : (s.hi >> (c - 64) & 1) != 0; }

// The grid with the set's cells blank: unavoidable means a second solution.
int solutions_without(const Digits& solution, const Cells& s, Rules rules) {
    Digits puzzle = solution;
    for (int c = 0; c < kCells; ++c)
        if (has(s, c)) puzzle[c] = 0;
    return solve(puzzle, rules, 2).count;
}
} // namespace

TEST_CASE("a grid's starting unavoidable sets each leave a second solution", "[sudoku][generator]") {
    for (const Rules rules : {Rules::Classic, Rules::Latin})
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            tessera::Rng rng(seed);
            const Digits solution = random_solution(rules, rng);
            const Unavoidables u(solution, rules);
            // At least one trade per pair of rows in a band and per pair of columns in a stack.
            CHECK(u.sets().size() >= 18);
            int previous = 0;
            for (const Cells& s : u.sets()) {
                INFO("seed " << seed << ", " << s.size() << " cells");
                CHECK(s.size() >= 4);
                CHECK(s.size() >= previous); // smallest first
                previous = s.size();
                CHECK(solutions_without(solution, s, rules) == 2);
            }
        }
}

TEST_CASE("two digits can always trade: their 18 cells are covered by starting sets", "[sudoku][generator]") {
    // Swapping two digits everywhere is another grid, so the cells of any two digits split into
    // sets (each a group that can swap alone).
    for (const Rules rules : {Rules::Classic, Rules::Latin})
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            tessera::Rng rng(seed);
            const Digits solution = random_solution(rules, rng);
            const Unavoidables u(solution, rules);
            for (int x = 1; x <= kSize; ++x)
                for (int y = x + 1; y <= kSize; ++y) {
                    Cells pair, covered;
                    for (int c = 0; c < kCells; ++c)
                        if (solution[c] == x || solution[c] == y) pair.add(c);
                    for (const Cells& s : u.sets())
                        if ((s.lo & ~pair.lo) == 0 && (s.hi & ~pair.hi) == 0)
                            covered.lo |= s.lo, covered.hi |= s.hi;
                    INFO("seed " << seed << ", digits " << x << " and " << y);
                    CHECK(covered.lo == pair.lo);
                    CHECK(covered.hi == pair.hi);
                }
        }
}

TEST_CASE("unavoidable sets: a set with no given means not unique, and second solutions add sets",
          "[sudoku][generator]") {
    tessera::Rng rng(7);
    const Digits solution = random_solution(Rules::Classic, rng);
    Unavoidables u(solution, Rules::Classic);
    Cells all;
    for (int c = 0; c < kCells; ++c) all.add(c);
    CHECK_FALSE(u.missed_by(all)); // the full grid is unique
    Cells without_first = all;
    for (int c = 0; c < kCells; ++c)
        if (has(u.sets().front(), c)) without_first.remove(c);
    CHECK(u.missed_by(without_first));

    // Blank a random half of the grid until it has two solutions; the cells where the second
    // differs are learned, and they too leave a second solution.
    int learned = 0;
    for (int round = 0; round < 40; ++round) {
        Digits puzzle = solution;
        for (int c = 0; c < kCells; ++c)
            if (rng.below(2) == 0) puzzle[c] = 0;
        const SolveResult s =
            GivenWords(puzzle, Rules::Classic).solve(2, -1, 0, &solution); // as the generator
        REQUIRE(s.count >= 1);
        if (s.count < 2) continue;
        const Digits& other = s.solution == solution ? s.second : s.solution;
        CHECK(other != solution);
        const std::size_t before = u.sets().size();
        u.learn(solution, other);
        if (u.sets().size() == before) continue; // more than 12 cells: not kept
        ++learned;
        CHECK(solutions_without(solution, u.sets().back(), Rules::Classic) == 2);
    }
    CHECK(learned > 0);
}
