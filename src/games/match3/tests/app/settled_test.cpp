// When a game scene has come to rest (issue 37): `levels preview --solution` takes its frames
// once GameScene::settled(): for a match-3 move, once its swap and falls are over, the top bar's
// score has counted up to the state's and no points float over the board.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <filesystem>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/match3/match3_scene.hpp"

using namespace tessera;
using app::Match3Scene;

TEST_CASE("a match-3 move is settled once its score and effects have come to rest", "[match3][app]") {
    const auto home = testing::scene_test_home("match3", "settled");
    auto a = testing::headless_app(home, false);
    auto& s = testing::push_scene<Match3Scene>(*a, [&] {
        return app::make_match3_scene(*a, testing::shipped_level("match3", "01-first-swaps", true));
    });
    int steps = 0;
    for (; steps < 3600 && !s.settled(); ++steps) a->simulate(1); // the board's first fall
    REQUIRE(s.settled());
    const auto h = s.hint_cache();
    REQUIRE(h);
    testing::click(*a, s.cell_centre(h->move.a));
    testing::click(*a, s.cell_centre(h->move.b));
    REQUIRE(s.moves_played() == 1);
    CHECK_FALSE(s.settled());
    CHECK(s.shown_score() < s.state().score);
    steps = 0;
    for (; steps < 3600 && !s.settled(); ++steps) {
        a->simulate(1);
        if (s.busy() || s.shown_score() != s.state().score || s.view().effect_count() > 0)
            CHECK_FALSE(s.settled());
    }
    CHECK(s.settled());
    CHECK(s.shown_score() == s.state().score);
    CHECK(s.view().effect_count() == 0);
    std::filesystem::remove_all(home);
}
