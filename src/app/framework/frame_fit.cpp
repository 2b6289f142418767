#include "tessera/app/framework/frame_fit.hpp"

#include <algorithm>

namespace tessera::app {

FrameFit fit_frame(int output_w, int output_h) {
    FrameFit fit;
    if (output_w <= 0 || output_h <= 0) return fit;
    const double s = std::min(static_cast<double>(output_w) / kLogicalWidth,
                              static_cast<double>(output_h) / kLogicalHeight);
    fit.scale = static_cast<float>(s);
    // The frame's far edges through the same rounding as every other edge (to_device), so the
    // frame ends exactly where its last row and column of logical pixels end.
    const int w = std::min(output_w, static_cast<int>(to_device(kLogicalWidth, fit.scale)));
    const int h = std::min(output_h, static_cast<int>(to_device(kLogicalHeight, fit.scale)));
    fit.area = {(output_w - w) / 2, (output_h - h) / 2, w, h};
    return fit;
}

SDL_FPoint window_to_logical(float x, float y, int window_w, int window_h, int output_w, int output_h) {
    const FrameFit fit = fit_frame(output_w, output_h);
    const float px = window_w > 0 ? x * static_cast<float>(output_w) / static_cast<float>(window_w) : x;
    const float py = window_h > 0 ? y * static_cast<float>(output_h) / static_cast<float>(window_h) : y;
    return {(px - static_cast<float>(fit.area.x)) / fit.scale,
            (py - static_cast<float>(fit.area.y)) / fit.scale};
}

} // namespace tessera::app
