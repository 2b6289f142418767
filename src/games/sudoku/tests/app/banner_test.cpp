// Banners and pop-ups are states of the layout check too (issue 35): "Column 2 complete" covered the help,
// "All 2s placed!" sat on the number pad's border. Brought on by a real move; every few frames while it
// shows, no text beside the board may be covered, leave its panel or overlap another
// (tests/support/banner_check.hpp).
#include <catch2/catch.hpp>

#include "support/banner_check.hpp"
#include "support/language.hpp"

#include "tessera/app/games/sudoku/sudoku_scene.hpp"

using namespace tessera;
namespace fs = std::filesystem;

namespace {
// A solved classic grid.
constexpr const char* kBannerSolved =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
} // namespace

TEST_CASE("Sudoku: a banner covers nothing the player needs, in every language", "[app][layout][banner]") {
    for (const char* lang : {"en", "zh_CN", "es"}) {
        testing::LanguageScope language(lang);
        const fs::path home = fs::temp_directory_path() / "tessera-banner-test-sudoku";
        {
            auto a = testing::headless_app(home, true);
            sudoku::Puzzle puzzle;
            for (int c = 0; c < 81; ++c)
                puzzle.solution[static_cast<std::size_t>(c)] =
                    static_cast<std::uint8_t>(kBannerSolved[c] - '0');
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
            const std::string p =
                testing::problems_while_playing(*a, 1.4, s.layout().board); // before the result card
            INFO(lang << ":\n" << p);
            CHECK(p.empty());
        }
        fs::remove_all(home);
    }
}
