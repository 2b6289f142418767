#pragma once
// Boards as text: one string per row, top row first; a colour is a letter of kColourLetters
// (R G B Y P O C W, case-insensitive) or a digit 1..8; '.' is an empty cell. Used by level files
// and by `tessera samegame solve` on stdin.
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "tessera/core/samegame/board.hpp"

namespace tessera::samegame {

inline constexpr std::string_view kColourLetters = "RGBYPOCW";

// 0 for '.', 1..8 for a colour, -1 for anything else.
int colour_from_char(char c);
char colour_char(Colour c);

struct BoardTextError {
    int row = 0;    // 0-based
    int column = 0; // 0-based character index
    std::string message;
};
// Parses rows (all the same length, 1..kMaxSide rows and columns). Tiles with holes below them
// fall (and empty columns close when `collapse`), so any picture gives a legal board.
std::variant<Board, BoardTextError> parse_board(const std::vector<std::string>& rows, bool collapse);

std::vector<std::string> format_board(const Board& board);
int colours_used(const Board& board); // highest colour present

} // namespace tessera::samegame
