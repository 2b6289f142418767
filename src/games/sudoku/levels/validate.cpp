#include "tessera/core/sudoku/rating.hpp"
#include "tessera/levels/registry.hpp"
#include "tessera/levels/sudoku/level.hpp"

namespace tessera::levels {

std::string validate_sudoku(const Document& doc) {
    const sudoku::Puzzle p = load_sudoku_puzzle(doc);
    return std::string(sudoku::rules_name(p.rules)) + ", " + std::to_string(sudoku::count_filled(p.givens)) +
           " givens, unique, " + std::string(sudoku::difficulty_name(p.rating.difficulty)) + " (score " +
           std::to_string(p.rating.score) + ": " + sudoku::techniques_summary(p.rating) + ")";
}

} // namespace tessera::levels
