#pragma once
// What the art of several games shares: the hue order of gems, blocks and the app icon's tiles,
// the sparkle, and the menu-card preview's backdrop and rounded corners.
#include "../raster.hpp"

namespace tessera::gen_assets::art {

// Gem and block colour i (glyph i goes with it for colour-blind play).
struct Hue {
    Colour base, light, dark;
};
extern const Hue kHues[8];

// A four-pointed glint with a glow, radius r at c.
void sparkle(Image& image, Vec2 c, float r, float a = 0.95f);

// Menu-card previews (previews/<game>.png) are this size.
constexpr int kPreviewWidth = 360, kPreviewHeight = 200;
// Fills the image opaque: a vertical gradient with a soft accent light at accent_at.
void preview_backdrop(Image& image, Colour top, Colour bottom, Colour accent, Vec2 accent_at,
                      float accent_radius);
void round_corners(Image& image, float r);

} // namespace tessera::gen_assets::art
