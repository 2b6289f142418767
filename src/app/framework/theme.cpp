#include "tessera/app/framework/theme.hpp"

#include <algorithm>

namespace tessera::app::theme {

void draw_background(Gfx& gfx, const char* image) {
    if (!gfx.image(image, {0, 0, kLogicalWidth, kLogicalHeight}))
        gfx.vertical_gradient({0, 0, kLogicalWidth, kLogicalHeight}, {28, 34, 70, 255}, {12, 12, 24, 255});
}

void draw_panel(Gfx& gfx, SDL_FRect r) {
    gfx.fill_rounded({r.x + 4, r.y + 6, r.w, r.h}, 18, {0, 0, 0, 90});
    gfx.fill_rounded(r, 18, kPanel);
    gfx.outline_rounded(r, 18, kPanelEdge, 2);
}

void draw_card(Gfx& gfx, SDL_FRect r, float alpha) {
    const auto a = static_cast<Uint8>(255 * std::clamp(alpha, 0.0f, 1.0f));
    gfx.fill_rounded({r.x + 4, r.y + 6, r.w, r.h}, 18, {0, 0, 0, static_cast<Uint8>(90 * a / 255)});
    gfx.fill_rounded(r, 18, {kPanel.r, kPanel.g, kPanel.b, a});
    gfx.outline_rounded(r, 18, {kPanelEdge.r, kPanelEdge.g, kPanelEdge.b, a}, 2);
}

void draw_shade(Gfx& gfx, float alpha) {
    gfx.fill_rect({0, 0, kLogicalWidth, kLogicalHeight}, {0, 0, 0, static_cast<Uint8>(150 * alpha)});
}

} // namespace tessera::app::theme
