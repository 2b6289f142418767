#pragma once
// The rasteriser every picture is drawn with: 2D points, float colours, a premultiplied RGBA
// image with a placement transform, and fills of signed-distance shapes (shapes.hpp) with 4x4
// supersampling, soft edges, glows and gradients.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <vector>

namespace tessera::gen_assets {

constexpr float kPi = 3.14159265358979f;

struct Vec2 {
    float x = 0, y = 0;
};
inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline Vec2 operator*(Vec2 a, float s) { return {a.x * s, a.y * s}; }
inline float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
inline float length(Vec2 a) { return std::sqrt(dot(a, a)); }
inline Vec2 normalised(Vec2 a) {
    float l = length(a);
    return l > 0 ? a * (1.0f / l) : a;
}
inline Vec2 rotated(Vec2 p, float a) {
    float c = std::cos(a), s = std::sin(a);
    return {p.x * c - p.y * s, p.x * s + p.y * c};
}
// Not std::clamp: a NaN comes out as `lo`, as it always has in these pictures.
inline float clamp_to(float v, float lo, float hi) { return std::min(hi, std::max(lo, v)); }
inline float smoothstep(float e0, float e1, float x) {
    float t = clamp_to((x - e0) / (e1 - e0), 0, 1);
    return t * t * (3 - 2 * t);
}

// Straight (not premultiplied) RGBA, each 0..1.
struct Colour {
    float r = 0, g = 0, b = 0, a = 1;
};
Colour hex(unsigned h, float a = 1);
inline Colour mix(Colour a, Colour b, float t) {
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
}
inline Colour with_alpha(Colour c, float a) { return {c.r, c.g, c.b, a}; }
inline Colour lighten(Colour c, float t) { return mix(c, Colour{1, 1, 1, c.a}, t); }
inline Colour darken(Colour c, float t) { return mix(c, Colour{0, 0, 0, c.a}, t); }
Colour hsv(float h, float s, float v);
constexpr Colour kWhite{1, 1, 1, 1};
constexpr Colour kBlack{0, 0, 0, 1};

// Premultiplied pixels, drawn through a transform: art gives shapes in local units (a sprite's
// own 0..w, or a unit shape), placed at `origin` scaled by `scale`, so one drawing serves a
// sprite and a preview at another size.
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

// A signed distance (negative inside) and a colour, both of a point in the image's local space.
using Shape = std::function<float(Vec2)>;
using Shader = std::function<Colour(Vec2)>;

// Fill the region shape<0 with shader colours; 4x4 supersampling anti-aliases both the
// silhouette and any hard edges inside the shader (gem facets etc).
void fill(Image& image, const Shape& s, const Shader& sh, float opacity = 1);
void fill(Image& image, const Shape& s, Colour c, float opacity = 1);
// Soft-edged fill (shadows, glows): coverage falls off over `blur` pixels around the edge.
void fill_soft(Image& image, const Shape& s, Colour c, float blur);
// Radial glow with a gaussian-like falloff.
void glow(Image& image, Vec2 c, float radius, Colour col);
// Draws src over dst with its top-left at (ox, oy), ignoring both transforms.
void blit(Image& dst, const Image& src, int ox, int oy);

Shader linear_gradient(Vec2 a, Vec2 b, Colour c0, Colour c1);
Shader radial_gradient(Vec2 c, float r, Colour c0, Colour c1);

} // namespace tessera::gen_assets
