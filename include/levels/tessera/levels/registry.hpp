#pragma once
// Deep validation of one level document per game: parse the schema, then check what only the
// game knows (solvable, replay of recorded lines, ...). Each throws LevelError on failure and
// returns a short human note on success (e.g. "winnable: 132 picks"). `validate_<g>` is declared
// here for every game folder (tessera/known_games.hpp) and defined in src/games/<g>/levels/validate.cpp.
#include <span>
#include <string>
#include <string_view>

#include "tessera/known_games.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

#define TESSERA_DECLARE_VALIDATOR(g) std::string validate_##g(const Document& doc);
TESSERA_KNOWN_GAMES(TESSERA_DECLARE_VALIDATOR)
#undef TESSERA_DECLARE_VALIDATOR

// The games of this build, in menu order ("<game>", ...): the level folders and "game" values.
std::span<const std::string_view> game_ids();

// A game of the source tree (a folder src/games/<game>/) that this build leaves out (a subset build,
// or the template game, which never ships): its levels cannot be checked or played here.
bool left_out_of_build(std::string_view game);

// Dispatches on the document's "game" field. Throws LevelError for a game this build does not have.
std::string validate_level(const Document& doc);

} // namespace tessera::levels
