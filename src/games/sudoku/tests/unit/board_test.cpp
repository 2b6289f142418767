#include <catch2/catch.hpp>

#include "tessera/core/sudoku/solver.hpp"
#include "test_support.hpp"

using namespace tessera::sudoku;
using sudoku_test::digits;

TEST_CASE("puzzle lines are 81 characters with '.' or '0' for blanks", "[sudoku][board]") {
    const std::string dotted = sudoku_test::kInkala;
    std::string zeros = dotted;
    for (auto& ch : zeros)
        if (ch == '.') ch = '0';
    REQUIRE(parse_digits(dotted) == parse_digits(zeros));
    CHECK(format_digits(*parse_digits(zeros)) == dotted);
    CHECK(count_filled(*parse_digits(dotted)) == 21);
    CHECK_FALSE(parse_digits(dotted.substr(1)));
    CHECK_FALSE(parse_digits(dotted.substr(1) + "x"));
}

TEST_CASE("the Sudoku article's checkWin: rows and columns, plus boxes only in the classic stage",
          "[sudoku][board]") {
    // A cyclic Latin square: every row and column holds 1..9, but boxes repeat digits.
    Digits latin{};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) latin[cell_at(r, c)] = static_cast<std::uint8_t>((r + c) % 9 + 1);
    CHECK(check_win(latin, Rules::Latin));
    CHECK_FALSE(check_win(latin, Rules::Classic));
    CHECK(conflicts(latin, Rules::Latin).none());
    CHECK(conflicts(latin, Rules::Classic).test(cell_at(0, 1))); // 2 at r1c2 and r2c1, one box

    const SolveResult s = solve(digits(sudoku_test::kInkala), Rules::Classic);
    CHECK(check_win(s.solution, Rules::Classic));
    CHECK(check_win(s.solution, Rules::Latin));
    Digits broken = s.solution;
    broken[0] = 0;
    CHECK_FALSE(check_win(broken, Rules::Classic));
    std::swap(broken[0], broken[1]); // a gap moves; still not complete
    CHECK_FALSE(check_win(broken, Rules::Classic));
}

TEST_CASE("live conflicts mark every cell of a repeated digit, by the stage's units", "[sudoku][board]") {
    Digits d{};
    d[cell_at(0, 0)] = 5;
    d[cell_at(1, 1)] = 5; // same box only
    d[cell_at(0, 8)] = 7;
    d[cell_at(8, 8)] = 7; // same column
    const CellSet classic = conflicts(d, Rules::Classic);
    CHECK(classic.count() == 4);
    const CellSet latin = conflicts(d, Rules::Latin);
    CHECK(latin.count() == 2);
    CHECK(latin.test(cell_at(0, 8)));
    CHECK(latin.test(cell_at(8, 8)));
}

TEST_CASE("candidates follow the stage's peers", "[sudoku][board]") {
    Digits d{};
    d[cell_at(0, 0)] = 1;
    const Candidates classic = derive_candidates(d, Rules::Classic);
    const Candidates latin = derive_candidates(d, Rules::Latin);
    CHECK(classic[cell_at(0, 0)] == 0);
    CHECK(classic[cell_at(1, 1)] == (kAllDigits & ~digit_bit(1)));
    CHECK(latin[cell_at(1, 1)] == kAllDigits);
    CHECK(latin[cell_at(0, 5)] == (kAllDigits & ~digit_bit(1)));
    CHECK(geometry(Rules::Classic).peer_count == 20);
    CHECK(geometry(Rules::Latin).peer_count == 16);
}
