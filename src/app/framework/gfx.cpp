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
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderFillRectF(renderer_, &r);
}

void Gfx::outline_rect(SDL_FRect r, Colour c, float t) {
    fill_rect({r.x, r.y, r.w, t}, c);
    fill_rect({r.x, r.y + r.h - t, r.w, t}, c);
    fill_rect({r.x, r.y + t, t, r.h - 2 * t}, c);
    fill_rect({r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c);
}

void Gfx::fan(float cx, float cy, const std::vector<SDL_FPoint>& rim, Colour c) {
    if (rim.size() < 2) return;
    std::vector<SDL_Vertex> v;
    v.reserve(rim.size() * 3);
    const SDL_Color col = sdl(c);
    for (std::size_t i = 0; i < rim.size(); ++i) {
        const auto& a = rim[i];
        const auto& b = rim[(i + 1) % rim.size()];
        v.push_back({{cx, cy}, col, {0, 0}});
        v.push_back({a, col, {0, 0}});
        v.push_back({b, col, {0, 0}});
    }
    SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void Gfx::fill_rounded(SDL_FRect r, float radius, Colour c) {
    radius = std::max(0.0f, std::min({radius, r.w / 2, r.h / 2}));
    if (radius < 1) return fill_rect(r, c);
    std::vector<SDL_FPoint> rim;
    const int seg = 6;
    const SDL_FPoint centres[4] = {{r.x + r.w - radius, r.y + radius},
                                   {r.x + r.w - radius, r.y + r.h - radius},
                                   {r.x + radius, r.y + r.h - radius},
                                   {r.x + radius, r.y + radius}};
    for (int k = 0; k < 4; ++k) {
        const float start = -kPi / 2 + static_cast<float>(k) * kPi / 2;
        for (int i = 0; i <= seg; ++i) {
            const float a = start + (kPi / 2) * static_cast<float>(i) / seg;
            rim.push_back({centres[k].x + radius * std::cos(a), centres[k].y + radius * std::sin(a)});
        }
    }
    fan(r.x + r.w / 2, r.y + r.h / 2, rim, c);
}

void Gfx::outline_rounded(SDL_FRect r, float radius, Colour c, float t) {
    // Outline = the band between two rounded rects, drawn as quads between matching rim points.
    radius = std::max(t, std::min({radius, r.w / 2, r.h / 2}));
    const int seg = 6;
    auto rim_of = [&](SDL_FRect q, float rad) {
        std::vector<SDL_FPoint> rim;
        const SDL_FPoint centres[4] = {{q.x + q.w - rad, q.y + rad},
                                       {q.x + q.w - rad, q.y + q.h - rad},
                                       {q.x + rad, q.y + q.h - rad},
                                       {q.x + rad, q.y + rad}};
        for (int k = 0; k < 4; ++k) {
            const float start = -kPi / 2 + static_cast<float>(k) * kPi / 2;
            for (int i = 0; i <= seg; ++i) {
                const float a = start + (kPi / 2) * static_cast<float>(i) / seg;
                rim.push_back({centres[k].x + rad * std::cos(a), centres[k].y + rad * std::sin(a)});
            }
        }
        return rim;
    };
    const auto outer = rim_of(r, radius);
    const auto inner = rim_of({r.x + t, r.y + t, r.w - 2 * t, r.h - 2 * t}, std::max(0.5f, radius - t));
    std::vector<SDL_Vertex> v;
    const SDL_Color col = sdl(c);
    for (std::size_t i = 0; i < outer.size(); ++i) {
        const std::size_t j = (i + 1) % outer.size();
        v.push_back({outer[i], col, {0, 0}});
        v.push_back({outer[j], col, {0, 0}});
        v.push_back({inner[i], col, {0, 0}});
        v.push_back({inner[i], col, {0, 0}});
        v.push_back({outer[j], col, {0, 0}});
        v.push_back({inner[j], col, {0, 0}});
    }
    SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
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
    const int seg = std::clamp(static_cast<int>(radius), 10, 48);
    std::vector<SDL_FPoint> rim;
    rim.reserve(static_cast<std::size_t>(seg));
    for (int i = 0; i < seg; ++i) {
        const float a = 2 * kPi * static_cast<float>(i) / static_cast<float>(seg);
        rim.push_back({cx + radius * std::cos(a), cy + radius * std::sin(a)});
    }
    fan(cx, cy, rim, c);
}

void Gfx::ring(float cx, float cy, float radius, float thickness, Colour c) {
    const int seg = std::clamp(static_cast<int>(radius), 12, 64);
    std::vector<SDL_Vertex> v;
    const SDL_Color col = sdl(c);
    const float r0 = radius - thickness / 2, r1 = radius + thickness / 2;
    for (int i = 0; i < seg; ++i) {
        const float a = 2 * kPi * static_cast<float>(i) / static_cast<float>(seg);
        const float b = 2 * kPi * static_cast<float>(i + 1) / static_cast<float>(seg);
        SDL_FPoint p0{cx + r0 * std::cos(a), cy + r0 * std::sin(a)}, p1{cx + r1 * std::cos(a), cy + r1 * std::sin(a)};
        SDL_FPoint q0{cx + r0 * std::cos(b), cy + r0 * std::sin(b)}, q1{cx + r1 * std::cos(b), cy + r1 * std::sin(b)};
        v.push_back({p0, col, {0, 0}});
        v.push_back({p1, col, {0, 0}});
        v.push_back({q1, col, {0, 0}});
        v.push_back({p0, col, {0, 0}});
        v.push_back({q1, col, {0, 0}});
        v.push_back({q0, col, {0, 0}});
    }
    SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void Gfx::vertical_gradient(SDL_FRect r, Colour top, Colour bottom) {
    const SDL_Color t = sdl(top), b = sdl(bottom);
    SDL_Vertex v[6] = {{{r.x, r.y}, t, {0, 0}},         {{r.x + r.w, r.y}, t, {0, 0}},
                       {{r.x + r.w, r.y + r.h}, b, {0, 0}}, {{r.x, r.y}, t, {0, 0}},
                       {{r.x + r.w, r.y + r.h}, b, {0, 0}}, {{r.x, r.y + r.h}, b, {0, 0}}};
    SDL_RenderGeometry(renderer_, nullptr, v, 6, nullptr, 0);
}

bool Gfx::sprite(const std::string& atlas_name, const std::string& frame, SDL_FRect dst, float alpha, Colour tint,
                 double angle) {
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
    return sprite(atlas, frame, {v.x - sw / 2, v.y - sh / 2, sw, sh}, v.alpha * v.tint.a / 255.0f, tint, v.rotation);
}

bool Gfx::nine_slice(const std::string& atlas_name, const std::string& frame, SDL_FRect d, int border, float alpha,
                     Colour tint) {
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
            if (src.w > 0 && src.h > 0 && dst.w > 0 && dst.h > 0) SDL_RenderCopyF(renderer_, atlas.texture, &src, &dst);
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

Gfx::TextEntry* Gfx::text_entry(std::string_view s, int size, bool bold) {
    if (s.empty()) return nullptr;
    std::string key;
    key.reserve(s.size() + 8);
    key += std::to_string(size);
    key += bold ? 'b' : 'r';
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
        SurfacePtr surf(TTF_RenderUTF8_Blended(font, str.c_str(), SDL_Color{255, 255, 255, 255}));
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
    TextEntry* e = text_entry(s, size, bold);
    return e ? TextSize{static_cast<float>(e->w), static_cast<float>(e->h)} : TextSize{};
}

TextSize Gfx::text(std::string_view s, float x, float y, int size, Colour c, Align align, bool bold) {
    TextEntry* e = text_entry(s, size, bold);
    if (!e) return {};
    const float w = static_cast<float>(e->w), h = static_cast<float>(e->h);
    if (align == Align::Centre) x -= w / 2;
    if (align == Align::Right) x -= w;
    SDL_SetTextureColorMod(e->texture.get(), c.r, c.g, c.b);
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
        std::string_view paragraph = s.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
        std::string line;
        std::size_t i = 0;
        auto flush = [&] {
            TextSize t = line.empty() ? measure(" ", size, bold) : text(line, x, y + used, size, c, Align::Left, bold);
            used += t.h + line_gap;
            line.clear();
        };
        while (i <= paragraph.size()) {
            std::size_t sp = paragraph.find(' ', i);
            std::string_view word = paragraph.substr(i, sp == std::string_view::npos ? std::string_view::npos : sp - i);
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
