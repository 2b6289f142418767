#include "tessera/app/framework/layout_check.hpp"

#include <algorithm>
#include <cstdio>

namespace tessera::app {

namespace {

// The glyphs' part of a text box: SDL_ttf's line height has room above the capitals and below
// the descenders that neighbouring lines may share.
SDL_FRect ink(const SDL_FRect& r) {
    const float trim = r.h * 0.18f;
    return {r.x + 1, r.y + trim, r.w - 2, r.h - 2 * trim};
}

bool holds(const SDL_FRect& outer, const SDL_FRect& inner, float slack) {
    return inner.x >= outer.x - slack && inner.y >= outer.y - slack &&
           inner.x + inner.w <= outer.x + outer.w + slack && inner.y + inner.h <= outer.y + outer.h + slack;
}

bool contains(const SDL_FRect& r, float x, float y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

float overlap(const SDL_FRect& a, const SDL_FRect& b) {
    const float w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
    const float h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0;
}

// How far inside its panel a text's glyphs must stay: the panel's border (2 px) and a pixel of air.
constexpr float kPanelMargin = 3;

std::string describe(const std::string& text, const SDL_FRect& r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, " at (%.0f,%.0f %.0fx%.0f)", r.x, r.y, r.w, r.h);
    std::string t = text.size() > 60 ? text.substr(0, 57) + "..." : text;
    return "\"" + t + "\"" + buf;
}

} // namespace

std::vector<std::string> layout_problems(const LayoutLog& log, float width, float height) {
    std::vector<std::string> out;
    const SDL_FRect screen{0, 0, width, height};
    for (std::size_t i = 0; i < log.texts.size(); ++i) {
        const auto& t = log.texts[i];
        const SDL_FRect box = ink(t.box);
        const float cx = box.x + box.w / 2, cy = box.y + box.h / 2;
        // The text's panel is the smallest one around its centre that is big enough for it: a text
        // must stay inside that one, clear of its border, not merely inside some larger panel
        // around it (a key's description running out of the help box into the side panel).
        bool centred = false;
        const LayoutLog::Box* around = nullptr;
        const LayoutLog::Box* fits = nullptr;
        for (const auto& p : log.panels) {
            if (p.layer != t.layer || !contains(p.box, cx, cy)) continue;
            centred = true;
            const float area = p.box.w * p.box.h;
            if (!around || area < around->box.w * around->box.h) around = &p;
            if (p.box.w >= box.w && p.box.h >= box.h && (!fits || area < fits->box.w * fits->box.h))
                fits = &p;
        }
        if (fits) around = fits;
        const bool held = around && holds(around->box, box, -kPanelMargin);
        if (!held && centred && around) {
            char buf[80];
            std::snprintf(buf, sizeof buf, " leaves its panel (%.0f,%.0f %.0fx%.0f)", around->box.x,
                          around->box.y, around->box.w, around->box.h);
            out.push_back(describe(t.text, t.box) + buf);
        } else if (!centred && !holds(screen, box, 0)) {
            out.push_back(describe(t.text, t.box) + " leaves the screen");
        }
        for (std::size_t j = i + 1; j < log.texts.size(); ++j) {
            const auto& u = log.texts[j];
            if (u.layer != t.layer) continue;
            // The same words a pixel or two apart are a shadow or an outline, drawn on purpose.
            if (u.text == t.text && std::abs(u.box.x - t.box.x) <= 3 && std::abs(u.box.y - t.box.y) <= 3)
                continue;
            if (overlap(box, ink(u.box)) > 2)
                out.push_back(describe(t.text, t.box) + " overlaps " + describe(u.text, u.box));
        }
        // A panel filled over a text hides the part it covers (a badge over a button's label).
        for (const auto& p : log.panels)
            if (p.layer == t.layer && p.order > t.order && overlap(box, p.box) > 2)
                out.push_back(describe(t.text, t.box) + " is covered by a panel drawn after it" +
                              describe("", p.box).substr(2));
        for (const auto& icon : log.icons)
            if (icon.layer == t.layer && overlap(box, icon.box) > 4)
                out.push_back(describe(t.text, t.box) + " is under the icon \"" + icon.name + "\"");
    }
    return out;
}

} // namespace tessera::app
