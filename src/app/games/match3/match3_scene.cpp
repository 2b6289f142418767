// Placeholder until the match3 scene lands: the menu shows the game as "Coming soon".
#include "tessera/app/games/game_scenes.hpp"

namespace tessera::app {
bool match3_playable() { return false; }
std::unique_ptr<Scene> make_match3_scene(App&, const levels::LevelInfo&) { return nullptr; }
} // namespace tessera::app
