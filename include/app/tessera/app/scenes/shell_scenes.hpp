#pragma once
// The suite's shell: title menu, settings, help, level select, and the overlays every game uses
// (pause, win/lose). Game scenes push these; they never draw their own versions.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tessera/app/framework/scene.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/profile.hpp"

namespace tessera::app {

class App;

std::unique_ptr<Scene> make_menu_scene(App& app);
std::unique_ptr<Scene> make_settings_scene(App& app);
std::unique_ptr<Scene> make_help_scene(App& app);
std::unique_ptr<Scene> make_level_select_scene(App& app, const std::string& game);
// A level's ten best times with their dates, over level select.
std::unique_ptr<Scene> make_ranking_overlay(App& app, const levels::LevelInfo& level);

struct PauseActions {
    std::function<void()> on_restart; // may be empty
    std::function<void()> on_quit;    // back to level select
    bool hide_board = false;          // the pause card covers the board (GameScene::hide_board_when_paused)
    std::string game;                 // its "How to play" is on the pause menu
    std::string quit_label;           // N_(): the quit button's words when not "Quit to levels"
};
std::unique_ptr<Scene> make_pause_overlay(App& app, PauseActions actions);

struct ResultInfo {
    bool won = false;
    std::string title;              // "Level complete!" / "Out of moves"
    std::vector<std::string> lines; // "Score 12 340", "Best 13 000", "Time 2:31", the reason...
    int stars = 0;                  // 0..3, shown when won
    bool show_stars = true;
    std::function<void()> on_next; // empty: no "Next" button
    std::function<void()> on_retry;
    std::function<void()> on_undo; // "Undo last move" after a loss, where the game allows it
    std::function<void()> on_levels;
    std::string next_label;   // N_(): the first button's words when not "Next level" ("New game")
    std::string levels_label; // N_(): the last button's when not "Level select" ("Free play")
};
std::unique_ptr<Scene> make_result_overlay(App& app, ResultInfo info);

// Builds a scene by its `tessera screenshot --scene` name (the list is tessera/cli/gui_options.hpp's
// kSceneNames: menu, settings, help, levels, pause, result, game, howto). Returns nullptr with
// *error set for an unknown name or missing --game/--level.
std::unique_ptr<Scene> make_scene_by_name(App& app, const std::string& name, const std::string& game,
                                          const std::string& level_path, std::string* error);

// Which levels of a list level select opens: the first level of a group, one whose predecessor in
// the group is completed (or broken), one the player has played (a record or a saved game) or that
// comes before a played one in its group (a level added later never locks what was open); the
// player's own levels ("My levels") always.
std::vector<bool> unlocked_levels(const levels::Profile& profile,
                                  const std::vector<levels::LevelInfo>& levels);

// For game scenes: the playable level after `level` in its game's list (same group), if any.
std::optional<levels::LevelInfo> next_level(App& app, const levels::LevelInfo& level);
// Replaces the top scene (a game) with a fresh game scene for `level` (Next, Retry).
void start_level(App& app, const levels::LevelInfo& level, bool replace_top);

} // namespace tessera::app
