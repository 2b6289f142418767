// The menu's "Continue: <game>, <level>": after a relaunch, the game in progress is one Enter (or
// one click) away, and resumes where it was left.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <string>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/games/sudoku/sudoku_scene.hpp"
#include "tessera/app/scenes/game_in_progress.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;

namespace {

// The texts the last frame drew that start with `prefix`.
std::vector<std::string> drawn_starting(app::App& a, const std::string& prefix) {
    a.gfx().layout_log().enabled = true;
    a.simulate(1);
    a.gfx().layout_log().enabled = false;
    std::vector<std::string> out;
    for (const auto& t : a.gfx().layout_log().texts)
        if (t.text.rfind(prefix, 0) == 0) out.push_back(t.text);
    return out;
}

} // namespace

TEST_CASE("the menu offers Continue for the game in progress, one Enter away", "[app][menu][continue]") {
    const auto home = testing::scene_test_home("menu", "continue");
    const auto level = testing::shipped_level("sudoku", "02-crossing", true);
    int cell = -1;
    {
        auto a = testing::headless_app(home, true);
        a->scenes().push(app::make_menu_scene(*a));
        a->simulate(2);
        CHECK(drawn_starting(*a, "Continue").empty()); // nothing in progress: no Continue
        app::start_level(*a, level, false);
        a->simulate(2);
        if (testing::top_name(*a) != "game") a->scenes().pop(); // the first play's How to play
        a->simulate(2);
        auto* s = dynamic_cast<app::SudokuScene*>(a->scenes().top());
        REQUIRE(s);
        for (int c = 0; c < 81 && cell < 0; ++c)
            if (!s->state().givens[static_cast<std::size_t>(c)]) cell = c;
        testing::click(*a, s->layout().cell_centre(cell));
        testing::key(*a,
                     static_cast<SDL_Keycode>(SDLK_0 + s->state().solution[static_cast<std::size_t>(cell)]));
        REQUIRE(a->profile().saves.count("sudoku/02-crossing") == 1);
    }
    // A relaunch: the menu names the game and the level, and Enter resumes it.
    auto a = testing::headless_app(home, false);
    a->scenes().push(app::make_menu_scene(*a));
    a->simulate(2);
    const auto shown = drawn_starting(*a, "Continue");
    REQUIRE(shown.size() == 1);
    CHECK(shown[0] == "Continue: Sudoku, " + level.title);
    testing::key(*a, SDLK_RETURN);
    a->simulate(2);
    REQUIRE(testing::top_name(*a) == "game");
    auto* s = dynamic_cast<app::SudokuScene*>(a->scenes().top());
    REQUIRE(s);
    CHECK(s->level().key() == "sudoku/02-crossing");
    CHECK(s->moves_played() == 1); // where it was left
    // Back leads to the game's level select, as when it was opened from there.
    REQUIRE(a->scenes().size() == 3);
    CHECK(a->scenes().at(1)->name() == "levels");
}

TEST_CASE("Continue offers the game saved last", "[app][menu][continue]") {
    levels::Profile p;
    const auto empty = nlohmann::json::array();
    p.saves["g1/01-first"] = {{"id", "x"}, {"moves", empty}, {"at", 100}};
    p.saves["g2/03-cascade"] = {{"id", "x"}, {"moves", empty}, {"at", 300}};
    p.saves["g3/01"] = {{"id", "x"}, {"moves", empty}}; // an older version's: no "at"
    p.saves["g4/02"] = {{"id", "x"}, {"moves", empty}, {"at", 200}};
    CHECK(app::saves_latest_first(p) ==
          std::vector<std::string>{"g2/03-cascade", "g4/02", "g1/01-first", "g3/01"});
}

TEST_CASE("no Continue when the saved game's level is gone", "[app][menu][continue]") {
    const auto home = testing::scene_test_home("menu", "continue-gone");
    auto a = testing::headless_app(home, true);
    a->profile().saves["sudoku/99-no-such-level"] = {
        {"id", "x"}, {"moves", nlohmann::json::array()}, {"at", 5}};
    a->scenes().push(app::make_menu_scene(*a));
    a->simulate(2);
    CHECK(drawn_starting(*a, "Continue").empty());
    testing::key(*a, SDLK_RETURN); // the first card, as before
    CHECK(testing::top_name(*a) == "levels");
}
