// Canvases (textures a view draws once and copies often), the copy command every texture copy
// is recorded as, and the prescale cache: a copy drawn scaled again and again is scaled once.
#include "tessera/app/framework/gfx.hpp"

#include <algorithm>
#include <functional>
#include <utility>
#include <vector>

namespace tessera::app {

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
    // One unit per pixel of the canvas, whatever the frame's scale.
    const float outer_scale = scale_;
    scale_ = 1;
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
    SDL_RenderClear(renderer_);
    draw();
    if (software_) mirror_target(canvas.texture_.get(), w, h);
    scale_ = outer_scale;
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
    copy_texture(canvas.texture_.get(), canvas.id_, src,
                 device_copy(dst, src ? src->w : canvas.w_, src ? src->h : canvas.h_),
                 {tint.r, tint.g, tint.b, to_byte(alpha)}, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
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
    // 4M pixels (16 MB) for a 1280x720 frame, in proportion for larger ones (up to 64 MB).
    const long long screen = static_cast<long long>(screen_.w) * screen_.h;
    const long long budget =
        std::clamp(screen * 4'000'000 / (static_cast<long long>(kLogicalWidth) * kLogicalHeight), 4'000'000LL,
                   16'000'000LL);
    // Drawn at more than 1:1, a full-screen picture (a background) is a scaled copy too: kept
    // pre-scaled, as a scaled copy in the frame makes every redrawn rectangle the whole screen.
    const long long largest = fit_.scale == 1 ? budget / 8 : std::max(budget / 8, screen);
    if (w <= 0 || h <= 0 || static_cast<long long>(w) * h > largest) return nullptr;
    Scaled& e = scaled_[ScaledKey{tex, id, src.x, src.y, src.w, src.h, w, h}];
    e.last_used = frame_;
    if (e.texture) return &e;
    // A size seen once may be a frame of a zoom; the second time it is worth keeping.
    if (++e.seen < 2 || scaled_pixels_ + static_cast<long long>(w) * h > budget) return nullptr;
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

// Scaled copies not drawn for two seconds go (a zoom's in-between sizes, closed scenes).
void Gfx::age_prescaled() {
    if (frame_ % 120 != 0) return;
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
}

} // namespace tessera::app
