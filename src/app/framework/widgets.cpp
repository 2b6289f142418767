#include "tessera/app/framework/widgets.hpp"

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/spatial_nav.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/framework/theme.hpp"

namespace tessera::app {

Button& ButtonList::add(Button b) {
    buttons_.push_back(std::move(b));
    return buttons_.back();
}

void ButtonList::set_focus(int index) {
    if (buttons_.empty() || index < 0) {
        focus_ = -1; // nothing focused (e.g. a toolbar the keyboard does not use)
        return;
    }
    focus_ = std::clamp(index, 0, static_cast<int>(buttons_.size()) - 1);
}

void ButtonList::move(int delta) {
    if (buttons_.empty()) return;
    const int n = static_cast<int>(buttons_.size());
    int i = focus_;
    for (int tries = 0; tries < n; ++tries) {
        i += delta;
        if (i < 0 || i >= n) {
            // Wrap in one dimension (vertical lists wrap around; grids clamp at the edge).
            if (columns_ > 1) return;
            i = (i + n) % n;
        }
        if (buttons_[static_cast<std::size_t>(i)].enabled ||
            buttons_[static_cast<std::size_t>(i)].on_activate) {
            focus_ = i;
            return;
        }
    }
}

// A grid's arrows go to the nearest button that way, by position (rows need not be full: the
// last row of a group, or a Back button above the cards).
void ButtonList::step(int dx, int dy) {
    if (buttons_.empty()) return;
    if (focus_ < 0) {
        focus_ = 0;
        return;
    }
    std::vector<NavCandidate> candidates;
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        const auto& b = buttons_[i];
        if (static_cast<int>(i) != focus_ && (b.enabled || b.on_activate))
            candidates.push_back({static_cast<int>(i), centre_of(b.rect)});
    }
    const int best =
        nearest_toward(centre_of(buttons_[static_cast<std::size_t>(focus_)].rect), candidates, dx, dy, 3.0f);
    if (best >= 0) focus_ = best;
}

int ButtonList::hit(float x, float y) const {
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        const auto& r = buttons_[i].rect;
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return static_cast<int>(i);
    }
    return -1;
}

bool ButtonList::handle(const SDL_Event& e) {
    if (buttons_.empty()) return false;
    auto activate = [&](int i) {
        auto& b = buttons_[static_cast<std::size_t>(i)];
        if (b.on_activate)
            b.on_activate();
        else if (b.on_adjust)
            b.on_adjust(+1);
    };
    switch (e.type) {
    case SDL_KEYDOWN: {
        const auto key = e.key.keysym.sym;
        const bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
        if (key == SDLK_DOWN) return columns_ > 1 ? step(0, 1) : move(1), true;
        if (key == SDLK_UP) return columns_ > 1 ? step(0, -1) : move(-1), true;
        if (key == SDLK_TAB) return move(shift ? -1 : 1), true;
        if (key == SDLK_LEFT || key == SDLK_RIGHT) {
            if (focus_ < 0) return false;
            auto& b = buttons_[static_cast<std::size_t>(focus_)];
            if (b.on_adjust && b.enabled) {
                b.on_adjust(key == SDLK_LEFT ? -1 : 1);
                return true;
            }
            if (columns_ > 1) {
                step(key == SDLK_LEFT ? -1 : 1, 0);
                return true;
            }
            return false;
        }
        if ((key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) && focus_ >= 0) {
            activate(focus_);
            return true;
        }
        return false;
    }
    case SDL_MOUSEMOTION: {
        const int i = hit(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y));
        if (i >= 0) focus_ = i;
        return i >= 0;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (e.button.button != SDL_BUTTON_LEFT) return false;
        pressed_ = hit(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
        if (pressed_ >= 0) focus_ = pressed_;
        return pressed_ >= 0;
    case SDL_MOUSEBUTTONUP: {
        if (e.button.button != SDL_BUTTON_LEFT) return false;
        const int i = hit(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
        const bool click = i >= 0 && i == pressed_;
        pressed_ = -1;
        if (click) activate(i);
        return click;
    }
    default:
        return false;
    }
}

void draw_button(Gfx& gfx, const Button& b, bool focused, float label_right) {
    const auto& r = b.rect;
    const Colour face = !b.enabled ? Colour{40, 44, 66, 255}
                        : focused  ? Colour{78, 88, 150, 255}
                                   : theme::kButton;
    gfx.fill_rounded({r.x + 2, r.y + 4, r.w, r.h}, 12, {0, 0, 0, 80});
    gfx.fill_rounded(r, 12, face);
    if (focused) gfx.outline_rounded(r, 12, theme::kButtonFocus, 3);
    const Colour text = b.enabled ? theme::kText : theme::kTextDim;
    float x = r.x + 18;
    if (!b.icon.empty()) {
        gfx.sprite("ui", b.icon, {x, r.y + (r.h - 32) / 2, 32, 32}, b.enabled ? 1.0f : 0.5f);
        x += 40;
    }
    const bool has_detail = !b.detail.empty();
    // Labels are kept as written (N_) and translated here, so a change of language shows at once.
    const std::string label = tr(b.label.c_str()), detail = has_detail ? tr(b.detail.c_str()) : std::string();
    const auto sz = gfx.measure(label, theme::kBodySize, true);
    const float ty = has_detail ? r.y + r.h / 2 - sz.h + 2 : r.y + (r.h - sz.h) / 2;
    // The value first: the label has what is left (a translated label shrinks, then ends in "…").
    float right = r.x + r.w - 12;
    if (!b.value.empty()) {
        // An adjustable value between its arrows, each drawn on its own: in one string with a
        // Chinese value the arrows would come from the Chinese face, smaller than on the other rows.
        const float vy = r.y + (r.h - sz.h) / 2, gap = 12; // two spaces, as the arrows had before
        float vx = r.x + r.w - 18;
        auto put = [&](const std::string& s) {
            vx -= gfx.text(s, vx, vy, theme::kBodySize, theme::kAccent, Align::Right).w;
        };
        if (b.on_adjust) {
            put("\xE2\x96\xB6"); // ▶
            vx -= gap;
        }
        put(tr(b.value.c_str()));
        if (b.on_adjust) {
            vx -= gap;
            put("\xE2\x97\x80"); // ◀
        }
        right = vx - 16;
    }
    constexpr int kMinLabelSize = 13;
    if (b.value.empty() && b.icon.empty() && !has_detail)
        gfx.text_fit(label, r.x + r.w / 2, ty, r.w - 24, theme::kBodySize, kMinLabelSize, text, Align::Centre,
                     true);
    else
        gfx.text_fit(label, x, ty, (label_right > 0 ? std::min(right, label_right) : right) - x,
                     theme::kBodySize, kMinLabelSize, text, Align::Left, true);
    if (has_detail)
        gfx.text_fit(detail, x, r.y + r.h / 2 + 2, right - x, theme::kSmallSize, kMinLabelSize - 2,
                     theme::kTextDim);
}

void ButtonList::draw(Gfx& gfx, const std::function<bool(Gfx&, const Button&, bool)>& custom) const {
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        const bool focused = static_cast<int>(i) == focus_;
        if (custom && custom(gfx, buttons_[i], focused)) continue;
        draw_button(gfx, buttons_[i], focused);
    }
}

} // namespace tessera::app
