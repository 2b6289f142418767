#pragma once
// Sudoku under the game contract (tessera/core/common/game.hpp). A level's Params are its Puzzle.
#include "tessera/core/common/game.hpp"
#include "tessera/core/sudoku/generate.hpp"
#include "tessera/core/sudoku/game.hpp"

namespace tessera::sudoku {

struct Game {
    static constexpr std::string_view kId = "sudoku";
    // What a move looks like, for a save whose move does not parse.
    static constexpr std::string_view kMoveFormat = R"("r1c1=5", "r1c1-", "r1c1~5", "auto" or "hint")";
    using Params = Puzzle;
    using State = sudoku::State;
    using Move = sudoku::Move;
    using Event = sudoku::Event;
    using Outcome = sudoku::Outcome;
    using Status = sudoku::Status;
    using Hint = Step;

    static std::optional<State> start(const Params& p) { return sudoku::start(p); }
    static std::optional<Outcome> apply(const State& s, const Move& m) { return sudoku::apply(s, m); }
    static Status status(const State& s, double) { return sudoku::status(s); }
    static std::optional<Hint> hint(const State& s) { return sudoku::hint(s); }
    static std::string to_string(const Move& m) { return sudoku::to_string(m); }
    static std::optional<Move> parse_move(std::string_view text) { return sudoku::parse_move(text); }
};
static_assert(GameContract<Game>);

} // namespace tessera::sudoku
