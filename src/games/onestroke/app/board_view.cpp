#include "tessera/app/games/onestroke/board_view.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/framework/theme.hpp"

namespace tessera::app::onestroke_view {

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

// A feathered line's solid core is narrower than its width: the 1.2-px feather on each side makes
// up the rest.
float solid_half_width(float width, bool feather) {
    return feather ? std::max(width / 2 - 0.6f, 0.4f) : width / 2;
}

} // namespace

Colour BoardView::stroke_colour(int i, int n) {
    static constexpr Colour stops[3] = {{255, 204, 64, 255}, {255, 128, 84, 255}, {236, 84, 178, 255}};
    const float t = n <= 1 ? 0.0f : static_cast<float>(i) / static_cast<float>(n - 1);
    return t < 0.5f ? mix(stops[0], stops[1], t * 2) : mix(stops[1], stops[2], (t - 0.5f) * 2);
}

void BoardView::reset(const BoardLayout& layout, const onestroke::State& state) {
    cache_scale_ = 0; // the layout may be new: the cached card is redrawn whole
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
    cache_scale_ = 0;
}

void BoardView::prune() {
    auto faded = [](const auto& item) { return item.v->alpha <= 0.001f || !item.v->visible; };
    ripples.erase(std::remove_if(ripples.begin(), ripples.end(), faded), ripples.end());
    popups.erase(std::remove_if(popups.begin(), popups.end(), faded), popups.end());
    sparks.erase(std::remove_if(sparks.begin(), sparks.end(), faded), sparks.end());
}

// --- geometry batch -----------------------------------------------------------------------------

void BoardView::line(Vec2 a, Vec2 b, float width, Colour c, bool feather) {
    a = to_target(a), b = to_target(b);
    width *= ts_;
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float len = std::sqrt(dx * dx + dy * dy);
    if (len < 0.01f) return;
    const float ux = dx / len, uy = dy / len;
    const float nx = -uy, ny = ux;
    const float h = solid_half_width(width, feather);
    // A long diagonal triangle makes the software rasteriser walk a big empty bounding box, so
    // diagonal lines go in short pieces. Near-axis lines stay whole: their boxes are tight, and
    // the rasteriser leaves a 1-px seam between pieces joined along an axis-aligned edge.
    const bool diagonal = std::min(std::abs(dx), std::abs(dy)) > 0.35f * len;
    const int pieces = diagonal ? std::max(1, static_cast<int>(std::ceil(len / 32.0f))) : 1;
    for (int k = 0; k < pieces; ++k) {
        const float t0 = static_cast<float>(k) / static_cast<float>(pieces);
        const float t1 = static_cast<float>(k + 1) / static_cast<float>(pieces);
        const Vec2 s0{a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0};
        const Vec2 s1{a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1};
        strip_piece(s0, {nx, ny}, s1, {nx, ny}, h, c, feather);
    }
}

void BoardView::polyline(const std::vector<Vec2>& pts, float width, Colour c, bool feather) {
    if (pts.size() < 2) return;
    if (pts.size() == 2) return line(pts[0], pts[1], width, c, feather);
    // A bent edge: one strip whose joints share their vertices (each point's normal follows the
    // curve), so a translucent pass neither overlaps nor leaves gaps between pieces.
    const std::size_t n = pts.size();
    width *= ts_;
    const float h = solid_half_width(width, feather);
    auto point = [&](std::size_t i) { return to_target(pts[i]); };
    auto normal = [&](std::size_t i) {
        const Vec2 a = point(i == 0 ? 0 : i - 1), b = point(i + 1 < n ? i + 1 : n - 1);
        const float dx = b.x - a.x, dy = b.y - a.y, len = std::max(std::sqrt(dx * dx + dy * dy), 1e-4f);
        return Vec2{-dy / len, dx / len};
    };
    Vec2 p0 = point(0), n0 = normal(0);
    for (std::size_t i = 1; i < n; ++i) {
        const Vec2 p1 = point(i), n1 = normal(i);
        strip_piece(p0, n0, p1, n1, h, c, feather);
        p0 = p1, n0 = n1;
    }
}

void BoardView::strip_piece(Vec2 p0, Vec2 n0, Vec2 p1, Vec2 n1, float h, Colour c, bool feather) {
    const float f = h + 1.2f;
    const Colour clear{c.r, c.g, c.b, 0};
    // The band between offsets o0 and o1 along the normals, coloured c0 on the o0 side.
    auto band = [&](float o0, Colour c0, float o1, Colour c1) {
        const Vec2 a0{p0.x + n0.x * o0, p0.y + n0.y * o0}, a1{p1.x + n1.x * o0, p1.y + n1.y * o0};
        const Vec2 b0{p0.x + n0.x * o1, p0.y + n0.y * o1}, b1{p1.x + n1.x * o1, p1.y + n1.y * o1};
        quad_corners(vert(a0, c0), vert(a1, c0), vert(b1, c1), vert(b0, c1));
    };
    band(-h, c, h, c);
    if (feather) {
        band(h, c, f, clear);
        band(-h, c, -f, clear);
    }
}

void BoardView::quad_corners(SDL_Vertex q0, SDL_Vertex q1, SDL_Vertex q2, SDL_Vertex q3) {
    for (const SDL_Vertex& v : {q0, q1, q2, q0, q2, q3}) batch_.push_back(v);
}

void BoardView::disc(Vec2 c, float r, Colour col) {
    c = to_target(c);
    r *= ts_;
    if (r <= 0.2f) return;
    const int n = std::clamp(static_cast<int>(r * 1.3f), 16, 64);
    const float core = std::max(r - 0.6f, 0.1f), outer = r + 0.6f;
    const Colour clear{col.r, col.g, col.b, 0};
    float pc = 1, ps = 0;
    for (int i = 1; i <= n; ++i) {
        const float a = kTau * static_cast<float>(i % n) / static_cast<float>(n); // closes exactly
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
    c = to_target(c);
    r *= ts_;
    thickness *= ts_;
    if (r <= 0.5f) return;
    const int n = std::clamp(static_cast<int>(r * 1.2f), 20, 72);
    const float h = std::max(thickness / 2 - 0.5f, 0.3f);
    const float radii[4] = {r - h - 1.0f, r - h, r + h, r + h + 1.0f};
    const Colour clear{col.r, col.g, col.b, 0};
    const Colour cols[4] = {clear, col, col, clear};
    float pc = 1, ps = 0;
    for (int i = 1; i <= n; ++i) {
        const float a = kTau * static_cast<float>(i % n) / static_cast<float>(n); // closes exactly
        const float cs = std::cos(a), sn = std::sin(a);
        for (int band = 0; band < 3; ++band) {
            const float r0 = std::max(radii[band], 0.0f), r1 = radii[band + 1];
            const Vec2 a0{c.x + pc * r0, c.y + ps * r0}, a1{c.x + cs * r0, c.y + sn * r0};
            const Vec2 b0{c.x + pc * r1, c.y + ps * r1}, b1{c.x + cs * r1, c.y + sn * r1};
            quad_corners(vert(a0, cols[band]), vert(b0, cols[band + 1]), vert(b1, cols[band + 1]),
                         vert(a1, cols[band]));
        }
        pc = cs, ps = sn;
    }
}

void BoardView::rounded(Gfx& gfx, Box b, float radius, Colour col) {
    // Rectangles and cached corner discs: SDL's software renderer fills a large triangle fan
    // about twenty times slower (the card took 13 ms to build).
    flush(gfx);
    const Vec2 a = to_target({b.x, b.y});
    gfx.fill_rounded({a.x, a.y, b.w * ts_, b.h * ts_}, radius * ts_, col);
}

void BoardView::flush(Gfx& gfx) {
    if (batch_.empty()) return;
    gfx.triangles(batch_);
    batch_.clear();
}

// --- cached layers ------------------------------------------------------------------------------

void BoardView::stroke_edge(const BoardLayout& L, int e, int pass, float alpha) {
    const EdgeAnim& a = *edges[static_cast<std::size_t>(e)];
    if (a.grow <= 0.001f || a.from < 0) return;
    const int n = static_cast<int>(edges.size());
    const float lw = L.line_width();
    L.partial_path(e, a.from, a.grow, scratch_);
    const Colour c = mix(stroke_colour(a.order, n), {255, 255, 255, 255}, a.flash * 0.8f);
    if (pass == 0) {
        polyline(scratch_, lw + 8 + 6 * a.flash, with_alpha(c, alpha * (0.3f + 0.3f * a.flash)), false);
    } else {
        polyline(scratch_, lw + 1, with_alpha(c, alpha));
        if (a.grow < 1) disc(scratch_.back(), (lw + 1) / 2, with_alpha(c, alpha));
    }
}

void BoardView::draw_static(Gfx& gfx, const BoardLayout& L, Colour groove, bool with_settled) {
    const Box p = L.panel();
    rounded(gfx, {p.x + 4, p.y + 7, p.w, p.h}, 24, {0, 0, 0, 80});
    rounded(gfx, p, 24, {18, 22, 46, 205});
    // The card's edge: straight sides and rounded corners.
    const Colour edge{96, 108, 170, 150};
    const float rad = 24;
    line({p.x + rad, p.y + 1}, {p.x + p.w - rad, p.y + 1}, 2, edge);
    line({p.x + rad, p.y + p.h - 1}, {p.x + p.w - rad, p.y + p.h - 1}, 2, edge);
    line({p.x + 1, p.y + rad}, {p.x + 1, p.y + p.h - rad}, 2, edge);
    line({p.x + p.w - 1, p.y + rad}, {p.x + p.w - 1, p.y + p.h - rad}, 2, edge);
    const Vec2 corners[4] = {{p.x + p.w - rad, p.y + rad},
                             {p.x + p.w - rad, p.y + p.h - rad},
                             {p.x + rad, p.y + p.h - rad},
                             {p.x + rad, p.y + rad}};
    for (int k = 0; k < 4; ++k) {
        scratch_.clear();
        for (int i = 0; i <= 12; ++i) {
            const float a =
                -kTau / 4 + kTau / 4 * static_cast<float>(k) + kTau / 4 * static_cast<float>(i) / 12;
            scratch_.push_back(
                {corners[k].x + (rad - 1) * std::cos(a), corners[k].y + (rad - 1) * std::sin(a)});
        }
        polyline(scratch_, 2, edge);
    }
    flush(gfx);
    const int n = static_cast<int>(edges.size());
    for (int e = 0; e < n; ++e) polyline(L.path(e), L.line_width() + 4, kGrooveEdge);
    for (int e = 0; e < n; ++e) polyline(L.path(e), L.line_width(), groove);
    flush(gfx);
    if (with_settled) draw_settled(gfx, L);
}

void BoardView::draw_settled(Gfx& gfx, const BoardLayout& L) {
    const int n = static_cast<int>(edges.size());
    for (int pass = 0; pass < 2; ++pass) {
        for (int e = 0; e < n; ++e)
            if (card_strokes_.test(static_cast<std::size_t>(e))) stroke_edge(L, e, pass, 1.0f);
        flush(gfx);
    }
}

bool BoardView::build_card(Gfx& gfx, const BoardLayout& L, float s, bool rebuild_base) {
    const Box p = L.panel();
    const float x0 = std::max(0.0f, std::floor(p.x - 4)), y0 = std::max(0.0f, std::floor(p.y - 4));
    const float x1 = std::min(static_cast<float>(kLogicalWidth), std::ceil(p.x + p.w + 12));
    const float y1 = std::min(static_cast<float>(kLogicalHeight), std::ceil(p.y + p.h + 14));
    card_box_ = {x0, y0, x1 - x0, y1 - y0};
    const int w = std::max(1, static_cast<int>(std::lround(card_box_.w * s)));
    const int h = std::max(1, static_cast<int>(std::lround(card_box_.h * s)));
    // What never changes during a level, drawn once: the background under the card, the card
    // and its grooves (3 ms with the software renderer). Each move then costs a copy of it and
    // the settled strokes.
    if (rebuild_base || !card_base_ || card_base_.width() != w || card_base_.height() != h) {
        const bool ok = gfx.render_to(card_base_, w, h, [&] {
            // Opaque background: the copy of the card onto the screen costs a memcpy.
            gfx.clear({12, 12, 24, 255});
            if (!gfx.image("assets/backgrounds/game.png",
                           {-x0 * s, -y0 * s, static_cast<float>(kLogicalWidth) * s,
                            static_cast<float>(kLogicalHeight) * s}))
                gfx.vertical_gradient({-x0 * s, -y0 * s, kLogicalWidth * s, kLogicalHeight * s},
                                      {28, 34, 70, 255}, {12, 12, 24, 255});
            tx_ = x0, ty_ = y0, ts_ = s;
            draw_static(gfx, L, kGroove, false);
            tx_ = ty_ = 0, ts_ = 1;
        });
        if (!ok) return false;
    }
    return gfx.render_to(card_, w, h, [&] {
        gfx.copy(card_base_, nullptr, {0, 0, static_cast<float>(w), static_cast<float>(h)}, 1, {}, false);
        tx_ = x0, ty_ = y0, ts_ = s;
        draw_settled(gfx, L);
        tx_ = ty_ = 0, ts_ = 1;
    });
}

void BoardView::ensure_cache(Gfx& gfx, const BoardLayout& L) {
    if (cache_failed_) return;
    const float s = std::clamp(gfx.pixel_scale(), 0.25f, 4.0f);
    // The card holds every fully drawn edge. It is rebuilt when one it holds starts to retract
    // (undo, restart) or a new one has settled; a flashing edge is drawn over it meanwhile.
    std::bitset<onestroke::kMaxSegments> full, calm;
    for (int e = 0; e < static_cast<int>(edges.size()); ++e) {
        const EdgeAnim& a = *edges[static_cast<std::size_t>(e)];
        if (a.from >= 0 && a.grow >= 1.0f) full.set(static_cast<std::size_t>(e));
        if (a.flash <= 0.0f) calm.set(static_cast<std::size_t>(e));
    }
    const bool rescale = cache_scale_ != s || !card_;
    if (!rescale && (card_strokes_ & ~full).none() && (full & ~card_strokes_ & calm).none()) return;
    card_strokes_ = full;
    if (!build_card(gfx, L, s, rescale)) {
        cache_failed_ = true; // draw everything directly instead
        return;
    }
    if (!rescale) return;
    cache_scale_ = s;

    // Dot faces: outline, body, highlight; tinted and scaled when drawn.
    const float r = L.dot_radius();
    dot_face_half_ = r + 5;
    const Colour bodies[kDotLooks] = {
        kDotBody, mix(stroke_colour(1, 1), {255, 255, 255, 255}, 0.25f), kCurrent, {255, 110, 110, 255}};
    for (int look = 0; look < kDotLooks; ++look) {
        const int size = static_cast<int>(std::ceil(dot_face_half_ * 2 * s));
        const bool ok = gfx.render_to(dot_faces_[look], size, size, [&] {
            tx_ = ty_ = 0, ts_ = s;
            const Vec2 c{dot_face_half_, dot_face_half_};
            disc(c, r + 3, kDotOutline);
            disc(c, r, bodies[look]);
            disc({c.x - r * 0.3f, c.y - r * 0.32f}, r * 0.32f, {255, 255, 255, 140});
            flush(gfx);
            tx_ = ty_ = 0, ts_ = 1;
        });
        if (!ok) dot_faces_[look].reset(); // that look is drawn with shapes
    }
}

void BoardView::stroke_dynamic_edges(Gfx& gfx, const BoardLayout& L, float alpha) {
    const int n = static_cast<int>(edges.size());
    for (int pass = 0; pass < 2; ++pass) {
        for (int e = 0; e < n; ++e)
            if (!card_ || !card_strokes_.test(static_cast<std::size_t>(e)) ||
                edges[static_cast<std::size_t>(e)]->flash > 0.0f)
                stroke_edge(L, e, pass, alpha);
        flush(gfx);
    }
}

// --- drawing ------------------------------------------------------------------------------------

// Dots: gold once every line at it is drawn, amber for the pen, red when stuck.
void BoardView::draw_dots(Gfx& gfx, const BoardLayout& L, const ViewFrame& f, float alpha) {
    const onestroke::State& st = *f.state;
    const onestroke::Figure& fig = *st.figure;
    auto fade = [&](Colour c, float extra = 1.0f) { return with_alpha(c, c.a / 255.0f * alpha * extra); };
    const float r = L.dot_radius();
    const int cur = st.current();
    for (int v = 0; v < fig.vertex_count(); ++v) {
        const Visual& d = *dots[static_cast<std::size_t>(v)];
        if (!d.visible || d.alpha <= 0.001f || d.scale <= 0.001f) continue;
        const Vec2 c{L.dot(v).x + d.x, L.dot(v).y + d.y};
        bool done = true;
        for (int e : fig.incident[static_cast<std::size_t>(v)])
            if (!st.is_drawn(e)) done = false;
        int look = done ? kDotDone : kDotIdle;
        if (v == cur) look = kDotPen;
        if (v == f.stuck_vertex) look = kDotStuck;
        const Canvas& face = dot_faces_[look];
        const float h = dot_face_half_ * d.scale;
        if (face) {
            gfx.copy(face, nullptr, {c.x - h, c.y - h, 2 * h, 2 * h}, alpha * d.alpha,
                     {u8(d.tint.r), u8(d.tint.g), u8(d.tint.b), 255});
        } else {
            disc(c, (r + 3) * d.scale, fade(kDotOutline, d.alpha));
            disc(c, r * d.scale, fade(look == kDotPen ? kCurrent : kDotBody, d.alpha));
        }
    }
    flush(gfx);
}

void BoardView::draw(Gfx& gfx, const BoardLayout& L, const ViewFrame& f) {
    const onestroke::State& st = *f.state;
    const onestroke::Figure& fig = *st.figure;
    const float alpha = std::clamp(*board_alpha, 0.0f, 1.0f);
    auto fade = [&](Colour c, float extra = 1.0f) { return with_alpha(c, c.a / 255.0f * alpha * extra); };
    const float lw = L.line_width(), r = L.dot_radius();
    const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(f.clock * 4.2));
    const int n = fig.edge_count();
    ensure_cache(gfx, L);
    if (card_) {
        gfx.copy(card_, nullptr, {card_box_.x, card_box_.y, card_box_.w, card_box_.h}, alpha, {}, alpha < 1);
        if (*remaining_flash > 0.001f) {
            // Stuck: the lines left pulse red over their grooves.
            const Colour red = with_alpha(kGrooveAlarm, *remaining_flash);
            for (int e = 0; e < n; ++e)
                if (!st.is_drawn(e)) polyline(L.path(e), lw, red);
            flush(gfx);
        }
    } else {
        draw_static(gfx, L, mix(kGroove, kGrooveAlarm, *remaining_flash), false);
    }

    // The hinted line pulses green under the stroke.
    if (f.hint_edge >= 0 && f.hint_edge < n && !st.is_drawn(f.hint_edge)) {
        polyline(L.path(f.hint_edge), lw + 10, fade(kHint, 0.18f + 0.25f * pulse), false);
        polyline(L.path(f.hint_edge), lw + 1, fade(kHint, 0.75f + 0.25f * pulse));
    }

    // The stroke: edges still growing, retracting or flashing (settled ones are in the card).
    stroke_dynamic_edges(gfx, L, alpha);

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

    // Glows under the dots the pen may move to (before the first touch every dot could start,
    // so none glows: the hover ring shows the choice instead).
    if (f.playing && f.started && f.next) {
        const float size = r * 5.2f;
        for (int v : *f.next) {
            const Vec2 c = L.dot(v);
            const VisualPtr& d = dots[static_cast<std::size_t>(v)];
            gfx.sprite("ui", "dot_glow", {c.x + d->x - size / 2, c.y + d->y - size / 2, size, size},
                       alpha * (0.7f + 0.3f * pulse), {kGlow.r, kGlow.g, kGlow.b, 255});
            ring({c.x + d->x, c.y + d->y}, r * (1.45f + 0.12f * pulse), 2.5f,
                 fade(kGlow, 0.55f + 0.35f * pulse));
        }
        flush(gfx);
    }

    draw_dots(gfx, L, f, alpha);

    // Rings: the pen, the hovered dot, the hint, the stuck dot.
    if (cur >= 0 && f.playing) ring(L.dot(cur), r * 1.55f + 2 * pulse, 3, fade(kCurrent, 0.9f));
    if (f.hover >= 0 && f.playing) ring(L.dot(f.hover), r * 1.5f, 3, fade({255, 255, 255, 255}, 0.85f));
    for (int v : f.hint_area) ring(L.dot(v), r * (1.55f + 0.2f * pulse), 2, fade(kHint, 0.7f));
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
        gfx.text(pp.text, pp.v->x + 1, pp.v->y + 2, 20, fade({0, 0, 0, 200}, pp.v->alpha), Align::Centre,
                 true);
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

} // namespace tessera::app::onestroke_view
