#pragma once
// The menu's "Continue: <game>, <level>": the game in progress the player saved last.
#include <optional>
#include <string>
#include <vector>

#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/profile.hpp"

namespace tessera::app {

class App;

// The keys of the profile's saved games ("<game>/<level id>"), the latest first: by the save's
// "at" (seconds since 1970), saves without one (older versions) after those with, in key order.
std::vector<std::string> saves_latest_first(const levels::Profile& profile);

// The level of the latest saved game that the catalog lists (a save whose level file is gone,
// or of a level the player typed in, is passed over), or nothing. Asks the catalog to list the games of the
// saves it has not listed yet; call again when its generation changes.
std::optional<levels::LevelInfo> game_in_progress(App& app);

// Opens that level as level select would, over that game's level select (so Back leads there).
void continue_game(App& app, const levels::LevelInfo& level);

} // namespace tessera::app
