// Sudoku soak: 1,000 generated puzzles (both stages, both grid sources, with and without symmetry),
// each proven unique and then solved by following the hint from the start, invariants after every
// move. Some seeds fill in auto-candidates first; some place a wrong digit first, which the next
// hint must catch.
#include <sstream>

#include "soak/soak.hpp"
#include "tessera/core/sudoku/game.hpp"
#include "tessera/core/sudoku/solver.hpp"

using namespace tessera::sudoku;

namespace {

constexpr int kMoveCap = 400; // hints; a hint places at least a digit or removes a mark

GenerateParams params_for_seed(std::uint64_t seed) {
    GenerateParams gp;
    gp.rules = seed % 5 == 0 ? Rules::Latin : Rules::Classic;
    // Hard needs several grids per puzzle, so only one seed in 40 asks for it (never a Latin one).
    gp.difficulty = seed % 40 == 7 ? Difficulty::Hard : seed % 8 == 3 ? Difficulty::Medium : Difficulty::Easy;
    gp.symmetry = seed % 2 ? Symmetry::Rotational : Symmetry::None;
    gp.source = seed % 3 == 0 ? GridSource::Pattern : GridSource::Random;
    return gp;
}

// `honest`: only the solution's digits were ever placed (no mistake), so the pencil marks must
// still allow the solution's digit in every empty cell.
std::string check_state(const State& s, bool mistake_on_board, bool honest) {
    for (int c = 0; c < kCells; ++c) {
        if (s.givens[c] != 0 && s.values[c] != s.givens[c]) return "a given changed at " + cell_name(c);
        if (!mistake_on_board && s.values[c] != 0 && s.values[c] != s.solution[c])
            return "a hint placed a digit that is not the solution's at " + cell_name(c);
        if (honest && s.values[c] == 0 && s.notes[c] != 0 && !(s.notes[c] & digit_bit(s.solution[c])))
            return "the marks at " + cell_name(c) + " exclude the solution's digit";
        if (s.values[c] != 0 && s.notes[c] != 0) return "a filled cell keeps pencil marks at " + cell_name(c);
    }
    if (!mistake_on_board && conflicts(s).any()) return "digits conflict while following hints";
    const Status st = status(s);
    if ((st.phase == Phase::Won) != (s.values == s.solution)) return "status disagrees with the solution";
    if (st.filled != count_filled(s.values)) return "status counts filled cells wrongly";
    return "";
}

} // namespace

TEST_CASE("soak sudoku: 1,000 generated puzzles solved by following hints, invariants after every move",
          "[soak][sudoku]") {
    soak::Tally tally{"sudoku"};
    int latin = 0, medium = 0, hard = 0, mistakes_caught = 0, hints = 0;
    for (std::uint64_t seed = 1; seed <= soak::kSeeds; ++seed) {
        const GenerateParams gp = params_for_seed(seed);
        tessera::Rng rng(seed);
        const auto puzzle = generate(gp, rng);
        REQUIRE(puzzle);
        // The generated puzzle has exactly one solution, and it is the one the puzzle records.
        const SolveResult proof = solve(puzzle->givens, gp.rules, 2);
        if (proof.count != 1 || proof.solution != puzzle->solution || !check_win(puzzle->solution, gp.rules))
            FAIL("sudoku seed " << seed
                                << ": not unique or wrong solution: " << format_digits(puzzle->givens));
        latin += gp.rules == Rules::Latin;
        medium += gp.difficulty == Difficulty::Medium;
        hard += gp.difficulty == Difficulty::Hard;

        State s = start(*puzzle);
        bool mistake_on_board = false;
        const bool honest = seed % 4 != 1;
        std::vector<Move> opening;
        if (seed % 4 == 2) opening.push_back(auto_candidates());
        if (!honest) { // a wrong digit in a random empty cell
            int cell = static_cast<int>(rng.below(kCells));
            while (s.values[cell] != 0) cell = (cell + 1) % kCells;
            opening.push_back(place(cell, s.solution[cell] % 9 + 1));
        }
        int move = 0;
        auto play = [&](const Move& m) {
            const auto out = apply(s, m);
            if (!out) FAIL("sudoku seed " << seed << " move " << move + 1 << ": refused: " << to_string(m));
            bool erased_mistake = false;
            if (m.kind == MoveKind::Hint) {
                ++hints;
                const auto* used = std::get_if<HintUsed>(&out->events.front());
                REQUIRE(used);
                // A wrong digit on the board is always the first thing a hint points at.
                if (mistake_on_board != (used->step.technique == Technique::Mistake))
                    FAIL("sudoku seed " << seed << " move " << move + 1 << ": the hint missed the mistake");
                erased_mistake = mistake_on_board;
                mistakes_caught += erased_mistake;
                mistake_on_board = false;
            } else if (m.kind == MoveKind::Place) {
                mistake_on_board = m.digit != s.solution[m.cell];
            }
            const int filled_before = count_filled(s.values);
            s = out->state;
            ++move;
            ++tally.moves;
            SOAK_REQUIRE_OK(check_state(s, mistake_on_board, honest),
                            "sudoku seed " << seed << " move " << move << " " << to_string(m) << "\n"
                                           << format_digits(s.givens));
            // A hint only fills cells (or removes marks), except that it erases a wrong digit.
            if (m.kind == MoveKind::Hint && (erased_mistake ? count_filled(s.values) != filled_before - 1
                                                            : count_filled(s.values) < filled_before))
                FAIL("sudoku seed " << seed << " move " << move << ": a hint emptied the wrong cells");
        };
        for (const Move& m : opening) play(m);
        while (status(s).phase == Phase::Playing) {
            if (move >= kMoveCap)
                FAIL("sudoku seed " << seed << ": no solution after " << kMoveCap << " hints");
            play(take_hint());
        }
        REQUIRE(s.values == s.solution);
        REQUIRE_FALSE(apply(s, take_hint())); // nothing left to hint on a solved board
        ++tally.seeds;
    }
    CHECK(mistakes_caught == static_cast<int>(soak::kSeeds / 4));
    std::ostringstream details;
    details << hints << " hints, " << latin << " Latin, " << medium << " medium, " << hard << " hard, "
            << mistakes_caught << " planted mistakes caught";
    tally.print(details.str());
}
