// Banners and pop-ups are states of the layout check too (issue 35): "Target reached!" covered
// Swap's star thresholds, "Column 2 complete" Sudoku's help, "All 2s placed!" sat on the number
// pad's border and "Board cleared!" covered the side panel. Each is brought on by a real move, and
// every few frames while it shows, no text may be covered, leave its panel or overlap another.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/language.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <filesystem>
#include <fstream>

#include "tessera/app/framework/layout_check.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/match3/match3_scene.hpp"
#include "tessera/app/games/samegame/samegame_scene.hpp"
#include "tessera/app/games/sudoku/sudoku_scene.hpp"
#include "tessera/levels/catalog.hpp"

using namespace tessera;
namespace fs = std::filesystem;

namespace {

// The layout problems of the frames drawn over `seconds`, sampled every 6 frames (each named once),
// of the texts outside the board (side panels, number pad, HUD): over the board, a move's pop-ups
// and sparks fly across its own digits and gems on purpose; beside it nothing may be covered.
std::string problems_while_playing(app::App& a, double seconds, SDL_FRect board) {
    std::string out;
    for (int f = 0; f < static_cast<int>(seconds * 120); f += 6) {
        a.gfx().layout_log().enabled = true;
        a.simulate(1);
        a.gfx().layout_log().enabled = false;
        app::LayoutLog log = a.gfx().layout_log();
        std::erase_if(log.texts, [&](const app::LayoutLog::Text& t) {
            const float cx = t.box.x + t.box.w / 2, cy = t.box.y + t.box.h / 2;
            constexpr float kRise = 40; // pop-ups rise a little above the cells they come from
            return cx >= board.x && cx < board.x + board.w && cy >= board.y - kRise && cy < board.y + board.h;
        });
        std::erase_if(log.icons, [](const app::LayoutLog::Box& b) { return b.name == "particle"; });
        for (const auto& p : app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight))
            if (out.find(p) == std::string::npos) out += "  " + p + "\n";
        a.simulate(5);
    }
    return out;
}

// A level file of the test's own, opened as the game's scene.
app::Scene& open_file(app::App& a, const fs::path& home, const std::string& game, const std::string& json) {
    const fs::path file = home / (game + "-banner.json");
    std::ofstream(file) << json;
    levels::LevelInfo info = levels::check_level_file(file.string(), false);
    info.game = game;
    REQUIRE_FALSE(info.broken());
    const app::GameDescriptor* g = app::find_game(game);
    REQUIRE(g);
    auto scene = g->make_scene(a, info);
    REQUIRE(scene);
    app::Scene& s = *scene;
    a.scenes().push(std::move(scene));
    a.simulate(240);
    return s;
}

// A solved classic grid.
constexpr const char* kSolved =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

} // namespace

TEST_CASE("banners cover nothing the player needs, in every language", "[app][layout][banner]") {
    for (const char* lang : {"en", "zh_CN", "es"}) {
        testing::LanguageScope language(lang);
        const fs::path home = fs::temp_directory_path() / "tessera-banner-test";
        SECTION(std::string("Swap: target reached, on a narrow board, ") + lang) {
            auto a = testing::headless_app(home, true);
            auto& s = dynamic_cast<app::Match3Scene&>(open_file(
                *a, home, "match3",
                R"({"game": "match3", "title": "Narrow", "board": {"width": 5, "height": 8}, "colours": 4,
                          "goal": {"type": "moves", "score": 10, "moves": 20}, "stars": [10, 5000, 9000],
                          "seed": 7})"));
            testing::key(*a, SDLK_h); // the hint shows the swap, the second press makes it
            testing::key(*a, SDLK_h);
            const std::string p = problems_while_playing(*a, 2.5, s.layout().bounds());
            INFO(lang << ":\n" << p);
            CHECK(p.empty());
        }
        SECTION(std::string("PopStar classic: board cleared, on a small board, ") + lang) {
            auto a = testing::headless_app(home, true);
            auto& s = dynamic_cast<app::SamegameScene&>(
                open_file(*a, home, "samegame",
                          R"({"game": "samegame", "title": "Small", "mode": "classic",
                              "board": {"width": 3, "height": 3, "colours": 2, "rows": ["RRR", "RRR", "RRR"]}})"));
            testing::click(*a, s.layout().centre({1, 1}));
            const std::string p = problems_while_playing(*a, 2.0, s.layout().bounds());
            INFO(lang << ":\n" << p);
            CHECK(p.empty());
        }
        SECTION(std::string("Sudoku: a row, column 2, a box and a digit complete at once, ") + lang) {
            auto a = testing::headless_app(home, true);
            sudoku::Puzzle puzzle;
            for (int c = 0; c < 81; ++c)
                puzzle.solution[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(kSolved[c] - '0');
            puzzle.givens = puzzle.solution;
            const int cell = 4 * 9 + 1; // row 5, column 2
            puzzle.givens[cell] = 0;
            auto scene = app::make_sudoku_custom_scene(*a, puzzle);
            REQUIRE(scene);
            auto& s = dynamic_cast<app::SudokuScene&>(*scene);
            a->scenes().push(std::move(scene));
            a->simulate(240);
            testing::click(*a, s.layout().cell_centre(cell));
            testing::key(*a, static_cast<SDL_Keycode>('0' + puzzle.solution[cell]));
            const std::string p = problems_while_playing(*a, 1.4, s.layout().board); // before the result card
            INFO(lang << ":\n" << p);
            CHECK(p.empty());
        }
    }
}
