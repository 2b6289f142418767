#pragma once
// Where the tiles of a Tile Stack box sit and which tiles cover which.
//
// Two ways to describe a box (see docs/levels/tilestack.md):
//  * the Tile Stack article's x·y·z box with an optional 2D mask and a cover mode A/B/C;
//  * an explicit list of tiles at (x, y, z) in half-tile units, as KMahjongg's layout files do.
// Both end as the same Layout: positions for drawing plus, per tile, the tiles covering it.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tessera::tilestack {

enum class CoverMode { A, B, C, Explicit };

// A tile's place in half-tile units: a tile spans [x, x+2) × [y, y+2) on layer z (0 = bottom).
struct TilePos {
    int x = 0;
    int y = 0;
    int z = 0;
    friend bool operator==(const TilePos&, const TilePos&) = default;
};

// Limits a level file may not exceed (checked before anything is allocated).
inline constexpr int kMaxBoxSide = 20;
inline constexpr int kMaxBoxLayers = 12;
inline constexpr int kMaxTiles = 600;
inline constexpr int kMaxHalfUnits = 80; // explicit x and y range 0..kMaxHalfUnits

struct Layout {
    CoverMode mode = CoverMode::Explicit;
    std::vector<TilePos> pos;                 // per tile, for drawing; tiles ordered by z, then y, then x
    std::vector<std::vector<int>> covered_by; // per tile: the tiles that cover it
    std::vector<std::vector<int>> covers;     // per tile: the tiles it covers (inverse of covered_by)

    int size() const { return static_cast<int>(pos.size()); }
};

// The Tile Stack article's box. mask is width×height with mask[y][x] != 0 meaning "a full column of
// tiles here" (the article indexes Mask[x][y]; we store rows so a level file reads like a picture).
// An empty mask means every column is present. Cover rules follow its check_is_on_top exactly:
//   A: (x,y,z+1)
//   B: z even: (x,y,z+1), (x-1,y,z+1);             z odd: (x,y,z+1), (x+1,y,z+1)
//   C: z even: (x,y,z+1), (x-1,y,z+1), (x,y-1,z+1), (x-1,y-1,z+1)
//      z odd:  (x,y,z+1), (x+1,y,z+1), (x,y+1,z+1), (x+1,y+1,z+1)
// Positions outside the box count as "no tile" (GDScript's box[-1] would wrap to the far side, which
// the article never intends). Requires mode != Explicit and sides within the limits above.
Layout box_layout(CoverMode mode, int width, int height, int layers,
                  const std::vector<std::vector<int>>& mask);

// The general rule: a tile is covered by every tile on a higher layer that overlaps it (both
// 2×2 half-units). Returns an error message instead when two tiles overlap on the same layer.
struct LayoutError {
    int tile = -1; // index in the input
    int other = -1;
    std::string message;
};
// On success the tiles keep the input order (so a level's "tiles[i]" is tile i).
std::optional<LayoutError> explicit_layout(const std::vector<TilePos>& tiles, Layout& out);

// Where box tiles are drawn, in half-tile units: mode B shifts odd layers half a tile right, mode C
// half a tile right and down, which is what makes the article's parity rules look like overlap.
TilePos box_draw_pos(CoverMode mode, int x, int y, int z);

const char* to_string(CoverMode mode);

} // namespace tessera::tilestack
