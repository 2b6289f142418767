// Sudoku's scene factories (a level file, a free-play puzzle, an entered puzzle) and its descriptor:
// what the game registry and level select know of the game.
#include <memory>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/sudoku/sudoku_scene.hpp"
#include "tessera/app/games/sudoku/sudoku_words.hpp"
#include "tessera/core/sudoku/free_play.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/sudoku/level.hpp"

namespace tessera::app {

std::unique_ptr<Scene> make_sudoku_scene(App& app, const levels::LevelInfo& info) {
    if (info.free_play) { // a new puzzle, proven unique and rated at the level by the generator
        const auto level = sudoku::parse_free_level(info.free_play->id.difficulty);
        if (!level) return nullptr;
        return std::make_unique<SudokuScene>(app, info, sudoku::deal_free(*level, info.free_play->id.seed));
    }
    try {
        const levels::Document doc = levels::load_document(info.path);
        sudoku::Puzzle puzzle = levels::load_sudoku_puzzle(doc);
        levels::LevelInfo li = info;
        if (li.game.empty()) li.game = "sudoku";
        return std::make_unique<SudokuScene>(app, li, std::move(puzzle));
    } catch (const std::exception& e) {
        app.toast(e.what());
        return nullptr;
    }
}

std::unique_ptr<Scene> make_sudoku_custom_scene(App& app, const sudoku::Puzzle& puzzle) {
    levels::LevelInfo info;
    info.game = "sudoku";
    info.id = "custom";
    info.title = tr("Your puzzle");
    info.group = tr("Entered puzzle");
    return std::make_unique<SudokuScene>(app, info, puzzle);
}

GameDescriptor sudoku_descriptor() {
    GameDescriptor d{
        "sudoku",
        N_("Sudoku"),
        N_("Fill the grid: every digit once per line"),
        N_("Fill every row and column (and, in the classic stage, every 3x3 box) with 1 to 9 exactly once. "
           "Notes, undo and a hint that names the technique are at hand."),
        make_sudoku_scene,
        sudoku_how_to_play};
    d.free_play = {
        {"easy", N_("Easy"), N_("Singles solve it")},
        {"medium", N_("Medium"), N_("Pairs and box-line reduction")},
        {"hard", N_("Hard"), N_("Triples, X-wing, swordfish, XY-wing")},
        {"expert", N_("Expert"), N_("Colouring and forcing chains")},
        {"diabolical", N_("Diabolical"), N_("No technique suffices: a guess is needed")},
        {"latin", N_("Latin"), N_("Rows and columns only, no boxes")},
    };
    d.daily = std::string(sudoku::free_level_name(sudoku::kDailyLevel));
    return d;
}

} // namespace tessera::app
