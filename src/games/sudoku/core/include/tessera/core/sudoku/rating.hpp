#pragma once
// Difficulty rating: solve with the logic techniques, easiest first, and rate by the hardest
// technique needed. A puzzle that logic cannot finish needs guessing and is Diabolical.
#include <array>
#include <span>

#include "tessera/core/sudoku/logic.hpp"

namespace tessera::sudoku {

struct Rating {
    Difficulty difficulty = Difficulty::Easy;
    int score = 0; // sum of technique_weight over every step
    int steps = 0;
    std::array<int, kTechniqueCount> uses{}; // steps per technique
    Technique hardest = Technique::HiddenSingle;
    bool logical = true; // finished without guessing
    bool valid = true;   // false: no unique solution (only checked when guessing)
};

// With a cap below Diabolical the rating stops as soon as the puzzle is known to be harder than
// the cap and then reports cap + 1 (meaning "harder than cap"); the generator uses this to check
// candidate removals cheaply. Without a cap a stuck logic solve continues by guessing the
// solution's digit (counted as Technique::Guess).
Rating rate(const Digits& puzzle, Rules rules, Difficulty cap = Difficulty::Diabolical);

// The generator's question about a removal, answered with less walking: `puzzle` is a puzzle of
// level at most `cap` (below Diabolical) with the cells of `removed` emptied. The walk is rate()'s
// with that cap, but it ends once every removed cell is placed: from there on it is the walk of a
// puzzle with more givens than the one before the removal, which the cap's techniques finish (a
// level is the set of techniques that solves a puzzle, whatever order they are used in). The
// answer is cap + 1 (harder than the cap), the cap (the puzzle's level), or a level below the
// cap: then the puzzle's level is below the cap too, if the one before the removal was.
Difficulty rate_removal(const Digits& puzzle, Rules rules, Difficulty cap, std::span<const int> removed);

// "hidden single x31, pointing x2, x-wing x1"
std::string techniques_summary(const Rating& rating);

} // namespace tessera::sudoku
