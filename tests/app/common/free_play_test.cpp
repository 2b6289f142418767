// Free play in the window (issue 38): every game's every choice opens from its free-play screen,
// a free game in progress resumes with its own deal, a finished one lands in the statistics, and
// the reward rule holds in every game: a hint caps the stars at 2, and Restart keeps the record.
// The tests walk the games' list (game_registry()), so a new game is covered without an edit.
#include <catch2/catch.hpp>

#include <filesystem>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"
#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/app/scenes/game_in_progress.hpp"
#include "tessera/app/scenes/play_file.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/levels/common/statistics.hpp"

using namespace tessera;
using tessera::testing::headless_app;

namespace {

std::filesystem::path home_for(const std::string& name) { return testing::scene_test_home("freeplay", name); }

void key(app::App& a, SDL_Keycode sym, Uint16 mod = KMOD_NONE) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    a.scenes().handle(e);
    a.simulate(2);
}

// The game scene on the stack (under a "How to play" card the first game of a kind opens with).
app::GameScene* game_scene(app::App& a) {
    for (std::size_t i = a.scenes().size(); i-- > 0;)
        if (auto* g = dynamic_cast<app::GameScene*>(a.scenes().at(i))) return g;
    return nullptr;
}

// Closes the "How to play" card if it is up, so keys reach the game.
void close_how_to(app::App& a) {
    a.simulate(1); // pushes take effect at the next frame
    for (int i = 0; i < 3 && a.scenes().top() && a.scenes().top()->name() == "how-to-play"; ++i)
        key(a, SDLK_ESCAPE);
}

// Presses Hint (and lets the board settle) until the game ends or `presses` run out.
void play_hints(app::App& a, app::GameScene& s, int presses) {
    for (int i = 0; i < presses && !s.finished(); ++i) {
        key(a, SDLK_h);
        for (int k = 0; k < 40 && !s.settled(); ++k) a.simulate(6);
    }
    a.simulate(10);
}

// The last game of the list with free play (the tests that need one game take it from the list).
const app::GameDescriptor* last_free_play_game() {
    const app::GameDescriptor* out = nullptr;
    for (const auto& g : app::game_registry())
        if (!g.free_play.empty()) out = &g;
    return out;
}

} // namespace

TEST_CASE("every free-play choice of every game opens a game from its free-play screen", "[app][freeplay]") {
    const auto home = home_for("choices");
    auto a = headless_app(home, true);
    int games = 0;
    for (const auto& g : app::game_registry()) {
        if (g.free_play.empty()) continue;
        ++games;
        CHECK(g.free_choice(g.daily)); // the daily challenge plays one of the choices
        for (std::size_t c = 0; c < g.free_play.size(); ++c) {
            INFO(g.id << " " << g.free_play[c].id);
            while (a->scenes().size() > 0) a->scenes().pop(), a->simulate(1);
            a->scenes().push(app::make_menu_scene(*a));
            a->scenes().push(app::make_free_play_scene(*a, g.id));
            a->simulate(1);
            for (std::size_t k = 0; k < c; ++k) key(*a, SDLK_DOWN);
            key(*a, SDLK_RETURN);
            app::GameScene* s = game_scene(*a);
            REQUIRE(s);
            REQUIRE(s->level().free_play);
            CHECK(s->level().free_play->id.game == g.id);
            CHECK(s->level().free_play->id.difficulty == g.free_play[c].id);
            CHECK_FALSE(s->level().free_play->daily);
        }
    }
    CHECK(games == static_cast<int>(app::game_registry().size())); // every game of the build has free play
    std::filesystem::remove_all(home);
}

TEST_CASE("a free game in progress resumes with its own deal, from Continue and from its screen",
          "[app][freeplay]") {
    for (const auto& g : app::game_registry()) {
        if (g.free_play.empty()) continue;
        INFO(g.id);
        const auto home = home_for("resume-" + g.id);
        auto a = headless_app(home, true);
        const levels::LevelInfo level = app::new_free_game(g.id, g.free_play.front().id);
        const std::string id = level.free_play->id.to_string();
        a->scenes().push(app::make_menu_scene(*a));
        app::start_level(*a, level, false);
        close_how_to(*a);
        app::GameScene* s = game_scene(*a);
        REQUIRE(s);
        for (int i = 0; i < 6 && s->moves_made() == 0; ++i) play_hints(*a, *s, 1);
        REQUIRE(s->moves_made() > 0);
        const std::size_t made = s->moves_made();
        const auto& saves = a->profile().saves;
        const auto save = saves.find(level.key());
        REQUIRE(save != saves.end());
        CHECK(save->second.value("free_play", "") == id);
        CHECK(save->second.value("hints", 0) >= 1);
        // Leave, and the menu's Continue finds it with the id it was dealt from.
        while (a->scenes().size() > 1) a->scenes().pop(), a->simulate(1);
        a->simulate(1);
        const auto again = app::game_in_progress(*a);
        REQUIRE(again);
        REQUIRE(again->free_play);
        CHECK(again->free_play->id.to_string() == id);
        CHECK(app::free_game_in_progress(*a, g.id, level.id));
        app::start_level(*a, *again, false);
        close_how_to(*a);
        app::GameScene* resumed = game_scene(*a);
        REQUIRE(resumed);
        CHECK(resumed->moves_made() == made);
        CHECK(resumed->hints_used() >= 1); // the visit's record came back with the save
        std::filesystem::remove_all(home);
    }
}

TEST_CASE("the reward rule in every game: a hint caps the stars at 2, and Restart keeps the record",
          "[app][freeplay][rewards]") {
    for (const auto& g : app::game_registry()) {
        if (!g.playable()) continue;
        INFO(g.id);
        const auto home = home_for("reward-" + g.id);
        auto a = headless_app(home, true);
        const auto all = levels::scan_levels(TESSERA_SOURCE_DIR, g.id, false);
        REQUIRE_FALSE(all.empty());
        levels::LevelInfo first = levels::check_level_file(all.front().path, true);
        REQUIRE_FALSE(first.broken());
        a->scenes().push(app::make_menu_scene(*a));
        app::start_level(*a, first, false);
        close_how_to(*a);
        app::GameScene* s = game_scene(*a);
        REQUIRE(s);
        key(*a, SDLK_h);
        REQUIRE(s->hints_used() == 1);
        key(*a, SDLK_r, KMOD_CTRL); // Restart: a new attempt, the same visit
        CHECK(s->hints_used() == 1);
        CHECK(s->moves_made() == 0);
        play_hints(*a, *s, 400);
        REQUIRE(s->finished());
        const auto& rec = a->profile().levels[first.key()];
        CHECK(rec.stars <= app::GameScene::kHintedStars);
        std::filesystem::remove_all(home);
    }
}

TEST_CASE("a finished free game is in the statistics, and with a hint its time stays off the records",
          "[app][freeplay][stats]") {
    const auto home = home_for("stats");
    auto a = headless_app(home, true);
    a->scenes().push(app::make_menu_scene(*a));
    const levels::LevelInfo level = app::new_free_game("sudoku", "easy");
    app::start_level(*a, level, false);
    close_how_to(*a);
    app::GameScene* s = game_scene(*a);
    REQUIRE(s);
    play_hints(*a, *s, 400);
    REQUIRE(s->finished());
    const levels::Statistics stats = levels::statistics_of(a->profile());
    const auto it = stats.games.find("sudoku/easy");
    REQUIRE(it != stats.games.end());
    CHECK(it->second.played == 1);
    CHECK(it->second.won == 1);
    CHECK(it->second.streak == 1);
    CHECK_FALSE(it->second.best_time_ms); // solved by hints: no record
    CHECK(a->profile().saves.count(level.key()) == 0);
    CHECK(a->profile().levels.count(level.key()) == 0); // free play keeps no level record
    // Leaving a game in progress from its screen counts it as played, not won.
    a->scenes().pop();
    const levels::LevelInfo next = app::new_free_game("sudoku", "easy");
    app::start_level(*a, next, false);
    close_how_to(*a);
    s = game_scene(*a);
    REQUIRE(s);
    play_hints(*a, *s, 3);
    REQUIRE(app::free_game_in_progress(*a, "sudoku", "new=easy"));
    app::abandon_free_game(*a, "sudoku", "new=easy");
    const levels::PlayStats after = levels::statistics_of(a->profile()).games.at("sudoku/easy");
    CHECK(after.played == 2);
    CHECK(after.won == 1);
    CHECK(after.streak == 0);
    std::filesystem::remove_all(home);
}

TEST_CASE("the daily challenge is the same game for a day, and its record and streak are kept",
          "[app][freeplay][daily]") {
    const auto home = home_for("daily");
    auto a = headless_app(home, true);
    const app::GameDescriptor* g = last_free_play_game();
    REQUIRE(g);
    const std::string game = g->id;
    const Date day{2026, 11, 28};
    const levels::LevelInfo level = app::daily_game(*g, day);
    REQUIRE(level.free_play);
    CHECK(level.free_play->id.to_string() == app::daily_game(*g, day).free_play->id.to_string());
    CHECK(level.free_play->id.seed == daily_seed(game, day));
    CHECK(level.key() == game + "/daily");
    a->scenes().push(app::make_menu_scene(*a));
    app::start_level(*a, level, false);
    close_how_to(*a);
    app::GameScene* s = game_scene(*a);
    REQUIRE(s);
    play_hints(*a, *s, 300);
    REQUIRE(s->finished());
    const levels::Statistics stats = levels::statistics_of(a->profile());
    const auto d = stats.daily.find(levels::daily_key(game, day));
    REQUIRE(d != stats.daily.end());
    CHECK(d->second.done);
    CHECK(levels::daily_streak(stats, game, day) == 1);
    CHECK(stats.games.at(game + "/daily").won == 1);
    std::filesystem::remove_all(home);
}

TEST_CASE("a free-play id on the command line opens that game", "[app][freeplay]") {
    const app::GameDescriptor* g = last_free_play_game();
    REQUIRE(g);
    const std::string choice = g->free_play.back().id;
    const auto level = app::free_play_level_from_id(g->id + ":new=" + choice + "#12");
    REQUIRE(level);
    CHECK(level->game == g->id);
    CHECK(level->key() == g->id + "/new=" + choice);
    CHECK(level->free_play->id.seed == 12);
    CHECK_FALSE(app::free_play_level_from_id(g->id + ":new=nosuchchoice#12"));
    CHECK_FALSE(app::free_play_level_from_id("nogame:new=easy#1"));
    CHECK_FALSE(app::free_play_level_from_id("levels/sudoku/01.json"));
}

TEST_CASE("tessera play ID opens that free game over its free-play screen, and today's daily id as the "
          "day's challenge",
          "[app][freeplay]") {
    const app::GameDescriptor* g = last_free_play_game();
    REQUIRE(g);
    const auto home = home_for("play-id");
    auto a = headless_app(home, true);
    app::PlayRequest request;
    request.file = g->id + ":new=" + g->free_play.front().id + "#99";
    REQUIRE(app::open_level(*a, request).empty());
    close_how_to(*a);
    app::GameScene* s = game_scene(*a);
    REQUIRE(s);
    REQUIRE(s->level().free_play);
    CHECK(s->level().free_play->id.to_string() == request.file);
    CHECK(a->scenes().at(a->scenes().size() - 2)->name() == "freeplay"); // where the game goes back to
    // Today's challenge (the day pinned as the pictures pin it).
    setenv("TESSERA_TODAY", "2026-11-28", 1);
    const auto daily =
        app::free_play_level_from_id(app::daily_game(*g, Date{2026, 11, 28}).free_play->id.to_string());
    unsetenv("TESSERA_TODAY");
    REQUIRE(daily);
    CHECK(daily->free_play->daily == Date{2026, 11, 28});
    CHECK(daily->key() == g->id + "/daily");
    std::filesystem::remove_all(home);
}
