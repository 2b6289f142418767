// The Sudoku scene, headless through the real App (dummy video driver, software renderer): it
// renders, SDL mouse and keyboard events play moves, saves are written and resumed, both stages
// play to the result overlay (by clicks along the solution, and by the core's hints on the H
// key), and "Enter a puzzle" checks uniqueness before playing a typed puzzle.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/language.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <set>
#include <string>
#include <unistd.h>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/sudoku/sudoku_scene.hpp"
#include "tessera/app/games/sudoku/sudoku_words.hpp"
#include "tessera/levels/catalog.hpp"

using namespace tessera;
using app::SudokuScene;

namespace {

using testing::click;
using testing::distinct_colours;
using testing::key;
using testing::send;
using testing::top_name;

std::filesystem::path test_home(const std::string& name) { return testing::scene_test_home("sudoku", name); }

std::unique_ptr<app::App> headless_app(const std::filesystem::path& home, bool wipe = true) {
    return tessera::testing::headless_app(home, wipe);
}

levels::LevelInfo level_info(const std::string& id) { return testing::shipped_level("sudoku", id, false); }

SudokuScene& push_scene(app::App& a, const std::string& id) {
    return testing::push_scene<SudokuScene>(a, [&] { return app::make_sudoku_scene(a, level_info(id)); });
}

void settle(app::App& a, SudokuScene& s) { testing::settle(a, s, 300); }

// SDL_TEXTINPUT carries at most 31 bytes: longer text goes in several events, as a paste would.
void type_text(app::App& a, const std::string& text) {
    for (std::size_t at = 0; at < text.size(); at += 20) {
        SDL_Event e{};
        e.type = SDL_TEXTINPUT;
        const std::string part = text.substr(at, 20);
        std::memcpy(e.text.text, part.c_str(), part.size() + 1);
        send(a, e);
    }
}

SDL_FPoint centre(const SDL_FRect& r) { return {r.x + r.w / 2, r.y + r.h / 2}; }

} // namespace

TEST_CASE("the sudoku scene renders both stages inside the board area", "[sudoku][app]") {
    for (const char* id : {"01-first-lines", "07-boxes"}) {
        auto a = headless_app(test_home("render"));
        auto& s = push_scene(*a, id);
        settle(*a, s);
        const auto& l = s.layout();
        CHECK(l.board.x >= app::kBoardArea.x);
        CHECK(l.board.x + l.board.w <= app::kBoardArea.x + app::kBoardArea.w);
        CHECK(l.board.y >= 72);
        CHECK(l.board.y + l.board.h <= 596); // the HUD message line starts at 596
        CHECK(l.left.x + l.left.w < l.board.x);
        CHECK(l.right.x > l.board.x + l.board.w);
        const SDL_Rect board{static_cast<int>(l.board.x), static_cast<int>(l.board.y),
                             static_cast<int>(l.board.w), static_cast<int>(l.board.h)};
        CHECK(distinct_colours(a->surface(), board) > 8);
        CHECK(distinct_colours(a->surface(), {0, 0, 1280, 720}) > 60);
    }
}

TEST_CASE("mouse clicks and keys play sudoku moves", "[sudoku][app]") {
    auto a = headless_app(test_home("input"));
    auto& s = push_scene(*a, "07-boxes");
    settle(*a, s);
    const sudoku::State st = s.state();
    int empty = -1;
    for (int c = 0; c < 81 && empty < 0; ++c)
        if (!st.givens[static_cast<std::size_t>(c)]) empty = c;
    REQUIRE(empty >= 0);
    const int digit = st.solution[static_cast<std::size_t>(empty)];

    // Click the cell, then the pad's digit.
    click(*a, s.layout().cell_centre(empty));
    CHECK(s.selected() == empty);
    click(*a, centre(s.layout().pad[digit]));
    CHECK(s.state().values[static_cast<std::size_t>(empty)] == digit);
    CHECK(s.moves_played() == 1);
    settle(*a, s);

    // Ctrl+Z undoes it; Ctrl+Y redoes it.
    key(*a, SDLK_z, KMOD_LCTRL);
    CHECK(s.state().values[static_cast<std::size_t>(empty)] == 0);
    key(*a, SDLK_y, KMOD_LCTRL);
    CHECK(s.state().values[static_cast<std::size_t>(empty)] == digit);

    // Backspace erases; a given stays locked.
    key(*a, SDLK_BACKSPACE);
    CHECK(s.state().values[static_cast<std::size_t>(empty)] == 0);
    settle(*a, s);

    // Notes: N, then a digit writes a pencil mark.
    key(*a, SDLK_n);
    CHECK(s.notes_mode());
    key(*a, SDLK_4);
    CHECK((s.state().notes[static_cast<std::size_t>(empty)] & sudoku::digit_bit(4)) != 0);
    key(*a, SDLK_n);
    CHECK_FALSE(s.notes_mode());

    // Arrow keys move the cursor; a digit on a given is refused.
    int given = -1;
    for (int c = 0; c < 81 && given < 0; ++c)
        if (st.givens[static_cast<std::size_t>(c)]) given = c;
    click(*a, s.layout().cell_centre(given));
    const auto before = s.moves_played();
    key(*a, given % 9 == 0 ? SDLK_1 : SDLK_2);
    CHECK(s.moves_played() == before);
    key(*a, SDLK_RIGHT);
    CHECK(s.selected() == (given / 9) * 9 + (given % 9 + 1) % 9);
    key(*a, SDLK_DOWN);
    CHECK(s.selected() == ((given / 9 + 1) % 9) * 9 + (given % 9 + 1) % 9);

    // Hints are graded: H first shows where to look, H again names the step, a third H plays it.
    settle(*a, s);
    const auto moves = s.moves_played();
    key(*a, SDLK_h);
    CHECK(s.hint_shown());
    CHECK(s.hint_level() == 1);
    CHECK(s.moves_played() == moves);
    key(*a, SDLK_h);
    CHECK(s.hint_level() == 2);
    CHECK(s.moves_played() == moves);
    key(*a, SDLK_h);
    CHECK(s.moves_played() == moves + 1);
    CHECK(s.hints_taken() == 1);
}

TEST_CASE("a sudoku save that ends solved is not resumed: the puzzle starts afresh", "[sudoku][app][save]") {
    auto a = headless_app(test_home("solved-save"));
    std::string id;
    nlohmann::json solving = nlohmann::json::array();
    {
        auto& s = push_scene(*a, "02-crossing");
        id = s.save_id();
        for (int c = 0; c < sudoku::kCells; ++c)
            if (!s.state().values[static_cast<std::size_t>(c)])
                solving.push_back(
                    sudoku::to_string(sudoku::place(c, s.state().solution[static_cast<std::size_t>(c)])));
        a->scenes().pop();
        a->simulate(1);
    }
    // Every empty cell given its solution digit: a finished game, not one in progress.
    a->profile().saves["sudoku/02-crossing"] = {{"id", id}, {"moves", solving}};
    {
        auto& s = push_scene(*a, "02-crossing");
        CHECK(s.moves_played() == 0);
        CHECK(a->profile().saves.count("sudoku/02-crossing") == 0);
        a->scenes().pop();
        a->simulate(1);
    }
    // One digit short of solved: a game in progress, resumed.
    solving.erase(solving.size() - 1);
    a->profile().saves["sudoku/02-crossing"] = {{"id", id}, {"moves", solving}};
    auto& s = push_scene(*a, "02-crossing");
    CHECK(s.moves_played() == solving.size());
    CHECK(s.message() == "Welcome back: your puzzle is resumed");
}

TEST_CASE("a Latin level played by clicks along the solution reaches the win overlay", "[sudoku][app]") {
    auto a = headless_app(test_home("win-clicks"));
    auto& s = push_scene(*a, "01-first-lines");
    settle(*a, s);
    const auto solution = s.state().solution;
    for (int c = 0; c < 81; ++c) {
        if (s.state().values[static_cast<std::size_t>(c)]) continue;
        click(*a, s.layout().cell_centre(c));
        click(*a, centre(s.layout().pad[solution[static_cast<std::size_t>(c)]]));
    }
    CHECK(sudoku::status(s.state()).phase == sudoku::Phase::Won);
    for (int i = 0; i < 100 && top_name(*a) != "result"; ++i) a->simulate(12);
    CHECK(top_name(*a) == "result");
    const auto& rec = a->profile().levels["sudoku/01-first-lines"];
    CHECK(rec.completed);
    CHECK(rec.top_times.size() == 1);
    CHECK(rec.stars == 3);
    CHECK(a->profile().saves.count("sudoku/01-first-lines") == 0);
}

TEST_CASE("a classic level played by the core's hints on the H key reaches the win overlay",
          "[sudoku][app]") {
    auto a = headless_app(test_home("win-hints"));
    auto& s = push_scene(*a, "08-pointing");
    settle(*a, s);
    // H shows the hint, H again applies it; one frame per pair keeps the test fast.
    SDL_Event h{};
    h.type = SDL_KEYDOWN;
    h.key.keysym.sym = SDLK_h;
    for (int i = 0; i < 300 && sudoku::status(s.state()).phase != sudoku::Phase::Won; ++i) {
        a->scenes().handle(h);
        a->scenes().handle(h);
        a->simulate(1);
    }
    CHECK(sudoku::status(s.state()).phase == sudoku::Phase::Won);
    for (int i = 0; i < 100 && top_name(*a) != "result"; ++i) a->simulate(12);
    CHECK(top_name(*a) == "result");
    CHECK(a->profile().levels["sudoku/08-pointing"].completed);
}

TEST_CASE("enter a puzzle checks uniqueness, then plays the typed puzzle", "[sudoku][app]") {
    auto a = headless_app(test_home("enter"));
    auto& s = push_scene(*a, "07-boxes");
    settle(*a, s);
    key(*a, SDLK_e);
    REQUIRE(top_name(*a) == "sudoku-enter");
    // An empty grid has many solutions: refused.
    type_text(*a, std::string(30, '.') + "\n" + std::string(51, '0'));
    key(*a, SDLK_RETURN);
    CHECK(top_name(*a) == "sudoku-enter");
    key(*a, SDLK_BACKSPACE, KMOD_LCTRL);
    // The level's own puzzle is unique: it plays as "sudoku/custom".
    const sudoku::Digits givens = s.puzzle().givens;
    type_text(*a, sudoku::format_digits(givens));
    key(*a, SDLK_RETURN);
    a->simulate(2);
    auto* custom = dynamic_cast<SudokuScene*>(a->scenes().top());
    REQUIRE(custom);
    CHECK(custom->puzzle().givens == givens);
    CHECK(custom->save_id().find("level=sudoku/custom") != std::string::npos);
}

TEST_CASE("the hint shows itself after the idle time and pausing hides the board", "[sudoku][app]") {
    auto a = headless_app(test_home("idle"));
    auto& s = push_scene(*a, "03-pairs");
    settle(*a, s);
    CHECK_FALSE(s.hint_shown());
    a->simulate(static_cast<int>((SudokuScene::kIdleHintSeconds + 1) * 120));
    CHECK(s.hint_shown());
    CHECK(s.moves_played() == 0); // shown, not applied

    key(*a, SDLK_p);
    a->simulate(30);
    REQUIRE(top_name(*a) == "pause");
    // The board's paper colour is nowhere to be seen under the pause overlay.
    SDL_Surface* surf = a->surface();
    const auto& l = s.layout();
    SDL_LockSurface(surf);
    const Uint32 px = static_cast<const Uint32*>(
        surf->pixels)[static_cast<int>(l.board.y + 5) * (surf->pitch / 4) + static_cast<int>(l.board.x + 5)];
    SDL_UnlockSurface(surf);
    Uint8 r = 0, g = 0, b = 0;
    SDL_GetRGB(px, surf->format, &r, &g, &b);
    CHECK(r < 150);
}

namespace {

using testing::pad;

// Moves the selection to `cell` with the D-pad (never past the last column: that is the pad).
void pad_to_cell(app::App& a, SudokuScene& s, int cell) {
    for (int guard = 0; guard < 8 && s.pad_cursor(); ++guard)
        pad(a, SDL_CONTROLLER_BUTTON_DPAD_LEFT); // out of the pad
    for (int guard = 0; guard < 40 && s.selected() != cell; ++guard) {
        const int at = *s.selected();
        if (at / 9 < cell / 9)
            pad(a, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        else if (at / 9 > cell / 9)
            pad(a, SDL_CONTROLLER_BUTTON_DPAD_UP);
        else if (at % 9 < cell % 9)
            pad(a, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        else
            pad(a, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    }
    REQUIRE(s.selected() == cell);
}

// From the selected cell, right into the number pad and across it to `key`.
void pad_to_key(app::App& a, SudokuScene& s, int key) {
    while (*s.selected() % 9 != 8) pad(a, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    pad(a, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    REQUIRE(s.pad_cursor());
    const SDL_FPoint goal = centre(s.layout().pad[static_cast<std::size_t>(key)]);
    for (int guard = 0; guard < 20 && s.pad_cursor() != key; ++guard) {
        const SDL_FPoint at = centre(s.layout().pad[static_cast<std::size_t>(*s.pad_cursor())]);
        const float dx = goal.x - at.x, dy = goal.y - at.y;
        if (std::abs(dy) > std::abs(dx))
            pad(a, dy > 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN : SDL_CONTROLLER_BUTTON_DPAD_UP);
        else
            pad(a, dx > 0 ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    }
    REQUIRE(s.pad_cursor() == key);
}

} // namespace

TEST_CASE("sudoku scene: a whole level is played with a game pad alone", "[sudoku][app][gamepad]") {
    auto a = headless_app(test_home("gamepad"));
    auto& s = push_scene(*a, "02-crossing");
    settle(*a, s);
    const sudoku::Digits solution = s.puzzle().solution;
    for (int cell = 0; cell < sudoku::kCells; ++cell) {
        if (s.state().values[static_cast<std::size_t>(cell)]) continue;
        const int digit = solution[static_cast<std::size_t>(cell)];
        // Pick the digit on the pad (D-pad across, A), come back to the cell, and A places it.
        pad_to_key(*a, s, digit);
        pad(*a, SDL_CONTROLLER_BUTTON_A); // the digit is chosen; the D-pad is back on the grid
        REQUIRE_FALSE(s.pad_cursor());
        pad_to_cell(*a, s, cell);
        pad(*a, SDL_CONTROLLER_BUTTON_A); // the chosen digit goes into the selected cell
        REQUIRE(s.state().values[static_cast<std::size_t>(cell)] == digit);
    }
    CHECK(sudoku::status(s.state()).phase == Phase::Won);
    for (int i = 0; i < 100 && top_name(*a) != "result"; ++i) a->simulate(12);
    CHECK(top_name(*a) == "result");
    CHECK(a->last_input_was_pad());
}

TEST_CASE("a hint's sentence names a forcing chain's start and groups removals by digit", "[sudoku][app]") {
    sudoku::Step step;
    step.technique = sudoku::Technique::ForcingChain;
    step.cells = {5}; // r1c6
    step.digits = static_cast<sudoku::Mask>(sudoku::digit_bit(2) | sudoku::digit_bit(5));
    step.eliminations = {{0, 6}, {1, 6}, {7, 1}, {19, 5}, {25, 6}};
    {
        testing::LanguageScope en("en");
        CHECK(app::step_text(step) ==
              "Forcing chain from r1c6 (2 or 5): remove 6 from r1c1/r1c2/r3c8, 1 from r1c8, 5 from r3c2.");
    }
    {
        testing::LanguageScope es("es");
        CHECK(app::step_text(step).rfind("Cadena forzada desde r1c6 (2 o 5)", 0) == 0);
    }
    sudoku::Step single;
    single.technique = sudoku::Technique::HiddenSingle;
    single.placements = {{10, 7}};
    testing::LanguageScope en("en");
    CHECK(app::step_text(single) == "Hidden single: place 7 in r2c2.");
}
