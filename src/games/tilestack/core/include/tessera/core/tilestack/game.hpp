#pragma once
// Tile Stack rules (the Tile Stack article): pick free tiles into a tray; three alike clear; a full
// tray loses; an empty box wins. Params / State / Move / apply / status, as every game has them
// (docs/architecture.md).
//
//   State s = start(params, rng);
//   if (auto out = apply(s, Move::pick(12))) { s = out->state; /* animate out->events */ }
//   status(s).phase == Phase::Won
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "tessera/core/common/phase.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/tilestack/layout.hpp"

namespace tessera::tilestack {

inline constexpr int kDefaultTray = 7;
inline constexpr int kMinTray = 3;
inline constexpr int kMaxTray = 12;
inline constexpr int kMaxFaces = 32;
inline constexpr int kMaxPowerUps = 9;
inline constexpr int kPopCount = 3; // tiles a pop moves from the tray into the side row

enum class DealKind {
    Winnable, // (b) the default: faces assigned along a simulated removal order
    Shuffled, // (a) the Tile Stack article's shuffled pool
};

struct PowerUps {
    int undo = 0;
    int pop = 0;
    int shuffle = 0;
    friend bool operator==(const PowerUps&, const PowerUps&) = default;
};

struct Params {
    std::shared_ptr<const Layout> layout;
    std::vector<int> face_tiles; // tiles per face (each a multiple of 3; sum = layout size)
    int tray = kDefaultTray;
    DealKind deal = DealKind::Winnable;
    int difficulty = 2; // 1..3: how many triples the deal keeps open at once (tray pressure)
    PowerUps power_ups;
    std::uint64_t seed = 1; // the deal's seed: the level's, or one drawn per game
};

// Where a tile is now.
enum class Place : std::uint8_t { Board, Tray, Side, Gone };

struct TrayTile {
    int tile = -1;
    int face = -1;
    friend bool operator==(const TrayTile&, const TrayTile&) = default;
};

// What the undo power-up needs to put the last pick back.
struct LastPick {
    int tile = -1;
    Place from = Place::Board;
    int side_index = 0;
    friend bool operator==(const LastPick&, const LastPick&) = default;
};

struct State {
    std::shared_ptr<const Layout> layout;
    std::vector<int> face;      // per tile
    std::vector<Place> place;   // per tile
    std::vector<int> blockers;  // per tile: board tiles still covering it (0 = free)
    std::vector<TrayTile> tray; // left to right; equal faces adjacent
    std::vector<TrayTile> side; // the pop power-up's side row; always pickable
    int tray_capacity = kDefaultTray;
    int face_count = 0;
    PowerUps left;                     // power-ups still available
    std::optional<LastPick> last_pick; // set by a pick that did not clear; the undo power-up uses it
    int picks = 0;
    int triples_cleared = 0;
    int board_left = 0; // tiles on the board

    bool free(int tile) const; // on the board and uncovered, or in the side row
    friend bool operator==(const State&, const State&) = default;
};

enum class MoveKind : std::uint8_t { Pick, Undo, Pop, Shuffle };

struct Move {
    MoveKind kind = MoveKind::Pick;
    int tile = -1;          // Pick
    std::uint64_t seed = 0; // Shuffle: the scene draws it, so apply stays pure and replays exactly

    static Move pick(int tile) { return {MoveKind::Pick, tile, 0}; }
    static Move undo() { return {MoveKind::Undo, -1, 0}; }
    static Move pop() { return {MoveKind::Pop, -1, 0}; }
    static Move shuffle(std::uint64_t seed) { return {MoveKind::Shuffle, -1, seed}; }
    friend bool operator==(const Move&, const Move&) = default;
};

// "pick 12", "undo", "pop", "shuffle 99".
std::string to_string(const Move& move);
std::optional<Move> parse_move(std::string_view text);

// ---- events, in the order they happen ------------------------------------------------------
struct Picked { // the tile flies from the board (or side row) into tray slot `slot`; later slots shift right
    int tile;
    Place from;
    int slot;
};
struct Freed { // these board tiles are uncovered now (draw them bright, make them clickable)
    std::vector<int> tiles;
};
struct TrayCleared { // three alike shrink away from slots first_slot..first_slot+2; later slots shift left
    std::vector<int> tiles;
    int face;
    int first_slot;
};
struct Popped { // tiles leave the tray (from its left end) for the side row
    std::vector<int> tiles;
};
struct Returned { // undo: the tile goes back from tray slot `slot` to where it came from
    int tile;
    Place to;
    int slot;
    int side_slot; // to == Side: its index in the side row again
};
struct Covered { // undo: these board tiles are covered again
    std::vector<int> tiles;
};
struct Reshuffled { // faces of these board tiles changed (tiles[i] now shows faces[i])
    std::vector<int> tiles;
    std::vector<int> faces;
    bool proven_winnable;
};
struct Won {};
struct Lost {
    std::string reason;
};
using Event = std::variant<Picked, Freed, TrayCleared, Popped, Returned, Covered, Reshuffled, Won, Lost>;

struct Outcome {
    State state;
    std::vector<Event> events;
};

// A new game from a face per tile (e.g. a deal). Does not check the faces; see check_faces().
State start(const Params& params, std::vector<int> faces);

// nullopt when the move is illegal: not free, game over, no power-up left, nothing to undo/pop.
std::optional<Outcome> apply(const State& state, const Move& move);

using tessera::Phase;
struct Status {
    Phase phase = Phase::Playing;
    std::string reason; // for Won/Lost
};
Status status(const State& state);

// Legal picks (free tiles), ascending.
std::vector<int> free_tiles(const State& state);

// Faces a clear could still happen for: how many of each face are in the tray.
std::vector<int> tray_counts(const State& state);

} // namespace tessera::tilestack
