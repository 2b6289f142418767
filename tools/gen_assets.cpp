// Tessera procedural asset generator.
// Draws every sprite, preview, icon and background with a small software rasteriser
// (signed-distance shapes, 4x4 supersampling, gradients) and writes PNG atlases + JSON frame maps.
// Deterministic: no randomness at all.
//
// Build: g++ -std=c++20 -O2 tools/gen_assets.cpp $(sdl2-config --cflags --libs) -lSDL2_image -o
// /tmp/gen_assets Run:   /tmp/gen_assets [assets-dir]      (default: assets)
#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

namespace {

constexpr float kPi = 3.14159265358979f;

// ---------------------------------------------------------------- math
struct Vec2 {
    float x = 0, y = 0;
};
Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
Vec2 operator*(Vec2 a, float s) { return {a.x * s, a.y * s}; }
float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
float length(Vec2 a) { return std::sqrt(dot(a, a)); }
Vec2 normalised(Vec2 a) {
    float l = length(a);
    return l > 0 ? a * (1.0f / l) : a;
}
Vec2 rotated(Vec2 p, float a) {
    float c = std::cos(a), s = std::sin(a);
    return {p.x * c - p.y * s, p.x * s + p.y * c};
}
float clamp_to(float v, float lo, float hi) { return std::min(hi, std::max(lo, v)); }
float smoothstep(float e0, float e1, float x) {
    float t = clamp_to((x - e0) / (e1 - e0), 0, 1);
    return t * t * (3 - 2 * t);
}

// ---------------------------------------------------------------- colour
struct Colour {
    float r = 0, g = 0, b = 0, a = 1;
};
Colour hex(unsigned h, float a = 1) {
    return {((h >> 16) & 255) / 255.0f, ((h >> 8) & 255) / 255.0f, (h & 255) / 255.0f, a};
}
Colour mix(Colour a, Colour b, float t) {
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
}
Colour with_alpha(Colour c, float a) { return {c.r, c.g, c.b, a}; }
Colour lighten(Colour c, float t) { return mix(c, Colour{1, 1, 1, c.a}, t); }
Colour darken(Colour c, float t) { return mix(c, Colour{0, 0, 0, c.a}, t); }
Colour hsv(float h, float s, float v) {
    h = std::fmod(h, 1.0f);
    if (h < 0) h += 1;
    float i = std::floor(h * 6), f = h * 6 - i;
    float p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s);
    switch (int(i) % 6) {
    case 0:
        return {v, t, p, 1};
    case 1:
        return {q, v, p, 1};
    case 2:
        return {p, v, t, 1};
    case 3:
        return {p, q, v, 1};
    case 4:
        return {t, p, v, 1};
    default:
        return {v, p, q, 1};
    }
}
const Colour kWhite{1, 1, 1, 1};
const Colour kBlack{0, 0, 0, 1};

// ---------------------------------------------------------------- image
struct Image {
    int width = 0, height = 0;
    std::vector<float> pixels; // premultiplied RGBA
    Vec2 origin{0, 0};         // current transform: screen = origin + local * scale
    float scale = 1;
    Image() = default;
    Image(int w, int h) : width(w), height(h), pixels(size_t(w) * h * 4, 0.0f) {}
    Vec2 to_local(Vec2 s) const { return (s - origin) * (1.0f / scale); }
    void blend(int x, int y, float r, float g, float b, float a) {
        float* q = &pixels[(size_t(y) * width + x) * 4];
        float k = 1 - a;
        q[0] = r + q[0] * k;
        q[1] = g + q[1] * k;
        q[2] = b + q[2] * k;
        q[3] = a + q[3] * k;
    }
    void set_transform(Vec2 o, float s) {
        origin = o;
        scale = s;
    }
    void reset_transform() { set_transform({0, 0}, 1); }
};

using Shape = std::function<float(Vec2)>;
using Shader = std::function<Colour(Vec2)>;

// Fill the region sdf<0 with shader colours; 4x4 supersampling anti-aliases both the
// silhouette and any hard edges inside the shader (gem facets etc).
void fill(Image& image, const Shape& s, const Shader& sh, float opacity = 1) {
    const int kSamples = 4;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            float d = s(image.to_local({x + 0.5f, y + 0.5f})) * image.scale;
            if (d > 1.0f) continue;
            float r = 0, g = 0, b = 0, a = 0;
            for (int sy = 0; sy < kSamples; ++sy)
                for (int sx = 0; sx < kSamples; ++sx) {
                    Vec2 q = image.to_local({x + (sx + 0.5f) / kSamples, y + (sy + 0.5f) / kSamples});
                    if (s(q) >= 0) continue;
                    Colour c = sh(q);
                    r += c.r * c.a;
                    g += c.g * c.a;
                    b += c.b * c.a;
                    a += c.a;
                }
            float k = opacity / (kSamples * kSamples);
            if (a > 0) image.blend(x, y, r * k, g * k, b * k, a * k);
        }
}
void fill(Image& image, const Shape& s, Colour c, float opacity = 1) {
    fill(
        image, s, [c](Vec2) { return c; }, opacity);
}
// Soft-edged fill (shadows, glows): coverage falls off over `blur` pixels around the edge.
void fill_soft(Image& image, const Shape& s, Colour c, float blur) {
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            float d = s(image.to_local({x + 0.5f, y + 0.5f})) * image.scale;
            if (d > blur) continue;
            float cov = 1 - smoothstep(-blur, blur, d);
            float a = c.a * cov;
            if (a > 0) image.blend(x, y, c.r * a, c.g * a, c.b * a, a);
        }
}
// Radial glow with a gaussian-like falloff.
void glow(Image& image, Vec2 c, float radius, Colour col) {
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            float d = length(image.to_local({x + 0.5f, y + 0.5f}) - c) / radius;
            if (d >= 1) continue;
            float a = col.a * std::exp(-d * d * 4.5f) * (1 - d * d);
            image.blend(x, y, col.r * a, col.g * a, col.b * a, a);
        }
}

// ---------------------------------------------------------------- shapes
Shape circle(Vec2 c, float r) {
    return [=](Vec2 p) { return length(p - c) - r; };
}
Shape ellipse(Vec2 c, float rx, float ry, float ang = 0) {
    return [=](Vec2 p) {
        Vec2 q = rotated(p - c, -ang);
        return (length({q.x / rx, q.y / ry}) - 1) * std::min(rx, ry);
    };
}
Shape rounded_box(Vec2 c, Vec2 half, float r) {
    return [=](Vec2 p) {
        Vec2 q{std::fabs(p.x - c.x) - half.x + r, std::fabs(p.y - c.y) - half.y + r};
        Vec2 m{std::max(q.x, 0.0f), std::max(q.y, 0.0f)};
        return length(m) + std::min(std::max(q.x, q.y), 0.0f) - r;
    };
}
float polygon_distance(const std::vector<Vec2>& v, Vec2 p) {
    size_t n = v.size();
    float d = dot(p - v[0], p - v[0]);
    float s = 1;
    for (size_t i = 0, j = n - 1; i < n; j = i, ++i) {
        Vec2 e = v[j] - v[i], w = p - v[i];
        Vec2 b = w - e * clamp_to(dot(w, e) / dot(e, e), 0, 1);
        d = std::min(d, dot(b, b));
        bool c1 = p.y >= v[i].y, c2 = p.y<v[j].y, c3 = e.x * w.y> e.y * w.x;
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) s = -s;
    }
    return s * std::sqrt(d);
}
Shape polygon(std::vector<Vec2> v, float round = 0) {
    return [v = std::move(v), round](Vec2 p) { return polygon_distance(v, p) - round; };
}
Shape segment(Vec2 a, Vec2 b, float r) {
    return [=](Vec2 p) {
        Vec2 pa = p - a, ba = b - a;
        float h = clamp_to(dot(pa, ba) / dot(ba, ba), 0, 1);
        return length(pa - ba * h) - r;
    };
}
Shape polyline(std::vector<Vec2> pts, float r, bool closed = false) {
    return [=](Vec2 p) {
        float d = 1e9f;
        size_t n = pts.size();
        for (size_t i = 0; i + 1 < n + (closed ? 1 : 0); ++i) {
            Vec2 a = pts[i], b = pts[(i + 1) % n];
            Vec2 pa = p - a, ba = b - a;
            float h = clamp_to(dot(pa, ba) / dot(ba, ba), 0, 1);
            d = std::min(d, length(pa - ba * h));
        }
        return d - r;
    };
}
// Arc of `radius` around c from angle a0 to a1 (radians, y down, a0<a1), stroke half-width w.
Shape arc(Vec2 c, float radius, float a0, float a1, float w) {
    return [=](Vec2 p) {
        Vec2 q = p - c;
        float a = std::atan2(q.y, q.x);
        while (a < a0) a += 2 * kPi;
        if (a <= a1) return std::fabs(length(q) - radius) - w;
        Vec2 e0 = c + Vec2{std::cos(a0), std::sin(a0)} * radius,
             e1 = c + Vec2{std::cos(a1), std::sin(a1)} * radius;
        return std::min(length(p - e0), length(p - e1)) - w;
    };
}
Shape unite(Shape a, Shape b) {
    return [=](Vec2 p) { return std::min(a(p), b(p)); };
}
Shape intersect(Shape a, Shape b) {
    return [=](Vec2 p) { return std::max(a(p), b(p)); };
}
Shape subtract(Shape a, Shape b) {
    return [=](Vec2 p) { return std::max(a(p), -b(p)); };
}
Shape grow(Shape a, float r) {
    return [=](Vec2 p) { return a(p) - r; };
}
Shape stroke(Shape a, float w) {
    return [=](Vec2 p) { return std::fabs(a(p)) - w; };
}
Shape shift(Shape a, Vec2 d) {
    return [=](Vec2 p) { return a(p - d); };
}
// A shape defined in unit space, placed at centre c with scale s and rotation ang.
Shape place(Shape a, Vec2 c, float s, float ang = 0) {
    return [=](Vec2 p) { return a(rotated((p - c) * (1 / s), -ang)) * s; };
}

std::vector<Vec2> regular_polygon(int n, float r, float ang0, Vec2 c = {0, 0}) {
    std::vector<Vec2> v;
    for (int i = 0; i < n; ++i) {
        float a = ang0 + 2 * kPi * i / n;
        v.push_back(c + Vec2{std::cos(a), std::sin(a)} * r);
    }
    return v;
}
std::vector<Vec2> star_points(int n, float ro, float ri, Vec2 c = {0, 0}, float ang0 = -kPi / 2) {
    std::vector<Vec2> v;
    for (int i = 0; i < 2 * n; ++i) {
        float a = ang0 + kPi * i / n;
        v.push_back(c + Vec2{std::cos(a), std::sin(a)} * (i % 2 ? ri : ro));
    }
    return v;
}
std::vector<Vec2> heart_points(int n, float r, Vec2 c = {0, 0}) {
    std::vector<Vec2> v;
    for (int i = 0; i < n; ++i) {
        float t = 2 * kPi * i / n;
        float x = 16 * std::pow(std::sin(t), 3.0f);
        float y = -(13 * std::cos(t) - 5 * std::cos(2 * t) - 2 * std::cos(3 * t) - std::cos(4 * t));
        v.push_back(c + Vec2{x / 17.0f, (y + 2.5f) / 17.0f} * r);
    }
    return v;
}
std::vector<Vec2> scale_points(const std::vector<Vec2>& v, float s, Vec2 c = {0, 0}, Vec2 off = {0, 0}) {
    std::vector<Vec2> o;
    for (Vec2 p : v) o.push_back(c + (p - c) * s + off);
    return o;
}
std::vector<Vec2> map_points(const std::vector<Vec2>& v, Vec2 c, float s) {
    std::vector<Vec2> o;
    for (Vec2 p : v) o.push_back(c + p * s);
    return o;
}

Shader linear_gradient(Vec2 a, Vec2 b, Colour c0, Colour c1) {
    return [=](Vec2 p) {
        Vec2 ab = b - a;
        return mix(c0, c1, clamp_to(dot(p - a, ab) / dot(ab, ab), 0, 1));
    };
}
Shader radial_gradient(Vec2 c, float r, Colour c0, Colour c1) {
    return [=](Vec2 p) { return mix(c0, c1, clamp_to(length(p - c) / r, 0, 1)); };
}

// ---------------------------------------------------------------- output
bool save_png(const Image& image, const std::string& path) {
    SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, image.width, image.height, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) return false;
    SDL_LockSurface(s);
    for (int y = 0; y < image.height; ++y) {
        auto* row = static_cast<unsigned char*>(s->pixels) + y * s->pitch;
        for (int x = 0; x < image.width; ++x) {
            const float* q = &image.pixels[(size_t(y) * image.width + x) * 4];
            float a = clamp_to(q[3], 0, 1);
            for (int k = 0; k < 3; ++k)
                row[x * 4 + k] = (unsigned char)std::lround(clamp_to(a > 0 ? q[k] / a : 0, 0, 1) * 255);
            row[x * 4 + 3] = (unsigned char)std::lround(a * 255);
        }
    }
    SDL_UnlockSurface(s);
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    bool ok = IMG_SavePNG(s, path.c_str()) == 0;
    SDL_FreeSurface(s);
    if (!ok)
        std::fprintf(stderr, "failed to write %s: %s\n", path.c_str(), IMG_GetError());
    else
        std::printf("wrote %s (%dx%d)\n", path.c_str(), image.width, image.height);
    return ok;
}

void blit(Image& dst, const Image& src, int ox, int oy) {
    for (int y = 0; y < src.height; ++y)
        for (int x = 0; x < src.width; ++x) {
            const float* q = &src.pixels[(size_t(y) * src.width + x) * 4];
            if (q[3] > 0) dst.blend(ox + x, oy + y, q[0], q[1], q[2], q[3]);
        }
}

struct Atlas {
    std::string name;
    std::vector<std::pair<std::string, Image>> frames;
    void add(const std::string& n, Image image) { frames.emplace_back(n, std::move(image)); }
};

bool write_atlas(const Atlas& atlas, const std::string& dir, int width) {
    const int pad = 2;
    struct Spot {
        int x, y;
    };
    std::vector<Spot> pos;
    int x = pad, y = pad, row_height = 0;
    for (auto& [n, image] : atlas.frames) {
        if (x + image.width + pad > width) {
            x = pad;
            y += row_height + pad;
            row_height = 0;
        }
        pos.push_back({x, y});
        x += image.width + pad;
        row_height = std::max(row_height, image.height);
    }
    int height = y + row_height + pad;
    Image sheet(width, height);
    std::string json = "{\n  \"frames\": {\n";
    for (size_t i = 0; i < atlas.frames.size(); ++i) {
        auto& [n, image] = atlas.frames[i];
        blit(sheet, image, pos[i].x, pos[i].y);
        // Sanity check: a sprite that touches its frame edge is probably clipped.
        float edge = 0;
        for (int k = 0; k < image.width; ++k)
            edge = std::max({edge, image.pixels[size_t(k) * 4 + 3],
                             image.pixels[(size_t(image.height - 1) * image.width + k) * 4 + 3]});
        for (int k = 0; k < image.height; ++k)
            edge = std::max({edge, image.pixels[size_t(k) * image.width * 4 + 3],
                             image.pixels[(size_t(k) * image.width + image.width - 1) * 4 + 3]});
        if (edge > 0.06f && n != "tile_base") // tile_base fills its frame by design
            std::printf("note: %s/%s reaches its frame edge (alpha %.2f)\n", atlas.name.c_str(), n.c_str(),
                        edge);
        char buf[256];
        std::snprintf(buf, sizeof buf, "    \"%s\": {\"x\": %d, \"y\": %d, \"w\": %d, \"h\": %d}%s\n",
                      n.c_str(), pos[i].x, pos[i].y, image.width, image.height,
                      i + 1 < atlas.frames.size() ? "," : "");
        json += buf;
    }
    json += "  }\n}\n";
    std::string base = dir + "/sprites/" + atlas.name;
    if (!save_png(sheet, base + ".png")) return false;
    if (const char* cdir = std::getenv("GEN_ASSETS_CONTACT")) {
        // Debug aid: the atlas atlas 2x over a two-tone backdrop, for eyeballing.
        Image big(width * 2, height * 2);
        for (int y = 0; y < big.height; ++y)
            for (int x = 0; x < big.width; ++x) {
                float g = x < big.width / 2 ? 0.32f : 0.75f;
                const float* q = &sheet.pixels[(size_t(y / 2) * width + x / 2) * 4];
                float* d = &big.pixels[(size_t(y) * big.width + x) * 4];
                for (int k = 0; k < 3; ++k) d[k] = q[k] + g * (1 - q[3]);
                d[3] = 1;
            }
        save_png(big, std::string(cdir) + "/contact_" + atlas.name + ".png");
    }
    std::ofstream(base + ".json") << json;
    return true;
}

// ---------------------------------------------------------------- palette (gem/block hue order)
struct Hue {
    Colour base, light, dark;
};
const Hue kHues[8] = {
    {hex(0xE8363C), hex(0xFFB3AE), hex(0x5E0710)}, // red
    {hex(0xFF8A1F), hex(0xFFD9A8), hex(0x6B2600)}, // orange
    {hex(0xFFD21F), hex(0xFFF8C4), hex(0x7A4A00)}, // yellow
    {hex(0x2DBE4E), hex(0xB8F5C2), hex(0x08401A)}, // green
    {hex(0x1FC8E0), hex(0xC4F6FF), hex(0x064A5C)}, // cyan
    {hex(0x2F6BF0), hex(0xB9CFFF), hex(0x0A1E66)}, // blue
    {hex(0x9B45E0), hex(0xE4C6FF), hex(0x33105A)}, // purple
    {hex(0xF7C9DE), hex(0xFFFFFF), hex(0x8A3D62)}, // white / pink
};

// ---------------------------------------------------------------- gems
struct GemShape {
    Shape silhouette;        // unit silhouette
    std::vector<Vec2> facet; // unit outer facet vertices, increasing angle
    Shape table;             // unit table region
    Vec2 centre{0, 0};
};

GemShape gem_shape(int i) {
    GemShape g;
    switch (i) {
    case 0: // round brilliant
        g.silhouette = circle({0, 0}, 0.93f);
        g.facet = regular_polygon(12, 0.93f, -kPi / 2);
        g.table = polygon(regular_polygon(8, 0.52f, -kPi / 2 + kPi / 8, {0, -0.04f}));
        break;
    case 1: { // trillion (triangle)
        auto t = regular_polygon(3, 1.08f, -kPi / 2, {0, 0.14f});
        g.silhouette = polygon(scale_points(t, 0.9f, {0, 0.14f}), 0.09f);
        g.facet = t;
        g.table = polygon(scale_points(t, 0.46f, {0, 0.14f}, {0, -0.02f}), 0.03f);
        g.centre = {0, 0.14f};
        break;
    }
    case 2: { // emerald cut square
        float h = 0.82f, c = 0.24f;
        std::vector<Vec2> o = {{-h + c, -h}, {h - c, -h}, {h, -h + c}, {h, h - c},
                               {h - c, h},   {-h + c, h}, {-h, h - c}, {-h, -h + c}};
        g.silhouette = polygon(o, 0.03f);
        g.facet = {o[7], o[0], o[1], o[2], o[3], o[4], o[5], o[6]};
        g.table = polygon(scale_points(o, 0.56f, {0, 0}, {0, -0.03f}));
        break;
    }
    case 3: { // rhombus
        std::vector<Vec2> d = {{0, -1.0f}, {0.8f, 0}, {0, 1.0f}, {-0.8f, 0}};
        g.silhouette = polygon(scale_points(d, 0.94f), 0.05f);
        g.facet = d;
        g.table = polygon(scale_points(d, 0.48f, {0, 0}, {0, -0.03f}), 0.02f);
        break;
    }
    case 4: { // star
        auto s = star_points(5, 1.02f, 0.5f, {0, 0.05f});
        g.silhouette = polygon(scale_points(s, 0.93f, {0, 0.05f}), 0.06f);
        g.facet = s;
        g.table = polygon(regular_polygon(5, 0.34f, -kPi / 2, {0, 0.03f}));
        g.centre = {0, 0.05f};
        break;
    }
    case 5: { // octagon
        auto o = regular_polygon(8, 0.95f, -kPi / 2 + kPi / 8);
        g.silhouette = polygon(scale_points(o, 0.97f), 0.03f);
        g.facet = o;
        g.table = polygon(scale_points(o, 0.54f, {0, 0}, {0, -0.03f}));
        break;
    }
    case 6: { // heart
        auto hp = heart_points(72, 0.93f, {0, -0.02f});
        g.silhouette = polygon(hp);
        std::vector<Vec2> f;
        for (int k = 0; k < 14; ++k) {
            // sample facets by angle from the centre
            float a = -kPi + 2 * kPi * (k + 0.5f) / 14;
            Vec2 dir{std::cos(a), std::sin(a)};
            float lo = 0, hi = 2;
            for (int it = 0; it < 30; ++it) {
                float m = (lo + hi) / 2;
                (polygon_distance(hp, Vec2{0, 0.1f} + dir * m) < 0 ? lo : hi) = m;
            }
            f.push_back(Vec2{0, 0.1f} + dir * lo);
        }
        g.facet = f;
        g.table = polygon(scale_points(hp, 0.46f, {0, 0.1f}, {0, -0.02f}));
        g.centre = {0, 0.1f};
        break;
    }
    default: { // hexagon
        auto h = regular_polygon(6, 0.97f, -kPi / 2);
        g.silhouette = polygon(scale_points(h, 0.97f), 0.04f);
        g.facet = h;
        g.table = polygon(scale_points(h, 0.52f, {0, 0}, {0, -0.03f}));
        break;
    }
    }
    return g;
}

void sparkle(Image& image, Vec2 c, float r, float a = 0.95f) {
    fill(image, polygon(star_points(4, r, r * 0.22f, c)), with_alpha(kWhite, a));
    glow(image, c, r * 0.9f, with_alpha(kWhite, 0.5f * a));
}

// Draw gem i centred at c with radius radius in the current transform.
void draw_gem(Image& image, int i, Vec2 c, float radius) {
    GemShape g = gem_shape(i);
    const Hue& h = kHues[i];
    Shape silhouette = place(g.silhouette, c, radius);
    Shape tab = place(g.table, c, radius);
    std::vector<Vec2> fp = map_points(g.facet, c, radius);
    Vec2 gc = c + g.centre * radius;
    size_t n = fp.size();
    std::vector<float> ang(n);
    std::vector<Vec2> nrm(n);
    for (size_t k = 0; k < n; ++k) {
        ang[k] = std::atan2(fp[k].y - gc.y, fp[k].x - gc.x);
        Vec2 e = fp[(k + 1) % n] - fp[k];
        Vec2 nn = normalised({e.y, -e.x});
        Vec2 mid = (fp[k] + fp[(k + 1) % n]) * 0.5f - gc;
        if (dot(nn, mid) < 0) nn = nn * -1;
        nrm[k] = nn;
    }
    const Vec2 light_dir = normalised({-0.55f, -0.85f});
    // shadow
    fill_soft(image, shift(grow(silhouette, radius * 0.02f), {radius * 0.03f, radius * 0.09f}),
              with_alpha(kBlack, 0.38f), radius * 0.09f);
    // outline
    fill(image, grow(silhouette, std::max(1.2f, radius * 0.035f)), with_alpha(darken(h.dark, 0.25f), 0.95f));
    // facets + table
    fill(image, silhouette, [&](Vec2 p) -> Colour {
        float td = tab(p);
        if (td < 0) {
            float t = clamp_to((p.y - (c.y - radius * 0.6f)) / (radius * 1.2f), 0, 1);
            Colour top = mix(h.base, h.light, 0.55f), bot = mix(h.base, h.dark, 0.08f);
            return mix(top, bot, t);
        }
        float a = std::atan2(p.y - gc.y, p.x - gc.x);
        size_t k = 0;
        float frac = 0;
        for (size_t j = 0; j < n; ++j) {
            float a0 = ang[j], a1 = ang[(j + 1) % n];
            float span = a1 - a0;
            while (span <= 0) span += 2 * kPi;
            float da = a - a0;
            while (da < 0) da += 2 * kPi;
            if (da <= span) {
                k = j;
                frac = da / span;
                break;
            }
        }
        float b = 0.5f + 0.5f * dot(nrm[k], light_dir) + (frac < 0.5f ? 0.07f : -0.07f);
        // faint radial darkening toward the rim
        float rim = clamp_to(-silhouette(p) / (radius * 0.25f), 0, 1);
        b = b * (0.85f + 0.15f * rim);
        if (b > 0.5f) return mix(h.base, h.light, (b - 0.5f) * 2 * 0.7f);
        return mix(h.base, h.dark, (0.5f - b) * 2 * 0.65f);
    });
    // table rim highlight
    fill(image, intersect(stroke(tab, std::max(0.5f, radius * 0.015f)), silhouette),
         with_alpha(h.light, 0.55f));
    // glossy highlight
    Shape gl = intersect(ellipse(c + Vec2{-0.22f, -0.45f} * radius, radius * 0.5f, radius * 0.22f, -0.35f),
                         grow(silhouette, -radius * 0.06f));
    fill(image, gl,
         linear_gradient(c + Vec2{0, -0.7f} * radius, c + Vec2{0, -0.2f} * radius, with_alpha(kWhite, 0.7f),
                         with_alpha(kWhite, 0.05f)));
    sparkle(image, c + Vec2{-0.38f, -0.34f} * radius, radius * 0.2f);
}

Image gem_sprite(int i) {
    Image image(96, 96);
    draw_gem(image, i, {48, 46}, 40);
    return image;
}

Image line_overlay(bool vertical) {
    Image image(96, 96);
    auto orient = [vertical](Vec2 p) { return vertical ? Vec2{p.y, p.x} : p; };
    // glowing band
    Shape band = [=](Vec2 p) {
        Vec2 q = orient(p);
        return rounded_box({48, 48}, {40, 9}, 9)(q);
    };
    fill_soft(image, band, with_alpha(hex(0xFFF3B0), 0.55f), 7);
    for (int k = -1; k <= 1; ++k) {
        Shape stripe = [=](Vec2 p) {
            Vec2 q = orient(p);
            return rounded_box({48, 48.0f + k * 6.5f}, {33, 1.6f}, 1.6f)(q);
        };
        fill(image, stripe, with_alpha(kWhite, k == 0 ? 0.95f : 0.75f));
    }
    // arrow heads at both ends
    for (int s = -1; s <= 1; s += 2) {
        std::vector<Vec2> tri = {{48 + s * 42.0f, 48}, {48 + s * 30.0f, 37}, {48 + s * 30.0f, 59}};
        Shape t = [=](Vec2 p) { return polygon_distance(tri, orient(p)) - 1.5f; };
        fill(image, grow(t, 1.5f), with_alpha(hex(0x7A4A00), 0.8f));
        fill(image, t, kWhite);
    }
    return image;
}

Image bomb_overlay() {
    Image image(96, 96);
    Shape frame = stroke(rounded_box({48, 48}, {39, 39}, 15), 3);
    fill_soft(image, stroke(rounded_box({48, 48}, {39, 39}, 15), 4), with_alpha(hex(0xFFB347), 0.8f), 5);
    fill(image, frame, linear_gradient({0, 6}, {0, 90}, hex(0xFFF1C1), hex(0xFF8A1F)));
    // corner sparks hint at the 3x3 blast
    for (Vec2 c : {Vec2{14, 14}, Vec2{82, 14}, Vec2{14, 82}, Vec2{82, 82}}) sparkle(image, c, 7);
    // bomb badge bottom right
    Vec2 b{70, 70};
    fill_soft(image, circle(b + Vec2{1, 2}, 13), with_alpha(kBlack, 0.45f), 3);
    fill(image, circle(b, 13.5f), hex(0x0E0E16));
    fill(image, circle(b, 12), radial_gradient(b + Vec2{-4, -4}, 16, hex(0x50506A), hex(0x14141E)));
    fill(image, ellipse(b + Vec2{-4, -5}, 5, 3, -0.6f), with_alpha(kWhite, 0.55f));
    fill(image, rounded_box(b + Vec2{6, -10}, {3.5f, 3}, 1), hex(0x3A3A48), 1);
    fill(image, arc(b + Vec2{15, -10}, 6, kPi, kPi * 1.45f, 1.3f), hex(0xC9A26B));
    glow(image, b + Vec2{13, -17}, 9, with_alpha(hex(0xFFD04A), 0.95f));
    sparkle(image, b + Vec2{13, -17}, 5);
    return image;
}

Image colour_bomb() {
    Image image(96, 96);
    Vec2 c{48, 46};
    float radius = 38;
    fill_soft(image, circle(c + Vec2{1, 4}, radius), with_alpha(kBlack, 0.4f), 4);
    fill(image, circle(c, radius + 1.5f), hex(0x1A1030));
    fill(image, circle(c, radius), [&](Vec2 p) {
        Vec2 q = p - c;
        float a = std::atan2(q.y, q.x) / (2 * kPi) + 0.5f;
        float r = length(q) / radius;
        Colour col = hsv(a + r * 0.15f, 0.78f, 1.0f);
        // spherical shading
        float shade = clamp_to(
            1.0f - 0.55f * smoothstep(0.4f, 1.0f,
                                      length(q + Vec2{radius * 0.3f, radius * 0.35f}) / (radius * 1.3f)),
            0, 1);
        col = darken(col, 1 - shade);
        return mix(lighten(col, 0.5f), col, smoothstep(0.0f, 0.6f, r));
    });
    // dark core swirl dots
    for (int k = 0; k < 6; ++k) {
        Vec2 d = c + rotated({radius * 0.55f, 0}, k * kPi / 3 + 0.3f);
        fill(image, circle(d, 3.2f), with_alpha(kWhite, 0.85f));
    }
    fill(image, circle(c, 9), radial_gradient(c + Vec2{-2, -2}, 10, kWhite, hex(0xF0E0FF)));
    fill(image, ellipse(c + Vec2{-12, -20}, 16, 8, -0.5f),
         linear_gradient(c + Vec2{0, -30}, c + Vec2{0, -12}, with_alpha(kWhite, 0.75f),
                         with_alpha(kWhite, 0.05f)));
    sparkle(image, c + Vec2{-18, -16}, 7);
    sparkle(image, c + Vec2{22, 18}, 5, 0.8f);
    return image;
}

// ---------------------------------------------------------------- blocks
void draw_block(Image& image, int i) {
    const Hue& h = kHues[i];
    Vec2 c{40, 39};
    Shape body = rounded_box(c, {36, 36}, 13);
    fill_soft(image, rounded_box(c + Vec2{0, 2.5f}, {35, 35}, 13), with_alpha(kBlack, 0.4f), 2.5f);
    fill(image, grow(body, 1.2f), with_alpha(darken(h.dark, 0.2f), 0.95f));
    fill(image, body,
         linear_gradient({0, 2}, {0, 76}, mix(h.base, h.light, 0.45f), mix(h.base, h.dark, 0.35f)));
    Shape face = rounded_box(c, {30, 30}, 9);
    fill(image, face,
         linear_gradient({0, 9}, {0, 69}, mix(h.base, h.dark, 0.06f), mix(h.base, h.light, 0.12f)));
    // star emboss
    Shape star = polygon(star_points(5, 19, 8.3f, c + Vec2{0, 1.5f}), 1.2f);
    fill(image, shift(star, {1.4f, 1.8f}), with_alpha(mix(h.base, h.dark, 0.6f), 0.95f));
    fill(image, shift(star, {-1.1f, -1.3f}), with_alpha(mix(h.base, h.light, 0.85f), 1.0f));
    fill(image, star,
         linear_gradient({0, 20}, {0, 62}, mix(h.base, h.light, 0.5f), mix(h.base, h.light, 0.12f)));
    // gloss
    Shape gl = intersect(ellipse(c + Vec2{0, -24}, 34, 17), grow(body, -3));
    fill(image, gl, linear_gradient({0, 4}, {0, 30}, with_alpha(kWhite, 0.55f), with_alpha(kWhite, 0.06f)));
    sparkle(image, {15, 14}, 5, 0.85f);
}
Image block_sprite(int i) {
    Image image(80, 80);
    draw_block(image, i);
    return image;
}
Image tile_back() {
    Image image(80, 80);
    Vec2 c{40, 39};
    Shape body = rounded_box(c, {36, 36}, 13);
    fill_soft(image, rounded_box(c + Vec2{0, 2.5f}, {35, 35}, 13), with_alpha(kBlack, 0.4f), 2.5f);
    fill(image, grow(body, 1.2f), hex(0x141A30));
    fill(image, body, [&](Vec2 p) {
        Colour a = hex(0x3B4A7A), b = hex(0x2C3862);
        float u = (p.x + p.y) / 11.3f, v = (p.x - p.y) / 11.3f;
        bool chk = (int(std::floor(u)) + int(std::floor(v))) & 1;
        Colour col = chk ? a : b;
        return mix(lighten(col, 0.12f), darken(col, 0.15f), clamp_to(p.y / 80, 0, 1));
    });
    fill(image, stroke(rounded_box(c, {30, 30}, 9), 1.1f), with_alpha(hex(0xA9B8FF), 0.55f));
    fill(image, polygon({{40, 22}, {57, 39}, {40, 56}, {23, 39}}, 2), hex(0x1B2344));
    fill(image, polygon({{40, 26}, {53, 39}, {40, 52}, {27, 39}}, 1),
         linear_gradient({0, 26}, {0, 52}, hex(0xC9D4FF), hex(0x7D8FD6)));
    Shape gl = intersect(ellipse(c + Vec2{0, -24}, 34, 17), grow(body, -3));
    fill(image, gl, linear_gradient({0, 4}, {0, 30}, with_alpha(kWhite, 0.35f), with_alpha(kWhite, 0.03f)));
    return image;
}

// ---------------------------------------------------------------- glyphs (colour-blind aids)
Shape glyph_shape(int i, Vec2 c, float s) {
    // s: nominal radius
    switch (i) {
    case 0:
        return circle(c, s * 0.9f);
    case 1:
        return polygon(regular_polygon(3, s * 0.95f, -kPi / 2, c + Vec2{0, s * 0.16f}), s * 0.1f);
    case 2:
        return rounded_box(c, {s * 0.8f, s * 0.8f}, s * 0.16f);
    case 3:
        return polygon({c + Vec2{0, -s * 0.98f}, c + Vec2{s * 0.78f, 0}, c + Vec2{0, s * 0.98f},
                        c + Vec2{-s * 0.78f, 0}},
                       s * 0.06f);
    case 4:
        return polygon(star_points(5, s * 1.02f, s * 0.45f, c + Vec2{0, s * 0.05f}), s * 0.06f);
    case 5:
        return unite(rounded_box(c, {s * 0.9f, s * 0.32f}, s * 0.1f),
                     rounded_box(c, {s * 0.32f, s * 0.9f}, s * 0.1f));
    case 6:
        return polygon(heart_points(64, s * 0.95f, c - Vec2{0, s * 0.04f}));
    default:
        return polygon(regular_polygon(6, s * 0.95f, -kPi / 2, c), s * 0.06f);
    }
}
void draw_glyph(Image& image, int i, Vec2 c, float s, float outline) {
    Shape g = glyph_shape(i, c, s);
    fill_soft(image, shift(grow(g, outline), {0, 1}), with_alpha(kBlack, 0.35f), outline);
    fill(image, grow(g, outline), with_alpha(hex(0x14141F), 0.92f));
    fill(image, g, kWhite);
}
Image glyph_sprite(int i) {
    Image image(48, 48);
    draw_glyph(image, i, {24, 24}, 17, 3);
    return image;
}

// ---------------------------------------------------------------- mahjong-like tiles
void draw_tile_base(Image& image) {
    // face spans (1,1)-(81,93); thickness extends 6px right/down
    Vec2 c{41, 47};
    Vec2 half{40, 46};
    Shape face_shape = rounded_box(c, half, 9);
    Shape side = [=](Vec2 p) {
        float d = 1e9f;
        for (int k = 0; k <= 12; ++k) d = std::min(d, rounded_box(c + Vec2{k * 0.5f, k * 0.5f}, half, 9)(p));
        return d;
    };
    fill(image, grow(side, 0.8f), hex(0x5C4A2A));
    fill(image, side, linear_gradient({20, 20}, {88, 100}, hex(0xE3D3A6), hex(0xA88C52)));
    // a thin dark seam between body and face
    fill(image, grow(face_shape, 0.9f), hex(0x8C7444));
    fill(image, face_shape, linear_gradient({0, 1}, {0, 93}, hex(0xFFFEF8), hex(0xEFE6CC)));
    fill(image, stroke(rounded_box(c, {36, 42}, 6), 0.7f), with_alpha(hex(0xC9B88E), 0.7f));
    Shape gl = intersect(ellipse(c + Vec2{-6, -34}, 40, 16), grow(face_shape, -2));
    fill(image, gl, linear_gradient({0, 1}, {0, 28}, with_alpha(kWhite, 0.7f), with_alpha(kWhite, 0.0f)));
}
Image tile_base_sprite() {
    Image image(88, 100);
    draw_tile_base(image);
    return image;
}
Image tile_shadow() {
    Image image(88, 100);
    fill_soft(image, rounded_box({44, 50}, {38, 44}, 10), with_alpha(kBlack, 0.45f), 5);
    return image;
}

// Pictogram outlined in a darker tone of its colour.
void pictogram(Image& image, const Shape& s, Colour col, float ow = 2.0f) {
    fill(image, grow(s, ow), darken(col, 0.6f));
    fill(image, s, linear_gradient({0, 4}, {0, 60}, lighten(col, 0.25f), darken(col, 0.08f)));
}
void shine(Image& image, Vec2 c, float rx, float ry, float ang = -0.5f) {
    fill(image, ellipse(c, rx, ry, ang), with_alpha(kWhite, 0.6f));
}
void draw_face(Image& image, int i) {
    Vec2 c{32, 32};
    switch (i) {
    case 0: { // apple
        Colour red = hex(0xE53935);
        Shape body = unite(circle({24, 36}, 16), circle({40, 36}, 16));
        body = unite(body, circle({32, 44}, 13));
        pictogram(image, body, red);
        fill(image, segment({32, 22}, {34, 11}, 2), hex(0x5D4037));
        pictogram(image, ellipse({42, 14}, 9, 4.5f, -0.5f), hex(0x43A047), 1.5f);
        shine(image, {22, 29}, 5, 3);
        break;
    }
    case 1: { // orange fruit
        Colour o = hex(0xFB8C00);
        pictogram(image, circle({32, 35}, 23), o);
        for (Vec2 d : {Vec2{24, 40}, Vec2{38, 44}, Vec2{41, 32}, Vec2{28, 48}, Vec2{22, 32}})
            fill(image, circle(d, 1.3f), with_alpha(darken(o, 0.3f), 0.6f));
        pictogram(image, ellipse({38, 10}, 8, 4, -0.4f), hex(0x2E7D32), 1.5f);
        shine(image, {23, 26}, 6, 3.5f);
        break;
    }
    case 2: { // cherries
        Colour ch = hex(0xC2185B);
        fill(image, polyline({{20, 42}, {30, 20}, {40, 8}}, 1.6f), hex(0x33691E));
        fill(image, polyline({{44, 44}, {42, 22}, {40, 8}}, 1.6f), hex(0x33691E));
        pictogram(image, circle({19, 45}, 12), ch);
        pictogram(image, circle({44, 47}, 12), ch);
        pictogram(image, ellipse({48, 10}, 7, 3.5f, 0.3f), hex(0x43A047), 1.5f);
        shine(image, {15, 41}, 3.5f, 2);
        shine(image, {40, 43}, 3.5f, 2);
        break;
    }
    case 3: { // grapes
        Colour g = hex(0x7B3FC4);
        std::vector<Vec2> pts = {{20, 19}, {32, 19}, {44, 19}, {26, 29.5f}, {38, 29.5f},
                                 {32, 40}, {20, 40}, {44, 40}, {32, 50.5f}};
        Shape all = circle(pts[0], 7.5f);
        for (Vec2 p : pts) all = unite(all, circle(p, 7.5f));
        fill(image, grow(all, 2), darken(g, 0.6f));
        for (Vec2 p : pts) {
            fill(image, circle(p, 7.5f), radial_gradient(p + Vec2{-2, -2}, 9, lighten(g, 0.35f), g));
            fill(image, stroke(circle(p, 7.5f), 0.6f), darken(g, 0.5f));
            fill(image, circle(p + Vec2{-2.5f, -2.5f}, 1.8f), with_alpha(kWhite, 0.7f));
        }
        fill(image, segment({32, 11}, {34, 3.5f}, 1.8f), hex(0x5D4037));
        break;
    }
    case 4: { // lemon
        Colour y = hex(0xFDD835);
        Shape body = unite(ellipse(c, 24, 16, -0.35f), unite(circle(c + rotated({24, 0}, -0.35f), 4),
                                                             circle(c - rotated({24, 0}, -0.35f), 4)));
        pictogram(image, body, y);
        shine(image, {24, 24}, 8, 3, -0.35f);
        break;
    }
    case 5: { // leaf
        Colour g = hex(0x7CB342);
        Shape leaf = intersect(circle({18, 46}, 38), circle({46, 18}, 38));
        pictogram(image, leaf, g);
        fill(image, intersect(segment({10, 54}, {50, 14}, 1.3f), grow(leaf, -2)), darken(g, 0.45f));
        fill(image, segment({8, 56}, {14, 50}, 1.8f), darken(g, 0.45f));
        for (int k = 0; k < 3; ++k) {
            Vec2 a{22.0f + k * 9, 42.0f - k * 9};
            fill(image, intersect(segment(a, a + Vec2{-3, -9}, 0.9f), grow(leaf, -3)), darken(g, 0.35f));
            fill(image, intersect(segment(a, a + Vec2{9, 3}, 0.9f), grow(leaf, -3)), darken(g, 0.35f));
        }
        break;
    }
    case 6: { // heart
        Colour p = hex(0xF06292);
        pictogram(image, polygon(heart_points(64, 23, {32, 31})), p);
        shine(image, {21, 24}, 6, 3.5f);
        break;
    }
    case 7: { // spade
        Colour s = hex(0x37474F);
        auto hp = heart_points(64, 22, {0, 0});
        for (Vec2& q : hp) q = Vec2{32, 30} + Vec2{q.x, -q.y};
        Shape sp = unite(polygon(hp), polygon({{32, 38}, {42, 56}, {22, 56}}, 1));
        pictogram(image, sp, s);
        shine(image, {24, 24}, 4, 2.5f, -0.9f);
        break;
    }
    case 8: { // club
        Colour g = hex(0x1B7A3A);
        Shape cl = unite(unite(circle({32, 19}, 11), circle({20, 36}, 11)),
                         unite(circle({44, 36}, 11), circle(c, 6)));
        cl = unite(cl, polygon({{32, 36}, {41, 57}, {23, 57}}, 1));
        pictogram(image, cl, g);
        shine(image, {28, 14}, 3.5f, 2);
        break;
    }
    case 9: { // diamond suit
        Colour b = hex(0x0097D7);
        pictogram(image, polygon({{32, 6}, {52, 32}, {32, 58}, {12, 32}}, 1.5f), b);
        fill(image, polygon({{32, 14}, {44, 32}, {32, 32}}), with_alpha(kWhite, 0.35f));
        break;
    }
    case 10: { // star
        Colour s = hex(0xFFC107);
        pictogram(image, polygon(star_points(5, 27, 12, {32, 34}), 1.5f), s);
        shine(image, {26, 26}, 4, 2.5f);
        break;
    }
    case 11: { // moon
        Colour m = hex(0x5C6BC0);
        Shape moon = subtract(circle(c, 24), circle({44, 24}, 20));
        pictogram(image, moon, m);
        fill(image, circle({50, 46}, 3), hex(0xFFE082));
        fill(image, polygon(star_points(4, 5, 1.4f, {52, 12})), hex(0xFFE082));
        break;
    }
    case 12: { // sun
        Colour o = hex(0xFF7043);
        Shape rays = polygon(star_points(12, 27, 18, c), 1);
        pictogram(image, rays, o, 1.5f);
        pictogram(image, circle(c, 15), hex(0xFFCA28), 1.5f);
        shine(image, {27, 26}, 4.5f, 2.5f);
        break;
    }
    case 13: { // flower
        Colour p = hex(0xD81B9A);
        Shape pet = circle(c + Vec2{0, -15}, 10);
        for (int k = 1; k < 5; ++k) pet = unite(pet, circle(c + rotated({0, -15}, k * 2 * kPi / 5), 10));
        pictogram(image, pet, p);
        pictogram(image, circle(c, 8), hex(0xFFD54F), 1.5f);
        break;
    }
    case 14: { // water drop
        Colour b = hex(0x1E88E5);
        Shape d = unite(circle({32, 40}, 17), polygon({{32, 4}, {47, 32}, {17, 32}}));
        d = unite(d, intersect(circle({32, 40}, 17.5f), rounded_box({32, 30}, {17, 10}, 0)));
        pictogram(image, d, b);
        shine(image, {25, 40}, 3, 6, 0.3f);
        break;
    }
    default: { // mushroom
        Colour br = hex(0x8D5A3B);
        fill(image, rounded_box({32, 46}, {9, 13}, 5), darken(hex(0xF3E5C8), 0.55f));
        fill(image, rounded_box({32, 46}, {7.5f, 11.5f}, 4), hex(0xF3E5C8));
        Shape cap = intersect(ellipse({32, 34}, 27, 26), rounded_box({32, 20}, {28, 16}, 0));
        cap = unite(cap, rounded_box({32, 32}, {27, 4}, 3.5f));
        pictogram(image, cap, br);
        for (Vec2 d : {Vec2{22, 22}, Vec2{36, 15}, Vec2{44, 27}, Vec2{29, 29}})
            fill(image, circle(d, 3), hex(0xFFF3E0));
        break;
    }
    }
}
Image face_sprite(int i) {
    Image image(64, 64);
    draw_face(image, i);
    return image;
}
void draw_tray_slot(Image& image) {
    Vec2 c{48, 54};
    Shape outer = rounded_box(c, {46, 52}, 12);
    fill(image, grow(outer, 0.5f), with_alpha(hex(0x0A0C18), 0.9f));
    fill(image, outer, linear_gradient({0, 2}, {0, 106}, hex(0x1C2238), hex(0x2E3656)));
    // inner shadow along the top edge
    for (int k = 0; k < 7; ++k)
        fill(image, subtract(outer, shift(outer, {0.3f * k, 1.0f + k * 1.3f})), with_alpha(kBlack, 0.08f));
    // rim: dark at the top, catching light at the bottom
    fill(
        image, stroke(outer, 0.9f),
        linear_gradient({0, 30}, {0, 106}, with_alpha(hex(0x8C9CD8), 0.0f), with_alpha(hex(0x8C9CD8), 0.6f)));
}
Image tray_slot() {
    Image image(96, 108);
    draw_tray_slot(image);
    return image;
}

// ---------------------------------------------------------------- UI
Image button(bool hover) {
    Image image(96, 48);
    Shape b = rounded_box({48, 23}, {46, 20}, 14);
    Colour top = hover ? hex(0x7CC4FF) : hex(0x56A8F5), bot = hover ? hex(0x3A7BEA) : hex(0x2A5FCC);
    fill_soft(image, shift(b, {0, 2.5f}), with_alpha(kBlack, 0.4f), 2);
    fill(image, shift(b, {0, 2.5f}), hex(hover ? 0x2650A8 : 0x1C3E8C)); // lip
    fill(image, grow(b, 0.8f), hex(0x12265C));
    fill(image, b, linear_gradient({0, 3}, {0, 43}, top, bot));
    Shape gl = intersect(rounded_box({48, 13}, {43, 8}, 8), grow(b, -2.5f));
    fill(image, gl,
         linear_gradient({0, 5}, {0, 21}, with_alpha(kWhite, hover ? 0.55f : 0.45f),
                         with_alpha(kWhite, 0.05f)));
    fill(image, intersect(stroke(b, 0.6f), rounded_box({48, 10}, {50, 10}, 0)), with_alpha(kWhite, 0.5f));
    return image;
}
Image panel() {
    Image image(96, 96);
    Shape b = rounded_box({48, 48}, {46, 46}, 18);
    fill(image, b,
         linear_gradient({0, 2}, {0, 94}, with_alpha(hex(0x232A48), 0.88f), with_alpha(hex(0x141932), 0.9f)));
    fill(image, stroke(grow(b, -0.8f), 0.8f), with_alpha(kWhite, 0.16f));
    fill(image, intersect(stroke(grow(b, -2.2f), 0.5f), rounded_box({48, 10}, {50, 12}, 0)),
         with_alpha(kWhite, 0.08f));
    return image;
}
Image star_icon(bool full) {
    Image image(64, 64);
    Shape s = polygon(star_points(5, 27, 12, {32, 33}), 2);
    if (full) {
        fill_soft(image, shift(s, {0, 2}), with_alpha(kBlack, 0.4f), 2.5f);
        fill(image, grow(s, 1.8f), hex(0x8A4B00));
        fill(image, s, linear_gradient({0, 6}, {0, 60}, hex(0xFFEB7A), hex(0xFFA000)));
        fill(image, polygon(star_points(5, 15.5f, 7, {32, 33}), 1.5f),
             linear_gradient({0, 16}, {0, 48}, hex(0xFFF6C0), hex(0xFFC929)), 0.8f);
        sparkle(image, {22, 22}, 6);
    } else {
        fill(image, grow(s, 1.8f), with_alpha(hex(0x0C0E1A), 0.75f));
        fill(image, s,
             linear_gradient({0, 6}, {0, 60}, with_alpha(hex(0x5A6280), 0.9f),
                             with_alpha(hex(0x383E58), 0.9f)));
        fill(image, stroke(polygon(star_points(5, 15.5f, 7, {32, 33}), 1.5f), 0.6f),
             with_alpha(kWhite, 0.12f));
    }
    return image;
}
Image lock_icon() {
    Image image(48, 48);
    Shape shackle = arc({24, 20}, 9, kPi, 2 * kPi, 2.8f);
    shackle = unite(shackle, unite(segment({15, 20}, {15, 25}, 2.8f), segment({33, 20}, {33, 25}, 2.8f)));
    Shape body = rounded_box({24, 32}, {14, 11}, 4);
    fill_soft(image, shift(unite(shackle, body), {0, 1.5f}), with_alpha(kBlack, 0.45f), 2);
    fill(image, grow(unite(shackle, body), 1.4f), hex(0x2A1C08));
    fill(image, shackle, linear_gradient({0, 8}, {0, 26}, hex(0xE8ECF4), hex(0x9AA3B8)));
    fill(image, body, linear_gradient({0, 21}, {0, 43}, hex(0xFFD75A), hex(0xD18A00)));
    fill(image, intersect(rounded_box({24, 25}, {13, 3}, 2), body), with_alpha(kWhite, 0.35f));
    fill(image,
         unite(circle({24, 30}, 3.2f), polygon({{22.6f, 31}, {25.4f, 31}, {26.2f, 38}, {21.8f, 38}}, 0.3f)),
         hex(0x3A2606));
    return image;
}
Image dot_icon() {
    Image image(48, 48);
    Vec2 c{24, 24};
    glow(image, c, 23, with_alpha(hex(0x7FE3FF), 0.8f));
    fill(image, circle(c, 11.5f), with_alpha(hex(0x0B2A3A), 0.9f));
    fill(image, circle(c, 10), radial_gradient(c + Vec2{-3, -3}, 13, kWhite, hex(0x9BE9FF)));
    fill(image, stroke(circle(c, 7.5f), 0.8f), with_alpha(hex(0x2AA8D8), 0.6f));
    fill(image, ellipse(c + Vec2{-3, -4}, 3.5f, 2, -0.6f), with_alpha(kWhite, 0.9f));
    return image;
}
Image dot_glow() {
    Image image(96, 96);
    glow(image, {48, 48}, 47, with_alpha(kWhite, 1.0f));
    return image;
}
Image particle() {
    Image image(16, 16);
    glow(image, {8, 8}, 8, with_alpha(kWhite, 1.0f));
    fill(image, circle({8, 8}, 3.5f), with_alpha(kWhite, 0.9f));
    return image;
}
void draw_icon(Image& image, const Shape& s) {
    fill_soft(image, shift(s, {0, 1.2f}), with_alpha(kBlack, 0.35f), 1.6f);
    fill(image, s, kWhite);
}
Shape arrow_head(Vec2 tip, Vec2 dir, float size) {
    Vec2 d = normalised(dir), n{-d.y, d.x};
    Vec2 b = tip - d * size;
    return polygon({tip, b + n * size * 0.75f, b - n * size * 0.75f}, 0.8f);
}
Image undo_icon(bool redo) {
    Image image(48, 48);
    // arc over the top with an arrow head at the left end
    Shape a = arc({26, 28}, 12, kPi * 1.0f, kPi * 2.05f, 3);
    a = unite(a, arrow_head({14, 40}, {0, 1}, 11));
    a = unite(a, segment({38.2f, 28}, {38.2f, 37}, 3));
    if (redo) a = [a](Vec2 p) { return a({48 - p.x, p.y}); };
    draw_icon(image, a);
    return image;
}
Image hint_icon() {
    Image image(48, 48);
    image.set_transform({2.4f, 2.6f}, 0.9f);
    Shape bulb = unite(circle({24, 19}, 12), polygon({{16, 25}, {32, 25}, {29, 33}, {19, 33}}, 1));
    Shape s = subtract(
        bulb, grow(unite(circle({24, 19}, 12), polygon({{16, 25}, {32, 25}, {29, 33}, {19, 33}}, 1)), -3.2f));
    s = unite(s, rounded_box({24, 37}, {5.5f, 1.6f}, 1.2f));
    s = unite(s, rounded_box({24, 42}, {4, 1.6f}, 1.2f));
    s = unite(s, polyline({{20, 24}, {24, 20}, {28, 24}}, 1.3f));
    draw_icon(image, s);
    for (float a : {-kPi / 2, -kPi / 4 - kPi / 2, -kPi / 4, -kPi, 0.0f}) {
        Vec2 d{std::cos(a), std::sin(a)};
        draw_icon(image, segment(Vec2{24, 19} + d * 15, Vec2{24, 19} + d * 17.5f, 1.4f));
    }
    return image;
}
Image pause_icon() {
    Image image(48, 48);
    draw_icon(image, unite(rounded_box({17, 24}, {4.5f, 14}, 2.5f), rounded_box({31, 24}, {4.5f, 14}, 2.5f)));
    return image;
}
Image restart_icon() {
    Image image(48, 48);
    Shape a = arc({24, 25}, 13, -kPi * 0.35f, kPi * 1.35f, 3);
    a = unite(a, arrow_head(Vec2{24, 25} + Vec2{std::cos(-kPi * 0.35f), std::sin(-kPi * 0.35f)} * 13 +
                                Vec2{-1, -3.5f},
                            {-1, -1.3f}, 9));
    draw_icon(image, a);
    return image;
}
Image shuffle_icon() {
    Image image(48, 48);
    // two crossing curved arrows
    std::vector<Vec2> p1, p2;
    for (int k = 0; k <= 20; ++k) {
        float t = k / 20.0f;
        float s = smoothstep(0.15f, 0.85f, t);
        p1.push_back({6 + t * 30, 14 + s * 20});
        p2.push_back({6 + t * 30, 34 - s * 20});
    }
    Shape a = unite(polyline(p1, 2.6f), polyline(p2, 2.6f));
    a = unite(a, arrow_head({44, 34}, {1, 0}, 9));
    a = unite(a, arrow_head({44, 14}, {1, 0}, 9));
    draw_icon(image, a);
    return image;
}
Image pop_icon() {
    Image image(48, 48);
    Shape burst = polygon(star_points(8, 19, 11, {24, 24}, -kPi / 2), 1);
    Shape s = subtract(burst, grow(burst, -3));
    s = unite(s, circle({24, 24}, 6));
    draw_icon(image, s);
    return image;
}

// ---------------------------------------------------------------- previews
void preview_backdrop(Image& image, Colour top, Colour bottom, Colour accent, Vec2 accent_at,
                      float accent_radius) {
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            float t = float(y) / (image.height - 1);
            Colour c = mix(top, bottom, t);
            float g = std::exp(-std::pow(length(Vec2{float(x), float(y)} - accent_at) / accent_radius, 2.0f));
            c = mix(c, accent, g * accent.a);
            float* q = &image.pixels[(size_t(y) * image.width + x) * 4];
            q[0] = c.r;
            q[1] = c.g;
            q[2] = c.b;
            q[3] = 1;
        }
}
void round_corners(Image& image, float r) {
    Shape b =
        rounded_box({image.width / 2.0f, image.height / 2.0f}, {image.width / 2.0f, image.height / 2.0f}, r);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            int in = 0;
            for (int s = 0; s < 16; ++s)
                if (b({x + (s % 4 + 0.5f) / 4, y + (s / 4 + 0.5f) / 4}) < 0) ++in;
            float k = in / 16.0f;
            float* q = &image.pixels[(size_t(y) * image.width + x) * 4];
            for (int j = 0; j < 4; ++j) q[j] *= k;
        }
}

Image preview_match3() {
    Image image(360, 200);
    preview_backdrop(image, hex(0x3A1F6E), hex(0x160C33), with_alpha(hex(0x8C4FE0), 0.5f), {180, 60}, 200);
    const int cols = 8, rows = 4;
    float cell = 41;
    Vec2 o{180 - cols * cell / 2, 100 - rows * cell / 2};
    fill(image, rounded_box({180, 100}, {cols * cell / 2 + 6, rows * cell / 2 + 6}, 12),
         with_alpha(hex(0x0A0618), 0.55f));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if ((r + c) % 2 == 0)
                fill(image,
                     rounded_box(o + Vec2{(c + 0.5f) * cell, (r + 0.5f) * cell}, {cell / 2, cell / 2}, 3),
                     with_alpha(kWhite, 0.05f));
    const int board[rows][cols] = {{0, 2, 5, 1, 3, 6, 4, 7},
                                   {3, 6, 1, 1, 4, 2, 0, 5},
                                   {5, 0, 4, 2, 2, 7, 2, 3},
                                   {7, 1, 3, 6, 5, 0, 6, 4}};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            Vec2 p = o + Vec2{(c + 0.5f) * cell, (r + 0.5f) * cell};
            draw_gem(image, board[r][c], p, cell * 0.42f);
        }
    // selection stroke + line special hint
    Vec2 sel = o + Vec2{2.5f * cell, 1.5f * cell};
    fill(image, stroke(rounded_box(sel, {cell / 2 - 1, cell / 2 - 1}, 7), 1.5f),
         with_alpha(hex(0xFFF3B0), 0.95f));
    fill_soft(image, stroke(rounded_box(sel, {cell / 2 - 1, cell / 2 - 1}, 7), 1.5f),
              with_alpha(hex(0xFFE066), 0.6f), 4);
    sparkle(image, o + Vec2{6.4f * cell, 2.3f * cell}, 8);
    sparkle(image, o + Vec2{4.2f * cell, 0.3f * cell}, 6, 0.8f);
    round_corners(image, 14);
    return image;
}

Image preview_samegame() {
    Image image(360, 200);
    preview_backdrop(image, hex(0x123A5C), hex(0x081628), with_alpha(hex(0x2F8FD0), 0.45f), {180, 30}, 220);
    const int cols = 10, rows = 5;
    float cell = 34;
    Vec2 o{180 - cols * cell / 2, 100 - rows * cell / 2 + 2};
    const int colors[5] = {0, 2, 3, 5, 6};
    const char* layout[rows] = {"..a.....b.", ".cab...cbd", "ccaadbbcee", "deaacbdcae", "ddebcbaaec"};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            char ch = layout[r][c];
            if (ch == '.') continue;
            image.set_transform(o + Vec2{c * cell, r * cell}, cell / 80.0f);
            draw_block(image, colors[ch - 'a']);
            image.reset_transform();
        }
    // highlight a group
    fill(image, stroke(rounded_box(o + Vec2{3 * cell, 3 * cell}, {cell + 1, cell + 1}, 8), 1.6f),
         with_alpha(kWhite, 0.9f));
    sparkle(image, o + Vec2{4 * cell - 4, 2 * cell + 4}, 8);
    round_corners(image, 14);
    return image;
}

// 7-segment style digits
void draw_digit(Image& image, int d, Vec2 o, float w, float h, float th, Colour col) {
    static const int kDigitSegments[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};
    Vec2 corners[6] = {
        o, o + Vec2{w, 0}, o + Vec2{0, h / 2}, o + Vec2{w, h / 2}, o + Vec2{0, h}, o + Vec2{w, h}};
    std::pair<int, int> strokes[7] = {{0, 1}, {1, 3}, {3, 5}, {4, 5}, {2, 4}, {0, 2}, {2, 3}};
    Shape all = [](Vec2) { return 1e9f; };
    for (int k = 0; k < 7; ++k)
        if (kDigitSegments[d] >> k & 1)
            all = unite(all, segment(corners[strokes[k].first], corners[strokes[k].second], th));
    fill(image, all, col);
}

Image preview_sudoku() {
    Image image(360, 200);
    preview_backdrop(image, hex(0x1E4D4A), hex(0x0B1E24), with_alpha(hex(0x3FBFA0), 0.35f), {120, 40}, 200);
    float cell = 20;
    Vec2 o{30, 10};
    float board = cell * 9;
    fill_soft(image, rounded_box(o + Vec2{board / 2, board / 2 + 3}, {board / 2 + 3, board / 2 + 3}, 8),
              with_alpha(kBlack, 0.5f), 6);
    fill(image, rounded_box(o + Vec2{board / 2, board / 2}, {board / 2 + 3, board / 2 + 3}, 7),
         hex(0x26323C));
    fill(image, rounded_box(o + Vec2{board / 2, board / 2}, {board / 2, board / 2}, 5), hex(0xFBF8EE));
    const char* grid[9] = {"534678912", "672195348", "198342567", "859761423", "426853791",
                           "713924856", "961537284", "287419635", "345286179"};
    const char* mask[9] = {"11..1....", "1..111...", ".11....1.", "1...1...1", "1..1.1..1",
                           "1...1...1", ".1....11.", "...111..1", "....1..11"};
    Vec2 selected{4, 4};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            Vec2 p = o + Vec2{c * cell, r * cell};
            if (r == selected.y || c == selected.x)
                fill(image, rounded_box(p + Vec2{cell / 2, cell / 2}, {cell / 2, cell / 2}, 0),
                     with_alpha(hex(0xBFE3F0), 0.55f));
            if (r == 4 && c == 4)
                fill(image, rounded_box(p + Vec2{cell / 2, cell / 2}, {cell / 2 - 1, cell / 2 - 1}, 2),
                     hex(0x7FC8E8));
            bool given = mask[r][c] == '1';
            bool filled = given || (r == 4 && c == 4) || (r == 2 && c == 0) || (r == 6 && c == 3);
            if (!filled) continue;
            Colour col = given ? hex(0x22303C) : hex(0x1F74C7);
            draw_digit(image, grid[r][c] - '0', p + Vec2{6.0f, 4.0f}, 8, 12, 1.25f, col);
        }
    for (int k = 0; k <= 9; ++k) {
        float w = (k % 3 == 0) ? 1.1f : 0.45f;
        Colour col = (k % 3 == 0) ? hex(0x26323C) : hex(0x9AA7B0);
        fill(image, segment(o + Vec2{k * cell, 0}, o + Vec2{k * cell, board}, w), col);
        fill(image, segment(o + Vec2{0, k * cell}, o + Vec2{board, k * cell}, w), col);
    }
    // number pad on the right
    for (int n = 0; n < 9; ++n) {
        Vec2 p{238.0f + (n % 3) * 36, 38.0f + (n / 3) * 42};
        fill(image, rounded_box(p + Vec2{0, 2}, {15, 16}, 6), hex(0x0D2B33));
        fill(image, rounded_box(p, {15, 16}, 6),
             linear_gradient(p - Vec2{0, 16}, p + Vec2{0, 16}, hex(0x5FD3B8), hex(0x2A9A86)));
        fill(image, intersect(rounded_box(p - Vec2{0, 9}, {13, 6}, 5), rounded_box(p, {15, 16}, 6)),
             with_alpha(kWhite, 0.25f));
        draw_digit(image, n + 1, p + Vec2{-4.5f, -8}, 9, 16, 1.7f, kWhite);
    }
    round_corners(image, 14);
    return image;
}

void draw_tile_at(Image& image, Vec2 pos, float s, int face, float dim) {
    image.set_transform(pos + Vec2{3 * s, 5 * s}, s);
    fill_soft(image, rounded_box({44, 50}, {38, 44}, 10), with_alpha(kBlack, 0.35f), 5);
    image.set_transform(pos, s);
    draw_tile_base(image);
    image.set_transform(pos + Vec2{9 * s, 15 * s}, s);
    draw_face(image, face);
    image.set_transform(pos, s);
    if (dim > 0) fill(image, rounded_box({44, 50}, {44, 50}, 9), with_alpha(hex(0x1A1408), dim));
    image.reset_transform();
}

Image preview_tilestack() {
    Image image(360, 200);
    preview_backdrop(image, hex(0x2F5D3A), hex(0x12261A), with_alpha(hex(0x8BD18B), 0.3f), {180, 50}, 220);
    float s = 0.44f;
    float tw = 80 * s, th = 92 * s;
    // layer 0: 6x3, layer 1: 4x2, layer 2: 2x1; each offset half a tile down and lifted a little
    int faces = 0;
    for (int layer = 0; layer < 3; ++layer) {
        int cols = 6 - 2 * layer, rows = 3 - layer;
        Vec2 o{180 - cols * tw / 2 - 3 * s - layer * 3, 10 + layer * th / 2 - layer * 4};
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                Vec2 p = o + Vec2{c * tw, r * th};
                draw_tile_at(image, p, s, (faces * 7 + 3) % 16, layer == 0 ? 0.4f : layer == 1 ? 0.2f : 0.0f);
                ++faces;
            }
    }
    // tray with three slots, two filled with matching faces
    fill(image, rounded_box({180, 176}, {142, 22}, 10), with_alpha(hex(0x08120C), 0.7f));
    for (int k = 0; k < 7; ++k) {
        Vec2 p{180 - 3.5f * 38 + k * 38 + 1, 157};
        image.set_transform(p, 0.37f);
        draw_tray_slot(image);
        image.reset_transform();
        if (k < 3) draw_tile_at(image, p + Vec2{2, 2}, 0.37f, k < 2 ? 6 : 10, 0);
    }
    round_corners(image, 14);
    return image;
}

Image preview_onestroke() {
    Image image(360, 200);
    preview_backdrop(image, hex(0x141B3A), hex(0x070A18), with_alpha(hex(0x3C4FB0), 0.45f), {180, 90}, 180);
    for (int y = 10; y < 200; y += 20)
        for (int x = 10; x < 360; x += 20)
            fill(image, circle({float(x), float(y)}, 0.9f), with_alpha(kWhite, 0.1f));
    Vec2 vertices[5] = {{130, 178}, {230, 178}, {230, 92}, {130, 92}, {180, 22}};
    std::vector<Vec2> path = {vertices[0], vertices[3], vertices[4], vertices[2], vertices[3],
                              vertices[1], vertices[2], vertices[0], vertices[1]};
    int drawn = 5;
    for (size_t k = 0; k + 1 < path.size(); ++k)
        fill(image, segment(path[k], path[k + 1], 3), with_alpha(hex(0x5B6790), 0.8f));
    for (int k = 0; k < drawn; ++k) {
        fill_soft(image, segment(path[k], path[k + 1], 6), with_alpha(hex(0x3FD0FF), 0.45f), 6);
    }
    for (int k = 0; k < drawn; ++k)
        fill(image, segment(path[k], path[k + 1], 4),
             linear_gradient({0, 20}, {0, 180}, hex(0x9FF0FF), hex(0x34B6F0)));
    // drag in progress toward the next vertex
    Vec2 cur = path[drawn] + (path[drawn + 1] - path[drawn]) * 0.45f;
    fill(image, segment(path[drawn], cur, 3.5f), with_alpha(hex(0xFFE27A), 0.95f));
    for (Vec2 p : vertices) {
        glow(image, p, 22, with_alpha(hex(0x7FE3FF), 0.6f));
        fill(image, circle(p, 9), hex(0x0B2A3A));
        fill(image, circle(p, 7.5f), radial_gradient(p + Vec2{-2.5f, -2.5f}, 10, kWhite, hex(0x9BE9FF)));
    }
    glow(image, cur, 18, with_alpha(hex(0xFFE27A), 0.8f));
    fill(image, circle(cur, 5), hex(0xFFF6D0));
    round_corners(image, 14);
    return image;
}

// ---------------------------------------------------------------- app icon and backgrounds
Image app_icon() {
    Image image(128, 128);
    Shape bg = rounded_box({64, 64}, {60, 60}, 26);
    fill_soft(image, shift(bg, {0, 2}), with_alpha(kBlack, 0.4f), 3);
    fill(image, bg, linear_gradient({0, 4}, {0, 124}, hex(0x3A3F8F), hex(0x17183F)));
    fill(image, stroke(grow(bg, -1), 1), with_alpha(kWhite, 0.18f));
    const int cols[9] = {0, 2, 4, 6, 3, 1, 5, 7, 2};
    for (int k = 0; k < 9; ++k) {
        int r = k / 3, c = k % 3;
        Vec2 ctr{30.0f + c * 34, 30.0f + r * 34};
        const Hue& h = kHues[cols[k]];
        Shape t = rounded_box(ctr, {14.5f, 14.5f}, 6);
        fill_soft(image, shift(t, {0, 2}), with_alpha(kBlack, 0.45f), 2);
        fill(image, grow(t, 1), darken(h.dark, 0.2f));
        fill(image, t,
             linear_gradient(ctr - Vec2{0, 15}, ctr + Vec2{0, 15}, mix(h.base, h.light, 0.4f),
                             mix(h.base, h.dark, 0.3f)));
        fill(image, intersect(ellipse(ctr - Vec2{0, 9}, 13, 7), grow(t, -1.5f)), with_alpha(kWhite, 0.4f));
    }
    // centre tile gets a white star emboss
    fill(image, polygon(star_points(5, 11, 4.8f, {64, 65}), 0.8f), with_alpha(kWhite, 0.92f));
    sparkle(image, {22, 20}, 6);
    return image;
}

Image background(bool menu) {
    Image image(1280, 720);
    Colour tl = menu ? hex(0x2A2460) : hex(0x14263E), br = menu ? hex(0x0E1030) : hex(0x080F1E);
    Colour accent = menu ? hex(0x6A3FB8) : hex(0x1F6F8C);
    static const float kBayer[4][4] = {{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            float t = clamp_to((x * 0.35f + y) / (1280 * 0.35f + 720), 0, 1);
            Colour c = mix(tl, br, t);
            float g = std::exp(
                -std::pow(length(Vec2{float(x) - (menu ? 380.0f : 900.0f), float(y) - 160}) / 620, 2.0f));
            c = mix(c, accent, 0.45f * g);
            // subtle pattern: diamond mosaic lines (menu) or square tile grid (game)
            float pat;
            if (menu) {
                float u = (x + y) / 90.0f, v = (x - y) / 90.0f;
                float du = std::fabs(u - std::round(u)), dv = std::fabs(v - std::round(v));
                pat = 1 - smoothstep(0.0f, 0.03f, std::min(du, dv));
            } else {
                float u = x / 64.0f, v = y / 64.0f;
                float du = std::fabs(u - std::round(u)), dv = std::fabs(v - std::round(v));
                pat = 1 - smoothstep(0.0f, 0.025f, std::min(du, dv));
            }
            c = mix(c, kWhite, pat * 0.035f);
            // vignette
            float vx = (x - 640) / 640.0f, vy = (y - 360) / 360.0f;
            c = darken(c, 0.35f * smoothstep(0.5f, 1.5f, vx * vx + vy * vy));
            float dz = (kBayer[y & 3][x & 3] / 16.0f - 0.5f) / 255.0f;
            float* q = &image.pixels[(size_t(y) * image.width + x) * 4];
            q[0] = c.r + dz;
            q[1] = c.g + dz;
            q[2] = c.b + dz;
            q[3] = 1;
        }
    return image;
}

} // namespace

int main(int argc, char** argv) {
    std::string dir = argc > 1 ? argv[1] : "assets";
    if (SDL_Init(0) != 0) {
        std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    bool ok = true;
    Atlas gems{"gems", {}};
    for (int i = 0; i < 8; ++i) gems.add("gem" + std::to_string(i), gem_sprite(i));
    gems.add("gem_line_h", line_overlay(false));
    gems.add("gem_line_v", line_overlay(true));
    gems.add("gem_bomb", bomb_overlay());
    gems.add("gem_colour_bomb", colour_bomb());
    ok &= write_atlas(gems, dir, 400);

    Atlas blocks{"blocks", {}};
    for (int i = 0; i < 8; ++i) blocks.add("block" + std::to_string(i), block_sprite(i));
    blocks.add("tile_back", tile_back());
    ok &= write_atlas(blocks, dir, 416);

    Atlas glyphs{"glyphs", {}};
    for (int i = 0; i < 8; ++i) glyphs.add("glyph" + std::to_string(i), glyph_sprite(i));
    ok &= write_atlas(glyphs, dir, 208);

    Atlas tiles{"tiles", {}};
    tiles.add("tile_base", tile_base_sprite());
    tiles.add("tile_shadow", tile_shadow());
    tiles.add("tray_slot", tray_slot());
    for (int i = 0; i < 16; ++i) tiles.add("face" + std::to_string(i), face_sprite(i));
    ok &= write_atlas(tiles, dir, 400);

    Atlas ui{"ui", {}};
    ui.add("button", button(false));
    ui.add("button_hover", button(true));
    ui.add("panel", panel());
    ui.add("dot_glow", dot_glow());
    ui.add("star_full", star_icon(true));
    ui.add("star_empty", star_icon(false));
    ui.add("lock", lock_icon());
    ui.add("dot", dot_icon());
    ui.add("particle", particle());
    ui.add("icon_undo", undo_icon(false));
    ui.add("icon_redo", undo_icon(true));
    ui.add("icon_hint", hint_icon());
    ui.add("icon_pause", pause_icon());
    ui.add("icon_restart", restart_icon());
    ui.add("icon_shuffle", shuffle_icon());
    ui.add("icon_pop", pop_icon());
    ok &= write_atlas(ui, dir, 400);

    ok &= save_png(preview_match3(), dir + "/previews/match3.png");
    ok &= save_png(preview_samegame(), dir + "/previews/samegame.png");
    ok &= save_png(preview_sudoku(), dir + "/previews/sudoku.png");
    ok &= save_png(preview_tilestack(), dir + "/previews/tilestack.png");
    ok &= save_png(preview_onestroke(), dir + "/previews/onestroke.png");
    ok &= save_png(app_icon(), dir + "/icons/tessera.png");
    ok &= save_png(background(true), dir + "/backgrounds/menu.png");
    ok &= save_png(background(false), dir + "/backgrounds/game.png");
    SDL_Quit();
    return ok ? 0 : 1;
}
