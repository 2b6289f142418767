// rate_removal, the generator's shortened rating of a removal, must answer as the full capped
// rating does: whether the puzzle stays within the cap, and whether it reaches the cap.
#include <catch2/catch.hpp>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/sudoku/generate.hpp"
#include "tessera/core/sudoku/rating.hpp"
#include "tessera/core/sudoku/solver.hpp"

using namespace tessera::sudoku;

TEST_CASE("a removal's shortened rating agrees with the full capped rating", "[sudoku][generator]") {
    int compared = 0, within = 0, reached = 0;
    for (const Difficulty base : {Difficulty::Medium, Difficulty::Hard})
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            tessera::Rng rng(seed);
            GenerateParams gp;
            gp.difficulty = base;
            const auto made = generate(gp, rng);
            REQUIRE(made);
            // The puzzle with 8 clues given back (as a pass has them before it ends), then every
            // one-clue removal that keeps it unique, against each cap at or above its level.
            Digits before = made->givens;
            for (int added = 0; added < 8;) {
                const int c = static_cast<int>(rng.below(kCells));
                if (before[c] == 0) before[c] = made->solution[c], ++added;
            }
            const Difficulty level = rate(before, Rules::Classic).difficulty;
            for (int g = 0; g < kCells; ++g) {
                if (before[g] == 0) continue;
                Digits less = before;
                less[g] = 0;
                if (solve(less, Rules::Classic, 2).count != 1) continue;
                for (const Difficulty cap : {Difficulty::Medium, Difficulty::Hard, Difficulty::Expert}) {
                    if (cap < level) continue;
                    const Difficulty full = rate(less, Rules::Classic, cap).difficulty;
                    const int cells[] = {g};
                    const Difficulty quick = rate_removal(less, Rules::Classic, cap, cells);
                    INFO("seed " << seed << ", cell " << g << ", cap " << difficulty_name(cap) << ": full "
                                 << difficulty_name(full) << ", quick " << difficulty_name(quick));
                    CHECK((quick <= cap) == (full <= cap));
                    // Reaching the cap is told exactly when the puzzle before was below it.
                    if (level < cap) CHECK((quick == cap) == (full == cap));
                    ++compared;
                    within += full <= cap;
                    reached += full == cap;
                }
            }
        }
    // The comparison covered both answers.
    CHECK(compared > 300);
    CHECK(within > 0);
    CHECK(within < compared);
    CHECK(reached > 0);
}
