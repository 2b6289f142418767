#include "tessera/app/gfx.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tessera::app {

namespace {
constexpr float kPi = 3.14159265358979f;
constexpr std::size_t kMaxCachedTexts = 600;

SDL_Color sdl(Colour c) { return SDL_Color{c.r, c.g, c.b, c.a}; }
} // namespace

Gfx::Gfx(SDL_Renderer* renderer, std::string data_dir, std::string font_regular, std::string font_bold)
    : renderer_(renderer), data_dir_(std::move(data_dir)), textures_(renderer, data_dir_, log_),
      atlases_(textures_, data_dir_, log_), fonts_(std::move(font_regular), std::move(font_bold), log_) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
}

Gfx::~Gfx() = default;

void Gfx::clear(Colour c) {
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderClear(renderer_);
}

void Gfx::fill_rect(SDL_FRect r, Colour c) {
    if (c.a == 0 || r.w <= 0 || r.h <= 0) return;
    if (c.a == 255 || r.w * r.h < 4096) {
        SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
        SDL_RenderFillRectF(renderer_, &r);
        return;
    }
    // Large translucent fills (panels, shades, bars): SDL's software renderer blends a plain
    // texture copy about four times faster than a blended fill, so copy from a cached strip of
    // the colour, tiled without scaling.
    SDL_Texture* strip = colour_strip(c);
    if (!strip) {
        SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
        SDL_RenderFillRectF(renderer_, &r);
        return;
    }
    const int x = static_cast<int>(std::lround(r.x)), y0 = static_cast<int>(std::lround(r.y));
    const int w = std::min(static_cast<int>(std::lround(r.w)), kLogicalWidth);
    const int h = static_cast<int>(std::lround(r.h));
    for (int y = 0; y < h; y += kStripHeight) {
        const int sh = std::min(kStripHeight, h - y);
        const SDL_Rect src{0, 0, w, sh};
        const SDL_Rect dst{x, y0 + y, w, sh};
        SDL_RenderCopy(renderer_, strip, &src, &dst);
    }
}

SDL_Texture* Gfx::colour_strip(Colour c) {
    const Uint32 key = (static_cast<Uint32>(c.r) << 24) | (static_cast<Uint32>(c.g) << 16) |
                       (static_cast<Uint32>(c.b) << 8) | c.a;
    auto it = strips_.find(key);
    if (it != strips_.end()) return it->second.get();
    if (strips_.size() >= 24) strips_.clear(); // a handful of panel colours is the norm
    SurfacePtr surf(
        SDL_CreateRGBSurfaceWithFormat(0, kLogicalWidth, kStripHeight, 32, SDL_PIXELFORMAT_ARGB8888));
    SDL_Texture* tex = nullptr;
    if (surf) {
        SDL_FillRect(surf.get(), nullptr, SDL_MapRGBA(surf->format, c.r, c.g, c.b, c.a));
        tex = SDL_CreateTextureFromSurface(renderer_, surf.get());
        if (tex) SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
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
    }
    return (shapes_[key] = TexturePtr(tex)).get();
}

void Gfx::corners(SDL_Texture* tex, SDL_FRect r, float rad, Colour c) {
    SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(tex, c.a);
    int tw = 0;
    SDL_QueryTexture(tex, nullptr, nullptr, &tw, nullptr);
    const int h = tw / 2;
    const SDL_Rect src[4] = {{0, 0, h, h}, {h, 0, h, h}, {0, h, h, h}, {h, h, h, h}};
    const SDL_FRect dst[4] = {{r.x, r.y, rad, rad},
                              {r.x + r.w - rad, r.y, rad, rad},
                              {r.x, r.y + r.h - rad, rad, rad},
                              {r.x + r.w - rad, r.y + r.h - rad, rad, rad}};
    for (int i = 0; i < 4; ++i) SDL_RenderCopyF(renderer_, tex, &src[i], &dst[i]);
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
    SDL_Vertex v[6] = {{{x1 + nx, y1 + ny}, col, {0, 0}}, {{x2 + nx, y2 + ny}, col, {0, 0}},
                       {{x2 - nx, y2 - ny}, col, {0, 0}}, {{x1 + nx, y1 + ny}, col, {0, 0}},
                       {{x2 - nx, y2 - ny}, col, {0, 0}}, {{x1 - nx, y1 - ny}, col, {0, 0}}};
    SDL_RenderGeometry(renderer_, nullptr, v, 6, nullptr, 0);
    // Round caps so joined segments look continuous.
    circle(x1, y1, thickness / 2, c);
    circle(x2, y2, thickness / 2, c);
}

void Gfx::circle(float cx, float cy, float radius, Colour c) {
    if (radius <= 0) return;
    SDL_Texture* tex = shape_texture(static_cast<int>(std::ceil(radius)), 0);
    SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(tex, c.a);
    const SDL_FRect dst{cx - radius, cy - radius, 2 * radius, 2 * radius};
    SDL_RenderCopyF(renderer_, tex, nullptr, &dst);
}

void Gfx::ring(float cx, float cy, float radius, float thickness, Colour c) {
    const float outer = radius + thickness / 2;
    if (outer <= 0) return;
    SDL_Texture* tex = shape_texture(static_cast<int>(std::ceil(outer)),
                                     std::max(1, static_cast<int>(std::round(thickness))));
    SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(tex, c.a);
    const SDL_FRect dst{cx - outer, cy - outer, 2 * outer, 2 * outer};
    SDL_RenderCopyF(renderer_, tex, nullptr, &dst);
}

void Gfx::vertical_gradient(SDL_FRect r, Colour top, Colour bottom) {
    const SDL_Color t = sdl(top), b = sdl(bottom);
    SDL_Vertex v[6] = {
        {{r.x, r.y}, t, {0, 0}}, {{r.x + r.w, r.y}, t, {0, 0}},       {{r.x + r.w, r.y + r.h}, b, {0, 0}},
        {{r.x, r.y}, t, {0, 0}}, {{r.x + r.w, r.y + r.h}, b, {0, 0}}, {{r.x, r.y + r.h}, b, {0, 0}}};
    SDL_RenderGeometry(renderer_, nullptr, v, 6, nullptr, 0);
}

bool Gfx::sprite(const std::string& atlas_name, const std::string& frame, SDL_FRect dst, float alpha,
                 Colour tint, double angle) {
    const Atlas& atlas = atlases_.get(atlas_name);
    const SDL_Rect* src = atlas.frame(frame);
    if (!atlas.texture || !src) return false;
    SDL_SetTextureAlphaMod(atlas.texture, static_cast<Uint8>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f));
    SDL_SetTextureColorMod(atlas.texture, tint.r, tint.g, tint.b);
    if (angle == 0)
        SDL_RenderCopyF(renderer_, atlas.texture, src, &dst);
    else
        SDL_RenderCopyExF(renderer_, atlas.texture, src, &dst, angle, nullptr, SDL_FLIP_NONE);
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

bool Gfx::nine_slice(const std::string& atlas_name, const std::string& frame, SDL_FRect d, int border,
                     float alpha, Colour tint) {
    const Atlas& atlas = atlases_.get(atlas_name);
    const SDL_Rect* s = atlas.frame(frame);
    if (!atlas.texture || !s) return false;
    SDL_SetTextureAlphaMod(atlas.texture, static_cast<Uint8>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f));
    SDL_SetTextureColorMod(atlas.texture, tint.r, tint.g, tint.b);
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
                SDL_RenderCopyF(renderer_, atlas.texture, &src, &dst);
        }
    return true;
}

bool Gfx::image(const std::string& relative_path, SDL_FRect dst, float alpha) {
    SDL_Texture* t = textures_.get(relative_path);
    if (!t) return false;
    SDL_SetTextureAlphaMod(t, static_cast<Uint8>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f));
    SDL_RenderCopyF(renderer_, t, nullptr, &dst);
    return true;
}

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
        }
    }
    auto& stored = text_cache_[key] = std::move(e);
    return stored.texture ? &stored : nullptr;
}

TextSize Gfx::measure(std::string_view s, int size, bool bold) {
    TextEntry* e = text_entry(s, size, bold, Colour{255, 255, 255, 255});
    return e ? TextSize{static_cast<float>(e->w), static_cast<float>(e->h)} : TextSize{};
}

TextSize Gfx::text(std::string_view s, float x, float y, int size, Colour c, Align align, bool bold) {
    TextEntry* e = text_entry(s, size, bold, c);
    if (!e) return {};
    const float w = static_cast<float>(e->w), h = static_cast<float>(e->h);
    if (align == Align::Centre) x -= w / 2;
    if (align == Align::Right) x -= w;
    SDL_SetTextureAlphaMod(e->texture.get(), c.a);
    SDL_FRect dst{std::round(x), std::round(y), w, h};
    SDL_RenderCopyF(renderer_, e->texture.get(), nullptr, &dst);
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

void Gfx::end_frame() {
    ++frame_;
    if (text_cache_.size() <= kMaxCachedTexts) return;
    // Drop entries not used for a while (labels of scenes no longer shown, old scores).
    for (auto it = text_cache_.begin(); it != text_cache_.end();) {
        if (frame_ - it->second.last_used > 120)
            it = text_cache_.erase(it);
        else
            ++it;
    }
}

} // namespace tessera::app
