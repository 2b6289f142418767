#pragma once
// Pixel loops for what SDL's software renderer does slowly (docs/performance.md): a translucent
// fill costs it 3.7 ns a pixel, an opaque 72x72 cell 4.8 and an alpha-modulated copy 8; these
// cost 0.3 to 1. Gfx uses them when it redraws in place on the screen's surface. Fills use SDL's
// own arithmetic, so they look the same either way.
#include <cstdint>

#include <SDL.h>

namespace tessera::app::pixels {

// A window onto ARGB8888 pixels.
struct View {
    std::uint32_t* data = nullptr;
    int pitch = 0; // pixels from one row to the next
    int w = 0, h = 0;
};

// The pixels of an ARGB8888 (or XRGB8888) surface, which must be locked if it needs locking.
View view_of(SDL_Surface* s);

// Sets every pixel of `area` (clipped to the view) to argb.
void fill(View v, SDL_Rect area, std::uint32_t argb);

// Blends colour (r, g, b) at alpha `a` over `area` (clipped to the view), as SDL's blended fill
// does: every channel c becomes c·(255−a)/255 + src·a/255, alpha included (src alpha 255).
void blend_fill(View v, SDL_Rect area, Uint8 r, Uint8 g, Uint8 b, Uint8 a);

// A texture's colour and alpha modulation (255: unchanged).
struct Mod {
    Uint8 r = 255, g = 255, b = 255, a = 255;
    bool identity() const { return (r & g & b & a) == 255; }
};

// Copies `src` (the whole view) with its top-left at (x, y) of `dst`, only inside `clip`.
// Colour channels are multiplied by mod/255 first, then, blended, each channel becomes
// src·α/255 + dst·(255−α)/255 with α the source alpha times mod.a/255 (alpha: α + dst·(255−α)/255);
// not blended, the modulated source replaces the destination.
void blit(View dst, int x, int y, View src, SDL_Rect clip, Mod mod, bool blend);

} // namespace tessera::app::pixels
