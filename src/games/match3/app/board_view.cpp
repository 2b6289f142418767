#include "tessera/app/games/match3/board_view.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/framework/theme.hpp"

namespace tessera::app::match3_view {

namespace {

const std::string kGemFrames[8] = {"gem0", "gem1", "gem2", "gem3", "gem4", "gem5", "gem6", "gem7"};
const std::string kGlyphFrames[8] = {"glyph0", "glyph1", "glyph2", "glyph3",
                                     "glyph4", "glyph5", "glyph6", "glyph7"};
const std::string kGems = "gems";
const std::string kGlyphs = "glyphs";
const std::string kUi = "ui";
const std::string kLineH = "gem_line_h";
const std::string kLineV = "gem_line_v";
const std::string kBomb = "gem_bomb";
const std::string kColourBomb = "gem_colour_bomb";
const std::string kParticle = "particle";
const std::string kGlow = "dot_glow";

constexpr float kGemFill = 0.9f; // a gem covers 90% of its cell
// Slots of the pre-scaled cache: gems 0..7, specials 8..11, then glyphs 0..7 (smaller).
constexpr int kSlotLineH = 8, kSlotLineV = 9, kSlotBomb = 10, kSlotColourBomb = 11, kSlotGlyph0 = 12;
constexpr int kGemSlots = 12, kGlyphSlots = 8;

Colour with_alpha(Colour c, float a) {
    c.a = static_cast<Uint8>(std::clamp(a, 0.0f, 1.0f) * static_cast<float>(c.a));
    return c;
}

} // namespace

Colour gem_colour(int colour) {
    static constexpr Colour kColours[8] = {{235, 64, 64, 255},  {255, 140, 40, 255}, {250, 206, 50, 255},
                                           {70, 200, 90, 255},  {70, 214, 235, 255}, {60, 110, 235, 255},
                                           {160, 80, 220, 255}, {250, 170, 200, 255}};
    if (colour < 0 || colour > 7) return {255, 255, 255, 255};
    return kColours[colour];
}

BoardLayout BoardLayout::fit(int cols, int rows, SDL_FRect area, float max_cell) {
    BoardLayout l;
    l.cols = std::max(1, cols);
    l.rows = std::max(1, rows);
    l.cell = std::floor(
        std::min({max_cell, area.w / static_cast<float>(l.cols), area.h / static_cast<float>(l.rows)}));
    const float w = l.cell * static_cast<float>(l.cols), h = l.cell * static_cast<float>(l.rows);
    l.x0 = std::round(area.x + (area.w - w) / 2);
    l.y0 = std::round(area.y + (area.h - h) / 2);
    return l;
}

std::optional<Point> BoardLayout::cell_at(float x, float y) const {
    if (cell <= 0 || x < x0 || y < y0) return std::nullopt;
    const int cx = static_cast<int>((x - x0) / cell), cy = static_cast<int>((y - y0) / cell);
    if (cx < 0 || cy < 0 || cx >= cols || cy >= rows) return std::nullopt;
    return Point{cx, cy};
}

void BoardView::reset(const match3::Board& board, const BoardLayout& layout) {
    layout_ = layout;
    shape_ = board;
    build_backdrop();
    cells_ = Grid<GemPtr>(board.width(), board.height());
    sprites_.clear();
    effects_.clear();
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const match3::Tile t = board.at(x, y);
            if (!t.is_piece()) continue;
            const SDL_FPoint c = layout.centre({x, y});
            cells_.at(x, y) = add_gem(t, c.x, c.y);
        }
}

void BoardView::build_backdrop() {
    frame_rects_.clear();
    light_rects_.clear();
    dark_rects_.clear();
    const float pad = std::max(2.0f, std::round(layout_.cell * 0.06f));
    auto playable = [&](int x, int y) { return shape_.contains(x, y) && !shape_.at(x, y).is_hole(); };
    for (int y = 0; y < shape_.height(); ++y)
        for (int x = 0; x < shape_.width(); ++x) {
            if (!playable(x, y)) continue;
            const SDL_FRect r = layout_.cell_rect({x, y});
            (((x + y) & 1) != 0 ? dark_rects_ : light_rects_).push_back(r);
            // A frame grown by `pad` outlines the playable shape; cells inside cover it, so only
            // cells next to a hole or the edge need one.
            bool edge = false;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) edge = edge || !playable(x + dx, y + dy);
            if (edge) frame_rects_.push_back({r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad});
        }
}

GemPtr BoardView::add_gem(match3::Tile tile, float x, float y) {
    auto g = std::make_shared<GemSprite>();
    g->tile = tile;
    g->v->x = x;
    g->v->y = y;
    sprites_.push_back(g);
    return g;
}

EffectPtr BoardView::add_effect(Effect::Kind kind, Colour colour) {
    auto e = std::make_shared<Effect>();
    e->kind = kind;
    e->colour = colour;
    effects_.push_back(e);
    return e;
}

void BoardView::compact() {
    std::erase_if(sprites_, [](const GemPtr& g) { return g->dead; });
    std::erase_if(effects_, [](const EffectPtr& e) { return e->dead; });
}

bool BoardView::matches(const match3::Board& board) const {
    if (board.width() != cells_.width() || board.height() != cells_.height()) return false;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const match3::Tile t = board.at(x, y);
            const GemPtr& g = cells_.at(x, y);
            if (t.is_piece() != static_cast<bool>(g)) return false;
            if (g && (g->tile != t || g->dead)) return false;
        }
    return true;
}

void BoardView::draw_cells(Gfx& gfx, const Overlay& o) const {
    // Opaque and batched (three calls, no blending): the board's backdrop is most of the pixels
    // the scene touches, and the software renderer is the target.
    gfx.solid_rects(frame_rects_, {84, 100, 150, 255});
    gfx.solid_rects(light_rects_, {26, 34, 64, 255});
    gfx.solid_rects(dark_rects_, {17, 23, 46, 255});
    if (o.hover && shape_.contains(*o.hover) && !shape_[*o.hover].is_hole())
        gfx.fill_rect(layout_.cell_rect(*o.hover), {120, 150, 230, 70});
    if (o.hint) {
        const float pulse =
            o.reduced_motion ? 0.6f : 0.45f + 0.35f * static_cast<float>(std::sin(o.clock * 6.0));
        for (Point p : {o.hint->first, o.hint->second})
            gfx.fill_rect(layout_.cell_rect(p), {255, 220, 120, static_cast<Uint8>(90 * pulse)});
    }
}

bool BoardView::ensure_gem_cache(Gfx& gfx) const {
    if (gem_cache_failed_) return false;
    const int px = static_cast<int>(std::round(layout_.cell * kGemFill));
    const int gpx = static_cast<int>(std::round(static_cast<float>(px) * 0.42f));
    if (gem_cache_ && gem_px_ == px && gem_cache_owner_ == &gfx) return true;
    if (!gfx.atlases().get(kGems).texture || px <= 0) {
        gem_cache_failed_ = true;
        return false;
    }
    // One sheet of every gem, special and glyph at the size drawn, so the common case (a piece
    // at rest) is a pixel-for-pixel copy. Frames are copied, not blended, so edges keep their alpha.
    const bool ok = gfx.render_to(gem_cache_, kGemSlots * px + kGlyphSlots * std::max(1, gpx), px, [&] {
        for (int i = 0; i < 8; ++i) gfx.sprite_replace(kGems, kGemFrames[i], {i * px, 0, px, px});
        gfx.sprite_replace(kGems, kLineH, {kSlotLineH * px, 0, px, px});
        gfx.sprite_replace(kGems, kLineV, {kSlotLineV * px, 0, px, px});
        gfx.sprite_replace(kGems, kBomb, {kSlotBomb * px, 0, px, px});
        gfx.sprite_replace(kGems, kColourBomb, {kSlotColourBomb * px, 0, px, px});
        for (int i = 0; i < 8; ++i)
            gfx.sprite_replace(kGlyphs, kGlyphFrames[i], {kGemSlots * px + i * gpx, 0, gpx, gpx});
    });
    if (!ok) {
        gem_cache_failed_ = true;
        return false;
    }
    gem_cache_owner_ = &gfx;
    gem_px_ = px;
    glyph_px_ = gpx;
    return true;
}

bool BoardView::cached_sprite(Gfx& gfx, int slot, const Visual& v) const {
    const bool glyph = slot >= kSlotGlyph0;
    const int px = glyph ? glyph_px_ : gem_px_;
    const SDL_Rect src{glyph ? kGemSlots * gem_px_ + (slot - kSlotGlyph0) * glyph_px_ : slot * gem_px_, 0, px,
                       px};
    // At scale 1 the copy is pixel for pixel (integer size and position): the fast path.
    const int size =
        std::abs(v.scale - 1) < 0.001f ? px : static_cast<int>(std::round(static_cast<float>(px) * v.scale));
    const SDL_FRect dst{std::round(v.x - static_cast<float>(size) / 2),
                        std::round(v.y - static_cast<float>(size) / 2), static_cast<float>(size),
                        static_cast<float>(size)};
    const Colour tint{static_cast<Uint8>(std::clamp(v.tint.r, 0.f, 255.f)),
                      static_cast<Uint8>(std::clamp(v.tint.g, 0.f, 255.f)),
                      static_cast<Uint8>(std::clamp(v.tint.b, 0.f, 255.f)), 255};
    gfx.copy(gem_cache_, &src, dst, v.alpha * v.tint.a / 255.0f, tint);
    return true;
}

void BoardView::draw_gem(Gfx& gfx, const GemSprite& g, float alpha_mul, float scale_mul,
                         bool colourblind) const {
    Visual v = *g.v;
    v.alpha *= alpha_mul;
    v.scale *= scale_mul;
    if (!v.visible || v.alpha <= 0.01f || v.scale <= 0.01f) return;
    const match3::Tile t = g.tile;
    if (gem_cache_ && !gem_cache_failed_) {
        if (t.special == match3::Special::ColourBomb) {
            cached_sprite(gfx, kSlotColourBomb, v);
            return;
        }
        if (t.colour < 0 || t.colour > 7) return;
        cached_sprite(gfx, t.colour, v);
        switch (t.special) {
        case match3::Special::LineH:
            cached_sprite(gfx, kSlotLineH, v);
            break;
        case match3::Special::LineV:
            cached_sprite(gfx, kSlotLineV, v);
            break;
        case match3::Special::Bomb:
            cached_sprite(gfx, kSlotBomb, v);
            break;
        default:
            break;
        }
        if (colourblind) cached_sprite(gfx, kSlotGlyph0 + t.colour, v);
        return;
    }
    const float size = layout_.cell * kGemFill;
    if (t.special == match3::Special::ColourBomb) {
        gfx.sprite(kGems, kColourBomb, v, size, size);
        return;
    }
    if (t.colour < 0 || t.colour > 7) return;
    gfx.sprite(kGems, kGemFrames[t.colour], v, size, size);
    switch (t.special) {
    case match3::Special::LineH:
        gfx.sprite(kGems, kLineH, v, size, size);
        break;
    case match3::Special::LineV:
        gfx.sprite(kGems, kLineV, v, size, size);
        break;
    case match3::Special::Bomb:
        gfx.sprite(kGems, kBomb, v, size, size);
        break;
    default:
        break;
    }
    if (colourblind) gfx.sprite(kGlyphs, kGlyphFrames[t.colour], v, size * 0.42f, size * 0.42f);
}

void BoardView::draw_effects(Gfx& gfx) const {
    const SDL_FRect b = layout_.bounds();
    const float c = layout_.cell;
    for (const EffectPtr& ep : effects_) {
        const Effect& e = *ep;
        const Visual& v = *e.v;
        if (e.dead || !v.visible || v.alpha <= 0.01f) continue;
        switch (e.kind) {
        case Effect::Kind::BeamH: {
            const float h = c * 0.55f * v.scale;
            gfx.fill_rect({b.x, v.y - h / 2, b.w, h}, with_alpha(e.colour, v.alpha * 0.55f));
            gfx.fill_rect({b.x, v.y - h / 6, b.w, h / 3}, with_alpha({255, 255, 255, 255}, v.alpha));
            break;
        }
        case Effect::Kind::BeamV: {
            const float w = c * 0.55f * v.scale;
            gfx.fill_rect({v.x - w / 2, b.y, w, b.h}, with_alpha(e.colour, v.alpha * 0.55f));
            gfx.fill_rect({v.x - w / 6, b.y, w / 3, b.h}, with_alpha({255, 255, 255, 255}, v.alpha));
            break;
        }
        case Effect::Kind::Blast:
        case Effect::Kind::Flash: {
            Visual g = v;
            g.tint = {static_cast<float>(e.colour.r), static_cast<float>(e.colour.g),
                      static_cast<float>(e.colour.b), 255};
            gfx.sprite(kUi, kGlow, g, c, c);
            break;
        }
        case Effect::Kind::Particle: {
            Visual g = v;
            g.tint = {static_cast<float>(e.colour.r), static_cast<float>(e.colour.g),
                      static_cast<float>(e.colour.b), 255};
            const float s = std::max(6.0f, c * 0.16f);
            gfx.sprite(kUi, kParticle, g, s, s);
            break;
        }
        case Effect::Kind::Popup: {
            const int size = std::max(12, static_cast<int>(static_cast<float>(e.size) * v.scale));
            gfx.text(e.text, v.x + 2, v.y - static_cast<float>(size) / 2 + 2, size,
                     with_alpha({0, 0, 0, 200}, v.alpha), Align::Centre, true);
            gfx.text(e.text, v.x, v.y - static_cast<float>(size) / 2, size, with_alpha(e.colour, v.alpha),
                     Align::Centre, true);
            break;
        }
        case Effect::Kind::Banner: {
            // Over the board and inside it: the panels beside it (the stars' thresholds) stay in view.
            const float room = layout_.bounds().w - 16 - 60;
            const int size = gfx.fitting_size(e.text, room, e.size, 16, true);
            const TextSize sz = gfx.measure(e.text, size, true);
            const float w = (std::min(sz.w, room) + 60) * v.scale, h = sz.h + 24;
            gfx.fill_rounded({v.x - w / 2, v.y - h / 2, w, h}, 14, with_alpha({14, 18, 36, 225}, v.alpha));
            gfx.outline_rounded({v.x - w / 2, v.y - h / 2, w, h}, 14, with_alpha(theme::kAccent, v.alpha), 2);
            if (v.scale > 0.9f)
                gfx.text_fit(e.text, v.x, v.y - sz.h / 2, room, size, size, with_alpha(e.colour, v.alpha),
                             Align::Centre, true);
            break;
        }
        }
    }
}

void BoardView::draw(Gfx& gfx, const Overlay& o) const {
    ensure_gem_cache(gfx);
    draw_cells(gfx, o);
    const GemSprite* selected =
        o.selected && cells_.contains(*o.selected) ? cells_[*o.selected].get() : nullptr;
    const GemSprite* hint_a =
        o.hint && cells_.contains(o.hint->first) ? cells_[o.hint->first].get() : nullptr;
    const GemSprite* hint_b =
        o.hint && cells_.contains(o.hint->second) ? cells_[o.hint->second].get() : nullptr;
    const float pulse = o.reduced_motion ? 1.0f : 1.0f + 0.07f * static_cast<float>(std::sin(o.clock * 6.0));

    // Pieces dropping in from above the board are clipped to it (the logical-size renderer takes
    // the clip rectangle in logical pixels).
    const SDL_FRect b = layout_.bounds();
    const SDL_Rect clip{static_cast<int>(b.x) - 4, static_cast<int>(b.y) - 4, static_cast<int>(b.w) + 8,
                        static_cast<int>(b.h) + 8};
    gfx.push_clip(clip);
    for (const GemPtr& g : sprites_) {
        const GemSprite* p = g.get();
        float alpha = 1, scale = 1;
        if (p == selected) alpha = 0.5f; // the match-3 article draws the selected tile at half opacity
        if (p == hint_a || p == hint_b) scale = pulse;
        draw_gem(gfx, *p, alpha, scale, o.colourblind);
    }
    gfx.pop_clip();

    if (selected) {
        const SDL_FRect r = layout_.cell_rect(*o.selected);
        gfx.outline_rounded({r.x + 1, r.y + 1, r.w - 2, r.h - 2}, layout_.cell * 0.18f, theme::kAccent,
                            std::max(2.0f, layout_.cell * 0.05f));
    }
    if (o.hint) {
        const float a = o.reduced_motion ? 1.0f : 0.75f + 0.25f * static_cast<float>(std::sin(o.clock * 6.0));
        for (Point p : {o.hint->first, o.hint->second}) {
            const SDL_FRect r = layout_.cell_rect(p);
            gfx.outline_rounded({r.x + 2, r.y + 2, r.w - 4, r.h - 4}, layout_.cell * 0.18f,
                                with_alpha({255, 236, 150, 255}, a), std::max(2.0f, layout_.cell * 0.045f));
        }
    }
    if (o.cursor && shape_.contains(*o.cursor)) {
        const SDL_FRect r = layout_.cell_rect(*o.cursor);
        gfx.outline_rect({r.x - 1, r.y - 1, r.w + 2, r.h + 2}, {255, 255, 255, 235},
                         std::max(2.0f, layout_.cell * 0.05f));
        gfx.outline_rect({r.x + 3, r.y + 3, r.w - 6, r.h - 6}, {40, 60, 120, 200}, 1);
    }
    draw_effects(gfx);
}

} // namespace tessera::app::match3_view
