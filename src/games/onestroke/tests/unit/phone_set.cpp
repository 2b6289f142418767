#include "phone_set.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

#include "set_geometry.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/onestroke/generate.hpp"

namespace tessera::onestroke::phoneset {

namespace {

using testset::corner_angle;
using testset::crossing;
using testset::line_angle;
using testset::seg_distance;

// The figure keeps between the title bar (at most 140 px) and the bottom bar (from 1120 px).
constexpr double kLeft = 70, kRight = kWidth - 70, kTop = 250, kBottom = 1060;
// A segment keeps at least this far (centre to centre line) from a dot it does not touch: the
// line's edge passes 8 px from the dot's ring, the real game's "within 40 px".
constexpr double kClearance = kDotRadius + kRingWidth + kLineWidth / 2.0 + 4;
constexpr const char* kCjkFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
constexpr const char* kLatinFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

PointF at(const std::vector<PointF>& pts, int i) { return pts[static_cast<std::size_t>(i)]; }

// Whether segment a-b may join the trail: clear of the other dots, at a clear angle from the
// segments sharing an end, and crossing others (if at all) steeply.
bool fits(const std::vector<PointF>& pts, const std::vector<std::pair<int, int>>& edges, int a, int b) {
    for (int c = 0; c < static_cast<int>(pts.size()); ++c)
        if (c != a && c != b && seg_distance(at(pts, c), at(pts, a), at(pts, b)) < kClearance) return false;
    for (const auto& [p, q] : edges) {
        const int shared = p == a || q == a ? a : p == b || q == b ? b : -1;
        if (shared >= 0) {
            const int mine = shared == a ? b : a, theirs = p == shared ? q : p;
            if (corner_angle(at(pts, shared), at(pts, mine), at(pts, theirs)) < 30) return false;
            continue;
        }
        PointF x;
        if (crossing(at(pts, a), at(pts, b), at(pts, p), at(pts, q), x) &&
            line_angle({at(pts, b).x - at(pts, a).x, at(pts, b).y - at(pts, a).y},
                       {at(pts, q).x - at(pts, p).x, at(pts, q).y - at(pts, p).y}) < 30)
            return false;
    }
    return true;
}

// A trail of 5-13 segments through 4-11 random points (a trail is one stroke); a closed one (back
// at its start: no odd dot) when `closed`.
bool free_figure(Rng& rng, PhoneFigure& f, bool closed) {
    const int n = rng.range(5, 11);
    std::vector<PointF> pts;
    for (int tries = 0; static_cast<int>(pts.size()) < n && tries < 3000; ++tries) {
        const PointF p{kLeft + rng.unit() * (kRight - kLeft), kTop + rng.unit() * (kBottom - kTop)};
        bool ok = true;
        for (const PointF& q : pts) ok = ok && std::hypot(p.x - q.x, p.y - q.y) >= 120;
        if (ok) pts.push_back(p);
    }
    if (pts.size() < 4) return false;
    const int want = rng.range(5, 13);
    std::set<std::pair<int, int>> used;
    int cur = static_cast<int>(rng.below(pts.size()));
    const int start = cur;
    while (static_cast<int>(f.edges.size()) < want - (closed ? 1 : 0)) {
        std::vector<int> options;
        for (int v = 0; v < static_cast<int>(pts.size()); ++v)
            if (v != cur && !used.count({std::min(cur, v), std::max(cur, v)}) && fits(pts, f.edges, cur, v))
                options.push_back(v);
        if (options.empty()) break;
        const int v = options[static_cast<std::size_t>(rng.below(options.size()))];
        used.insert({std::min(cur, v), std::max(cur, v)});
        f.edges.push_back({cur, v});
        cur = v;
    }
    if (closed) {
        if (cur == start || used.count({std::min(cur, start), std::max(cur, start)}) ||
            !fits(pts, f.edges, cur, start))
            return false;
        f.edges.push_back({cur, start});
    }
    // Only the dots the trail visits are drawn.
    std::vector<int> renumber(pts.size(), -1);
    for (auto& [p, q] : f.edges)
        for (int* e : {&p, &q}) {
            if (renumber[static_cast<std::size_t>(*e)] < 0) {
                renumber[static_cast<std::size_t>(*e)] = static_cast<int>(f.dots.size());
                f.dots.push_back(at(pts, *e));
            }
            *e = renumber[static_cast<std::size_t>(*e)];
        }
    return true;
}

// The game's own lattice walk: rows and columns of collinear dots.
bool lattice_figure(Rng& rng, PhoneFigure& f) {
    GenerateParams gp;
    gp.columns = rng.range(3, 4), gp.rows = rng.range(3, 5), gp.segments = rng.range(5, 13);
    const Params p = generate(gp, rng);
    const double spacing =
        std::min({(kRight - kLeft) / (gp.columns - 1), (kBottom - kTop) / (gp.rows - 1), 200.0});
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
    // A lattice segment may pass a dot it does not touch closer than a free figure allows (a
    // diagonal next to a row): such a figure is drawn again.
    for (const auto& [a, b] : f.edges)
        for (int c = 0; c < static_cast<int>(f.dots.size()); ++c)
            if (c != a && c != b && seg_distance(at(f.dots, c), at(f.dots, a), at(f.dots, b)) < kClearance)
                return false;
    return true;
}

// The control point of the bent second segment between p and q, on the side where the curve keeps
// clear of every other dot; false when neither side does.
bool bend(const PhoneFigure& f, int p, int q, PointF& control) {
    const PointF a = at(f.dots, p), b = at(f.dots, q);
    const double len = std::hypot(b.x - a.x, b.y - a.y);
    const double nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len;
    // The curve's middle lies half the control point's offset from the straight segment.
    const double offset = 2 * std::max(48.0, 0.22 * len);
    for (const double side : {1.0, -1.0}) {
        const PointF c{(a.x + b.x) / 2 + side * offset * nx, (a.y + b.y) / 2 + side * offset * ny};
        bool ok = c.x > kLeft - 40 && c.x < kRight + 40 && c.y > kTop - 40 && c.y < kBottom + 40;
        for (int s = 1; s < 40 && ok; ++s) {
            const double t = s / 40.0;
            const PointF m{(1 - t) * (1 - t) * a.x + 2 * t * (1 - t) * c.x + t * t * b.x,
                           (1 - t) * (1 - t) * a.y + 2 * t * (1 - t) * c.y + t * t * b.y};
            for (int d = 0; d < static_cast<int>(f.dots.size()) && ok; ++d)
                if (d != p && d != q && std::hypot(m.x - at(f.dots, d).x, m.y - at(f.dots, d).y) < kClearance)
                    ok = false;
        }
        if (ok) {
            control = c;
            return true;
        }
    }
    return false;
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

PointF control_point(const PhoneFigure& f, std::size_t e) {
    PointF c;
    bend(f, f.edges[e].first, f.edges[e].second, c);
    return c;
}

// The title bar (light grey, a back arrow and a label such as "简单 049") and the bottom bar
// (three outlined icons over "重玩", "后退", "提示-3").
std::string chrome_mvg(Rng& rng, const PhoneFigure& f) {
    const bool cjk = std::filesystem::exists(kCjkFont);
    const std::string font = std::string("font '") + (cjk ? kCjkFont : kLatinFont) + "'\n";
    const int bar = rng.range(110, 140);
    const int grey = rng.range(236, 246);
    const auto ink = static_cast<std::uint8_t>(rng.range(40, 90));
    const std::string ink_hex = hex({ink, ink, ink});
    std::string m = font;
    m += "stroke none fill '" + hex({std::uint8_t(grey), std::uint8_t(grey), std::uint8_t(grey)}) +
         "' rectangle 0,0 " + std::to_string(kWidth) + "," + std::to_string(bar) + "\n";
    const int mid = bar / 2 + 10;
    m += "stroke '" + ink_hex + "' stroke-width 5 fill none line 50," + std::to_string(mid - 18) + " 32," +
         std::to_string(mid) + " line 32," + std::to_string(mid) + " 50," + std::to_string(mid + 18) + "\n";
    char label[32];
    std::snprintf(label, sizeof label, "%s %03d", cjk ? "简单" : "Easy", f.index * 7 % 200 + 1);
    m += "stroke none fill '" + ink_hex + "' font-size " + std::to_string(rng.range(34, 42)) + " text " +
         std::to_string(rng.range(270, 300)) + "," + std::to_string(mid + 14) + " '" + label + "'\n";
    if (rng.chance(1, 2))
        m += "fill '" + hex({std::uint8_t(grey + 4), std::uint8_t(grey + 4), std::uint8_t(grey + 4)}) +
             "' rectangle 0,1130 " + std::to_string(kWidth) + "," + std::to_string(kHeight) + "\n";
    const Rgb icon = rng.chance(1, 3) ? kBlue : Rgb{110, 110, 110};
    const std::string ih = hex(icon);
    // Replay: an open circle with an arrow head; undo: a left arrow; hint: an outlined bulb.
    m += "stroke '" + ih + "' stroke-width 5 fill none ellipse 150,1180 22,22 40,330\n";
    m += "line 172,1162 178,1180 line 172,1162 156,1170\n";
    m += "line 335,1180 385,1180 line 335,1180 352,1164 line 335,1180 352,1196\n";
    m += "ellipse 570,1172 18,20 0,360 line 562,1198 578,1198 line 564,1206 576,1206\n";
    m += "stroke none fill '" + ink_hex + "' font-size 26 text 124,1250 '" + (cjk ? "重玩" : "Replay") +
         "' text 334,1250 '" + (cjk ? "后退" : "Undo") + "' text 532,1250 '" + (cjk ? "提示-3" : "Hint-3") +
         "'\n";
    return m;
}

} // namespace

int PhoneFigure::odd_dots() const {
    std::vector<int> degree(dots.size(), 0);
    for (const auto& [a, b] : edges)
        ++degree[static_cast<std::size_t>(a)], ++degree[static_cast<std::size_t>(b)];
    return static_cast<int>(std::count_if(degree.begin(), degree.end(), [](int d) { return d % 2; }));
}

PhoneFigure make_phone_figure(std::uint64_t seed, int index) {
    PhoneFigure f;
    f.index = index;
    f.seed = seed * 1000003u + static_cast<std::uint64_t>(index) + 0x34;
    Rng rng(f.seed);
    f.colours = static_cast<DotColours>(index % 3);
    f.lattice = index % 4 == 3;
    f.jpeg_quality = index % 2 == 0 ? 85 : 60;
    f.contrast = rng.range(25, 29);
    const bool parallel = index % 5 == 1;
    const bool closed = index % 4 == 2; // no odd dot (a lattice walk may close too)
    for (;;) {
        f.dots.clear(), f.edges.clear(), f.red.clear(), f.bent.clear();
        if (!(f.lattice ? lattice_figure(rng, f) : free_figure(rng, f, closed))) continue;
        const int n = static_cast<int>(f.dots.size()), m = static_cast<int>(f.edges.size());
        if (n < 4 || n > 11 || m < 5 || m > 13) continue;
        f.bent.assign(f.edges.size(), false);
        if (parallel) {
            // The trail goes back along its last segment, bent: still one stroke, and 5-13 segments.
            if (m == 13) continue;
            const auto [p, q] = f.edges.back();
            PointF c;
            if (!bend(f, q, p, c)) continue;
            f.edges.push_back({q, p});
            f.bent.push_back(true);
        }
        break;
    }
    for (std::size_t d = 0; d < f.dots.size(); ++d)
        f.red.push_back(f.colours == DotColours::Red || (f.colours == DotColours::Both && d % 2 == 1));
    for (std::size_t i = 0; i < f.edges.size(); ++i)
        for (std::size_t j = i + 1; j < f.edges.size(); ++j) {
            const auto [a, b] = f.edges[i];
            const auto [c, d] = f.edges[j];
            PointF x;
            if (!f.bent[i] && !f.bent[j] && a != c && a != d && b != c && b != d &&
                crossing(at(f.dots, a), at(f.dots, b), at(f.dots, c), at(f.dots, d), x))
                ++f.crossings;
        }
    for (std::size_t e = 0; e < f.edges.size(); ++e)
        for (int c = 0; c < static_cast<int>(f.dots.size()); ++c)
            if (!f.bent[e] && c != f.edges[e].first && c != f.edges[e].second)
                f.closest_pass =
                    std::min(f.closest_pass, seg_distance(at(f.dots, c), at(f.dots, f.edges[e].first),
                                                          at(f.dots, f.edges[e].second)));
    return f;
}

std::vector<std::string> phone_convert_arguments(const PhoneFigure& f, bool chrome,
                                                 const std::string& png_path, const std::string& jpeg_path) {
    Rng rng(f.seed ^ 0x9e3779b97f4a7c15ULL);
    const auto grey = static_cast<std::uint8_t>(255 - f.contrast);
    std::string m = "stroke-linecap round stroke-linejoin round stroke '" + hex({grey, grey, grey}) +
                    "' stroke-width " + std::to_string(kLineWidth) + " fill none\n";
    for (std::size_t e = 0; e < f.edges.size(); ++e) {
        const PointF a = at(f.dots, f.edges[e].first), b = at(f.dots, f.edges[e].second);
        if (f.bent[e])
            m += "path 'M " + pt(a) + " Q " + pt(control_point(f, e)) + " " + pt(b) + "'\n";
        else
            m += "line " + pt(a) + " " + pt(b) + "\n";
    }
    m += "stroke none\n";
    for (std::size_t d = 0; d < f.dots.size(); ++d) {
        const PointF c = f.dots[d];
        if (f.red[d])
            m += "fill '" + hex(kRing) + "' circle " + pt(c) + " " +
                 pt({c.x + kDotRadius + kRingWidth, c.y}) + "\n";
        m += "fill '" + hex(f.red[d] ? kRed : kBlue) + "' circle " + pt(c) + " " +
             pt({c.x + kDotRadius, c.y}) + "\n";
    }
    if (chrome) m += chrome_mvg(rng, f);
    const std::string size = std::to_string(kWidth) + "x" + std::to_string(kHeight);
    return {"-size",
            size,
            "xc:#ffffff",
            "-draw",
            m,
            "-depth",
            "8",
            "-define",
            "png:compression-level=1",
            "-define",
            "png:color-type=2",
            "-write",
            png_path,
            "-quality",
            std::to_string(f.jpeg_quality),
            "-interlace",
            "JPEG",
            "-sampling-factor",
            "2x2",
            "-write",
            jpeg_path,
            "+interlace",
            "+delete"};
}

bool add_exif(const std::string& path) {
    std::string bytes;
    {
        std::ifstream in(path, std::ios::binary);
        if (!in) return false;
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    if (bytes.size() < 4 || static_cast<unsigned char>(bytes[0]) != 0xFF ||
        static_cast<unsigned char>(bytes[1]) != 0xD8)
        return false;
    // Already there: APP1 "Exif" after the start marker or after a JFIF APP0.
    if (bytes.find(std::string("Exif\0\0", 6)) != std::string::npos) return true;
    // "Exif\0\0", then a little-endian TIFF header and one IFD: orientation 1 (top left).
    const std::string tiff("II*\0\x08\0\0\0"
                           "\x01\0"
                           "\x12\x01\x03\0\x01\0\0\0\x01\0\0\0"
                           "\0\0\0\0",
                           26);
    const std::string body = std::string("Exif\0\0", 6) + tiff;
    const std::size_t length = body.size() + 2;
    std::string segment = "\xFF\xE1";
    segment += static_cast<char>(length >> 8);
    segment += static_cast<char>(length & 0xFF);
    segment += body;
    bytes.insert(2, segment);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
    return static_cast<bool>(out.flush());
}

} // namespace tessera::onestroke::phoneset
