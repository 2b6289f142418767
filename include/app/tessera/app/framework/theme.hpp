#pragma once
// The suite's colours and type sizes, so every scene looks like part of one game.
#include "tessera/app/framework/gfx.hpp"

namespace tessera::app::theme {

inline constexpr Colour kText{240, 240, 250, 255};
inline constexpr Colour kTextDim{170, 175, 200, 255};
inline constexpr Colour kAccent{255, 196, 64, 255};
inline constexpr Colour kGood{120, 220, 140, 255};
inline constexpr Colour kBad{255, 110, 110, 255};
inline constexpr Colour kPanel{24, 28, 48, 225};
inline constexpr Colour kPanelEdge{90, 100, 150, 255};
inline constexpr Colour kButton{52, 60, 100, 255};
inline constexpr Colour kButtonFocus{255, 196, 64, 255};
inline constexpr Colour kShade{0, 0, 0, 150};

inline constexpr int kTitleSize = 56;
inline constexpr int kHeadingSize = 32;
inline constexpr int kBodySize = 20;
inline constexpr int kSmallSize = 16;

// The suite's standard background (an image when present, else a gradient).
void draw_background(Gfx& gfx, const char* image = "assets/backgrounds/menu.png");
// A rounded translucent panel with an edge.
void draw_panel(Gfx& gfx, SDL_FRect r);
// A panel that hides what is under it (a modal card over a game): opaque, `alpha` for fading in.
void draw_card(Gfx& gfx, SDL_FRect r, float alpha = 1);
// Dims everything below an overlay.
void draw_shade(Gfx& gfx, float alpha = 1);

} // namespace tessera::app::theme
