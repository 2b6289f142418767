// Recognition accuracy on pictures the test draws itself (the One Stroke article's "自动识图").
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <set>

#include <unistd.h>

#include "../../cli/image_io.hpp"
#include "support/files.hpp"
#include "support/sanitized.hpp"
#include "tessera/core/onestroke/generate.hpp"
#include "tessera/core/onestroke/recognize.hpp"

using namespace tessera::onestroke;

using tessera::testing::temp_path;

namespace {

enum class Damage { None, Noise, Jpeg };

struct Trial {
    bool exact = false;
    std::string why;
};

double rgb_dist(Rgb a, Rgb b) { return std::hypot(a.r - b.r, std::hypot(a.g - b.g, a.b - b.b)); }

// A random but legible style: light background, dark lines, saturated dots.
PictureStyle random_style(tessera::Rng& rng) {
    PictureStyle s;
    for (;;) {
        s.background = {std::uint8_t(rng.range(215, 255)), std::uint8_t(rng.range(215, 255)),
                        std::uint8_t(rng.range(215, 255))};
        s.line = {std::uint8_t(rng.range(20, 110)), std::uint8_t(rng.range(20, 110)),
                  std::uint8_t(rng.range(20, 110))};
        s.vertex = {std::uint8_t(rng.range(0, 255)), std::uint8_t(rng.range(0, 255)),
                    std::uint8_t(rng.range(0, 255))};
        const int hi = std::max({s.vertex.r, s.vertex.g, s.vertex.b}),
                  lo = std::min({s.vertex.r, s.vertex.g, s.vertex.b});
        if (hi - lo > 150 && rgb_dist(s.vertex, s.background) > 140 && rgb_dist(s.vertex, s.line) > 140)
            break;
    }
    s.line_width = rng.range(6, 14);
    s.dot_radius = rng.range(std::max(12, static_cast<int>(s.line_width) + 4), 22);
    s.margin = 40 + s.dot_radius;
    return s;
}

Trial run_trial(std::uint64_t seed, Damage damage, int width, int height) {
    tessera::Rng rng(seed);
    GenerateParams gp;
    gp.columns = rng.range(3, 5), gp.rows = rng.range(3, 6), gp.segments = rng.range(4, 18);
    const Figure fig = *build_figure(generate(gp, rng)).figure;
    const PictureStyle style = random_style(rng);
    Fit fit;
    Image img = draw_picture(fig, width, height, style, &fit);
    if (damage == Damage::Noise) add_noise(img, rng, rng.range(8, 24));
    if (damage == Damage::Jpeg) {
        const std::string path = temp_path("trial_" + std::to_string(seed) + ".jpg");
        std::string error;
        REQUIRE(tessera::cli::onestroke_io::save_image(img, path, error, 75));
        auto back = tessera::cli::onestroke_io::load_image(path, error);
        std::remove(path.c_str());
        REQUIRE(back);
        img = std::move(*back);
    }
    const Recognition rec = recognize(img);
    if (!rec.ok) return {false, rec.error};
    if (static_cast<int>(rec.vertices.size()) != fig.vertex_count())
        return {false,
                "dots " + std::to_string(rec.vertices.size()) + " != " + std::to_string(fig.vertex_count())};
    // Vertices within a tolerance: a third of the dot radius (and at least 3 pixels).
    const double tolerance = std::max(3.0, style.dot_radius / 3);
    std::vector<int> map(static_cast<std::size_t>(fig.vertex_count()), -1);
    for (int v = 0; v < fig.vertex_count(); ++v) {
        const PointF want = fit.map(fig.vertices[static_cast<std::size_t>(v)]);
        for (std::size_t k = 0; k < rec.vertices.size(); ++k)
            if (std::hypot(rec.vertices[k].x - want.x, rec.vertices[k].y - want.y) <= tolerance)
                map[static_cast<std::size_t>(v)] = int(k);
        if (map[static_cast<std::size_t>(v)] < 0) return {false, "vertex " + std::to_string(v) + " missed"};
    }
    // The edge set must be exact.
    std::set<std::pair<int, int>> want, got;
    for (const Edge& e : fig.edges) {
        const int a = map[static_cast<std::size_t>(e.a)], b = map[static_cast<std::size_t>(e.b)];
        want.insert({std::min(a, b), std::max(a, b)});
    }
    for (const Edge& e : rec.edges) got.insert({std::min(e.a, e.b), std::max(e.a, e.b)});
    if (want != got)
        return {false, "edges differ: " + std::to_string(got.size()) + " found, " +
                           std::to_string(want.size()) + " drawn"};
    return {true, ""};
}

} // namespace

// 120 pictures (40 clean, 40 noisy, 40 JPEG round trips); each recognition takes a few ms. Under
// the sanitizers (memory safety, at several times the cost) the first 40, of all three kinds.
TEST_CASE("recognition finds every vertex and exactly the drawn segments", "[onestroke][recognize]") {
    int exact = 0, total = 0;
    const std::uint64_t pictures = tessera::testing::sanitized() ? 40 : 120;
    for (std::uint64_t seed = 1; seed <= pictures; ++seed) {
        const Damage d = seed % 3 == 0 ? Damage::Jpeg : seed % 3 == 1 ? Damage::Noise : Damage::None;
        tessera::Rng size_rng(seed * 7919);
        const int w = size_rng.range(420, 900), h = size_rng.range(420, 900);
        const Trial t = run_trial(seed, d, w, h);
        if (!t.exact) WARN("seed " << seed << ": " << t.why);
        exact += t.exact;
        ++total;
    }
    const double rate = 100.0 * exact / total;
    std::cout << "onestroke recognition: " << exact << "/" << total << " exact (" << rate << "%)\n";
    CHECK(rate >= 95.0);
}

TEST_CASE("phone-screenshot pictures (750x1334) are recognised, also as JPEG", "[onestroke][recognize]") {
    int exact = 0;
    for (std::uint64_t seed = 500; seed < 510; ++seed) {
        const Trial t = run_trial(seed, seed % 2 ? Damage::Jpeg : Damage::Noise, 750, 1334);
        if (!t.exact) WARN("seed " << seed << ": " << t.why);
        exact += t.exact;
    }
    std::cout << "onestroke recognition 750x1334: " << exact << "/10 exact\n";
    CHECK(exact >= 9);
}

TEST_CASE("collinear A-B-C does not also yield A-C", "[onestroke][recognize]") {
    const Figure fig =
        *build_figure({{{0, 0, 100, 0}, {100, 0, 200, 0}, {200, 0, 100, 100}, {100, 100, 0, 0}}, false})
             .figure;
    const Image img = draw_picture(fig, 600, 400, {});
    const Recognition rec = recognize(img);
    REQUIRE(rec.ok);
    CHECK(rec.vertices.size() == 4);
    CHECK(rec.edges.size() == 4);
    CHECK(rec.confidence > 0.9);
    // Cluster means include a little anti-aliasing, so colours come back close, not exact.
    CHECK(rgb_dist(rec.line, {64, 64, 72}) < 12);
    CHECK(rgb_dist(rec.vertex, {36, 110, 220}) < 12);
    CHECK(rec.background == Rgb{255, 255, 255});
}

TEST_CASE("pictures that are not figures are refused with a reason", "[onestroke][recognize]") {
    const Image blank(300, 200, {250, 250, 250});
    Recognition rec = recognize(blank);
    CHECK_FALSE(rec.ok);
    CHECK(rec.error.rfind("not a figure: the picture has only one main colour", 0) == 0);

    Image gradient(300, 300, {});
    tessera::Rng rng(3);
    for (int y = 0; y < 300; ++y)
        for (int x = 0; x < 300; ++x)
            gradient.blend(x, y, {std::uint8_t(x * 255 / 300), std::uint8_t(y * 255 / 300), 128}, 1.0);
    add_noise(gradient, rng, 40);
    rec = recognize(gradient);
    CHECK_FALSE(rec.ok);
    CHECK(rec.error.rfind("not a figure", 0) == 0);

    Image dots(400, 400, {255, 255, 255});
    draw_line(dots, {20, 380}, {380, 380}, 8, {60, 60, 60});
    fill_disc(dots, {100, 100}, 15, {220, 40, 40});
    fill_disc(dots, {300, 100}, 15, {220, 40, 40});
    rec = recognize(dots);
    CHECK_FALSE(rec.ok);
    CHECK(rec.error == "not a figure: 2 dots but no line joins any two of them");

    CHECK(recognize(Image(4, 4, {})).error ==
          "the picture must be between 8x8 and 8192x8192 pixels, at most 16777216 in all");
}
