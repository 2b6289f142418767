#pragma once
// Sudoku level files (docs/levels/sudoku.md): the stage, the difficulty, and either a fixed
// puzzle string or generator parameters with a seed. Loading checks what only the game knows:
// the puzzle has exactly one solution and rates at the declared difficulty.
#include <cstdint>
#include <optional>
#include <string>

#include "tessera/core/sudoku/generate.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

struct SudokuLevel {
    std::string title;
    std::string description;
    sudoku::Rules rules = sudoku::Rules::Classic; // "stage": "latin" | "classic"
    sudoku::Difficulty difficulty = sudoku::Difficulty::Easy;
    std::optional<sudoku::Digits> puzzle; // "puzzle"; else generated from the fields below
    std::uint64_t seed = 0;               // "generator"/"seed"
    sudoku::Symmetry symmetry = sudoku::Symmetry::None;
    sudoku::GridSource source = sudoku::GridSource::Random;
};

// The schema only. Throws LevelError naming file, line:column and JSON pointer.
SudokuLevel parse_sudoku_level(const Document& doc);

// The schema, then the puzzle itself (given or generated), checked for a unique solution and for
// its rating matching "difficulty". Throws LevelError located at the offending field.
sudoku::Puzzle load_sudoku_puzzle(const Document& doc);

} // namespace tessera::levels
