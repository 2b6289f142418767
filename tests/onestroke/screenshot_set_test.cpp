// Recognition of screenshot-like pictures drawn by ImageMagick (issue 21): the exact edge set on at
// least 95% of them, and never a wrong level. The full set (48 figures, 192 pictures, about 45 s on
// one core, most of it ImageMagick drawing) is a hidden test case; its per-class table is the one in
// docs/games/onestroke.md:
//   build/tests/tessera_onestroke_tests "[screenshots-full]"
// ctest runs every fifth figure of the same set (10 figures, 40 pictures); 5 is prime to every
// class's cycle (2, 3, 4, 6), so the subset still draws every class.
// TESSERA_ONESTROKE_SET_DIR=DIR keeps the pictures (and an overlay of each picture not recognised
// exactly) there; a later run with the same recipe reuses them instead of drawing them again.
// TESSERA_ONESTROKE_SET_SEED=N draws the set from another seed (the checks stay the same).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <unistd.h>

#include "../../src/cli/onestroke/image_io.hpp"
#include "screenshot_set.hpp"
#include "tessera/core/onestroke/overlay.hpp"
#include "tessera/core/onestroke/recognize.hpp"

namespace fs = std::filesystem;
using namespace tessera::onestroke;

namespace {

// 48 figures x {clean, chrome} x {PNG, JPEG} = 192 pictures; ctest takes every kSubsetStep-th. Under
// AddressSanitizer, every tenth: that build checks memory safety, the normal build checks the rate.
constexpr int kFigures = 48;
#if defined(TESSERA_SANITIZED)
constexpr int kSubsetStep = 10;
#else
constexpr int kSubsetStep = 5;
#endif
constexpr std::uint64_t kSeed = 21; // TESSERA_ONESTROKE_SET_SEED=N draws another set

enum class Outcome { Exact, Refused, Wrong };

struct Tally {
    int exact = 0, refused = 0, wrong = 0;
    int total() const { return exact + refused + wrong; }
    void add(Outcome o) { (o == Outcome::Exact ? exact : o == Outcome::Refused ? refused : wrong) += 1; }
};

// Compares a recognition with the drawn figure: every dot found once (within a third of the radius,
// at least 4 px) and the edge set exact. A recognition that is not ok was refused (or would be a
// draft); an ok one that differs is a wrong level.
Outcome judge(const testset::SetFigure& f, const Recognition& rec, std::string& why) {
    if (!rec.ok) {
        why = "refused: " + rec.error;
        return Outcome::Refused;
    }
    const double tolerance = std::max(4.0, f.dot_radius / 3.0);
    std::vector<int> map(f.dots.size(), -1);
    std::set<int> taken;
    for (std::size_t v = 0; v < f.dots.size(); ++v)
        for (std::size_t k = 0; k < rec.vertices.size(); ++k)
            if (std::hypot(rec.vertices[k].x - f.dots[v].x, rec.vertices[k].y - f.dots[v].y) <= tolerance)
                map[v] = static_cast<int>(k), taken.insert(static_cast<int>(k));
    std::set<std::pair<int, int>> want, got;
    for (const auto& [a, b] : f.edges) {
        const int x = map[static_cast<std::size_t>(a)], y = map[static_cast<std::size_t>(b)];
        want.insert({std::min(x, y), std::max(x, y)});
    }
    for (const Edge& e : rec.edges) got.insert({std::min(e.a, e.b), std::max(e.a, e.b)});
    if (rec.vertices.size() == f.dots.size() && taken.size() == f.dots.size() && want == got)
        return Outcome::Exact;
    why = "WRONG LEVEL: " + std::to_string(rec.vertices.size()) + " dots (" + std::to_string(f.dots.size()) +
          " drawn), " + std::to_string(got.size()) + " segments (" + std::to_string(want.size()) + " drawn)";
    return Outcome::Wrong;
}

std::vector<std::string> classes_of(const testset::SetFigure& f, bool chrome, bool jpeg) {
    static const char* const kBackground[] = {"flat background", "gradient background",
                                              "textured background"};
    std::vector<std::string> c;
    c.push_back(f.light_on_dark ? "light on dark" : "dark on light");
    c.push_back(f.line_width <= 7 ? "lines 4-7 px" : f.line_width <= 13 ? "lines 8-13 px" : "lines 14-20 px");
    c.push_back(f.dot_radius <= 17 ? "dots r 10-17 px" : "dots r 18-30 px");
    c.push_back(kBackground[static_cast<int>(f.background)]);
    c.push_back(f.shape == testset::Shape::Lattice ? "lattice (collinear dots)" : "random points");
    c.push_back(f.crossings > 0 ? "with crossings" : "no crossing");
    c.push_back(chrome ? "with chrome" : "clean");
    c.push_back(!jpeg ? "PNG" : f.jpeg_quality <= 55 ? "JPEG q40-55" : "JPEG q56-90");
    return c;
}

// Draws (or reuses) every step-th figure of the set, recognises each picture and checks the rates.
void check_set(int step) {
    const char* keep = std::getenv("TESSERA_ONESTROKE_SET_DIR");
    const char* other_seed = std::getenv("TESSERA_ONESTROKE_SET_SEED");
    const std::uint64_t seed = other_seed && *other_seed ? std::stoull(other_seed) : kSeed;
    const fs::path dir =
        keep && *keep ? fs::path(keep)
                      : fs::temp_directory_path() / ("tessera_onestroke_set_" + std::to_string(::getpid()));
    fs::create_directories(dir);

    std::vector<testset::SetFigure> figures;
    for (int i = 0; i < kFigures; i += step) figures.push_back(testset::make_figure(seed, i));
    auto name = [&](const testset::SetFigure& f, bool chrome, bool jpeg) {
        return (dir / ("fig" + std::to_string(f.index) + (chrome ? "-chrome" : "-clean") +
                       (jpeg ? ".jpg" : ".png")))
            .string();
    };
    // Two convert processes side by side, half of the pictures each.
    std::vector<std::vector<std::string>> batches(2, std::vector<std::string>{"convert"});
    for (std::size_t i = 0; i < figures.size(); ++i)
        for (bool chrome : {false, true}) {
            auto args = testset::convert_arguments(figures[i], chrome, name(figures[i], chrome, false),
                                                   name(figures[i], chrome, true));
            auto& batch = batches[(2 * i + chrome) % 2];
            batch.insert(batch.end(), args.begin(), args.end());
        }
    for (auto& batch : batches) batch.insert(batch.end(), {"xc:", "null:"});
    std::string recipe;
    for (const auto& batch : batches)
        for (const std::string& s : batch) recipe += s + "\n";
    const fs::path manifest = dir / "recipe.txt";
    std::stringstream old;
    old << std::ifstream(manifest).rdbuf();
    if (old.str() != recipe) {
        INFO("ImageMagick's convert draws the pictures (Debian: apt-get install imagemagick)");
        REQUIRE(testset::run_programs(batches));
        std::ofstream(manifest) << recipe;
    }

    std::map<std::string, Tally> by_class;
    std::vector<std::string> order;
    Tally all;
    for (const testset::SetFigure& f : figures)
        for (bool chrome : {false, true})
            for (bool jpeg : {false, true}) {
                const std::string path = name(f, chrome, jpeg);
                std::string error;
                auto img = tessera::cli::onestroke_io::load_image(path, error);
                INFO(error);
                REQUIRE(img);
                const Recognition rec = recognize(*img);
                std::string why;
                const Outcome o = judge(f, rec, why);
                if (o != Outcome::Exact) {
                    WARN(path << ": " << why);
                    if (keep && *keep) {
                        Image over = *img;
                        draw_overlay(over, rec);
                        tessera::cli::onestroke_io::save_image(over, path + ".overlay.png", error);
                    }
                }
                all.add(o);
                for (const std::string& c : classes_of(f, chrome, jpeg)) {
                    if (!by_class.count(c)) order.push_back(c);
                    by_class[c].add(o);
                }
            }
    std::sort(order.begin(), order.end());
    std::ostringstream table;
    table << "| class | pictures | exact | refused | wrong |\n|---|---:|---:|---:|---:|\n";
    auto row = [&](const std::string& c, const Tally& t) {
        table << "| " << c << " | " << t.total() << " | " << t.exact << " (" << std::fixed
              << std::setprecision(1) << 100.0 * t.exact / t.total() << "%) | " << t.refused << " | "
              << t.wrong << " |\n";
    };
    for (const std::string& c : order) row(c, by_class[c]);
    row("**all**", all);
    std::cout << "onestroke screenshot set (seed " << seed << ", " << figures.size() << " figures):\n"
              << table.str();
    if (!(keep && *keep)) fs::remove_all(dir);
    CHECK(all.wrong == 0);
    CHECK(100.0 * all.exact / all.total() >= 95.0);
}

} // namespace

TEST_CASE("screenshots drawn by ImageMagick: exact on 95%, never a wrong level", "[onestroke][screenshots]") {
    check_set(kSubsetStep);
}

TEST_CASE("all 192 screenshots drawn by ImageMagick: exact on 95%, never a wrong level",
          "[.][onestroke][screenshots-full]") {
    check_set(1);
}

TEST_CASE("small dots frayed by JPEG at quality 40 among chrome are still dots", "[onestroke][screenshots]") {
    // Figure 41 of the seed-7 set: dots of radius 11 and 4 px light lines on a dark grain background
    // with chrome, through JPEG at quality 40-55. JPEG frays the dots until they fill about 0.75 of
    // their box; without the second, rougher look it was refused ("9 dots but no line joins any two
    // of them"), while the same figure without chrome was exact.
    const testset::SetFigure f = testset::make_figure(7, 41);
    REQUIRE(f.dot_radius <= 12);
    REQUIRE(f.jpeg_quality <= 55);
    const fs::path dir =
        fs::temp_directory_path() / ("tessera_onestroke_frayed_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const std::string png = (dir / "f.png").string(), jpeg = (dir / "f.jpg").string();
    std::vector<std::string> argv{"convert"};
    const auto args = testset::convert_arguments(f, true, png, jpeg);
    argv.insert(argv.end(), args.begin(), args.end());
    argv.insert(argv.end(), {"xc:", "null:"});
    INFO("ImageMagick's convert draws the picture (Debian: apt-get install imagemagick)");
    REQUIRE(testset::run_programs({argv}));
    for (const std::string& path : {png, jpeg}) {
        std::string error;
        auto img = tessera::cli::onestroke_io::load_image(path, error);
        INFO(path << ": " << error);
        REQUIRE(img);
        const Recognition rec = recognize(*img);
        std::string why;
        const Outcome outcome = judge(f, rec, why);
        INFO(why);
        CHECK(outcome == Outcome::Exact);
    }
    fs::remove_all(dir);
}
