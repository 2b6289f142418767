#pragma once
// The exact solver: bitmask constraint propagation to a fixpoint (naked singles, hidden singles in
// rows, columns and boxes, locked candidates between boxes and rows and between boxes and columns)
// plus depth-first search on a cell with two candidates. Counts solutions up to a limit, which is
// how uniqueness is proved. Works for both stages' rules.
#include <cstdint>
#include <string_view>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/sudoku/board.hpp"

namespace tessera::sudoku {

struct SolveResult {
    int count = 0;           // solutions found, at most the limit
    Digits solution{};       // the first solution found (valid when count > 0)
    Digits second{};         // the second (valid when count > 1)
    std::uint64_t nodes = 0; // search nodes visited (a work measure for benches)
    bool aborted = false;    // the node budget ran out before the answer was certain
};

// limit: stop after this many solutions (2 proves uniqueness). node_budget 0 = unlimited.
SolveResult solve(const Digits& puzzle, Rules rules, int limit = 2, std::uint64_t node_budget = 0);

// Same, starting from candidate masks: a cell with a single candidate is a given. Lets the
// generator ask "is there a solution with this cell NOT equal to its known value?".
SolveResult solve_candidates(const Candidates& start, Rules rules, int limit, std::uint64_t node_budget = 0);

// Solutions of the puzzle in which the empty `cell` is NOT `digit`: with digit = the known
// solution's, zero solutions proves the puzzle unique (half the work of counting to two).
SolveResult solve_excluding(const Digits& puzzle, int cell, int digit, Rules rules, int limit = 1);

// A puzzle's givens in the solver's own form (per digit and band, the cells given and the cells
// they see), kept up to date one cell at a time: the generator blanks and restores cells
// thousands of times per grid, and a search started from this skips reading all 81 cells.
class GivenWords {
  public:
    GivenWords(const Digits& puzzle, Rules rules);
    void blank(int cell, int digit);   // the cell held this digit
    void restore(int cell, int digit); // the cell was blank
    // solve() of the puzzle, or solve_excluding() when exclude_cell >= 0, with the same results
    // (nodes included) when `near` is null. With a grid `near`, each branch tries its digit first:
    // the same count, nodes == 1 exactly when propagation alone solves the puzzle, and a solution
    // found close to it (the generator passes the known solution, so that the unavoidable set it
    // learns from a second one is small).
    SolveResult solve(int limit, int exclude_cell, int exclude_digit, const Digits* near,
                      std::uint64_t node_budget = 0) const;

  private:
    void reach_again(int digit); // the cells the digit's givens see, from its givens
    Rules rules_;
    std::uint32_t given_[27] = {}; // [band * 9 + digit - 1]: cells given that digit
    std::uint32_t reach_[27] = {}; // [band * 9 + digit - 1]: cells those givens see
    std::uint32_t filled_[3] = {}; // per band: cells with a given
};

inline int count_solutions(const Digits& puzzle, Rules rules, int limit = 2) {
    return solve(puzzle, rules, limit).count;
}

// The search is built twice, for the x86-64 baseline (SSE2) and for AVX2 processors (with BMI and
// POPCNT); solve() uses AVX2 where the processor has it, unless the environment variable
// TESSERA_SUDOKU_SIMD=sse2 asks for the baseline. Both give the same results, nodes included.
enum class SimdPath : std::uint8_t { Sse2, Avx2, kCount };
std::string_view simd_path_name(SimdPath path); // "sse2" / "avx2"
bool simd_path_available(SimdPath path);        // Sse2 always (plain C++ off x86-64)
SimdPath simd_path();                           // the one solve() uses
// solve() on a given path (an unavailable one falls back to Sse2): for tests and benches.
SolveResult solve_on(SimdPath path, const Digits& puzzle, Rules rules, int limit = 2,
                     std::uint64_t node_budget = 0);

// A random complete grid for the rules: the same search with digits tried in random order.
Digits random_solution(Rules rules, Rng& rng);

} // namespace tessera::sudoku
