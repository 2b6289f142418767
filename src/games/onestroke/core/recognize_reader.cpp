#include "recognize_reader.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <numbers>
#include <numeric>
#include <optional>
#include <set>
#include <utility>

#include "recognize_classes.hpp"
#include "recognize_lines.hpp"
#include "tessera/core/common/union_find.hpp"

namespace tessera::onestroke::detail {

namespace {} // namespace

std::string fmt(double v, int decimals) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string place(PointF p) { return "(" + fmt(p.x, 0) + "," + fmt(p.y, 0) + ")"; }

// Reads the picture under one choice of colours. Regions are flooded only from the candidate dots
// outward (a dot, the lines touching its rim, the dots those lines reach, ...), so a choice costs
// about the figure's area, not the picture's.
struct Reader::Impl {
    // `ids` is a per-pixel buffer to reuse (its contents must be below kPassUnit).
    Impl(const Image& pic, const Work& work, std::vector<std::int32_t> ids, double min_fill,
         const Budget& budget)
        : pic_(pic), work_(work), budget_(budget), min_fill_(min_fill), id_(std::move(ids)) {
        id_.resize(work.tone.size(), 0);
    }

    Attempt read(Colour dot, Colour line, Colour background, const std::vector<Disc>& seeds,
                 Sorting sorting) {
        budget_.check();
        Attempt a;
        sorting_ = sorting;
        a.dot = dot, a.line = line, a.background = background;
        classify(ClassEnds(a.dot, a.line, a.background, sorting));
        if (!structure(a, seeds)) return a;
        // The colours again from the figure itself (its dots' insides, its lines' cores, the
        // background around them), then everything once more with them.
        refine_colours(a);
        classify(ClassEnds(a.dot, a.line, a.background, sorting));
        if (!structure(a, seeds)) return a;
        // More dots than a level holds: refused before the segments (their search grows with
        // the square of the dots).
        if (members_.size() > static_cast<std::size_t>(kMaxRecognizedDots)) {
            a.found = false;
            a.too_many = static_cast<int>(members_.size());
            return a;
        }
        measure(a);
        segments(a);
        check(a);
        return a;
    }

    const Image& pic_;
    const Work& work_;
    const Budget& budget_;
    double min_fill_;                 // how round a dot must be (detail::as_disc)
    std::vector<std::uint8_t> table_; // tone (Work::tone) -> Class
    ClassEnds ends_{{}, {}, {}};      // what table_ classifies against
    Sorting sorting_ = Sorting::Nearest;
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
        for (std::size_t steps = 0; !todo.empty(); ++steps) {
            if (steps % 256 == 0) budget_.check();
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
        // (With Sorting::DotsAreTheRest the dots may have several colours: the one with the most
        // dots, as chosen, is the one reported.)
        if (sorting_ != Sorting::DotsAreTheRest) a.dot = mean(dot, a.dot);
        a.line = mean(line, a.line), a.background = mean(back, a.background);
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
        for (int i = 0; i < n; ++i, budget_.check())
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
        // Dots of one colour are drawn alike (with Sorting::Nearest all dots are of one colour).
        const std::vector<int> kind = sorting_ == Sorting::DotsAreTheRest
                                          ? detail::dot_kinds(work_, a.centres)
                                          : std::vector<int>(a.centres.size(), 0);
        const int kinds = kind.empty() ? 0 : *std::max_element(kind.begin(), kind.end()) + 1;
        a.regularity = 1;
        double median = 0;
        for (int k = 0; k < kinds; ++k) {
            std::vector<double> radii;
            std::vector<int> of;
            for (int v = 0; v < n; ++v)
                if (kind[static_cast<std::size_t>(v)] == k)
                    radii.push_back(a.radii[static_cast<std::size_t>(v)]), of.push_back(v);
            a.regularity = std::min(a.regularity, detail::regularity(radii));
            std::vector<double> sorted = radii;
            std::sort(sorted.begin(), sorted.end());
            const double m = sorted[sorted.size() / 2];
            median = std::max(median, m);
            for (std::size_t i = 0; i < radii.size(); ++i) {
                if (std::abs(radii[i] - m) <= 0.3 * m + 1) continue;
                const PointF c = a.centres[static_cast<std::size_t>(of[i])];
                problem(a, c,
                        "the dot at " + place(work_.to_picture(c)) + " has radius " +
                            fmt(radii[i] * work_.scale, 0) + ", the others about " + fmt(m * work_.scale, 0));
            }
        }
        unexplained_lines(a);
        stray_dots(a, median);
    }

    // Every line pixel of the figure must lie on a found segment or at a dot; a missed segment
    // leaves a stretch of line that nothing explains. A stretch that is a second, bent stroke
    // between two dots already joined is a parallel edge.
    void unexplained_lines(Attempt& a) {
        const int x0 = minx_, y0 = miny_, w = maxx_ - minx_ + 1, h = maxy_ - miny_ + 1;
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
        // What the dots and segments explain, drawn shape by shape: the cost is their area, not
        // the line pixels times the dots and segments.
        detail::Explained near(x0, y0, w, h);
        for (std::size_t v = 0; v < a.centres.size(); ++v)
            near.mark(a.centres[v], a.centres[v], 1.5 * a.radii[v] + 2, true);
        for (const Edge& e : a.edges)
            near.mark(a.centres[static_cast<std::size_t>(e.a)], a.centres[static_cast<std::size_t>(e.b)],
                      reach, false);
        std::vector<std::uint8_t> mask(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
        long long total = 0, explained = 0;
        for (int y = 0; y < h; ++y, budget_.check())
            for (int x = 0; x < w; ++x) {
                const std::size_t i = work_.at(x0 + x, y0 + y);
                if (cls(i) != kLineClass || !in_figure_line(i)) continue;
                const std::size_t k =
                    static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x);
                ++total;
                if (near.at[k])
                    ++explained;
                else
                    mask[k] = 1;
            }
        a.coverage = total > 0 ? double(explained) / double(total) : 0;
        const double least = std::max(10.0, 2 * a.line_width);
        if (double(total - explained) < least) return; // too little to hide a segment
        auto left = detail::find_blobs(w, h, mask, 0, kMaxBlobs);
        if (!left) return;
        // First the bent strokes, then what they explain (a crossing line cuts one into pieces).
        std::vector<std::array<PointF, 3>> curves;
        std::vector<char> done(left->list.size(), 0);
        for (std::size_t bi = 0; bi < left->list.size(); ++bi)
            if (double(left->list[bi].area) >= least)
                if (auto curve = bent_edge(a, *left, static_cast<int>(bi), x0, y0, reach)) {
                    curves.push_back(*curve);
                    done[bi] = 1;
                    explained += left->list[bi].area;
                }
        for (std::size_t bi = 0; bi < left->list.size(); ++bi) {
            const Blob& b = left->list[bi];
            if (done[bi] || double(b.area) < least) continue;
            const std::vector<PointF> pixels = blob_pixels(*left, static_cast<int>(bi), x0, y0);
            if (std::any_of(curves.begin(), curves.end(), [&](const std::array<PointF, 3>& c) {
                    return curve_explains(c[0], c[1], c[2], pixels, reach);
                })) {
                explained += b.area;
                continue;
            }
            const PointF c = b.centre();
            problem(a, {c.x + x0, c.y + y0},
                    "line colour at " + place(work_.to_picture({c.x + x0, c.y + y0})) +
                        " lies on no segment between two dots (a segment or a dot was missed)");
        }
        a.coverage = total > 0 ? double(explained) / double(total) : 0;
    }

    // Whether unexplained blob `index` is a second, bent stroke between two dots a segment already
    // joins (a parallel edge, which a level draws bent): a quadratic curve from one to the other
    // through the blob's farthest point lies on line colour all the way, misses every other dot,
    // and explains the blob. Adds the edge when it is.
    std::vector<PointF> blob_pixels(const Blobs& left, int index, int x0, int y0) const {
        const Blob& b = left.list[static_cast<std::size_t>(index)];
        std::vector<PointF> pixels;
        for (int y = b.miny; y <= b.maxy; ++y)
            for (int x = b.minx; x <= b.maxx; ++x)
                if (left.id[static_cast<std::size_t>(y) * static_cast<std::size_t>(maxx_ - minx_ + 1) +
                            static_cast<std::size_t>(x)] == index)
                    pixels.push_back({double(x + x0), double(y + y0)});
        return pixels;
    }

    std::optional<std::array<PointF, 3>> bent_edge(Attempt& a, const Blobs& left, int index, int x0, int y0,
                                                   double reach) {
        const Blob& b = left.list[static_cast<std::size_t>(index)];
        const std::vector<PointF> pixels = blob_pixels(left, index, x0, y0);
        std::map<std::pair<int, int>, int> count;
        for (const Edge& e : a.edges) ++count[{std::min(e.a, e.b), std::max(e.a, e.b)}];
        const PointF c = {b.centre().x + x0, b.centre().y + y0};
        for (const auto& [pair, n] : count) {
            if (n != 1) continue;
            const PointF p = a.centres[static_cast<std::size_t>(pair.first)],
                         q = a.centres[static_cast<std::size_t>(pair.second)];
            const double vx = q.x - p.x, vy = q.y - p.y, len = std::hypot(vx, vy);
            const double t = ((c.x - p.x) * vx + (c.y - p.y) * vy) / (len * len);
            const double side = ((c.x - p.x) * vy - (c.y - p.y) * vx) / len;
            if (t < 0 || t > 1 || std::abs(side) > 0.75 * len) continue;
            // The apex: the blob's pixel farthest from the straight segment, on the blob's side.
            PointF apex = c;
            double far = 0;
            for (const PointF& m : pixels) {
                const double d = ((m.x - p.x) * vy - (m.y - p.y) * vx) / len * (side < 0 ? -1 : 1);
                const double tm = ((m.x - p.x) * vx + (m.y - p.y) * vy) / (len * len);
                if (tm > 0.3 && tm < 0.7 && d > far) far = d, apex = m;
            }
            if (far < a.line_width + 2) continue;
            // The curve's middle is the apex less half the line width (the apex is its outer rim).
            const double ux = vy / len * (side < 0 ? -1 : 1), uy = -vx / len * (side < 0 ? -1 : 1);
            const PointF mid{apex.x - ux * a.line_width / 2, apex.y - uy * a.line_width / 2};
            const PointF ctrl{2 * mid.x - (p.x + q.x) / 2, 2 * mid.y - (p.y + q.y) / 2};
            if (curve_on_line(
                    a.centres, a.radii, pair.first, pair.second, ctrl,
                    [this](double x, double y, double nx, double ny) { return line_near(x, y, nx, ny); }) &&
                curve_explains(p, ctrl, q, pixels, reach)) {
                a.edges.push_back({pair.first, pair.second});
                return std::array<PointF, 3>{p, ctrl, q};
            }
        }
        return std::nullopt;
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

Reader::Reader(const Image& pic, const Work& work, std::vector<std::int32_t> ids, double min_fill,
               const Budget& budget)
    : impl_(std::make_unique<Impl>(pic, work, std::move(ids), min_fill, budget)) {}
Reader::~Reader() = default;

Attempt Reader::read(Colour dot, Colour line, Colour background, const std::vector<Disc>& seeds,
                     Sorting sorting) {
    return impl_->read(dot, line, background, seeds, sorting);
}

} // namespace tessera::onestroke::detail
