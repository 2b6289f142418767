// The Lights Out scene, headless: clicks and keys press cells, undo and redo go through the
// midend, a save resumes, and a level is played to the result card by its hints.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"
#include "tessera/app/games/lights/lights_scene.hpp"

using namespace tessera;
using app::lights_view::LightsScene;
using testing::top_name;

namespace {

std::unique_ptr<app::App> lights_app(std::string_view name) {
    return testing::headless_app(testing::scene_test_home("lights", name), true);
}

LightsScene& open(app::App& a, const std::string& id) {
    const levels::LevelInfo info = testing::shipped_level("lights", id, true);
    return testing::push_scene<LightsScene>(a, [&] { return app::make_lights_scene(a, info); });
}

} // namespace

TEST_CASE("lights scene: a click presses the cell under the pointer", "[lights][app]") {
    auto a = lights_app("click");
    LightsScene& s = open(*a, "02-corners");
    const auto lit = s.state().lit;
    testing::click(*a, s.click_point({0, 0}));
    CHECK(s.state().lit == (lit ^ lights::press_mask(4, 0, 0)));
    CHECK(s.moves_played() == 1);
    testing::key(*a, SDLK_z, KMOD_CTRL); // undo, the midend's
    CHECK(s.state().lit == lit);
    testing::key(*a, SDLK_y, KMOD_CTRL); // redo
    CHECK(s.moves_played() == 1);
}

TEST_CASE("lights scene: arrows move the cursor and Enter presses", "[lights][app]") {
    auto a = lights_app("keys");
    LightsScene& s = open(*a, "03-five");
    testing::key(*a, SDLK_RIGHT); // the first key shows the cursor, in the middle
    CHECK(s.cursor() == lights::Move{2, 2});
    testing::key(*a, SDLK_LEFT);
    testing::key(*a, SDLK_UP);
    CHECK(s.cursor() == lights::Move{1, 1});
    const auto lit = s.state().lit;
    testing::key(*a, SDLK_RETURN);
    CHECK(s.state().lit == (lit ^ lights::press_mask(5, 1, 1)));
}

TEST_CASE("lights scene: a game in progress resumes from its save", "[lights][app][saves]") {
    auto a = lights_app("resume");
    {
        LightsScene& s = open(*a, "03-five");
        testing::click(*a, s.click_point({4, 4}));
        REQUIRE(s.moves_played() == 1);
        a->scenes().pop();
        a->simulate(1);
    }
    LightsScene& again = open(*a, "03-five");
    CHECK(again.resumed());
    CHECK(again.moves_played() == 1);
    CHECK(again.session().moves().front() == lights::Move{4, 4});
}

TEST_CASE("lights scene: every level is won by pressing Hint, with full stars", "[lights][app]") {
    for (const char* id : {"01-plus", "02-corners", "03-five"}) {
        INFO(id);
        auto a = lights_app(id);
        LightsScene& s = open(*a, id);
        const int par = s.par();
        CHECK(par > 0);
        // Each press of H shows the hint; the next press plays it (the midend's graded hints).
        for (int i = 0; i < 4 * par && top_name(*a) == "game"; ++i) testing::key(*a, SDLK_h);
        for (int i = 0; i < 100 && top_name(*a) != "result"; ++i) a->simulate(12);
        CHECK(top_name(*a) == "result");
        CHECK(s.state().lit == 0);
        CHECK(s.state().presses == par);
        CHECK(s.hints_used() > 0);
    }
}
