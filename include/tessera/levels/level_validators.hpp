#pragma once
// Deep validation of one level document per game: parse the schema, then check what only the
// game knows (solvable, replay of recorded lines, ...). Each throws LevelError on failure and
// returns a short human note on success (e.g. "winnable: 132 picks"). The registry in
// src/levels/registry.cpp maps the document's "game" field to these.
#include <string>

#include "tessera/levels/document.hpp"

namespace tessera::levels {

std::string validate_match3(const Document& doc);
std::string validate_samegame(const Document& doc);
std::string validate_sudoku(const Document& doc);
std::string validate_tilestack(const Document& doc);
std::string validate_onestroke(const Document& doc);

// Dispatches on the document's "game" field. Throws LevelError for an unknown game.
std::string validate_level(const Document& doc);

} // namespace tessera::levels
