// Free play's PopStar and Discovery runs in the window (issue 38), headless through the real App:
// a run carried past level 3 by playing each level's certified line, the result card's next
// level (same seed, the final score carried) or new run, a resumed save that replays exactly,
// the daily challenge, the run's best level in the statistics, and Discovery's hint time.
#include <catch2/catch.hpp>

#include "support/files.hpp"
#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <algorithm>
#include <filesystem>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/samegame/samegame_scene.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/core/samegame/free_play.hpp"
#include "tessera/levels/common/statistics.hpp"

using namespace tessera;
using app::SamegameScene;

namespace {

using testing::click;
using testing::key;
using testing::top_name;

// The test's own profile folder, wiped before and after.
struct Home {
    std::filesystem::path path;
    explicit Home(const std::string& name) : path(testing::scene_test_home("samegame", name)) {}
    ~Home() { std::filesystem::remove_all(path); }
    std::unique_ptr<app::App> app() const { return testing::headless_app(path, true); }
};

levels::LevelInfo run_info(const std::string& kind, std::uint64_t seed, int level = 1,
                           std::int64_t carried = 0) {
    levels::FreePlaySource source;
    source.id = FreePlayId{"samegame", kind, seed};
    source.run_level = level;
    source.carried = carried;
    return app::free_play_level(source);
}

SamegameScene& push_run(app::App& a, const levels::LevelInfo& info) {
    return testing::push_scene<SamegameScene>(a, [&] { return app::make_samegame_scene(a, info); });
}

// The game scene on top, once the how-to-play card a first game opens with is closed.
SamegameScene& game_on_top(app::App& a) {
    for (int i = 0; i < 3 && top_name(a) != "game"; ++i) key(a, SDLK_ESCAPE);
    REQUIRE(top_name(a) == "game");
    auto* s = dynamic_cast<SamegameScene*>(a.scenes().top());
    REQUIRE(s);
    return *s;
}

// Plays a move as the player does: one click in PopStar, the group block by block in Discovery.
void play(app::App& a, SamegameScene& s, samegame::Move m) {
    if (s.mode() == samegame::Mode::discovery)
        for (Point c : s.state().board.group_at(m.tile)) click(a, s.cell_centre(c));
    else
        click(a, s.cell_centre(m.tile));
}

void to_result(app::App& a, SamegameScene& s) {
    REQUIRE(s.state().over);
    for (int i = 0; i < 40 && top_name(a) != "result"; ++i) testing::settle(a, s, 200);
    REQUIRE(top_name(a) == "result");
}

// The moves that pop the smallest group each time: a poor game.
std::vector<samegame::Move> smallest_first(samegame::State s) {
    std::vector<samegame::Move> moves;
    while (!s.over) {
        const auto groups = s.board.groups();
        const auto g = std::min_element(groups.begin(), groups.end(),
                                        [](const auto& x, const auto& y) { return x.size < y.size; });
        moves.push_back({g->cell});
        s = samegame::apply(s, moves.back())->state;
    }
    return moves;
}

// Level 3 of the run, entered with 3,000 points and played poorly to its result card.
void lose_level_3(app::App& a, std::uint64_t seed) {
    SamegameScene& s = push_run(a, run_info("popstar", seed, 3, 3000));
    const auto moves = smallest_first(s.state());
    samegame::State end = s.state();
    for (const auto& m : moves) end = samegame::apply(end, m)->state;
    REQUIRE(end.score < samegame::run_target(3)); // the poor game misses level 3's target
    testing::settle(a, s, 200);
    for (const auto& m : moves) play(a, s, m);
    to_result(a, s);
}

levels::PlayStats stats_of(app::App& a, const std::string& choice) {
    const auto stats = levels::statistics_of(a.profile());
    const auto it = stats.games.find(levels::stats_key("samegame", choice));
    return it == stats.games.end() ? levels::PlayStats{} : it->second;
}

} // namespace

TEST_CASE("samegame run: carried past level 3 on each level's certified line, the next level keeps the seed "
          "and carries the final score",
          "[samegame][app][free_play]") {
    const Home home("run");
    auto a = home.app();
    constexpr std::uint64_t kSeed = 7;
    push_run(*a, run_info("popstar", kSeed));
    int carried = 0;
    for (int n = 1; n <= 4; ++n) {
        INFO("level " << n);
        SamegameScene& s = game_on_top(*a);
        REQUIRE(s.in_run());
        CHECK(s.run_level() == n);
        CHECK(s.level().free_play->id.seed == kSeed);
        CHECK(s.start_score() == carried);
        CHECK(s.state().config == samegame::run_config(n)); // never the ladder's Config
        const samegame::RunLevel dealt = samegame::deal_run_level(samegame::RunKind::popstar, kSeed, n);
        CHECK(s.state().board == dealt.board);
        testing::settle(*a, s, 200);
        for (const auto& m : dealt.line.moves) play(*a, s, m);
        CHECK(s.state().score >= samegame::run_target(n));
        to_result(*a, s);
        carried = s.state().score; // the end bonus included
        CHECK(stats_of(*a, "popstar").best_level == n);
        CHECK(stats_of(*a, "popstar").best_score == carried);
        key(*a, SDLK_RETURN); // the card's first button: "Next level"
    }
    SamegameScene& s = game_on_top(*a);
    CHECK(s.run_level() == 5);
    CHECK(s.start_score() == carried);
    CHECK(s.level().title == "PopStar run, level 5");
    const auto st = stats_of(*a, "popstar");
    CHECK(st.played == 4);
    CHECK(st.won == 4);
}

TEST_CASE("samegame run: a level lost ends the run, and the card's button starts a new one",
          "[samegame][app][free_play]") {
    const Home home("run-lost");
    auto a = home.app();
    constexpr std::uint64_t kSeed = 11;
    lose_level_3(*a, kSeed);
    a->simulate(static_cast<int>(1.5 / a->fixed_step())); // the card at rest, for a person to look at
    CHECK(a->save_png((testing::output_dir() / "samegame-run-over.png").string()).empty());
    CHECK(stats_of(*a, "popstar").best_level == 3);
    CHECK(stats_of(*a, "popstar").won == 0);
    key(*a, SDLK_RETURN); // "New run"
    SamegameScene& next = game_on_top(*a);
    CHECK(next.run_level() == 1);
    CHECK(next.start_score() == 0);
    CHECK(next.level().free_play->id.seed != kSeed);
    CHECK(next.level().free_play->id.difficulty == "popstar");
}

TEST_CASE("samegame run: a lost level's card offers no Retry and no Undo: the run only goes forward",
          "[samegame][app][free_play]") {
    const Home home("run-no-retry");
    auto a = home.app();
    lose_level_3(*a, 11);
    key(*a, SDLK_RIGHT); // the button after "New run": "Free play", which leaves the game
    key(*a, SDLK_RETURN);
    a->simulate(2);
    CHECK(top_name(*a) != "game");
    CHECK(a->scenes().empty());
}

TEST_CASE(
    "samegame run: a level left and reopened from its save replays exactly, from the run's carried score",
    "[samegame][app][free_play][save]") {
    for (const char* kind : {"popstar", "discovery"}) {
        INFO(kind);
        const Home home(std::string("run-save-") + kind);
        auto a = home.app();
        samegame::State before;
        {
            SamegameScene& s = push_run(*a, run_info(kind, 42, 2, 1234));
            testing::settle(*a, s, 200);
            const auto line = samegame::deal_run_level(*samegame::parse_run(kind), 42, 2).line.moves;
            for (int i = 0; i < 3; ++i) {
                play(*a, s, line[static_cast<std::size_t>(i)]);
                testing::settle(*a, s, 200);
            }
            REQUIRE(s.moves_played() == 3);
            before = s.state();
            a->scenes().pop();
            a->simulate(1);
        }
        const auto save = a->profile().saves.at(std::string("samegame/new=") + kind);
        CHECK(save["id"] == std::string("samegame:level=samegame/new=") + kind + "@2;start=1234#42");
        const auto resumed = app::free_game_in_progress(*a, "samegame", std::string("new=") + kind);
        REQUIRE(resumed);
        SamegameScene& s = push_run(*a, *resumed);
        CHECK(s.resumed());
        CHECK(s.moves_played() == 3);
        CHECK(s.state() == before);
        CHECK(s.start_score() == 1234);
        CHECK(s.state().config == samegame::run_config(2));
    }
}

TEST_CASE("samegame run: the daily challenge plays as level 1 of the PopStar run with the day's seed",
          "[samegame][app][free_play][daily]") {
    const Home home("run-daily");
    auto a = home.app();
    const app::GameDescriptor* g = app::find_game("samegame");
    REQUIRE(g);
    CHECK(g->daily == "popstar");
    REQUIRE(g->free_choice("popstar"));
    REQUIRE(g->free_choice("discovery"));
    const Date day{2026, 11, 28};
    SamegameScene& s = push_run(*a, app::daily_game(*g, day));
    CHECK(s.in_run());
    CHECK(s.mode() == samegame::Mode::popstar);
    CHECK(s.level().id == "daily");
    CHECK(s.state().board ==
          samegame::deal_run_level(samegame::RunKind::popstar, daily_seed("samegame", day), 1).board);
    CHECK(s.state().config == samegame::run_config(1));
    // A free-play id typed on the command line deals the same run.
    const auto typed = app::free_play_level_from_id("samegame:new=discovery#7");
    REQUIRE(typed);
    SamegameScene& d = push_run(*a, *typed);
    CHECK(d.mode() == samegame::Mode::discovery);
    CHECK(d.state().config.max_left == -1); // not Discovery's "clear the board"
    CHECK(d.state().board == samegame::deal_run_level(samegame::RunKind::discovery, 7, 1).board);
}

TEST_CASE("samegame: a hint asked for in Discovery puts time on the clock and says so, and PopStar's does not",
          "[samegame][app][free_play][hint]") {
    const Home home("discovery-hint");
    auto a = home.app();
    SamegameScene& s = push_run(*a, run_info("discovery", 5));
    testing::settle(*a, s, 200);
    const auto line = samegame::deal_run_level(samegame::RunKind::discovery, 5, 1).line.moves;
    play(*a, s, line[0]);
    testing::settle(*a, s, 200);
    const double before = s.elapsed();
    key(*a, SDLK_h);
    REQUIRE(s.hint_shown());
    CHECK(s.elapsed() >= before + SamegameScene::kDiscoveryHintSeconds);
    CHECK(s.elapsed() < before + SamegameScene::kDiscoveryHintSeconds + 1);
    CHECK(s.message().find("+10 s on the clock") != std::string::npos);
    CHECK(a->save_png((testing::output_dir() / "samegame-discovery-hint.png").string()).empty());
    CHECK(s.hints_used() == 1);
    // The save keeps the time the hint cost.
    CHECK(a->profile().saves.at("samegame/new=discovery")["elapsed"].get<double>() >=
          before + SamegameScene::kDiscoveryHintSeconds);
    // The second press plays the hinted group: no more time.
    const double shown = s.elapsed();
    key(*a, SDLK_h);
    CHECK(s.moves_played() == 2);
    CHECK(s.elapsed() < shown + 1);

    SamegameScene& p = push_run(*a, run_info("popstar", 5));
    testing::settle(*a, p, 200);
    const double start = p.elapsed();
    key(*a, SDLK_h);
    REQUIRE(p.hint_shown());
    CHECK(p.elapsed() < start + 1);
}

TEST_CASE("samegame run: a hint in one level keeps the whole run off the records",
          "[samegame][app][free_play]") {
    const Home home("run-hint");
    auto a = home.app();
    SamegameScene& s = push_run(*a, run_info("popstar", 7));
    testing::settle(*a, s, 200);
    key(*a, SDLK_h); // looked at, then the certified line is played by hand
    CHECK(s.hints_used() == 1);
    for (const auto& m : samegame::deal_run_level(samegame::RunKind::popstar, 7, 1).line.moves)
        play(*a, s, m);
    to_result(*a, s);
    key(*a, SDLK_RETURN);
    SamegameScene& next = game_on_top(*a);
    CHECK(next.run_level() == 2);
    CHECK(next.hints_used() == 1); // the run's hint comes along
    const auto st = stats_of(*a, "popstar");
    CHECK(st.played == 1);
    CHECK_FALSE(st.best_score);
    CHECK_FALSE(st.best_level);
}
