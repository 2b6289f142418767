#include <catch2/catch.hpp>

#include <vector>

#include "tessera/core/sudoku/generate.hpp"
#include "tessera/core/sudoku/solver.hpp"

using namespace tessera::sudoku;

namespace {

void check_puzzle(const Puzzle& p, const GenerateParams& gp) {
    const SolveResult s = solve(p.givens, gp.rules, 2);
    REQUIRE(s.count == 1);
    REQUIRE(s.solution == p.solution);
    REQUIRE(check_win(p.solution, gp.rules));
    const Rating again = rate(p.givens, gp.rules);
    REQUIRE(again.difficulty == gp.difficulty);
    REQUIRE(again.score == p.rating.score);
    if (gp.symmetry == Symmetry::Rotational)
        for (int c = 0; c < kCells; ++c) REQUIRE((p.givens[c] == 0) == (p.givens[kCells - 1 - c] == 0));
}

} // namespace

// Generation costs milliseconds per puzzle (more for Hard and Expert, which need several grids),
// so the property runs over tens of seeds per level, not thousands: the whole case stays well
// under a second in a release build and a few seconds under ASan.
TEST_CASE("generated puzzles have a unique solution and the requested level", "[sudoku][generator]") {
    struct Case {
        Rules rules;
        Difficulty difficulty;
        int seeds;
    };
    const Case cases[] = {
        {Rules::Classic, Difficulty::Easy, 24},      {Rules::Classic, Difficulty::Medium, 12},
        {Rules::Classic, Difficulty::Hard, 4},       {Rules::Classic, Difficulty::Expert, 3},
        {Rules::Classic, Difficulty::Diabolical, 8}, {Rules::Latin, Difficulty::Easy, 6},
        {Rules::Latin, Difficulty::Medium, 3},       {Rules::Latin, Difficulty::Expert, 3},
    };
    for (const Case& k : cases) {
        for (int seed = 1; seed <= k.seeds; ++seed) {
            GenerateParams gp;
            gp.rules = k.rules;
            gp.difficulty = k.difficulty;
            gp.symmetry = seed % 2 ? Symmetry::None : Symmetry::Rotational;
            INFO(rules_name(k.rules) << " " << difficulty_name(k.difficulty) << " seed " << seed);
            tessera::Rng rng(static_cast<std::uint64_t>(seed));
            const auto p = generate(gp, rng);
            REQUIRE(p);
            check_puzzle(*p, gp);
        }
    }
}

TEST_CASE("generation is deterministic from the seed (pinned)", "[sudoku][generator]") {
    GenerateParams gp;
    gp.difficulty = Difficulty::Medium;
    tessera::Rng a(99), b(99);
    const auto p = generate(gp, a);
    const auto q = generate(gp, b);
    REQUIRE(p);
    REQUIRE(q);
    CHECK(p->givens == q->givens);
    CHECK(format_digits(p->givens) ==
          ".6..5.......2..6..2.....4..84.....2.7.....5.6..9..4.......2.81....4.825....9.7...");
}

TEST_CASE("the pattern fast path also yields unique rated puzzles", "[sudoku][generator]") {
    GenerateParams gp;
    gp.source = GridSource::Pattern;
    gp.difficulty = Difficulty::Medium;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        tessera::Rng rng(seed);
        const auto p = generate(gp, rng);
        REQUIRE(p);
        check_puzzle(*p, gp);
    }
}

namespace {

// The same puzzle relabelled (digits permuted), transposed, and with its bands, rows within a band
// and stacks shuffled: an isomorph, which needs the same techniques.
Digits isomorph(const Digits& p, tessera::Rng& rng) {
    std::vector<int> digits = {0, 1, 2, 3, 4, 5, 6, 7, 8}, bands = {0, 1, 2}, stacks = {0, 1, 2};
    rng.shuffle(digits);
    rng.shuffle(bands);
    rng.shuffle(stacks);
    std::vector<int> rows;
    for (int b : bands) {
        std::vector<int> inner = {0, 1, 2};
        rng.shuffle(inner);
        for (int r : inner) rows.push_back(b * 3 + r);
    }
    const bool transpose = rng.below(2) == 1;
    Digits out{};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            const int sr = rows[r], sc = stacks[c / 3] * 3 + c % 3;
            const auto v = transpose ? p[cell_at(sc, sr)] : p[cell_at(sr, sc)];
            out[cell_at(r, c)] = v == 0 ? 0 : static_cast<std::uint8_t>(digits[v - 1] + 1);
        }
    return out;
}

} // namespace

TEST_CASE("generated levels are ordered: each needs its level's techniques and no harder ones",
          "[sudoku][generator][levels]") {
    for (int level = 0; level < kDifficultyCount; ++level) {
        const auto d = static_cast<Difficulty>(level);
        const int seeds = d == Difficulty::Easy || d == Difficulty::Diabolical ? 12 : 4;
        for (int seed = 1; seed <= seeds; ++seed) {
            GenerateParams gp;
            gp.difficulty = d;
            tessera::Rng rng(static_cast<std::uint64_t>(1000 + seed));
            const auto p = generate(gp, rng);
            REQUIRE(p);
            INFO(difficulty_name(d) << " seed " << seed << " " << format_digits(p->givens));
            const Rating r = rate(p->givens, Rules::Classic);
            REQUIRE(r.difficulty == d);
            REQUIRE(technique_tier(r.hardest) == d);
            // Not solvable with the techniques below the level: a rating capped there gives up.
            if (level > 0) {
                const auto below = static_cast<Difficulty>(level - 1);
                REQUIRE(rate(p->givens, Rules::Classic, below).difficulty > below);
            }
            // The level is a property of the puzzle, not of how it is drawn.
            for (int k = 0; k < 3; ++k)
                REQUIRE(rate(isomorph(p->givens, rng), Rules::Classic).difficulty == d);
        }
    }
}
