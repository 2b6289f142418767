#include "tessera/app/framework/window_placement.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/framework/frame_fit.hpp"

namespace tessera::app {

namespace {

// Room for the drawable area once the frame is allowed for.
SDL_Point room_in(const SDL_Rect& u) {
    return {std::max(1, u.w - 2 * kFrameSide), std::max(1, u.h - kFrameTop - kFrameSide)};
}

// Centred with its frame in the usable area.
SDL_Point centred(const SDL_Rect& u, int w, int h) {
    return {u.x + (u.w - w) / 2, u.y + (u.h - (h + kFrameTop + kFrameSide)) / 2 + kFrameTop};
}

bool contains(const SDL_Rect& r, int x, int y) {
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

} // namespace

SDL_Point fitting_window_size(int usable_w, int usable_h) {
    const SDL_Point room = room_in({0, 0, usable_w, usable_h});
    const double fit =
        std::min(static_cast<double>(room.x) / kLogicalWidth, static_cast<double>(room.y) / kLogicalHeight);
    const double f = std::min(fit, std::max(1.0, fit * 2.0 / 3.0));
    // A multiple of 16 wide, so the height is exactly 9/16 of it.
    const int sixteenths = std::max(1, static_cast<int>(std::floor(kLogicalWidth * f / 16.0)));
    return {sixteenths * 16, sixteenths * 9};
}

SDL_Rect initial_window(const std::vector<SDL_Rect>& usable, const levels::WindowPlacement& saved) {
    if (usable.empty()) {
        const int w = saved.width > 0 ? saved.width : kLogicalWidth;
        const int h = saved.width > 0 ? saved.height : kLogicalHeight;
        return {static_cast<int>(SDL_WINDOWPOS_CENTERED), static_cast<int>(SDL_WINDOWPOS_CENTERED), w, h};
    }
    if (saved.width <= 0 || saved.height <= 0) {
        const SDL_Point size = fitting_window_size(usable[0].w, usable[0].h);
        const SDL_Point at = centred(usable[0], size.x, size.y);
        return {at.x, at.y, size.x, size.y};
    }
    // The display the saved window was on: the one holding its centre.
    std::size_t display = 0;
    bool placed = false;
    if (saved.x && saved.y)
        for (std::size_t i = 0; i < usable.size() && !placed; ++i)
            if (contains(usable[i], *saved.x + saved.width / 2, *saved.y + saved.height / 2)) {
                display = i;
                placed = true;
            }
    const SDL_Rect& u = usable[display];
    const SDL_Point room = room_in(u);
    // Shrunk to the screen, keeping its proportions.
    const double f = std::min(
        {1.0, static_cast<double>(room.x) / saved.width, static_cast<double>(room.y) / saved.height});
    const int w = std::clamp(static_cast<int>(std::lround(saved.width * f)), 1,
                             std::max(1, std::min(saved.width, room.x)));
    const int h = std::clamp(static_cast<int>(std::lround(saved.height * f)), 1,
                             std::max(1, std::min(saved.height, room.y)));
    if (!placed) {
        const SDL_Point at = centred(u, w, h);
        return {at.x, at.y, w, h};
    }
    // Moved onto the screen whole, title bar included.
    const int x = std::max(u.x + kFrameSide, std::min(*saved.x, u.x + u.w - kFrameSide - w));
    const int y = std::max(u.y + kFrameTop, std::min(*saved.y, u.y + u.h - kFrameSide - h));
    return {x, y, w, h};
}

} // namespace tessera::app
