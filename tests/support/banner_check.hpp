#pragma once
// The layout check while a banner or pop-up shows (issue 35): a level of the test's own opened as
// its game's scene, and the layout problems of the frames drawn over a few seconds, of the texts
// beside the board. Each game's banner test (src/games/<game>/tests/app/banner_test.cpp) uses it.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "tessera/app/framework/layout_check.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::testing {

// The layout problems of the frames drawn over `seconds`, sampled every 6 frames (each named once),
// of the texts outside the board (side panels, number pad, HUD): over the board, a move's pop-ups
// and sparks fly across its own digits and gems on purpose; beside it nothing may be covered.
inline std::string problems_while_playing(app::App& a, double seconds, SDL_FRect board) {
    std::string out;
    for (int f = 0; f < static_cast<int>(seconds * 120); f += 6) {
        a.gfx().layout_log().enabled = true;
        a.simulate(1);
        a.gfx().layout_log().enabled = false;
        app::LayoutLog log = a.gfx().layout_log();
        std::erase_if(log.texts, [&](const app::LayoutLog::Text& t) {
            const float cx = t.box.x + t.box.w / 2, cy = t.box.y + t.box.h / 2;
            constexpr float kRise = 40; // pop-ups rise a little above the cells they come from
            return cx >= board.x && cx < board.x + board.w && cy >= board.y - kRise && cy < board.y + board.h;
        });
        std::erase_if(log.icons, [](const app::LayoutLog::Box& b) { return b.name == "particle"; });
        for (const auto& p : app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight))
            if (out.find(p) == std::string::npos) out += "  " + p + "\n";
        a.simulate(5);
    }
    return out;
}

// A level file of the test's own, opened as the game's scene.
inline app::Scene& open_file(app::App& a, const std::filesystem::path& home, const std::string& game,
                             const std::string& json) {
    const std::filesystem::path file = home / (game + "-banner.json");
    std::ofstream(file) << json;
    levels::LevelInfo info = levels::check_level_file(file.string(), false);
    info.game = game;
    REQUIRE_FALSE(info.broken());
    const app::GameDescriptor* g = app::find_game(game);
    REQUIRE(g);
    auto scene = g->make_scene(a, info);
    REQUIRE(scene);
    app::Scene& s = *scene;
    a.scenes().push(std::move(scene));
    a.simulate(240);
    return s;
}

} // namespace tessera::testing
