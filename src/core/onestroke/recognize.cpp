#include "tessera/core/onestroke/recognize.hpp"

#include <algorithm>
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
#include "tessera/core/common/union_find.hpp"

namespace tessera::onestroke {

namespace {

using detail::Blob;
using detail::Blobs;
using detail::Colour;
using detail::Disc;
using detail::Work;

enum Class : std::uint8_t { kBackgroundClass, kLineClass, kDotClass };

// At most this many regions of one colour are followed: more is noise or a photo.
constexpr std::size_t kMaxBlobs = 1'000'000;
// Dots smaller than this (working pixels) are not looked for.
constexpr double kMinRadius = 2.5;
// How much of its bounding ellipse a blob must fill to be a dot: a drawn disc fills about 1,
// letters and strokes much less; a small dot frayed by JPEG at quality 40 can fall to about 0.75.
constexpr double kDiscFill = 0.8;
constexpr double kRoughDiscFill = 0.7;
// The finest reading of a large picture whose figure the automatic size (detail::kShortSide,
// detail::kMostPixels) loses reads at most this many pixels.
constexpr double kFinestPixels = 12'000'000;

std::string fmt(double v, int decimals) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string place(PointF p) { return "(" + fmt(p.x, 0) + "," + fmt(p.y, 0) + ")"; }

// One choice of (dot, line, background) colours and what it makes of the picture.
struct Attempt {
    Colour dot, line, background;
    bool found = false;          // at least two dots joined by line colour
    int discs = 0;               // round dots of the dot colour anywhere in the region
    std::vector<PointF> centres; // working pixels, then picture pixels once final
    std::vector<double> radii;
    std::vector<Edge> edges;
    std::vector<Problem> problems;
    double coverage = 0, regularity = 0, line_width = 0;
    int joined_dots = 0; // dots with at least one segment
    bool ok() const { return found && problems.empty(); }
};

// Which of the three colours each table key stands for. A pixel is one colour or, on an edge, a
// mix of two: it is read as the nearer end of the nearest of the three mixing lines (background-
// line, background-dot, line-dot), so an anti-aliased line rim whose colour happens to lie near the
// dot colour is still line or background. Colours close to one of the three are that colour.
// A colour key's class is worked out when first needed: kUnclassified until then.
constexpr std::uint8_t kUnclassified = 255;

// The three colours a table classifies against, and how close counts as "that colour".
struct ClassEnds {
    Colour ends[3]; // indexed by Class: background, line, dot
    double close = 0;
    ClassEnds(Colour dot, Colour line, Colour background)
        : ends{background, line, dot},
          close(0.25 * std::min({detail::dist(dot, line), detail::dist(dot, background),
                                 detail::dist(line, background)})) {}
};

std::uint8_t class_of_colour(Colour c, const ClassEnds& e) {
    double nearest = e.close;
    int pure = -1;
    for (int i = 0; i < 3; ++i)
        if (const double d = detail::dist(c, e.ends[i]); d < nearest) nearest = d, pure = i;
    if (pure >= 0) return static_cast<std::uint8_t>(pure);
    double best_off = 1e18;
    std::uint8_t out = kBackgroundClass;
    for (const auto& [p, q] : {std::pair{0, 1}, {0, 2}, {1, 2}}) {
        const auto [along, off] = detail::along(c, e.ends[p], e.ends[q]);
        if (off < best_off) best_off = off, out = static_cast<std::uint8_t>(along >= 0.5 ? q : p);
    }
    return out;
}

// Reads the picture under one choice of colours. Regions are flooded only from the candidate dots
// outward (a dot, the lines touching its rim, the dots those lines reach, ...), so a choice costs
// about the figure's area, not the picture's.
class Reader {
  public:
    // `ids` is a per-pixel buffer to reuse (its contents must be below kPassUnit).
    Reader(const Image& pic, const Work& work, std::vector<std::int32_t> ids, double min_fill)
        : pic_(pic), work_(work), min_fill_(min_fill), id_(std::move(ids)) {
        id_.resize(work.tone.size(), 0);
    }

    Attempt read(Colour dot, Colour line, Colour background, const std::vector<Disc>& seeds) {
        Attempt a;
        a.dot = dot, a.line = line, a.background = background;
        classify(ClassEnds(a.dot, a.line, a.background));
        if (!structure(a, seeds)) return a;
        // The colours again from the figure itself (its dots' insides, its lines' cores, the
        // background around them), then everything once more with them.
        refine_colours(a);
        classify(ClassEnds(a.dot, a.line, a.background));
        if (!structure(a, seeds)) return a;
        measure(a);
        segments(a);
        check(a);
        return a;
    }

  private:
    const Image& pic_;
    const Work& work_;
    double min_fill_;                 // how round a dot must be (detail::as_disc)
    std::vector<std::uint8_t> table_; // tone (Work::tone) -> Class
    ClassEnds ends_{{}, {}, {}};      // what table_ classifies against
    // Classes of full-resolution keys (key_class), worked out on first use; allocated on the first
    // such use, and only the keys set since the last classify() are reset.
    std::vector<std::uint8_t> late_;
    std::vector<std::uint16_t> late_keys_;
    // Classifies every tone of the working picture: a choice of colours costs the few hundred to
    // few thousand colours a picture uses, not the 32,768 keys.
    void classify(const ClassEnds& ends) {
        ends_ = ends;
        table_.resize(work_.used_colour.size());
        for (std::size_t i = 0; i < table_.size(); ++i)
            table_[i] = class_of_colour(work_.used_colour[i], ends_);
        for (const std::uint16_t k : late_keys_) late_[k] = kUnclassified;
        late_keys_.clear();
    }
    // The class of a full-resolution pixel's key: its tone's when a working pixel has that key.
    std::uint8_t key_class(std::uint16_t k) {
        if (late_.empty()) late_.assign(detail::kKeys, kUnclassified);
        if (late_[k] == kUnclassified) {
            const auto t = work_.tone_of(k);
            late_[k] = t ? table_[*t] : class_of_colour(work_.key_colour(k), ends_);
            late_keys_.push_back(k);
        }
        return late_[k];
    }
    // Per pixel: the pass that flooded it (high byte) and its region in that pass (low 24 bits).
    // One buffer for both keeps the memory touched per picture small.
    static constexpr std::int32_t kPassUnit = 1 << 24;
    std::vector<std::int32_t> id_;
    std::int32_t pass_ = 0;
    std::vector<Blob> blobs_; // the regions flooded in this pass
    std::vector<std::int32_t> stack_;
    std::vector<std::size_t> dot_edge_;             // dot pixels met at the border of flooded line regions
    std::vector<Disc> discs_;                       // round dot regions met
    std::vector<int> members_;                      // indices into discs_ of the figure's dots
    std::vector<char> figure_line_;                 // per region: one of the figure's line regions
    int minx_ = 0, miny_ = 0, maxx_ = 0, maxy_ = 0; // the figure's box, working pixels

    std::uint8_t cls(std::size_t i) const { return table_[work_.tone[i]]; }
    std::uint8_t cls_at(int x, int y) const { return cls(work_.at(x, y)); }
    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < work_.width && y < work_.height; }
    bool seen(std::size_t i) const { return id_[i] / kPassUnit == pass_; }
    int region(std::size_t i) const { return seen(i) ? id_[i] % kPassUnit : -1; }
    void mark(std::size_t i, std::int32_t region) { id_[i] = pass_ * kPassUnit + region; }
    bool in_figure_line(std::size_t i) const {
        const int r = region(i);
        return r >= 0 && static_cast<std::size_t>(r) < figure_line_.size() &&
               figure_line_[static_cast<std::size_t>(r)];
    }

    // The 8-connected region of start's class; its index into blobs_. Stops after max_area pixels
    // (the region's area then reads max_area + 1): a dot or a line is never that large.
    int flood(std::size_t start, long long max_area = std::numeric_limits<long long>::max()) {
        const std::uint8_t c = cls(start);
        // (Regions in a pass are far fewer than pixels, which kMaxBlobs keeps below kPassUnit.)
        const auto id = static_cast<std::int32_t>(blobs_.size());
        Blob b;
        b.label = c;
        b.minx = b.maxx = static_cast<int>(start % static_cast<std::size_t>(work_.width));
        b.miny = b.maxy = static_cast<int>(start / static_cast<std::size_t>(work_.width));
        mark(start, id);
        stack_.assign(1, static_cast<std::int32_t>(start));
        while (!stack_.empty() && b.area <= max_area) {
            const std::size_t i = static_cast<std::size_t>(stack_.back());
            stack_.pop_back();
            const int x = static_cast<int>(i % static_cast<std::size_t>(work_.width));
            const int y = static_cast<int>(i / static_cast<std::size_t>(work_.width));
            ++b.area, b.sx += x, b.sy += y;
            b.minx = std::min(b.minx, x), b.maxx = std::max(b.maxx, x);
            b.miny = std::min(b.miny, y), b.maxy = std::max(b.maxy, y);
            bool edge = x == 0 || y == 0 || x == work_.width - 1 || y == work_.height - 1;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    if ((dx == 0 && dy == 0) || !inside(x + dx, y + dy)) continue;
                    const std::size_t j = work_.at(x + dx, y + dy);
                    const std::uint8_t cj = cls(j);
                    if (cj != c) {
                        if (dx == 0 || dy == 0) edge = true;
                        if (c == kLineClass && cj == kDotClass && !seen(j)) dot_edge_.push_back(j);
                        continue;
                    }
                    if (!seen(j)) {
                        mark(j, id);
                        stack_.push_back(static_cast<std::int32_t>(j));
                    }
                }
            b.boundary += edge;
        }
        blobs_.push_back(b);
        return id;
    }

    void next_pass() {
        if (++pass_ == 127) { // the high byte is used up: start the marks afresh
            std::fill(id_.begin(), id_.end(), 0);
            pass_ = 1;
        }
        blobs_.clear(), discs_.clear(), members_.clear(), figure_line_.clear(), dot_edge_.clear();
    }

    // From the candidate dots: round dot regions, the line regions touching their rims, the dot
    // regions those lines touch, and so on. The largest group of dots joined through line regions
    // is the figure.
    bool structure(Attempt& a, const std::vector<Disc>& seeds) {
        next_pass();
        a.found = false;
        const double max_radius = 0.2 * std::min(work_.width, work_.height) + kMinRadius;
        const auto most_dot = static_cast<long long>(4 * max_radius * max_radius) + 16;
        const auto most_line = static_cast<long long>(work_.tone.size() / 3);
        std::vector<std::size_t> todo;
        for (const Disc& d : seeds) {
            const int x = static_cast<int>(std::lround(d.centre.x)),
                      y = static_cast<int>(std::lround(d.centre.y));
            if (inside(x, y)) todo.push_back(work_.at(x, y));
        }
        UnionFind uf(0);
        std::vector<char> touches;
        while (!todo.empty()) {
            const std::size_t i = todo.back();
            todo.pop_back();
            if (cls(i) != kDotClass || seen(i)) continue;
            const int id = flood(i, most_dot);
            auto disc =
                detail::as_disc(blobs_[static_cast<std::size_t>(id)], id, kMinRadius, max_radius, min_fill_);
            if (!disc) continue;
            discs_.push_back(*disc);
            touches.push_back(0);
            const double rr = disc->radius + 2.5;
            const int k = std::max(24, static_cast<int>(2 * std::numbers::pi * rr));
            for (int s = 0; s < k; ++s) {
                const double t = 2 * std::numbers::pi * s / k;
                const int x = static_cast<int>(std::lround(disc->centre.x + rr * std::cos(t)));
                const int y = static_cast<int>(std::lround(disc->centre.y + rr * std::sin(t)));
                if (!inside(x, y) || cls_at(x, y) != kLineClass) continue;
                const std::size_t j = work_.at(x, y);
                const int line = seen(j) ? region(j) : flood(j, most_line);
                // "Lines" reaching over a third of the picture are its background.
                if (blobs_[static_cast<std::size_t>(line)].area > most_line) return false;
                uf.grow_to(std::max(id, line));
                uf.join(id, line);
                touches.back() = 1;
            }
            todo.insert(todo.end(), dot_edge_.begin(), dot_edge_.end());
            dot_edge_.clear();
        }
        uf.grow_to(static_cast<int>(blobs_.size()));
        a.discs = static_cast<int>(discs_.size());
        std::map<int, int> group_size;
        for (std::size_t d = 0; d < discs_.size(); ++d)
            if (touches[d]) ++group_size[uf.find(discs_[d].blob)];
        int best = -1, best_size = 0;
        for (const auto& [root, size] : group_size)
            if (size > best_size) best = root, best_size = size;
        if (best_size < 2) return false;
        for (std::size_t d = 0; d < discs_.size(); ++d)
            if (touches[d] && uf.find(discs_[d].blob) == best) members_.push_back(static_cast<int>(d));
        minx_ = work_.width, miny_ = work_.height, maxx_ = 0, maxy_ = 0;
        auto grow = [&](const Blob& b) {
            minx_ = std::min(minx_, b.minx), miny_ = std::min(miny_, b.miny);
            maxx_ = std::max(maxx_, b.maxx), maxy_ = std::max(maxy_, b.maxy);
        };
        figure_line_.assign(blobs_.size(), 0);
        long long line_area = 0;
        for (std::size_t r = 0; r < blobs_.size(); ++r)
            if (blobs_[r].label == kLineClass && uf.find(static_cast<int>(r)) == best) {
                figure_line_[r] = 1;
                line_area += blobs_[r].area;
                grow(blobs_[r]);
            }
        for (int d : members_)
            grow(blobs_[static_cast<std::size_t>(discs_[static_cast<std::size_t>(d)].blob)]);
        // Lines cover a part of the figure's box; "lines" filling most of it are the background.
        if (2 * line_area > static_cast<long long>(maxx_ - minx_ + 1) * (maxy_ - miny_ + 1)) return false;
        a.found = true;
        return true;
    }

    void refine_colours(Attempt& a) {
        double dot[4] = {}, line[4] = {}, back[4] = {};
        auto add = [&](double* s, std::size_t i) {
            const Colour c = work_.used_colour[work_.tone[i]];
            s[0] += c.r, s[1] += c.g, s[2] += c.b, s[3] += 1;
        };
        std::vector<char> member(blobs_.size(), 0);
        for (int d : members_) member[static_cast<std::size_t>(discs_[static_cast<std::size_t>(d)].blob)] = 1;
        for (int y = miny_; y <= maxy_; ++y)
            for (int x = minx_; x <= maxx_; ++x) {
                const std::size_t i = work_.at(x, y);
                const int id = region(i);
                if (cls(i) == kBackgroundClass) {
                    add(back, i);
                    continue;
                }
                if (id < 0) continue;
                // Only pixels whose four neighbours are of the same region: no anti-aliased rims.
                bool core = x > 0 && y > 0 && x + 1 < work_.width && y + 1 < work_.height;
                for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
                    core = core && region(work_.at(x + dx, y + dy)) == id;
                if (!core) continue;
                if (cls(i) == kDotClass && member[static_cast<std::size_t>(id)]) add(dot, i);
                if (cls(i) == kLineClass && figure_line_[static_cast<std::size_t>(id)]) add(line, i);
            }
        auto mean = [](const double* s, Colour fallback) {
            return s[3] > 0 ? Colour{s[0] / s[3], s[1] / s[3], s[2] / s[3]} : fallback;
        };
        a.dot = mean(dot, a.dot), a.line = mean(line, a.line), a.background = mean(back, a.background);
    }

    // Dot centres (refined at full resolution when the picture was downscaled) and sizes, and the
    // line width (twice the area over the boundary of the figure's line regions).
    void measure(Attempt& a) {
        const int f = work_.scale;
        for (int d : members_) {
            const Disc& disc = discs_[static_cast<std::size_t>(d)];
            PointF c = disc.centre;
            double rad = disc.radius;
            if (f > 1) {
                c = work_.to_picture(c), rad *= f;
                for (int pass = 0; pass < 2; ++pass) {
                    const double win = 1.5 * rad + f;
                    double sx = 0, sy = 0;
                    long long n = 0;
                    const int x0 = std::max(work_.left, static_cast<int>(c.x - win));
                    const int x1 = std::min(work_.left + work_.width * f - 1, static_cast<int>(c.x + win));
                    const int y0 = std::max(work_.top, static_cast<int>(c.y - win));
                    const int y1 = std::min(work_.top + work_.height * f - 1, static_cast<int>(c.y + win));
                    for (int y = y0; y <= y1; ++y)
                        for (int x = x0; x <= x1; ++x) {
                            if (std::hypot(x + 0.5 - c.x, y + 0.5 - c.y) > win) continue;
                            if (key_class(detail::key_of(pic_, x, y)) == kDotClass)
                                sx += x + 0.5, sy += y + 0.5, ++n;
                        }
                    if (n == 0) break;
                    c = {sx / double(n), sy / double(n)};
                    rad = std::sqrt(double(n) / std::numbers::pi);
                }
                // Back to working pixels: segments are sampled there.
                c = {(c.x - work_.left) / f - 0.5, (c.y - work_.top) / f - 0.5}, rad /= f;
            }
            a.centres.push_back(c);
            a.radii.push_back(rad);
        }
        long long area = 0, boundary = 0;
        for (std::size_t r = 0; r < figure_line_.size(); ++r)
            if (figure_line_[r]) area += blobs_[r].area, boundary += blobs_[r].boundary;
        a.line_width = boundary > 0 ? 2.0 * double(area) / double(boundary) : 1;
    }

    bool line_near(double x, double y, double nx, double ny) const {
        for (int k = -1; k <= 1; ++k) {
            const int px = static_cast<int>(std::lround(x + k * nx)),
                      py = static_cast<int>(std::lround(y + k * ny));
            if (inside(px, py) && cls_at(px, py) == kLineClass) return true;
        }
        return false;
    }

    // A segment joins dots i and j when the samples between their rims lie on line colour (a few
    // pixels of gap allowed) and none falls inside another dot.
    void segments(Attempt& a) {
        const int n = static_cast<int>(a.centres.size());
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) {
                const PointF p = a.centres[static_cast<std::size_t>(i)],
                             q = a.centres[static_cast<std::size_t>(j)];
                const double S = std::hypot(q.x - p.x, q.y - p.y);
                const double ux = (q.x - p.x) / S, uy = (q.y - p.y) / S;
                const double from = a.radii[static_cast<std::size_t>(i)] + 1.5;
                const double to = S - a.radii[static_cast<std::size_t>(j)] - 1.5;
                if (to - from < 2) continue;
                auto on_line = [&](double s) { return line_near(p.x + ux * s, p.y + uy * s, -uy, ux); };
                // Quick look at both ends first: most pairs are not joined.
                int near_ends = 0;
                for (double s : {from + 0.5, from + 2.0, from + 3.5}) near_ends += on_line(std::min(s, to));
                for (double s : {to - 0.5, to - 2.0, to - 3.5}) near_ends += on_line(std::max(s, from));
                if (near_ends < 5) continue;
                int samples = 0, misses = 0, run = 0, worst_run = 0;
                bool through_dot = false;
                for (double s = from; s <= to && !through_dot; s += 1.0) {
                    const double x = p.x + ux * s, y = p.y + uy * s;
                    for (int k = 0; k < n && !through_dot; ++k)
                        if (k != i && k != j &&
                            std::hypot(x - a.centres[static_cast<std::size_t>(k)].x,
                                       y - a.centres[static_cast<std::size_t>(k)].y) <
                                a.radii[static_cast<std::size_t>(k)] + 0.5)
                            through_dot = true;
                    ++samples;
                    if (on_line(s)) {
                        run = 0;
                    } else {
                        ++misses, ++run;
                        worst_run = std::max(worst_run, run);
                    }
                }
                if (through_dot || worst_run > 3 || misses > 0.04 * samples + 1) continue;
                a.edges.push_back({i, j});
            }
    }

    void problem(Attempt& a, PointF working_at, std::string what) {
        a.problems.push_back({work_.to_picture(working_at), std::move(what)});
    }

    void check(Attempt& a) {
        const int n = static_cast<int>(a.centres.size());
        std::vector<int> degree(static_cast<std::size_t>(n), 0);
        for (const Edge& e : a.edges)
            ++degree[static_cast<std::size_t>(e.a)], ++degree[static_cast<std::size_t>(e.b)];
        for (int v = 0; v < n; ++v) {
            if (degree[static_cast<std::size_t>(v)] > 0)
                ++a.joined_dots;
            else
                problem(a, a.centres[static_cast<std::size_t>(v)],
                        "the dot at " + place(work_.to_picture(a.centres[static_cast<std::size_t>(v)])) +
                            " touches a line but no segment to another dot was found");
        }
        // Dots of one figure are drawn alike.
        std::vector<double> sorted = a.radii;
        std::sort(sorted.begin(), sorted.end());
        const double median = sorted[sorted.size() / 2];
        const double mean = std::accumulate(a.radii.begin(), a.radii.end(), 0.0) / double(n);
        double var = 0;
        for (double x : a.radii) var += (x - mean) * (x - mean);
        a.regularity = std::clamp(1 - 2 * std::sqrt(var / double(n)) / std::max(mean, 1e-9), 0.0, 1.0);
        for (int v = 0; v < n; ++v) {
            const double rad = a.radii[static_cast<std::size_t>(v)];
            if (std::abs(rad - median) > 0.3 * median + 1)
                problem(a, a.centres[static_cast<std::size_t>(v)],
                        "the dot at " + place(work_.to_picture(a.centres[static_cast<std::size_t>(v)])) +
                            " has radius " + fmt(rad * work_.scale, 0) + ", the others about " +
                            fmt(median * work_.scale, 0));
        }
        unexplained_lines(a);
        stray_dots(a, median);
    }

    // Every line pixel of the figure must lie on a found segment or at a dot; a missed segment
    // leaves a stretch of line that nothing explains.
    void unexplained_lines(Attempt& a) {
        const int x0 = minx_, y0 = miny_, w = maxx_ - minx_ + 1, h = maxy_ - miny_ + 1;
        std::vector<std::uint8_t> mask(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
        // The line width again, as the line area over the length of the segments between dots
        // (the boundary estimate counts a diagonal's staircase); the smaller of the two is kept.
        long long area = 0;
        for (std::size_t r = 0; r < figure_line_.size(); ++r)
            if (figure_line_[r]) area += blobs_[r].area;
        double length = 0;
        for (const Edge& e : a.edges) {
            const PointF p = a.centres[static_cast<std::size_t>(e.a)],
                         q = a.centres[static_cast<std::size_t>(e.b)];
            length +=
                std::max(0.0, std::hypot(q.x - p.x, q.y - p.y) - a.radii[static_cast<std::size_t>(e.a)] -
                                  a.radii[static_cast<std::size_t>(e.b)]);
        }
        if (length > 0) a.line_width = std::min(a.line_width, double(area) / length);
        const double reach = a.line_width / 2 + 3;
        long long total = 0, explained = 0;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                const std::size_t i = work_.at(x0 + x, y0 + y);
                if (cls(i) != kLineClass || !in_figure_line(i)) continue;
                const double px = x0 + x, py = y0 + y;
                bool ok = false;
                for (std::size_t v = 0; v < a.centres.size() && !ok; ++v)
                    ok = std::hypot(px - a.centres[v].x, py - a.centres[v].y) < 1.5 * a.radii[v] + 2;
                for (const Edge& e : a.edges) {
                    if (ok) break;
                    const PointF p = a.centres[static_cast<std::size_t>(e.a)],
                                 q = a.centres[static_cast<std::size_t>(e.b)];
                    const double vx = q.x - p.x, vy = q.y - p.y, len2 = vx * vx + vy * vy;
                    const double t = std::clamp(((px - p.x) * vx + (py - p.y) * vy) / len2, 0.0, 1.0);
                    ok = std::hypot(px - (p.x + t * vx), py - (p.y + t * vy)) <= reach;
                }
                ++total;
                if (ok)
                    ++explained;
                else
                    mask[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) +
                         static_cast<std::size_t>(x)] = 1;
            }
        a.coverage = total > 0 ? double(explained) / double(total) : 0;
        const double least = std::max(10.0, 2 * a.line_width);
        if (double(total - explained) < least) return; // too little to hide a segment
        auto left = detail::find_blobs(w, h, mask, 0, kMaxBlobs);
        if (!left) return;
        for (const Blob& b : left->list) {
            if (double(b.area) < least) continue;
            const PointF c = b.centre();
            problem(a, {c.x + x0, c.y + y0},
                    "line colour at " + place(work_.to_picture({c.x + x0, c.y + y0})) +
                        " lies on no segment between two dots (a segment or a dot was missed)");
        }
    }

    // Dot colour in or near the figure's box that is not one of its dots: a dot the lines do not
    // reach, two dots drawn into one, or a dot cut by something in front of it.
    void stray_dots(Attempt& a, double median_radius) {
        const double least = 0.3 * std::numbers::pi * median_radius * median_radius;
        const int margin = static_cast<int>(std::ceil(2 * median_radius));
        // Every dot region in the box and its margin, flooded now if the search did not reach it.
        std::set<int> regions;
        for (int y = std::max(0, miny_ - margin); y <= std::min(work_.height - 1, maxy_ + margin); ++y)
            for (int x = std::max(0, minx_ - margin); x <= std::min(work_.width - 1, maxx_ + margin); ++x)
                if (const std::size_t i = work_.at(x, y); cls(i) == kDotClass)
                    regions.insert(seen(i) ? region(i) : flood(i));
        for (int d : members_) regions.erase(discs_[static_cast<std::size_t>(d)].blob);
        for (int id : regions) {
            const Blob& b = blobs_[static_cast<std::size_t>(id)];
            if (double(b.area) < least) continue;
            // Larger than two dots side by side: a bar or a box of the interface, not a dot.
            if (std::max(b.span_x(), b.span_y()) > 5 * median_radius) continue;
            const PointF c = b.centre();
            if (c.x < minx_ - margin || c.x > maxx_ + margin || c.y < miny_ - margin || c.y > maxy_ + margin)
                continue;
            problem(a, c,
                    "dot colour at " + place(work_.to_picture(c)) + " is not a dot joined to the figure");
        }
    }
};

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

// One recognition, with dots at least min_fill round (detail::as_disc).
// The working grid and its colour clusters depend on the options only, not on how round a dot
// must be: readings with the same options share them.
struct Prepared {
    std::optional<Work> work;
    detail::Clusters clusters;
};

Recognition recognize_with(const Image& pic, const RecognizeOptions& opt, double min_fill,
                           Prepared& prepared) {
    Recognition r;
    if (pic.width < 8 || pic.height < 8 || !picture_size_ok(pic.width, pic.height) ||
        pic.rgba.size() != static_cast<std::size_t>(pic.width) * static_cast<std::size_t>(pic.height) * 4) {
        r.error = "the picture must be between 8x8 and " + std::to_string(kMaxPictureSide) + "x" +
                  std::to_string(kMaxPictureSide) + " pixels, at most " + std::to_string(kMaxPicturePixels) +
                  " in all";
        return r;
    }
    if (std::string e = region_error(pic.width, pic.height, opt.region); !e.empty()) {
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

    // 3. Each pixel as its nearest cluster of some size (at most 250 of them), then the round
    //    blobs of each colour.
    const long long least = std::max<long long>(16, static_cast<long long>(work.tone.size() / 50000));
    struct Group {
        Colour mean;
        double count = 0;
    };
    std::vector<Group> groups;
    for (std::size_t c = 0; c < clusters.list.size() && groups.size() < 250; ++c)
        if (clusters.list[c].count >= least)
            groups.push_back({clusters.list[c].mean, double(clusters.list[c].count)});
    // Noise spreads one drawn colour over neighbouring clusters: those whose means lie closer than
    // 3/4 of the merge distance are one colour.
    for (;;) {
        std::size_t gi = 0, gj = 0;
        double closest = 0.75 * opt.merge_distance;
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
    std::vector<std::uint8_t> nearest(work.used_colour.size(), 0); // tone -> group
    for (std::size_t k = 0; k < nearest.size(); ++k) {
        double best = 1e18;
        for (std::size_t i = 0; i < groups.size(); ++i) {
            const double d = detail::dist(work.used_colour[k], groups[i].mean);
            if (d < best) best = d, nearest[k] = static_cast<std::uint8_t>(i);
        }
    }
    // Noise flips single pixels of a dot to a neighbouring colour; a pixel unlike most of its
    // neighbours takes their colour, so dots stay solid (for finding them; not for measuring).
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
    // The most common colour (the first group) is the background, never the dots: not followed.
    auto blobs = detail::find_blobs(work.width, work.height, labels, 0, kMaxBlobs);
    if (!blobs) {
        r.error = "not a figure: more than " + std::to_string(kMaxBlobs) + " colour regions (is it a photo?)";
        return r;
    }
    const double max_radius = 0.2 * std::min(work.width, work.height) + kMinRadius;
    std::map<int, std::vector<Disc>> discs_of; // label -> its round blobs
    for (std::size_t i = 0; i < blobs->list.size(); ++i)
        if (auto d = detail::as_disc(blobs->list[i], static_cast<int>(i), kMinRadius, max_radius, min_fill))
            discs_of[blobs->list[i].label].push_back(*d);
    std::vector<int> dot_labels;
    for (const auto& [label, discs] : discs_of)
        if (discs.size() >= 2) dot_labels.push_back(label);
    std::stable_sort(dot_labels.begin(), dot_labels.end(),
                     [&](int x, int y) { return discs_of[x].size() > discs_of[y].size(); });
    if (dot_labels.size() > 4) dot_labels.resize(4);
    if (dot_labels.empty()) {
        r.error = "not a figure: no round dots found (a figure needs at least 2 dots of one colour joined by "
                  "lines); " +
                  std::to_string(r.clusters) + " colour group(s) found";
        return r;
    }

    // The colours just outside each candidate dot (beyond its anti-aliased, JPEG-blurred rim) are
    // the candidates for lines and background; colours lying between two others are rims, not
    // candidates. Dot colours with more dots go first; once a choice gives a sure figure, only a
    // colour with more dots could do better.
    Reader reader(pic, work, std::move(blobs->id), min_fill);
    std::optional<Attempt> best;
    int most_discs = 0;
    auto colour = [&](int label) { return groups[static_cast<std::size_t>(label)].mean; };
    for (int dl : dot_labels) {
        if (best && best->ok() && best->joined_dots >= static_cast<int>(discs_of[dl].size())) break;
        // Around each dot: its own background (the colour most met) and the colours of the lines
        // leaving it (the others). Glyphs of the dot colour inside a button have the button as
        // background and no lines; the figure's dots agree on both.
        std::map<int, double> around;
        std::map<int, int> back_votes, line_votes;
        for (const Disc& d : discs_of[dl]) {
            std::map<int, double> here;
            for (const double rr : {1.1 * d.radius + 3, 1.15 * d.radius + 6}) {
                const int k = std::max(24, static_cast<int>(2 * std::numbers::pi * rr));
                for (int s = 0; s < k; ++s) {
                    const double t = 2 * std::numbers::pi * s / k;
                    const int x = static_cast<int>(std::lround(d.centre.x + rr * std::cos(t)));
                    const int y = static_cast<int>(std::lround(d.centre.y + rr * std::sin(t)));
                    if (x < 0 || y < 0 || x >= work.width || y >= work.height) continue;
                    const int l = labels[work.at(x, y)];
                    if (l != dl) here[l] += 1.0 / k;
                }
            }
            int own = -1;
            for (const auto& [l, w] : here) {
                around[l] += w;
                if (own < 0 || w > here[own]) own = l;
            }
            if (own < 0) continue;
            ++back_votes[own];
            for (const auto& [l, w] : here)
                if (l != own) ++line_votes[l];
        }
        std::vector<std::pair<double, int>> ranked;
        for (const auto& [l, weight] : around) ranked.push_back({weight, l});
        std::sort(ranked.rbegin(), ranked.rend());
        if (ranked.size() > 8) ranked.resize(8);
        const Colour dot = colour(dl);
        // A rim mixes two colours and is met less than either (the dot counts as met everywhere).
        auto blend = [&](int c) {
            const double wc = around[c];
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
        // Backgrounds: the colours most dots sit on; lines: the colours leaving most dots, far from
        // the background and the dots.
        std::vector<int> backs, lines;
        for (const auto& [w, l] : ranked)
            if (!blend(l)) lines.push_back(l);
        backs = lines;
        std::stable_sort(backs.begin(), backs.end(),
                         [&](int x, int y) { return back_votes[x] > back_votes[y]; });
        std::stable_sort(lines.begin(), lines.end(),
                         [&](int x, int y) { return line_votes[x] > line_votes[y]; });
        most_discs = std::max(most_discs, static_cast<int>(discs_of[dl].size()));
        bool sure = false;
        for (std::size_t bi = 0; bi < backs.size() && bi < 2 && !sure; ++bi) {
            const Colour back = colour(backs[bi]);
            int tried = 0;
            for (int l : lines) {
                if (l == backs[bi] || detail::dist(back, colour(l)) < 50 || detail::dist(dot, colour(l)) < 40)
                    continue;
                if (++tried > 3) break;
                Attempt a = reader.read(dot, colour(l), back, discs_of[dl]);
                ++r.candidates;
                sure = a.ok();
                if (a.found && (!best || better(a, *best))) best = std::move(a);
                if (sure) break;
            }
        }
    }
    if (!best) {
        r.error = "not a figure: " + std::to_string(most_discs) + " dots but no line joins any two of them";
        return r;
    }

    // 4-5. The best reading, in picture pixels.
    Attempt& a = *best;
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
    for (const Edge& e : r.edges) {
        const PointF p = r.vertices[static_cast<std::size_t>(e.a)],
                     q = r.vertices[static_cast<std::size_t>(e.b)];
        r.params.lines.push_back({int(std::lround(p.x / shrink)), int(std::lround(p.y / shrink)),
                                  int(std::lround(q.x / shrink)), int(std::lround(q.y / shrink))});
    }
    if (r.edges.empty()) {
        r.error =
            "not a figure: " + std::to_string(r.vertices.size()) + " dots but no line joins any two of them";
        return r;
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
        return r;
    }
    r.ok = true;
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

Recognition recognize(const Image& pic, const RecognizeOptions& opt) {
    Prepared prepared;
    Recognition first = recognize_with(pic, opt, kDiscFill, prepared);
    if (first.ok) return first;
    // JPEG at low quality frays small dots (radius about 10 px) until they fill less of their box
    // than a disc does, and a dot colour with too few round dots is not tried at all. A second look
    // that takes rougher dots runs the same checks; it is kept only when it gives a sure level, so
    // a refusal keeps its message and a draft keeps the first reading.
    if (Recognition second = recognize_with(pic, opt, kRoughDiscFill, prepared); second.ok) return second;
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
                if (Recognition third = recognize_with(pic, fine, fill, finer); third.ok) return third;
        }
    }
    return first;
}

} // namespace tessera::onestroke
