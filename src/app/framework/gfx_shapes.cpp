// Shapes: clears, fills, rounded rectangles, lines, circles, rings, gradients and triangles,
// recorded as commands in device pixels; clip rectangles. Rounded shapes are laid out in device
// pixels (corner radius, line thickness), so they are as sharp at 1.5 as at 1.
#include "tessera/app/framework/gfx.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tessera::app {

namespace {
constexpr std::size_t kMaxStrips = 64;

SDL_Color sdl(Colour c) { return SDL_Color{c.r, c.g, c.b, c.a}; }

// An edge pair to device pixels, keeping at least one pixel when the span is not empty.
void span(float from, float length, float scale, float& out_from, float& out_length) {
    const float a = to_device(from, scale), b = to_device(from + length, scale);
    out_from = a;
    out_length = b > a ? b - a : (length > 0 ? 1.0f : 0.0f);
}
} // namespace

SDL_FRect Gfx::device(const SDL_FRect& r) const {
    if (scale_ == 1) return r;
    SDL_FRect d;
    span(r.x, r.w, scale_, d.x, d.w);
    span(r.y, r.h, scale_, d.y, d.h);
    return d;
}

SDL_Rect Gfx::device(const SDL_Rect& r) const {
    if (scale_ == 1) return r;
    const SDL_FRect d = device(SDL_FRect{static_cast<float>(r.x), static_cast<float>(r.y),
                                         static_cast<float>(r.w), static_cast<float>(r.h)});
    return {static_cast<int>(d.x), static_cast<int>(d.y), static_cast<int>(d.w), static_cast<int>(d.h)};
}

SDL_FRect Gfx::device_copy(const SDL_FRect& r, int src_w, int src_h) const {
    SDL_FRect d = device(r);
    if (scale_ == 1) return d;
    if (std::abs(d.w - static_cast<float>(src_w)) <= 1 && std::abs(d.h - static_cast<float>(src_h)) <= 1)
        d.w = static_cast<float>(src_w), d.h = static_cast<float>(src_h);
    return d;
}

void Gfx::clear(Colour c) {
    DrawCmd cmd;
    cmd.op = DrawOp::Clear;
    cmd.blend = SDL_BLENDMODE_NONE;
    cmd.colour = c;
    // Inside a canvas: the canvas, whatever the frame's size.
    cmd.bounds = recording_ ? screen_ : SDL_Rect{0, 0, 1 << 14, 1 << 14};
    submit(cmd);
}

void Gfx::fill_device(SDL_FRect r, Colour c, SDL_BlendMode blend) {
    if ((blend == SDL_BLENDMODE_BLEND && c.a == 0) || !(r.w > 0) || !(r.h > 0)) return;
    DrawCmd cmd;
    cmd.op = DrawOp::Fill;
    cmd.blend = blend;
    cmd.colour = c;
    cmd.dst = r;
    cmd.bounds = bounds_of(r);
    submit(cmd);
}

void Gfx::fill_rect(SDL_FRect r, Colour c) {
    if (c.a == 0 || !(r.w > 0) || !(r.h > 0)) return;
    if (layout_log_.enabled && c.a >= 150 && r.w >= 40 && r.h >= 24)
        layout_log_.panels.push_back({r, layout_log_.layer, {}, layout_log_.drawn++});
    fill_device(device(r), c, SDL_BLENDMODE_BLEND);
}

void Gfx::solid_rect(SDL_FRect r, Colour c) {
    if (!(r.w > 0) || !(r.h > 0)) return;
    fill_device(device(r), c, SDL_BLENDMODE_NONE);
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
    for (const SDL_FRect& r : rects) {
        list.rects.push_back(device(r));
        cmd.bounds = unite(cmd.bounds, bounds_of(list.rects.back()));
    }
    submit(cmd);
    if (!recording_) list.rects.resize(cmd.first);
}

void Gfx::triangles(const std::vector<SDL_Vertex>& vertices) { geometry(vertices, scale_); }

void Gfx::geometry(const std::vector<SDL_Vertex>& vertices, float scale) {
    if (vertices.size() < 3) return;
    DrawList& list = lists_[current_];
    DrawCmd cmd;
    cmd.op = DrawOp::Geometry;
    cmd.first = static_cast<std::uint32_t>(list.vertices.size());
    cmd.count = static_cast<std::uint32_t>(vertices.size() / 3 * 3);
    list.vertices.insert(list.vertices.end(), vertices.begin(), vertices.begin() + cmd.count);
    if (scale != 1)
        for (std::uint32_t i = cmd.first; i < cmd.first + cmd.count; ++i) {
            list.vertices[i].position.x *= scale;
            list.vertices[i].position.y *= scale;
        }
    cmd.bounds = bounds_of(list.vertices.data() + cmd.first, cmd.count);
    submit(cmd);
    if (!recording_) list.vertices.resize(cmd.first);
}

void Gfx::push_clip(SDL_Rect r) {
    r = device(r);
    clips_.push_back(clips_.empty() ? r : intersect(clips_.back(), r));
}

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
    // Each side through the same edges as the rectangle, so the sides meet without seams.
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

// Rounded rectangles are laid out in device pixels: the rectangle's edges through device(), and
// a whole number of pixels for the radius and the line, so the corner textures meet the sides.
void Gfx::fill_rounded(SDL_FRect r, float radius, Colour c) {
    r = SDL_FRect{std::round(r.x), std::round(r.y), std::round(r.w), std::round(r.h)};
    if (layout_log_.enabled && c.a >= 120)
        layout_log_.panels.push_back({r, layout_log_.layer, {}, layout_log_.drawn++});
    r = device(r);
    const float rad = std::round(std::max(0.0f, std::min({radius * scale_, r.w / 2, r.h / 2})));
    if (rad < 1) return fill_device(r, c, SDL_BLENDMODE_BLEND);
    corners(shape_texture(static_cast<int>(rad), 0), r, rad, c);
    fill_device({r.x + rad, r.y, r.w - 2 * rad, rad}, c, SDL_BLENDMODE_BLEND);
    fill_device({r.x, r.y + rad, r.w, r.h - 2 * rad}, c, SDL_BLENDMODE_BLEND);
    fill_device({r.x + rad, r.y + r.h - rad, r.w - 2 * rad, rad}, c, SDL_BLENDMODE_BLEND);
}

void Gfx::outline_rounded(SDL_FRect r, float radius, Colour c, float t) {
    r = device(SDL_FRect{std::round(r.x), std::round(r.y), std::round(r.w), std::round(r.h)});
    t = std::max(1.0f, std::round(std::max(1.0f, std::round(t)) * scale_));
    const float rad = std::round(std::max(t, std::min({radius * scale_, r.w / 2, r.h / 2})));
    corners(shape_texture(static_cast<int>(rad), static_cast<int>(t)), r, rad, c);
    fill_device({r.x + rad, r.y, r.w - 2 * rad, t}, c, SDL_BLENDMODE_BLEND);
    fill_device({r.x + rad, r.y + r.h - t, r.w - 2 * rad, t}, c, SDL_BLENDMODE_BLEND);
    fill_device({r.x, r.y + rad, t, r.h - 2 * rad}, c, SDL_BLENDMODE_BLEND);
    fill_device({r.x + r.w - t, r.y + rad, t, r.h - 2 * rad}, c, SDL_BLENDMODE_BLEND);
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

// Discs and rings from a texture of their size on screen.
void Gfx::circle(float cx, float cy, float radius, Colour c) {
    if (radius <= 0) return;
    cx *= scale_, cy *= scale_, radius *= scale_;
    SDL_Texture* tex = shape_texture(static_cast<int>(std::ceil(radius)), 0);
    copy_texture(tex, 0, nullptr, {cx - radius, cy - radius, 2 * radius, 2 * radius}, c, SDL_BLENDMODE_BLEND);
}

void Gfx::ring(float cx, float cy, float radius, float thickness, Colour c) {
    const float outer = (radius + thickness / 2) * scale_;
    if (outer <= 0) return;
    cx *= scale_, cy *= scale_;
    SDL_Texture* tex = shape_texture(static_cast<int>(std::ceil(outer)),
                                     std::max(1, static_cast<int>(std::round(thickness * scale_))));
    copy_texture(tex, 0, nullptr, {cx - outer, cy - outer, 2 * outer, 2 * outer}, c, SDL_BLENDMODE_BLEND);
}

void Gfx::vertical_gradient(SDL_FRect r, Colour top, Colour bottom) {
    // Its edges where a fill of the same rectangle has them.
    r = device(r);
    const SDL_Color t = sdl(top), b = sdl(bottom);
    geometry({{{r.x, r.y}, t, {0, 0}},
              {{r.x + r.w, r.y}, t, {0, 0}},
              {{r.x + r.w, r.y + r.h}, b, {0, 0}},
              {{r.x, r.y}, t, {0, 0}},
              {{r.x + r.w, r.y + r.h}, b, {0, 0}},
              {{r.x, r.y + r.h}, b, {0, 0}}},
             1);
}

} // namespace tessera::app
