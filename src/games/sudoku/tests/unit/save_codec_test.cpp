// Sudoku saves (the replay of tessera/levels/common/saves.hpp with sudoku::Game): every shipped
// puzzle played with random placements, erasures, marks and hints round-trips through a save; a
// save that holds a bad move is refused with a message naming it. (A save that ends solved is
// refused by the scene: sudoku_scene_test.cpp.)
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "support/save_round_trip.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/sudoku/contract.hpp"
#include "tessera/levels/common/saves.hpp"
#include "tessera/levels/sudoku/level.hpp"

using namespace tessera;

namespace {

using Played = Session<sudoku::State, sudoku::Move>;

sudoku::Move random_move(Rng& rng) {
    const int cell = rng.range(0, sudoku::kCells - 1);
    const int digit = rng.range(1, 9);
    const auto roll = rng.below(40);
    if (roll == 0) return sudoku::take_hint();
    if (roll == 1) return sudoku::auto_candidates();
    if (roll < 8) return sudoku::erase(cell);
    if (roll < 16) return sudoku::toggle_note(cell, digit);
    return sudoku::place(cell, digit);
}

// Random legal moves that do not solve the puzzle (a solved game is never saved).
Played play(const sudoku::State& start, std::uint64_t seed, int moves) {
    Played session(start);
    Rng rng(seed);
    for (int i = 0; i < moves; ++i) {
        if (session.can_undo() && rng.chance(1, 10)) {
            session.undo();
            continue;
        }
        for (int tries = 0; tries < 300; ++tries) {
            const auto m = random_move(rng);
            auto out = sudoku::apply(session.current(), m);
            if (!out || sudoku::status(out->state).phase != sudoku::Phase::Playing) continue;
            session.push(out->state, m);
            break;
        }
    }
    return session;
}

std::string id_of(const std::string& key, const sudoku::Puzzle& p) {
    return "sudoku:level=" + key + ";givens=" + sudoku::format_digits(p.givens) + "#0";
}

} // namespace

TEST_CASE("sudoku saves of random games on every shipped puzzle round-trip", "[sudoku][save]") {
    int puzzles = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/sudoku")) {
        if (entry.path().extension() != ".json") continue;
        const auto puzzle = levels::load_sudoku_puzzle(levels::load_document(entry.path().string()));
        const std::string id = id_of("sudoku/" + entry.path().stem().string(), puzzle);
        const sudoku::State start = sudoku::start(puzzle);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Played played = play(start, seed * 7919 + puzzle.givens[0], 40);
            INFO(entry.path().filename().string()
                 << " seed " << seed << ": " << played.position() << " moves");
            CHECK(played.position() > 0);
            save_test::check_round_trip(played, id, [&](const nlohmann::json& save) {
                return levels::restore_game_save<sudoku::Game>(save, levels::exact_save_codec(start, id));
            });
        }
        ++puzzles;
    }
    CHECK(puzzles >= 10);
}

TEST_CASE("sudoku save errors name the move and the reason", "[sudoku][save]") {
    const auto puzzle = levels::load_sudoku_puzzle(
        levels::load_document(std::string(TESSERA_SOURCE_DIR) + "/levels/sudoku/02-crossing.json"));
    const sudoku::State start = sudoku::start(puzzle);
    const std::string id = id_of("sudoku/02-crossing", puzzle);
    auto error = [&](const nlohmann::json& s) {
        return levels::restore_game_save<sudoku::Game>(s, levels::exact_save_codec(start, id)).error;
    };
    // r1c1 is empty in this puzzle and r1c2 is a given.
    REQUIRE(start.values[0] == 0);
    REQUIRE(start.givens[1] != 0);
    CHECK(error({{"id", id}, {"moves", {"r1c1~3", "r1c2=5"}}}) ==
          "save move 2 (\"r1c2=5\"): not a legal move");
    CHECK(error({{"id", id}, {"moves", {"r1c1=0", "nonsense"}}}) ==
          "save move 1 (\"r1c1=0\"): not a move (expected \"r1c1=5\", \"r1c1-\", \"r1c1~5\", \"auto\" or "
          "\"hint\")");
    CHECK(error({{"id", id}, {"moves", 3}}) == "save \"moves\" is 3, not a list");
    CHECK(error({{"id", id}, {"moves", {"auto", 9}}}) == "save move 2 is 9, not a string");
    CHECK(error({{"id", "sudoku:custom#0"}, {"moves", nlohmann::json::array()}}) ==
          "save is for \"sudoku:custom#0\", not this level");
}
