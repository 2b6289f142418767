#include "tessera/core/sudoku/generator.hpp"

#include <vector>

#include "tessera/core/sudoku/solver.hpp"

namespace tessera::sudoku {

std::string_view symmetry_name(Symmetry s) { return s == Symmetry::None ? "none" : "rotational"; }
std::string_view grid_source_name(GridSource s) { return s == GridSource::Random ? "random" : "pattern"; }

namespace {

std::vector<int> permutation(int n, Rng& rng) {
    std::vector<int> v(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) v[i] = i;
    rng.shuffle(v);
    return v;
}

// A permutation of 0..8 that keeps each group of three together (bands/stacks).
std::vector<int> banded_permutation(Rng& rng) {
    const auto bands = permutation(3, rng);
    std::vector<int> out;
    for (int b : bands) {
        const auto inner = permutation(3, rng);
        for (int i : inner) out.push_back(b * 3 + i);
    }
    return out;
}

// True when the puzzle (solution known) has no other solution: every removed cell is left open
// and the search looks for any completion that differs from `solution` in one of `changed`.
bool still_unique(const Digits& puzzle, const Digits& solution, const std::vector<int>& changed,
                  Rules rules) {
    if (changed.size() == 1) {
        // The only new freedom is this cell: unique iff it cannot take another digit.
        return solve_excluding(puzzle, changed[0], solution[changed[0]], rules, 1).count == 0;
    }
    return solve(puzzle, rules, 2).count == 1;
}

// True when the cell's digit follows from the other givens by a naked or hidden single. Removing
// such a clue cannot make the puzzle harder than "place it back first, then go on", so the
// generator skips re-rating it (the final puzzle is always rated in full).
bool is_single(const Digits& puzzle, const Digits& solution, int cell, Rules rules) {
    const Geometry& g = geometry(rules);
    const Candidates cands = derive_candidates(puzzle, rules);
    if (popcount(cands[cell]) == 1) return true;
    const Mask bit = digit_bit(solution[cell]);
    for (int k = 0; k < g.units_per_cell; ++k) {
        bool elsewhere = false;
        for (auto c : g.unit_cells[g.cell_units[cell][k]])
            if (c != cell && puzzle[c] == 0 && (cands[c] & bit)) elsewhere = true;
        if (!elsewhere) return true;
    }
    return false;
}

// True when the solver's propagation alone (singles and locked candidates, no search) solves the
// puzzle: then it is at most Medium, known in microseconds instead of a rating's walk. (The
// propagation's locked candidates are the permutation rule per band and stack, a little stronger
// than pointing and box-line reduction; the rare removal that this lets through above the level
// is caught by the final rating, which every puzzle gets.)
bool propagation_solves(const Digits& puzzle, Rules rules) {
    const SolveResult s = solve(puzzle, rules, 1);
    return s.count == 1 && s.nodes == 1;
}

} // namespace

Digits pattern_grid(Rules rules, Rng& rng) {
    Digits base{};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            // Classic: the usual shifted pattern (shift 3 per row, 1 per band) is a valid sudoku.
            // Latin: a cyclic square, as in the seed's first stage.
            const int v = rules == Rules::Classic ? (r * 3 + r / 3 + c) % 9 : (r + c) % 9;
            base[cell_at(r, c)] = static_cast<std::uint8_t>(v + 1);
        }
    const bool classic = rules == Rules::Classic;
    const auto rows = classic ? banded_permutation(rng) : permutation(9, rng);
    const auto cols = classic ? banded_permutation(rng) : permutation(9, rng);
    const auto relabel = permutation(9, rng);
    Digits out{};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c)
            out[cell_at(r, c)] = static_cast<std::uint8_t>(relabel[base[cell_at(rows[r], cols[c])] - 1] + 1);
    return out;
}

std::optional<Puzzle> generate(const GenerateParams& params, Rng& rng) {
    const Rules rules = params.rules;
    const Difficulty target = params.difficulty;
    for (int attempt = 1; attempt <= params.max_attempts; ++attempt) {
        const Digits solution =
            params.source == GridSource::Pattern ? pattern_grid(rules, rng) : random_solution(rules, rng);
        Digits puzzle = solution;
        // Removal groups: single cells, or a cell with its 180-degree partner.
        std::vector<std::vector<int>> groups;
        for (int c = 0; c < kCells; ++c) {
            if (params.symmetry == Symmetry::None)
                groups.push_back({c});
            else if (c < kCells - 1 - c)
                groups.push_back({c, kCells - 1 - c});
            else if (c == kCells - 1 - c)
                groups.push_back({c});
        }
        rng.shuffle(groups);
        for (const auto& group : groups) {
            for (int c : group) puzzle[c] = 0;
            bool keep = still_unique(puzzle, solution, group, rules);
            // Diabolical is "at least this hard", so it needs no rating during removal.
            if (keep && target < Difficulty::Diabolical) {
                bool trivial = true;
                for (int c : group) trivial = trivial && is_single(puzzle, solution, c, rules);
                if (!trivial && !(target >= Difficulty::Medium && propagation_solves(puzzle, rules)))
                    keep = rate(puzzle, rules, target).difficulty <= target;
            }
            if (!keep)
                for (int c : group) puzzle[c] = solution[c];
        }
        Rating rating = rate(puzzle, rules);
        if (rating.difficulty != target) continue;
        Puzzle p;
        p.rules = rules;
        p.givens = puzzle;
        p.solution = solution;
        p.rating = rating;
        p.attempts = attempt;
        return p;
    }
    return std::nullopt;
}

} // namespace tessera::sudoku
