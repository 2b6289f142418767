// Shapes: clears, fills, rounded rectangles, lines, circles, rings, gradients and triangles,
// recorded as commands; clip rectangles.
#include "tessera/app/framework/gfx.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tessera::app {

namespace {
constexpr std::size_t kMaxStrips = 64;

SDL_Color sdl(Colour c) { return SDL_Color{c.r, c.g, c.b, c.a}; }
} // namespace

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
    if (layout_log_.enabled && c.a >= 150 && r.w >= 40 && r.h >= 24)
        layout_log_.panels.push_back({r, layout_log_.layer, {}});
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
    if (layout_log_.enabled && c.a >= 120) layout_log_.panels.push_back({r, layout_log_.layer, {}});
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

} // namespace tessera::app
