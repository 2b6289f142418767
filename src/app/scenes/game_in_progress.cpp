#include "tessera/app/scenes/game_in_progress.hpp"

#include <algorithm>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

std::vector<std::string> saves_latest_first(const levels::Profile& profile) {
    std::vector<std::pair<std::int64_t, std::string>> order;
    for (const auto& [key, save] : profile.saves) {
        std::int64_t at = -1;
        if (save.is_object())
            if (const auto it = save.find("at"); it != save.end() && it->is_number_integer())
                at = it->get<std::int64_t>();
        order.emplace_back(at, key);
    }
    // Latest first; equal times (and saves with none) in key order.
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string> keys;
    for (auto& [at, key] : order) keys.push_back(std::move(key));
    return keys;
}

std::optional<levels::LevelInfo> game_in_progress(App& app) {
    for (const std::string& key : saves_latest_first(app.profile())) {
        const std::size_t slash = key.find('/');
        if (slash == std::string::npos) continue;
        const std::string game = key.substr(0, slash);
        const GameDescriptor* g = find_game(game);
        if (!g || !g->playable()) continue;
        if (const auto free = free_game_in_progress(app, game, key.substr(slash + 1))) return free;
        if (key.compare(slash + 1, 4, "new=") == 0 || key.compare(slash + 1, 5, "daily") == 0) continue;
        const levels::LevelCatalog::Listing listing = app.catalog().listing(game);
        if (!listing.scanned) {
            // Not listed yet: ask, and say nothing until it is (a later save may not be this one).
            app.catalog().refresh(game);
            return std::nullopt;
        }
        for (const levels::LevelInfo& level : listing.levels)
            if (level.key() == key && !level.broken()) return level;
    }
    return std::nullopt;
}

void continue_game(App& app, const levels::LevelInfo& level) {
    if (!level.checked) {
        app.toast(tr("This level is still being checked; it opens in a moment."), 3);
        return;
    }
    app.audio().play("click");
    app.scenes().push(level.free_play ? make_free_play_scene(app, level.game)
                                      : make_level_select_scene(app, level.game));
    start_level(app, level, false);
}

} // namespace tessera::app
