#include "tessera/app/games/samegame/board_view.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "tessera/app/framework/theme.hpp"

namespace tessera::app::samegame_view {

namespace {

std::size_t index_of(const Layout& l, Point p) {
    return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(l.cols) + static_cast<std::size_t>(p.x);
}

bool flag(const std::vector<char>* mask, const Layout& l, Point p) {
    if (!mask || p.x < 0 || p.y < 0 || p.x >= l.cols || p.y >= l.rows) return false;
    const std::size_t i = index_of(l, p);
    return i < mask->size() && (*mask)[i] != 0;
}

Uint8 to_u8(float v) { return static_cast<Uint8>(std::clamp(v, 0.0f, 255.0f)); }

} // namespace

Layout Layout::fit(int cols, int rows, SDL_FRect area, float max_cell) {
    Layout l;
    l.cols = std::max(1, cols);
    l.rows = std::max(1, rows);
    l.cell = std::floor(
        std::min({area.w / static_cast<float>(l.cols), area.h / static_cast<float>(l.rows), max_cell}));
    l.x0 = std::round(area.x + (area.w - l.cell * static_cast<float>(l.cols)) / 2);
    l.y0 = std::round(area.y + (area.h - l.cell * static_cast<float>(l.rows)) / 2);
    return l;
}

std::optional<Point> Layout::cell_at(float x, float y) const {
    if (cell <= 0 || x < x0 || y < y0) return std::nullopt;
    const int cx = static_cast<int>((x - x0) / cell), cy = static_cast<int>((y - y0) / cell);
    if (cx < 0 || cy < 0 || cx >= cols || cy >= rows) return std::nullopt;
    return Point{cx, cy};
}

// R G B Y P O C W (board_text's letters) onto the atlas's red, orange, yellow, green, cyan, blue,
// purple, pink blocks.
const std::string& block_frame(samegame::Colour c) {
    static const std::array<std::string, 9> frames{"tile_back", "block0", "block3", "block5", "block2",
                                                   "block6",    "block1", "block4", "block7"};
    return frames[std::min<std::size_t>(c, 8)];
}

const std::string& glyph_frame(samegame::Colour c) {
    static const std::array<std::string, 9> frames{"glyph0", "glyph0", "glyph1", "glyph2", "glyph3",
                                                   "glyph4", "glyph5", "glyph6", "glyph7"};
    return frames[std::min<std::size_t>(c, 8)];
}

Colour colour_rgb(samegame::Colour c) {
    static const std::array<Colour, 9> rgb{
        Colour{200, 200, 220, 255}, Colour{236, 72, 72, 255},  Colour{80, 200, 96, 255},
        Colour{70, 128, 236, 255},  Colour{250, 208, 60, 255}, Colour{168, 96, 230, 255},
        Colour{250, 150, 50, 255},  Colour{60, 210, 220, 255}, Colour{250, 190, 210, 255}};
    return rgb[std::min<std::size_t>(c, 8)];
}

void BoardView::reset(const samegame::Board& board, const Layout& layout) {
    layout_ = layout;
    grid_.assign(static_cast<std::size_t>(layout.cols * layout.rows), nullptr);
    sprites_.clear();
    effects_.clear();
    for (int y = 0; y < layout.rows; ++y)
        for (int x = 0; x < layout.cols; ++x) {
            const Point p{x, y};
            const samegame::Colour c = board.contains(p) ? board.at(p) : samegame::kEmpty;
            if (c == samegame::kEmpty) continue;
            auto t = std::make_shared<TileSprite>();
            t->colour = c;
            t->cell = p;
            const SDL_FPoint at = layout.centre(p);
            t->v->x = at.x;
            t->v->y = at.y;
            grid_[index_of(layout_, p)] = t;
            sprites_.push_back(std::move(t));
        }
}

TilePtr BoardView::at(Point p) const {
    if (p.x < 0 || p.y < 0 || p.x >= layout_.cols || p.y >= layout_.rows) return nullptr;
    return grid_[index_of(layout_, p)];
}

void BoardView::set(Point p, TilePtr t) {
    if (p.x < 0 || p.y < 0 || p.x >= layout_.cols || p.y >= layout_.rows) return;
    if (t) t->cell = p;
    grid_[index_of(layout_, p)] = std::move(t);
}

EffectPtr BoardView::add_effect(Effect::Kind kind, float x, float y, Colour colour, std::string text,
                                int size) {
    auto e = std::make_shared<Effect>();
    e->kind = kind;
    e->v->x = x;
    e->v->y = y;
    e->colour = colour;
    e->text = std::move(text);
    e->size = size;
    effects_.push_back(e);
    return e;
}

bool BoardView::matches(const samegame::Board& board) const {
    for (int y = 0; y < layout_.rows; ++y)
        for (int x = 0; x < layout_.cols; ++x) {
            const Point p{x, y};
            const TilePtr& t = grid_[index_of(layout_, p)];
            const samegame::Colour c = board.contains(p) ? board.at(p) : samegame::kEmpty;
            if ((t ? t->colour : samegame::kEmpty) != c) return false;
        }
    return true;
}

void BoardView::compact() {
    std::erase_if(sprites_, [](const TilePtr& t) { return t->dead; });
    std::erase_if(effects_, [](const EffectPtr& e) { return e->dead; });
}

void BoardView::draw(Gfx& gfx, const DrawOptions& o) const {
    const Layout& l = layout_;
    const SDL_FRect b = l.bounds();
    const float pad = std::max(8.0f, l.cell * 0.18f);
    gfx.fill_rounded({b.x - pad, b.y - pad, b.w + 2 * pad, b.h + 2 * pad}, 18, {12, 14, 30, 200});
    gfx.outline_rounded({b.x - pad, b.y - pad, b.w + 2 * pad, b.h + 2 * pad}, 18, {90, 100, 150, 160}, 2);

    const float size = l.cell * 0.96f;
    const float pulse = static_cast<float>(0.5 + 0.5 * std::sin(o.clock * 6.0));
    // Group highlight and hint glow go under the blocks.
    if (o.highlight || o.hint)
        for (int y = 0; y < l.rows; ++y)
            for (int x = 0; x < l.cols; ++x) {
                const Point p{x, y};
                const SDL_FRect r = l.cell_rect(p);
                if (flag(o.highlight, l, p))
                    gfx.fill_rounded({r.x, r.y, r.w, r.h}, l.cell * 0.2f, {255, 236, 150, 150});
                else if (flag(o.hint, l, p))
                    gfx.fill_rounded({r.x - 3, r.y - 3, r.w + 6, r.h + 6}, l.cell * 0.24f,
                                     {120, 230, 255, to_u8(110 + 140 * pulse)});
            }

    for (const TilePtr& t : sprites_) {
        if (!t->v->visible || t->v->alpha <= 0.01f || t->v->scale <= 0.01f) continue;
        Visual v = *t->v;
        const bool lit = t->cell.x >= 0 && flag(o.highlight, l, t->cell);
        const bool hinted = t->cell.x >= 0 && flag(o.hint, l, t->cell);
        if (lit)
            v.scale *= 1.06f;
        else if (hinted)
            v.scale *= 1.0f + 0.05f * pulse;
        const bool face = !o.hidden || t->revealed || (t->cell.x >= 0 && flag(o.revealed, l, t->cell));
        gfx.sprite("blocks", face ? block_frame(t->colour) : block_frame(samegame::kEmpty), v, size, size);
        if (face && o.colourblind) {
            Visual g = v;
            g.tint = {255, 255, 255, 255};
            gfx.sprite("glyphs", glyph_frame(t->colour), g, size * 0.5f, size * 0.5f);
        }
        if (lit) {
            const float s = size * v.scale;
            gfx.outline_rounded({v.x - s / 2, v.y - s / 2, s, s}, s * 0.2f, {255, 244, 200, 235}, 3);
        } else if (hinted) {
            const float s = size * v.scale;
            gfx.outline_rounded({v.x - s / 2, v.y - s / 2, s, s}, s * 0.2f,
                                {150, 240, 255, to_u8(150 + 105 * pulse)}, 4);
        }
    }

    if (o.cursor) {
        const SDL_FRect r = l.cell_rect(*o.cursor);
        gfx.outline_rounded({r.x - 2, r.y - 2, r.w + 4, r.h + 4}, l.cell * 0.22f, {20, 20, 30, 230}, 6);
        gfx.outline_rounded({r.x - 1, r.y - 1, r.w + 2, r.h + 2}, l.cell * 0.22f, theme::kAccent, 4);
    }

    for (const EffectPtr& e : effects_) {
        const Visual& v = *e->v;
        if (!v.visible || v.alpha <= 0.01f) continue;
        const Uint8 a = to_u8(255 * v.alpha);
        switch (e->kind) {
        case Effect::Kind::Particle: {
            const float s = 16 * v.scale;
            gfx.sprite("ui", "particle", {v.x - s / 2, v.y - s / 2, s, s}, v.alpha, e->colour);
            break;
        }
        case Effect::Kind::Popup: {
            const int size_px = std::max(10, static_cast<int>(static_cast<float>(e->size) * v.scale));
            gfx.text(e->text, v.x + 1.5f, v.y - static_cast<float>(size_px) / 2 + 1.5f, size_px,
                     {20, 16, 30, a}, Align::Centre, true);
            gfx.text(e->text, v.x, v.y - static_cast<float>(size_px) / 2, size_px,
                     {e->colour.r, e->colour.g, e->colour.b, a}, Align::Centre, true);
            break;
        }
        case Effect::Kind::Banner: {
            // Over the board and inside it: the panels beside it stay in view.
            const float room = layout_.bounds().w - 16 - 56;
            const int size = gfx.fitting_size(e->text, room, e->size, 16, true);
            const TextSize sz = gfx.measure(e->text, size, true);
            const float w = (std::min(sz.w, room) + 56) * v.scale, h = (sz.h + 24) * v.scale;
            gfx.fill_rounded({v.x - w / 2, v.y - h / 2, w, h}, 16, {16, 18, 36, to_u8(225 * v.alpha)});
            gfx.outline_rounded({v.x - w / 2, v.y - h / 2, w, h}, 16,
                                {e->colour.r, e->colour.g, e->colour.b, a}, 3);
            if (v.scale > 0.6f)
                gfx.text_fit(e->text, v.x, v.y - sz.h / 2, room, size, size,
                             {e->colour.r, e->colour.g, e->colour.b, a}, Align::Centre, true);
            break;
        }
        }
    }
}

} // namespace tessera::app::samegame_view
