#pragma once
// Lights Out, the template game (docs/adding-a-game.md): a square grid of lights; pressing a cell
// toggles it and its four orthogonal neighbours; the level is won when every light is off.
// Params / State / Move / apply / status, as every game has them (docs/architecture.md):
//
//   State s = start(params);
//   if (auto out = apply(s, Move{2, 1})) { s = out->state; /* animate out->events */ }
//   status(s).phase == Phase::Won
//
// Standard C++ only: no SDL, no JSON (the core layer).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "tessera/core/common/phase.hpp"

namespace tessera::lights {

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 7; // 49 cells: a board is one 64-bit mask
inline constexpr int kDefaultSize = 5;

using Mask = std::uint64_t; // bit y * size + x: the light at (x, y) is on

struct Params {
    int size = kDefaultSize; // the grid is size x size
    Mask lit = 0;            // the lights on at the start
};

struct State {
    int size = kDefaultSize;
    Mask lit = 0;
    int presses = 0;
    friend bool operator==(const State&, const State&) = default;
};

struct Move {
    int x = 0; // column, 0 at the left
    int y = 0; // row, 0 at the top
    friend bool operator==(const Move&, const Move&) = default;
};

// "x,y" (e.g. "2,0"); parse_move takes exactly that form.
std::string to_string(const Move& move);
std::optional<Move> parse_move(std::string_view text);

// ---- events, in the order they happen ------------------------------------------------------
struct Toggled { // these cells changed (the pressed one first); each is now `on[i]`
    Move press;
    std::vector<Move> cells;
    std::vector<bool> on;
};
struct Won {};
using Event = std::variant<Toggled, Won>;

struct Outcome {
    State state;
    std::vector<Event> events;
};

using tessera::Phase;
struct Status {
    Phase phase = Phase::Playing;
};

// The bit of (x, y), and the cells a press at (x, y) toggles (itself and its neighbours).
constexpr Mask bit(int size, int x, int y) { return Mask{1} << (y * size + x); }
Mask press_mask(int size, int x, int y);

// nullopt for a size out of range or lights outside the grid.
std::optional<State> start(const Params& params);
// nullopt when the move is illegal: outside the grid, or the board is already dark.
std::optional<Outcome> apply(const State& state, const Move& move);
Status status(const State& state);
int lit_count(const State& state);

} // namespace tessera::lights
