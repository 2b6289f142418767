#include "tessera/core/sudoku/generate.hpp"

#include <array>
#include <optional>
#include <vector>

#include "tessera/core/sudoku/solver.hpp"
#include "unavoidable.hpp"

namespace tessera::sudoku {

std::string_view symmetry_name(Symmetry s) { return s == Symmetry::None ? "none" : "rotational"; }
std::string_view grid_source_name(GridSource s) { return s == GridSource::Random ? "random" : "pattern"; }

namespace {

// Removal passes per grid for Hard and Expert (see generate). Against 3, 30 executes 17% (hard) and
// 13% (expert) fewer instructions per puzzle: drawing a grid costs several passes.
constexpr int kPassesPerGrid = 30;

// After this many refused removals in a pass, uniqueness is asked first (see keep_removal): 2-3%
// fewer instructions for hard and expert than never (or after 1, 3, 15, 20 or 30; 40 puzzles of
// seeds 7 and 8 under callgrind).
constexpr int kLateRefusals = 8;

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

// Digits placed per unit (units as in Geometry), kept up to date while clues are removed: a
// cell's candidates are then the digits none of its units has.
struct UnitDigits {
    const Geometry& g;
    std::array<Mask, 27> used{};

    UnitDigits(const Digits& puzzle, Rules rules) : g(geometry(rules)) {
        for (int c = 0; c < kCells; ++c)
            if (puzzle[c] != 0) set(c, puzzle[c], true);
    }
    void set(int cell, int digit, bool on) {
        for (int k = 0; k < g.units_per_cell; ++k) {
            Mask& m = used[g.cell_units[cell][k]];
            m = static_cast<Mask>(on ? m | digit_bit(digit) : m & ~digit_bit(digit));
        }
    }
    Mask candidates(int cell) const {
        Mask taken = 0;
        for (int k = 0; k < g.units_per_cell; ++k)
            taken = static_cast<Mask>(taken | used[g.cell_units[cell][k]]);
        return static_cast<Mask>(kAllDigits & ~taken);
    }
};

// True when the cell's digit follows from the other givens by a naked or hidden single. Removing
// such a clue cannot make the puzzle harder than "place it back first, then go on", so the
// generator skips re-rating it (the final puzzle is always rated in full).
bool is_single(const Digits& puzzle, const Digits& solution, int cell, const UnitDigits& units) {
    const Geometry& g = units.g;
    if (popcount(units.candidates(cell)) == 1) return true;
    const Mask bit = digit_bit(solution[cell]);
    for (int k = 0; k < g.units_per_cell; ++k) {
        bool elsewhere = false;
        for (auto c : g.unit_cells[g.cell_units[cell][k]])
            if (c != cell && puzzle[c] == 0 && (units.candidates(c) & bit)) {
                elsewhere = true;
                break;
            }
        if (!elsewhere) return true;
    }
    return false;
}

// The cells removed together: one, or a cell and its 180-degree partner. (A fixed-size value, so
// shuffling a pass's order allocates nothing.)
struct Group {
    std::array<int, 2> cell{};
    std::size_t count = 1;
    std::size_t size() const { return count; }
    int operator[](std::size_t i) const { return cell[i]; }
    const int* begin() const { return cell.data(); }
    const int* end() const { return cell.data() + count; }
};

// A solution other than `solution` from a search that found two.
const Digits& other_solution(const SolveResult& s, const Digits& solution) {
    return s.solution == solution ? s.second : s.solution;
}

// Whether a removal (the group's cells already cleared, in `units` and `givens` too) keeps the
// puzzle unique and at most the target level, checked cheapest first:
// - every removed digit follows from the other givens by a single: still unique, and no harder
//   than placing it back first and going on;
// - an unavoidable set of the grid with no given left: not unique (most removals late in a pass
//   end here, without the solver; each second solution the solver finds adds a set);
// - else the solver: with one removed cell the only new freedom is that cell, so "no solution
//   where it differs" proves uniqueness; with two, a count to two. Diabolical is "at least this
//   hard" and needs nothing but this;
// - a puzzle the solver's propagation alone solves (singles and locked candidates, no search) is at
//   most Medium, known in microseconds instead of a rating's walk. (The propagation's locked
//   candidates are the permutation rule per band and stack, a little stronger than pointing and
//   box-line reduction; the rare removal that this lets through above the level is caught by the
//   final rating, which every puzzle gets.) `propagates` says the puzzle before the removal was
//   one: once it is not, no removal makes one (propagation from fewer givens finds less), so the
//   cheaper uniqueness check above serves instead of a count to two. (`late`: the pass has refused
//   kLateRefusals removals, and most further ones will be too);
// - else a rating, capped at the target and ending once the removed cells are placed
//   (rate_removal); `rated` gets the level it found.
// The unavoidable sets only skip searches that would find a second solution: the puzzles made
// are the same with or without them.
bool keep_removal(const Digits& puzzle, const Digits& solution, const Group& group, Rules rules,
                  Difficulty target, const UnitDigits& units, const detail::Cells& givens,
                  const GivenWords& words, detail::Unavoidables& sets, bool propagates, bool late,
                  std::optional<Difficulty>& rated) {
    const std::span<const int> removed(group.begin(), group.size());
    // A count to two; a second solution found becomes an unavoidable set.
    auto count_to_two = [&] {
        const SolveResult s = words.solve(2, -1, 0, &solution);
        if (s.count > 1) sets.learn(solution, other_solution(s, solution));
        return s;
    };
    // No solution where the single removed cell differs, or exactly one solution.
    auto unique = [&] {
        if (group.size() != 1) return count_to_two().count == 1;
        const SolveResult s = words.solve(1, group[0], solution[group[0]], &solution);
        if (s.count != 0) sets.learn(solution, s.solution);
        return s.count == 0;
    };
    if (target == Difficulty::Diabolical) // uniqueness only
        return !sets.missed_by(givens) && unique();
    bool trivial = true;
    for (int c : group) trivial = trivial && is_single(puzzle, solution, c, units);
    if (trivial) return true;
    if (sets.missed_by(givens)) return false;
    if (target >= Difficulty::Medium && propagates) {
        if (late && group.size() == 1) {
            // Late in a pass most removals are refused: the search for a solution where the cell
            // differs says so sooner than a count to two, and only a unique puzzle then needs the
            // propagation-only look (one node).
            if (!unique()) return false;
            const SolveResult p = words.solve(1, -1, 0, nullptr, 1);
            if (p.count == 1 && p.nodes == 1) return true;
        } else {
            // One count to two answers both questions: unique, and solved by propagation alone?
            const SolveResult s = count_to_two();
            if (s.count != 1) return false;
            if (s.nodes == 1) return true;
        }
    } else if (!unique()) {
        return false;
    }
    rated = rate_removal(puzzle, rules, target, removed);
    return *rated <= target;
}

} // namespace

Digits pattern_grid(Rules rules, Rng& rng) {
    Digits base{};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            // Classic: the usual shifted pattern (shift 3 per row, 1 per band) is a valid sudoku.
            // Latin: a cyclic square, as in the Sudoku article's first stage.
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
    // Removal groups: single cells, or a cell with its 180-degree partner (each pass shuffles a
    // fresh copy of this order).
    std::vector<Group> cells;
    for (int c = 0; c < kCells; ++c) {
        if (params.symmetry == Symmetry::None)
            cells.push_back({{c, 0}, 1});
        else if (c < kCells - 1 - c)
            cells.push_back({{c, kCells - 1 - c}, 2});
        else if (c == kCells - 1 - c)
            cells.push_back({{c, 0}, 1});
    }
    // Hard and Expert need a technique that a removal pass rarely ends on (most passes end at
    // Medium), so a grid gets several passes, each in its own order, before the next is drawn: a
    // pass costs a fraction of drawing and checking a fresh grid.
    const bool narrow = target == Difficulty::Hard || target == Difficulty::Expert;
    const int passes = narrow ? kPassesPerGrid : 1;
    for (int attempt = 1; attempt <= params.max_attempts; ++attempt) {
        const Digits solution =
            params.source == GridSource::Pattern ? pattern_grid(rules, rng) : random_solution(rules, rng);
        detail::Unavoidables sets(solution, rules);
        for (int pass = 0; pass < passes; ++pass) {
            Digits puzzle = solution;
            UnitDigits units(puzzle, rules);
            detail::Cells givens;
            for (int c = 0; c < kCells; ++c) givens.add(c);
            GivenWords words(puzzle, rules);
            std::vector<Group> groups = cells;
            rng.shuffle(groups);
            // Hard and Expert are reached only by a removal whose capped rating found the level
            // (singles and propagation keep a puzzle at most Medium): a pass without one ends below
            // the level, known without rating the result. (A removal never makes a puzzle easier.)
            bool reached = !narrow;
            bool propagates = true;
            int refusals = 0;
            for (const auto& group : groups) {
                for (int c : group) {
                    units.set(c, puzzle[c], false);
                    words.blank(c, puzzle[c]);
                    puzzle[c] = 0;
                    givens.remove(c);
                }
                std::optional<Difficulty> rated;
                const bool late = refusals >= kLateRefusals;
                if (keep_removal(puzzle, solution, group, rules, target, units, givens, words, sets,
                                 propagates, late, rated)) {
                    reached = reached || rated == target;
                    propagates = propagates && !rated; // rated: propagation alone did not solve it
                } else {
                    ++refusals;
                    for (int c : group) {
                        puzzle[c] = solution[c];
                        units.set(c, puzzle[c], true);
                        words.restore(c, puzzle[c]);
                        givens.add(c);
                    }
                }
            }
            if (!reached) continue;
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
    }
    return std::nullopt;
}

} // namespace tessera::sudoku
