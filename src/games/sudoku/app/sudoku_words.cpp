#include "tessera/app/games/sudoku/sudoku_words.hpp"

#include "tessera/app/framework/i18n.hpp"

#include <algorithm>
#include <vector>

namespace tessera::app {

std::string technique_text(sudoku::Technique t) {
    using T = sudoku::Technique;
    switch (t) {
    case T::HiddenSingle:
        return tr("Hidden single");
    case T::NakedSingle:
        return tr("Naked single");
    case T::Pointing:
        return tr("Pointing");
    case T::BoxLineReduction:
        return tr("Box-line reduction");
    case T::NakedPair:
        return tr("Naked pair");
    case T::HiddenPair:
        return tr("Hidden pair");
    case T::NakedTriple:
        return tr("Naked triple");
    case T::HiddenTriple:
        return tr("Hidden triple");
    case T::XWing:
        return tr("X-Wing");
    case T::XYWing:
        return tr("XY-Wing");
    case T::Swordfish:
        return tr("Swordfish");
    case T::SimpleColouring:
        return tr("Simple colouring");
    case T::ForcingChain:
        return tr("Forcing chain");
    case T::Guess:
        return tr("Guess");
    case T::Mistake:
        return tr("Mistake");
    default:
        return std::string(sudoku::technique_name(t));
    }
}

std::string difficulty_text(sudoku::Difficulty d) {
    using D = sudoku::Difficulty;
    switch (d) {
    case D::Easy:
        return tr("Easy");
    case D::Medium:
        return tr("Medium");
    case D::Hard:
        return tr("Hard");
    case D::Expert:
        return tr("Expert");
    default:
        return tr("Diabolical");
    }
}

std::string step_text(const sudoku::Step& step) {
    std::string name = technique_text(step.technique);
    // A forcing chain is followed from its start cell: name it and its two digits.
    if (step.technique == sudoku::Technique::ForcingChain && step.cells.size() == 1 &&
        sudoku::popcount(step.digits) == 2) {
        const int low = sudoku::first_digit(step.digits);
        const int high =
            sudoku::first_digit(static_cast<sudoku::Mask>(step.digits & ~sudoku::digit_bit(low)));
        name = trf("Forcing chain from {0} ({1} or {2})", sudoku::cell_name(step.cells[0]), low, high);
    }
    std::string places, removes;
    for (const auto& p : step.placements)
        places += (places.empty() ? "" : ", ") + trf("{0} in {1}", p.digit, sudoku::cell_name(p.cell));
    // Eliminations by digit, in the order the step lists them: "6 from r1c1/r1c2, 5 from r3c2".
    std::vector<int> digits;
    for (const auto& e : step.eliminations)
        if (std::find(digits.begin(), digits.end(), e.digit) == digits.end()) digits.push_back(e.digit);
    for (const int d : digits) {
        std::string cells;
        for (const auto& e : step.eliminations)
            if (e.digit == d) cells += (cells.empty() ? "" : "/") + sudoku::cell_name(e.cell);
        removes += (removes.empty() ? "" : ", ") + trf("{0} from {1}", d, cells);
    }
    if (!places.empty() && !removes.empty()) return trf("{0}: place {1}; remove {2}.", name, places, removes);
    if (!places.empty()) return trf("{0}: place {1}.", name, places);
    if (!removes.empty()) return trf("{0}: remove {1}.", name, removes);
    return name + ".";
}

} // namespace tessera::app
