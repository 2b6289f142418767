#pragma once
// Where the window opens: at a 16:9 size that fits the screen's usable area, or where the player
// left it. Pure functions of the displays' usable areas (SDL_GetDisplayUsableBounds), so they are
// tested without a display.
#include <SDL.h>
#include <vector>

#include "tessera/levels/common/profile.hpp"

namespace tessera::app {

// The window's frame (title bar and borders), which the usable area does not count: the usable
// area excludes panels, not the window's own decoration.
inline constexpr int kFrameTop = 40, kFrameSide = 8;
// Below this a window is not made smaller by hand (a smaller screen still gets a window that fits).
inline constexpr int kMinWindowWidth = 640, kMinWindowHeight = 360;

// The window's size on a display whose usable area is usable_w×usable_h: 16:9; as large as fits
// with its frame at most; 1280x720 when that fits; two thirds of what fits on larger screens, so
// a 1440p or 4K screen gets a window in proportion (with crisp text at any size, gfx.hpp).
SDL_Point fitting_window_size(int usable_w, int usable_h);

// Where the window opens, in desktop coordinates (x, y: the top-left of its drawable area). The
// saved placement when its centre lies on one of the displays (`usable`: their usable areas,
// the primary first), shrunk if that screen got smaller and moved onto it whole; else the
// fitting size, centred on the primary display.
SDL_Rect initial_window(const std::vector<SDL_Rect>& usable, const levels::WindowPlacement& saved);

} // namespace tessera::app
