#pragma once
// The pieces recognize() is made of (internal to src/core/onestroke): the picture read into a
// working grid of 5-bit colour keys, the colour table and its clusters, connected regions of a
// label image, and the round-dot test.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "tessera/core/onestroke/picture.hpp"
#include "tessera/core/onestroke/recognize.hpp"

namespace tessera::onestroke::detail {

struct Colour {
    double r = 0, g = 0, b = 0;
};

double dist(Colour a, Colour b);
// Position of c along a->b (0 at a, 1 at b) and its distance from that segment, in RGB space.
std::pair<double, double> along(Colour c, Colour a, Colour b);
Rgb to_rgb(Colour c);

inline constexpr int kKeys = 32768; // 5 bits per channel

// The region of the picture, box-averaged by `scale`, each pixel kept as the tone of its 5-bit colour key;
// the table holds the mean colour and the count of every key, so nothing finer is lost for colours.
struct Work {
    int width = 0, height = 0;
    int scale = 1;         // picture pixels per working pixel, each way
    int left = 0, top = 0; // the region's top-left corner in the picture
    // The keys the working pixels have, ascending, with their mean colour and pixel count. Only
    // these are stored (a picture uses hundreds to a few thousand of the 32,768 keys), and tables
    // per colour are indexed by position in this list: tables over all keys cost more to allocate
    // and clear per reading than reading a picture of a few thousand pixels.
    std::vector<std::uint16_t> used_keys;
    std::vector<Colour> used_colour;
    std::vector<long long> used_count;
    // Per working pixel: the index of its key in used_keys (its "tone").
    std::vector<std::uint16_t> tone;
    // The tone of a key, if a working pixel has it.
    std::optional<std::size_t> tone_of(std::uint16_t k) const {
        const auto it = std::lower_bound(used_keys.begin(), used_keys.end(), k);
        if (it == used_keys.end() || *it != k) return std::nullopt;
        return static_cast<std::size_t>(it - used_keys.begin());
    }
    // The mean colour of a key's working pixels, or the centre of the key's box for a key they do
    // not have (full-resolution pixels may).
    Colour key_colour(std::uint16_t k) const {
        if (const auto t = tone_of(k)) return used_colour[*t];
        return {double((k >> 10) * 8 + 4), double((k >> 5 & 31) * 8 + 4), double((k & 31) * 8 + 4)};
    }
    std::size_t at(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
    }
    // Working pixel -> picture pixel (the centre of its box).
    PointF to_picture(PointF p) const { return {left + (p.x + 0.5) * scale, top + (p.y + 0.5) * scale}; }
};

// The automatic working size (max_side 0): the short side about this many pixels ...
inline constexpr double kShortSide = 750;
// ... and at most this many pixels in all.
inline constexpr double kMostPixels = 3'000'000;
Work make_work(const Image& picture, const Region& region, int max_side);
// The 5-bit key of a picture pixel (transparent areas read as white).
std::uint16_t key_of(const Image& picture, int x, int y);

// Near colours of the table merged (the One Stroke article's step 2), most frequent first.
struct Cluster {
    Colour first; // the colour that started it: later colours join within merge_distance of it
    Colour mean;
    long long count = 0;
};
struct Clusters {
    std::vector<Cluster> list; // by count, largest first
    int table_colours = 0;     // distinct keys in use
};
Clusters cluster_colours(const Work& work, double merge_distance);

// 8-connected regions of equal label in a label image.
struct Blob {
    int label = 0;
    int minx = 0, miny = 0, maxx = 0, maxy = 0;
    long long area = 0;
    long long boundary = 0; // pixels with a 4-neighbour of another label (or the border)
    double sx = 0, sy = 0;
    PointF centre() const { return {sx / double(area), sy / double(area)}; }
    int span_x() const { return maxx - minx + 1; }
    int span_y() const { return maxy - miny + 1; }
};
struct Blobs {
    std::vector<std::int32_t> id; // per pixel, index into list (-1 for skipped labels)
    std::vector<Blob> list;
};
// Regions of every label except `skip`; nullopt when there are more than max_blobs (a photo or noise).
std::optional<Blobs> find_blobs(int width, int height, const std::vector<std::uint8_t>& labels, int skip,
                                std::size_t max_blobs);

// A blob that looks like a filled dot: as wide as high and filling at least min_fill of the ellipse
// inscribed in its bounding box. Its radius (from the area) must lie within [min_radius, max_radius].
struct Disc {
    PointF centre;
    double radius = 0;
    int blob = -1;
};
std::optional<Disc> as_disc(const Blob& blob, int index, double min_radius, double max_radius,
                            double min_fill);

// 1 - twice the spread of the radii over their mean, in [0, 1]: how alike dots are.
double regularity(const std::vector<double>& radii);

// Per dot (working pixels), which of the figure's dot colours it has (0, 1, ...): the colour at its
// centre, colours within 60 of the first dot of a kind being that kind.
std::vector<int> dot_kinds(const Work& work, const std::vector<PointF>& centres);

} // namespace tessera::onestroke::detail
