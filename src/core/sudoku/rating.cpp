#include "tessera/core/sudoku/rating.hpp"

#include "tessera/core/sudoku/solver.hpp"

namespace tessera::sudoku {

namespace {

Difficulty next_level(Difficulty d) {
    return d == Difficulty::Diabolical ? d : static_cast<Difficulty>(static_cast<int>(d) + 1);
}

// The hardest level used, bumped once when that level was needed often.
Difficulty level_of(const Rating& r) {
    std::array<int, kDifficultyCount> per_level{};
    Difficulty top = Difficulty::Easy;
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (r.uses[t] == 0) continue;
        const Difficulty tier = technique_tier(static_cast<Technique>(t));
        per_level[static_cast<int>(tier)] += r.uses[t];
        if (tier > top) top = tier;
    }
    if (top == Difficulty::Medium && per_level[1] >= kMediumUsesForHard) return Difficulty::Hard;
    if (top == Difficulty::Hard && per_level[2] >= kHardUsesForExpert) return Difficulty::Expert;
    return top;
}

} // namespace

Rating rate(const Digits& puzzle, Rules rules, Difficulty cap) {
    Rating r;
    LogicBoard b = make_logic_board(puzzle, rules);
    const Difficulty logic_cap = cap < Difficulty::Expert ? cap : Difficulty::Expert;
    bool have_solution = false;
    Digits solution{};
    while (!is_solved(b)) {
        std::optional<Step> step = find_step(b, logic_cap);
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
                if (b.values[c] == 0 && (best < 0 || popcount(b.cands[c]) < popcount(b.cands[best]))) best = c;
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
