#include "screenshot_set.hpp"

#include "set_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

#include <spawn.h>
#include <sys/wait.h>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/onestroke/generate.hpp"

extern char** environ;

namespace tessera::onestroke::testset {

namespace {

// The figure keeps to the middle of the screen; chrome uses the top 270 and the bottom 150 pixels.
constexpr double kLeft = 40, kRight = kWidth - 40, kTop = 310, kBottom = 1150;

// A trail through random points: every step goes to a dot not yet joined to the current one by a
// line that keeps clear of other dots, leaves the current dot at a clear angle from its other
// lines, and crosses other lines (if at all) steeply and away from dots. A trail is one stroke.
bool free_figure(Rng& rng, SetFigure& f) {
    const double r = f.dot_radius, w = f.line_width;
    const double clearance = r + w + 10;
    const int n = rng.range(4, 9);
    std::vector<PointF> pts;
    for (int tries = 0; static_cast<int>(pts.size()) < n && tries < 2000; ++tries) {
        const PointF p{kLeft + r + rng.unit() * (kRight - kLeft - 2 * r),
                       kTop + r + rng.unit() * (kBottom - kTop - 2 * r)};
        bool ok = true;
        for (const PointF& q : pts)
            ok = ok && std::hypot(p.x - q.x, p.y - q.y) >= std::max(3 * r + 2 * w, 110.0);
        if (ok) pts.push_back(p);
    }
    if (static_cast<int>(pts.size()) < 4) return false;
    const int want = rng.range(n, 2 * n);
    std::vector<std::pair<int, int>> edges;
    std::set<std::pair<int, int>> used;
    int at = static_cast<int>(rng.below(pts.size()));
    while (static_cast<int>(edges.size()) < want) {
        std::vector<int> options;
        for (int v = 0; v < static_cast<int>(pts.size()); ++v) {
            if (v == at || used.count({std::min(at, v), std::max(at, v)})) continue;
            const PointF a = pts[static_cast<std::size_t>(at)], b = pts[static_cast<std::size_t>(v)];
            bool ok = true;
            for (int c = 0; c < static_cast<int>(pts.size()) && ok; ++c)
                if (c != at && c != v && seg_distance(pts[static_cast<std::size_t>(c)], a, b) < clearance)
                    ok = false;
            for (const auto& [p, q] : edges) {
                if (!ok) break;
                const PointF c = pts[static_cast<std::size_t>(p)], d = pts[static_cast<std::size_t>(q)];
                const int shared = p == at || q == at ? at : p == v || q == v ? v : -1;
                if (shared >= 0) {
                    const int mine = shared == at ? v : at, theirs = p == shared ? q : p;
                    ok = corner_angle(pts[static_cast<std::size_t>(shared)],
                                      pts[static_cast<std::size_t>(mine)],
                                      pts[static_cast<std::size_t>(theirs)]) >= 30;
                    continue;
                }
                PointF x;
                if (crossing(a, b, c, d, x))
                    ok = line_angle({b.x - a.x, b.y - a.y}, {d.x - c.x, d.y - c.y}) >= 30;
            }
            if (ok) options.push_back(v);
        }
        if (options.empty()) break;
        const int v = options[static_cast<std::size_t>(rng.below(options.size()))];
        used.insert({std::min(at, v), std::max(at, v)});
        edges.push_back({at, v});
        at = v;
    }
    if (edges.size() < 3) return false;
    // Only the dots the trail visits are drawn.
    std::vector<int> renumber(pts.size(), -1);
    for (auto& [p, q] : edges)
        for (int* e : {&p, &q}) {
            if (renumber[static_cast<std::size_t>(*e)] < 0) {
                renumber[static_cast<std::size_t>(*e)] = static_cast<int>(f.dots.size());
                f.dots.push_back(pts[static_cast<std::size_t>(*e)]);
            }
            *e = renumber[static_cast<std::size_t>(*e)];
        }
    f.edges = edges;
    return true;
}

// A walk on a lattice (the game's own generator): rows and columns of collinear dots, where a
// line from A over B to C must not be read as A-C.
bool lattice_figure(Rng& rng, SetFigure& f) {
    GenerateParams gp;
    gp.columns = rng.range(3, 5), gp.rows = rng.range(3, 6), gp.segments = rng.range(6, 16);
    const Params p = generate(gp, rng);
    const double spacing = std::min({(kRight - kLeft - 2 * f.dot_radius) / (gp.columns - 1),
                                     (kBottom - kTop - 2 * f.dot_radius) / (gp.rows - 1), 200.0});
    if (spacing < 2 * f.dot_radius + 2 * f.line_width + 40) return false;
    const double ox = (kLeft + kRight - spacing * (gp.columns - 1)) / 2;
    const double oy = (kTop + kBottom - spacing * (gp.rows - 1)) / 2;
    auto dot_of = [&](int x, int y) {
        const PointF q{ox + (x - gp.margin) / double(gp.spacing) * spacing,
                       oy + (y - gp.margin) / double(gp.spacing) * spacing};
        for (std::size_t i = 0; i < f.dots.size(); ++i)
            if (std::hypot(f.dots[i].x - q.x, f.dots[i].y - q.y) < 1) return static_cast<int>(i);
        f.dots.push_back(q);
        return static_cast<int>(f.dots.size() - 1);
    };
    for (const Segment& s : p.lines) f.edges.push_back({dot_of(s.x1, s.y1), dot_of(s.x2, s.y2)});
    return f.edges.size() >= 3;
}

Rgb grey_shift(Rgb c, int d) {
    auto ch = [d](int v) { return static_cast<std::uint8_t>(std::clamp(v + d, 0, 255)); };
    return {ch(c.r), ch(c.g), ch(c.b)};
}

double rgb_distance(Rgb a, Rgb b) { return std::hypot(a.r - b.r, std::hypot(a.g - b.g, a.b - b.b)); }

Rgb random_rgb(Rng& rng, int lo, int hi) {
    return {static_cast<std::uint8_t>(rng.range(lo, hi)), static_cast<std::uint8_t>(rng.range(lo, hi)),
            static_cast<std::uint8_t>(rng.range(lo, hi))};
}

// A saturated colour: one channel high, one low, the third anywhere.
Rgb saturated(Rng& rng) {
    int c[3] = {rng.range(170, 255), rng.range(0, 80), rng.range(0, 255)};
    for (int i = 2; i > 0; --i) std::swap(c[i], c[rng.below(static_cast<std::uint64_t>(i + 1))]);
    return {static_cast<std::uint8_t>(c[0]), static_cast<std::uint8_t>(c[1]),
            static_cast<std::uint8_t>(c[2])};
}

void pick_colours(Rng& rng, SetFigure& f) {
    for (;;) {
        if (f.light_on_dark) {
            f.back = random_rgb(rng, 10, 70);
            f.line = rng.chance(1, 2) ? grey_shift(Rgb{230, 230, 230}, rng.range(-40, 20))
                                      : random_rgb(rng, 150, 255);
        } else {
            f.back = random_rgb(rng, 200, 250);
            f.line =
                rng.chance(1, 2) ? grey_shift(Rgb{50, 50, 60}, rng.range(-40, 40)) : random_rgb(rng, 10, 110);
        }
        f.dot = saturated(rng);
        // The gradient's other end, or the grain of the texture: the same family as the background.
        f.back2 = grey_shift(f.back, f.light_on_dark ? rng.range(15, 40) : -rng.range(15, 40));
        const double worst_back = std::min(rgb_distance(f.line, f.back), rgb_distance(f.line, f.back2));
        const double worst_dot_back = std::min(rgb_distance(f.dot, f.back), rgb_distance(f.dot, f.back2));
        if (worst_back >= 120 && worst_dot_back >= 100 && rgb_distance(f.dot, f.line) >= 100) return;
    }
}

std::string hex(Rgb c) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
    return buf;
}

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

std::string pt(PointF p) { return num(p.x) + "," + num(p.y); }

// The interface around the figure, in the figure's own colours half the time (a title bar in the
// dot colour, a round button like a dot, button text in the line colour), which is what makes
// chrome hard: colour alone cannot tell it from the figure.
std::string chrome_mvg(Rng& rng, const SetFigure& f) {
    const std::string font = "font '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'\n";
    auto colour = [&](Rgb own) { return rng.chance(1, 2) ? own : saturated(rng); };
    const Rgb bar = colour(f.dot);
    Rgb title = f.light_on_dark ? random_rgb(rng, 200, 255) : random_rgb(rng, 230, 255);
    if (rgb_distance(title, bar) < 90) title = Rgb{20, 20, 30};
    const Rgb ink = f.light_on_dark ? Rgb{235, 235, 240} : Rgb{30, 30, 40};
    std::string m = font;
    // Status bar text on the background, then the title bar with the level's name, a back arrow
    // and a round icon.
    m += "fill '" + hex(ink) + "' font-size 24 text 28,34 '9:" + std::to_string(rng.range(10, 59)) + "'\n";
    m += "text 630,34 '" + std::to_string(rng.range(20, 100)) + "%'\n";
    const int bar_h = rng.range(90, 130);
    m += "fill '" + hex(bar) + "' rectangle 0,48 " + std::to_string(kWidth) + "," +
         std::to_string(48 + bar_h) + "\n";
    m += "fill '" + hex(title) + "' font-size " + std::to_string(rng.range(38, 54)) + " text " +
         std::to_string(rng.range(200, 280)) + "," + std::to_string(48 + bar_h / 2 + 16) + " 'Level " +
         std::to_string(rng.range(1, 240)) + "'\n";
    // (Two lines, not a polyline: ImageMagick 6 rejects a polyline after stroke-linecap.)
    const std::string tip = "30," + std::to_string(48 + bar_h / 2);
    m += "stroke '" + hex(title) + "' stroke-width 7 fill none line 52," +
         std::to_string(48 + bar_h / 2 - 20) + " " + tip + " line " + tip + " 52," +
         std::to_string(48 + bar_h / 2 + 20) + "\n";
    m += "stroke none fill '" + hex(colour(title)) + "' circle 690," + std::to_string(48 + bar_h / 2) +
         " 710," + std::to_string(48 + bar_h / 2) + "\n";
    // Two score boxes under the bar: filled or outlined rounded rectangles with text.
    const int box_y = 48 + bar_h + 24;
    for (int k = 0; k < 2; ++k) {
        const int x0 = k == 0 ? 40 : 430;
        const Rgb box = colour(f.line);
        if (rng.chance(1, 2))
            m += "stroke none fill '" + hex(box) + "' roundrectangle " + std::to_string(x0) + "," +
                 std::to_string(box_y) + " " + std::to_string(x0 + 280) + "," + std::to_string(box_y + 70) +
                 " 18,18\n";
        else
            m += "stroke '" + hex(box) + "' stroke-width 4 fill none roundrectangle " + std::to_string(x0) +
                 "," + std::to_string(box_y) + " " + std::to_string(x0 + 280) + "," +
                 std::to_string(box_y + 70) + " 18,18\n";
        m += "stroke none fill '" + hex(k == 0 ? f.dot : ink) + "' font-size 30 text " +
             std::to_string(x0 + 24) + "," + std::to_string(box_y + 47) + " '" +
             (k == 0 ? "Score " : "Best ") + std::to_string(rng.range(0, 9999)) + "'\n";
    }
    // The button row: rounded rectangles or discs, with labels.
    static const char* const kLabels[] = {"Undo", "Hint", "Reset"};
    const bool round_buttons = rng.chance(1, 2);
    for (int k = 0; k < 3; ++k) {
        const int cx = 140 + k * 235, cy = 1250;
        const Rgb fill = colour(f.dot);
        if (round_buttons)
            m += "stroke none fill '" + hex(fill) + "' circle " + std::to_string(cx) + "," +
                 std::to_string(cy) + " " + std::to_string(cx + 42) + "," + std::to_string(cy) + "\n";
        else
            m += "stroke none fill '" + hex(fill) + "' roundrectangle " + std::to_string(cx - 95) + "," +
                 std::to_string(cy - 38) + " " + std::to_string(cx + 95) + "," + std::to_string(cy + 38) +
                 " 24,24\n";
        const Rgb label = rgb_distance(f.line, fill) > 90 ? f.line : ink;
        m += "fill '" + hex(label) + "' font-size " + (round_buttons ? "20" : "30") + " text " +
             std::to_string(cx - (round_buttons ? 24 : 38)) + "," + std::to_string(cy + 10) + " '" +
             kLabels[k] + "'\n";
    }
    // A faint watermark at the bottom right.
    m += "fill '" + hex(grey_shift(f.back, f.light_on_dark ? 30 : -30)) +
         "' font-size 22 text 560,1326 'onestroke.example'\n";
    return m;
}

} // namespace

SetFigure make_figure(std::uint64_t seed, int index) {
    SetFigure f;
    f.index = index;
    f.seed = seed * 1000003u + static_cast<std::uint64_t>(index);
    Rng rng(f.seed);
    // Classes cycle with the index; the values inside a class are random.
    f.light_on_dark = index % 2 == 1;
    f.background = static_cast<Background>((index / 2) % 3);
    switch ((index / 6) % 3) {
    case 0:
        f.line_width = rng.range(4, 7);
        break;
    case 1:
        f.line_width = rng.range(8, 13);
        break;
    default:
        f.line_width = rng.range(14, 20);
        break;
    }
    // Dots are wider than lines (by 3 px a side at least), within the 10-30 px radii asked for.
    f.dot_radius = rng.range(std::max(10, f.line_width / 2 + 3), 30);
    f.jpeg_quality = index % 4 < 2 ? rng.range(40, 55) : rng.range(56, 90);
    f.shape = index % 3 == 2 ? Shape::Lattice : Shape::Free;
    pick_colours(rng, f);
    for (;;) {
        f.dots.clear(), f.edges.clear();
        if (f.shape == Shape::Free ? free_figure(rng, f) : lattice_figure(rng, f)) break;
    }
    for (std::size_t i = 0; i < f.edges.size(); ++i)
        for (std::size_t j = i + 1; j < f.edges.size(); ++j) {
            const auto [a, b] = f.edges[i];
            const auto [c, d] = f.edges[j];
            PointF x;
            if (a != c && a != d && b != c && b != d &&
                crossing(f.dots[static_cast<std::size_t>(a)], f.dots[static_cast<std::size_t>(b)],
                         f.dots[static_cast<std::size_t>(c)], f.dots[static_cast<std::size_t>(d)], x))
                ++f.crossings;
        }
    return f;
}

std::vector<std::string> convert_arguments(const SetFigure& f, bool chrome, const std::string& png_path,
                                           const std::string& jpeg_path) {
    Rng rng(f.seed ^ 0x9e3779b97f4a7c15ULL);
    const std::string size = std::to_string(kWidth) + "x" + std::to_string(kHeight);
    std::vector<std::string> a = {"-seed", std::to_string(f.seed % 100000), "-size", size};
    switch (f.background) {
    case Background::Flat:
        a.push_back("xc:" + hex(f.back));
        break;
    case Background::Gradient:
        a.push_back((rng.chance(1, 2) ? "gradient:" : "radial-gradient:") + hex(f.back) + "-" + hex(f.back2));
        break;
    case Background::Texture:
        // Light grain: Gaussian noise, softened, over the background colour.
        a.insert(a.end(),
                 {"xc:" + hex(f.back), "-attenuate", num(0.25 + 0.25 * rng.unit()), "+noise", "Gaussian"});
        break;
    }
    std::string m = "stroke-linecap round stroke '" + hex(f.line) + "' stroke-width " +
                    std::to_string(f.line_width) + " fill none\n";
    for (const auto& [p, q] : f.edges)
        m += "line " + pt(f.dots[static_cast<std::size_t>(p)]) + " " +
             pt(f.dots[static_cast<std::size_t>(q)]) + "\n";
    m += "stroke none fill '" + hex(f.dot) + "'\n";
    for (const PointF& d : f.dots) m += "circle " + pt(d) + " " + pt({d.x + f.dot_radius, d.y}) + "\n";
    if (chrome) m += chrome_mvg(rng, f);
    a.insert(a.end(), {"-draw", m, "-depth", "8", "-define", "png:compression-level=1", "-define",
                       "png:color-type=2", "-write", png_path, "-quality", std::to_string(f.jpeg_quality),
                       "-write", jpeg_path, "+delete"});
    return a;
}

bool run_programs(const std::vector<std::vector<std::string>>& argvs) {
    std::vector<pid_t> pids;
    bool ok = true;
    for (const auto& argv : argvs) {
        std::vector<char*> args;
        for (const std::string& s : argv) args.push_back(const_cast<char*>(s.c_str()));
        args.push_back(nullptr);
        pid_t pid = 0;
        if (posix_spawnp(&pid, args[0], nullptr, nullptr, args.data(), environ) != 0)
            ok = false;
        else
            pids.push_back(pid);
    }
    for (pid_t pid : pids) {
        int status = 0;
        ok = waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0 && ok;
    }
    return ok;
}

} // namespace tessera::onestroke::testset
