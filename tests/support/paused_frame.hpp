#pragma once
// Pause hides the board in every game whose HUD shows a clock (issue 35): the paused frame of a
// level, outside the pause card, and how much two such frames differ. Each game's pause test
// (tests/app/games/<game>/pause_test.cpp) compares its frames with the pause card over a hidden
// board and no game at all: away from the card they are the same picture when the board is hidden.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <filesystem>
#include <string>
#include <vector>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::testing {

// Sampled pixels of the app's frame outside the pause card (x 440..840).
inline std::vector<Uint32> outside_pause_card(app::App& a) {
    SDL_Surface* s = a.surface();
    std::vector<Uint32> out;
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; y += 4)
        for (int x = 0; x < s->w; x += 4)
            if (x < 440 || x > 840)
                out.push_back(static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x]);
    SDL_UnlockSurface(s);
    return out;
}

// Pixels of the paused frame of `game`'s level `id`, outside the pause card.
inline std::vector<Uint32> paused_frame(const std::string& game, const std::string& id) {
    const auto home = std::filesystem::temp_directory_path() / ("tessera-pause-" + game + "-" + id);
    auto a = headless_app(home, true);
    const app::GameDescriptor* g = app::find_game(game);
    REQUIRE(g);
    auto scene = g->make_scene(*a, shipped_level(game, id, false));
    REQUIRE(scene);
    a->scenes().push(std::move(scene));
    a->simulate(240);
    key(*a, SDLK_p);
    a->simulate(120);
    REQUIRE(top_name(*a) == "pause");
    return outside_pause_card(*a);
}

// The share of sampled pixels that differ between two frames.
inline double differing(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
    REQUIRE(a.size() == b.size());
    std::size_t n = 0;
    for (std::size_t i = 0; i < a.size(); ++i) n += a[i] != b[i];
    return static_cast<double>(n) / static_cast<double>(a.size());
}

// The paused frame of a hidden board: the pause card alone, over no game.
inline std::vector<Uint32> hidden_board_frame() {
    auto a = headless_app(std::filesystem::temp_directory_path() / "tessera-pause-hidden", true);
    app::PauseActions actions;
    actions.hide_board = true;
    a->scenes().push(app::make_pause_overlay(*a, std::move(actions)));
    a->simulate(120);
    REQUIRE(top_name(*a) == "pause");
    return outside_pause_card(*a);
}

} // namespace tessera::testing
