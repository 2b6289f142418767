#pragma once
// Rectangles compared field by field (SDL_RectEquals takes pointers, so no temporaries).
#include <SDL_rect.h>

namespace tessera::testing {

inline bool same_rect(const SDL_Rect& a, const SDL_Rect& b) {
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

} // namespace tessera::testing
