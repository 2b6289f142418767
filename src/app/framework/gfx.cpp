#include "tessera/app/framework/gfx.hpp"

#include "tessera/app/framework/pixels.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tessera::app {

namespace {
constexpr std::size_t kMaxCachedTexts = 600;
constexpr std::size_t kMaxCachedMeasures = 4096;
// Texts rendered ahead (Gfx::warm) only while the frame has taken less than this.
constexpr Uint64 kWarmUntilMicros = 1200;
constexpr std::size_t kMaxStrips = 64;
constexpr SDL_Rect kScreen{0, 0, kLogicalWidth, kLogicalHeight};

SDL_Color sdl(Colour c) { return SDL_Color{c.r, c.g, c.b, c.a}; }
Uint8 to_byte(float unit) { return static_cast<Uint8>(std::clamp(unit, 0.0f, 1.0f) * 255.0f); }
} // namespace

Gfx::Gfx(SDL_Renderer* renderer, std::string data_dir, std::string font_regular, std::string font_bold)
    : renderer_(renderer), data_dir_(std::move(data_dir)), textures_(renderer, data_dir_, log_),
      atlases_(textures_, data_dir_, log_), fonts_(std::move(font_regular), std::move(font_bold), log_) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    SDL_RendererInfo info{};
    software_ = SDL_GetRendererInfo(renderer_, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
    textures_.set_mirror(software_);
}

Gfx::~Gfx() = default;

// --- recording and replay ------------------------------------------------------------------------

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
        one(kScreen);
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
    int ow = 0, oh = 0;
    if (SDL_GetRendererOutputSize(renderer_, &ow, &oh) != 0) ow = kLogicalWidth, oh = kLogicalHeight;
    // Whole device pixels per logical pixel, so a HiDPI window keeps its sharpness.
    const int k = std::clamp(std::min(ow / kLogicalWidth, oh / kLogicalHeight), 1, 3);
    if (frame_texture_ && k == frame_scale_) return true;
    frame_texture_.reset();
    base_texture_.reset();
    base_length_ = 0;
    if (SDL_RenderTargetSupported(renderer_))
        frame_texture_.reset(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                               kLogicalWidth * k, kLogicalHeight * k));
    if (!frame_texture_) {
        frame_texture_failed_ = true; // redraw everything straight to the screen every frame
        frame_scale_ = 1;
        return false;
    }
    SDL_SetTextureBlendMode(frame_texture_.get(), SDL_BLENDMODE_NONE);
    frame_scale_ = k;
    full_redraw_ = true;
    return true;
}

pixels::View Gfx::base_view() { return {base_pixels_.data(), kLogicalWidth, kLogicalWidth, kLogicalHeight}; }

// The base picture when redrawing in place: the screen's pixels once the layers under the top
// scene are drawn, kept in memory and copied back under each redrawn rectangle.
void Gfx::keep_base_direct(const DrawList& now, std::size_t layer, bool last_frame_is_base) {
    if (!last_frame_is_base) {
        replay(now, kScreen, 0, layer);
        SDL_RenderSetClipRect(renderer_, nullptr);
    }
    SDL_RenderFlush(renderer_);
    SDL_Surface* s = direct_surface_;
    if (SDL_LockSurface(s) != 0) return;
    pixels::blit(base_view(), 0, 0, pixels::view_of(s), kScreen, {}, false);
    SDL_UnlockSurface(s);
    base_in_pixels_ = true;
    base_length_ = layer;
}

void Gfx::keep_base_texture(const DrawList& now, std::size_t layer, bool last_frame_is_base,
                            SDL_Texture* target) {
    const int k = frame_scale_;
    base_in_pixels_ = false;
    if (!base_texture_)
        base_texture_.reset(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                              kLogicalWidth * k, kLogicalHeight * k));
    if (!base_texture_) return;
    if (last_frame_is_base && target) {
        if (SDL_SetRenderTarget(renderer_, base_texture_.get()) == 0) {
            SDL_SetTextureBlendMode(base_texture_.get(), SDL_BLENDMODE_NONE);
            SDL_RenderCopy(renderer_, target, nullptr, nullptr);
            SDL_SetRenderTarget(renderer_, nullptr);
            base_length_ = layer;
        }
    } else if (last_frame_is_base) {
        std::vector<Uint32> pixels(static_cast<std::size_t>(kLogicalWidth) * kLogicalHeight);
        if (SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(),
                                 kLogicalWidth * 4) == 0 &&
            SDL_UpdateTexture(base_texture_.get(), nullptr, pixels.data(), kLogicalWidth * 4) == 0)
            base_length_ = layer;
    }
    if (base_length_ != layer && SDL_SetRenderTarget(renderer_, base_texture_.get()) == 0) {
        SDL_SetTextureBlendMode(base_texture_.get(), SDL_BLENDMODE_NONE);
        SDL_RenderSetScale(renderer_, static_cast<float>(k), static_cast<float>(k));
        replay(now, kScreen, 0, layer);
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
        rects.push_back(kScreen);
    else
        rects = keep_whole(damage(before, now, kScreen, 8, prefix), now, kScreen);
    // TESSERA_DEBUG_DAMAGE=1 prints each frame's redrawn rectangles (docs/performance.md).
    static const bool debug = SDL_getenv("TESSERA_DEBUG_DAMAGE") != nullptr;
    if (debug)
        for (const SDL_Rect& r : rects) SDL_Log("damage %d %d %d %d", r.x, r.y, r.w, r.h);
    long long area = 0;
    for (const SDL_Rect& r : rects) area += static_cast<long long>(r.w) * r.h;
    stats_.dirty_pixels = area;
    stats_.full = rects.size() == 1 && rects[0].w == kScreen.w && rects[0].h == kScreen.h;
    if (rects.empty()) return;

    // Layers under the top scene that have not changed since the base picture was drawn are
    // copied from it instead of being drawn again (an overlay fading in over a game).
    if (prefix < base_length_) base_length_ = 0;
    std::size_t layer = 0;
    if (!always_full_)
        for (std::size_t m : now.layers)
            if (m > layer && m <= prefix && m < now.cmds.size()) layer = m;
    const int k = frame_scale_;
    bool screen_is_base = false;
    if (layer > 0 && base_length_ != layer && area * 4 > static_cast<long long>(kScreen.w) * kScreen.h) {
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

    if (target) {
        SDL_SetRenderTarget(renderer_, target);
        SDL_RenderSetScale(renderer_, static_cast<float>(k), static_cast<float>(k));
    }
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
                const SDL_Rect src{r.x * k, r.y * k, r.w * k, r.h * k};
                SDL_RenderCopy(renderer_, base_texture_.get(), &src, &r);
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
        replay(last, kScreen);
        direct_surface_ = nullptr;
        SDL_RenderSetClipRect(renderer_, nullptr);
    } else if (frame_texture_) {
        SDL_SetRenderTarget(renderer_, frame_texture_.get());
        SDL_RenderSetScale(renderer_, static_cast<float>(frame_scale_), static_cast<float>(frame_scale_));
        replay(last, kScreen);
        SDL_RenderSetClipRect(renderer_, nullptr);
        SDL_SetRenderTarget(renderer_, nullptr);
        SDL_RenderCopy(renderer_, frame_texture_.get(), nullptr, nullptr);
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
    return argb && s->w == kLogicalWidth && s->h == kLogicalHeight ? s : nullptr;
}

void Gfx::mark_layer() {
    if (recording_) lists_[current_].layers.push_back(lists_[current_].cmds.size());
}

void Gfx::begin_frame() {
    frame_start_ = SDL_GetPerformanceCounter();
    lists_[current_].clear();
    clips_.clear();
    recording_ = true;
}

void Gfx::end_frame() {
    recording_ = false;
    clips_.clear();
    DrawList& now = lists_[current_];
    const DrawList& before = lists_[1 - current_];
    stats_ = {};
    stats_.commands = now.cmds.size();
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(renderer_, &ow, &oh);
    // The software renderer keeps the screen's pixels between frames, so at 1:1 it can redraw
    // in place and skip the copy of a frame texture.
    const bool direct = software_ && ow == kLogicalWidth && oh == kLogicalHeight;
    if (direct != direct_) {
        direct_ = direct;
        full_redraw_ = true;
        base_texture_.reset();
        base_length_ = 0;
        // Allocated (and its pages touched) now, not in the frame an overlay opens.
        base_pixels_.assign(direct ? static_cast<std::size_t>(kLogicalWidth) * kLogicalHeight : 0, 0);
    }
    if (direct) {
        frame_scale_ = 1;
        direct_surface_ = screen_surface();
        compose(now, before, nullptr);
        direct_surface_ = nullptr;
    } else if (ensure_frame_texture()) {
        compose(now, before, frame_texture_.get());
        // Nothing changed, and the software renderer's screen still shows the last frame: no
        // need to scale the whole frame onto it again.
        if (!software_ || stats_.dirty_pixels > 0) {
            if (ow != kLogicalWidth * frame_scale_ || oh != kLogicalHeight * frame_scale_) {
                // Letterbox bars: the back buffer holds nothing we can rely on.
                SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
                SDL_RenderClear(renderer_);
            }
            SDL_RenderCopy(renderer_, frame_texture_.get(), nullptr, nullptr);
        }
    } else {
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
        SDL_RenderClear(renderer_);
        replay(now, kScreen);
        SDL_RenderSetClipRect(renderer_, nullptr);
        stats_.full = true;
        stats_.dirty_pixels = static_cast<long long>(kScreen.w) * kScreen.h;
    }
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    render_warm_texts();
    current_ = 1 - current_; // this frame is the next one's "before"
    lists_[current_].clear();

    ++frame_;
    // Scaled copies not drawn for two seconds go (a zoom's in-between sizes, closed scenes).
    if (frame_ % 120 == 0)
        for (auto it = scaled_.begin(); it != scaled_.end();) {
            if (frame_ - it->second.last_used > 240) {
                if (it->second.texture) {
                    int w = 0, h = 0;
                    SDL_QueryTexture(it->second.texture.get(), nullptr, nullptr, &w, &h);
                    scaled_pixels_ -= static_cast<long long>(w) * h;
                }
                it = scaled_.erase(it);
            } else {
                ++it;
            }
        }
    if (text_cache_.size() <= kMaxCachedTexts) return;
    // Drop entries not used for a while (labels of scenes no longer shown, old scores).
    for (auto it = text_cache_.begin(); it != text_cache_.end();) {
        if (frame_ - it->second.last_used > 120)
            it = text_cache_.erase(it);
        else
            ++it;
    }
}

void Gfx::warm(const std::function<void()>& draw) {
    const bool was = warming_;
    warming_ = true;
    draw();
    warming_ = was;
}

void Gfx::render_warm_texts() {
    if (warm_queue_.empty()) return;
    // Only in what is left of the frame's budget: a busy frame renders none.
    const Uint64 deadline = frame_start_ + SDL_GetPerformanceFrequency() * kWarmUntilMicros / 1'000'000;
    std::size_t done = 0;
    while (done < warm_queue_.size() && SDL_GetPerformanceCounter() < deadline) {
        const WarmText& t = warm_queue_[done++];
        text_entry(t.s, t.size, t.bold, t.colour); // cached from now on (a no-op if it was)
    }
    // Asked again next frame if the scene still warms them.
    warm_queue_.clear();
}

// --- canvases ------------------------------------------------------------------------------------

bool Gfx::render_to(Canvas& canvas, int w, int h, const std::function<void()>& draw) {
    if (w <= 0 || h <= 0 || !SDL_RenderTargetSupported(renderer_)) return false;
    if (!canvas.texture_ || canvas.w_ != w || canvas.h_ != h) {
        canvas.reset();
        canvas.texture_.reset(
            SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h));
        if (!canvas.texture_) return false;
        canvas.w_ = w;
        canvas.h_ = h;
    }
    SDL_Texture* const previous = SDL_GetRenderTarget(renderer_);
    float sx = 1, sy = 1;
    SDL_RenderGetScale(renderer_, &sx, &sy);
    if (SDL_SetRenderTarget(renderer_, canvas.texture_.get()) != 0) {
        canvas.reset();
        return false;
    }
    const bool was_recording = recording_;
    std::vector<SDL_Rect> outer_clips = std::move(clips_);
    clips_.clear();
    recording_ = false;
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
    SDL_RenderClear(renderer_);
    draw();
    if (software_) mirror_target(canvas.texture_.get(), w, h);
    recording_ = was_recording;
    clips_ = std::move(outer_clips);
    SDL_SetRenderTarget(renderer_, previous);
    if (previous) { // SDL restores the screen's scale and clip itself, not another texture's
        SDL_RenderSetScale(renderer_, sx, sy);
        SDL_RenderSetClipRect(renderer_, nullptr);
    }
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    SDL_SetTextureBlendMode(canvas.texture_.get(), SDL_BLENDMODE_BLEND);
    canvas.id_ = next_texture_id_++;
    return true;
}

void Gfx::copy(const Canvas& canvas, const SDL_Rect* src, SDL_FRect dst, float alpha, Colour tint,
               bool blend) {
    if (!canvas.texture_) return;
    copy_texture(canvas.texture_.get(), canvas.id_, src, dst, {tint.r, tint.g, tint.b, to_byte(alpha)},
                 blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
}

void Gfx::copy_texture(SDL_Texture* tex, std::uint64_t id, const SDL_Rect* src, SDL_FRect dst, Colour mod,
                       SDL_BlendMode blend, double angle) {
    if (!tex || !(dst.w > 0) || !(dst.h > 0)) return;
    if (blend == SDL_BLENDMODE_BLEND && mod.a == 0) return;
    DrawCmd c;
    c.op = DrawOp::Copy;
    c.blend = blend;
    c.colour = mod;
    c.texture = tex;
    c.texture_id = id;
    if (src) {
        c.src = *src;
        c.has_src = true;
    }
    c.dst = dst;
    c.angle = angle;
    c.bounds = angle == 0 ? bounds_of(dst) : rotated_bounds_of(dst);
    if (software_ && angle == 0) {
        SDL_Rect full{0, 0, 0, 0};
        if (!src) SDL_QueryTexture(tex, nullptr, nullptr, &full.w, &full.h);
        const SDL_Rect& s = src ? *src : full;
        const int w = static_cast<int>(dst.w), h = static_cast<int>(dst.h);
        if (s.w != w || s.h != h) {
            if (const Scaled* e = recording_ ? prescaled(tex, id, s, w, h) : nullptr) {
                c.texture = e->texture.get();
                c.texture_id = e->id;
                c.has_src = false;
            } else {
                c.whole = true;
            }
        }
    }
    submit(c);
}

void Gfx::mirror_target(SDL_Texture* t, int w, int h) {
    SDL_Surface* m = pixel_mirror(t);
    if (!m || m->w != w || m->h != h) {
        set_pixel_mirror(t,
                         SurfacePtr(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888)));
        m = pixel_mirror(t);
    }
    const SDL_Rect all{0, 0, w, h};
    if (m && SDL_RenderReadPixels(renderer_, &all, SDL_PIXELFORMAT_ARGB8888, m->pixels, m->pitch) != 0)
        set_pixel_mirror(t, nullptr); // drawn by SDL, as before
}

std::size_t Gfx::ScaledKeyHash::operator()(const ScaledKey& k) const {
    std::size_t h = std::hash<const void*>()(k.texture) ^ (std::hash<std::uint64_t>()(k.id) << 1);
    for (int v : {k.sx, k.sy, k.sw, k.sh, k.w, k.h}) h = h * 1000003u ^ static_cast<std::size_t>(v);
    return h;
}

const Gfx::Scaled* Gfx::prescaled(SDL_Texture* tex, std::uint64_t id, const SDL_Rect& src, int w, int h) {
    constexpr long long kBudget = 4'000'000; // pixels (16 MB)
    if (w <= 0 || h <= 0 || static_cast<long long>(w) * h > kBudget / 8) return nullptr;
    Scaled& e = scaled_[ScaledKey{tex, id, src.x, src.y, src.w, src.h, w, h}];
    e.last_used = frame_;
    if (e.texture) return &e;
    // A size seen once may be a frame of a zoom; the second time it is worth keeping.
    if (++e.seen < 2 || scaled_pixels_ + static_cast<long long>(w) * h > kBudget) return nullptr;
    TexturePtr t(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h));
    if (!t || SDL_GetRenderTarget(renderer_) || SDL_SetRenderTarget(renderer_, t.get()) != 0) return nullptr;
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
    SDL_RenderClear(renderer_);
    SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
    SDL_GetTextureBlendMode(tex, &mode);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE);
    SDL_SetTextureAlphaMod(tex, 255);
    SDL_SetTextureColorMod(tex, 255, 255, 255);
    SDL_RenderCopy(renderer_, tex, &src, nullptr);
    SDL_SetTextureBlendMode(tex, mode);
    mirror_target(t.get(), w, h);
    SDL_SetRenderTarget(renderer_, nullptr);
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    e.texture = std::move(t);
    e.id = next_texture_id_++;
    scaled_pixels_ += static_cast<long long>(w) * h;
    return &e;
}

// --- shapes --------------------------------------------------------------------------------------

void Gfx::clear(Colour c) {
    DrawCmd cmd;
    cmd.op = DrawOp::Clear;
    cmd.blend = SDL_BLENDMODE_NONE;
    cmd.colour = c;
    cmd.bounds = kScreen;
    submit(cmd);
}

void Gfx::fill_rect(SDL_FRect r, Colour c) {
    if (c.a == 0 || !(r.w > 0) || !(r.h > 0)) return;
    DrawCmd cmd;
    cmd.op = DrawOp::Fill;
    cmd.colour = c;
    cmd.dst = r;
    cmd.bounds = bounds_of(r);
    submit(cmd);
}

void Gfx::solid_rect(SDL_FRect r, Colour c) {
    if (!(r.w > 0) || !(r.h > 0)) return;
    DrawCmd cmd;
    cmd.op = DrawOp::Fill;
    cmd.blend = SDL_BLENDMODE_NONE;
    cmd.colour = c;
    cmd.dst = r;
    cmd.bounds = bounds_of(r);
    submit(cmd);
}

void Gfx::solid_rects(const std::vector<SDL_FRect>& rects, Colour c) {
    if (rects.empty()) return;
    DrawList& list = lists_[current_];
    DrawCmd cmd;
    cmd.op = DrawOp::FillRects;
    cmd.blend = SDL_BLENDMODE_NONE;
    cmd.colour = c;
    cmd.first = static_cast<std::uint32_t>(list.rects.size());
    cmd.count = static_cast<std::uint32_t>(rects.size());
    for (const SDL_FRect& r : rects) cmd.bounds = unite(cmd.bounds, bounds_of(r));
    list.rects.insert(list.rects.end(), rects.begin(), rects.end());
    submit(cmd);
    if (!recording_) list.rects.resize(cmd.first);
}

void Gfx::triangles(const std::vector<SDL_Vertex>& vertices) {
    if (vertices.size() < 3) return;
    DrawList& list = lists_[current_];
    DrawCmd cmd;
    cmd.op = DrawOp::Geometry;
    cmd.first = static_cast<std::uint32_t>(list.vertices.size());
    cmd.count = static_cast<std::uint32_t>(vertices.size() / 3 * 3);
    cmd.bounds = bounds_of(vertices.data(), cmd.count);
    list.vertices.insert(list.vertices.end(), vertices.begin(), vertices.begin() + cmd.count);
    submit(cmd);
    if (!recording_) list.vertices.resize(cmd.first);
}

void Gfx::push_clip(SDL_Rect r) { clips_.push_back(clips_.empty() ? r : intersect(clips_.back(), r)); }

void Gfx::pop_clip() {
    if (!clips_.empty()) clips_.pop_back();
}

SDL_Texture* Gfx::colour_strip(Colour c) {
    const Uint32 key = (static_cast<Uint32>(c.r) << 24) | (static_cast<Uint32>(c.g) << 16) |
                       (static_cast<Uint32>(c.b) << 8) | c.a;
    auto it = strips_.find(key);
    if (it != strips_.end()) return it->second.get();
    if (strips_.size() >= kMaxStrips) strips_.erase(strips_.begin());
    constexpr int kStripWidth = 256;
    SurfacePtr surf(
        SDL_CreateRGBSurfaceWithFormat(0, kStripWidth, kStripHeight, 32, SDL_PIXELFORMAT_ARGB8888));
    SDL_Texture* tex = nullptr;
    if (surf) {
        SDL_FillRect(surf.get(), nullptr, SDL_MapRGBA(surf->format, c.r, c.g, c.b, c.a));
        tex = SDL_CreateTextureFromSurface(renderer_, surf.get());
        if (tex) SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
        if (tex && software_) set_pixel_mirror(tex, std::move(surf));
    }
    return (strips_[key] = TexturePtr(tex)).get();
}

void Gfx::outline_rect(SDL_FRect r, Colour c, float t) {
    fill_rect({r.x, r.y, r.w, t}, c);
    fill_rect({r.x, r.y + r.h - t, r.w, t}, c);
    fill_rect({r.x, r.y + t, t, r.h - 2 * t}, c);
    fill_rect({r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c);
}

// Rounded shapes are drawn from small cached white textures (anti-aliased discs and rings,
// tinted by colour mod) plus plain rectangles: with the software renderer this is several times
// cheaper than triangle geometry, and the edges come out smooth.
SDL_Texture* Gfx::shape_texture(int radius, int thickness) {
    radius = std::clamp(radius, 1, 256);
    thickness = std::clamp(thickness, 0, radius);
    const int key = radius * 1024 + thickness;
    auto it = shapes_.find(key);
    if (it != shapes_.end()) return it->second.get();
    const int size = 2 * radius;
    SurfacePtr surf(SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888));
    SDL_Texture* tex = nullptr;
    if (surf) {
        SDL_LockSurface(surf.get());
        const float r = static_cast<float>(radius);
        for (int y = 0; y < size; ++y) {
            auto* row = reinterpret_cast<Uint32*>(static_cast<Uint8*>(surf->pixels) +
                                                  static_cast<std::ptrdiff_t>(y) * surf->pitch);
            for (int x = 0; x < size; ++x) {
                const float dx = static_cast<float>(x) + 0.5f - r, dy = static_cast<float>(y) + 0.5f - r;
                const float d = std::sqrt(dx * dx + dy * dy);
                float cover = std::clamp(r - d + 0.5f, 0.0f, 1.0f); // inside the outer edge
                if (thickness > 0)
                    cover *= std::clamp(d - (r - static_cast<float>(thickness)) + 0.5f, 0.0f, 1.0f);
                const auto a = static_cast<Uint32>(cover * 255.0f + 0.5f);
                row[x] = (a << 24) | 0x00FFFFFFu;
            }
        }
        SDL_UnlockSurface(surf.get());
        tex = SDL_CreateTextureFromSurface(renderer_, surf.get());
        if (tex) SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
        if (tex && software_) set_pixel_mirror(tex, std::move(surf));
    }
    return (shapes_[key] = TexturePtr(tex)).get();
}

void Gfx::corners(SDL_Texture* tex, SDL_FRect r, float rad, Colour c) {
    if (!tex) return;
    int tw = 0;
    SDL_QueryTexture(tex, nullptr, nullptr, &tw, nullptr);
    const int h = tw / 2;
    const SDL_Rect src[4] = {{0, 0, h, h}, {h, 0, h, h}, {0, h, h, h}, {h, h, h, h}};
    const SDL_FRect dst[4] = {{r.x, r.y, rad, rad},
                              {r.x + r.w - rad, r.y, rad, rad},
                              {r.x, r.y + r.h - rad, rad, rad},
                              {r.x + r.w - rad, r.y + r.h - rad, rad, rad}};
    for (int i = 0; i < 4; ++i) copy_texture(tex, 0, &src[i], dst[i], c, SDL_BLENDMODE_BLEND);
}

void Gfx::fill_rounded(SDL_FRect r, float radius, Colour c) {
    r = {std::round(r.x), std::round(r.y), std::round(r.w), std::round(r.h)};
    const float rad = std::round(std::max(0.0f, std::min({radius, r.w / 2, r.h / 2})));
    if (rad < 1) return fill_rect(r, c);
    corners(shape_texture(static_cast<int>(rad), 0), r, rad, c);
    fill_rect({r.x + rad, r.y, r.w - 2 * rad, rad}, c);
    fill_rect({r.x, r.y + rad, r.w, r.h - 2 * rad}, c);
    fill_rect({r.x + rad, r.y + r.h - rad, r.w - 2 * rad, rad}, c);
}

void Gfx::outline_rounded(SDL_FRect r, float radius, Colour c, float t) {
    r = {std::round(r.x), std::round(r.y), std::round(r.w), std::round(r.h)};
    t = std::max(1.0f, std::round(t));
    const float rad = std::round(std::max(t, std::min({radius, r.w / 2, r.h / 2})));
    corners(shape_texture(static_cast<int>(rad), static_cast<int>(t)), r, rad, c);
    fill_rect({r.x + rad, r.y, r.w - 2 * rad, t}, c);
    fill_rect({r.x + rad, r.y + r.h - t, r.w - 2 * rad, t}, c);
    fill_rect({r.x, r.y + rad, t, r.h - 2 * rad}, c);
    fill_rect({r.x + r.w - t, r.y + rad, t, r.h - 2 * rad}, c);
}

void Gfx::line(float x1, float y1, float x2, float y2, float thickness, Colour c) {
    const float dx = x2 - x1, dy = y2 - y1;
    const float len = std::sqrt(dx * dx + dy * dy);
    if (len < 0.001f) return circle(x1, y1, thickness / 2, c);
    const float nx = -dy / len * thickness / 2, ny = dx / len * thickness / 2;
    const SDL_Color col = sdl(c);
    triangles({{{x1 + nx, y1 + ny}, col, {0, 0}},
               {{x2 + nx, y2 + ny}, col, {0, 0}},
               {{x2 - nx, y2 - ny}, col, {0, 0}},
               {{x1 + nx, y1 + ny}, col, {0, 0}},
               {{x2 - nx, y2 - ny}, col, {0, 0}},
               {{x1 - nx, y1 - ny}, col, {0, 0}}});
    // Round caps so joined segments look continuous.
    circle(x1, y1, thickness / 2, c);
    circle(x2, y2, thickness / 2, c);
}

void Gfx::circle(float cx, float cy, float radius, Colour c) {
    if (radius <= 0) return;
    SDL_Texture* tex = shape_texture(static_cast<int>(std::ceil(radius)), 0);
    copy_texture(tex, 0, nullptr, {cx - radius, cy - radius, 2 * radius, 2 * radius}, c, SDL_BLENDMODE_BLEND);
}

void Gfx::ring(float cx, float cy, float radius, float thickness, Colour c) {
    const float outer = radius + thickness / 2;
    if (outer <= 0) return;
    SDL_Texture* tex = shape_texture(static_cast<int>(std::ceil(outer)),
                                     std::max(1, static_cast<int>(std::round(thickness))));
    copy_texture(tex, 0, nullptr, {cx - outer, cy - outer, 2 * outer, 2 * outer}, c, SDL_BLENDMODE_BLEND);
}

void Gfx::vertical_gradient(SDL_FRect r, Colour top, Colour bottom) {
    const SDL_Color t = sdl(top), b = sdl(bottom);
    triangles({{{r.x, r.y}, t, {0, 0}},
               {{r.x + r.w, r.y}, t, {0, 0}},
               {{r.x + r.w, r.y + r.h}, b, {0, 0}},
               {{r.x, r.y}, t, {0, 0}},
               {{r.x + r.w, r.y + r.h}, b, {0, 0}},
               {{r.x, r.y + r.h}, b, {0, 0}}});
}

// --- sprites and images --------------------------------------------------------------------------

bool Gfx::sprite(const std::string& atlas_name, const std::string& frame, SDL_FRect dst, float alpha,
                 Colour tint, double angle) {
    const Atlas& atlas = atlases_.get(atlas_name);
    const SDL_Rect* src = atlas.frame(frame);
    if (!atlas.texture || !src) return false;
    copy_texture(atlas.texture, 0, src, dst, {tint.r, tint.g, tint.b, to_byte(alpha)}, SDL_BLENDMODE_BLEND,
                 angle);
    return true;
}

bool Gfx::sprite(const std::string& atlas, const std::string& frame, const Visual& v, float w, float h) {
    if (!v.visible || v.alpha <= 0.001f || v.scale <= 0.001f) return true;
    const float sw = w * v.scale, sh = h * v.scale;
    const Colour tint{static_cast<Uint8>(std::clamp(v.tint.r, 0.f, 255.f)),
                      static_cast<Uint8>(std::clamp(v.tint.g, 0.f, 255.f)),
                      static_cast<Uint8>(std::clamp(v.tint.b, 0.f, 255.f)), 255};
    return sprite(atlas, frame, {v.x - sw / 2, v.y - sh / 2, sw, sh}, v.alpha * v.tint.a / 255.0f, tint,
                  v.rotation);
}

bool Gfx::sprite_replace(const std::string& atlas_name, const std::string& frame, SDL_Rect dst) {
    const Atlas& atlas = atlases_.get(atlas_name);
    const SDL_Rect* src = atlas.frame(frame);
    if (!atlas.texture || !src) return false;
    copy_texture(atlas.texture, 0, src,
                 {static_cast<float>(dst.x), static_cast<float>(dst.y), static_cast<float>(dst.w),
                  static_cast<float>(dst.h)},
                 {}, SDL_BLENDMODE_NONE);
    return true;
}

bool Gfx::nine_slice(const std::string& atlas_name, const std::string& frame, SDL_FRect d, int border,
                     float alpha, Colour tint) {
    const Atlas& atlas = atlases_.get(atlas_name);
    const SDL_Rect* s = atlas.frame(frame);
    if (!atlas.texture || !s) return false;
    const Colour mod{tint.r, tint.g, tint.b, to_byte(alpha)};
    const int b = std::min({border, s->w / 2, s->h / 2});
    const float fb = std::min({static_cast<float>(b), d.w / 2, d.h / 2});
    const int sx[4] = {s->x, s->x + b, s->x + s->w - b, s->x + s->w};
    const int sy[4] = {s->y, s->y + b, s->y + s->h - b, s->y + s->h};
    const float dx[4] = {d.x, d.x + fb, d.x + d.w - fb, d.x + d.w};
    const float dy[4] = {d.y, d.y + fb, d.y + d.h - fb, d.y + d.h};
    for (int j = 0; j < 3; ++j)
        for (int i = 0; i < 3; ++i) {
            SDL_Rect src{sx[i], sy[j], sx[i + 1] - sx[i], sy[j + 1] - sy[j]};
            SDL_FRect dst{dx[i], dy[j], dx[i + 1] - dx[i], dy[j + 1] - dy[j]};
            if (src.w > 0 && src.h > 0 && dst.w > 0 && dst.h > 0)
                copy_texture(atlas.texture, 0, &src, dst, mod, SDL_BLENDMODE_BLEND);
        }
    return true;
}

bool Gfx::image(const std::string& relative_path, SDL_FRect dst, float alpha) {
    SDL_Texture* t = textures_.get(relative_path);
    if (!t) return false;
    SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
    SDL_GetTextureBlendMode(t, &mode); // backgrounds are loaded opaque
    copy_texture(t, 0, nullptr, dst, {255, 255, 255, to_byte(alpha)}, mode);
    return true;
}

// --- text ----------------------------------------------------------------------------------------

// Text is rendered in its final colour and cached per (string, size, weight, colour): the
// software renderer blits an unmodulated texture about ten times faster than a colour-modded
// one, and labels rarely change colour.
Gfx::TextEntry* Gfx::text_entry(std::string_view s, int size, bool bold, Colour c) {
    if (s.empty()) return nullptr;
    std::string key;
    key.reserve(s.size() + 16);
    key += std::to_string(size);
    key += bold ? 'b' : 'r';
    key += static_cast<char>(c.r);
    key += static_cast<char>(c.g);
    key += static_cast<char>(c.b);
    key += '|';
    key += s;
    auto it = text_cache_.find(key);
    if (it != text_cache_.end()) {
        it->second.last_used = frame_;
        return it->second.texture ? &it->second : nullptr;
    }
    TextEntry e;
    e.last_used = frame_;
    if (TTF_Font* font = fonts_.get(size, bold)) {
        const std::string str(s);
        SurfacePtr surf(TTF_RenderUTF8_Blended(font, str.c_str(), SDL_Color{c.r, c.g, c.b, 255}));
        if (surf) {
            e.w = surf->w;
            e.h = surf->h;
            e.texture.reset(SDL_CreateTextureFromSurface(renderer_, surf.get()));
            if (e.texture) SDL_SetTextureBlendMode(e.texture.get(), SDL_BLENDMODE_BLEND);
            if (e.texture && software_) set_pixel_mirror(e.texture.get(), std::move(surf));
            e.id = next_texture_id_++;
        }
    }
    auto& stored = text_cache_[key] = std::move(e);
    return stored.texture ? &stored : nullptr;
}

// Laid out, not rendered: wrapping a paragraph measures every prefix of it.
TextSize Gfx::measure(std::string_view s, int size, bool bold) {
    if (s.empty()) return {}; // as text(): SDL_ttf renders nothing
    std::string key = std::to_string(size);
    key += bold ? 'b' : 'r';
    key += s;
    if (auto it = measures_.find(key); it != measures_.end()) return it->second;
    TTF_Font* font = fonts_.get(size, bold);
    int w = 0, h = 0;
    if (!font || TTF_SizeUTF8(font, key.c_str() + (key.size() - s.size()), &w, &h) != 0) return {};
    if (measures_.size() >= kMaxCachedMeasures) measures_.clear();
    return measures_[key] = TextSize{static_cast<float>(w), static_cast<float>(h)};
}

TextSize Gfx::text(std::string_view s, float x, float y, int size, Colour c, Align align, bool bold) {
    if (warming_) {
        if (!s.empty()) warm_queue_.push_back({std::string(s), size, bold, c});
        return measure(s, size, bold);
    }
    TextEntry* e = text_entry(s, size, bold, c);
    if (!e) return {};
    const float w = static_cast<float>(e->w), h = static_cast<float>(e->h);
    if (align == Align::Centre) x -= w / 2;
    if (align == Align::Right) x -= w;
    copy_texture(e->texture.get(), e->id, nullptr, {std::round(x), std::round(y), w, h}, {255, 255, 255, c.a},
                 SDL_BLENDMODE_BLEND);
    return {w, h};
}

float Gfx::text_wrapped(std::string_view s, float x, float y, float max_width, int size, Colour c, bool bold,
                        float line_gap) {
    float used = 0;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t nl = s.find('\n', start);
        std::string_view paragraph =
            s.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
        std::string line;
        std::size_t i = 0;
        auto flush = [&] {
            TextSize t =
                line.empty() ? measure(" ", size, bold) : text(line, x, y + used, size, c, Align::Left, bold);
            used += t.h + line_gap;
            line.clear();
        };
        while (i <= paragraph.size()) {
            std::size_t sp = paragraph.find(' ', i);
            std::string_view word =
                paragraph.substr(i, sp == std::string_view::npos ? std::string_view::npos : sp - i);
            std::string candidate = line.empty() ? std::string(word) : line + " " + std::string(word);
            if (!line.empty() && measure(candidate, size, bold).w > max_width) {
                flush();
                line = std::string(word);
            } else {
                line = std::move(candidate);
            }
            if (sp == std::string_view::npos) break;
            i = sp + 1;
        }
        flush();
        if (nl == std::string_view::npos) break;
        start = nl + 1;
    }
    return used;
}

} // namespace tessera::app
