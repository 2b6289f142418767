// The SameGame scene, headless through the real App (dummy video driver, software renderer): it
// renders inside the board area, SDL mouse and keyboard events play moves, saves are written and
// resumed, and each mode plays to its result overlay along the level's recorded solver line.
#include <catch2/catch.hpp>

#include "support/files.hpp"
#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <unistd.h>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/samegame/samegame_scene.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/samegame/level.hpp"

using namespace tessera;
using app::SamegameScene;

namespace {

using testing::click;
using testing::distinct_colours;
using testing::key;
using testing::send;
using testing::top_name;

std::filesystem::path test_home(const std::string& name) {
    return testing::scene_test_home("samegame", name);
}

std::unique_ptr<app::App> headless_app(const std::filesystem::path& home) {
    return tessera::testing::headless_app(home, true);
}

std::string level_path(const std::string& id) {
    return std::string(TESSERA_SOURCE_DIR) + "/levels/samegame/" + id + ".json";
}

levels::LevelInfo level_info(const std::string& id) { return testing::shipped_level("samegame", id, true); }

std::vector<samegame::Move> solution_of(const std::string& id) {
    const auto level = levels::parse_samegame_level(levels::load_document(level_path(id)));
    REQUIRE(level.solution);
    return *level.solution;
}

SamegameScene& push_scene(app::App& a, const std::string& id) {
    return testing::push_scene<SamegameScene>(a, [&] { return app::make_samegame_scene(a, level_info(id)); });
}

void settle(app::App& a, SamegameScene& s) { testing::settle(a, s, 200); }

// Plays a move the way a player would: one click (PopStar/classic), or a click per block of the
// group in breadth-first order (Discovery: each block touches the selection so far).
void play_by_clicks(app::App& a, SamegameScene& s, samegame::Move m) {
    if (s.mode() == samegame::Mode::discovery) {
        for (Point c : s.state().board.group_at(m.tile)) click(a, s.cell_centre(c));
    } else {
        click(a, s.cell_centre(m.tile));
    }
}

} // namespace

TEST_CASE("samegame scene renders every shipped level inside the board area", "[samegame][app][screenshot]") {
    const auto home = test_home("render");
    auto a = headless_app(home);
    for (const char* id : {"01-popstar-1", "11-classic-garden", "16-classic-glacier", "18-classic-summit",
                           "21-discovery-1", "26-discovery-6"}) {
        INFO(id);
        auto& s = push_scene(*a, id);
        settle(*a, s);
        const SDL_FRect b = s.layout().bounds();
        CHECK(b.x >= app::kBoardArea.x);
        CHECK(b.y >= 84);
        CHECK(b.x + b.w <= app::kBoardArea.x + app::kBoardArea.w);
        CHECK(b.y + b.h <= 590); // the message line (596..) and the toolbar (644..) stay free
        CHECK(s.view().matches(s.state().board));
        const SDL_Rect board{static_cast<int>(b.x), static_cast<int>(b.y), static_cast<int>(b.w),
                             static_cast<int>(b.h)};
        CHECK(distinct_colours(a->surface(), board) > 40);
        a->scenes().pop();
        a->simulate(1);
    }
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: every shipped level fits the board area", "[samegame][app][layout]") {
    const auto home = test_home("layout");
    auto a = headless_app(home);
    int count = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/samegame")) {
        if (entry.path().extension() != ".json") continue;
        const std::string id = entry.path().stem().string();
        INFO(id);
        auto& s = push_scene(*a, id);
        const SDL_FRect b = s.layout().bounds();
        CHECK(b.x >= app::kBoardArea.x);
        CHECK(b.y >= 84);
        CHECK(b.x + b.w <= app::kBoardArea.x + app::kBoardArea.w);
        CHECK(b.y + b.h <= 590);
        CHECK(s.layout().cell >= 30);
        CHECK(s.view().matches(s.state().board));
        a->scenes().pop();
        a->simulate(1);
        ++count;
    }
    CHECK(count >= 24);
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: colour-blind symbols and reduced motion still play a move",
          "[samegame][app][settings]") {
    const auto home = test_home("settings");
    auto a = headless_app(home);
    a->profile().settings.colourblind_symbols = true;
    a->profile().settings.reduced_motion = true;
    auto& s = push_scene(*a, "14-classic-harbour");
    settle(*a, s);
    click(*a, s.cell_centre(s.state().board.groups().front().cell));
    CHECK(s.moves_played() == 1);
    a->simulate(120); // reduced motion: one second is plenty
    CHECK_FALSE(s.busy());
    CHECK(s.view().matches(s.state().board));
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: a click removes the group, the view follows and a save is written",
          "[samegame][app][input]") {
    const auto home = test_home("click");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "11-classic-garden");
    settle(*a, s);
    const auto groups = s.state().board.groups();
    REQUIRE_FALSE(groups.empty());
    const auto g = groups.front();
    const int left = s.state().board.tiles_left();

    // A lone block does nothing.
    for (int y = 0; y < s.state().board.height(); ++y)
        for (int x = 0; x < s.state().board.width(); ++x)
            if (s.state().board.group_size({x, y}) == 1) {
                click(*a, s.cell_centre({x, y}));
                CHECK(s.moves_played() == 0);
                y = 99;
                break;
            }

    click(*a, s.cell_centre(g.cell));
    CHECK(s.moves_played() == 1);
    CHECK(s.state().board.tiles_left() == left - g.size);
    CHECK(s.busy());
    settle(*a, s);
    CHECK(s.view().matches(s.state().board));
    CHECK(s.shown_score() == s.state().score);
    const auto it = a->profile().saves.find("samegame/11-classic-garden");
    REQUIRE(it != a->profile().saves.end());
    CHECK(it->second["moves"].size() == 1);
    CHECK(it->second["id"] == s.save_id());

    // Undo through Ctrl+Z restores the board.
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = SDLK_z;
    e.key.keysym.mod = KMOD_LCTRL;
    send(*a, e);
    CHECK(s.moves_played() == 0);
    CHECK(s.state().board.tiles_left() == left);
    CHECK(s.view().matches(s.state().board));
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: the keyboard cursor plays a move", "[samegame][app][input]") {
    const auto home = test_home("keys");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "01-popstar-1");
    settle(*a, s);
    const auto target = s.state().board.groups().front().cell;
    key(*a, SDLK_RIGHT); // shows the cursor
    Point c = s.cursor();
    while (c.x < target.x) key(*a, SDLK_RIGHT), c = s.cursor();
    while (c.x > target.x) key(*a, SDLK_LEFT), c = s.cursor();
    while (c.y < target.y) key(*a, SDLK_DOWN), c = s.cursor();
    while (c.y > target.y) key(*a, SDLK_UP), c = s.cursor();
    REQUIRE(s.cursor() == target);
    key(*a, SDLK_RETURN);
    CHECK(s.moves_played() == 1);
    settle(*a, s);
    CHECK(s.view().matches(s.state().board));
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: the hint button shows the solver's move", "[samegame][app][hint]") {
    const auto home = test_home("hint");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "12-classic-meadow");
    settle(*a, s);
    key(*a, SDLK_h);
    CHECK(s.hint_shown());
    const auto h = s.hint_cache();
    REQUIRE(h);
    CHECK(s.state().board.group_size(h->tile) >= 2);
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: Discovery picks a group block by block", "[samegame][app][discovery]") {
    const auto home = test_home("discovery");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "21-discovery-1");
    settle(*a, s);
    const auto& b = s.state().board;
    // A group of 3 or more: pick two, try to skip a colour, then complete it.
    std::vector<Point> group;
    for (const auto& g : b.groups())
        if (g.size >= 3) {
            group = b.group_at(g.cell);
            break;
        }
    REQUIRE(group.size() >= 3);
    click(*a, s.cell_centre(group[0]));
    CHECK(s.selection().cells.size() == 1);
    click(*a, s.cell_centre(group[1]));
    CHECK(s.selection().cells.size() == 2);
    click(*a, s.cell_centre(group[1])); // let go of an end
    CHECK(s.selection().cells.size() == 1);
    for (std::size_t i = 1; i < group.size(); ++i) click(*a, s.cell_centre(group[i]));
    CHECK(s.moves_played() == 1);
    CHECK(s.selection().empty());
    settle(*a, s);
    CHECK(s.view().matches(s.state().board));
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: each mode plays its recorded line to the result overlay", "[samegame][app][end]") {
    const auto home = test_home("end");
    auto a = headless_app(home);
    for (const char* id : {"01-popstar-1", "11-classic-garden", "21-discovery-1"}) {
        INFO(id);
        auto& s = push_scene(*a, id);
        settle(*a, s);
        for (const auto& m : solution_of(id)) {
            play_by_clicks(*a, s, m);
            if (s.mode() != samegame::Mode::discovery && s.moves_played() % 3 == 0) settle(*a, s);
        }
        CHECK(s.state().over);
        settle(*a, s);
        for (int i = 0; i < 20 && top_name(*a) != "result"; ++i) settle(*a, s);
        CHECK(top_name(*a) == "result");
        const auto& rec = a->profile().levels[std::string("samegame/") + id];
        CHECK(rec.completed);
        CHECK(a->profile().saves.count(std::string("samegame/") + id) == 0);
        a->scenes().pop(); // the overlay
        a->simulate(1);
        a->scenes().pop(); // the game
        a->simulate(1);
    }
    CHECK(a->profile().totals.count("popstar/carry/2") == 1);
    CHECK(SamegameScene::popstar_carry(*a, 2) >= samegame::popstar_target(1));
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: Discovery's recorded time is the time of the last move, not of the ending",
          "[samegame][app][clock]") {
    const auto home = test_home("discovery-clock");
    auto a = headless_app(home);
    SamegameScene& s = push_scene(*a, "21-discovery-1");
    settle(*a, s);
    const auto line = solution_of("21-discovery-1");
    double at_last_move = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        a->simulate(30); // a quarter of a second of thought before each move
        play_by_clicks(*a, s, line[i]);
        if (i + 1 == line.size()) at_last_move = s.elapsed();
    }
    REQUIRE(samegame::status(s.state()).phase == Phase::Won);
    // The ending plays (blocks fly, the card slides in): none of it is play time.
    for (int i = 0; i < 100 && top_name(*a) != "result"; ++i) a->simulate(12);
    REQUIRE(top_name(*a) == "result");
    CHECK(s.elapsed() == at_last_move);
    const auto& rec = a->profile().levels["samegame/21-discovery-1"];
    REQUIRE(rec.best_time_ms);
    CHECK(*rec.best_time_ms == static_cast<std::int64_t>(at_last_move * 1000));
}

namespace {

std::string popstar_id(int level) {
    char id[32];
    std::snprintf(id, sizeof id, "%02d-popstar-%d", level, level);
    return id;
}

// The goal bar and its label agree with the score shown: full and "Target reached" exactly when
// the (cumulative) score meets the target.
void check_bar(SamegameScene& s, int target) {
    const app::HudInfo info = s.hud_info();
    const bool reached = s.shown_score() >= target;
    INFO("shown " << s.shown_score() << ", start " << s.start_score() << ", target " << target);
    REQUIRE(info.progress);
    CHECK((*info.progress >= 1.0) == reached);
    CHECK(info.progress_label == (reached ? "Target reached" : "Target " + app::group_digits(target)));
}

// Plays the level's recorded line by clicks and waits for the result card.
void play_to_result(app::App& a, SamegameScene& s, const std::string& id) {
    for (const auto& m : solution_of(id)) play_by_clicks(a, s, m); // each click fast-forwards the last move
    REQUIRE(s.state().over);
    for (int i = 0; i < 40 && top_name(a) != "result"; ++i) settle(a, s);
    REQUIRE(top_name(a) == "result");
}

} // namespace

TEST_CASE("samegame scene: over a PopStar run of levels 1-10 the carried score, the target bar, the result "
          "and the unlock agree",
          "[samegame][app][popstar]") {
    const auto home = test_home("popstar-run");
    auto a = headless_app(home);
    int carried = 0;
    int met_on_entry = 0;
    for (int level = 1; level <= 10; ++level) {
        const std::string id = popstar_id(level);
        INFO(id << ", carried " << carried);
        auto& s = push_scene(*a, id);
        settle(*a, s);
        const int target = samegame::popstar_target(level);
        CHECK(s.state().config.target == target);
        CHECK(s.start_score() == carried); // the score the previous level ended with
        CHECK(s.shown_score() == carried);
        check_bar(s, target);
        if (carried >= target) {
            // Met before the first move (the PopStar article's cumulative rule): the level is still played
            // out.
            ++met_on_entry;
            CHECK(s.hud_info().message.find("Target reached with your carried score") == 0);
            CHECK(samegame::status(s.state()).phase == Phase::Playing);
        } else {
            CHECK(*s.hud_info().progress == Approx(0));
        }
        play_to_result(*a, s, id);
        const int score = s.state().score;
        const bool won = score >= target;
        CHECK(samegame::status(s.state()).phase == (won ? Phase::Won : Phase::Lost));
        CHECK(s.shown_score() == score);
        check_bar(s, target);
        const auto& rec = a->profile().levels["samegame/" + id];
        CHECK(rec.completed == won); // what unlocks the next level
        CHECK(rec.best_score == (won ? std::optional<std::int64_t>(score) : std::nullopt));
        if (won) CHECK(SamegameScene::popstar_carry(*a, level + 1) == score);
        REQUIRE(won); // the recorded lines win from any carried score at least the proof's
        carried = score;
        a->scenes().pop(); // the overlay
        a->simulate(1);
        a->scenes().pop(); // the game
        a->simulate(1);
    }
    CHECK(met_on_entry >= 1); // a run where a carried score already met a later level's target
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: PopStar levels 2-10 with a carried score below, at and far above the target",
          "[samegame][app][popstar]") {
    const auto home = test_home("popstar-carry");
    auto a = headless_app(home);
    for (int level = 2; level <= 10; ++level) {
        const int target = samegame::popstar_target(level);
        for (const int carry : {0, target, target + 2190}) {
            const std::string id = popstar_id(level);
            INFO(id << ", carried " << carry);
            a->profile().totals["popstar/carry/" + std::to_string(level)] = carry;
            a->profile().levels.erase("samegame/" + id);
            a->profile().totals.erase("popstar/carry/" + std::to_string(level + 1));
            auto& s = push_scene(*a, id);
            a->simulate(1);
            CHECK(s.start_score() == carry);
            check_bar(s, target);
            play_to_result(*a, s, id);
            const int score = s.state().score;
            const bool won = score >= target;
            CHECK(samegame::status(s.state()).phase == (won ? Phase::Won : Phase::Lost));
            check_bar(s, target);
            CHECK(a->profile().levels["samegame/" + id].completed == won);
            CHECK(a->profile().totals.count("popstar/carry/" + std::to_string(level + 1)) == (won ? 1u : 0u));
            if (carry >= target) CHECK(won); // the score only grows: met on entry is met at the end
            a->scenes().pop();
            a->simulate(1);
            a->scenes().pop();
            a->simulate(1);
        }
    }
    std::filesystem::remove_all(home);
}

// Not run by default: PopStar level 2 opened with level 1's 5,190 carried (the target already
// met), at the start and at its result card, for a person to look at.
//   tessera_app_tests "[.popstar-carry-frames]"  ->  $TMPDIR/popstar-carry-*.png
TEST_CASE("samegame scene: frames of a level whose target the carried score already meets",
          "[.popstar-carry-frames]") {
    const auto home = test_home("popstar-carry-frames");
    auto a = headless_app(home);
    a->profile().totals["popstar/carry/2"] = 5190;
    auto& s = push_scene(*a, "02-popstar-2");
    settle(*a, s);
    const auto dir = testing::output_dir();
    CHECK(a->save_png((dir / "popstar-carry-start.png").string()).empty());
    play_to_result(*a, s, "02-popstar-2");
    a->simulate(static_cast<int>(1.5 / a->fixed_step()));
    CHECK(a->save_png((dir / "popstar-carry-result.png").string()).empty());
    std::filesystem::remove_all(home);
}

TEST_CASE("samegame scene: a whole PopStar level is played with a game pad alone",
          "[samegame][app][gamepad]") {
    const auto home = test_home("gamepad");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "01-popstar-1");
    settle(*a, s);
    using testing::dpad_toward;
    using testing::pad;
    pad(*a, SDL_CONTROLLER_BUTTON_DPAD_LEFT); // the first press shows the cursor
    // The level's recorded line, each group popped by walking the cursor onto it and pressing A.
    for (const samegame::Move m : solution_of("01-popstar-1")) {
        for (int guard = 0; guard < 40 && s.cursor() != m.tile; ++guard)
            pad(*a, dpad_toward(s.cell_centre(s.cursor()), s.cell_centre(m.tile)));
        REQUIRE(s.cursor() == m.tile);
        const auto moves = s.moves_played();
        pad(*a, SDL_CONTROLLER_BUTTON_A);
        REQUIRE(s.moves_played() == moves + 1);
        settle(*a, s);
    }
    CHECK(s.state().over);
    for (int i = 0; i < 20 && top_name(*a) != "result"; ++i) settle(*a, s);
    CHECK(top_name(*a) == "result");
    CHECK(a->profile().levels["samegame/01-popstar-1"].completed);
    CHECK(a->last_input_was_pad());
    std::filesystem::remove_all(home);
}
