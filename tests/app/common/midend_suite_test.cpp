// The midend's own tests (SessionScene<G>, session_scene.hpp), run over every game of the build's
// list (game_registry()), on each game's first shipped level, through the real App and only the
// player's keys: H plays the game's own hints (each press shows more, and the press after the
// last grade plays the move, as `levels preview --solution` does), Ctrl+Z / Ctrl+Y / Ctrl+R undo,
// redo and restart, Esc pauses. They name no game: a new game in the list gets them all.
//
//   resume       moves played, the level left, the profile read again: the same game comes back
//                ("Welcome back"), filed under the same id
//   bad save     a save with a garbage id, a bad move or the wrong shape is dropped with a toast,
//                the level starts afresh, and the rest of the profile stays
//   undo, redo   the history moves back and forth and the save follows; restart keeps it
//   clock        it stops while paused, and at the move that decides the game
//   ending       the hints play the level to its result card; the save is gone
#include <catch2/catch.hpp>

#include <any>
#include <filesystem>
#include <string>

#include <SDL.h>
#include <nlohmann/json.hpp>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/core/common/game_id.hpp"
#include "tessera/levels/catalog.hpp"

using namespace tessera;

namespace {

constexpr int kMaxPresses = 4000; // Hint presses before a game's hints are called stuck

std::filesystem::path suite_home(const std::string& game, const std::string& test) {
    return testing::scene_test_home(game, "midend-" + test);
}

// The game's first shipped level that is not broken.
levels::LevelInfo first_level(const app::GameDescriptor& game) {
    for (const auto& info : levels::scan_levels(TESSERA_SOURCE_DIR, game.id, false))
        if (!info.broken()) return info;
    FAIL("no playable level of " << game.id);
    return {};
}

app::GameScene& open(app::App& a, const app::GameDescriptor& game, const levels::LevelInfo& level) {
    return testing::push_scene<app::GameScene>(a, [&] { return game.make_scene(a, level); });
}

bool on_top(app::App& a, const app::GameScene& board) { return a.scenes().top() == &board; }

// Frames until the board is at rest (or the scene is no longer on top).
void settle(app::App& a, app::GameScene& board) {
    for (int i = 0; i < 400 && on_top(a, board) && !board.settled(); ++i) a.simulate(12);
    a.simulate(1);
}

void press(app::App& a, SDL_Keycode k, Uint16 mod = 0) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    a.scenes().handle(e);
    e.type = SDL_KEYUP;
    a.scenes().handle(e);
    a.simulate(1);
}

// Presses Hint until the hints have played one more move; false when they play none.
bool play_hint_move(app::App& a, app::GameScene& board) {
    const std::size_t before = board.moves_made();
    for (int i = 0; i < 8 && on_top(a, board); ++i) {
        press(a, SDLK_h);
        if (board.moves_made() != before) {
            settle(a, board);
            return true;
        }
    }
    return false;
}

// Plays `n` moves by hints on a fresh level; the level must still be going after them.
void play_moves(app::App& a, app::GameScene& board, std::size_t n) {
    settle(a, board);
    for (std::size_t i = 0; i < n; ++i) REQUIRE(play_hint_move(a, board));
    REQUIRE(on_top(a, board));
    REQUIRE(board.moves_made() == n);
}

const nlohmann::json* saved(app::App& a, const levels::LevelInfo& level) {
    const auto& saves = a.profile().saves;
    const auto it = saves.find(level.key());
    return it == saves.end() ? nullptr : &it->second;
}

} // namespace

TEST_CASE("midend suite: every game's save resumes the same game after the profile is read again",
          "[app][midend][save][resume]") {
    for (const app::GameDescriptor& game : app::game_registry()) {
        if (!game.playable()) continue;
        INFO(game.id);
        const auto home = suite_home(game.id, "resume");
        const levels::LevelInfo level = first_level(game);
        std::any played;
        nlohmann::json save;
        {
            auto a = testing::headless_app(home, true);
            app::GameScene& board = open(*a, game, level);
            a->simulate(30); // some play time
            play_moves(*a, board, 2);
            played = board.snapshot();
            REQUIRE(board.same_game(played));
            REQUIRE(saved(*a, level));
            save = *saved(*a, level);
            CHECK(save["moves"].size() == 2);
            // The one id form: "<game>:<params>#<seed>".
            const auto id = parse_game_id(save["id"].get<std::string>());
            REQUIRE(id);
            CHECK(id->game == game.id);
            CHECK(id->to_string() == save["id"]);
            // Reopened in the same run: the same game.
            app::GameScene& again = open(*a, game, level);
            CHECK(again.moves_made() == 2);
            CHECK(again.same_game(played));
        }
        auto a = testing::headless_app(home, false); // reads the profile written above
        app::GameScene& board = open(*a, game, level);
        CHECK(board.moves_made() == 2);
        CHECK(board.message().starts_with("Welcome back"));
        CHECK(board.elapsed() >= save["elapsed"].get<double>());
        CHECK(board.elapsed() > 0);
        REQUIRE(saved(*a, level));
        CHECK(saved(*a, level)->at("id") == save["id"]);
        CHECK(saved(*a, level)->at("moves") == save["moves"]);
        // The resumed game plays on, and is saved under the same id.
        REQUIRE(play_hint_move(*a, board));
        CHECK(board.moves_made() == 3);
        CHECK(saved(*a, level)->at("id") == save["id"]);
        CHECK(saved(*a, level)->at("moves").size() == 3);
        std::filesystem::remove_all(home);
    }
}

TEST_CASE("midend suite: every game drops a bad save with a toast, starts afresh and keeps the profile",
          "[app][midend][save]") {
    for (const app::GameDescriptor& game : app::game_registry()) {
        if (!game.playable()) continue;
        INFO(game.id);
        const auto home = suite_home(game.id, "bad-save");
        const levels::LevelInfo level = first_level(game);
        auto a = testing::headless_app(home, true);
        a->seed_override = 3; // the same deal at every opening, where a game deals afresh
        nlohmann::json good;
        std::any fresh;
        {
            app::GameScene& board = open(*a, game, level);
            fresh = board.snapshot();
            play_moves(*a, board, 2);
            REQUIRE(saved(*a, level));
            good = *saved(*a, level);
            a->scenes().pop();
            a->simulate(1);
        }
        const nlohmann::json other = {{"id", "x:y#1"}, {"moves", nlohmann::json::array()}};
        a->profile().saves[game.id + "/another-level"] = other;
        a->profile().totals["midend-suite/kept"] = 42;
        auto garbage_id = good, bad_move = good, not_a_list = good;
        garbage_id["id"] = "not an id";
        bad_move["moves"].push_back("\x01 no move");
        not_a_list["moves"] = "not a list";
        for (const nlohmann::json& bad : {garbage_id, bad_move, not_a_list, nlohmann::json(17)}) {
            INFO(bad.dump());
            a->profile().saves[level.key()] = bad;
            a->take_last_toast();
            app::GameScene& board = open(*a, game, level);
            CHECK(board.moves_made() == 0);
            CHECK(board.same_game(fresh));
            CHECK_FALSE(saved(*a, level));
            CHECK_FALSE(a->take_last_toast().empty()); // the player is told
            CHECK(a->profile().saves.at(game.id + "/another-level") == other);
            CHECK(a->profile().totals.at("midend-suite/kept") == 42);
            CHECK_FALSE(board.message().starts_with("Welcome back"));
            a->scenes().pop();
            a->simulate(1);
        }
        // The good save still resumes.
        a->profile().saves[level.key()] = good;
        app::GameScene& board = open(*a, game, level);
        CHECK(board.moves_made() == 2);
        std::filesystem::remove_all(home);
    }
}

TEST_CASE("midend suite: every game's undo and redo move the history and the save follows",
          "[app][midend][undo]") {
    for (const app::GameDescriptor& game : app::game_registry()) {
        if (!game.playable()) continue;
        INFO(game.id);
        const auto home = suite_home(game.id, "undo");
        const levels::LevelInfo level = first_level(game);
        auto a = testing::headless_app(home, true);
        app::GameScene& board = open(*a, game, level);
        play_moves(*a, board, 2);
        const std::any two = board.snapshot();
        if (board.has_tool(app::kToolRedo)) {
            press(*a, SDLK_z, KMOD_LCTRL);
            const std::size_t after_undo = board.moves_made();
            CHECK(after_undo < 2);
            CHECK_FALSE(board.same_game(two));
            if (after_undo > 0) {
                REQUIRE(saved(*a, level));
                CHECK(saved(*a, level)->at("moves").size() == after_undo);
            } else {
                CHECK_FALSE(saved(*a, level));
            }
            press(*a, SDLK_y, KMOD_LCTRL);
            CHECK(board.moves_made() == 2);
            CHECK(board.same_game(two));
            REQUIRE(saved(*a, level));
            CHECK(saved(*a, level)->at("moves").size() == 2);
        }
        // Restart: the level starts again and its save goes; where there is Redo, it brings the
        // moves back (the history stays).
        press(*a, SDLK_r, KMOD_LCTRL);
        settle(*a, board);
        CHECK(board.moves_made() == 0);
        CHECK_FALSE(saved(*a, level));
        if (board.has_tool(app::kToolRedo)) {
            press(*a, SDLK_y, KMOD_LCTRL);
            CHECK(board.moves_made() >= 1);
            REQUIRE(saved(*a, level));
            CHECK(saved(*a, level)->at("moves").size() == board.moves_made());
        }
        std::filesystem::remove_all(home);
    }
}

TEST_CASE("midend suite: every game's clock stops while paused and at the move that ends the game",
          "[app][midend][clock][ending]") {
    for (const app::GameDescriptor& game : app::game_registry()) {
        if (!game.playable()) continue;
        INFO(game.id);
        const auto home = suite_home(game.id, "ending");
        const levels::LevelInfo level = first_level(game);
        auto a = testing::headless_app(home, true);
        a->seed_override = 3; // a fixed deal where a game deals afresh (as `tessera screenshot --seed`)
        app::GameScene& board = open(*a, game, level);
        a->simulate(60);
        CHECK(board.elapsed() > 0);

        // Paused: the clock stands still; back in the game, it runs again.
        press(*a, SDLK_ESCAPE);
        REQUIRE(testing::top_name(*a) == "pause");
        const double paused_at = board.elapsed();
        a->simulate(240);
        CHECK(board.elapsed() == paused_at);
        a->scenes().pop();
        a->simulate(60);
        REQUIRE(on_top(*a, board));
        CHECK(board.elapsed() > paused_at);

        // The hints play the level to its end; the clock stopped at the deciding move, not after
        // its animation and the ending's.
        settle(*a, board);
        double at_last_move = -1;
        std::size_t moves = 0;
        for (int i = 0; i < kMaxPresses && on_top(*a, board); ++i) {
            press(*a, SDLK_h);
            if (board.moves_made() != moves) {
                moves = board.moves_made();
                at_last_move = board.elapsed();
                settle(*a, board);
            }
        }
        INFO(moves << " moves played");
        REQUIRE_FALSE(on_top(*a, board));
        for (int i = 0; i < 100 && testing::top_name(*a) != "result"; ++i) a->simulate(12);
        CHECK(testing::top_name(*a) == "result");
        CHECK(board.finished());
        CHECK(moves > 0);
        CHECK(board.elapsed() == at_last_move);
        a->simulate(240);
        CHECK(board.elapsed() == at_last_move);
        CHECK_FALSE(saved(*a, level)); // a finished game is not in progress
        std::filesystem::remove_all(home);
    }
}
