#include "tessera/core/sudoku/rating.hpp"

#include "tessera/core/sudoku/solver.hpp"

#include <span>

namespace tessera::sudoku {

namespace {

Difficulty next_level(Difficulty d) {
    return d == Difficulty::Diabolical ? d : static_cast<Difficulty>(static_cast<int>(d) + 1);
}

// The hardest level used. No bump for how often a level was needed: a level is the set of
// techniques a puzzle needs, so that an independent rater with the same techniques agrees (qqwing
// calls a puzzle that needs no more than its pairs and intersections Intermediate however many it
// needs), and so that the level is the same for every relabelling or reflection of the puzzle (the
// easiest-first walk needs a level's techniques exactly when the easier ones get stuck, whatever
// order it finds steps in; counts of uses depend on that order).
Difficulty level_of(const Rating& r) {
    Difficulty top = Difficulty::Easy;
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (r.uses[t] == 0) continue;
        const Difficulty tier = technique_tier(static_cast<Technique>(t));
        if (tier > top) top = tier;
    }
    return top;
}

// Every single visible in one scan (hidden singles, or if there are none, naked singles),
// placed together: the same steps a one-at-a-time walk would take, found with far fewer scans.
// (The walk's board has no candidates in filled cells: make_logic_board leaves none, and placing
// a digit clears its cell's, so a unit's candidates need no test of the values.)
int sweep_singles(LogicBoard& b, Rating& r) {
    const Geometry& g = geometry(b.rules);
    std::array<Placement, kCells> batch;
    int n = 0;
    std::array<bool, kCells> taken{};
    for (int u = 0; u < g.unit_count; ++u) {
        const auto& cells = g.unit_cells[static_cast<std::size_t>(u)];
        Mask once = 0, twice = 0;
        for (auto c : cells) {
            const Mask m = b.cands[c];
            twice |= once & m;
            once |= m;
        }
        for (Mask single = static_cast<Mask>(once & ~twice); single;
             single = static_cast<Mask>(single & (single - 1))) {
            const int d = first_digit(single);
            for (auto c : cells)
                if ((b.cands[c] & digit_bit(d)) && !taken[c]) {
                    taken[c] = true;
                    batch[static_cast<std::size_t>(n++)] = {c, static_cast<std::uint8_t>(d)};
                }
        }
    }
    Technique t = Technique::HiddenSingle;
    if (n == 0) {
        t = Technique::NakedSingle;
        for (int c = 0; c < kCells; ++c)
            if (popcount(b.cands[c]) == 1)
                batch[static_cast<std::size_t>(n++)] = {static_cast<std::uint8_t>(c),
                                                        static_cast<std::uint8_t>(first_digit(b.cands[c]))};
    }
    if (n == 0) return 0;
    // Two singles of one batch that contradict each other mean the candidates were wrong; stop
    // and let the caller's checks see the contradiction.
    place_all(b, std::span<const Placement>(batch.data(), static_cast<std::size_t>(n)));
    r.uses[static_cast<int>(t)] += n;
    r.steps += n;
    r.score += n * technique_weight(t);
    return n;
}

// The easiest-first walk of rate(). With cells in `until` (each empty in the puzzle), a capped
// walk also ends once every one of them is placed (see rate_removal); r.difficulty is then the
// hardest level used so far.
Rating walk(const Digits& puzzle, Rules rules, Difficulty cap, std::span<const int> until) {
    Rating r;
    LogicBoard b = make_logic_board(puzzle, rules);
    const Difficulty logic_cap = cap < Difficulty::Expert ? cap : Difficulty::Expert;
    bool have_solution = false;
    Digits solution{};
    auto placed_all = [&] {
        for (const int c : until)
            if (b.values[c] == 0) return false;
        return true;
    };
    while (!is_solved(b)) {
        if (!until.empty() && placed_all()) {
            r.difficulty = level_of(r);
            return r;
        }
        if (sweep_singles(b, r) > 0) continue;
        std::optional<Step> step =
            find_step(b, logic_cap, Technique::Pointing); // no single: the sweep found none
        if (step) {
            // Once the level (with its frequency bump) exceeds the cap, the answer is known.
            if (cap < Difficulty::Diabolical) {
                Rating probe = r;
                ++probe.uses[static_cast<int>(step->technique)];
                if (level_of(probe) > cap) {
                    r.difficulty = next_level(cap);
                    r.logical = false;
                    return r;
                }
            }
        } else {
            if (cap < Difficulty::Diabolical) {
                r.difficulty = next_level(cap);
                r.logical = false;
                return r;
            }
            if (!have_solution) {
                const SolveResult s = solve(puzzle, rules, 2);
                if (s.count != 1) {
                    r.valid = false;
                    r.logical = false;
                    r.difficulty = Difficulty::Diabolical;
                    return r;
                }
                solution = s.solution;
                have_solution = true;
            }
            // Guess where a person would: the empty cell with the fewest candidates.
            int best = -1;
            for (int c = 0; c < kCells; ++c)
                if (b.values[c] == 0 && (best < 0 || popcount(b.cands[c]) < popcount(b.cands[best])))
                    best = c;
            Step guess;
            guess.technique = Technique::Guess;
            guess.placements.push_back({static_cast<std::uint8_t>(best), solution[best]});
            guess.cells.push_back(static_cast<std::uint8_t>(best));
            r.logical = false;
            step = std::move(guess);
        }
        ++r.uses[static_cast<int>(step->technique)];
        ++r.steps;
        r.score += technique_weight(step->technique);
        if (step->technique > r.hardest) r.hardest = step->technique;
        apply_step(b, *step);
    }
    r.difficulty = level_of(r);
    return r;
}

} // namespace

Rating rate(const Digits& puzzle, Rules rules, Difficulty cap) { return walk(puzzle, rules, cap, {}); }

Difficulty rate_removal(const Digits& puzzle, Rules rules, Difficulty cap, std::span<const int> removed) {
    return walk(puzzle, rules, cap, cap < Difficulty::Diabolical ? removed : std::span<const int>{})
        .difficulty;
}

std::string techniques_summary(const Rating& rating) {
    std::string s;
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (rating.uses[t] == 0) continue;
        if (!s.empty()) s += ", ";
        s += std::string(technique_name(static_cast<Technique>(t))) + " x" + std::to_string(rating.uses[t]);
    }
    return s;
}

} // namespace tessera::sudoku
