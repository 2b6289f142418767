#include "recognize_parts.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace tessera::onestroke::detail {

double dist(Colour a, Colour b) {
    return std::sqrt((a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) + (a.b - b.b) * (a.b - b.b));
}

std::pair<double, double> along(Colour c, Colour a, Colour b) {
    const double vx = b.r - a.r, vy = b.g - a.g, vz = b.b - a.b;
    const double len2 = vx * vx + vy * vy + vz * vz;
    const double t = len2 > 0 ? ((c.r - a.r) * vx + (c.g - a.g) * vy + (c.b - a.b) * vz) / len2 : 0;
    const double tc = std::clamp(t, 0.0, 1.0);
    return {t, dist(c, {a.r + tc * vx, a.g + tc * vy, a.b + tc * vz})};
}

Rgb to_rgb(Colour c) {
    auto ch = [](double v) { return static_cast<std::uint8_t>(std::clamp(std::lround(v), 0L, 255L)); };
    return {ch(c.r), ch(c.g), ch(c.b)};
}

namespace {

// A pixel composited over white (transparent PNG areas read as background).
Colour pixel(const Image& img, int x, int y) {
    const std::size_t i =
        (static_cast<std::size_t>(y) * static_cast<std::size_t>(img.width) + static_cast<std::size_t>(x)) * 4;
    const double a = img.rgba[i + 3] / 255.0;
    return {img.rgba[i] * a + 255 * (1 - a), img.rgba[i + 1] * a + 255 * (1 - a),
            img.rgba[i + 2] * a + 255 * (1 - a)};
}

std::uint16_t key_from(Colour c) {
    auto q = [](double v) { return static_cast<int>(std::clamp(v, 0.0, 255.0)) >> 3; };
    return static_cast<std::uint16_t>(q(c.r) << 10 | q(c.g) << 5 | q(c.b));
}

} // namespace

std::uint16_t key_of(const Image& picture, int x, int y) { return key_from(pixel(picture, x, y)); }

Work make_work(const Image& pic, const Region& region, int max_side) {
    Work w;
    w.left = region.x, w.top = region.y;
    const int rw = region.width, rh = region.height;
    if (max_side > 0) {
        max_side = std::max(max_side, 64);
        w.scale = std::max(1, (std::max(rw, rh) + max_side - 1) / max_side);
    } else {
        // Figures are drawn for phone screens: lines of 4 px at 750 px wide must stay lines, so the
        // short side is brought to about kShortSide; and at most kMostPixels are read.
        const int by_short = static_cast<int>(std::lround(double(std::min(rw, rh)) / kShortSide));
        const int by_area = static_cast<int>(std::ceil(std::sqrt(double(rw) * double(rh) / kMostPixels)));
        w.scale = std::max({1, by_short, by_area});
    }
    const int f = w.scale;
    w.width = rw / f, w.height = rh / f;
    w.tone.resize(static_cast<std::size_t>(w.width) * static_cast<std::size_t>(w.height));
    // Sums per key in the order keys first appear, then put in ascending key order. `slot` maps a
    // key to 1 + its place in `seen` for this call only: kept per thread and cleared key by key
    // (also when this throws), a small picture does not pay for 32,768 entries.
    thread_local std::vector<std::uint16_t> slot(kKeys, 0);
    std::vector<std::uint16_t> seen;
    struct Clear {
        std::vector<std::uint16_t>& slot;
        const std::vector<std::uint16_t>& seen;
        ~Clear() {
            for (const std::uint16_t k : seen) slot[k] = 0;
        }
    } clear{slot, seen};
    std::vector<Colour> sums;
    std::vector<long long> counts;
    for (int y = 0; y < w.height; ++y)
        for (int x = 0; x < w.width; ++x) {
            Colour acc;
            for (int dy = 0; dy < f; ++dy)
                for (int dx = 0; dx < f; ++dx) {
                    const Colour p = pixel(pic, w.left + x * f + dx, w.top + y * f + dy);
                    acc.r += p.r, acc.g += p.g, acc.b += p.b;
                }
            const double n = double(f) * f;
            const Colour c{acc.r / n, acc.g / n, acc.b / n};
            const std::uint16_t k = key_from(c);
            if (slot[k] == 0) {
                seen.push_back(k);
                sums.push_back({0, 0, 0});
                counts.push_back(0);
                slot[k] = static_cast<std::uint16_t>(seen.size());
            }
            const std::size_t i = slot[k] - 1u;
            w.tone[w.at(x, y)] = static_cast<std::uint16_t>(i);
            ++counts[i];
            sums[i].r += c.r, sums[i].g += c.g, sums[i].b += c.b;
        }
    std::vector<std::uint32_t> order(seen.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::uint32_t>(i);
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t a, std::uint32_t b) { return seen[a] < seen[b]; });
    std::vector<std::uint16_t> rank(seen.size()); // place in `seen` -> tone
    w.used_keys.reserve(order.size());
    w.used_colour.reserve(order.size());
    w.used_count.reserve(order.size());
    for (const std::uint32_t i : order) {
        const double n = double(counts[i]);
        rank[i] = static_cast<std::uint16_t>(w.used_keys.size());
        w.used_keys.push_back(seen[i]);
        w.used_colour.push_back({sums[i].r / n, sums[i].g / n, sums[i].b / n});
        w.used_count.push_back(counts[i]);
    }
    for (std::uint16_t& t : w.tone) t = rank[t];
    return w;
}

Clusters cluster_colours(const Work& work, double merge_distance) {
    Clusters out;
    // Indices into work.used_*, in ascending key order, then most frequent first.
    std::vector<std::size_t> keys(work.used_keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) keys[i] = i;
    out.table_colours = static_cast<int>(keys.size());
    std::stable_sort(keys.begin(), keys.end(),
                     [&](std::size_t a, std::size_t b) { return work.used_count[a] > work.used_count[b]; });
    struct Acc {
        Colour first;
        double sr = 0, sg = 0, sb = 0;
        long long count = 0;
    };
    std::vector<Acc> acc;
    for (const std::size_t k : keys) {
        const Colour c = work.used_colour[k];
        int best = -1;
        double best_d = merge_distance;
        for (std::size_t i = 0; i < acc.size(); ++i) {
            const double d = dist(c, acc[i].first);
            if (d < best_d) best_d = d, best = static_cast<int>(i);
        }
        if (best < 0) {
            acc.push_back({c});
            best = static_cast<int>(acc.size() - 1);
        }
        Acc& a = acc[static_cast<std::size_t>(best)];
        const double n = double(work.used_count[k]);
        a.sr += c.r * n, a.sg += c.g * n, a.sb += c.b * n, a.count += work.used_count[k];
    }
    std::vector<int> order(acc.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return acc[static_cast<std::size_t>(a)].count > acc[static_cast<std::size_t>(b)].count;
    });
    for (std::size_t i = 0; i < order.size(); ++i) {
        const Acc& a = acc[static_cast<std::size_t>(order[i])];
        const double n = double(a.count);
        out.list.push_back({a.first, {a.sr / n, a.sg / n, a.sb / n}, a.count});
    }
    return out;
}

std::optional<Blobs> find_blobs(int width, int height, const std::vector<std::uint8_t>& labels, int skip,
                                std::size_t max_blobs) {
    Blobs out;
    out.id.assign(labels.size(), -1);
    std::vector<std::int32_t> stack;
    auto at = [width](int x, int y) {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
    };
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const std::size_t i0 = at(x, y);
            if (labels[i0] == skip || out.id[i0] >= 0) continue;
            if (out.list.size() >= max_blobs) return std::nullopt;
            const int label = labels[i0];
            const auto id = static_cast<std::int32_t>(out.list.size());
            Blob b;
            b.label = label, b.minx = b.maxx = x, b.miny = b.maxy = y;
            out.id[i0] = id;
            stack.assign(1, static_cast<std::int32_t>(i0));
            while (!stack.empty()) {
                const std::size_t i = static_cast<std::size_t>(stack.back());
                stack.pop_back();
                const int cx = static_cast<int>(i % static_cast<std::size_t>(width));
                const int cy = static_cast<int>(i / static_cast<std::size_t>(width));
                ++b.area, b.sx += cx, b.sy += cy;
                b.minx = std::min(b.minx, cx), b.maxx = std::max(b.maxx, cx);
                b.miny = std::min(b.miny, cy), b.maxy = std::max(b.maxy, cy);
                bool edge = cx == 0 || cy == 0 || cx == width - 1 || cy == height - 1;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int nx = cx + dx, ny = cy + dy;
                        if ((dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
                        const std::size_t j = at(nx, ny);
                        if (labels[j] != label) {
                            if (dx == 0 || dy == 0) edge = true;
                            continue;
                        }
                        if (out.id[j] < 0) {
                            out.id[j] = id;
                            stack.push_back(static_cast<std::int32_t>(j));
                        }
                    }
                b.boundary += edge;
            }
            out.list.push_back(b);
        }
    return out;
}

std::optional<Disc> as_disc(const Blob& b, int index, double min_radius, double max_radius, double min_fill) {
    const double w = b.span_x(), h = b.span_y();
    const double radius = std::sqrt(double(b.area) / std::numbers::pi);
    if (radius < min_radius || radius > max_radius) return std::nullopt;
    if (std::abs(w - h) > std::max(2.0, 0.2 * std::max(w, h))) return std::nullopt;
    // Area over the ellipse inscribed in the bounding box: 1 for a disc, 4/pi for a square, much
    // less for rings, strokes and letters.
    const double fill = double(b.area) / (std::numbers::pi * w * h / 4);
    if (fill < min_fill || fill > 1.12) return std::nullopt;
    // A disc's boundary is about its circumference (twice that when JPEG frays it); a blob full of
    // holes (noise, texture) has far more.
    if (double(b.boundary) > 2.4 * 2 * std::numbers::pi * radius + 8) return std::nullopt;
    return Disc{b.centre(), radius, index};
}

double regularity(const std::vector<double>& radii) {
    const double n = double(radii.size());
    double mean = 0;
    for (double x : radii) mean += x / n;
    double var = 0;
    for (double x : radii) var += (x - mean) * (x - mean);
    return std::clamp(1 - 2 * std::sqrt(var / n) / std::max(mean, 1e-9), 0.0, 1.0);
}

std::vector<int> dot_kinds(const Work& work, const std::vector<PointF>& centres) {
    std::vector<int> kind(centres.size(), 0);
    std::vector<Colour> first;
    for (std::size_t v = 0; v < centres.size(); ++v) {
        const int x = std::clamp(static_cast<int>(std::lround(centres[v].x)), 0, work.width - 1);
        const int y = std::clamp(static_cast<int>(std::lround(centres[v].y)), 0, work.height - 1);
        const Colour c = work.used_colour[work.tone[work.at(x, y)]];
        std::size_t k = 0;
        while (k < first.size() && dist(first[k], c) >= 60) ++k;
        if (k == first.size()) first.push_back(c);
        kind[v] = static_cast<int>(k);
    }
    return kind;
}

} // namespace tessera::onestroke::detail
