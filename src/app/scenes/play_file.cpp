#include "tessera/app/scenes/play_file.hpp"

#include <filesystem>
#include <memory>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/levels/level_watcher.hpp"

namespace tessera::app {

namespace {

std::string every_error_of(const levels::LevelInfo& info) {
    std::string out;
    for (const auto& e : info.errors) out += (out.empty() ? "" : "\n") + std::string(e.what());
    return out.empty() ? info.error : out;
}

// Live reload: the watcher's results are applied while the file's game scene is on top (a
// result that arrives under the pause menu waits for it to close).
void reload_on_save(App& app, const std::string& file, const std::string& game) {
    auto watcher = std::make_shared<levels::LevelFileWatcher>(file, game);
    auto pending = std::make_shared<std::optional<levels::LevelInfo>>();
    const std::string name = std::filesystem::path(file).filename().string();
    const std::string topic = "reload " + file; // each reload's toast replaces the last one's
    app.on_step([&app, watcher, pending, name, topic] {
        if (auto fresh = watcher->take()) *pending = std::move(fresh);
        if (!*pending) return;
        auto* top = dynamic_cast<GameScene*>(app.scenes().top());
        if (!top || top->level().path != (*pending)->path) return;
        levels::LevelInfo info = std::move(**pending);
        pending->reset();
        if (info.broken()) {
            const std::size_t more = info.errors.size() > 1 ? info.errors.size() - 1 : 0;
            app.toast(
                more ? trf("Not reloaded, the last good version stays: {0} (and {1} more)", info.error, more)
                     : trf("Not reloaded, the last good version stays: {0}", info.error),
                10, topic);
            return;
        }
        const GameDescriptor* g = find_game(info.game);
        app.profile().saves.erase(info.key()); // the changed level starts afresh
        app.take_last_toast();
        auto scene = g ? g->make_scene(app, info) : nullptr;
        if (!scene) {
            const std::string why = app.take_last_toast();
            app.toast(why.empty() ? trf("Not reloaded: {0} cannot be played", info.path)
                                  : trf("Not reloaded: {0}", why),
                      10, topic);
            return;
        }
        app.scenes().replace(std::move(scene));
        app.toast(trf("Reloaded {0}", name), 2, topic);
    });
}

} // namespace

std::string open_level(App& app, const PlayRequest& request) {
    app.seed_override = request.seed;
    levels::LevelInfo level;
    std::error_code ec;
    const bool is_file = !request.file.empty() && std::filesystem::exists(request.file, ec);
    if (const auto free = is_file ? std::nullopt : free_play_level_from_id(request.file)) {
        app.scenes().push(make_menu_scene(app));
        app.scenes().push(make_free_play_scene(app, free->game));
        start_level(app, *free, false);
        return "";
    }
    if (!request.file.empty()) {
        level = levels::check_level_file(request.file, true);
        if (level.broken()) return every_error_of(level);
        if (!request.game.empty()) levels::require_game(level, request.game);
        if (level.broken()) return level.error;
    } else {
        auto all = levels::scan_levels(app.data_dir(), request.game, false);
        if (all.empty()) return "no levels for \"" + request.game + "\"";
        level = app.catalog().check_now(all.front());
        if (level.broken()) return every_error_of(level);
    }
    const GameDescriptor* g = find_game(level.game);
    if (!g || !g->playable()) return level.path + ": /game: no game \"" + level.game + "\" in this build";
    app.take_last_toast();
    auto scene = g->make_scene(app, level);
    if (!scene) {
        const std::string why = app.take_last_toast();
        return why.empty() ? level.path + ": cannot be played as a " + level.game + " level" : why;
    }
    app.scenes().push(make_menu_scene(app));
    app.scenes().push(std::move(scene));
    show_how_to_play_once(app, level.game);
    if (request.watch && !request.file.empty()) reload_on_save(app, request.file, level.game);
    return "";
}

} // namespace tessera::app
