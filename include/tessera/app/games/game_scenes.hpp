#pragma once
// Each game's scene factory, defined in src/app/games/<game>/. `<game>_playable()` is false
// while a game's scene is not built yet (the menu then says "Coming soon").
#include <memory>

#include "tessera/app/scene.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::app {

class App;

std::unique_ptr<Scene> make_match3_scene(App& app, const levels::LevelInfo& level);
std::unique_ptr<Scene> make_samegame_scene(App& app, const levels::LevelInfo& level);
std::unique_ptr<Scene> make_sudoku_scene(App& app, const levels::LevelInfo& level);
std::unique_ptr<Scene> make_tilestack_scene(App& app, const levels::LevelInfo& level);
std::unique_ptr<Scene> make_onestroke_scene(App& app, const levels::LevelInfo& level);

bool match3_playable();
bool samegame_playable();
bool sudoku_playable();
bool tilestack_playable();
bool onestroke_playable();

} // namespace tessera::app
