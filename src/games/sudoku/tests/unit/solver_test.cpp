#include <catch2/catch.hpp>

#include <algorithm>

#include "tessera/core/sudoku/generate.hpp"
#include "tessera/core/sudoku/solver.hpp"
#include "test_support.hpp"

using namespace tessera::sudoku;
using sudoku_test::digits;
using sudoku_test::extends;

TEST_CASE("the solver proves known hard puzzles unique and solves them", "[sudoku][solver]") {
    for (const char* text :
         {sudoku_test::kInkala, sudoku_test::kEasterMonster, sudoku_test::kEscargot, sudoku_test::kEasy}) {
        INFO(text);
        const SolveResult s = solve(digits(text), Rules::Classic, 2);
        CHECK(s.count == 1);
        CHECK(check_win(s.solution, Rules::Classic));
        CHECK(extends(digits(text), s.solution));
    }
    // Pinned: the Inkala puzzle's solution (published with the puzzle).
    CHECK(format_digits(solve(digits(sudoku_test::kInkala), Rules::Classic).solution) ==
          "812753649943682175675491283154237896369845721287169534521974368438526917796318452");
}

TEST_CASE("solution counting stops at the limit: 0, 1 and many", "[sudoku][solver]") {
    Digits empty{};
    CHECK(count_solutions(empty, Rules::Classic, 2) == 2);
    CHECK(count_solutions(empty, Rules::Classic, 5) == 5);
    Digits clash = digits(sudoku_test::kEasy);
    clash[0] = clash[2]; // a repeated digit in row 1
    CHECK(count_solutions(clash, Rules::Classic, 2) == 0);
    // Removing clues from a unique puzzle: still solvable, no longer unique.
    Digits loose = digits(sudoku_test::kInkala);
    loose[0] = 0;
    loose[cell_at(1, 2)] = 0;
    CHECK(count_solutions(loose, Rules::Classic, 2) == 2);
    // Unsolvable although no digit repeats: row 1 has 1..8 and the last cell's column has a 9.
    Digits stuck{};
    for (int c = 0; c < 8; ++c) stuck[c] = static_cast<std::uint8_t>(c + 1);
    stuck[cell_at(4, 8)] = 9;
    CHECK(conflicts(stuck, Rules::Classic).none());
    CHECK(count_solutions(stuck, Rules::Classic, 2) == 0);
    CHECK(count_solutions(stuck, Rules::Latin, 2) == 0);
}

TEST_CASE("Latin rules ignore boxes", "[sudoku][solver][latin]") {
    // A cyclic square with one row cleared: under Latin rules the missing row is forced.
    Digits latin{};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) latin[cell_at(r, c)] = static_cast<std::uint8_t>((r + c) % 9 + 1);
    Digits puzzle = latin;
    for (int c = 0; c < 9; ++c) puzzle[cell_at(4, c)] = 0;
    const SolveResult s = solve(puzzle, Rules::Latin, 2);
    CHECK(s.count == 1);
    CHECK(s.solution == latin);
    // The same grid breaks the box rule, so under classic rules it has no solution.
    CHECK(solve(puzzle, Rules::Classic, 2).count == 0);
    // An empty Latin square has many completions.
    CHECK(count_solutions(Digits{}, Rules::Latin, 2) == 2);
}

TEST_CASE("random complete grids are valid and deterministic per seed", "[sudoku][solver]") {
    for (auto rules : {Rules::Classic, Rules::Latin}) {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            tessera::Rng a(seed), b(seed);
            const Digits g = random_solution(rules, a);
            REQUIRE(check_win(g, rules));
            REQUIRE(random_solution(rules, b) == g);
        }
    }
    tessera::Rng rng(42);
    CHECK(format_digits(random_solution(Rules::Classic, rng)).substr(0, 9).size() == 9);
}

TEST_CASE("the Sudoku article's pattern shuffle is a documented fast path that keeps grids valid",
          "[sudoku][generator]") {
    for (auto rules : {Rules::Classic, Rules::Latin}) {
        for (std::uint64_t seed = 1; seed <= 500; ++seed) {
            tessera::Rng rng(seed);
            REQUIRE(check_win(pattern_grid(rules, rng), rules));
        }
    }
}

TEST_CASE("a node budget aborts the search instead of running on", "[sudoku][solver]") {
    const SolveResult s = solve(Digits{}, Rules::Classic, 1000000, 50);
    CHECK(s.aborted);
    CHECK(s.nodes <= 51);
}

TEST_CASE(
    "given words, updated cell by cell, search as the puzzle does, and near a grid find that grid first",
    "[sudoku][solver]") {
    // The generator keeps its puzzle as GivenWords while it blanks and restores cells, and searches
    // near its known solution so that a second solution, and the unavoidable set it learns, stays
    // small; the answers must not change.
    for (const Rules rules : {Rules::Classic, Rules::Latin})
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            tessera::Rng rng(seed);
            const Digits grid = random_solution(rules, rng);
            GivenWords words(grid, rules);
            Digits puzzle = grid;
            for (int c = 0; c < kCells; ++c)
                if (rng.below(100) < 40 + seed) {
                    words.blank(c, puzzle[c]);
                    puzzle[c] = 0;
                }
            // A blank put back and taken again leaves the same words.
            const int first_blank =
                static_cast<int>(std::find(puzzle.begin(), puzzle.end(), 0) - puzzle.begin());
            words.restore(first_blank, grid[first_blank]);
            words.blank(first_blank, grid[first_blank]);
            INFO("seed " << seed);
            const SolveResult plain = solve(puzzle, rules, 2);
            const SolveResult same = words.solve(2, -1, 0, nullptr);
            CHECK(same.count == plain.count);
            CHECK(same.nodes == plain.nodes);
            CHECK(same.solution == plain.solution);
            const SolveResult near = words.solve(2, -1, 0, &grid);
            CHECK(near.count == plain.count);
            CHECK((near.nodes == 1) == (plain.nodes == 1));
            CHECK(near.solution == grid);
            if (near.count > 1) CHECK(extends(puzzle, near.second));
            const int c = first_blank;
            const SolveResult a = solve_excluding(puzzle, c, grid[c], rules, 1);
            const SolveResult b = words.solve(1, c, grid[c], nullptr);
            CHECK(a.count == b.count);
            CHECK(a.nodes == b.nodes);
            const SolveResult d = words.solve(1, c, grid[c], &grid);
            CHECK(d.count == a.count);
            if (d.count > 0) CHECK((d.solution[c] != grid[c] && extends(puzzle, d.solution)));
            CHECK(words.solve(1, -1, 0, nullptr, 1).nodes == solve(puzzle, rules, 1, 1).nodes);
        }
}
