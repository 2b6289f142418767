#include "tessera/core/onestroke/recognize.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <numeric>
#include <optional>

namespace tessera::onestroke {

namespace {

struct Colour {
    double r = 0, g = 0, b = 0;
};

double dist(Colour a, Colour b) {
    return std::sqrt((a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) + (a.b - b.b) * (a.b - b.b));
}

// Position of c along a->b (0 at a, 1 at b) and its distance from that segment, in RGB space.
std::pair<double, double> along(Colour c, Colour a, Colour b) {
    const double vx = b.r - a.r, vy = b.g - a.g, vz = b.b - a.b;
    const double len2 = vx * vx + vy * vy + vz * vz;
    double t = len2 > 0 ? ((c.r - a.r) * vx + (c.g - a.g) * vy + (c.b - a.b) * vz) / len2 : 0;
    const double tc = std::clamp(t, 0.0, 1.0);
    return {t, dist(c, {a.r + tc * vx, a.g + tc * vy, a.b + tc * vz})};
}

// A pixel composited over white (transparent PNG areas read as background).
Colour pixel(const Image& img, int x, int y) {
    const std::size_t i =
        (static_cast<std::size_t>(y) * static_cast<std::size_t>(img.width) + static_cast<std::size_t>(x)) * 4;
    const double a = img.rgba[i + 3] / 255.0;
    return {img.rgba[i] * a + 255 * (1 - a), img.rgba[i + 1] * a + 255 * (1 - a),
            img.rgba[i + 2] * a + 255 * (1 - a)};
}

struct Cluster {
    Colour first; // the colour that started it: later colours join within merge_distance of it
    double sr = 0, sg = 0, sb = 0;
    long long count = 0;
    Colour mean() const { return {sr / double(count), sg / double(count), sb / double(count)}; }
};

enum Label : std::uint8_t { kBackground, kLine, kVertex };

struct Classifier {
    Colour bg, line, vertex;
    double vertex_tolerance = 0;
    double line_tolerance = 0;
    Label operator()(Colour p) const {
        const double dv = dist(p, vertex);
        if (dv < vertex_tolerance && dv < dist(p, line) && dv < dist(p, bg)) return kVertex;
        const auto [t, off] = along(p, bg, line);
        if (t >= 0.4 && off < line_tolerance) return kLine;
        return kBackground;
    }
};

struct Fragment {
    int minx, miny, maxx, maxy;
    long long area = 0;
    double sx = 0, sy = 0;
    bool alive = true;
};

// 8-connected components of mask; nullopt when there are more than max_count (noise, photos).
std::optional<std::vector<Fragment>> components(const std::vector<char>& mask, int sw, int sh,
                                                std::size_t max_count) {
    std::vector<char> seen(mask.size(), 0);
    std::vector<Fragment> frags;
    std::vector<std::pair<int, int>> stack;
    for (int y = 0; y < sh; ++y)
        for (int x = 0; x < sw; ++x) {
            const std::size_t i0 =
                static_cast<std::size_t>(y) * static_cast<std::size_t>(sw) + static_cast<std::size_t>(x);
            if (!mask[i0] || seen[i0]) continue;
            if (frags.size() >= max_count) return std::nullopt;
            Fragment fr{x, y, x, y};
            stack.assign(1, {x, y});
            seen[i0] = 1;
            while (!stack.empty()) {
                auto [cx, cy] = stack.back();
                stack.pop_back();
                ++fr.area, fr.sx += cx, fr.sy += cy;
                fr.minx = std::min(fr.minx, cx), fr.maxx = std::max(fr.maxx, cx);
                fr.miny = std::min(fr.miny, cy), fr.maxy = std::max(fr.maxy, cy);
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int nx = cx + dx, ny = cy + dy;
                        if (nx < 0 || ny < 0 || nx >= sw || ny >= sh) continue;
                        const std::size_t j = static_cast<std::size_t>(ny) * static_cast<std::size_t>(sw) +
                                              static_cast<std::size_t>(nx);
                        if (mask[j] && !seen[j]) {
                            seen[j] = 1;
                            stack.push_back({nx, ny});
                        }
                    }
            }
            frags.push_back(fr);
        }
    return frags;
}

// How much a colour's blobs look like dots: area over the disc spanning the blob's longer side,
// about 1 for dots and well under 0.5 for line pieces. Median over blobs of a few pixels or more.
double roundness(const std::vector<Colour>& small, int sw, int sh, Colour c, Colour other, Colour bg) {
    const double tol = 0.5 * std::min(dist(c, other), dist(c, bg));
    std::vector<char> mask(small.size());
    for (std::size_t i = 0; i < small.size(); ++i) mask[i] = dist(small[i], c) < tol;
    auto frags = components(mask, sw, sh, 4000);
    if (!frags) return 0;
    std::vector<double> values;
    for (const Fragment& f : *frags) {
        if (f.area < 4) continue;
        const double side = std::max(f.maxx - f.minx, f.maxy - f.miny) + 1.0;
        values.push_back(double(f.area) / (std::numbers::pi * side * side / 4));
    }
    if (values.empty()) return 0;
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2),
                     values.end());
    return values[values.size() / 2];
}

std::string fmt(double v, int decimals) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

} // namespace

Recognition recognize(const Image& pic, const RecognizeOptions& opt) {
    Recognition r;
    if (pic.width < 8 || pic.height < 8 || !picture_size_ok(pic.width, pic.height) ||
        pic.rgba.size() != static_cast<std::size_t>(pic.width) * static_cast<std::size_t>(pic.height) * 4) {
        r.error = "the picture must be between 8x8 and " + std::to_string(kMaxPictureSide) + "x" +
                  std::to_string(kMaxPictureSide) + " pixels, at most " + std::to_string(kMaxPicturePixels) +
                  " in all";
        return r;
    }
    // 1. Downscale by box averaging.
    const int max_side = std::max(opt.max_side, 64);
    const int f = std::max(1, (std::max(pic.width, pic.height) + max_side - 1) / max_side);
    r.downscale = f;
    const int sw = pic.width / f, sh = pic.height / f;
    std::vector<Colour> small(static_cast<std::size_t>(sw) * static_cast<std::size_t>(sh));
    for (int y = 0; y < sh; ++y)
        for (int x = 0; x < sw; ++x) {
            Colour acc;
            for (int dy = 0; dy < f; ++dy)
                for (int dx = 0; dx < f; ++dx) {
                    const Colour p = pixel(pic, x * f + dx, y * f + dy);
                    acc.r += p.r, acc.g += p.g, acc.b += p.b;
                }
            const double n = double(f) * f;
            small[static_cast<std::size_t>(y) * static_cast<std::size_t>(sw) + static_cast<std::size_t>(x)] =
                {acc.r / n, acc.g / n, acc.b / n};
        }

    // 2. Colour table, then near colours merged (most frequent first, so big areas start the clusters).
    struct Bin {
        long long count = 0;
        double sr = 0, sg = 0, sb = 0;
    };
    std::vector<Bin> table(32768);
    for (const Colour& c : small) {
        const int key = (int(c.r) >> 3) << 10 | (int(c.g) >> 3) << 5 | (int(c.b) >> 3);
        Bin& b = table[static_cast<std::size_t>(key)];
        ++b.count, b.sr += c.r, b.sg += c.g, b.sb += c.b;
    }
    std::vector<int> bins;
    for (int k = 0; k < 32768; ++k)
        if (table[static_cast<std::size_t>(k)].count) bins.push_back(k);
    r.table_colours = static_cast<int>(bins.size());
    std::stable_sort(bins.begin(), bins.end(), [&](int a, int b) {
        return table[static_cast<std::size_t>(a)].count > table[static_cast<std::size_t>(b)].count;
    });
    std::vector<Cluster> clusters;
    for (int k : bins) {
        const Bin& b = table[static_cast<std::size_t>(k)];
        const Colour c{b.sr / double(b.count), b.sg / double(b.count), b.sb / double(b.count)};
        Cluster* best = nullptr;
        double best_d = opt.merge_distance;
        for (Cluster& cl : clusters) {
            const double d = dist(c, cl.first);
            if (d < best_d) best_d = d, best = &cl;
        }
        if (!best) {
            clusters.push_back({c});
            best = &clusters.back();
        }
        best->sr += b.sr, best->sg += b.sg, best->sb += b.sb, best->count += b.count;
    }
    std::stable_sort(clusters.begin(), clusters.end(),
                     [](const Cluster& a, const Cluster& b) { return a.count > b.count; });
    r.clusters = static_cast<int>(clusters.size());

    // 3. Background > line > vertex by area, skipping blends of colours already chosen.
    const double T = opt.merge_distance;
    const Colour bg = clusters.front().mean();
    const Cluster* line_cl = nullptr;
    const Cluster* vertex_cl = nullptr;
    for (const Cluster& cl : clusters) {
        const Colour c = cl.mean();
        if (!line_cl) {
            if (dist(c, bg) > 2 * T) line_cl = &cl;
            continue;
        }
        const Colour line = line_cl->mean();
        if (dist(c, bg) > 1.5 * T && dist(c, line) > 1.5 * T && along(c, bg, line).second > 1.5 * T) {
            vertex_cl = &cl;
            break;
        }
    }
    auto to_rgb = [](Colour c) {
        return Rgb{static_cast<std::uint8_t>(std::lround(c.r)), static_cast<std::uint8_t>(std::lround(c.g)),
                   static_cast<std::uint8_t>(std::lround(c.b))};
    };
    r.background = to_rgb(bg);
    if (!line_cl || !vertex_cl) {
        r.error = "not a figure: the picture has " +
                  std::string(line_cl ? "a background and a line colour" : "only one main colour") +
                  " but a figure needs three (background, lines, dots); " + std::to_string(r.clusters) +
                  " colour group(s) found";
        return r;
    }
    Classifier classify;
    classify.bg = bg;
    classify.line = line_cl->mean();
    classify.vertex = vertex_cl->mean();
    // The One Stroke article ranks lines above dots by area; a figure with many dots and short lines
    // breaks that, so the rounder of the two colours is taken as the dots.
    if (roundness(small, sw, sh, classify.line, classify.vertex, bg) >
        roundness(small, sw, sh, classify.vertex, classify.line, bg))
        std::swap(classify.line, classify.vertex);
    classify.vertex_tolerance =
        0.5 * std::min(dist(classify.vertex, bg), dist(classify.vertex, classify.line));
    classify.line_tolerance = std::max(T, 0.5 * along(classify.vertex, bg, classify.line).second);
    r.line = to_rgb(classify.line);
    r.vertex = to_rgb(classify.vertex);

    std::vector<Label> labels(small.size());
    for (std::size_t i = 0; i < small.size(); ++i) labels[i] = classify(small[i]);
    auto label_at = [&](int x, int y) {
        return labels[static_cast<std::size_t>(y) * static_cast<std::size_t>(sw) +
                      static_cast<std::size_t>(x)];
    };

    // 4. Vertex fragments (8-connected), then overlapping fragments merged, as the One Stroke article does.
    std::vector<char> vertex_mask(labels.size());
    for (std::size_t i = 0; i < labels.size(); ++i) vertex_mask[i] = labels[i] == kVertex;
    constexpr std::size_t kMaxFragments = 4000;
    auto found = components(vertex_mask, sw, sh, kMaxFragments);
    if (!found) {
        r.error =
            "not a figure: more than " + std::to_string(kMaxFragments) + " dot fragments (is it a photo?)";
        return r;
    }
    std::vector<Fragment>& frags = *found;
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < frags.size(); ++i) {
            if (!frags[i].alive) continue;
            for (std::size_t j = 0; j < frags.size(); ++j) {
                if (i == j || !frags[j].alive) continue;
                Fragment& a = frags[i];
                const Fragment& b = frags[j];
                constexpr int kGap = 1;
                if (a.maxx + kGap < b.minx || b.maxx + kGap < a.minx || a.maxy + kGap < b.miny ||
                    b.maxy + kGap < a.miny)
                    continue;
                a.minx = std::min(a.minx, b.minx), a.maxx = std::max(a.maxx, b.maxx);
                a.miny = std::min(a.miny, b.miny), a.maxy = std::max(a.maxy, b.maxy);
                a.area += b.area, a.sx += b.sx, a.sy += b.sy;
                frags[j].alive = false;
                changed = true;
            }
        }
    }
    std::vector<Fragment> dots;
    for (const Fragment& fr : frags)
        if (fr.alive) dots.push_back(fr);
    if (dots.empty()) {
        r.error = "not a figure: no dots found";
        return r;
    }
    std::vector<long long> areas;
    for (const Fragment& d : dots) areas.push_back(d.area);
    std::nth_element(areas.begin(), areas.begin() + static_cast<std::ptrdiff_t>(areas.size() / 2),
                     areas.end());
    const long long median_area = areas[areas.size() / 2];
    std::erase_if(dots, [&](const Fragment& d) { return d.area * 10 < median_area * 3; }); // specks
    if (dots.size() > static_cast<std::size_t>(2 * kMaxSegments)) {
        r.error = "not a figure: " + std::to_string(dots.size()) + " dots is more than a level may have";
        return r;
    }

    // Centres refined at full resolution (the downscaled centroid is only good to a few pixels).
    std::vector<double> radii;
    for (const Fragment& d : dots) {
        double cx = (d.sx / double(d.area) + 0.5) * f, cy = (d.sy / double(d.area) + 0.5) * f;
        double rad = std::sqrt(double(d.area) / std::numbers::pi) * f;
        for (int pass = 0; pass < 2; ++pass) {
            const double win = 1.5 * rad + f;
            double sx = 0, sy = 0;
            long long n = 0;
            for (int y = std::max(0, int(cy - win)); y <= std::min(pic.height - 1, int(cy + win)); ++y)
                for (int x = std::max(0, int(cx - win)); x <= std::min(pic.width - 1, int(cx + win)); ++x) {
                    if (std::hypot(x + 0.5 - cx, y + 0.5 - cy) > win) continue;
                    if (classify(pixel(pic, x, y)) == kVertex) sx += x + 0.5, sy += y + 0.5, ++n;
                }
            if (n == 0) break;
            cx = sx / double(n), cy = sy / double(n);
            rad = std::sqrt(double(n) / std::numbers::pi);
        }
        r.vertices.push_back({cx, cy});
        radii.push_back(rad);
    }
    // Reading order (top to bottom, then left to right) makes vertex indices predictable.
    std::vector<std::size_t> order(r.vertices.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const auto ka = std::make_pair(std::lround(r.vertices[a].y), std::lround(r.vertices[a].x));
        const auto kb = std::make_pair(std::lround(r.vertices[b].y), std::lround(r.vertices[b].x));
        return ka < kb;
    });
    {
        std::vector<PointF> v;
        std::vector<double> rr;
        for (std::size_t i : order) v.push_back(r.vertices[i]), rr.push_back(radii[i]);
        r.vertices = std::move(v), radii = std::move(rr);
    }
    std::vector<double> sorted_radii = radii;
    std::sort(sorted_radii.begin(), sorted_radii.end());
    r.dot_radius = sorted_radii[sorted_radii.size() / 2];
    const double mean = std::accumulate(radii.begin(), radii.end(), 0.0) / double(radii.size());
    double var = 0;
    for (double x : radii) var += (x - mean) * (x - mean);
    const double cv = std::sqrt(var / double(radii.size())) / std::max(mean, 1e-9);
    r.regularity = std::clamp(1 - 2 * cv, 0.0, 1.0);
    if (r.vertices.size() < 2) {
        r.error =
            "not a figure: found " + std::to_string(r.vertices.size()) + " dot(s), a figure needs at least 2";
        return r;
    }

    // 5. Segments: samples at most one dot radius apart must all be line colour.
    const double R = std::max(1.0, r.dot_radius / f);
    auto small_pos = [f](PointF p) { return PointF{p.x / f - 0.5, p.y / f - 0.5}; };
    auto lineish_near = [&](int x, int y) {
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const int nx = x + dx, ny = y + dy;
                if (nx >= 0 && ny >= 0 && nx < sw && ny < sh && label_at(nx, ny) == kLine) return true;
            }
        return false;
    };
    auto sample_ok = [&](PointF p) {
        const int x = static_cast<int>(std::lround(p.x)), y = static_cast<int>(std::lround(p.y));
        if (x < 0 || y < 0 || x >= sw || y >= sh) return false;
        return label_at(x, y) != kVertex && lineish_near(x, y);
    };
    const int nv = static_cast<int>(r.vertices.size());
    for (int i = 0; i < nv; ++i)
        for (int j = i + 1; j < nv; ++j) {
            const PointF a = small_pos(r.vertices[static_cast<std::size_t>(i)]);
            const PointF b = small_pos(r.vertices[static_cast<std::size_t>(j)]);
            const double S = std::hypot(b.x - a.x, b.y - a.y);
            const int n = std::max(2, static_cast<int>(std::ceil(S / R)));
            int checked = 0;
            bool ok = true;
            for (int k = 1; k < n && ok; ++k) {
                const double t = double(k) / n;
                if (t * S < 1.2 * R || (1 - t) * S < 1.2 * R) continue;
                ++checked;
                ok = sample_ok({a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)});
            }
            if (ok && checked == 0) ok = sample_ok({(a.x + b.x) / 2, (a.y + b.y) / 2});
            if (ok) r.edges.push_back({i, j});
        }

    // Confidence: how much of the line colour the segments explain, and how alike the dots are.
    std::vector<int> degree(static_cast<std::size_t>(nv), 0);
    for (const Edge& e : r.edges)
        ++degree[static_cast<std::size_t>(e.a)], ++degree[static_cast<std::size_t>(e.b)];
    long long line_pixels = 0, explained = 0;
    double total_length = 0;
    for (const Edge& e : r.edges) {
        const PointF a = small_pos(r.vertices[static_cast<std::size_t>(e.a)]),
                     b = small_pos(r.vertices[static_cast<std::size_t>(e.b)]);
        total_length += std::hypot(b.x - a.x, b.y - a.y);
    }
    long long raw_line = 0;
    for (Label l : labels) raw_line += l == kLine;
    const double half_width = total_length > 0 ? raw_line / total_length / 2 : 0;
    for (int y = 0; y < sh; ++y)
        for (int x = 0; x < sw; ++x) {
            if (label_at(x, y) != kLine) continue;
            bool near_dot = false;
            for (const PointF& v : r.vertices) {
                const PointF s = small_pos(v);
                if (std::hypot(x - s.x, y - s.y) < 1.5 * R + 1) near_dot = true;
            }
            if (near_dot) continue;
            ++line_pixels;
            for (const Edge& e : r.edges) {
                const PointF a = small_pos(r.vertices[static_cast<std::size_t>(e.a)]),
                             b = small_pos(r.vertices[static_cast<std::size_t>(e.b)]);
                const double vx = b.x - a.x, vy = b.y - a.y, len2 = vx * vx + vy * vy;
                const double t = std::clamp(((x - a.x) * vx + (y - a.y) * vy) / len2, 0.0, 1.0);
                if (std::hypot(x - (a.x + t * vx), y - (a.y + t * vy)) <= half_width + 1.5) {
                    ++explained;
                    break;
                }
            }
        }
    r.coverage = line_pixels > 0 ? double(explained) / double(line_pixels) : 0;
    r.confidence = std::min(r.coverage, r.regularity);
    for (const Edge& e : r.edges) {
        const PointF a = r.vertices[static_cast<std::size_t>(e.a)],
                     b = r.vertices[static_cast<std::size_t>(e.b)];
        r.params.lines.push_back(
            {int(std::lround(a.x)), int(std::lround(a.y)), int(std::lround(b.x)), int(std::lround(b.y))});
    }
    if (r.edges.empty()) {
        r.error = "not a figure: " + std::to_string(nv) + " dots but no line joins any two of them";
        return r;
    }
    for (int v = 0; v < nv; ++v)
        if (degree[static_cast<std::size_t>(v)] == 0) {
            const PointF p = r.vertices[static_cast<std::size_t>(v)];
            r.error = "not a figure: the dot at (" + fmt(p.x, 0) + "," + fmt(p.y, 0) + ") touches no line";
            return r;
        }
    if (r.confidence < opt.min_confidence) {
        r.error = "not a figure: confidence " + fmt(r.confidence, 2) + " is below " +
                  fmt(opt.min_confidence, 2) + " (segments explain " + fmt(100 * r.coverage, 0) +
                  "% of the line colour, dot sizes regularity " + fmt(r.regularity, 2) + ")";
        return r;
    }
    r.ok = true;
    return r;
}

} // namespace tessera::onestroke
