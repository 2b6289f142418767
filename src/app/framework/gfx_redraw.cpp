// Recording and redrawing: between begin_frame() and end_frame() every drawing call is recorded
// (submit), in device pixels; end_frame() compares the list with the last frame's (draw_list.hpp)
// and replays only the commands over the rectangles that changed, onto a frame texture of the
// output's pixel size or, with the software renderer when the frame fills the screen, in place
// on the screen's pixels.
#include "tessera/app/framework/gfx.hpp"

#include "tessera/app/framework/pixels.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tessera::app {

void Gfx::submit(DrawCmd c) {
    if (warming_) return;
    if (!clips_.empty()) {
        c.clipped = true;
        c.clip = clips_.back();
        c.bounds = intersect(c.bounds, c.clip);
    }
    if (recording_) {
        if (!empty(c.bounds)) lists_[current_].cmds.push_back(c);
        return;
    }
    // Immediate (inside render_to, or outside a frame): draw now. Drawn straight on the screen,
    // it spoils what the next frame assumes is there.
    if (!SDL_GetRenderTarget(renderer_)) full_redraw_ = true;
    if (c.clipped)
        SDL_RenderSetClipRect(renderer_, &c.clip);
    else
        SDL_RenderSetClipRect(renderer_, nullptr);
    execute(c, lists_[current_]);
    if (c.clipped) SDL_RenderSetClipRect(renderer_, nullptr);
}

namespace {
// A fill's rectangle in whole pixels, truncated as SDL's software renderer truncates it.
SDL_Rect fill_area(const SDL_FRect& r) {
    return {static_cast<int>(r.x), static_cast<int>(r.y), std::max(static_cast<int>(r.w), 1),
            std::max(static_cast<int>(r.h), 1)};
}
std::uint32_t argb(Colour c) {
    return (std::uint32_t{c.a} << 24) | (std::uint32_t{c.r} << 16) | (std::uint32_t{c.g} << 8) | c.b;
}
} // namespace

bool Gfx::fill_direct(const DrawCmd& c, const DrawList& list) {
    SDL_Surface* s = direct_surface_;
    if (!s || SDL_GetRenderTarget(renderer_)) return false; // a texture is the target, not the screen
    // Opaque: blending changes nothing.
    const bool solid = c.blend == SDL_BLENDMODE_NONE || c.colour.a == 255;
    if (!solid && c.blend != SDL_BLENDMODE_BLEND) return false;
    SDL_RenderFlush(renderer_); // what SDL has queued lies under this
    if (SDL_LockSurface(s) != 0) return false;
    const pixels::View v = pixels::view_of(s);
    auto one = [&](const SDL_Rect& area) {
        const SDL_Rect a = intersect(area, direct_clip_);
        if (solid)
            pixels::fill(v, a, argb(c.colour));
        else
            pixels::blend_fill(v, a, c.colour.r, c.colour.g, c.colour.b, c.colour.a);
    };
    if (c.op == DrawOp::Clear)
        one(screen_);
    else if (c.op == DrawOp::Fill)
        one(fill_area(c.dst));
    else
        for (std::uint32_t i = 0; i < c.count; ++i) one(fill_area(list.rects[c.first + i]));
    SDL_UnlockSurface(s);
    return true;
}

bool Gfx::copy_direct(const DrawCmd& c) {
    SDL_Surface* s = direct_surface_;
    if (!s || c.angle != 0 || SDL_GetRenderTarget(renderer_)) return false;
    if (c.blend != SDL_BLENDMODE_BLEND && c.blend != SDL_BLENDMODE_NONE) return false;
    SDL_Surface* m = pixel_mirror(c.texture);
    if (!m) return false;
    const SDL_Rect src = c.has_src ? c.src : SDL_Rect{0, 0, m->w, m->h};
    // Truncated as SDL's software renderer truncates a copy's rectangle; scaled copies are SDL's.
    const int x = static_cast<int>(c.dst.x), y = static_cast<int>(c.dst.y);
    if (static_cast<int>(c.dst.w) != src.w || static_cast<int>(c.dst.h) != src.h) return false;
    if (src.x < 0 || src.y < 0 || src.x + src.w > m->w || src.y + src.h > m->h) return false;
    SDL_RenderFlush(renderer_); // what SDL has queued lies under this
    if (SDL_LockSurface(s) != 0) return false;
    const int mp = m->pitch / 4;
    const pixels::View from{static_cast<std::uint32_t*>(m->pixels) + static_cast<std::ptrdiff_t>(src.y) * mp +
                                src.x,
                            mp, src.w, src.h};
    pixels::blit(pixels::view_of(s), x, y, from, direct_clip_,
                 {c.colour.r, c.colour.g, c.colour.b, c.colour.a}, c.blend == SDL_BLENDMODE_BLEND);
    SDL_UnlockSurface(s);
    return true;
}

void Gfx::execute(const DrawCmd& c, const DrawList& list) {
    // Redrawing in place on the software renderer's surface: fills and unscaled copies are ours
    // (pixels.hpp).
    const bool drawn = c.op == DrawOp::Copy       ? copy_direct(c)
                       : c.op == DrawOp::Geometry ? false
                                                  : fill_direct(c, list);
    if (drawn) return;
    switch (c.op) {
    case DrawOp::Clear:
        // A fill, not SDL_RenderClear, so it keeps to the clip rectangle.
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(renderer_, c.colour.r, c.colour.g, c.colour.b, c.colour.a);
        SDL_RenderFillRect(renderer_, nullptr);
        break;
    case DrawOp::Fill: {
        const SDL_FRect& r = c.dst;
        // Opaque: blending changes nothing, and SDL's plain fill is many times faster.
        const SDL_BlendMode blend = c.colour.a == 255 ? SDL_BLENDMODE_NONE : c.blend;
        SDL_Texture* strip = nullptr;
        // Large translucent fills (panels, shades, bars): SDL's software renderer blends a plain
        // texture copy about four times faster than a blended fill, so copy from a cached strip
        // of the colour, tiled without scaling.
        if (blend == SDL_BLENDMODE_BLEND && r.w * r.h >= 4096) strip = colour_strip(c.colour);
        if (!strip) {
            SDL_SetRenderDrawBlendMode(renderer_, blend);
            SDL_SetRenderDrawColor(renderer_, c.colour.r, c.colour.g, c.colour.b, c.colour.a);
            SDL_RenderFillRectF(renderer_, &r);
            break;
        }
        int sw = 0;
        SDL_QueryTexture(strip, nullptr, nullptr, &sw, nullptr);
        const int x0 = static_cast<int>(std::lround(r.x)), y0 = static_cast<int>(std::lround(r.y));
        const int w = static_cast<int>(std::lround(r.w)), h = static_cast<int>(std::lround(r.h));
        for (int y = 0; y < h; y += kStripHeight)
            for (int x = 0; x < w; x += sw) {
                const SDL_Rect src{0, 0, std::min(sw, w - x), std::min(kStripHeight, h - y)};
                const SDL_Rect dst{x0 + x, y0 + y, src.w, src.h};
                SDL_RenderCopy(renderer_, strip, &src, &dst);
            }
        break;
    }
    case DrawOp::FillRects:
        SDL_SetRenderDrawBlendMode(renderer_, c.blend);
        SDL_SetRenderDrawColor(renderer_, c.colour.r, c.colour.g, c.colour.b, c.colour.a);
        SDL_RenderFillRectsF(renderer_, list.rects.data() + c.first, static_cast<int>(c.count));
        break;
    case DrawOp::Copy:
        SDL_SetTextureBlendMode(c.texture, c.blend);
        SDL_SetTextureAlphaMod(c.texture, c.colour.a);
        SDL_SetTextureColorMod(c.texture, c.colour.r, c.colour.g, c.colour.b);
        if (c.angle == 0)
            SDL_RenderCopyF(renderer_, c.texture, c.has_src ? &c.src : nullptr, &c.dst);
        else
            SDL_RenderCopyExF(renderer_, c.texture, c.has_src ? &c.src : nullptr, &c.dst, c.angle, nullptr,
                              SDL_FLIP_NONE);
        break;
    case DrawOp::Geometry:
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(renderer_, nullptr, list.vertices.data() + c.first, static_cast<int>(c.count),
                           nullptr, 0);
        break;
    }
}

void Gfx::replay(const DrawList& list, const SDL_Rect& region, std::size_t from, std::size_t to) {
    SDL_Rect current{-1, -1, -1, -1};
    to = std::min(to, list.cmds.size());
    for (std::size_t i = from; i < to; ++i) {
        const DrawCmd& c = list.cmds[i];
        if (empty(intersect(c.bounds, region))) continue;
        const SDL_Rect clip = c.clipped ? intersect(region, c.clip) : region;
        if (clip.x != current.x || clip.y != current.y || clip.w != current.w || clip.h != current.h) {
            SDL_RenderSetClipRect(renderer_, &clip);
            current = clip;
            direct_clip_ = clip;
        }
        execute(c, list);
        ++stats_.replayed;
    }
}

bool Gfx::ensure_frame_texture() {
    if (frame_texture_failed_) return false;
    int tw = 0, th = 0;
    if (frame_texture_ && SDL_QueryTexture(frame_texture_.get(), nullptr, nullptr, &tw, &th) == 0 &&
        tw == screen_.w && th == screen_.h)
        return true;
    frame_texture_.reset();
    base_texture_.reset();
    base_length_ = 0;
    // The output's pixel size, so nothing is scaled on the way to the screen: text and shapes
    // drawn at it stay sharp whatever the scale.
    if (SDL_RenderTargetSupported(renderer_))
        frame_texture_.reset(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                               screen_.w, screen_.h));
    if (!frame_texture_) {
        frame_texture_failed_ = true; // redraw everything straight to the screen every frame
        return false;
    }
    SDL_SetTextureBlendMode(frame_texture_.get(), SDL_BLENDMODE_NONE);
    full_redraw_ = true;
    return true;
}

pixels::View Gfx::base_view() { return {base_pixels_.data(), screen_.w, screen_.w, screen_.h}; }

// The base picture when redrawing in place: the screen's pixels once the layers under the top
// scene are drawn, kept in memory and copied back under each redrawn rectangle.
void Gfx::keep_base_direct(const DrawList& now, std::size_t layer, bool last_frame_is_base) {
    if (!last_frame_is_base) {
        replay(now, screen_, 0, layer);
        SDL_RenderSetClipRect(renderer_, nullptr);
    }
    SDL_RenderFlush(renderer_);
    SDL_Surface* s = direct_surface_;
    if (SDL_LockSurface(s) != 0) return;
    pixels::blit(base_view(), 0, 0, pixels::view_of(s), screen_, {}, false);
    SDL_UnlockSurface(s);
    base_in_pixels_ = true;
    base_length_ = layer;
}

void Gfx::keep_base_texture(const DrawList& now, std::size_t layer, bool last_frame_is_base,
                            SDL_Texture* target) {
    base_in_pixels_ = false;
    if (!base_texture_)
        base_texture_.reset(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                              screen_.w, screen_.h));
    if (!base_texture_) return;
    if (last_frame_is_base && target) {
        if (SDL_SetRenderTarget(renderer_, base_texture_.get()) == 0) {
            SDL_SetTextureBlendMode(base_texture_.get(), SDL_BLENDMODE_NONE);
            SDL_RenderCopy(renderer_, target, nullptr, nullptr);
            SDL_SetRenderTarget(renderer_, nullptr);
            base_length_ = layer;
        }
    } else if (last_frame_is_base) {
        std::vector<Uint32> pixels(static_cast<std::size_t>(screen_.w) * screen_.h);
        if (SDL_RenderReadPixels(renderer_, &fit_.area, SDL_PIXELFORMAT_ARGB8888, pixels.data(),
                                 screen_.w * 4) == 0 &&
            SDL_UpdateTexture(base_texture_.get(), nullptr, pixels.data(), screen_.w * 4) == 0)
            base_length_ = layer;
    }
    if (base_length_ != layer && SDL_SetRenderTarget(renderer_, base_texture_.get()) == 0) {
        SDL_SetTextureBlendMode(base_texture_.get(), SDL_BLENDMODE_NONE);
        replay(now, screen_, 0, layer);
        SDL_RenderSetClipRect(renderer_, nullptr);
        SDL_SetRenderTarget(renderer_, nullptr);
        base_length_ = layer;
    }
}

void Gfx::compose(const DrawList& now, const DrawList& before, SDL_Texture* target) {
    const bool full = full_redraw_ || always_full_;
    full_redraw_ = false;
    const std::size_t prefix = full ? 0 : common_prefix(before, now);
    std::vector<SDL_Rect> rects;
    if (full)
        rects.push_back(screen_);
    else
        rects = keep_whole(damage(before, now, screen_, 8, prefix), now, screen_);
    // TESSERA_DEBUG_DAMAGE=1 prints each frame's redrawn rectangles (docs/performance.md).
    static const bool debug = SDL_getenv("TESSERA_DEBUG_DAMAGE") != nullptr;
    if (debug)
        for (const SDL_Rect& r : rects) SDL_Log("damage %d %d %d %d", r.x, r.y, r.w, r.h);
    long long area = 0;
    for (const SDL_Rect& r : rects) area += static_cast<long long>(r.w) * r.h;
    stats_.dirty_pixels = area;
    stats_.full = rects.size() == 1 && rects[0].w == screen_.w && rects[0].h == screen_.h;
    if (rects.empty()) return;

    // Layers under the top scene that have not changed since the base picture was drawn are
    // copied from it instead of being drawn again (an overlay fading in over a game).
    if (prefix < base_length_) base_length_ = 0;
    std::size_t layer = 0;
    if (!always_full_)
        for (std::size_t m : now.layers)
            if (m > layer && m <= prefix && m < now.cmds.size()) layer = m;
    bool screen_is_base = false;
    if (layer > 0 && base_length_ != layer && area * 4 > static_cast<long long>(screen_.w) * screen_.h) {
        // An overlay opening over what the last frame showed: that frame is the base already.
        const bool last_frame_is_base = !full && layer == before.cmds.size();
        if (direct_surface_) {
            keep_base_direct(now, layer, last_frame_is_base);
            // The screen holds the base picture now: one rectangle needs no copy of it.
            screen_is_base = base_length_ == layer && rects.size() == 1;
        } else
            keep_base_texture(now, layer, last_frame_is_base, target);
    }
    const std::size_t from = layer > 0 && base_length_ == layer ? layer : 0;

    if (target) SDL_SetRenderTarget(renderer_, target);
    for (const SDL_Rect& r : rects) {
        if (from > 0 && !screen_is_base) {
            if (base_in_pixels_ && direct_surface_) {
                SDL_RenderFlush(renderer_);
                SDL_Surface* s = direct_surface_;
                if (SDL_LockSurface(s) == 0) {
                    pixels::blit(pixels::view_of(s), 0, 0, base_view(), r, {}, false);
                    SDL_UnlockSurface(s);
                }
            } else {
                SDL_RenderSetClipRect(renderer_, &r);
                SDL_RenderCopy(renderer_, base_texture_.get(), &r, &r);
            }
        }
        replay(now, r, from);
    }
    SDL_RenderSetClipRect(renderer_, nullptr);
    if (target) SDL_SetRenderTarget(renderer_, nullptr);
}

void Gfx::repaint_last_frame() {
    const DrawList& last = lists_[1 - current_];
    if (direct_) {
        direct_surface_ = screen_surface();
        replay(last, screen_);
        direct_surface_ = nullptr;
        SDL_RenderSetClipRect(renderer_, nullptr);
    } else if (frame_texture_) {
        SDL_SetRenderTarget(renderer_, frame_texture_.get());
        replay(last, screen_);
        SDL_RenderSetClipRect(renderer_, nullptr);
        SDL_SetRenderTarget(renderer_, nullptr);
        SDL_RenderCopy(renderer_, frame_texture_.get(), nullptr, &fit_.area);
    }
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    SDL_RenderFlush(renderer_);
}

SDL_Surface* Gfx::screen_surface() const {
    SDL_Surface* s = screen_surface_;
    if (!s)
        if (SDL_Window* w = SDL_RenderGetWindow(renderer_)) s = SDL_GetWindowSurface(w);
    const bool argb =
        s && (s->format->format == SDL_PIXELFORMAT_ARGB8888 || s->format->format == SDL_PIXELFORMAT_RGB888);
    return argb && s->w == screen_.w && s->h == screen_.h ? s : nullptr;
}

} // namespace tessera::app
