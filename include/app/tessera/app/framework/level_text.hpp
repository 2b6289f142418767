#pragma once
// A level's texts as the player reads them, in the language of the moment.
#include <string>

#include "tessera/levels/catalog.hpp"

namespace tessera::app {

// The name of the level's group (a level-select heading, the line under the title in a game):
// the file's own translations, else the group name through the message catalogue ("My levels"
// for the player's own levels, a scene's own group such as "Entered puzzle"). "" without a group.
std::string group_heading(const levels::LevelInfo& level);

} // namespace tessera::app
