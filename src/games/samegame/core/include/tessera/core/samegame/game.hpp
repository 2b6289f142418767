#pragma once
// The game as values and pure functions (docs/architecture.md): Params (what a level says), State
// (what undo restores), Move (a tile of the group to remove), apply() -> Outcome{state, events},
// status().
//
// A move's events, in order: Cleared (the group, with per-tile score pop-ups), Fell... (tiles
// dropping inside their column), ColumnShifted... (empty columns closing to the left), and when
// no group remains: EndAdjusted (PopStar's counted-down bonus, classic's clear bonus or leftover
// penalty) then GameOver.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "tessera/core/common/phase.hpp"
#include "tessera/core/common/point.hpp"
#include "tessera/core/samegame/board.hpp"
#include "tessera/core/samegame/scoring.hpp"

namespace tessera::samegame {

// PopStar and classic differ in scoring; Discovery plays with classic scoring, hidden colours and
// cell-by-cell selection (discovery.hpp), and is won by leaving at most max_left tiles.
enum class Mode { popstar, classic, discovery };

struct Params {
    Mode mode = Mode::popstar;
    int width = 10;
    int height = 10;
    int colours = 5;
    int wave = 4;                  // ± band of the wave-average deal
    std::uint64_t seed = 0;        // deal seed (unused when the level gives fixed rows)
    int level = 1;                 // PopStar chain position: target = 1000 + (level−1)·2000
    int start_score = 0;           // PopStar carries the score across levels
    int target = 0;                // classic/discovery: score to reach (0 = none)
    int max_left = -1;             // tiles that may remain at the end; −1 = any (discovery default 0)
    bool collapse = true;          // empty columns close to the left
    bool leftover_penalty = false; // classic option: − Σ (k−2)² at the end
    std::optional<Board> board;    // a fixed board (the level's rows); without it, a deal from seed
};

Rules rules_of(Mode mode);

// The per-game constants a State needs to apply moves and judge the end. Small and copyable.
struct Config {
    Rules rules = Rules::popstar;
    bool collapse = true;
    bool leftover_penalty = false;
    int target = 0; // absolute score to reach (PopStar: the cumulative level target)
    int max_left = -1;
    int level = 1;
    friend bool operator==(const Config&, const Config&) = default;
};

Config config_of(const Params& params);

struct State {
    Board board;
    Config config;
    int score = 0; // includes start_score and, once over, the end adjustment
    int moves = 0;
    int end_adjustment = 0;
    bool over = false; // no group of 2+ remains (the end adjustment has been applied)
    friend bool operator==(const State&, const State&) = default;
};

// A move names any tile of the group to remove (y down).
struct Move {
    Point tile;
    friend bool operator==(const Move&, const Move&) = default;
};
std::string to_string(const Move& m); // "x,y"
std::optional<Move> parse_move(std::string_view text);

struct Cleared {
    std::vector<Point> cells;     // breadth-first from the clicked tile
    std::vector<int> tile_scores; // pop-up per cell, same order
    int score = 0;
    Colour colour = kEmpty;
};
struct EndAdjusted {
    std::vector<Point> cells;     // PopStar: the tiles left, column by column, each with
    std::vector<int> tile_scores; //   its 40i+20 deduction; empty otherwise
    int amount = 0;               // added to the score (negative for the classic penalty)
};
struct GameOver {
    bool won = false;
};
using Event = std::variant<Cleared, Fell, ColumnShifted, EndAdjusted, GameOver>;

struct Outcome {
    State state;
    std::vector<Event> events;
};

// A fresh game: params.board, or the wave-average deal from params.seed (deal.hpp).
std::optional<State> start(const Params& params);
State start(const Board& board, const Params& params);
State start(const Board& board, const Config& config, int start_score = 0);

// nullopt for an illegal move: off the board, an empty cell, a lone tile, or a finished game.
std::optional<Outcome> apply(const State& state, const Move& move);

using tessera::Phase;
struct Status {
    Phase phase = Phase::Playing;
    std::string reason;
};
Status status(const State& state);
bool goal_met(const State& state); // judged on a finished state

// Score the group under `tile` would earn (0 when it is not removable): the hover preview.
int preview_score(const State& state, Point tile);

} // namespace tessera::samegame
