#pragma once
// Sudoku's words as a player reads them, in the player's language: technique and difficulty
// names, and a hint step as a sentence. The core's names (technique_name, describe) stay the
// English ones the text commands print.
#include <string>

#include "tessera/core/sudoku/logic.hpp"

namespace tessera::app {

// "Hidden single", "唯一余数"... capitalised as a heading.
std::string technique_text(sudoku::Technique t);
// "Easy" ... "Diabolical".
std::string difficulty_text(sudoku::Difficulty d);
// The step's move: "Hidden single: 5 goes in r3c4.", "Pointing: remove 7 from r1c4, r1c5."
std::string step_text(const sudoku::Step& step);

} // namespace tessera::app
