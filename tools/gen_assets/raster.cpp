#include "raster.hpp"

namespace tessera::gen_assets {

Colour hex(unsigned h, float a) {
    return {((h >> 16) & 255) / 255.0f, ((h >> 8) & 255) / 255.0f, (h & 255) / 255.0f, a};
}
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

void fill(Image& image, const Shape& s, const Shader& sh, float opacity) {
    constexpr int kSamples = 4;
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
void fill(Image& image, const Shape& s, Colour c, float opacity) {
    fill(
        image, s, [c](Vec2) { return c; }, opacity);
}
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
void glow(Image& image, Vec2 c, float radius, Colour col) {
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            float d = length(image.to_local({x + 0.5f, y + 0.5f}) - c) / radius;
            if (d >= 1) continue;
            float a = col.a * std::exp(-d * d * 4.5f) * (1 - d * d);
            image.blend(x, y, col.r * a, col.g * a, col.b * a, a);
        }
}

void blit(Image& dst, const Image& src, int ox, int oy) {
    for (int y = 0; y < src.height; ++y)
        for (int x = 0; x < src.width; ++x) {
            const float* q = &src.pixels[(size_t(y) * src.width + x) * 4];
            if (q[3] > 0) dst.blend(ox + x, oy + y, q[0], q[1], q[2], q[3]);
        }
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

} // namespace tessera::gen_assets
