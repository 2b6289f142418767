// Level files (schema errors name file:line:col and pointer; recorded lines are replayed), the
// shipped levels, and the CLI driven through streams.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "tessera/cli/game_commands.hpp"
#include "tessera/levels/registry.hpp"
#include "tessera/levels/samegame/level.hpp"

using namespace tessera;
using namespace tessera::levels;

namespace {
std::string error_of(const std::string& text) {
    try {
        validate_samegame(Document::parse(text, "levels/samegame/x.json"));
    } catch (const LevelError& e) {
        return e.what();
    }
    return "";
}

int run(const cli::Args& args, const std::string& input, std::string& out, std::string& err) {
    std::istringstream in(input);
    std::ostringstream o, e;
    const int rc = cli::samegame_main(args, in, o, e);
    out = o.str();
    err = e.str();
    return rc;
}
} // namespace

TEST_CASE("a fixed classic board with a recorded line validates", "[samegame][levels]") {
    const std::string text = R"({
  "game": "samegame", "title": "tiny", "mode": "classic", "target": 1000,
  "board": {"rows": ["RRG", "GBB"]},
  "solution": [[0, 0], [1, 1], [0, 1]]
})";
    const auto doc = Document::parse(text, "tiny.json");
    const auto level = parse_samegame_level(doc);
    CHECK(level.params.width == 3);
    CHECK(level.params.height == 2);
    CHECK(level.params.colours == 3);
    CHECK(validate_samegame(doc) == "line of 3 moves scores 1000 >= target 1000, 0 tiles left");
    CHECK(doc.warnings().empty());
}

TEST_CASE("level errors name the file, line:column and JSON pointer", "[samegame][levels]") {
    CHECK(error_of("{\n  \"game\": \"samegame\", \"title\": \"t\", \"mode\": \"pop\",\n  \"board\": "
                   "{\"seed\": 1}}") == "levels/samegame/x.json:2:45: /mode: expected one of \"popstar\", "
                                        "\"classic\", \"discovery\", got \"pop\"");
    CHECK(error_of("{\"game\": \"samegame\", \"title\": \"t\", \"mode\": \"classic\",\n \"board\": "
                   "{\"seed\": 1, \"width\": "
                   "\"ten\"}}") ==
          "levels/samegame/x.json:2:32: /board/width: expected an integer 2..20, got \"ten\"");
    CHECK(error_of("{\"game\": \"samegame\", \"title\": \"t\", \"mode\": \"classic\",\n \"board\": "
                   "{\"rows\": [\"RG\", "
                   "\"RX\"]}}") == "levels/samegame/x.json:2:27: /board/rows/1: unknown colour 'X' (use R G "
                                   "B Y P O C W, digits 1-8 or '.') "
                                   "(column 2)");
    CHECK(error_of("{\"game\": \"samegame\", \"title\": \"t\", \"mode\": \"popstar\", \"level\": 2, "
                   "\"target\": 1000,\n "
                   "\"board\": {\"seed\": 1}}")
              .find("/target: PopStar level 2 has target 3000") != std::string::npos);
    CHECK(error_of("{\"game\": \"samegame\", \"title\": \"t\", \"mode\": \"classic\", \"board\": {}}")
              .find("/board: needs \"seed\"") != std::string::npos);
    // A goal without a recorded line is refused; so is a line that does not reach it.
    CHECK(error_of(
              "{\"game\": \"samegame\", \"title\": \"t\", \"mode\": \"popstar\", \"board\": {\"seed\": 1}}")
              .find("missing \"solution\"") != std::string::npos);
    CHECK(error_of(R"({"game": "samegame", "title": "t", "mode": "classic", "target": 1000,
  "board": {"rows": ["RRG", "GBB"]}, "solution": [[0, 0], [2, 0]]})") ==
          "levels/samegame/x.json:2:59: /solution/1: move 2 (2,0) is not on a group of 2 or more");
    CHECK(
        error_of(R"({"game": "samegame", "title": "t", "mode": "classic", "target": 1000,
  "board": {"rows": ["RRG", "GBB"]}, "solution": [[0, 0]]})") ==
        "levels/samegame/x.json:2:50: /solution: the line stops with 1 group left; it must play to the end");
    CHECK(error_of(R"({"game": "samegame", "title": "t", "mode": "classic", "target": 1000,
  "board": {"rows": ["RRG", "GBB"]}, "solution": [[0, 0], [1, 1], [9, 1]]})")
              .find("/solution/2/0: expected an integer 0..2, got 9") != std::string::npos);
}

TEST_CASE("unknown fields are warnings, not errors", "[samegame][levels]") {
    const auto doc = Document::parse(
        R"({"game": "samegame", "title": "t", "mode": "classic", "colour": 3, "board": {"seed": 3, "wdth": 4}})",
        "w.json");
    CHECK_NOTHROW(validate_samegame(doc));
    REQUIRE(doc.warnings().size() == 2);
}

TEST_CASE("every shipped samegame level validates by replaying its recorded line", "[samegame][levels]") {
    namespace fs = std::filesystem;
    int popstar = 0, classic = 0, discovery = 0;
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(fs::path(TESSERA_SOURCE_DIR) / "levels" / "samegame"))
        if (e.path().extension() == ".json") files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    int previous_popstar_level = 0;
    for (const auto& f : files) {
        INFO(f);
        const auto doc = load_document(f);
        CHECK_NOTHROW(validate_samegame(doc));
        CHECK(doc.warnings().empty());
        const auto level = parse_samegame_level(doc);
        REQUIRE(level.solution);
        switch (level.params.mode) {
        case samegame::Mode::popstar:
            ++popstar;
            CHECK(level.params.level == previous_popstar_level + 1); // the chain has no gaps
            previous_popstar_level = level.params.level;
            break;
        case samegame::Mode::classic:
            ++classic;
            break;
        case samegame::Mode::discovery:
            ++discovery;
            break;
        }
    }
    CHECK(popstar >= 5);
    CHECK(classic >= 8);
    CHECK(discovery >= 6);
}

TEST_CASE("samegame solve reads a board on stdin and prints score and moves", "[samegame][cli]") {
    std::string out, err;
    REQUIRE(run({"solve", "--rules", "classic"}, "RRG\nGBB\n", out, err) == 0);
    CHECK(out.rfind("score 1000\nmoves 3\n", 0) == 0);
    REQUIRE(run({"solve", "--rules", "popstar", "--nodes", "5000"}, "RRG\nGBB\n", out, err) == 0);
    CHECK(out.rfind("score 2060\n", 0) == 0); // 3 pairs (60) + full bonus 2000
    CHECK(run({"solve", "--rules", "bogus"}, "RR\n", out, err) == 2);
    CHECK(err.find("--rules: expected classic or popstar, got \"bogus\"") != std::string::npos);
    CHECK(run({"solve"}, "RR\nRZ\n", out, err) == 1); // invalid input, not a usage error
    CHECK(err ==
          "tessera samegame: stdin:2:2: unknown colour 'Z' (use R G B Y P O C W, digits 1-8 or '.')\n");
    REQUIRE(run({"hint", "--nodes", "1000"}, "RRG\nGBB\n", out, err) == 0);
    CHECK(out.size() >= 4);
}

TEST_CASE("samegame deal, generate and help", "[samegame][cli]") {
    std::string out, err;
    REQUIRE(run({"deal", "--width", "4", "--height", "2", "--colours", "3", "--seed", "9"}, "", out, err) ==
            0);
    CHECK(out.size() == 10);
    CHECK(run({"deal", "--width", "99"}, "", out, err) == 2);
    CHECK(err.rfind("tessera samegame deal: --width: expected an integer 2..20, got \"99\"\n", 0) == 0);
    REQUIRE(run({"generate", "--mode", "classic", "--width", "6", "--height", "6", "--colours", "3",
                 "--target", "1000", "--nodes", "20000", "--seed", "5"},
                "", out, err) == 0);
    // The printed level is itself a valid level.
    const auto doc = Document::parse(out, "generated.json");
    CHECK_NOTHROW(validate_samegame(doc));
    CHECK(run({"--help"}, "", out, err) == 0);
    CHECK(out.find("Usage: tessera samegame") != std::string::npos);
    CHECK(run({"frobnicate"}, "", out, err) == 2);
    CHECK(run({}, "", out, err) == 2);
}

TEST_CASE("samegame bench workloads are listed with fixed names", "[samegame][bench]") {
    const auto w = cli::samegame_workloads();
    REQUIRE(w.size() == 5);
    CHECK(w[0].name == "samegame.deal");
    CHECK(w[2].name == "samegame.solve-15x15");
    CHECK(w[4].name == "samegame.reverse-deal");
}

TEST_CASE("the samegame.deal bench signature is pinned", "[samegame][bench]") {
    // Changing the deal changes every seeded level; this must only move on purpose.
    const auto w = cli::samegame_workloads();
    const auto r = w[0].run();
    CHECK(r.work == 20000);
    CHECK(r.signature == 0x199faba41eff756ULL);
}

TEST_CASE("the complete example in docs/levels/samegame.md validates", "[samegame][levels][docs]") {
    std::ifstream f(std::string(TESSERA_SOURCE_DIR) + "/docs/levels/samegame.md");
    REQUIRE(f);
    const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const auto start = text.find("```json\n");
    REQUIRE(start != std::string::npos);
    const auto end = text.find("```", start + 8);
    REQUIRE(end != std::string::npos);
    const auto doc = Document::parse(text.substr(start + 8, end - start - 8), "docs/levels/samegame.md");
    CHECK(validate_samegame(doc) == "line of 3 moves scores 1000 >= target 1000, 0 tiles left");
    CHECK(doc.warnings().empty());
}
