#pragma once
// RGBA pixel buffers and the drawing the project does itself: anti-aliased thick lines and filled
// dots on a background, i.e. the kind of "底图" the One Stroke article's recogniser reads. Pure
// std; file I/O (PNG/JPEG) lives in the CLI layer.
#include <cstdint>
#include <vector>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/onestroke/figure.hpp"

namespace tessera::onestroke {

// The largest picture read, drawn or recognised: 8192 pixels a side and 16 megapixels in all (a
// 4096x4096 square, a 12-megapixel photo, a 5K screenshot). Files are checked against both before
// they are decoded (src/games/onestroke/cli/picture_header.hpp), so the decoders' work stays bounded.
inline constexpr int kMaxPictureSide = 8192;
inline constexpr long long kMaxPicturePixels = 4096LL * 4096;
constexpr bool picture_size_ok(long long width, long long height) {
    return width >= 1 && height >= 1 && width <= kMaxPictureSide && height <= kMaxPictureSide &&
           width * height <= kMaxPicturePixels;
}

struct Rgb {
    std::uint8_t r = 0, g = 0, b = 0;
    friend bool operator==(const Rgb&, const Rgb&) = default;
};

// Row-major RGBA, 4 bytes per pixel.
struct Image {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;

    Image() = default;
    Image(int w, int h, Rgb fill);
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    Rgb at(int x, int y) const {
        const std::size_t i =
            (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4;
        return {rgba[i], rgba[i + 1], rgba[i + 2]};
    }
    // Mixes `c` over the pixel with coverage alpha in [0, 1].
    void blend(int x, int y, Rgb c, double alpha);
};

struct PointF {
    double x = 0, y = 0;
};

void draw_line(Image& img, PointF a, PointF b, double width, Rgb colour);
void fill_disc(Image& img, PointF centre, double radius, Rgb colour);
// Adds uniform noise in [-amplitude, amplitude] to every channel of every pixel.
void add_noise(Image& img, Rng& rng, int amplitude);

struct PictureStyle {
    Rgb background{255, 255, 255};
    Rgb line{64, 64, 72};
    Rgb vertex{36, 110, 220};
    double line_width = 10;
    double dot_radius = 16;
    double margin = 60; // pixels kept free around the figure
};

// How figure coordinates map to picture pixels (uniform scale, centred).
struct Fit {
    double scale = 1, dx = 0, dy = 0;
    PointF map(Point p) const { return {p.x * scale + dx, p.y * scale + dy}; }
};
Fit fit_figure(const Figure& figure, int width, int height, double margin);

// Draws the figure: segments first, dots on top. A second segment between the same two vertices
// (a parallel edge) is drawn bent, so both stay visible.
Image draw_picture(const Figure& figure, int width, int height, const PictureStyle& style,
                   Fit* fit_out = nullptr);

} // namespace tessera::onestroke
