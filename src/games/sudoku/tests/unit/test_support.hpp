#pragma once
// Shared fixtures for the sudoku tests.
#include <string>

#include "tessera/core/sudoku/board.hpp"

namespace sudoku_test {

// Well-known hard classic puzzles with a unique solution.
inline const char* const kInkala =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
inline const char* const kEasterMonster =
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
inline const char* const kEscargot =
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
// A classic puzzle solved by singles alone.
inline const char* const kEasy =
    "..5...3.2.978...5.24.51.......9....3....68....8...14.68........9..4....5...17.93.";

inline tessera::sudoku::Digits digits(const std::string& text) {
    return *tessera::sudoku::parse_digits(text);
}

// Whether `solution` keeps every given of `puzzle`.
inline bool extends(const tessera::sudoku::Digits& puzzle, const tessera::sudoku::Digits& solution) {
    for (int c = 0; c < tessera::sudoku::kCells; ++c)
        if (puzzle[c] != 0 && puzzle[c] != solution[c]) return false;
    return true;
}

} // namespace sudoku_test
