// Scenes by name, for `tessera screenshot --scene NAME` and the bench's frame-time workload.
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

std::unique_ptr<Scene> make_scene_by_name(App& app, const std::string& name, const std::string& game,
                                          const std::string& level_path, std::string* error) {
    auto fail = [&](std::string why) -> std::unique_ptr<Scene> {
        if (error) *error = std::move(why);
        return nullptr;
    };
    if (name == "menu") return make_menu_scene(app);
    if (name == "settings") return make_settings_scene(app);
    if (name == "help") return make_help_scene(app);
    if (name == "pause") return make_pause_overlay(app, {[] {}, [] {}, false, game, {}});
    if (name == "result") {
        ResultInfo info;
        info.won = true;
        info.title = tr("Level complete!");
        info.lines = {trf("Score {0}", group_digits(12340)), trf("Best {0}", group_digits(13000)),
                      trf("Time {0}", clock_text(151))};
        info.stars = 2;
        info.on_next = [] {};
        info.on_retry = [] {};
        info.on_levels = [] {};
        return make_result_overlay(app, std::move(info));
    }
    const GameDescriptor* g = find_game(game);
    std::string games;
    for (const auto& d : game_registry()) games += (games.empty() ? "" : ", ") + d.id;
    if (name == "stats") return make_statistics_scene(app, game);
    if (name == "freeplay") {
        if (!g) return fail("--scene freeplay needs --game (" + games + ")");
        return make_free_play_scene(app, game);
    }
    if (name == "levels") {
        if (!g) return fail("--scene levels needs --game (" + games + ")");
        return make_level_select_scene(app, game);
    }
    // --level, or the game's first level; checked, and for this game.
    auto level_for = [&](levels::LevelInfo& level) {
        if (const auto id = free_play_level_from_id(level_path)) {
            level = *id;
            return level.game == game ? std::string()
                                      : level_path + ": the game is " + level.game + ", not " + game;
        }
        if (!level_path.empty()) {
            level = levels::check_level_file(level_path, true);
        } else {
            auto all = levels::scan_levels(app.data_dir(), game, false);
            if (all.empty()) return "no levels for " + game;
            level = levels::check_level_file(all.front().path, true);
        }
        if (level.broken()) return level.error;
        if (level.game != game)
            return level.path + ": /game: this file is for \"" + level.game + "\", not \"" + game + "\"";
        level.game = game;
        return std::string();
    };
    if (name == "ranking") {
        if (!g) return fail("--scene ranking needs --game (" + games + ")");
        levels::LevelInfo level;
        if (auto why = level_for(level); !why.empty()) return fail(why);
        return make_ranking_overlay(app, level);
    }
    if (name == "game") {
        if (!g) return fail("--scene game needs --game (" + games + ")");
        if (!g->playable()) return fail("the " + game + " scene is not built yet");
        levels::LevelInfo level;
        if (auto why = level_for(level); !why.empty()) return fail(why);
        // A game that cannot open the level says why in a toast; that is the reason here too.
        app.take_last_toast();
        auto scene = g->make_scene(app, level);
        if (!scene) {
            const std::string why = app.take_last_toast();
            return fail(why.empty() ? level.path + ": cannot be played as a " + game + " level" : why);
        }
        return scene;
    }
    if (name == "howto") {
        if (!g) return fail("--scene howto needs --game (" + games + ")");
        return make_how_to_play_scene(app, game);
    }
    return fail("unknown scene \"" + name + "\"");
}

} // namespace tessera::app
