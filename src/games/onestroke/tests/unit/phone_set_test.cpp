// Recognition of pictures in the style of the real game's screenshots (issue 34): every picture of
// the set exact, never a wrong level. The full set (40 figures, 160 pictures) is a hidden test case;
// its per-class table is the one in docs/games/onestroke.md:
//   build/tests/tessera_onestroke_tests "[phone-full]"
// ctest runs every seventh figure (6 figures, 24 pictures); 7 is prime to every class's cycle
// (2, 3, 4, 5), so the subset still draws every class. TESSERA_ONESTROKE_SET_DIR and
// TESSERA_ONESTROKE_SET_SEED work as for the screenshot set.
#include <catch2/catch.hpp>

#include "phone_set.hpp"
#include "set_check.hpp"
#include "support/sanitized.hpp"

using namespace tessera::onestroke;

namespace {

constexpr int kFigures = 40;
const int kSubsetStep = tessera::testing::sanitized() ? 13 : 7;
constexpr std::uint64_t kSeed = 34;

std::vector<std::string> classes_of(const phoneset::PhoneFigure& f, bool chrome, bool jpeg) {
    static const char* const kColours[] = {"blue dots", "red dots with a ring", "blue and red dots"};
    std::vector<std::string> c;
    c.push_back(kColours[static_cast<int>(f.colours)]);
    c.push_back(f.lattice ? "lattice (collinear dots)" : "random points");
    c.push_back(f.crossings > 0 ? "with crossings" : "no crossing");
    c.push_back(f.closest_pass < 40 ? "a line within 40 px of a dot it misses" : "no line within 40 px");
    c.push_back(std::count(f.bent.begin(), f.bent.end(), true) ? "parallel (bent) edge" : "no parallel edge");
    c.push_back(f.odd_dots() == 0 ? "0 odd dots" : "2 odd dots");
    c.push_back(f.contrast <= 27 ? "line contrast 25-27" : "line contrast 28-29");
    c.push_back(chrome ? "with chrome" : "no chrome");
    c.push_back(!jpeg ? "PNG" : f.jpeg_quality == 85 ? "JPEG q85 progressive" : "JPEG q60 progressive");
    return c;
}

testset::SetResult check_phone_set(int step) {
    testset::SetSpec spec;
    spec.title = "onestroke phone-style set";
    spec.dir_prefix = "tessera_onestroke_phone_";
    spec.seed = kSeed;
    spec.figures = kFigures;
    spec.make = [](std::uint64_t seed, int index) {
        const phoneset::PhoneFigure f = phoneset::make_phone_figure(seed, index);
        testset::SetItem item;
        item.index = index;
        item.drawn = {f.dots, f.edges, double(phoneset::kDotRadius)};
        item.args = [f](bool chrome, const std::string& png, const std::string& jpeg) {
            return phoneset::phone_convert_arguments(f, chrome, png, jpeg);
        };
        item.classes = [f](bool chrome, bool jpeg) { return classes_of(f, chrome, jpeg); };
        return item;
    };
    spec.after_jpeg = [](const std::string& jpeg) { return phoneset::add_exif(jpeg); };
    return testset::check_set(spec, step);
}

} // namespace

TEST_CASE("the phone-style set follows the measured style of the real screenshots", "[onestroke][phone]") {
    for (int i = 0; i < kFigures; ++i) {
        const phoneset::PhoneFigure f = phoneset::make_phone_figure(kSeed, i);
        INFO("figure " << i);
        CHECK(f.dots.size() >= 4);
        CHECK(f.dots.size() <= 11);
        CHECK(f.edges.size() >= 5);
        CHECK(f.edges.size() <= 13);
        CHECK((f.odd_dots() == 0 || f.odd_dots() == 2));
        CHECK(f.contrast >= 25);
        CHECK(f.contrast <= 29);
        CHECK(f.closest_pass >= 19 + 4 + 8.5);
    }
}

TEST_CASE("phone-style screenshots: every picture exact, never a wrong level", "[onestroke][phone]") {
    const testset::SetResult r = check_phone_set(kSubsetStep);
    CHECK(r.wrong == 0);
    CHECK(r.exact == r.total());
}

TEST_CASE("all 160 phone-style screenshots: every picture exact, never a wrong level",
          "[.][onestroke][phone-full]") {
    const testset::SetResult r = check_phone_set(1);
    CHECK(r.wrong == 0);
    CHECK(r.exact == r.total());
}
