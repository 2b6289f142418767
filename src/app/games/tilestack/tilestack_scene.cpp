// Placeholder until the tilestack scene lands: the menu shows the game as "Coming soon".
#include "tessera/app/games/game_scenes.hpp"

namespace tessera::app {
bool tilestack_playable() { return false; }
std::unique_ptr<Scene> make_tilestack_scene(App&, const levels::LevelInfo&) { return nullptr; }
} // namespace tessera::app
