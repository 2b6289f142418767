#include <catch2/catch.hpp>

#include <algorithm>
#include <utility>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/sudoku/generate.hpp"
#include "tessera/core/sudoku/logic.hpp"
#include "tessera/core/sudoku/rating.hpp"
#include "tessera/core/sudoku/solver.hpp"
#include "test_support.hpp"

using namespace tessera::sudoku;

namespace {

// A board with every cell empty and every candidate open; fixtures then remove candidates.
LogicBoard open_board(Rules rules = Rules::Classic) {
    LogicBoard b;
    b.rules = rules;
    b.cands.fill(kAllDigits);
    return b;
}

void remove(LogicBoard& b, int cell, int digit) {
    b.cands[cell] = static_cast<Mask>(b.cands[cell] & ~digit_bit(digit));
}
void only(LogicBoard& b, int cell, std::initializer_list<int> ds) {
    b.cands[cell] = 0;
    for (int d : ds) b.cands[cell] |= digit_bit(d);
}

bool has_elim(const Step& s, int cell, int digit) {
    return std::find(s.eliminations.begin(), s.eliminations.end(),
                     Elimination{static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)}) !=
           s.eliminations.end();
}

} // namespace

TEST_CASE("hidden single: a digit with one place in a box", "[sudoku][logic]") {
    LogicBoard b = open_board();
    for (int c : {1, 2, 9, 10, 11, 18, 19, 20}) remove(b, c, 5); // box 1 keeps 5 only at r1c1
    const auto s = find_technique(b, Technique::HiddenSingle);
    REQUIRE(s);
    CHECK(s->placements == std::vector<Placement>{{0, 5}});
    CHECK(s->unit == 18);
    CHECK(describe(*s) == "hidden single: 5 in box 1 at r1c1; r1c1=5");
}

TEST_CASE("naked single: a cell with one candidate", "[sudoku][logic]") {
    LogicBoard b = open_board();
    only(b, cell_at(4, 4), {7});
    const auto s = find_technique(b, Technique::NakedSingle);
    REQUIRE(s);
    CHECK(s->placements == std::vector<Placement>{{40, 7}});
}

TEST_CASE("pointing pair: a box's candidates on one row clear the rest of the row", "[sudoku][logic]") {
    LogicBoard b = open_board();
    for (int c : {2, 9, 10, 11, 18, 19, 20}) remove(b, c, 3); // 3 in box 1 only at r1c1, r1c2
    const auto s = find_technique(b, Technique::Pointing);
    REQUIRE(s);
    CHECK(s->digits == digit_bit(3));
    CHECK(s->cells == std::vector<std::uint8_t>{0, 1});
    CHECK(s->eliminations.size() == 6);
    for (int c = 3; c < 9; ++c) CHECK(has_elim(*s, c, 3));
    // Latin rules have no boxes, so no pointing.
    b.rules = Rules::Latin;
    CHECK_FALSE(find_technique(b, Technique::Pointing));
}

TEST_CASE("box-line reduction: a row's candidates in one box clear the rest of the box", "[sudoku][logic]") {
    LogicBoard b = open_board();
    for (int c = 3; c < 9; ++c) remove(b, c, 4); // 4 in row 1 only in box 1
    const auto s = find_technique(b, Technique::BoxLineReduction);
    REQUIRE(s);
    CHECK(s->unit == 0);
    CHECK(s->eliminations.size() == 6);
    for (int c : {9, 10, 11, 18, 19, 20}) CHECK(has_elim(*s, c, 4));
}

TEST_CASE("naked pair: two cells with the same two candidates", "[sudoku][logic]") {
    LogicBoard b = open_board();
    only(b, 0, {1, 2});
    only(b, 1, {1, 2});
    const auto s = find_technique(b, Technique::NakedPair);
    REQUIRE(s);
    CHECK(s->unit == 18); // boxes are scanned first
    CHECK(s->digits == (digit_bit(1) | digit_bit(2)));
    CHECK(s->eliminations.size() == 14); // 1 and 2 from the other 7 cells of box 1
    CHECK(has_elim(*s, 20, 2));
}

TEST_CASE("hidden pair: two digits confined to the same two cells", "[sudoku][logic]") {
    LogicBoard b = open_board();
    for (int c = 38; c <= 44; ++c) {
        remove(b, c, 6);
        remove(b, c, 7);
    }
    const auto s = find_technique(b, Technique::HiddenPair);
    REQUIRE(s);
    CHECK(s->unit == 4); // row 5
    CHECK(s->cells == std::vector<std::uint8_t>{36, 37});
    CHECK(s->eliminations.size() == 14); // every other digit from r5c1 and r5c2
}

TEST_CASE("naked triple: three cells sharing three candidates", "[sudoku][logic]") {
    LogicBoard b = open_board();
    only(b, 0, {1, 2});
    only(b, 3, {2, 3});
    only(b, 6, {1, 3});
    const auto s = find_technique(b, Technique::NakedTriple);
    REQUIRE(s);
    CHECK(s->unit == 0);
    CHECK(s->eliminations.size() == 18);
    CHECK_FALSE(find_technique(b, Technique::NakedPair));
}

TEST_CASE("hidden triple: three digits confined to three cells", "[sudoku][logic]") {
    LogicBoard b = open_board();
    for (int c = 36; c <= 44; ++c)
        if (c != 36 && c != 40 && c != 44)
            for (int d : {1, 2, 3}) remove(b, c, d);
    const auto s = find_technique(b, Technique::HiddenTriple);
    REQUIRE(s);
    CHECK(s->unit == 4);
    CHECK(s->cells == std::vector<std::uint8_t>{36, 40, 44});
    CHECK(s->eliminations.size() == 18);
}

TEST_CASE("x-wing: two rows with a digit in the same two columns", "[sudoku][logic]") {
    LogicBoard b = open_board();
    for (int row : {1, 6})
        for (int col = 0; col < 9; ++col)
            if (col != 2 && col != 7) remove(b, cell_at(row, col), 5);
    const auto s = find_technique(b, Technique::XWing);
    REQUIRE(s);
    CHECK(s->cells.size() == 4);
    CHECK(s->eliminations.size() == 14);
    CHECK(has_elim(*s, cell_at(0, 2), 5));
    CHECK_FALSE(has_elim(*s, cell_at(1, 2), 5));
}

TEST_CASE("swordfish: three rows covered by three columns", "[sudoku][logic]") {
    LogicBoard b = open_board();
    const int rows[3] = {0, 4, 8};
    const int keep[3][2] = {{1, 4}, {4, 7}, {1, 7}};
    for (int i = 0; i < 3; ++i)
        for (int col = 0; col < 9; ++col)
            if (col != keep[i][0] && col != keep[i][1]) remove(b, cell_at(rows[i], col), 8);
    CHECK_FALSE(find_technique(b, Technique::XWing));
    const auto s = find_technique(b, Technique::Swordfish);
    REQUIRE(s);
    CHECK(s->cells.size() == 6);
    CHECK(s->eliminations.size() == 18);
}

TEST_CASE("xy-wing: pivot {1,2}, pincers {1,3} and {2,3} remove 3 where both pincers see",
          "[sudoku][logic]") {
    LogicBoard b = open_board();
    only(b, 0, {1, 2});  // r1c1 pivot
    only(b, 4, {1, 3});  // r1c5
    only(b, 36, {2, 3}); // r5c1
    const auto s = find_technique(b, Technique::XYWing);
    REQUIRE(s);
    CHECK(s->cells == std::vector<std::uint8_t>{0});
    CHECK(s->secondary == std::vector<std::uint8_t>{4, 36});
    CHECK(s->eliminations == std::vector<Elimination>{{40, 3}});
}

TEST_CASE("simple colouring: a cell seeing both colours of a conjugate chain loses the digit",
          "[sudoku][logic]") {
    LogicBoard b = open_board();
    // Digit 9 stays only at r1c1, r2c3, r8c3, r8c7 (a chain: box 1, column 3, row 8) and at r1c5,
    // r1c7, r5c7. r1c7 sees r1c1 (one colour) and r8c7 (the other).
    const int keep[] = {0, 11, 65, 69, 4, 6, 42};
    for (int c = 0; c < kCells; ++c)
        if (std::find(std::begin(keep), std::end(keep), c) == std::end(keep)) remove(b, c, 9);
    const auto s = find_technique(b, Technique::SimpleColouring);
    REQUIRE(s);
    CHECK(s->eliminations == std::vector<Elimination>{{6, 9}});
}

TEST_CASE("simple colouring: two cells of one colour in a unit make that colour false", "[sudoku][logic]") {
    LogicBoard b = open_board();
    // 9 at r1c1, r1c5, r5c5, r5c1, r4c1: links row 1, column 5, row 5, box 4 (r4c1-r5c1); then
    // r1c1 and r4c1 share a colour and a column.
    const int keep[] = {0, 4, 40, 36, 27};
    for (int c = 0; c < kCells; ++c)
        if (std::find(std::begin(keep), std::end(keep), c) == std::end(keep)) remove(b, c, 9);
    const auto s = find_technique(b, Technique::SimpleColouring);
    REQUIRE(s);
    CHECK(s->eliminations.size() == 3);
    CHECK(has_elim(*s, 0, 9));
    CHECK(has_elim(*s, 27, 9));
    CHECK(has_elim(*s, 40, 9));
}

TEST_CASE("techniques belong to levels, and their names are stable", "[sudoku][logic]") {
    CHECK(technique_tier(Technique::HiddenSingle) == Difficulty::Easy);
    CHECK(technique_tier(Technique::HiddenPair) == Difficulty::Medium);
    CHECK(technique_tier(Technique::HiddenTriple) == Difficulty::Hard);
    CHECK(technique_tier(Technique::XYWing) == Difficulty::Hard);
    CHECK(technique_tier(Technique::SimpleColouring) == Difficulty::Expert);
    CHECK(technique_tier(Technique::ForcingChain) == Difficulty::Expert);
    CHECK(technique_tier(Technique::Guess) == Difficulty::Diabolical);
    CHECK(technique_name(Technique::ForcingChain) == "forcing chain");
    CHECK(technique_name(Technique::BoxLineReduction) == "box-line reduction");
    for (int d = 0; d < kDifficultyCount; ++d)
        CHECK(parse_difficulty(difficulty_name(static_cast<Difficulty>(d))) == static_cast<Difficulty>(d));
    CHECK_FALSE(parse_difficulty("impossible"));
}

namespace {
// The easiest-first walk from `givens` to `solution`, placing the solution's digit in the first
// empty cell wherever the logic is stuck; `visit(board, step)` sees every board and its step
// (nullopt where the walk guesses) before the step is made.
template <class Visit> void walk_with_guesses(const Digits& givens, const Digits& solution, Visit visit) {
    LogicBoard b = make_logic_board(givens, Rules::Classic);
    while (!is_solved(b)) {
        std::optional<Step> s = find_step(b);
        visit(std::as_const(b), s);
        if (!s) {
            int c = 0;
            while (b.values[c] != 0) ++c;
            s.emplace();
            s->placements.push_back({static_cast<std::uint8_t>(c), solution[c]});
        }
        apply_step(b, *s);
    }
    CHECK(b.values == solution);
}

// A generated classic puzzle of level `d` from `seed`.
Puzzle generated(Difficulty d, std::uint64_t seed) {
    GenerateParams gp;
    gp.difficulty = d;
    tessera::Rng rng(seed);
    auto p = generate(gp, rng);
    REQUIRE(p);
    return *p;
}
} // namespace

TEST_CASE("every logic step is sound: it never removes the solution's digit", "[sudoku][logic]") {
    // The famous hard puzzles start with no logical step at all, so the walk guesses (places the
    // solution's digit in the first empty cell) whenever it is stuck and carries on.
    int steps = 0;
    for (const char* text : {sudoku_test::kInkala, sudoku_test::kEasterMonster, sudoku_test::kEscargot}) {
        const Digits p = sudoku_test::digits(text);
        const Digits sol = solve(p, Rules::Classic).solution;
        walk_with_guesses(p, sol, [&](const LogicBoard&, const std::optional<Step>& s) {
            if (!s) return;
            for (const auto& e : s->eliminations) REQUIRE(sol[e.cell] != e.digit);
            for (const auto& pl : s->placements) REQUIRE(sol[pl.cell] == pl.digit);
            ++steps;
        });
    }
    CHECK(steps > 100);
}

namespace {
// Locked candidates by their definition, cell by cell: some box's candidates for d (two or more)
// all on one line (pointing) or some line's all in one box (box-line), with d elsewhere in the
// other unit.
bool locked_exists(const LogicBoard& b, bool pointing) {
    auto has = [&](int c, int d) { return b.values[c] == 0 && (b.cands[c] & digit_bit(d)) != 0; };
    for (int d = 1; d <= 9; ++d)
        for (int box = 0; box < 9; ++box)
            for (int line = 0; line < 18; ++line) {
                int inside = 0, box_only = 0, line_only = 0;
                for (int c = 0; c < kCells; ++c) {
                    if (!has(c, d)) continue;
                    const bool in_box = box_of(c) == box;
                    const bool on_line = line < 9 ? row_of(c) == line : col_of(c) == line - 9;
                    inside += in_box && on_line;
                    box_only += in_box && !on_line;
                    line_only += on_line && !in_box;
                }
                if (inside < 2) continue;
                if (pointing && box_only == 0 && line_only > 0) return true;
                if (!pointing && line_only == 0 && box_only > 0) return true;
            }
    return false;
}
} // namespace

TEST_CASE("pointing and box-line reduction find a step exactly when one exists", "[sudoku][logic]") {
    // Along easiest-first walks of generated puzzles (and guesses past the stuck points), the
    // finders' quick tests must not skip a pattern the definition allows.
    int boards = 0, found = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const Puzzle p = generated(seed % 2 ? Difficulty::Hard : Difficulty::Diabolical, seed);
        walk_with_guesses(p.givens, p.solution, [&](const LogicBoard& b, const std::optional<Step>&) {
            for (const bool pointing : {true, false}) {
                const auto s =
                    find_technique(b, pointing ? Technique::Pointing : Technique::BoxLineReduction);
                INFO("seed " << seed << (pointing ? " pointing" : " box-line"));
                CHECK(s.has_value() == locked_exists(b, pointing));
                found += s.has_value();
            }
            ++boards;
        });
    }
    CHECK(boards > 300);
    CHECK(found > 20);
}

TEST_CASE("rating: hardest technique plus frequency, and guessing is diabolical", "[sudoku][rating]") {
    const Rating easy = rate(sudoku_test::digits(sudoku_test::kEasy), Rules::Classic);
    CHECK(easy.difficulty == Difficulty::Easy);
    CHECK(easy.logical);
    CHECK(easy.uses[static_cast<int>(Technique::HiddenSingle)] == 54);
    CHECK(easy.score == 54);
    CHECK(techniques_summary(easy) == "hidden single x54");

    const Rating inkala = rate(sudoku_test::digits(sudoku_test::kInkala), Rules::Classic);
    CHECK(inkala.difficulty == Difficulty::Diabolical);
    CHECK_FALSE(inkala.logical);
    CHECK(inkala.uses[static_cast<int>(Technique::Guess)] > 0);
    // With a cap, a harder puzzle is reported one level above the cap.
    CHECK(rate(sudoku_test::digits(sudoku_test::kInkala), Rules::Classic, Difficulty::Medium).difficulty ==
          Difficulty::Hard);
}

TEST_CASE("forcing chain: what both digits of a two-candidate cell rule out is removed", "[sudoku][logic]") {
    // One of sgt-solo's "extreme" puzzles: singles and pointing until a forcing chain, then
    // singles again. Without forcing chains the walk is stuck and has to guess (Diabolical); with
    // them the puzzle is Expert, as colouring ones are.
    const Digits p = sudoku_test::digits(
        "..97.........6..891.7.93....73......29.4.8.53......67....15.4.694..3.........45..");
    const Digits sol = solve(p, Rules::Classic).solution;
    LogicBoard b = make_logic_board(p, Rules::Classic);
    std::optional<Step> chain;
    for (;;) {
        auto s = find_step(b, Difficulty::Hard);
        if (!s) s = find_technique(b, Technique::SimpleColouring);
        if (!s) break;
        apply_step(b, *s);
    }
    REQUIRE_FALSE(is_solved(b));
    chain = find_step(b, Difficulty::Expert);
    REQUIRE(chain);
    CHECK(chain->technique == Technique::ForcingChain);
    // Both digits of r1c6 force the chain's cells; where both branches set a cell alike (r1c8, r3c2,
    // ...), its other digit goes too.
    CHECK(describe(*chain) == "forcing chain: 2,5 at r1c6 with r2c4 r7c6 r4c4 r4c6 r8c4 r8c8 r1c8 r3c8 r3c9 "
                              "r4c8 r1c9 r3c2 r2c3; removes 6@r1c1 6@r1c2 1@r1c8 5@r1c9 5@r3c2 6@r3c8 "
                              "4@r3c9 4@r4c8 2@r4c9 2@r8c8 1@r8c9 6@r9c2");
    REQUIRE(chain->cells.size() == 1);
    CHECK(popcount(b.cands[chain->cells[0]]) == 2); // the start cell has two candidates
    for (const auto& e : chain->eliminations) CHECK(sol[e.cell] != e.digit);
    for (const auto c : chain->secondary) CHECK(popcount(b.cands[c]) == 2); // the chain's cells too

    const Rating r = rate(p, Rules::Classic);
    CHECK(r.difficulty == Difficulty::Expert);
    CHECK(r.logical);
    CHECK(r.uses[static_cast<int>(Technique::ForcingChain)] == 1);
    CHECK(r.uses[static_cast<int>(Technique::Guess)] == 0);
    // Capped one level lower, it is "harder than hard".
    CHECK(rate(p, Rules::Classic, Difficulty::Hard).difficulty == Difficulty::Expert);
}

TEST_CASE("forcing chains are sound along the walks of generated expert and diabolical puzzles",
          "[sudoku][logic]") {
    // Every forcing-chain step of the walk (guessing the solution's digit where it is stuck)
    // removes only digits the solution does not have, and places only the solution's.
    int chains = 0;
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
        const Puzzle p = generated(seed % 2 ? Difficulty::Expert : Difficulty::Diabolical, seed);
        walk_with_guesses(p.givens, p.solution, [&](const LogicBoard&, const std::optional<Step>& s) {
            if (!s || s->technique != Technique::ForcingChain) return;
            INFO("seed " << seed << ": " << describe(*s));
            for (const auto& e : s->eliminations) REQUIRE(p.solution[e.cell] != e.digit);
            for (const auto& pl : s->placements) REQUIRE(p.solution[pl.cell] == pl.digit);
            ++chains;
        });
    }
    CHECK(chains >= 16);
}
