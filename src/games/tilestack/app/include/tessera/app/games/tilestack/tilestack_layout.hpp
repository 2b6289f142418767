#pragma once
// Where the Tile Stack scene draws things: the layered board (scaled to fit the space above the
// tray), the tray slots and the side row of popped tiles. Pure geometry, no drawing, so tests can
// check that every shipped level fits the board area.
#include <vector>

#include <SDL.h>

#include "tessera/core/tilestack/layout.hpp"

namespace tessera::app::tilestack_view {

// Sprite sizes in the `tiles` atlas (unscaled).
inline constexpr float kTileW = 88; // tile_base incl. its 6 px thickness
inline constexpr float kTileH = 100;
inline constexpr float kFaceW = 80; // the face: (1,1)-(81,93)
inline constexpr float kFaceH = 92;
inline constexpr float kLift = 7;   // each layer is drawn this much up-left (the 3D look)
inline constexpr float kSlotW = 96; // tray_slot
inline constexpr float kSlotH = 108;

// The space the board may use: kBoardArea above the tray.
inline constexpr SDL_FRect kTilesArea{40, 84, 1200, 410};
// The tray strip under the board (it ends above the HUD's message line at y 596).
inline constexpr float kTrayTop = 502;
inline constexpr float kTrayBottom = 592;

struct BoardGeometry {
    float scale = 1;    // tile sprite scale
    float origin_x = 0; // where half-unit (0, 0) of layer 0 puts a tile's top-left corner
    float origin_y = 0;
    SDL_FRect bounds{}; // everything drawn (sprites of every layer)

    // The tile sprite (88x100 scaled) of a tile at `p`.
    SDL_FRect sprite_rect(const tilestack::TilePos& p) const;
    // The clickable face of that tile.
    SDL_FRect face_rect(const tilestack::TilePos& p) const;
    SDL_FPoint centre(const tilestack::TilePos& p) const;
};

// Scales (at most 1.25x) and centres the layout in `area`.
BoardGeometry fit_board(const tilestack::Layout& layout, SDL_FRect area = kTilesArea);

struct TrayGeometry {
    int slots = 7;
    float slot_scale = 1; // tray_slot scale; tiles in the tray use tile_scale
    float tile_scale = 1;
    float x0 = 0;      // left edge of slot 0
    float pitch = 0;   // slot to slot
    float top = 0;     // slot top
    SDL_FRect panel{}; // the tray's backing panel
    SDL_FRect side{};  // where the side row (popped tiles) goes: left of the tray

    SDL_FRect slot_rect(int i) const;
    SDL_FPoint slot_centre(int i) const;
    // Centre of side tile i of `count` (tiles overlap when many are waiting).
    SDL_FPoint side_centre(int i, int count) const;
    float side_tile_scale() const { return tile_scale; }
};

TrayGeometry fit_tray(int capacity);

// Painter's order: by z, then y, then x (so higher layers and lower rows are drawn last).
std::vector<int> painter_order(const tilestack::Layout& layout);

} // namespace tessera::app::tilestack_view
