// Level select never checks a level file on the UI thread: the catalog's worker checks every file
// (a full check, solvers included, can take seconds; a frame has 16 ms), and starting a level from
// its card uses the worker's result. Issue 20, item 10.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"

#include <SDL.h>
#include <filesystem>

#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;

TEST_CASE("level select and starting a level run no level check on the UI thread", "[app][levels]") {
    auto a = testing::headless_app(std::filesystem::temp_directory_path() / "tessera-checks-test", true);
    for (const auto& g : app::game_registry()) {
        INFO(g.id);
        a->scenes().push(app::make_level_select_scene(*a, g.id));
        a->simulate(2);
        a->catalog().wait_idle();
        a->simulate(2);
        const auto listing = a->catalog().listing(g.id);
        REQUIRE(listing.scanned);
        CHECK_FALSE(listing.checking);
        for (const auto& lv : listing.levels) CHECK(lv.checked);
        // Browse the cards, then play the first one.
        for (SDL_Keycode k : {SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT, SDLK_UP, SDLK_HOME, SDLK_RETURN}) {
            SDL_Event e{};
            e.type = SDL_KEYDOWN;
            e.key.keysym.sym = k;
            a->scenes().handle(e);
            a->simulate(1);
        }
        CHECK(a->scenes().top()->name() != "levels"); // the game (or its How to play over it)
        CHECK(a->catalog().checks_on_caller_thread() == 0);
        while (!a->scenes().empty()) {
            a->scenes().pop();
            a->simulate(1);
        }
    }
}
