// Atlas sprites, 9-slice panels and whole images, each recorded as texture copies in device
// pixels (pictures are scaled to their size on screen, as before; only their edges are snapped).
#include "tessera/app/framework/gfx.hpp"

#include <algorithm>

namespace tessera::app {

bool Gfx::sprite(const std::string& atlas_name, const std::string& frame, SDL_FRect dst, float alpha,
                 Colour tint, double angle) {
    const Atlas& atlas = atlases_.get(atlas_name);
    const SDL_Rect* src = atlas.frame(frame);
    if (!atlas.texture || !src) return false;
    if (layout_log_.enabled && atlas_name == "ui" && alpha > 0.3f)
        layout_log_.icons.push_back({dst, layout_log_.layer, frame, layout_log_.drawn++});
    // Turned: about its centre, unsnapped.
    const SDL_FRect d = angle == 0
                            ? device_copy(dst, src->w, src->h)
                            : SDL_FRect{dst.x * scale_, dst.y * scale_, dst.w * scale_, dst.h * scale_};
    copy_texture(atlas.texture, 0, src, d, {tint.r, tint.g, tint.b, to_byte(alpha)}, SDL_BLENDMODE_BLEND,
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
                 device_copy({static_cast<float>(dst.x), static_cast<float>(dst.y), static_cast<float>(dst.w),
                              static_cast<float>(dst.h)},
                             src->w, src->h),
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
    // The slices' edges in device pixels, each through to_device, so the slices meet.
    const float dx[4] = {to_device(d.x, scale_), to_device(d.x + fb, scale_),
                         to_device(d.x + d.w - fb, scale_), to_device(d.x + d.w, scale_)};
    const float dy[4] = {to_device(d.y, scale_), to_device(d.y + fb, scale_),
                         to_device(d.y + d.h - fb, scale_), to_device(d.y + d.h, scale_)};
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
    int tw = 0, th = 0;
    SDL_QueryTexture(t, nullptr, nullptr, &tw, &th);
    copy_texture(t, 0, nullptr, device_copy(dst, tw, th), {255, 255, 255, to_byte(alpha)}, mode);
    return true;
}

} // namespace tessera::app
