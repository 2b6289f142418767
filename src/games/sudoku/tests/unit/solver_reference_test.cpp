// The fast solver against a plain reference: backtracking over digits with candidates recomputed
// from the peers at every node. Both count solutions up to a limit, so they must agree on 0, 1 and
// "many" for random puzzles of both stages' rules, on excluded digits and on candidate starts.
#include <catch2/catch.hpp>

#include <vector>

#include "tessera/core/sudoku/solver.hpp"
#include "test_support.hpp"

using namespace tessera::sudoku;
using sudoku_test::extends;

namespace {

struct Reference {
    const Geometry& g;
    int limit;
    const Candidates* allowed = nullptr;
    int count = 0;

    // Fills the emptiest cell first; the grid is restored on return.
    void search(Digits& grid) {
        int best = -1, best_count = 10;
        Mask best_mask = 0;
        for (int c = 0; c < kCells; ++c) {
            if (grid[c] != 0) continue;
            Mask m = allowed != nullptr ? (*allowed)[c] : kAllDigits;
            for (int k = 0; k < g.peer_count; ++k)
                if (grid[g.peers[c][k]] != 0) m = static_cast<Mask>(m & ~digit_bit(grid[g.peers[c][k]]));
            const int n = popcount(m);
            if (n == 0) return;
            if (n < best_count) {
                best = c;
                best_count = n;
                best_mask = m;
            }
        }
        if (best < 0) {
            ++count;
            return;
        }
        for (int d = 1; d <= 9 && count < limit; ++d) {
            if (!(best_mask & digit_bit(d))) continue;
            grid[best] = static_cast<std::uint8_t>(d);
            search(grid);
            grid[best] = 0;
        }
    }
};

int reference_count(const Digits& puzzle, Rules rules, int limit, const Candidates* allowed = nullptr) {
    if (conflicts(puzzle, rules).any()) return 0;
    Reference ref{geometry(rules), limit, allowed};
    Digits grid = puzzle;
    ref.search(grid);
    return ref.count;
}

// A random puzzle: a random grid with `holes` cells cleared, and with probability 1/3 one given
// replaced by another digit (usually leaving no solution, sometimes a clash among the givens).
Digits random_puzzle(Rules rules, tessera::Rng& rng, int holes) {
    Digits p = random_solution(rules, rng);
    for (int i = 0; i < holes; ++i) p[rng.below(kCells)] = 0;
    if (rng.below(3) == 0) {
        const auto c = rng.below(kCells);
        p[c] = static_cast<std::uint8_t>(1 + rng.below(9));
    }
    return p;
}

} // namespace

TEST_CASE("the solver agrees with a reference solver on random puzzles", "[sudoku][solver][reference]") {
    int seen[3] = {0, 0, 0}; // outcomes 0, 1 and 2+ solutions
    for (auto rules : {Rules::Classic, Rules::Latin}) {
        tessera::Rng rng(rules == Rules::Classic ? 7 : 8);
        for (int i = 0; i < 400; ++i) {
            // Latin squares with many holes have astronomically many completions, which is fine
            // (both stop at the limit); 0-solution cases with many holes are what costs the
            // reference time, so the hole count stays moderate.
            const int holes = 20 + static_cast<int>(rng.below(rules == Rules::Classic ? 60 : 45));
            const Digits p = random_puzzle(rules, rng, holes);
            INFO(rules_name(rules) << " " << format_digits(p));
            for (int limit : {1, 2, 3}) {
                const SolveResult s = solve(p, rules, limit);
                const int expect = reference_count(p, rules, limit);
                REQUIRE(s.count == expect);
                REQUIRE_FALSE(s.aborted);
                if (s.count > 0) {
                    REQUIRE(check_win(s.solution, rules));
                    REQUIRE(extends(p, s.solution));
                }
                if (limit == 2) ++seen[expect];
            }
        }
    }
    // The sample covers every outcome.
    CHECK(seen[0] > 20);
    CHECK(seen[1] > 20);
    CHECK(seen[2] > 20);
}

TEST_CASE("solve_excluding agrees with the reference", "[sudoku][solver][reference]") {
    for (auto rules : {Rules::Classic, Rules::Latin}) {
        tessera::Rng rng(rules == Rules::Classic ? 11 : 12);
        for (int i = 0; i < 150; ++i) {
            const Digits grid = random_solution(rules, rng);
            Digits p = grid;
            const int holes = 25 + static_cast<int>(rng.below(rules == Rules::Classic ? 35 : 25));
            for (int k = 0; k < holes; ++k) p[rng.below(kCells)] = 0;
            int cell = static_cast<int>(rng.below(kCells));
            p[cell] = 0;
            const int digit = rng.below(4) == 0 ? static_cast<int>(1 + rng.below(9)) : grid[cell];
            Candidates allowed;
            allowed.fill(kAllDigits);
            allowed[cell] = static_cast<Mask>(kAllDigits & ~digit_bit(digit));
            INFO(rules_name(rules) << " " << format_digits(p) << " cell " << cell << " not " << digit);
            for (int limit : {1, 2}) {
                const SolveResult s = solve_excluding(p, cell, digit, rules, limit);
                REQUIRE(s.count == reference_count(p, rules, limit, &allowed));
                if (s.count > 0) {
                    REQUIRE(check_win(s.solution, rules));
                    REQUIRE(extends(p, s.solution));
                    REQUIRE(s.solution[cell] != digit);
                }
            }
        }
    }
}

TEST_CASE("solve_candidates agrees with the reference on random candidate starts",
          "[sudoku][solver][reference]") {
    for (auto rules : {Rules::Classic, Rules::Latin}) {
        tessera::Rng rng(rules == Rules::Classic ? 21 : 22);
        for (int i = 0; i < 150; ++i) {
            const Digits grid = random_solution(rules, rng);
            // Every cell keeps its solution digit plus random others; then a few cells lose it.
            Candidates start;
            for (int c = 0; c < kCells; ++c)
                start[c] = static_cast<Mask>(digit_bit(grid[c]) | (rng.below(3) == 0 ? rng.below(512) : 0));
            const auto drops = rng.below(3);
            for (std::uint64_t k = 0; k < drops; ++k) {
                const auto c = rng.below(kCells);
                start[c] = static_cast<Mask>(start[c] & ~digit_bit(grid[c]));
            }
            for (int limit : {1, 2}) {
                const SolveResult s = solve_candidates(start, rules, limit);
                REQUIRE(s.count == reference_count(Digits{}, rules, limit, &start));
                if (s.count > 0) {
                    REQUIRE(check_win(s.solution, rules));
                    for (int c = 0; c < kCells; ++c) REQUIRE((start[c] & digit_bit(s.solution[c])) != 0);
                }
            }
        }
    }
}

TEST_CASE("first solutions of unique puzzles and the node budget", "[sudoku][solver][reference]") {
    for (const char* text : {sudoku_test::kInkala, sudoku_test::kEasterMonster, sudoku_test::kEscargot}) {
        const Digits p = sudoku_test::digits(text);
        const SolveResult first = solve(p, Rules::Classic, 1);
        const SolveResult both = solve(p, Rules::Classic, 2);
        CHECK(first.count == 1);
        CHECK(both.count == 1);
        CHECK(first.solution == both.solution);
        CHECK(first.nodes <= both.nodes);
        // A budget below the nodes needed aborts; at the nodes needed it does not.
        if (both.nodes > 1) CHECK(solve(p, Rules::Classic, 2, both.nodes - 1).aborted);
        const SolveResult exact = solve(p, Rules::Classic, 2, both.nodes);
        CHECK_FALSE(exact.aborted);
        CHECK(exact.count == 1);
    }
}

TEST_CASE("the SSE2 and AVX2 builds of the search give the same results", "[sudoku][solver][simd]") {
    if (!simd_path_available(SimdPath::Avx2)) WARN("this processor has no AVX2: only the SSE2 build runs");
    auto same = [](const Digits& p, Rules rules, int limit, std::uint64_t budget) {
        const SolveResult a = solve_on(SimdPath::Sse2, p, rules, limit, budget);
        const SolveResult b = solve_on(SimdPath::Avx2, p, rules, limit, budget);
        INFO(rules_name(rules) << " " << format_digits(p) << " limit " << limit << " budget " << budget);
        REQUIRE(a.count == b.count);
        REQUIRE(a.nodes == b.nodes);
        REQUIRE(a.aborted == b.aborted);
        if (a.count > 0) REQUIRE(a.solution == b.solution);
        return a;
    };
    for (auto rules : {Rules::Classic, Rules::Latin}) {
        tessera::Rng rng(rules == Rules::Classic ? 31 : 32);
        for (int i = 0; i < 300; ++i) {
            const Digits p = random_puzzle(rules, rng, 20 + static_cast<int>(rng.below(60)));
            for (int limit : {1, 2, 3}) same(p, rules, limit, 0);
        }
        // Minimal puzzles (no clue can go): the ones that make the search branch.
        for (int i = 0; i < 25; ++i) {
            Digits p = random_solution(rules, rng);
            std::vector<int> order(kCells);
            for (int c = 0; c < kCells; ++c) order[c] = c;
            rng.shuffle(order);
            for (int c : order) {
                const auto digit = p[c];
                p[c] = 0;
                if (count_solutions(p, rules, 2) != 1) p[c] = digit;
            }
            const SolveResult full = same(p, rules, 2, 0);
            REQUIRE(full.count == 1);
            for (std::uint64_t budget = 1; budget < full.nodes; budget += 1 + full.nodes / 7)
                REQUIRE(same(p, rules, 2, budget).aborted);
        }
    }
    for (const char* text : {sudoku_test::kInkala, sudoku_test::kEasterMonster, sudoku_test::kEscargot})
        for (int limit : {1, 2}) same(sudoku_test::digits(text), Rules::Classic, limit, 0);
}
