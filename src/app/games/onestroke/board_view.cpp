#include "tessera/app/games/onestroke/board_view.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/theme.hpp"
#include <cstdlib>
static int skip(int b){static int m=std::getenv("TOS_SKIP")?std::atoi(std::getenv("TOS_SKIP")):0; return m&(1<<b);}

namespace tessera::app::onestroke_ui {

namespace {

constexpr float kTau = 6.28318530718f;
constexpr Colour kGroove{72, 82, 126, 255};
constexpr Colour kGrooveEdge{8, 10, 24, 235};
constexpr Colour kGrooveAlarm{214, 74, 90, 255};
constexpr Colour kDotBody{230, 234, 248, 255};
constexpr Colour kDotOutline{10, 12, 28, 255};
constexpr Colour kGlow{96, 214, 255, 255};
constexpr Colour kHint{110, 236, 140, 255};
constexpr Colour kCurrent{255, 200, 70, 255};

Uint8 u8(float v) { return static_cast<Uint8>(std::clamp(v, 0.0f, 255.0f)); }

Colour mix(Colour a, Colour b, float t) {
    t = std::clamp(t, 0.0f, 1.0f);
    return {u8(a.r + (b.r - a.r) * t), u8(a.g + (b.g - a.g) * t), u8(a.b + (b.b - a.b) * t),
            u8(a.a + (b.a - a.a) * t)};
}

Colour with_alpha(Colour c, float a) { return {c.r, c.g, c.b, u8(a * 255.0f)}; }

SDL_Vertex vert(Vec2 p, Colour c) { return {{p.x, p.y}, {c.r, c.g, c.b, c.a}, {0, 0}}; }

} // namespace

Colour BoardView::stroke_colour(int i, int n) {
    static constexpr Colour stops[3] = {{255, 204, 64, 255}, {255, 128, 84, 255}, {236, 84, 178, 255}};
    const float t = n <= 1 ? 0.0f : static_cast<float>(i) / static_cast<float>(n - 1);
    return t < 0.5f ? mix(stops[0], stops[1], t * 2) : mix(stops[1], stops[2], (t - 0.5f) * 2);
}

void BoardView::reset(const BoardLayout& layout, const onestroke::State& state) {
    const onestroke::Figure& fig = *state.figure;
    edges.clear();
    for (int e = 0; e < fig.edge_count(); ++e) edges.push_back(std::make_shared<EdgeAnim>());
    for (std::size_t i = 0; i < state.stroke.size(); ++i) {
        EdgeAnim& a = *edges[static_cast<std::size_t>(state.stroke[i])];
        a.grow = 1;
        a.from = state.trail[i];
        a.order = static_cast<int>(i);
    }
    dots.clear();
    for (int v = 0; v < layout.dot_count(); ++v) {
        auto d = std::make_shared<Visual>();
        d->x = d->y = 0;
        dots.push_back(std::move(d));
    }
    ripples.clear();
    popups.clear();
    sparks.clear();
    *remaining_flash = 0;
}

void BoardView::prune() {
    auto faded = [](const auto& item) { return item.v->alpha <= 0.001f || !item.v->visible; };
    ripples.erase(std::remove_if(ripples.begin(), ripples.end(), faded), ripples.end());
    popups.erase(std::remove_if(popups.begin(), popups.end(), faded), popups.end());
    sparks.erase(std::remove_if(sparks.begin(), sparks.end(), faded), sparks.end());
}

// --- geometry batch -----------------------------------------------------------------------------

void BoardView::line(Vec2 a, Vec2 b, float width, Colour c, bool extend) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float len = std::sqrt(dx * dx + dy * dy);
    if (len < 0.01f) return;
    const float ux = dx / len, uy = dy / len;
    if (extend) { // overlap the joints of a bent polyline a little
        const float e = width * 0.15f;
        a = {a.x - ux * e, a.y - uy * e};
        b = {b.x + ux * e, b.y + uy * e};
    }
    const float nx = -uy, ny = ux;
    const float h = std::max(width / 2 - 0.6f, 0.4f), f = h + 1.2f;
    const Colour clear{c.r, c.g, c.b, 0};
    auto quad = [&](float o0, Colour c0, float o1, Colour c1) {
        const Vec2 p0{a.x + nx * o0, a.y + ny * o0}, p1{b.x + nx * o0, b.y + ny * o0};
        const Vec2 q0{a.x + nx * o1, a.y + ny * o1}, q1{b.x + nx * o1, b.y + ny * o1};
        batch_.push_back(vert(p0, c0));
        batch_.push_back(vert(p1, c0));
        batch_.push_back(vert(q1, c1));
        batch_.push_back(vert(p0, c0));
        batch_.push_back(vert(q1, c1));
        batch_.push_back(vert(q0, c1));
    };
    quad(-h, c, h, c);
    quad(h, c, f, clear);
    quad(-h, c, -f, clear);
}

void BoardView::polyline(const std::vector<Vec2>& pts, float width, Colour c) {
    const bool bent = pts.size() > 2;
    for (std::size_t i = 1; i < pts.size(); ++i) line(pts[i - 1], pts[i], width, c, bent);
}

void BoardView::disc(Vec2 c, float r, Colour col) {
    if (r <= 0.2f) return;
    const int n = std::clamp(static_cast<int>(r * 1.3f), 16, 48);
    const float core = std::max(r - 0.6f, 0.1f), outer = r + 0.6f;
    const Colour clear{col.r, col.g, col.b, 0};
    float pc = 1, ps = 0;
    for (int i = 1; i <= n; ++i) {
        const float a = kTau * static_cast<float>(i) / static_cast<float>(n);
        const float cs = std::cos(a), sn = std::sin(a);
        const Vec2 i0{c.x + pc * core, c.y + ps * core}, i1{c.x + cs * core, c.y + sn * core};
        const Vec2 o0{c.x + pc * outer, c.y + ps * outer}, o1{c.x + cs * outer, c.y + sn * outer};
        batch_.push_back(vert(c, col));
        batch_.push_back(vert(i0, col));
        batch_.push_back(vert(i1, col));
        batch_.push_back(vert(i0, col));
        batch_.push_back(vert(o0, clear));
        batch_.push_back(vert(o1, clear));
        batch_.push_back(vert(i0, col));
        batch_.push_back(vert(o1, clear));
        batch_.push_back(vert(i1, col));
        pc = cs, ps = sn;
    }
}

void BoardView::ring(Vec2 c, float r, float thickness, Colour col) {
    if (r <= 0.5f) return;
    const int n = std::clamp(static_cast<int>(r * 1.2f), 20, 64);
    const float h = std::max(thickness / 2 - 0.5f, 0.3f);
    const float radii[4] = {r - h - 1.0f, r - h, r + h, r + h + 1.0f};
    const Colour clear{col.r, col.g, col.b, 0};
    const Colour cols[4] = {clear, col, col, clear};
    float pc = 1, ps = 0;
    for (int i = 1; i <= n; ++i) {
        const float a = kTau * static_cast<float>(i) / static_cast<float>(n);
        const float cs = std::cos(a), sn = std::sin(a);
        for (int band = 0; band < 3; ++band) {
            const float r0 = std::max(radii[band], 0.0f), r1 = radii[band + 1];
            const Vec2 a0{c.x + pc * r0, c.y + ps * r0}, a1{c.x + cs * r0, c.y + sn * r0};
            const Vec2 b0{c.x + pc * r1, c.y + ps * r1}, b1{c.x + cs * r1, c.y + sn * r1};
            batch_.push_back(vert(a0, cols[band]));
            batch_.push_back(vert(b0, cols[band + 1]));
            batch_.push_back(vert(b1, cols[band + 1]));
            batch_.push_back(vert(a0, cols[band]));
            batch_.push_back(vert(b1, cols[band + 1]));
            batch_.push_back(vert(a1, cols[band]));
        }
        pc = cs, ps = sn;
    }
}

void BoardView::flush(Gfx& gfx) {
    if (batch_.empty()) return;
    SDL_RenderGeometry(gfx.renderer(), nullptr, batch_.data(), static_cast<int>(batch_.size()), nullptr, 0);
    batch_.clear();
}

// --- drawing ------------------------------------------------------------------------------------

void BoardView::draw(Gfx& gfx, const BoardLayout& L, const ViewFrame& f) {
    const onestroke::State& st = *f.state;
    const onestroke::Figure& fig = *st.figure;
    const float alpha = std::clamp(*board_alpha, 0.0f, 1.0f);
    auto fade = [&](Colour c, float extra = 1.0f) { return with_alpha(c, c.a / 255.0f * alpha * extra); };
    const float lw = L.line_width(), r = L.dot_radius();
    const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(f.clock * 4.2));
    const int n = fig.edge_count();

    // The card behind the figure.
    const Box p = L.panel();
    if(!skip(0)){
    gfx.fill_rounded({p.x + 4, p.y + 7, p.w, p.h}, 24, fade({0, 0, 0, 80}));
    gfx.fill_rounded({p.x, p.y, p.w, p.h}, 24, fade({18, 22, 46, 205}));
    gfx.outline_rounded({p.x, p.y, p.w, p.h}, 24, fade({96, 108, 170, 150}), 2);

    }
    if(!skip(1)){
    // Grooves: every line of the figure, reddened for a moment when the player gets stuck.
    const Colour groove = mix(kGroove, kGrooveAlarm, *remaining_flash);
    for (int e = 0; e < n; ++e) polyline(L.path(e), lw + 4, fade(kGrooveEdge));
    for (int e = 0; e < n; ++e) polyline(L.path(e), lw, fade(groove));
    flush(gfx);

    }
    // The hinted line pulses green under the stroke.
    if (f.hint_edge >= 0 && f.hint_edge < n && !st.is_drawn(f.hint_edge)) {
        polyline(L.path(f.hint_edge), lw + 10, fade(kHint, 0.18f + 0.25f * pulse));
        polyline(L.path(f.hint_edge), lw + 1, fade(kHint, 0.75f + 0.25f * pulse));
    }

    // The stroke: a soft glow pass, then the line itself, each edge grown from where the pen came from.
    for (int pass = 0; pass < 2; ++pass) {
        if(skip(2)) break;
        for (int e = 0; e < n; ++e) {
            const EdgeAnim& a = *edges[static_cast<std::size_t>(e)];
            if (a.grow <= 0.001f || a.from < 0) continue;
            L.partial_path(e, a.from, a.grow, scratch_);
            const Colour c = mix(stroke_colour(a.order, n), {255, 255, 255, 255}, a.flash * 0.8f);
            if (pass == 0) {
                polyline(scratch_, lw + 10 + 6 * a.flash, fade(c, 0.22f + 0.3f * a.flash));
            } else {
                polyline(scratch_, lw + 1, fade(c));
                if (a.grow < 1) disc(scratch_.back(), (lw + 1) / 2, fade(c));
            }
        }
        flush(gfx);
    }

    // Rubber band from the current dot to the pen; a faint preview of a click-click move.
    const int cur = st.current();
    if (cur >= 0 && f.playing) {
        const Vec2 from = L.dot(cur);
        const Colour band = stroke_colour(st.drawn_count(), n);
        if (f.rubber_band) {
            line(from, f.pointer, lw * 0.7f, fade(band, 0.75f));
            disc(f.pointer, lw * 0.55f, fade(band, 0.9f));
        } else if (f.preview && f.hover >= 0) {
            line(from, L.dot(f.hover), lw * 0.6f, fade({255, 255, 255, 255}, 0.22f));
        }
    }
    for (const Ripple& rp : ripples)
        if (rp.v->visible) ring({rp.v->x, rp.v->y}, r * rp.v->scale, 3, fade(rp.colour, rp.v->alpha));
    flush(gfx);

    // Glows under the dots the pen may move to.
    if (f.playing && f.next && !skip(3)) {
        const float size = r * 4.6f;
        for (int v : *f.next) {
            const Vec2 c = L.dot(v);
            const VisualPtr& d = dots[static_cast<std::size_t>(v)];
            gfx.sprite("ui", "dot_glow", {c.x + d->x - size / 2, c.y + d->y - size / 2, size, size},
                       alpha * (f.started ? 0.45f + 0.35f * pulse : 0.25f + 0.15f * pulse),
                       {kGlow.r, kGlow.g, kGlow.b, 255});
        }
    }

    // Dots: outline, body (gold once every line at it is drawn, amber for the pen), highlight.
    for (int v = 0; v < fig.vertex_count() && !skip(4); ++v) {
        const Visual& d = *dots[static_cast<std::size_t>(v)];
        const Vec2 c{L.dot(v).x + d.x, L.dot(v).y + d.y};
        bool done = true;
        for (int e : fig.incident[static_cast<std::size_t>(v)])
            if (!st.is_drawn(e)) done = false;
        Colour body = kDotBody;
        if (done) body = mix(stroke_colour(n - 1, n), {255, 255, 255, 255}, 0.25f);
        if (v == cur) body = kCurrent;
        if (v == f.stuck_vertex) body = {255, 110, 110, 255};
        const Colour tint{u8(d.tint.r), u8(d.tint.g), u8(d.tint.b), 255};
        body = {static_cast<Uint8>(body.r * tint.r / 255), static_cast<Uint8>(body.g * tint.g / 255),
                static_cast<Uint8>(body.b * tint.b / 255), 255};
        const float s = d.scale;
        disc(c, (r + 3) * s, fade(kDotOutline, d.alpha));
        disc(c, r * s, fade(body, d.alpha));
        disc({c.x - r * 0.3f * s, c.y - r * 0.32f * s}, r * 0.32f * s, fade({255, 255, 255, 255}, 0.55f * d.alpha));
    }
    flush(gfx);

    // Rings: the pen, the hovered dot, the hint, the stuck dot.
    if (cur >= 0 && f.playing) ring(L.dot(cur), r * 1.55f + 2 * pulse, 3, fade(kCurrent, 0.9f));
    if (f.hover >= 0 && f.playing) ring(L.dot(f.hover), r * 1.5f, 3, fade({255, 255, 255, 255}, 0.85f));
    if (f.hint_vertex >= 0) ring(L.dot(f.hint_vertex), r * (1.75f + 0.35f * pulse), 4, fade(kHint));
    if (f.stuck_vertex >= 0) ring(L.dot(f.stuck_vertex), r * (1.6f + 0.2f * pulse), 4, fade(theme::kBad));
    flush(gfx);

    // Keyboard cursor: a rounded square around its dot.
    if (f.show_cursor && f.cursor >= 0 && f.cursor < fig.vertex_count()) {
        const Vec2 c = L.dot(f.cursor);
        const float h = r * 2.0f + 4 + 2 * pulse;
        gfx.outline_rounded({c.x - h, c.y - h, 2 * h, 2 * h}, h * 0.45f, fade(theme::kAccent), 3);
    }

    // Colour-blind symbols: a plus on the dots the pen may move to, a star on the hint, a triangle
    // on the stuck dot (glyph N goes with colour N across the suite's games).
    if (f.symbols) {
        const float g = std::max(18.0f, r * 1.1f);
        auto glyph = [&](int v, const char* name) {
            const Vec2 c = L.dot(v);
            gfx.sprite("glyphs", name, {c.x + r * 0.55f, c.y - r * 0.55f - g, g, g}, alpha);
        };
        if (f.playing && f.started && f.next)
            for (int v : *f.next) glyph(v, "glyph5");
        if (f.hint_vertex >= 0) glyph(f.hint_vertex, "glyph4");
        if (f.stuck_vertex >= 0) glyph(f.stuck_vertex, "glyph1");
    }

    // Pop-up counters and the win sparks.
    for (const Popup& pp : popups) {
        if (!pp.v->visible || pp.v->alpha <= 0.01f) continue;
        gfx.text(pp.text, pp.v->x + 1, pp.v->y + 2, 20, fade({0, 0, 0, 200}, pp.v->alpha), Align::Centre, true);
        gfx.text(pp.text, pp.v->x, pp.v->y, 20, fade(pp.colour, pp.v->alpha), Align::Centre, true);
    }
    for (const Spark& sp : sparks) {
        const Visual& v = *sp.v;
        if (!v.visible || v.alpha <= 0.01f) continue;
        const float size = 14 * v.scale;
        gfx.sprite("ui", "particle", {v.x - size / 2, v.y - size / 2, size, size}, v.alpha * alpha,
                   {u8(v.tint.r), u8(v.tint.g), u8(v.tint.b), 255});
    }
}

} // namespace tessera::app::onestroke_ui
