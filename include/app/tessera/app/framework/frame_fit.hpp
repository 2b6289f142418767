#pragma once
// Where the 1280x720 logical frame goes in an output of any size, and at what scale. Scenes lay
// out in logical units; Gfx draws at the output's real pixel size (device pixels), so text and
// shapes stay sharp at any scale (1.25, 1.5, 1.75, ...), not only at whole multiples.
#include <SDL.h>

namespace tessera::app {

inline constexpr int kLogicalWidth = 1280;
inline constexpr int kLogicalHeight = 720;

struct FrameFit {
    float scale = 1; // device pixels per logical pixel
    // The frame's place in the output, in device pixels: the largest 16:9 area that fits,
    // centred, with letterbox bars around it when the output is not 16:9.
    SDL_Rect area{0, 0, kLogicalWidth, kLogicalHeight};
    // The frame fills the whole output: no bars.
    bool fills(int output_w, int output_h) const {
        return area.x == 0 && area.y == 0 && area.w == output_w && area.h == output_h;
    }
};

// The fit for an output of w×h device pixels (an empty output gets the 1:1 fit).
FrameFit fit_frame(int output_w, int output_h);

// A logical coordinate to device pixels of the frame. Every edge goes through this one rounding,
// so rectangles that share an edge in logical units share it in device pixels (no seams, no
// overlaps). At scale 1 it is the identity.
inline float to_device(float v, float scale) {
    return scale == 1 ? v : static_cast<float>(SDL_lroundf(v * scale));
}

// A point in window coordinates to logical coordinates: `window_w`×`window_h` is the window's
// size in its own units and `output_w`×`output_h` its size in pixels (they differ on HiDPI
// systems that scale windows). Points on the bars map outside 0..1280 x 0..720.
SDL_FPoint window_to_logical(float x, float y, int window_w, int window_h, int output_w, int output_h);

} // namespace tessera::app
