#pragma once
// Sudoku in-progress saves (saves.hpp): moves "r3c5=7", "r3c5-", "r3c5~7", "auto", "hint",
// replayed from the puzzle's start state. A save that ends solved is refused: a solved puzzle is
// a finished game, not one in progress.
#include <string_view>

#include "tessera/core/sudoku/game.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::levels {

using SudokuRestore = SaveRestore<sudoku::State, sudoku::Move>;

SudokuRestore restore_sudoku_save(const sudoku::State& start, const nlohmann::json& save,
                                  std::string_view expected_id);

} // namespace tessera::levels
