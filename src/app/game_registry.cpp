#include "tessera/app/game_registry.hpp"

#include "tessera/app/games/game_scenes.hpp"

namespace tessera::app {

const std::vector<GameDescriptor>& game_registry() {
    static const std::vector<GameDescriptor> games = {
        {"match3", "Swap", "Swap gems, line up three, chain cascades",
         "Swap two neighbouring gems to line up three or more of a colour. Lines clear, gems fall and new "
         "ones drop in; chains score more. Reach the goal before the moves or time run out.",
         match3_playable() ? make_match3_scene : nullptr},
        {"samegame", "PopStar", "Pop same-coloured groups, clear the board",
         "Click a group of two or more touching blocks of one colour to pop it. Blocks above fall, empty "
         "columns close to the left. Big groups score much more; clear the board for a bonus.",
         samegame_playable() ? make_samegame_scene : nullptr},
        {"sudoku", "Sudoku", "Fill the grid: every digit once per line",
         "Fill every row and column (and, in the classic stage, every 3x3 box) with 1 to 9 exactly once. "
         "Notes, undo and a hint that names the technique are at hand.",
         sudoku_playable() ? make_sudoku_scene : nullptr},
        {"tilestack", "Tile Stack", "Pick free tiles, match three in the tray",
         "Pick uncovered tiles into the tray; three alike vanish. If the tray fills up, the level is lost. "
         "Every deal can be won.",
         tilestack_playable() ? make_tilestack_scene : nullptr},
        {"onestroke", "One Stroke", "Draw the figure without lifting the pen",
         "Drag from a dot along the lines to draw every line exactly once, without lifting. Start at an "
         "odd dot if the figure has one.",
         onestroke_playable() ? make_onestroke_scene : nullptr},
    };
    return games;
}

const GameDescriptor* find_game(const std::string& id) {
    for (const auto& g : game_registry())
        if (g.id == id) return &g;
    return nullptr;
}

} // namespace tessera::app
