#pragma once
// Boards as text, one row per line, one cell per letter:
//   R G B Y P O W C   colours 0..7        .  a hole
//   a letter then '-' / '|' / '*'          line clearer (row / column) / 3x3 bomb of that colour
//   @                                      colour bomb
// Used by the CLI (`tessera match3 generate|hint`), tests and docs.
#include <optional>
#include <string>
#include <string_view>

#include "tessera/core/match3/tile.hpp"

namespace tessera::match3 {

inline constexpr std::string_view kColourLetters = "RGBYPOWC";

std::string to_text(const Board& board);
// nullopt with `error` set ("line 2: expected 5 cells, got 4") on bad text. Empty cells are not allowed.
std::optional<Board> parse_board(std::string_view text, std::string* error = nullptr);

} // namespace tessera::match3
