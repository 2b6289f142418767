#pragma once
// The exact solver: bitmask constraint propagation (naked and hidden singles to a fixpoint) plus
// depth-first search on the cell with the fewest candidates. Counts solutions up to a limit, which
// is how uniqueness is proved. Works for both stages' rules.
#include <cstdint>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/sudoku/board.hpp"

namespace tessera::sudoku {

struct SolveResult {
    int count = 0;           // solutions found, at most the limit
    Digits solution{};       // the first solution found (valid when count > 0)
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

inline int count_solutions(const Digits& puzzle, Rules rules, int limit = 2) {
    return solve(puzzle, rules, limit).count;
}

// A random complete grid for the rules: the same search with digits tried in random order.
Digits random_solution(Rules rules, Rng& rng);

} // namespace tessera::sudoku
