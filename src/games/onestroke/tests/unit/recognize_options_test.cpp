// `tessera onestroke recognize --region / --draft / --overlay` and the validator's word on drafts.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "../../cli/image_io.hpp"
#include "cli_run.hpp"
#include "support/files.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/onestroke/picture.hpp"

namespace os = tessera::onestroke;

using onestroke_test::Run;
using onestroke_test::run;
using tessera::testing::contains;
using tessera::testing::temp_path;

namespace {

std::string read(const std::string& path) {
    std::stringstream s;
    s << std::ifstream(path).rdbuf();
    return s.str();
}

constexpr os::Rgb kLine{60, 60, 70}, kDot{220, 60, 40};

void figure(os::Image& img, const std::vector<os::PointF>& dots,
            const std::vector<std::pair<int, int>>& lines) {
    for (const auto& [a, b] : lines)
        os::draw_line(img, dots[static_cast<std::size_t>(a)], dots[static_cast<std::size_t>(b)], 9, kLine);
    for (const os::PointF& d : dots) os::fill_disc(img, d, 18, kDot);
}

// A house (5 dots, 8 segments) at the top and a triangle (3 dots) at the bottom of a screenshot.
std::string two_figures() {
    os::Image img(750, 1334, {245, 245, 240});
    figure(img, {{200, 350}, {550, 350}, {200, 650}, {550, 650}, {375, 150}},
           {{0, 1}, {1, 3}, {3, 2}, {2, 0}, {0, 3}, {1, 2}, {0, 4}, {4, 1}});
    figure(img, {{250, 900}, {500, 900}, {375, 1150}}, {{0, 1}, {1, 2}, {2, 0}});
    const std::string path = temp_path("two_figures.png");
    std::string error;
    REQUIRE(tessera::cli::onestroke_io::save_image(img, path, error));
    return path;
}

} // namespace

TEST_CASE("recognize --region reads only that part, in picture coordinates", "[onestroke][cli][recognize]") {
    const std::string png = two_figures(), json = temp_path("region.json");
    const Run whole = run({"recognize", png});
    REQUIRE(whole.code == 0);
    CHECK(contains(whole.out, "found 5 dots (radius 18 px) and 8 segments")); // the largest figure
    const Run part = run({"recognize", png, "--region", "150,820,450,400", "-o", json});
    INFO(part.err);
    REQUIRE(part.code == 0);
    CHECK(contains(part.out, ", region 150,820,450x400, "));
    CHECK(contains(part.out, "found 3 dots (radius 18 px) and 3 segments"));
    CHECK(contains(read(json), R"({"x1": 250, "y1": 900, "x2": 500, "y2": 900})"));
    const std::string over = temp_path("region_overlay.png");
    std::remove(over.c_str());
    const Run outside = run({"recognize", png, "--region", "700,1300,100,100", "--overlay", over});
    CHECK(outside.code == 1);
    CHECK(outside.out.empty()); // refused before anything is read or written
    CHECK_FALSE(std::ifstream(over).good());
    CHECK(outside.err == png + ": the region 700,1300,100,100 must lie inside the 750x1334 picture and be at "
                               "least 8x8 pixels\n");
    const Run bad = run({"recognize", png, "--region", "1,2,3"});
    CHECK(bad.code == 2);
    CHECK(bad.err == "tessera onestroke recognize: --region: expected x,y,w,h (four integers, picture "
                     "pixels), got \"1,2,3\"\n");
    CHECK(run({"recognize", png, "--region", "0,0,0,10"}).code == 2);
    std::remove(png.c_str());
    std::remove(json.c_str());
}

TEST_CASE("recognize refuses a figure that cannot be drawn in one stroke, and --draft keeps it",
          "[onestroke][cli][recognize]") {
    // A square with both diagonals: four dots of three lines each. The diagonals cross without a dot.
    os::Image img(600, 600, {250, 250, 250});
    figure(img, {{150, 150}, {450, 150}, {150, 450}, {450, 450}},
           {{0, 1}, {1, 3}, {3, 2}, {2, 0}, {0, 3}, {1, 2}});
    const std::string png = temp_path("square_x.png"), json = temp_path("square_x.json");
    std::string error;
    REQUIRE(tessera::cli::onestroke_io::save_image(img, png, error));
    std::remove(json.c_str());

    const Run refused = run({"recognize", png, "-o", json});
    CHECK(refused.code == 1);
    CHECK(contains(refused.out, "found 4 dots (radius 18 px) and 6 segments"));
    CHECK(refused.err ==
          png + ": the recognised figure cannot be drawn in one stroke: 4 vertices have an odd number "
                "of segments (at most 2 may): #0 (150,150), #1 (450,150), #2 (150,450), #3 (450,450)\n");
    CHECK_FALSE(std::ifstream(json).good());

    const Run draft = run({"recognize", png, "-o", json, "--draft"});
    CHECK(draft.code == 1); // written, but still not a level
    CHECK(contains(draft.out, "wrote draft " + json));
    const std::string text = read(json);
    CHECK(contains(text, "\"draft\": \"the recognised figure cannot be drawn in one stroke: 4 vertices"));
    CHECK(contains(text, R"({"x1": 150, "y1": 150, "x2": 450, "y2": 450})"));

    // The validator names the draft before anything else; solving and drawing it still work.
    const Run check = run({"check", json});
    CHECK(check.code == 1);
    CHECK(check.err.rfind(json + ":6:", 0) == 0); // "$schema", "game", "title", "description", then "draft"
    CHECK(contains(check.err, ": /draft: this level is a draft from `tessera onestroke recognize --draft`: "
                              "the recognised figure cannot be drawn in one stroke"));
    CHECK(contains(check.err, "; fix the figure, then delete \"draft\""));
    CHECK(run({"draw", json, "-o", temp_path("draft.png")}).code == 0);
    std::remove(temp_path("draft.png").c_str());

    // A picture that gives a level is written as a level with or without --draft.
    const std::string house = two_figures();
    const Run sure = run({"recognize", house, "-o", json, "--draft"});
    CHECK(sure.code == 0);
    CHECK_FALSE(contains(read(json), "draft"));
    CHECK(run({"check", json}).code == 0);
    for (const std::string& p : {png, json, house}) std::remove(p.c_str());
}

TEST_CASE("recognize --overlay draws the dots and segments found over the picture",
          "[onestroke][cli][recognize]") {
    const std::string png = two_figures(), over = temp_path("overlay.png");
    const Run r = run({"recognize", png, "--overlay", over, "-o", temp_path("overlay.json")});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "wrote overlay " + over));
    std::string error;
    auto img = tessera::cli::onestroke_io::load_image(over, error);
    REQUIRE(img);
    CHECK(img->width == 750);
    CHECK(img->height == 1334);
    auto near = [](os::Rgb c, os::Rgb want) {
        return std::abs(c.r - want.r) + std::abs(c.g - want.g) + std::abs(c.b - want.b) < 40;
    };
    // A quarter of the way along the roof's left line: the segment colour; just outside the top
    // dot's rim: the dot ring; far from the figure: the faded background.
    CHECK(near(img->at(244, 300), {20, 150, 60}));
    CHECK(near(img->at(375, 150 - 18 - 3), {30, 80, 220}));
    CHECK(near(img->at(20, 20), {240, 240, 237}));
    // An overlay is written for a refused picture too: that is when it helps most.
    os::Image blank(200, 200, {250, 250, 250});
    const std::string blank_png = temp_path("blank.png");
    REQUIRE(tessera::cli::onestroke_io::save_image(blank, blank_png, error));
    const Run refused = run({"recognize", blank_png, "--overlay", over});
    CHECK(refused.code == 1);
    CHECK(contains(refused.out, "wrote overlay " + over));
    for (const std::string& p : {png, over, blank_png, temp_path("overlay.json")}) std::remove(p.c_str());
}

TEST_CASE("a large picture of a figure drawn small is read finer when the automatic size loses it",
          "[onestroke][cli][recognize]") {
    // 1900x1900 with the game's own 12 px lines and 16 px dots: brought to 633 px (1/3) the lines are
    // 3-4 px with noise and the reading has problems; the finer reading (here the whole picture) is
    // sure.
    const std::string level = std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/30-lattice-v.json";
    const std::string png = temp_path("large_small.png");
    REQUIRE(run({"draw", level, "-o", png, "--width", "1900", "--height", "1900", "--noise", "20"}).code ==
            0);
    const Run coarse = run({"recognize", png, "--max-side", "640"});
    CHECK(coarse.code == 1);
    const Run r = run({"recognize", png});
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(contains(r.out, "1900x1900, downscaled 1/1,"));
    CHECK(contains(r.out, "found 39 dots (radius 16 px) and 64 segments"));
    std::remove(png.c_str());
}
