#include "tessera/levels/sudoku/save.hpp"

namespace tessera::levels {

SudokuRestore restore_sudoku_save(const sudoku::State& start, const nlohmann::json& save,
                                  std::string_view expected_id) {
    auto r = restore_save<sudoku::State, sudoku::Move>(
        start, save, expected_id, "\"r1c1=5\", \"r1c1-\", \"r1c1~5\", \"auto\" or \"hint\"",
        [](const std::string& t) { return sudoku::parse_move(t); },
        [](const sudoku::State& s, const sudoku::Move& m) { return sudoku::apply(s, m); });
    if (r && sudoku::status(r.session->current()).phase != sudoku::Phase::Playing) {
        r.session.reset();
        r.error = "save ends with the puzzle solved: a finished game is not resumed";
    }
    return r;
}

} // namespace tessera::levels
