// The save fuzzer's sudoku part (fuzz_save.cpp): the corpus in tests/fuzz/corpus/save/ is written
// against this built-in level and id.
#include "fuzz_save.hpp"
#include "tessera/core/sudoku/contract.hpp"
#include "tessera/core/sudoku/game.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::fuzz {

namespace {
constexpr const char* kId = "sudoku:level=fuzz#0";
constexpr const char* kGivens =
    ".2.....1....469.2....9.1..45..3.4.7...6.12.49.7...5.....16..9.3...57.68.735.8....";
} // namespace

void fuzz_save_sudoku(const json& save) {
    static const sudoku::State start = *sudoku::start(*sudoku::parse_digits(kGivens), sudoku::Rules::Latin);
    static const levels::SaveCodec<sudoku::State> codec = [] {
        levels::SaveCodec<sudoku::State> c = levels::exact_save_codec(start, kId);
        c.refuse = [](const sudoku::State& end) { // as the scene: a solved puzzle is not resumed
            return sudoku::status(end).phase == sudoku::Phase::Playing ? std::string()
                                                                       : std::string("solved");
        };
        return c;
    }();
    round_trip(save, [&](const json& j) { return levels::restore_game_save<sudoku::Game>(j, codec); });
}

} // namespace tessera::fuzz
