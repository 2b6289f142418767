#include "tessera/app/framework/tooltip.hpp"

#include <algorithm>

#include "tessera/app/framework/theme.hpp"

namespace tessera::app {

namespace {

constexpr float kMaxTextWidth = 460;
constexpr float kTooltipPad = 10;
constexpr int kTooltipSize = theme::kSmallSize;

bool under_pointer(const SDL_FRect& r, SDL_FPoint p) {
    return p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;
}

} // namespace

void Tooltip::see(const SDL_Event& e) {
    switch (e.type) {
    case SDL_MOUSEMOTION:
        at_ = {static_cast<float>(e.motion.x), static_cast<float>(e.motion.y)};
        pointer_known_ = true;
        rested_ = 0;
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEWHEEL:
    case SDL_KEYDOWN:
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_FINGERDOWN:
        rested_ = 0;
        break;
    case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_LEAVE) pointer_known_ = false;
        break;
    default:
        break;
    }
}

void Tooltip::step(double dt) { rested_ += dt; }

bool Tooltip::draw(Gfx& gfx) {
    shown_.clear();
    if (!pointer_known_ || rested_ < kDelaySeconds) return false;
    const auto& cut = gfx.cut_labels();
    // The last one drawn is on top.
    auto it = std::find_if(cut.rbegin(), cut.rend(),
                           [&](const Gfx::CutLabel& c) { return under_pointer(c.box, at_); });
    if (it == cut.rend()) return false;
    shown_ = it->full;
    const float text_w = std::min(kMaxTextWidth, gfx.measure(shown_, kTooltipSize).w);
    const float text_h = gfx.wrapped_height(shown_, text_w, kTooltipSize);
    SDL_FRect box{at_.x + 14, at_.y + 22, text_w + 2 * kTooltipPad, text_h + 2 * kTooltipPad - 4};
    // Kept on screen: left of the pointer at the right edge, above it at the bottom.
    if (box.x + box.w > kLogicalWidth - 4) box.x = std::max(4.0f, at_.x - 14 - box.w);
    if (box.y + box.h > kLogicalHeight - 4) box.y = std::max(4.0f, at_.y - 10 - box.h);
    gfx.mark_layer();
    gfx.fill_rounded({box.x + 2, box.y + 3, box.w, box.h}, 8, {0, 0, 0, 110});
    gfx.fill_rounded(box, 8, {250, 246, 226, 255});
    gfx.outline_rounded(box, 8, {120, 110, 80, 255}, 1);
    gfx.note_panel(box);
    gfx.text_wrapped(shown_, box.x + kTooltipPad, box.y + kTooltipPad - 2, text_w, kTooltipSize,
                     {30, 30, 40, 255});
    return true;
}

} // namespace tessera::app
