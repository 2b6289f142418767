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
struct V {
    float x = 0, y = 0;
};
V operator+(V a, V b) { return {a.x + b.x, a.y + b.y}; }
V operator-(V a, V b) { return {a.x - b.x, a.y - b.y}; }
V operator*(V a, float s) { return {a.x * s, a.y * s}; }
float dot(V a, V b) { return a.x * b.x + a.y * b.y; }
float len(V a) { return std::sqrt(dot(a, a)); }
V norm(V a) {
    float l = len(a);
    return l > 0 ? a * (1.0f / l) : a;
}
V rot(V p, float a) {
    float c = std::cos(a), s = std::sin(a);
    return {p.x * c - p.y * s, p.x * s + p.y * c};
}
float clampf(float v, float lo, float hi) { return std::min(hi, std::max(lo, v)); }
float smooth(float e0, float e1, float x) {
    float t = clampf((x - e0) / (e1 - e0), 0, 1);
    return t * t * (3 - 2 * t);
}

// ---------------------------------------------------------------- colour
struct C {
    float r = 0, g = 0, b = 0, a = 1;
};
C hex(unsigned h, float a = 1) {
    return {((h >> 16) & 255) / 255.0f, ((h >> 8) & 255) / 255.0f, (h & 255) / 255.0f, a};
}
C mix(C a, C b, float t) {
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
}
C withA(C c, float a) { return {c.r, c.g, c.b, a}; }
C lighten(C c, float t) { return mix(c, C{1, 1, 1, c.a}, t); }
C darken(C c, float t) { return mix(c, C{0, 0, 0, c.a}, t); }
C hsv(float h, float s, float v) {
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
const C kWhite{1, 1, 1, 1};
const C kBlack{0, 0, 0, 1};

// ---------------------------------------------------------------- image
struct Img {
    int w = 0, h = 0;
    std::vector<float> p; // premultiplied RGBA
    V org{0, 0};          // current transform: screen = org + local * scl
    float scl = 1;
    Img() = default;
    Img(int W, int H) : w(W), h(H), p(size_t(W) * H * 4, 0.0f) {}
    V toLocal(V s) const { return (s - org) * (1.0f / scl); }
    void blend(int x, int y, float r, float g, float b, float a) {
        float* q = &p[(size_t(y) * w + x) * 4];
        float k = 1 - a;
        q[0] = r + q[0] * k;
        q[1] = g + q[1] * k;
        q[2] = b + q[2] * k;
        q[3] = a + q[3] * k;
    }
    void xf(V o, float s) {
        org = o;
        scl = s;
    }
    void reset() { xf({0, 0}, 1); }
};

using Sdf = std::function<float(V)>;
using Sh = std::function<C(V)>;

// Fill the region sdf<0 with shader colours; 4x4 supersampling anti-aliases both the
// silhouette and any hard edges inside the shader (gem facets etc).
void fill(Img& im, const Sdf& s, const Sh& sh, float opacity = 1) {
    const int N = 4;
    for (int y = 0; y < im.h; ++y)
        for (int x = 0; x < im.w; ++x) {
            float d = s(im.toLocal({x + 0.5f, y + 0.5f})) * im.scl;
            if (d > 1.0f) continue;
            float r = 0, g = 0, b = 0, a = 0;
            for (int sy = 0; sy < N; ++sy)
                for (int sx = 0; sx < N; ++sx) {
                    V q = im.toLocal({x + (sx + 0.5f) / N, y + (sy + 0.5f) / N});
                    if (s(q) >= 0) continue;
                    C c = sh(q);
                    r += c.r * c.a;
                    g += c.g * c.a;
                    b += c.b * c.a;
                    a += c.a;
                }
            float k = opacity / (N * N);
            if (a > 0) im.blend(x, y, r * k, g * k, b * k, a * k);
        }
}
void fill(Img& im, const Sdf& s, C c, float opacity = 1) {
    fill(
        im, s, [c](V) { return c; }, opacity);
}
// Soft-edged fill (shadows, glows): coverage falls off over `blur` pixels around the edge.
void soft(Img& im, const Sdf& s, C c, float blur) {
    for (int y = 0; y < im.h; ++y)
        for (int x = 0; x < im.w; ++x) {
            float d = s(im.toLocal({x + 0.5f, y + 0.5f})) * im.scl;
            if (d > blur) continue;
            float cov = 1 - smooth(-blur, blur, d);
            float a = c.a * cov;
            if (a > 0) im.blend(x, y, c.r * a, c.g * a, c.b * a, a);
        }
}
// Radial glow with a gaussian-like falloff.
void glow(Img& im, V c, float radius, C col) {
    for (int y = 0; y < im.h; ++y)
        for (int x = 0; x < im.w; ++x) {
            float d = len(im.toLocal({x + 0.5f, y + 0.5f}) - c) / radius;
            if (d >= 1) continue;
            float a = col.a * std::exp(-d * d * 4.5f) * (1 - d * d);
            im.blend(x, y, col.r * a, col.g * a, col.b * a, a);
        }
}

// ---------------------------------------------------------------- shapes
Sdf circle(V c, float r) {
    return [=](V p) { return len(p - c) - r; };
}
Sdf ellipse(V c, float rx, float ry, float ang = 0) {
    return [=](V p) {
        V q = rot(p - c, -ang);
        return (len({q.x / rx, q.y / ry}) - 1) * std::min(rx, ry);
    };
}
Sdf box(V c, V half, float r) {
    return [=](V p) {
        V q{std::fabs(p.x - c.x) - half.x + r, std::fabs(p.y - c.y) - half.y + r};
        V m{std::max(q.x, 0.0f), std::max(q.y, 0.0f)};
        return len(m) + std::min(std::max(q.x, q.y), 0.0f) - r;
    };
}
float sdPoly(const std::vector<V>& v, V p) {
    size_t n = v.size();
    float d = dot(p - v[0], p - v[0]);
    float s = 1;
    for (size_t i = 0, j = n - 1; i < n; j = i, ++i) {
        V e = v[j] - v[i], w = p - v[i];
        V b = w - e * clampf(dot(w, e) / dot(e, e), 0, 1);
        d = std::min(d, dot(b, b));
        bool c1 = p.y >= v[i].y, c2 = p.y<v[j].y, c3 = e.x * w.y> e.y * w.x;
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) s = -s;
    }
    return s * std::sqrt(d);
}
Sdf poly(std::vector<V> v, float round = 0) {
    return [v = std::move(v), round](V p) { return sdPoly(v, p) - round; };
}
Sdf seg(V a, V b, float r) {
    return [=](V p) {
        V pa = p - a, ba = b - a;
        float h = clampf(dot(pa, ba) / dot(ba, ba), 0, 1);
        return len(pa - ba * h) - r;
    };
}
Sdf polyline(std::vector<V> pts, float r, bool closed = false) {
    return [=](V p) {
        float d = 1e9f;
        size_t n = pts.size();
        for (size_t i = 0; i + 1 < n + (closed ? 1 : 0); ++i) {
            V a = pts[i], b = pts[(i + 1) % n];
            V pa = p - a, ba = b - a;
            float h = clampf(dot(pa, ba) / dot(ba, ba), 0, 1);
            d = std::min(d, len(pa - ba * h));
        }
        return d - r;
    };
}
// Arc of radius R around c from angle a0 to a1 (radians, y down, a0<a1), stroke half-width w.
Sdf arc(V c, float R, float a0, float a1, float w) {
    return [=](V p) {
        V q = p - c;
        float a = std::atan2(q.y, q.x);
        while (a < a0) a += 2 * kPi;
        if (a <= a1) return std::fabs(len(q) - R) - w;
        V e0 = c + V{std::cos(a0), std::sin(a0)} * R, e1 = c + V{std::cos(a1), std::sin(a1)} * R;
        return std::min(len(p - e0), len(p - e1)) - w;
    };
}
Sdf U(Sdf a, Sdf b) {
    return [=](V p) { return std::min(a(p), b(p)); };
}
Sdf I(Sdf a, Sdf b) {
    return [=](V p) { return std::max(a(p), b(p)); };
}
Sdf Sub(Sdf a, Sdf b) {
    return [=](V p) { return std::max(a(p), -b(p)); };
}
Sdf grow(Sdf a, float r) {
    return [=](V p) { return a(p) - r; };
}
Sdf ring(Sdf a, float w) {
    return [=](V p) { return std::fabs(a(p)) - w; };
}
Sdf shift(Sdf a, V d) {
    return [=](V p) { return a(p - d); };
}
// A shape defined in unit space, placed at centre c with scale s and rotation ang.
Sdf place(Sdf a, V c, float s, float ang = 0) {
    return [=](V p) { return a(rot((p - c) * (1 / s), -ang)) * s; };
}

std::vector<V> regular(int n, float r, float ang0, V c = {0, 0}) {
    std::vector<V> v;
    for (int i = 0; i < n; ++i) {
        float a = ang0 + 2 * kPi * i / n;
        v.push_back(c + V{std::cos(a), std::sin(a)} * r);
    }
    return v;
}
std::vector<V> starPts(int n, float ro, float ri, V c = {0, 0}, float ang0 = -kPi / 2) {
    std::vector<V> v;
    for (int i = 0; i < 2 * n; ++i) {
        float a = ang0 + kPi * i / n;
        v.push_back(c + V{std::cos(a), std::sin(a)} * (i % 2 ? ri : ro));
    }
    return v;
}
std::vector<V> heartPts(int n, float r, V c = {0, 0}) {
    std::vector<V> v;
    for (int i = 0; i < n; ++i) {
        float t = 2 * kPi * i / n;
        float x = 16 * std::pow(std::sin(t), 3.0f);
        float y = -(13 * std::cos(t) - 5 * std::cos(2 * t) - 2 * std::cos(3 * t) - std::cos(4 * t));
        v.push_back(c + V{x / 17.0f, (y + 2.5f) / 17.0f} * r);
    }
    return v;
}
std::vector<V> scalePts(const std::vector<V>& v, float s, V c = {0, 0}, V off = {0, 0}) {
    std::vector<V> o;
    for (V p : v) o.push_back(c + (p - c) * s + off);
    return o;
}
std::vector<V> mapPts(const std::vector<V>& v, V c, float s) {
    std::vector<V> o;
    for (V p : v) o.push_back(c + p * s);
    return o;
}

Sh lin(V a, V b, C c0, C c1) {
    return [=](V p) {
        V ab = b - a;
        return mix(c0, c1, clampf(dot(p - a, ab) / dot(ab, ab), 0, 1));
    };
}
Sh rad(V c, float r, C c0, C c1) {
    return [=](V p) { return mix(c0, c1, clampf(len(p - c) / r, 0, 1)); };
}

// ---------------------------------------------------------------- output
bool savePng(const Img& im, const std::string& path) {
    SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, im.w, im.h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) return false;
    SDL_LockSurface(s);
    for (int y = 0; y < im.h; ++y) {
        auto* row = static_cast<unsigned char*>(s->pixels) + y * s->pitch;
        for (int x = 0; x < im.w; ++x) {
            const float* q = &im.p[(size_t(y) * im.w + x) * 4];
            float a = clampf(q[3], 0, 1);
            for (int k = 0; k < 3; ++k)
                row[x * 4 + k] = (unsigned char)std::lround(clampf(a > 0 ? q[k] / a : 0, 0, 1) * 255);
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
        std::printf("wrote %s (%dx%d)\n", path.c_str(), im.w, im.h);
    return ok;
}

void blit(Img& dst, const Img& src, int ox, int oy) {
    for (int y = 0; y < src.h; ++y)
        for (int x = 0; x < src.w; ++x) {
            const float* q = &src.p[(size_t(y) * src.w + x) * 4];
            if (q[3] > 0) dst.blend(ox + x, oy + y, q[0], q[1], q[2], q[3]);
        }
}

struct Atlas {
    std::string name;
    std::vector<std::pair<std::string, Img>> frames;
    void add(const std::string& n, Img im) { frames.emplace_back(n, std::move(im)); }
};

bool writeAtlas(const Atlas& at, const std::string& dir, int width) {
    const int pad = 2;
    struct R {
        int x, y;
    };
    std::vector<R> pos;
    int x = pad, y = pad, rowH = 0;
    for (auto& [n, im] : at.frames) {
        if (x + im.w + pad > width) {
            x = pad;
            y += rowH + pad;
            rowH = 0;
        }
        pos.push_back({x, y});
        x += im.w + pad;
        rowH = std::max(rowH, im.h);
    }
    int height = y + rowH + pad;
    Img sheet(width, height);
    std::string json = "{\n  \"frames\": {\n";
    for (size_t i = 0; i < at.frames.size(); ++i) {
        auto& [n, im] = at.frames[i];
        blit(sheet, im, pos[i].x, pos[i].y);
        // Sanity check: a sprite that touches its frame edge is probably clipped.
        float edge = 0;
        for (int k = 0; k < im.w; ++k)
            edge = std::max({edge, im.p[size_t(k) * 4 + 3], im.p[(size_t(im.h - 1) * im.w + k) * 4 + 3]});
        for (int k = 0; k < im.h; ++k)
            edge =
                std::max({edge, im.p[size_t(k) * im.w * 4 + 3], im.p[(size_t(k) * im.w + im.w - 1) * 4 + 3]});
        if (edge > 0.06f && n != "tile_base") // tile_base fills its frame by design
            std::printf("note: %s/%s reaches its frame edge (alpha %.2f)\n", at.name.c_str(), n.c_str(),
                        edge);
        char buf[256];
        std::snprintf(buf, sizeof buf, "    \"%s\": {\"x\": %d, \"y\": %d, \"w\": %d, \"h\": %d}%s\n",
                      n.c_str(), pos[i].x, pos[i].y, im.w, im.h, i + 1 < at.frames.size() ? "," : "");
        json += buf;
    }
    json += "  }\n}\n";
    std::string base = dir + "/sprites/" + at.name;
    if (!savePng(sheet, base + ".png")) return false;
    if (const char* cdir = std::getenv("GEN_ASSETS_CONTACT")) {
        // Debug aid: the atlas at 2x over a two-tone backdrop, for eyeballing.
        Img big(width * 2, height * 2);
        for (int y = 0; y < big.h; ++y)
            for (int x = 0; x < big.w; ++x) {
                float g = x < big.w / 2 ? 0.32f : 0.75f;
                const float* q = &sheet.p[(size_t(y / 2) * width + x / 2) * 4];
                float* d = &big.p[(size_t(y) * big.w + x) * 4];
                for (int k = 0; k < 3; ++k) d[k] = q[k] + g * (1 - q[3]);
                d[3] = 1;
            }
        savePng(big, std::string(cdir) + "/contact_" + at.name + ".png");
    }
    std::ofstream(base + ".json") << json;
    return true;
}

// ---------------------------------------------------------------- palette (gem/block hue order)
struct Hue {
    C base, light, dark;
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
    Sdf sil;              // unit silhouette
    std::vector<V> facet; // unit outer facet vertices, increasing angle
    Sdf table;            // unit table region
    V centre{0, 0};
};

GemShape gemShape(int i) {
    GemShape g;
    switch (i) {
    case 0: // round brilliant
        g.sil = circle({0, 0}, 0.93f);
        g.facet = regular(12, 0.93f, -kPi / 2);
        g.table = poly(regular(8, 0.52f, -kPi / 2 + kPi / 8, {0, -0.04f}));
        break;
    case 1: { // trillion (triangle)
        auto t = regular(3, 1.08f, -kPi / 2, {0, 0.14f});
        g.sil = poly(scalePts(t, 0.9f, {0, 0.14f}), 0.09f);
        g.facet = t;
        g.table = poly(scalePts(t, 0.46f, {0, 0.14f}, {0, -0.02f}), 0.03f);
        g.centre = {0, 0.14f};
        break;
    }
    case 2: { // emerald cut square
        float h = 0.82f, c = 0.24f;
        std::vector<V> o = {{-h + c, -h}, {h - c, -h}, {h, -h + c}, {h, h - c},
                            {h - c, h},   {-h + c, h}, {-h, h - c}, {-h, -h + c}};
        g.sil = poly(o, 0.03f);
        g.facet = {o[7], o[0], o[1], o[2], o[3], o[4], o[5], o[6]};
        g.table = poly(scalePts(o, 0.56f, {0, 0}, {0, -0.03f}));
        break;
    }
    case 3: { // rhombus
        std::vector<V> d = {{0, -1.0f}, {0.8f, 0}, {0, 1.0f}, {-0.8f, 0}};
        g.sil = poly(scalePts(d, 0.94f), 0.05f);
        g.facet = d;
        g.table = poly(scalePts(d, 0.48f, {0, 0}, {0, -0.03f}), 0.02f);
        break;
    }
    case 4: { // star
        auto s = starPts(5, 1.02f, 0.5f, {0, 0.05f});
        g.sil = poly(scalePts(s, 0.93f, {0, 0.05f}), 0.06f);
        g.facet = s;
        g.table = poly(regular(5, 0.34f, -kPi / 2, {0, 0.03f}));
        g.centre = {0, 0.05f};
        break;
    }
    case 5: { // octagon
        auto o = regular(8, 0.95f, -kPi / 2 + kPi / 8);
        g.sil = poly(scalePts(o, 0.97f), 0.03f);
        g.facet = o;
        g.table = poly(scalePts(o, 0.54f, {0, 0}, {0, -0.03f}));
        break;
    }
    case 6: { // heart
        auto hp = heartPts(72, 0.93f, {0, -0.02f});
        g.sil = poly(hp);
        std::vector<V> f;
        for (int k = 0; k < 14; ++k) {
            // sample facets by angle from the centre
            float a = -kPi + 2 * kPi * (k + 0.5f) / 14;
            V dir{std::cos(a), std::sin(a)};
            float lo = 0, hi = 2;
            for (int it = 0; it < 30; ++it) {
                float m = (lo + hi) / 2;
                (sdPoly(hp, V{0, 0.1f} + dir * m) < 0 ? lo : hi) = m;
            }
            f.push_back(V{0, 0.1f} + dir * lo);
        }
        g.facet = f;
        g.table = poly(scalePts(hp, 0.46f, {0, 0.1f}, {0, -0.02f}));
        g.centre = {0, 0.1f};
        break;
    }
    default: { // hexagon
        auto h = regular(6, 0.97f, -kPi / 2);
        g.sil = poly(scalePts(h, 0.97f), 0.04f);
        g.facet = h;
        g.table = poly(scalePts(h, 0.52f, {0, 0}, {0, -0.03f}));
        break;
    }
    }
    return g;
}

void sparkle(Img& im, V c, float r, float a = 0.95f) {
    fill(im, poly(starPts(4, r, r * 0.22f, c)), withA(kWhite, a));
    glow(im, c, r * 0.9f, withA(kWhite, 0.5f * a));
}

// Draw gem i centred at c with radius R in the current transform.
void drawGem(Img& im, int i, V c, float R) {
    GemShape g = gemShape(i);
    const Hue& h = kHues[i];
    Sdf sil = place(g.sil, c, R);
    Sdf tab = place(g.table, c, R);
    std::vector<V> fp = mapPts(g.facet, c, R);
    V gc = c + g.centre * R;
    size_t n = fp.size();
    std::vector<float> ang(n);
    std::vector<V> nrm(n);
    for (size_t k = 0; k < n; ++k) {
        ang[k] = std::atan2(fp[k].y - gc.y, fp[k].x - gc.x);
        V e = fp[(k + 1) % n] - fp[k];
        V nn = norm({e.y, -e.x});
        V mid = (fp[k] + fp[(k + 1) % n]) * 0.5f - gc;
        if (dot(nn, mid) < 0) nn = nn * -1;
        nrm[k] = nn;
    }
    const V L = norm({-0.55f, -0.85f});
    // shadow
    soft(im, shift(grow(sil, R * 0.02f), {R * 0.03f, R * 0.09f}), withA(kBlack, 0.38f), R * 0.09f);
    // outline
    fill(im, grow(sil, std::max(1.2f, R * 0.035f)), withA(darken(h.dark, 0.25f), 0.95f));
    // facets + table
    fill(im, sil, [&](V p) -> C {
        float td = tab(p);
        if (td < 0) {
            float t = clampf((p.y - (c.y - R * 0.6f)) / (R * 1.2f), 0, 1);
            C top = mix(h.base, h.light, 0.55f), bot = mix(h.base, h.dark, 0.08f);
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
        float b = 0.5f + 0.5f * dot(nrm[k], L) + (frac < 0.5f ? 0.07f : -0.07f);
        // faint radial darkening toward the rim
        float rim = clampf(-sil(p) / (R * 0.25f), 0, 1);
        b = b * (0.85f + 0.15f * rim);
        if (b > 0.5f) return mix(h.base, h.light, (b - 0.5f) * 2 * 0.7f);
        return mix(h.base, h.dark, (0.5f - b) * 2 * 0.65f);
    });
    // table rim highlight
    fill(im, I(ring(tab, std::max(0.5f, R * 0.015f)), sil), withA(h.light, 0.55f));
    // glossy highlight
    Sdf gl = I(ellipse(c + V{-0.22f, -0.45f} * R, R * 0.5f, R * 0.22f, -0.35f), grow(sil, -R * 0.06f));
    fill(im, gl, lin(c + V{0, -0.7f} * R, c + V{0, -0.2f} * R, withA(kWhite, 0.7f), withA(kWhite, 0.05f)));
    sparkle(im, c + V{-0.38f, -0.34f} * R, R * 0.2f);
}

Img gemSprite(int i) {
    Img im(96, 96);
    drawGem(im, i, {48, 46}, 40);
    return im;
}

Img lineOverlay(bool vertical) {
    Img im(96, 96);
    auto orient = [vertical](V p) { return vertical ? V{p.y, p.x} : p; };
    // glowing band
    Sdf band = [=](V p) {
        V q = orient(p);
        return box({48, 48}, {40, 9}, 9)(q);
    };
    soft(im, band, withA(hex(0xFFF3B0), 0.55f), 7);
    for (int k = -1; k <= 1; ++k) {
        Sdf stripe = [=](V p) {
            V q = orient(p);
            return box({48, 48.0f + k * 6.5f}, {33, 1.6f}, 1.6f)(q);
        };
        fill(im, stripe, withA(kWhite, k == 0 ? 0.95f : 0.75f));
    }
    // arrow heads at both ends
    for (int s = -1; s <= 1; s += 2) {
        std::vector<V> tri = {{48 + s * 42.0f, 48}, {48 + s * 30.0f, 37}, {48 + s * 30.0f, 59}};
        Sdf t = [=](V p) { return sdPoly(tri, orient(p)) - 1.5f; };
        fill(im, grow(t, 1.5f), withA(hex(0x7A4A00), 0.8f));
        fill(im, t, kWhite);
    }
    return im;
}

Img bombOverlay() {
    Img im(96, 96);
    Sdf frame = ring(box({48, 48}, {39, 39}, 15), 3);
    soft(im, ring(box({48, 48}, {39, 39}, 15), 4), withA(hex(0xFFB347), 0.8f), 5);
    fill(im, frame, lin({0, 6}, {0, 90}, hex(0xFFF1C1), hex(0xFF8A1F)));
    // corner sparks hint at the 3x3 blast
    for (V c : {V{14, 14}, V{82, 14}, V{14, 82}, V{82, 82}}) sparkle(im, c, 7);
    // bomb badge bottom right
    V b{70, 70};
    soft(im, circle(b + V{1, 2}, 13), withA(kBlack, 0.45f), 3);
    fill(im, circle(b, 13.5f), hex(0x0E0E16));
    fill(im, circle(b, 12), rad(b + V{-4, -4}, 16, hex(0x50506A), hex(0x14141E)));
    fill(im, ellipse(b + V{-4, -5}, 5, 3, -0.6f), withA(kWhite, 0.55f));
    fill(im, box(b + V{6, -10}, {3.5f, 3}, 1), hex(0x3A3A48), 1);
    fill(im, arc(b + V{15, -10}, 6, kPi, kPi * 1.45f, 1.3f), hex(0xC9A26B));
    glow(im, b + V{13, -17}, 9, withA(hex(0xFFD04A), 0.95f));
    sparkle(im, b + V{13, -17}, 5);
    return im;
}

Img colourBomb() {
    Img im(96, 96);
    V c{48, 46};
    float R = 38;
    soft(im, circle(c + V{1, 4}, R), withA(kBlack, 0.4f), 4);
    fill(im, circle(c, R + 1.5f), hex(0x1A1030));
    fill(im, circle(c, R), [&](V p) {
        V q = p - c;
        float a = std::atan2(q.y, q.x) / (2 * kPi) + 0.5f;
        float r = len(q) / R;
        C col = hsv(a + r * 0.15f, 0.78f, 1.0f);
        // spherical shading
        float shade =
            clampf(1.0f - 0.55f * smooth(0.4f, 1.0f, len(q + V{R * 0.3f, R * 0.35f}) / (R * 1.3f)), 0, 1);
        col = darken(col, 1 - shade);
        return mix(lighten(col, 0.5f), col, smooth(0.0f, 0.6f, r));
    });
    // dark core swirl dots
    for (int k = 0; k < 6; ++k) {
        V d = c + rot({R * 0.55f, 0}, k * kPi / 3 + 0.3f);
        fill(im, circle(d, 3.2f), withA(kWhite, 0.85f));
    }
    fill(im, circle(c, 9), rad(c + V{-2, -2}, 10, kWhite, hex(0xF0E0FF)));
    fill(im, ellipse(c + V{-12, -20}, 16, 8, -0.5f),
         lin(c + V{0, -30}, c + V{0, -12}, withA(kWhite, 0.75f), withA(kWhite, 0.05f)));
    sparkle(im, c + V{-18, -16}, 7);
    sparkle(im, c + V{22, 18}, 5, 0.8f);
    return im;
}

// ---------------------------------------------------------------- blocks
void drawBlock(Img& im, int i) {
    const Hue& h = kHues[i];
    V c{40, 39};
    Sdf body = box(c, {36, 36}, 13);
    soft(im, box(c + V{0, 2.5f}, {35, 35}, 13), withA(kBlack, 0.4f), 2.5f);
    fill(im, grow(body, 1.2f), withA(darken(h.dark, 0.2f), 0.95f));
    fill(im, body, lin({0, 2}, {0, 76}, mix(h.base, h.light, 0.45f), mix(h.base, h.dark, 0.35f)));
    Sdf face = box(c, {30, 30}, 9);
    fill(im, face, lin({0, 9}, {0, 69}, mix(h.base, h.dark, 0.06f), mix(h.base, h.light, 0.12f)));
    // star emboss
    Sdf star = poly(starPts(5, 19, 8.3f, c + V{0, 1.5f}), 1.2f);
    fill(im, shift(star, {1.4f, 1.8f}), withA(mix(h.base, h.dark, 0.6f), 0.95f));
    fill(im, shift(star, {-1.1f, -1.3f}), withA(mix(h.base, h.light, 0.85f), 1.0f));
    fill(im, star, lin({0, 20}, {0, 62}, mix(h.base, h.light, 0.5f), mix(h.base, h.light, 0.12f)));
    // gloss
    Sdf gl = I(ellipse(c + V{0, -24}, 34, 17), grow(body, -3));
    fill(im, gl, lin({0, 4}, {0, 30}, withA(kWhite, 0.55f), withA(kWhite, 0.06f)));
    sparkle(im, {15, 14}, 5, 0.85f);
}
Img blockSprite(int i) {
    Img im(80, 80);
    drawBlock(im, i);
    return im;
}
Img tileBack() {
    Img im(80, 80);
    V c{40, 39};
    Sdf body = box(c, {36, 36}, 13);
    soft(im, box(c + V{0, 2.5f}, {35, 35}, 13), withA(kBlack, 0.4f), 2.5f);
    fill(im, grow(body, 1.2f), hex(0x141A30));
    fill(im, body, [&](V p) {
        C a = hex(0x3B4A7A), b = hex(0x2C3862);
        float u = (p.x + p.y) / 11.3f, v = (p.x - p.y) / 11.3f;
        bool chk = (int(std::floor(u)) + int(std::floor(v))) & 1;
        C col = chk ? a : b;
        return mix(lighten(col, 0.12f), darken(col, 0.15f), clampf(p.y / 80, 0, 1));
    });
    fill(im, ring(box(c, {30, 30}, 9), 1.1f), withA(hex(0xA9B8FF), 0.55f));
    fill(im, poly({{40, 22}, {57, 39}, {40, 56}, {23, 39}}, 2), hex(0x1B2344));
    fill(im, poly({{40, 26}, {53, 39}, {40, 52}, {27, 39}}, 1),
         lin({0, 26}, {0, 52}, hex(0xC9D4FF), hex(0x7D8FD6)));
    Sdf gl = I(ellipse(c + V{0, -24}, 34, 17), grow(body, -3));
    fill(im, gl, lin({0, 4}, {0, 30}, withA(kWhite, 0.35f), withA(kWhite, 0.03f)));
    return im;
}

// ---------------------------------------------------------------- glyphs (colour-blind aids)
Sdf glyphShape(int i, V c, float s) {
    // s: nominal radius
    switch (i) {
    case 0:
        return circle(c, s * 0.9f);
    case 1:
        return poly(regular(3, s * 0.95f, -kPi / 2, c + V{0, s * 0.16f}), s * 0.1f);
    case 2:
        return box(c, {s * 0.8f, s * 0.8f}, s * 0.16f);
    case 3:
        return poly({c + V{0, -s * 0.98f}, c + V{s * 0.78f, 0}, c + V{0, s * 0.98f}, c + V{-s * 0.78f, 0}},
                    s * 0.06f);
    case 4:
        return poly(starPts(5, s * 1.02f, s * 0.45f, c + V{0, s * 0.05f}), s * 0.06f);
    case 5:
        return U(box(c, {s * 0.9f, s * 0.32f}, s * 0.1f), box(c, {s * 0.32f, s * 0.9f}, s * 0.1f));
    case 6:
        return poly(heartPts(64, s * 0.95f, c - V{0, s * 0.04f}));
    default:
        return poly(regular(6, s * 0.95f, -kPi / 2, c), s * 0.06f);
    }
}
void drawGlyph(Img& im, int i, V c, float s, float outline) {
    Sdf g = glyphShape(i, c, s);
    soft(im, shift(grow(g, outline), {0, 1}), withA(kBlack, 0.35f), outline);
    fill(im, grow(g, outline), withA(hex(0x14141F), 0.92f));
    fill(im, g, kWhite);
}
Img glyphSprite(int i) {
    Img im(48, 48);
    drawGlyph(im, i, {24, 24}, 17, 3);
    return im;
}

// ---------------------------------------------------------------- mahjong-like tiles
void drawTileBase(Img& im) {
    // face spans (1,1)-(81,93); thickness extends 6px right/down
    V c{41, 47};
    V half{40, 46};
    Sdf faceS = box(c, half, 9);
    Sdf side = [=](V p) {
        float d = 1e9f;
        for (int k = 0; k <= 12; ++k) d = std::min(d, box(c + V{k * 0.5f, k * 0.5f}, half, 9)(p));
        return d;
    };
    fill(im, grow(side, 0.8f), hex(0x5C4A2A));
    fill(im, side, lin({20, 20}, {88, 100}, hex(0xE3D3A6), hex(0xA88C52)));
    // a thin dark seam between body and face
    fill(im, grow(faceS, 0.9f), hex(0x8C7444));
    fill(im, faceS, lin({0, 1}, {0, 93}, hex(0xFFFEF8), hex(0xEFE6CC)));
    fill(im, ring(box(c, {36, 42}, 6), 0.7f), withA(hex(0xC9B88E), 0.7f));
    Sdf gl = I(ellipse(c + V{-6, -34}, 40, 16), grow(faceS, -2));
    fill(im, gl, lin({0, 1}, {0, 28}, withA(kWhite, 0.7f), withA(kWhite, 0.0f)));
}
Img tileBaseSprite() {
    Img im(88, 100);
    drawTileBase(im);
    return im;
}
Img tileShadow() {
    Img im(88, 100);
    soft(im, box({44, 50}, {38, 44}, 10), withA(kBlack, 0.45f), 5);
    return im;
}

// Pictogram outlined in a darker tone of its colour.
void pic(Img& im, const Sdf& s, C col, float ow = 2.0f) {
    fill(im, grow(s, ow), darken(col, 0.6f));
    fill(im, s, lin({0, 4}, {0, 60}, lighten(col, 0.25f), darken(col, 0.08f)));
}
void shine(Img& im, V c, float rx, float ry, float ang = -0.5f) {
    fill(im, ellipse(c, rx, ry, ang), withA(kWhite, 0.6f));
}
void drawFace(Img& im, int i) {
    V c{32, 32};
    switch (i) {
    case 0: { // apple
        C red = hex(0xE53935);
        Sdf body = U(circle({24, 36}, 16), circle({40, 36}, 16));
        body = U(body, circle({32, 44}, 13));
        pic(im, body, red);
        fill(im, seg({32, 22}, {34, 11}, 2), hex(0x5D4037));
        pic(im, ellipse({42, 14}, 9, 4.5f, -0.5f), hex(0x43A047), 1.5f);
        shine(im, {22, 29}, 5, 3);
        break;
    }
    case 1: { // orange fruit
        C o = hex(0xFB8C00);
        pic(im, circle({32, 35}, 23), o);
        for (V d : {V{24, 40}, V{38, 44}, V{41, 32}, V{28, 48}, V{22, 32}})
            fill(im, circle(d, 1.3f), withA(darken(o, 0.3f), 0.6f));
        pic(im, ellipse({38, 10}, 8, 4, -0.4f), hex(0x2E7D32), 1.5f);
        shine(im, {23, 26}, 6, 3.5f);
        break;
    }
    case 2: { // cherries
        C ch = hex(0xC2185B);
        fill(im, polyline({{20, 42}, {30, 20}, {40, 8}}, 1.6f), hex(0x33691E));
        fill(im, polyline({{44, 44}, {42, 22}, {40, 8}}, 1.6f), hex(0x33691E));
        pic(im, circle({19, 45}, 12), ch);
        pic(im, circle({44, 47}, 12), ch);
        pic(im, ellipse({48, 10}, 7, 3.5f, 0.3f), hex(0x43A047), 1.5f);
        shine(im, {15, 41}, 3.5f, 2);
        shine(im, {40, 43}, 3.5f, 2);
        break;
    }
    case 3: { // grapes
        C g = hex(0x7B3FC4);
        std::vector<V> pts = {{20, 19}, {32, 19}, {44, 19}, {26, 29.5f}, {38, 29.5f},
                              {32, 40}, {20, 40}, {44, 40}, {32, 50.5f}};
        Sdf all = circle(pts[0], 7.5f);
        for (V p : pts) all = U(all, circle(p, 7.5f));
        fill(im, grow(all, 2), darken(g, 0.6f));
        for (V p : pts) {
            fill(im, circle(p, 7.5f), rad(p + V{-2, -2}, 9, lighten(g, 0.35f), g));
            fill(im, ring(circle(p, 7.5f), 0.6f), darken(g, 0.5f));
            fill(im, circle(p + V{-2.5f, -2.5f}, 1.8f), withA(kWhite, 0.7f));
        }
        fill(im, seg({32, 11}, {34, 3.5f}, 1.8f), hex(0x5D4037));
        break;
    }
    case 4: { // lemon
        C y = hex(0xFDD835);
        Sdf body = U(ellipse(c, 24, 16, -0.35f),
                     U(circle(c + rot({24, 0}, -0.35f), 4), circle(c - rot({24, 0}, -0.35f), 4)));
        pic(im, body, y);
        shine(im, {24, 24}, 8, 3, -0.35f);
        break;
    }
    case 5: { // leaf
        C g = hex(0x7CB342);
        Sdf leaf = I(circle({18, 46}, 38), circle({46, 18}, 38));
        pic(im, leaf, g);
        fill(im, I(seg({10, 54}, {50, 14}, 1.3f), grow(leaf, -2)), darken(g, 0.45f));
        fill(im, seg({8, 56}, {14, 50}, 1.8f), darken(g, 0.45f));
        for (int k = 0; k < 3; ++k) {
            V a{22.0f + k * 9, 42.0f - k * 9};
            fill(im, I(seg(a, a + V{-3, -9}, 0.9f), grow(leaf, -3)), darken(g, 0.35f));
            fill(im, I(seg(a, a + V{9, 3}, 0.9f), grow(leaf, -3)), darken(g, 0.35f));
        }
        break;
    }
    case 6: { // heart
        C p = hex(0xF06292);
        pic(im, poly(heartPts(64, 23, {32, 31})), p);
        shine(im, {21, 24}, 6, 3.5f);
        break;
    }
    case 7: { // spade
        C s = hex(0x37474F);
        auto hp = heartPts(64, 22, {0, 0});
        for (V& q : hp) q = V{32, 30} + V{q.x, -q.y};
        Sdf sp = U(poly(hp), poly({{32, 38}, {42, 56}, {22, 56}}, 1));
        pic(im, sp, s);
        shine(im, {24, 24}, 4, 2.5f, -0.9f);
        break;
    }
    case 8: { // club
        C g = hex(0x1B7A3A);
        Sdf cl = U(U(circle({32, 19}, 11), circle({20, 36}, 11)), U(circle({44, 36}, 11), circle(c, 6)));
        cl = U(cl, poly({{32, 36}, {41, 57}, {23, 57}}, 1));
        pic(im, cl, g);
        shine(im, {28, 14}, 3.5f, 2);
        break;
    }
    case 9: { // diamond suit
        C b = hex(0x0097D7);
        pic(im, poly({{32, 6}, {52, 32}, {32, 58}, {12, 32}}, 1.5f), b);
        fill(im, poly({{32, 14}, {44, 32}, {32, 32}}), withA(kWhite, 0.35f));
        break;
    }
    case 10: { // star
        C s = hex(0xFFC107);
        pic(im, poly(starPts(5, 27, 12, {32, 34}), 1.5f), s);
        shine(im, {26, 26}, 4, 2.5f);
        break;
    }
    case 11: { // moon
        C m = hex(0x5C6BC0);
        Sdf moon = Sub(circle(c, 24), circle({44, 24}, 20));
        pic(im, moon, m);
        fill(im, circle({50, 46}, 3), hex(0xFFE082));
        fill(im, poly(starPts(4, 5, 1.4f, {52, 12})), hex(0xFFE082));
        break;
    }
    case 12: { // sun
        C o = hex(0xFF7043);
        Sdf rays = poly(starPts(12, 27, 18, c), 1);
        pic(im, rays, o, 1.5f);
        pic(im, circle(c, 15), hex(0xFFCA28), 1.5f);
        shine(im, {27, 26}, 4.5f, 2.5f);
        break;
    }
    case 13: { // flower
        C p = hex(0xD81B9A);
        Sdf pet = circle(c + V{0, -15}, 10);
        for (int k = 1; k < 5; ++k) pet = U(pet, circle(c + rot({0, -15}, k * 2 * kPi / 5), 10));
        pic(im, pet, p);
        pic(im, circle(c, 8), hex(0xFFD54F), 1.5f);
        break;
    }
    case 14: { // water drop
        C b = hex(0x1E88E5);
        Sdf d = U(circle({32, 40}, 17), poly({{32, 4}, {47, 32}, {17, 32}}));
        d = U(d, I(circle({32, 40}, 17.5f), box({32, 30}, {17, 10}, 0)));
        pic(im, d, b);
        shine(im, {25, 40}, 3, 6, 0.3f);
        break;
    }
    default: { // mushroom
        C br = hex(0x8D5A3B);
        fill(im, box({32, 46}, {9, 13}, 5), darken(hex(0xF3E5C8), 0.55f));
        fill(im, box({32, 46}, {7.5f, 11.5f}, 4), hex(0xF3E5C8));
        Sdf cap = I(ellipse({32, 34}, 27, 26), box({32, 20}, {28, 16}, 0));
        cap = U(cap, box({32, 32}, {27, 4}, 3.5f));
        pic(im, cap, br);
        for (V d : {V{22, 22}, V{36, 15}, V{44, 27}, V{29, 29}}) fill(im, circle(d, 3), hex(0xFFF3E0));
        break;
    }
    }
}
Img faceSprite(int i) {
    Img im(64, 64);
    drawFace(im, i);
    return im;
}
void drawTraySlot(Img& im) {
    V c{48, 54};
    Sdf outer = box(c, {46, 52}, 12);
    fill(im, grow(outer, 0.5f), withA(hex(0x0A0C18), 0.9f));
    fill(im, outer, lin({0, 2}, {0, 106}, hex(0x1C2238), hex(0x2E3656)));
    // inner shadow along the top edge
    for (int k = 0; k < 7; ++k)
        fill(im, Sub(outer, shift(outer, {0.3f * k, 1.0f + k * 1.3f})), withA(kBlack, 0.08f));
    // rim: dark at the top, catching light at the bottom
    fill(im, ring(outer, 0.9f),
         lin({0, 30}, {0, 106}, withA(hex(0x8C9CD8), 0.0f), withA(hex(0x8C9CD8), 0.6f)));
}
Img traySlot() {
    Img im(96, 108);
    drawTraySlot(im);
    return im;
}

// ---------------------------------------------------------------- UI
Img button(bool hover) {
    Img im(96, 48);
    Sdf b = box({48, 23}, {46, 20}, 14);
    C top = hover ? hex(0x7CC4FF) : hex(0x56A8F5), bot = hover ? hex(0x3A7BEA) : hex(0x2A5FCC);
    soft(im, shift(b, {0, 2.5f}), withA(kBlack, 0.4f), 2);
    fill(im, shift(b, {0, 2.5f}), hex(hover ? 0x2650A8 : 0x1C3E8C)); // lip
    fill(im, grow(b, 0.8f), hex(0x12265C));
    fill(im, b, lin({0, 3}, {0, 43}, top, bot));
    Sdf gl = I(box({48, 13}, {43, 8}, 8), grow(b, -2.5f));
    fill(im, gl, lin({0, 5}, {0, 21}, withA(kWhite, hover ? 0.55f : 0.45f), withA(kWhite, 0.05f)));
    fill(im, I(ring(b, 0.6f), box({48, 10}, {50, 10}, 0)), withA(kWhite, 0.5f));
    return im;
}
Img panel() {
    Img im(96, 96);
    Sdf b = box({48, 48}, {46, 46}, 18);
    fill(im, b, lin({0, 2}, {0, 94}, withA(hex(0x232A48), 0.88f), withA(hex(0x141932), 0.9f)));
    fill(im, ring(grow(b, -0.8f), 0.8f), withA(kWhite, 0.16f));
    fill(im, I(ring(grow(b, -2.2f), 0.5f), box({48, 10}, {50, 12}, 0)), withA(kWhite, 0.08f));
    return im;
}
Img starIcon(bool full) {
    Img im(64, 64);
    Sdf s = poly(starPts(5, 27, 12, {32, 33}), 2);
    if (full) {
        soft(im, shift(s, {0, 2}), withA(kBlack, 0.4f), 2.5f);
        fill(im, grow(s, 1.8f), hex(0x8A4B00));
        fill(im, s, lin({0, 6}, {0, 60}, hex(0xFFEB7A), hex(0xFFA000)));
        fill(im, poly(starPts(5, 15.5f, 7, {32, 33}), 1.5f),
             lin({0, 16}, {0, 48}, hex(0xFFF6C0), hex(0xFFC929)), 0.8f);
        sparkle(im, {22, 22}, 6);
    } else {
        fill(im, grow(s, 1.8f), withA(hex(0x0C0E1A), 0.75f));
        fill(im, s, lin({0, 6}, {0, 60}, withA(hex(0x5A6280), 0.9f), withA(hex(0x383E58), 0.9f)));
        fill(im, ring(poly(starPts(5, 15.5f, 7, {32, 33}), 1.5f), 0.6f), withA(kWhite, 0.12f));
    }
    return im;
}
Img lockIcon() {
    Img im(48, 48);
    Sdf shackle = arc({24, 20}, 9, kPi, 2 * kPi, 2.8f);
    shackle = U(shackle, U(seg({15, 20}, {15, 25}, 2.8f), seg({33, 20}, {33, 25}, 2.8f)));
    Sdf body = box({24, 32}, {14, 11}, 4);
    soft(im, shift(U(shackle, body), {0, 1.5f}), withA(kBlack, 0.45f), 2);
    fill(im, grow(U(shackle, body), 1.4f), hex(0x2A1C08));
    fill(im, shackle, lin({0, 8}, {0, 26}, hex(0xE8ECF4), hex(0x9AA3B8)));
    fill(im, body, lin({0, 21}, {0, 43}, hex(0xFFD75A), hex(0xD18A00)));
    fill(im, I(box({24, 25}, {13, 3}, 2), body), withA(kWhite, 0.35f));
    fill(im, U(circle({24, 30}, 3.2f), poly({{22.6f, 31}, {25.4f, 31}, {26.2f, 38}, {21.8f, 38}}, 0.3f)),
         hex(0x3A2606));
    return im;
}
Img dotIcon() {
    Img im(48, 48);
    V c{24, 24};
    glow(im, c, 23, withA(hex(0x7FE3FF), 0.8f));
    fill(im, circle(c, 11.5f), withA(hex(0x0B2A3A), 0.9f));
    fill(im, circle(c, 10), rad(c + V{-3, -3}, 13, kWhite, hex(0x9BE9FF)));
    fill(im, ring(circle(c, 7.5f), 0.8f), withA(hex(0x2AA8D8), 0.6f));
    fill(im, ellipse(c + V{-3, -4}, 3.5f, 2, -0.6f), withA(kWhite, 0.9f));
    return im;
}
Img dotGlow() {
    Img im(96, 96);
    glow(im, {48, 48}, 47, withA(kWhite, 1.0f));
    return im;
}
Img particle() {
    Img im(16, 16);
    glow(im, {8, 8}, 8, withA(kWhite, 1.0f));
    fill(im, circle({8, 8}, 3.5f), withA(kWhite, 0.9f));
    return im;
}
void iconOut(Img& im, const Sdf& s) {
    soft(im, shift(s, {0, 1.2f}), withA(kBlack, 0.35f), 1.6f);
    fill(im, s, kWhite);
}
Sdf arrowHead(V tip, V dir, float size) {
    V d = norm(dir), n{-d.y, d.x};
    V b = tip - d * size;
    return poly({tip, b + n * size * 0.75f, b - n * size * 0.75f}, 0.8f);
}
Img iconUndo(bool redo) {
    Img im(48, 48);
    // arc over the top with an arrow head at the left end
    Sdf a = arc({26, 28}, 12, kPi * 1.0f, kPi * 2.05f, 3);
    a = U(a, arrowHead({14, 40}, {0, 1}, 11));
    a = U(a, seg({38.2f, 28}, {38.2f, 37}, 3));
    if (redo) a = [a](V p) { return a({48 - p.x, p.y}); };
    iconOut(im, a);
    return im;
}
Img iconHint() {
    Img im(48, 48);
    im.xf({2.4f, 2.6f}, 0.9f);
    Sdf bulb = U(circle({24, 19}, 12), poly({{16, 25}, {32, 25}, {29, 33}, {19, 33}}, 1));
    Sdf s =
        Sub(bulb, grow(U(circle({24, 19}, 12), poly({{16, 25}, {32, 25}, {29, 33}, {19, 33}}, 1)), -3.2f));
    s = U(s, box({24, 37}, {5.5f, 1.6f}, 1.2f));
    s = U(s, box({24, 42}, {4, 1.6f}, 1.2f));
    s = U(s, polyline({{20, 24}, {24, 20}, {28, 24}}, 1.3f));
    iconOut(im, s);
    for (float a : {-kPi / 2, -kPi / 4 - kPi / 2, -kPi / 4, -kPi, 0.0f}) {
        V d{std::cos(a), std::sin(a)};
        iconOut(im, seg(V{24, 19} + d * 15, V{24, 19} + d * 17.5f, 1.4f));
    }
    return im;
}
Img iconPause() {
    Img im(48, 48);
    iconOut(im, U(box({17, 24}, {4.5f, 14}, 2.5f), box({31, 24}, {4.5f, 14}, 2.5f)));
    return im;
}
Img iconRestart() {
    Img im(48, 48);
    Sdf a = arc({24, 25}, 13, -kPi * 0.35f, kPi * 1.35f, 3);
    a = U(a, arrowHead(V{24, 25} + V{std::cos(-kPi * 0.35f), std::sin(-kPi * 0.35f)} * 13 + V{-1, -3.5f},
                       {-1, -1.3f}, 9));
    iconOut(im, a);
    return im;
}
Img iconShuffle() {
    Img im(48, 48);
    // two crossing curved arrows
    std::vector<V> p1, p2;
    for (int k = 0; k <= 20; ++k) {
        float t = k / 20.0f;
        float s = smooth(0.15f, 0.85f, t);
        p1.push_back({6 + t * 30, 14 + s * 20});
        p2.push_back({6 + t * 30, 34 - s * 20});
    }
    Sdf a = U(polyline(p1, 2.6f), polyline(p2, 2.6f));
    a = U(a, arrowHead({44, 34}, {1, 0}, 9));
    a = U(a, arrowHead({44, 14}, {1, 0}, 9));
    iconOut(im, a);
    return im;
}
Img iconPop() {
    Img im(48, 48);
    Sdf burst = poly(starPts(8, 19, 11, {24, 24}, -kPi / 2), 1);
    Sdf s = Sub(burst, grow(burst, -3));
    s = U(s, circle({24, 24}, 6));
    iconOut(im, s);
    return im;
}

// ---------------------------------------------------------------- previews
void bgGradient(Img& im, C top, C bot, C acc, V accPos, float accR) {
    for (int y = 0; y < im.h; ++y)
        for (int x = 0; x < im.w; ++x) {
            float t = float(y) / (im.h - 1);
            C c = mix(top, bot, t);
            float g = std::exp(-std::pow(len(V{float(x), float(y)} - accPos) / accR, 2.0f));
            c = mix(c, acc, g * acc.a);
            float* q = &im.p[(size_t(y) * im.w + x) * 4];
            q[0] = c.r;
            q[1] = c.g;
            q[2] = c.b;
            q[3] = 1;
        }
}
void roundCorners(Img& im, float r) {
    Sdf b = box({im.w / 2.0f, im.h / 2.0f}, {im.w / 2.0f, im.h / 2.0f}, r);
    for (int y = 0; y < im.h; ++y)
        for (int x = 0; x < im.w; ++x) {
            int in = 0;
            for (int s = 0; s < 16; ++s)
                if (b({x + (s % 4 + 0.5f) / 4, y + (s / 4 + 0.5f) / 4}) < 0) ++in;
            float k = in / 16.0f;
            float* q = &im.p[(size_t(y) * im.w + x) * 4];
            for (int j = 0; j < 4; ++j) q[j] *= k;
        }
}

Img previewMatch3() {
    Img im(360, 200);
    bgGradient(im, hex(0x3A1F6E), hex(0x160C33), withA(hex(0x8C4FE0), 0.5f), {180, 60}, 200);
    const int cols = 8, rows = 4;
    float cell = 41;
    V o{180 - cols * cell / 2, 100 - rows * cell / 2};
    fill(im, box({180, 100}, {cols * cell / 2 + 6, rows * cell / 2 + 6}, 12), withA(hex(0x0A0618), 0.55f));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if ((r + c) % 2 == 0)
                fill(im, box(o + V{(c + 0.5f) * cell, (r + 0.5f) * cell}, {cell / 2, cell / 2}, 3),
                     withA(kWhite, 0.05f));
    const int board[rows][cols] = {{0, 2, 5, 1, 3, 6, 4, 7},
                                   {3, 6, 1, 1, 4, 2, 0, 5},
                                   {5, 0, 4, 2, 2, 7, 2, 3},
                                   {7, 1, 3, 6, 5, 0, 6, 4}};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            V p = o + V{(c + 0.5f) * cell, (r + 0.5f) * cell};
            drawGem(im, board[r][c], p, cell * 0.42f);
        }
    // selection ring + line special hint
    V sel = o + V{2.5f * cell, 1.5f * cell};
    fill(im, ring(box(sel, {cell / 2 - 1, cell / 2 - 1}, 7), 1.5f), withA(hex(0xFFF3B0), 0.95f));
    soft(im, ring(box(sel, {cell / 2 - 1, cell / 2 - 1}, 7), 1.5f), withA(hex(0xFFE066), 0.6f), 4);
    sparkle(im, o + V{6.4f * cell, 2.3f * cell}, 8);
    sparkle(im, o + V{4.2f * cell, 0.3f * cell}, 6, 0.8f);
    roundCorners(im, 14);
    return im;
}

Img previewSameGame() {
    Img im(360, 200);
    bgGradient(im, hex(0x123A5C), hex(0x081628), withA(hex(0x2F8FD0), 0.45f), {180, 30}, 220);
    const int cols = 10, rows = 5;
    float cell = 34;
    V o{180 - cols * cell / 2, 100 - rows * cell / 2 + 2};
    const int colors[5] = {0, 2, 3, 5, 6};
    const char* layout[rows] = {"..a.....b.", ".cab...cbd", "ccaadbbcee", "deaacbdcae", "ddebcbaaec"};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            char ch = layout[r][c];
            if (ch == '.') continue;
            im.xf(o + V{c * cell, r * cell}, cell / 80.0f);
            drawBlock(im, colors[ch - 'a']);
            im.reset();
        }
    // highlight a group
    fill(im, ring(box(o + V{3 * cell, 3 * cell}, {cell + 1, cell + 1}, 8), 1.6f), withA(kWhite, 0.9f));
    sparkle(im, o + V{4 * cell - 4, 2 * cell + 4}, 8);
    roundCorners(im, 14);
    return im;
}

// 7-segment style digits
void drawDigit(Img& im, int d, V o, float w, float h, float th, C col) {
    static const int seg7[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};
    V P[6] = {o, o + V{w, 0}, o + V{0, h / 2}, o + V{w, h / 2}, o + V{0, h}, o + V{w, h}};
    std::pair<int, int> S[7] = {{0, 1}, {1, 3}, {3, 5}, {4, 5}, {2, 4}, {0, 2}, {2, 3}};
    Sdf all = [](V) { return 1e9f; };
    for (int k = 0; k < 7; ++k)
        if (seg7[d] >> k & 1) all = U(all, seg(P[S[k].first], P[S[k].second], th));
    fill(im, all, col);
}

Img previewSudoku() {
    Img im(360, 200);
    bgGradient(im, hex(0x1E4D4A), hex(0x0B1E24), withA(hex(0x3FBFA0), 0.35f), {120, 40}, 200);
    float cell = 20;
    V o{30, 10};
    float S = cell * 9;
    soft(im, box(o + V{S / 2, S / 2 + 3}, {S / 2 + 3, S / 2 + 3}, 8), withA(kBlack, 0.5f), 6);
    fill(im, box(o + V{S / 2, S / 2}, {S / 2 + 3, S / 2 + 3}, 7), hex(0x26323C));
    fill(im, box(o + V{S / 2, S / 2}, {S / 2, S / 2}, 5), hex(0xFBF8EE));
    const char* grid[9] = {"534678912", "672195348", "198342567", "859761423", "426853791",
                           "713924856", "961537284", "287419635", "345286179"};
    const char* mask[9] = {"11..1....", "1..111...", ".11....1.", "1...1...1", "1..1.1..1",
                           "1...1...1", ".1....11.", "...111..1", "....1..11"};
    V selC{4, 4};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            V p = o + V{c * cell, r * cell};
            if (r == selC.y || c == selC.x)
                fill(im, box(p + V{cell / 2, cell / 2}, {cell / 2, cell / 2}, 0),
                     withA(hex(0xBFE3F0), 0.55f));
            if (r == 4 && c == 4)
                fill(im, box(p + V{cell / 2, cell / 2}, {cell / 2 - 1, cell / 2 - 1}, 2), hex(0x7FC8E8));
            bool given = mask[r][c] == '1';
            bool filled = given || (r == 4 && c == 4) || (r == 2 && c == 0) || (r == 6 && c == 3);
            if (!filled) continue;
            C col = given ? hex(0x22303C) : hex(0x1F74C7);
            drawDigit(im, grid[r][c] - '0', p + V{6.0f, 4.0f}, 8, 12, 1.25f, col);
        }
    for (int k = 0; k <= 9; ++k) {
        float w = (k % 3 == 0) ? 1.1f : 0.45f;
        C col = (k % 3 == 0) ? hex(0x26323C) : hex(0x9AA7B0);
        fill(im, seg(o + V{k * cell, 0}, o + V{k * cell, S}, w), col);
        fill(im, seg(o + V{0, k * cell}, o + V{S, k * cell}, w), col);
    }
    // number pad on the right
    for (int n = 0; n < 9; ++n) {
        V p{238.0f + (n % 3) * 36, 38.0f + (n / 3) * 42};
        fill(im, box(p + V{0, 2}, {15, 16}, 6), hex(0x0D2B33));
        fill(im, box(p, {15, 16}, 6), lin(p - V{0, 16}, p + V{0, 16}, hex(0x5FD3B8), hex(0x2A9A86)));
        fill(im, I(box(p - V{0, 9}, {13, 6}, 5), box(p, {15, 16}, 6)), withA(kWhite, 0.25f));
        drawDigit(im, n + 1, p + V{-4.5f, -8}, 9, 16, 1.7f, kWhite);
    }
    roundCorners(im, 14);
    return im;
}

void drawTileAt(Img& im, V pos, float s, int face, float dim) {
    im.xf(pos + V{3 * s, 5 * s}, s);
    soft(im, box({44, 50}, {38, 44}, 10), withA(kBlack, 0.35f), 5);
    im.xf(pos, s);
    drawTileBase(im);
    im.xf(pos + V{9 * s, 15 * s}, s);
    drawFace(im, face);
    im.xf(pos, s);
    if (dim > 0) fill(im, box({44, 50}, {44, 50}, 9), withA(hex(0x1A1408), dim));
    im.reset();
}

Img previewTileStack() {
    Img im(360, 200);
    bgGradient(im, hex(0x2F5D3A), hex(0x12261A), withA(hex(0x8BD18B), 0.3f), {180, 50}, 220);
    float s = 0.44f;
    float tw = 80 * s, th = 92 * s;
    // layer 0: 6x3, layer 1: 4x2, layer 2: 2x1; each offset half a tile down and lifted a little
    int faces = 0;
    for (int layer = 0; layer < 3; ++layer) {
        int cols = 6 - 2 * layer, rows = 3 - layer;
        V o{180 - cols * tw / 2 - 3 * s - layer * 3, 10 + layer * th / 2 - layer * 4};
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                V p = o + V{c * tw, r * th};
                drawTileAt(im, p, s, (faces * 7 + 3) % 16, layer == 0 ? 0.4f : layer == 1 ? 0.2f : 0.0f);
                ++faces;
            }
    }
    // tray with three slots, two filled with matching faces
    fill(im, box({180, 176}, {142, 22}, 10), withA(hex(0x08120C), 0.7f));
    for (int k = 0; k < 7; ++k) {
        V p{180 - 3.5f * 38 + k * 38 + 1, 157};
        im.xf(p, 0.37f);
        drawTraySlot(im);
        im.reset();
        if (k < 3) drawTileAt(im, p + V{2, 2}, 0.37f, k < 2 ? 6 : 10, 0);
    }
    roundCorners(im, 14);
    return im;
}

Img previewOneStroke() {
    Img im(360, 200);
    bgGradient(im, hex(0x141B3A), hex(0x070A18), withA(hex(0x3C4FB0), 0.45f), {180, 90}, 180);
    for (int y = 10; y < 200; y += 20)
        for (int x = 10; x < 360; x += 20) fill(im, circle({float(x), float(y)}, 0.9f), withA(kWhite, 0.1f));
    V P[5] = {{130, 178}, {230, 178}, {230, 92}, {130, 92}, {180, 22}};
    std::vector<V> path = {P[0], P[3], P[4], P[2], P[3], P[1], P[2], P[0], P[1]};
    int drawn = 5;
    for (size_t k = 0; k + 1 < path.size(); ++k)
        fill(im, seg(path[k], path[k + 1], 3), withA(hex(0x5B6790), 0.8f));
    for (int k = 0; k < drawn; ++k) {
        soft(im, seg(path[k], path[k + 1], 6), withA(hex(0x3FD0FF), 0.45f), 6);
    }
    for (int k = 0; k < drawn; ++k)
        fill(im, seg(path[k], path[k + 1], 4), lin({0, 20}, {0, 180}, hex(0x9FF0FF), hex(0x34B6F0)));
    // drag in progress toward the next vertex
    V cur = path[drawn] + (path[drawn + 1] - path[drawn]) * 0.45f;
    fill(im, seg(path[drawn], cur, 3.5f), withA(hex(0xFFE27A), 0.95f));
    for (V p : P) {
        glow(im, p, 22, withA(hex(0x7FE3FF), 0.6f));
        fill(im, circle(p, 9), hex(0x0B2A3A));
        fill(im, circle(p, 7.5f), rad(p + V{-2.5f, -2.5f}, 10, kWhite, hex(0x9BE9FF)));
    }
    glow(im, cur, 18, withA(hex(0xFFE27A), 0.8f));
    fill(im, circle(cur, 5), hex(0xFFF6D0));
    roundCorners(im, 14);
    return im;
}

// ---------------------------------------------------------------- app icon and backgrounds
Img appIcon() {
    Img im(128, 128);
    Sdf bg = box({64, 64}, {60, 60}, 26);
    soft(im, shift(bg, {0, 2}), withA(kBlack, 0.4f), 3);
    fill(im, bg, lin({0, 4}, {0, 124}, hex(0x3A3F8F), hex(0x17183F)));
    fill(im, ring(grow(bg, -1), 1), withA(kWhite, 0.18f));
    const int cols[9] = {0, 2, 4, 6, 3, 1, 5, 7, 2};
    for (int k = 0; k < 9; ++k) {
        int r = k / 3, c = k % 3;
        V ctr{30.0f + c * 34, 30.0f + r * 34};
        const Hue& h = kHues[cols[k]];
        Sdf t = box(ctr, {14.5f, 14.5f}, 6);
        soft(im, shift(t, {0, 2}), withA(kBlack, 0.45f), 2);
        fill(im, grow(t, 1), darken(h.dark, 0.2f));
        fill(im, t,
             lin(ctr - V{0, 15}, ctr + V{0, 15}, mix(h.base, h.light, 0.4f), mix(h.base, h.dark, 0.3f)));
        fill(im, I(ellipse(ctr - V{0, 9}, 13, 7), grow(t, -1.5f)), withA(kWhite, 0.4f));
    }
    // centre tile gets a white star emboss
    fill(im, poly(starPts(5, 11, 4.8f, {64, 65}), 0.8f), withA(kWhite, 0.92f));
    sparkle(im, {22, 20}, 6);
    return im;
}

Img background(bool menu) {
    Img im(1280, 720);
    C tl = menu ? hex(0x2A2460) : hex(0x14263E), br = menu ? hex(0x0E1030) : hex(0x080F1E);
    C accent = menu ? hex(0x6A3FB8) : hex(0x1F6F8C);
    static const float bayer[4][4] = {{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};
    for (int y = 0; y < im.h; ++y)
        for (int x = 0; x < im.w; ++x) {
            float t = clampf((x * 0.35f + y) / (1280 * 0.35f + 720), 0, 1);
            C c = mix(tl, br, t);
            float g =
                std::exp(-std::pow(len(V{float(x) - (menu ? 380.0f : 900.0f), float(y) - 160}) / 620, 2.0f));
            c = mix(c, accent, 0.45f * g);
            // subtle pattern: diamond mosaic lines (menu) or square tile grid (game)
            float pat;
            if (menu) {
                float u = (x + y) / 90.0f, v = (x - y) / 90.0f;
                float du = std::fabs(u - std::round(u)), dv = std::fabs(v - std::round(v));
                pat = 1 - smooth(0.0f, 0.03f, std::min(du, dv));
            } else {
                float u = x / 64.0f, v = y / 64.0f;
                float du = std::fabs(u - std::round(u)), dv = std::fabs(v - std::round(v));
                pat = 1 - smooth(0.0f, 0.025f, std::min(du, dv));
            }
            c = mix(c, kWhite, pat * 0.035f);
            // vignette
            float vx = (x - 640) / 640.0f, vy = (y - 360) / 360.0f;
            c = darken(c, 0.35f * smooth(0.5f, 1.5f, vx * vx + vy * vy));
            float dz = (bayer[y & 3][x & 3] / 16.0f - 0.5f) / 255.0f;
            float* q = &im.p[(size_t(y) * im.w + x) * 4];
            q[0] = c.r + dz;
            q[1] = c.g + dz;
            q[2] = c.b + dz;
            q[3] = 1;
        }
    return im;
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
    for (int i = 0; i < 8; ++i) gems.add("gem" + std::to_string(i), gemSprite(i));
    gems.add("gem_line_h", lineOverlay(false));
    gems.add("gem_line_v", lineOverlay(true));
    gems.add("gem_bomb", bombOverlay());
    gems.add("gem_colour_bomb", colourBomb());
    ok &= writeAtlas(gems, dir, 400);

    Atlas blocks{"blocks", {}};
    for (int i = 0; i < 8; ++i) blocks.add("block" + std::to_string(i), blockSprite(i));
    blocks.add("tile_back", tileBack());
    ok &= writeAtlas(blocks, dir, 416);

    Atlas glyphs{"glyphs", {}};
    for (int i = 0; i < 8; ++i) glyphs.add("glyph" + std::to_string(i), glyphSprite(i));
    ok &= writeAtlas(glyphs, dir, 208);

    Atlas tiles{"tiles", {}};
    tiles.add("tile_base", tileBaseSprite());
    tiles.add("tile_shadow", tileShadow());
    tiles.add("tray_slot", traySlot());
    for (int i = 0; i < 16; ++i) tiles.add("face" + std::to_string(i), faceSprite(i));
    ok &= writeAtlas(tiles, dir, 400);

    Atlas ui{"ui", {}};
    ui.add("button", button(false));
    ui.add("button_hover", button(true));
    ui.add("panel", panel());
    ui.add("dot_glow", dotGlow());
    ui.add("star_full", starIcon(true));
    ui.add("star_empty", starIcon(false));
    ui.add("lock", lockIcon());
    ui.add("dot", dotIcon());
    ui.add("particle", particle());
    ui.add("icon_undo", iconUndo(false));
    ui.add("icon_redo", iconUndo(true));
    ui.add("icon_hint", iconHint());
    ui.add("icon_pause", iconPause());
    ui.add("icon_restart", iconRestart());
    ui.add("icon_shuffle", iconShuffle());
    ui.add("icon_pop", iconPop());
    ok &= writeAtlas(ui, dir, 400);

    ok &= savePng(previewMatch3(), dir + "/previews/match3.png");
    ok &= savePng(previewSameGame(), dir + "/previews/samegame.png");
    ok &= savePng(previewSudoku(), dir + "/previews/sudoku.png");
    ok &= savePng(previewTileStack(), dir + "/previews/tilestack.png");
    ok &= savePng(previewOneStroke(), dir + "/previews/onestroke.png");
    ok &= savePng(appIcon(), dir + "/icons/tessera.png");
    ok &= savePng(background(true), dir + "/backgrounds/menu.png");
    ok &= savePng(background(false), dir + "/backgrounds/game.png");
    SDL_Quit();
    return ok ? 0 : 1;
}
