#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "../../cli/image_io.hpp"
#include "cli_run.hpp"
#include "support/files.hpp"
#include "tessera/cli/game_commands.hpp"

using onestroke_test::Run;
using onestroke_test::run;
using tessera::testing::contains;
using tessera::testing::temp_path;

namespace {

std::string level(const std::string& name) {
    return std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/" + name;
}

} // namespace

TEST_CASE("onestroke --help lists the commands, and bad usage fails", "[onestroke][cli]") {
    const Run help = run({"--help"});
    CHECK(help.code == 0);
    CHECK(contains(help.out, "recognize"));
    CHECK(contains(run({"recognize", "--help"}).out, "Usage: tessera onestroke recognize [OPTIONS] IMAGE"));
    CHECK(run({}).code == 2);
    const Run bad = run({"fly"});
    CHECK(bad.code == 2);
    CHECK(contains(bad.err, "unknown command \"fly\""));
    const Run bogus = run({"hint", level("05-house.json"), "--bogus", "1"});
    CHECK(bogus.code == 2);
    CHECK(bogus.err.rfind("tessera onestroke hint: The following arguments were not expected: --bogus 1\n",
                          0) == 0);
    CHECK(run({"draw", level("05-house.json")}).code == 2); // no -o
}

TEST_CASE("draw refuses a picture over 16 megapixels before drawing it", "[onestroke][cli]") {
    const std::string png = temp_path("too_big.png");
    const Run big = run({"draw", level("05-house.json"), "-o", png, "--width", "8192", "--height", "4096"});
    CHECK(big.code == 2);
    CHECK(big.err == "--width 8192 --height 4096 is 33554432 pixels, at most 16777216 are drawn\n");
    std::ifstream written(png);
    CHECK_FALSE(written.good());
}

TEST_CASE("onestroke solve and hint follow the level", "[onestroke][cli]") {
    const Run solve = run({"solve", level("03-kite.json")});
    CHECK(solve.code == 0);
    CHECK(solve.out == "0 1 2 3 0 2\n(50,50) -> (250,50) -> (250,250) -> (50,250) -> (50,50) -> (250,250)\n");

    const Run start = run({"hint", level("03-kite.json")});
    CHECK(start.out ==
          "status: playing (0/5 drawn): 5 segment(s) left\n"
          "hint: start at vertex #0 (50,50) (an odd vertex: the stroke must start or end there)\n");
    const Run restart = run({"hint", level("03-kite.json"), "--moves", "1 0"});
    CHECK(restart.code == 0);
    CHECK(contains(restart.out, "hint: this stroke cannot be finished"));
    const Run illegal = run({"hint", level("03-kite.json"), "--moves", "0 1 0"});
    CHECK(illegal.code == 1);
    CHECK(contains(illegal.err, "move 3 (\"0\") is illegal"));
}

TEST_CASE("onestroke check reports good and bad levels", "[onestroke][cli]") {
    const std::string bad = temp_path("bad_level.json");
    std::ofstream(bad)
        << R"({"game": "onestroke", "title": "t", "lines": [{"x1": 0, "y1": 0, "x2": 0, "y2": 0}]})";
    const Run r = run({"check", level("01-triangle.json"), bad});
    std::remove(bad.c_str());
    CHECK(r.code == 1);
    CHECK(contains(r.out, "OK " + level("01-triangle.json") + "  (drawable in one stroke: 3 segments, 3 vertices"));
    CHECK(r.err == bad + ":1:47: /lines/0: segment 0 (0,0)-(0,0) has zero length\n");
}

TEST_CASE("picture -> level -> play: draw, recognize and solve round trip", "[onestroke][cli][recognize]") {
    const std::string png = temp_path("cli_house.jpg");
    const std::string json = temp_path("cli_house.json");
    const Run draw = run({"draw", level("16-house-with-centre.json"), "-o", png, "--noise", "10"});
    REQUIRE(draw.code == 0);
    CHECK(draw.out == "wrote " + png + " (750x1334, 6 dots, 10 segments)\n");
    const Run rec = run({"recognize", png, "-o", json, "--title", "House again"});
    INFO(rec.err);
    REQUIRE(rec.code == 0);
    CHECK(contains(rec.out, "found 6 dots (radius 16 px) and 10 segments (width 10 px); confidence 100%"));
    const Run solve = run({"solve", json});
    CHECK(solve.code == 0);
    const Run check = run({"check", json});
    CHECK(check.code == 0);
    CHECK(contains(check.out, "drawable in one stroke: 10 segments, 6 vertices"));
    std::remove(png.c_str());
    std::remove(json.c_str());
}

TEST_CASE("recognize refuses what is not a figure, with a message", "[onestroke][cli][recognize]") {
    const Run missing = run({"recognize", "/tmp/tessera_no_such_picture.png"});
    CHECK(missing.code == 1);
    CHECK(contains(missing.err, "/tmp/tessera_no_such_picture.png: cannot read picture"));
    const Run level_file = run({"recognize", level("01-triangle.json")});
    CHECK(level_file.code == 1);
    CHECK(contains(level_file.err, "cannot read picture"));

    // A picture with lines but no dots.
    tessera::onestroke::Image sketch(400, 300, {255, 255, 255});
    tessera::onestroke::draw_line(sketch, {20, 20}, {380, 280}, 8, {40, 40, 40});
    const std::string path = temp_path("sketch.png");
    std::string error;
    REQUIRE(tessera::cli::onestroke_io::save_image(sketch, path, error));
    const Run r = run({"recognize", path});
    std::remove(path.c_str());
    CHECK(r.code == 1);
    CHECK(r.err == path + ": not a figure: no round dots found (a figure needs at least 2 dots of one colour "
                          "joined by lines); 7 colour group(s) found\n");
}

TEST_CASE("generate writes a drawable level deterministically", "[onestroke][cli]") {
    const Run a = run({"generate", "--seed", "5", "--segments", "9"});
    const Run b = run({"generate", "--seed", "5", "--segments", "9"});
    CHECK(a.code == 0);
    CHECK(a.out == b.out);
    CHECK(contains(a.out, "\"title\": \"Generated #5\""));
    CHECK(run({"generate", "--segments", "0"})
              .err.rfind("tessera onestroke generate: --segments: expected an integer 1..200, got \"0\"\n",
                         0) == 0);
}

TEST_CASE("bench workloads are registered under their names", "[onestroke][bench]") {
    const auto workloads = tessera::cli::onestroke_workloads();
    REQUIRE(workloads.size() == 2);
    CHECK(workloads[0].name == "onestroke.recognize");
    CHECK(workloads[1].name == "onestroke.hint");
}
