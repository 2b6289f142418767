#pragma once
// A cell of the match-3 board: a gem (colour + optional special), a colour bomb, an empty cell
// waiting for gravity/refill, or a hole cut out by the level's mask.
#include <cstdint>

#include "tessera/core/common/grid.hpp"

namespace tessera::match3 {

inline constexpr int kMinSize = 3;
inline constexpr int kMaxSize = 16;
inline constexpr int kMinColours = 3;
inline constexpr int kMaxColours = 8;

// Line clearers remember their direction: LineH clears its row, LineV its column.
enum class Special : std::uint8_t { None, LineH, LineV, Bomb, ColourBomb, Count };

// Colours 0..7 are gems. Negative values are the non-gem cells; a colour bomb is colourless so
// that it never takes part in a run.
inline constexpr std::int8_t kEmpty = -1;
inline constexpr std::int8_t kHole = -2;
inline constexpr std::int8_t kColourless = -3;

struct Tile {
    std::int8_t colour = kEmpty;
    Special special = Special::None;

    // Something that occupies a playable cell and can be swapped or fall.
    constexpr bool is_piece() const { return colour >= 0 || colour == kColourless; }
    constexpr bool matchable() const { return colour >= 0; }
    constexpr bool is_hole() const { return colour == kHole; }
    constexpr bool is_empty() const { return colour == kEmpty; }
    friend constexpr bool operator==(Tile, Tile) = default;
};

constexpr Tile gem(int colour, Special special = Special::None) {
    return Tile{static_cast<std::int8_t>(colour), special};
}
constexpr Tile colour_bomb() { return Tile{kColourless, Special::ColourBomb}; }
constexpr Tile hole() { return Tile{kHole, Special::None}; }

using Board = Grid<Tile>;

} // namespace tessera::match3
