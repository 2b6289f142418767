#include "tessera/core/onestroke/recognize.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <numbers>
#include <numeric>
#include <optional>
#include <set>
#include <tuple>

#include "recognize_parts.hpp"
#include "recognize_reader.hpp"

namespace tessera::onestroke {

namespace {

using detail::Attempt;
using detail::Blob;
using detail::Blobs;
using detail::Colour;
using detail::Disc;
using detail::fmt;
using detail::kMaxBlobs;
using detail::kMinRadius;
using detail::Reader;
using detail::Work;

// How much of its bounding ellipse a blob must fill to be a dot: a drawn disc fills about 1,
// letters and strokes much less; a small dot frayed by JPEG at quality 40 can fall to about 0.75.
constexpr double kDiscFill = 0.8;
constexpr double kRoughDiscFill = 0.7;
// The finest reading of a large picture whose figure the automatic size (detail::kShortSide,
// detail::kMostPixels) loses reads at most this many pixels.
constexpr double kFinestPixels = 12'000'000;

// Reading order (top to bottom, then left to right) makes edge order and vertex numbers predictable.
void reading_order(Attempt& a) {
    std::vector<std::size_t> order(a.centres.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Rows first: dots whose heights differ by less than half a radius (JPEG moves a centre by
    // a fraction of a pixel) share a row, read left to right.
    std::sort(order.begin(), order.end(),
              [&](std::size_t p, std::size_t q) { return a.centres[p].y < a.centres[q].y; });
    std::vector<int> row(a.centres.size(), 0);
    const double same_row = a.radii.empty() ? 1 : 0.5 * *std::min_element(a.radii.begin(), a.radii.end());
    for (std::size_t k = 1, start = 0; k < order.size(); ++k) {
        if (a.centres[order[k]].y - a.centres[order[start]].y > same_row) start = k;
        row[order[k]] = static_cast<int>(start);
    }
    std::sort(order.begin(), order.end(), [&](std::size_t p, std::size_t q) {
        return std::pair(row[p], a.centres[p].x) < std::pair(row[q], a.centres[q].x);
    });
    std::vector<int> where(order.size());
    std::vector<PointF> c;
    std::vector<double> r;
    for (std::size_t k = 0; k < order.size(); ++k) {
        where[order[k]] = static_cast<int>(k);
        c.push_back(a.centres[order[k]]), r.push_back(a.radii[order[k]]);
    }
    a.centres = std::move(c), a.radii = std::move(r);
    for (Edge& e : a.edges) {
        e = {where[static_cast<std::size_t>(e.a)], where[static_cast<std::size_t>(e.b)]};
        if (e.a > e.b) std::swap(e.a, e.b);
    }
    std::sort(a.edges.begin(), a.edges.end(),
              [](const Edge& p, const Edge& q) { return std::pair(p.a, p.b) < std::pair(q.a, q.b); });
    // Then the level's own numbering (first seen in the line list, as build_figure counts), so the
    // numbers in an overlay are those of the level file; dots without a segment come last.
    std::vector<int> level(a.centres.size(), -1);
    int next = 0;
    for (const Edge& e : a.edges)
        for (int v : {e.a, e.b})
            if (level[static_cast<std::size_t>(v)] < 0) level[static_cast<std::size_t>(v)] = next++;
    for (int& l : level)
        if (l < 0) l = next++;
    c.assign(a.centres.size(), {}), r.assign(a.radii.size(), 0);
    for (std::size_t v = 0; v < level.size(); ++v) {
        c[static_cast<std::size_t>(level[v])] = a.centres[v];
        r[static_cast<std::size_t>(level[v])] = a.radii[v];
    }
    a.centres = std::move(c), a.radii = std::move(r);
    for (Edge& e : a.edges) e = {level[static_cast<std::size_t>(e.a)], level[static_cast<std::size_t>(e.b)]};
}

// Better: ok, then most of the line colour explained, more dots joined, fewer problems, more line
// colour explained.
bool better(const Attempt& x, const Attempt& y) {
    return std::tuple(x.ok(), x.coverage > 0.8, x.joined_dots, -static_cast<int>(x.problems.size()),
                      x.coverage) > std::tuple(y.ok(), y.coverage > 0.8, y.joined_dots,
                                               -static_cast<int>(y.problems.size()), y.coverage);
}

// The working grid and its colour clusters depend on the options only, not on how round a dot
// must be: readings with the same options share them.
struct Prepared {
    std::optional<Work> work;
    detail::Clusters clusters;
};

// Why the picture cannot be read at all, or "".
std::string picture_error(const Image& pic, const RecognizeOptions& opt) {
    if (pic.width < 8 || pic.height < 8 || !picture_size_ok(pic.width, pic.height) ||
        pic.rgba.size() != static_cast<std::size_t>(pic.width) * static_cast<std::size_t>(pic.height) * 4)
        return "the picture must be between 8x8 and " + std::to_string(kMaxPictureSide) + "x" +
               std::to_string(kMaxPictureSide) + " pixels, at most " + std::to_string(kMaxPicturePixels) +
               " in all";
    return region_error(pic.width, pic.height, opt.region);
}

// A main colour of the picture: a cluster of some size, with the clusters noise spread it over.
struct Group {
    Colour mean;
    double count = 0;
};

// Clusters of some size (at most 250 of them); those whose means lie closer than 3/4 of the merge
// distance are one colour (noise spreads one drawn colour over neighbouring clusters).
std::vector<Group> main_colours(const Work& work, const detail::Clusters& clusters, double merge_distance) {
    const long long least = std::max<long long>(16, static_cast<long long>(work.tone.size() / 50000));
    std::vector<Group> groups;
    for (std::size_t c = 0; c < clusters.list.size() && groups.size() < 250; ++c)
        if (clusters.list[c].count >= least)
            groups.push_back({clusters.list[c].mean, double(clusters.list[c].count)});
    for (;;) {
        std::size_t gi = 0, gj = 0;
        double closest = 0.75 * merge_distance;
        for (std::size_t i = 0; i < groups.size(); ++i)
            for (std::size_t j = i + 1; j < groups.size(); ++j)
                if (const double d = detail::dist(groups[i].mean, groups[j].mean); d < closest)
                    closest = d, gi = i, gj = j;
        if (gi == gj) break;
        Group& g = groups[gi];
        const Group& h = groups[gj];
        const double n = g.count + h.count;
        g.mean = {(g.mean.r * g.count + h.mean.r * h.count) / n,
                  (g.mean.g * g.count + h.mean.g * h.count) / n,
                  (g.mean.b * g.count + h.mean.b * h.count) / n};
        g.count = n;
        groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(gj));
    }
    return groups;
}

// Each working pixel as its nearest main colour. Noise flips single pixels of a dot to a
// neighbouring colour; a pixel unlike most of its neighbours takes their colour, so dots stay
// solid (for finding them; not for measuring).
std::vector<std::uint8_t> label_pixels(const Work& work, const std::vector<Group>& groups) {
    std::vector<std::uint8_t> nearest(work.used_colour.size(), 0); // tone -> group
    for (std::size_t k = 0; k < nearest.size(); ++k) {
        double best = 1e18;
        for (std::size_t i = 0; i < groups.size(); ++i) {
            const double d = detail::dist(work.used_colour[k], groups[i].mean);
            if (d < best) best = d, nearest[k] = static_cast<std::uint8_t>(i);
        }
    }
    auto raw = [&](int x, int y) { return nearest[work.tone[work.at(x, y)]]; };
    std::vector<std::uint8_t> labels(work.tone.size());
    for (std::size_t i = 0; i < labels.size(); ++i) labels[i] = nearest[work.tone[i]];
    for (int y = 1; y + 1 < work.height; ++y)
        for (int x = 1; x + 1 < work.width; ++x) {
            const std::uint8_t own = raw(x, y);
            std::uint8_t around[8];
            int n = 0, same = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if (dx || dy) {
                        around[n] = raw(x + dx, y + dy);
                        same += around[n++] == own;
                    }
            if (same >= 3) continue;
            int best = 0;
            for (int i = 0; i < 8; ++i) {
                const int count = static_cast<int>(std::count(around, around + 8, around[i]));
                if (count > best) best = count, labels[work.at(x, y)] = around[i];
            }
            if (best < 4) labels[work.at(x, y)] = own;
        }
    return labels;
}

// The round blobs of each colour, and the colours with at least two of them (most first, at most 4).
struct RoundBlobs {
    std::map<int, std::vector<Disc>> discs_of; // label -> its round blobs
    std::vector<int> dot_labels;
};

RoundBlobs round_blobs(const Work& work, const Blobs& blobs, double min_fill) {
    RoundBlobs out;
    const double max_radius = 0.2 * std::min(work.width, work.height) + kMinRadius;
    for (std::size_t i = 0; i < blobs.list.size(); ++i)
        if (auto d = detail::as_disc(blobs.list[i], static_cast<int>(i), kMinRadius, max_radius, min_fill))
            out.discs_of[blobs.list[i].label].push_back(*d);
    for (const auto& [label, discs] : out.discs_of)
        if (discs.size() >= 2) out.dot_labels.push_back(label);
    std::stable_sort(out.dot_labels.begin(), out.dot_labels.end(),
                     [&](int x, int y) { return out.discs_of[x].size() > out.discs_of[y].size(); });
    if (out.dot_labels.size() > 4) out.dot_labels.resize(4);
    return out;
}

// The colours met just outside dots (beyond their anti-aliased, JPEG-blurred rims): per dot, its
// own background (the colour most met) and the colours of the lines leaving it (the others).
struct Around {
    std::map<int, double> weight; // label -> share of the samples, summed over the dots
    std::map<int, int> back_votes, line_votes;
    std::map<int, std::array<double, 4>> sum; // label -> r, g, b and count of its samples' colours
    // The mean colour of a label's samples: a line's own colour, where its group's mean may be
    // pulled by a near colour elsewhere (a title bar 10 levels lighter than a light grey line).
    Colour mean(int label) const {
        const auto& s = sum.at(label);
        return {s[0] / s[3], s[1] / s[3], s[2] / s[3]};
    }
};

Around colours_around(const Work& work, const std::vector<std::uint8_t>& labels,
                      const std::vector<Disc>& discs, int own_label) {
    Around out;
    for (const Disc& d : discs) {
        std::map<int, double> here;
        for (const double rr : {1.1 * d.radius + 3, 1.15 * d.radius + 6}) {
            const int k = std::max(24, static_cast<int>(2 * std::numbers::pi * rr));
            for (int s = 0; s < k; ++s) {
                const double t = 2 * std::numbers::pi * s / k;
                const int x = static_cast<int>(std::lround(d.centre.x + rr * std::cos(t)));
                const int y = static_cast<int>(std::lround(d.centre.y + rr * std::sin(t)));
                if (x < 0 || y < 0 || x >= work.width || y >= work.height) continue;
                const int l = labels[work.at(x, y)];
                if (l == own_label) continue;
                here[l] += 1.0 / k;
                const Colour c = work.used_colour[work.tone[work.at(x, y)]];
                auto& sum = out.sum[l];
                sum[0] += c.r, sum[1] += c.g, sum[2] += c.b, sum[3] += 1;
            }
        }
        int own = -1;
        for (const auto& [l, w] : here) {
            out.weight[l] += w;
            if (own < 0 || w > here[own]) own = l;
        }
        if (own < 0) continue;
        ++out.back_votes[own];
        for (const auto& [l, w] : here)
            if (l != own) ++out.line_votes[l];
    }
    return out;
}

// The best reading so far over the colour choices tried.
struct Search {
    std::optional<Attempt> best;
    int candidates = 0;
    int most_discs = 0;
    bool sure = false; // the last choice tried gave an ok reading
    int too_many = 0;  // the most dots joined by lines a choice found, when more than a level holds
    void consider(Attempt a) {
        ++candidates;
        too_many = std::max(too_many, a.too_many);
        sure = a.ok();
        if (a.found && (!best || better(a, *best))) best = std::move(a);
    }
};

// Choices with one dot colour: backgrounds are the colours most dots sit on; lines the colours
// leaving most dots, far from the background and the dots. Colours lying between two others are
// rims, not candidates: a rim mixes two colours and is met less than either (the dot counts as met
// everywhere). Glyphs of the dot colour inside a button have the button as background and no
// lines; the figure's dots agree on both.
void try_dot_colour(Search& search, Reader& reader, const std::vector<Group>& groups, const Around& around,
                    const std::vector<Disc>& discs, Colour dot) {
    auto colour = [&](int label) { return groups[static_cast<std::size_t>(label)].mean; };
    std::vector<std::pair<double, int>> ranked;
    for (const auto& [l, weight] : around.weight) ranked.push_back({weight, l});
    std::sort(ranked.rbegin(), ranked.rend());
    if (ranked.size() > 8) ranked.resize(8);
    auto blend = [&](int c) {
        const double wc = around.weight.at(c);
        std::vector<std::pair<Colour, double>> others{{dot, 1e18}};
        for (const auto& [w, l] : ranked)
            if (l != c) others.push_back({colour(l), w});
        for (std::size_t p = 0; p < others.size(); ++p)
            for (std::size_t q = p + 1; q < others.size(); ++q) {
                if (wc >= others[p].second || wc >= others[q].second) continue;
                const double span = detail::dist(others[p].first, others[q].first);
                const auto [t, off] = detail::along(colour(c), others[p].first, others[q].first);
                if (t > 0.12 && t < 0.88 && off < std::max(12.0, 0.15 * span)) return true;
            }
        return false;
    };
    auto votes = [](const std::map<int, int>& m, int l) {
        const auto it = m.find(l);
        return it == m.end() ? 0 : it->second;
    };
    std::vector<int> backs, lines;
    for (const auto& [w, l] : ranked)
        if (!blend(l)) lines.push_back(l);
    backs = lines;
    std::stable_sort(backs.begin(), backs.end(),
                     [&](int x, int y) { return votes(around.back_votes, x) > votes(around.back_votes, y); });
    std::stable_sort(lines.begin(), lines.end(),
                     [&](int x, int y) { return votes(around.line_votes, x) > votes(around.line_votes, y); });
    search.sure = false;
    for (std::size_t bi = 0; bi < backs.size() && bi < 2 && !search.sure; ++bi) {
        const Colour back = colour(backs[bi]);
        int tried = 0;
        for (int l : lines) {
            if (l == backs[bi] || detail::dist(back, colour(l)) < 50 || detail::dist(dot, colour(l)) < 40)
                continue;
            if (++tried > 3) break;
            search.consider(reader.read(dot, colour(l), back, discs));
            if (search.sure) break;
        }
    }
}

// The article's own order, "白底 > 线段颜色 > 端点颜色": the most common colour is the background,
// a line colour is one met around the dots (or second by area), and every colour off the mixing
// line between those two is a dot. This reads what one dot colour cannot: a light line on a light
// background (a contrast of 25 levels, which the rim test above takes for a blend of the dots and
// the background), dots of two colours in one figure, and pale rings around dots.
void try_article_order(Search& search, Reader& reader, const std::vector<Group>& groups,
                       const std::vector<std::uint8_t>& labels, const RoundBlobs& round, const Work& work) {
    if (groups.size() < 3) return;
    const Colour back = groups[0].mean;
    // Any colour may be the lines', also one with round blobs: the insides of outlined icons and
    // glyphs (口) in a bar of a colour near the lines' are round blobs of it.
    std::vector<Disc> all;
    for (const auto& [label, discs] : round.discs_of) all.insert(all.end(), discs.begin(), discs.end());
    if (all.size() < 2) return;
    const Around around = colours_around(work, labels, all, -1);
    std::vector<std::pair<double, int>> ranked;
    for (const auto& [l, weight] : around.weight)
        if (l != 0) ranked.push_back({weight, l});
    std::sort(ranked.rbegin(), ranked.rend());
    std::vector<int> lines;
    for (const auto& [w, l] : ranked) lines.push_back(l);
    for (int l : {1, 2}) // second and third by area
        if (l < static_cast<int>(groups.size()) && std::find(lines.begin(), lines.end(), l) == lines.end())
            lines.push_back(l);
    int tried = 0;
    for (int l : lines) {
        const Colour line = around.sum.count(l) ? around.mean(l) : groups[static_cast<std::size_t>(l)].mean;
        if (detail::dist(back, line) < 20) continue;
        if (++tried > 3) break;
        // The seeds: round blobs of every colour off the background-line mixing line.
        std::vector<Disc> seeds;
        Colour dot = line;
        std::size_t most = 0;
        for (const auto& [label, discs] : round.discs_of) {
            const Colour c = groups[static_cast<std::size_t>(label)].mean;
            if (detail::along(c, back, line).second < std::max(20.0, 0.4 * detail::dist(back, line)))
                continue;
            seeds.insert(seeds.end(), discs.begin(), discs.end());
            if (discs.size() > most) most = discs.size(), dot = c;
        }
        if (seeds.size() < 2) continue;
        search.consider(reader.read(dot, line, back, seeds, detail::Sorting::DotsAreTheRest));
        if (search.sure) return;
    }
}

// 4-5. The chosen reading, in picture pixels, checked as a level.
void finish(Recognition& r, Attempt& a, const Work& work, const RecognizeOptions& opt) {
    reading_order(a);
    r.background = detail::to_rgb(a.background), r.line = detail::to_rgb(a.line),
    r.vertex = detail::to_rgb(a.dot);
    for (std::size_t v = 0; v < a.centres.size(); ++v) {
        r.vertices.push_back(work.to_picture(a.centres[v]));
        r.radii.push_back(a.radii[v] * work.scale);
    }
    r.edges = a.edges;
    std::vector<double> sorted = r.radii;
    std::sort(sorted.begin(), sorted.end());
    r.dot_radius = sorted[sorted.size() / 2];
    r.line_width = a.line_width * work.scale;
    r.coverage = a.coverage, r.regularity = a.regularity;
    r.confidence = std::min(r.coverage, r.regularity);
    r.problems = a.problems;
    // Level coordinates are picture pixels, halved (or more) if the picture is larger than a level allows.
    double top = 1;
    for (const PointF& v : r.vertices) top = std::max({top, v.x, v.y});
    const double shrink = std::ceil(top / kMaxCoordinate);
    std::set<std::pair<int, int>> pairs;
    for (const Edge& e : r.edges) {
        const PointF p = r.vertices[static_cast<std::size_t>(e.a)],
                     q = r.vertices[static_cast<std::size_t>(e.b)];
        r.params.lines.push_back({int(std::lround(p.x / shrink)), int(std::lround(p.y / shrink)),
                                  int(std::lround(q.x / shrink)), int(std::lround(q.y / shrink))});
        if (!pairs.insert({std::min(e.a, e.b), std::max(e.a, e.b)}).second) r.params.allow_parallel = true;
    }
    if (r.edges.empty()) {
        r.error =
            "not a figure: " + std::to_string(r.vertices.size()) + " dots but no line joins any two of them";
        return;
    }
    if (r.problems.empty() && r.confidence < opt.min_confidence)
        r.problems.push_back({r.vertices.front(), "confidence " + fmt(r.confidence, 2) + " is below " +
                                                      fmt(opt.min_confidence, 2) + " (segments explain " +
                                                      fmt(100 * r.coverage, 0) +
                                                      "% of the line colour, dot sizes regularity " +
                                                      fmt(r.regularity, 2) + ")"});
    if (r.problems.empty()) {
        const BuildResult built = build_figure(r.params);
        if (!built.figure) {
            r.problems.push_back(
                {r.vertices.front(), "the recognised figure is not a valid level: " + built.error});
        } else if (const FigureCheck check = check_figure(*built.figure); !check.ok) {
            PointF at = r.vertices.front();
            if (!check.odd_vertices.empty()) {
                const Point p = built.figure->vertices[static_cast<std::size_t>(check.odd_vertices.front())];
                at = {p.x * shrink, p.y * shrink};
            }
            r.problems.push_back({at, "the recognised figure " + check.message});
        }
    }
    if (!r.problems.empty()) {
        r.error = r.problems.front().what;
        if (r.problems.size() > 1)
            r.error += " (and " + std::to_string(r.problems.size() - 1) + " more problem(s))";
        return;
    }
    r.ok = true;
}

// One recognition, with dots at least min_fill round (detail::as_disc).
Recognition recognize_with(const Image& pic, const RecognizeOptions& opt, double min_fill, Prepared& prepared,
                           const detail::Budget& budget) {
    Recognition r;
    if (std::string e = picture_error(pic, opt); !e.empty()) {
        r.error = std::move(e);
        return r; // r.region stays empty: nothing was read
    }
    Region reg = opt.region;
    if (reg.width == 0 && reg.height == 0) reg = {0, 0, pic.width, pic.height};
    r.region = reg;

    // 1-2. The working grid and its colour clusters.
    if (!prepared.work) {
        prepared.work = detail::make_work(pic, reg, opt.max_side);
        prepared.clusters = detail::cluster_colours(*prepared.work, opt.merge_distance);
    }
    const Work& work = *prepared.work;
    r.downscale = work.scale;
    const detail::Clusters& clusters = prepared.clusters;
    r.table_colours = clusters.table_colours;
    r.clusters = static_cast<int>(clusters.list.size());
    if (clusters.list.size() < 3) {
        r.error = "not a figure: the picture has " +
                  std::string(clusters.list.size() < 2 ? "only one main colour" : "only two main colours") +
                  " but a figure needs three (background, lines, dots); " + std::to_string(r.clusters) +
                  " colour group(s) found";
        return r;
    }

    // 3. Each pixel as its nearest main colour, then the round blobs of each colour. The most
    //    common colour (the first group) is the background, never the dots: not followed.
    const std::vector<Group> groups = main_colours(work, clusters, opt.merge_distance);
    const std::vector<std::uint8_t> labels = label_pixels(work, groups);
    auto blobs = detail::find_blobs(work.width, work.height, labels, 0, kMaxBlobs);
    if (!blobs) {
        r.error = "not a figure: more than " + std::to_string(kMaxBlobs) + " colour regions (is it a photo?)";
        return r;
    }
    RoundBlobs round = round_blobs(work, *blobs, min_fill);
    if (round.discs_of.empty()) {
        r.error = "not a figure: no round dots found (a figure needs at least 2 dots of one colour joined by "
                  "lines); " +
                  std::to_string(r.clusters) + " colour group(s) found";
        return r;
    }

    // Dot colours with more dots go first; once a choice gives a sure figure, only a colour with
    // more dots could do better. When no choice with one dot colour is sure, the article's order.
    Reader reader(pic, work, std::move(blobs->id), min_fill, budget);
    Search search;
    for (int dl : round.dot_labels) {
        const std::vector<Disc>& discs = round.discs_of[dl];
        if (search.best && search.best->ok() && search.best->joined_dots >= static_cast<int>(discs.size()))
            break;
        search.most_discs = std::max(search.most_discs, static_cast<int>(discs.size()));
        try_dot_colour(search, reader, groups, colours_around(work, labels, discs, dl), discs,
                       groups[static_cast<std::size_t>(dl)].mean);
    }
    if (!(search.best && search.best->ok())) try_article_order(search, reader, groups, labels, round, work);
    r.candidates = search.candidates;
    if (!search.best && search.too_many > 0) {
        r.error = "not a level: " + std::to_string(search.too_many) +
                  " dots joined by lines, but a level holds " + std::to_string(kMaxSegments) +
                  " segments, so at most " + std::to_string(kMaxRecognizedDots) + " dots";
        return r;
    }
    if (!search.best) {
        r.error =
            "not a figure: " + std::to_string(search.most_discs) + " dots but no line joins any two of them";
        return r;
    }
    finish(r, *search.best, work, opt);
    return r;
}

} // namespace

std::string region_error(int width, int height, const Region& reg) {
    if (reg.width == 0 && reg.height == 0) return "";
    if (reg.x >= 0 && reg.y >= 0 && reg.width >= 8 && reg.height >= 8 && reg.x <= width - reg.width &&
        reg.y <= height - reg.height)
        return "";
    return "the region " + std::to_string(reg.x) + "," + std::to_string(reg.y) + "," +
           std::to_string(reg.width) + "," + std::to_string(reg.height) + " must lie inside the " +
           std::to_string(width) + "x" + std::to_string(height) + " picture and be at least 8x8 pixels";
}

namespace {

// The readings recognize() makes, in turn, until one is sure (see recognize.hpp).
Recognition recognize_readings(const Image& pic, const RecognizeOptions& opt, const detail::Budget& budget) {
    Prepared prepared;
    Recognition first = recognize_with(pic, opt, kDiscFill, prepared, budget);
    if (first.ok) return first;
    // JPEG at low quality frays small dots (radius about 10 px) until they fill less of their box
    // than a disc does, and a dot colour with too few round dots is not tried at all. A second look
    // that takes rougher dots runs the same checks; it is kept only when it gives a sure level, so
    // a refusal keeps its message and a draft keeps the first reading.
    if (Recognition second = recognize_with(pic, opt, kRoughDiscFill, prepared, budget); second.ok)
        return second;
    // A large picture of a figure drawn small (a 4096x4096 picture with 12 px lines) has 2 px lines
    // and 3 px dots once its short side is brought to 750: when dots were seen, a finer reading (at
    // most kFinestPixels), again kept only when it gives a sure level.
    if (opt.max_side == 0 && first.region.width > 0 && !first.vertices.empty()) {
        const Region& reg = first.region;
        const int finest = std::max(
            1,
            static_cast<int>(std::ceil(std::sqrt(double(reg.width) * double(reg.height) / kFinestPixels))));
        if (first.downscale > finest) {
            RecognizeOptions fine = opt;
            fine.max_side = std::max(64, (std::max(reg.width, reg.height) + finest - 1) / finest);
            Prepared finer;
            for (double fill : {kDiscFill, kRoughDiscFill})
                if (Recognition third = recognize_with(pic, fine, fill, finer, budget); third.ok)
                    return third;
        }
    }
    return first;
}

} // namespace

Recognition recognize(const Image& pic, const RecognizeOptions& opt) {
    const detail::Budget budget(opt.time_limit, opt.cancel);
    try {
        return recognize_readings(pic, opt, budget);
    } catch (const detail::Stopped& stopped) {
        Recognition r;
        r.stopped = true;
        r.error = stopped.why;
        if (picture_error(pic, opt).empty())
            r.region = opt.region.width > 0 ? opt.region : Region{0, 0, pic.width, pic.height};
        return r;
    }
}

} // namespace tessera::onestroke
