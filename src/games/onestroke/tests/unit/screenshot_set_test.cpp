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

#include "../../cli/image_io.hpp"
#include "screenshot_set.hpp"
#include "set_check.hpp"
#include "support/sanitized.hpp"
#include "tessera/core/onestroke/overlay.hpp"
#include "tessera/core/onestroke/recognize.hpp"

namespace fs = std::filesystem;
using namespace tessera::onestroke;

namespace {

// 48 figures x {clean, chrome} x {PNG, JPEG} = 192 pictures; ctest takes every kSubsetStep-th. Under
// AddressSanitizer, every tenth: that build checks memory safety, the normal build checks the rate.
constexpr int kFigures = 48;
const int kSubsetStep = tessera::testing::sanitized() ? 10 : 5;
constexpr std::uint64_t kSeed = 21; // TESSERA_ONESTROKE_SET_SEED=N draws another set

testset::Drawn drawn_of(const testset::SetFigure& f) { return {f.dots, f.edges, double(f.dot_radius)}; }

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

void check_set(int step) {
    testset::SetSpec spec;
    spec.title = "onestroke screenshot set";
    spec.dir_prefix = "tessera_onestroke_set_";
    spec.seed = kSeed;
    spec.figures = kFigures;
    spec.make = [](std::uint64_t seed, int index) {
        const testset::SetFigure f = testset::make_figure(seed, index);
        testset::SetItem item;
        item.index = index;
        item.drawn = drawn_of(f);
        item.args = [f](bool chrome, const std::string& png, const std::string& jpeg) {
            return testset::convert_arguments(f, chrome, png, jpeg);
        };
        item.classes = [f](bool chrome, bool jpeg) { return classes_of(f, chrome, jpeg); };
        return item;
    };
    const testset::SetResult result = testset::check_set(spec, step);
    CHECK(result.wrong == 0);
    CHECK(100.0 * result.exact / result.total() >= 95.0);
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
        const testset::Outcome outcome = testset::judge(drawn_of(f), rec, why);
        INFO(why);
        CHECK(outcome == testset::Outcome::Exact);
    }
    fs::remove_all(dir);
}
