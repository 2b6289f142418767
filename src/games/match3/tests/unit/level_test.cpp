// Level files: parsing, error messages with file:line:col and JSON pointer, and the shipped levels.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

#include "tessera/core/match3/generate.hpp"
#include "tessera/levels/match3/level.hpp"
#include "tessera/levels/registry.hpp"

using namespace tessera;
using namespace tessera::levels;

namespace {

const char* kGood = R"({
  "game": "match3",
  "title": "Test",
  "board": {"width": 5, "height": 4, "mask": ["ooooo", "o.ooo", "ooooo", "ooo.o"]},
  "colours": 4,
  "goal": {"type": "moves", "score": 500, "moves": 12},
  "stars": [500, 800, 1200],
  "specials": false,
  "seed": 9
})";

std::string error_of(const std::string& text) {
    try {
        const Document doc = Document::parse(text, "levels/match3/t.json");
        parse_match3_level(doc);
    } catch (const LevelError& e) {
        return e.what();
    }
    return "";
}

std::string with(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("a level file fills every param", "[match3][levels]") {
    const Document doc = Document::parse(kGood, "t.json");
    const Match3Level l = parse_match3_level(doc);
    CHECK(l.title == "Test");
    CHECK(l.params.width == 5);
    CHECK(l.params.height == 4);
    CHECK(l.params.mask.at(1, 1) == 0);
    CHECK(l.params.mask.at(3, 3) == 0);
    CHECK(l.params.mask.at(0, 0) == 1);
    CHECK(l.params.rules.colours == 4);
    CHECK(l.params.rules.goal == match3::Goal{match3::GoalKind::Moves, 500, 12, 0});
    CHECK(l.params.rules.stars == std::array<std::int64_t, 3>{500, 800, 1200});
    CHECK_FALSE(l.params.rules.specials);
    CHECK(l.params.seed == 9);
    CHECK(doc.warnings().empty());
}

TEST_CASE("level defaults: specials on, stars from the target, seed 0", "[match3][levels]") {
    const Document doc =
        Document::parse(R"({"game": "match3", "title": "T", "board": {"width": 3, "height": 3},
      "colours": 3, "goal": {"type": "time", "score": 1000, "seconds": 60}})",
                        "t.json");
    const Match3Level l = parse_match3_level(doc);
    CHECK(l.params.rules.specials);
    CHECK(l.params.seed == 0);
    CHECK(l.params.mask.empty());
    CHECK(l.params.rules.goal == match3::Goal{match3::GoalKind::Time, 1000, 0, 60});
    CHECK(l.params.rules.stars == std::array<std::int64_t, 3>{1000, 1500, 2000});
    const Document endless = Document::parse(
        R"({"game": "match3", "title": "T", "board": {"width": 3, "height": 3}, "colours": 3, "goal": {"type": "endless"}})",
        "t.json");
    CHECK(parse_match3_level(endless).params.rules.goal.kind == match3::GoalKind::Endless);
}

TEST_CASE("level errors name file, line:column and pointer", "[match3][levels]") {
    CHECK(error_of(with(kGood, "\"width\": 5", "\"width\": \"ten\"")) ==
          "levels/match3/t.json:4:22: /board/width: expected an integer 3..16, got \"ten\"");
    CHECK(error_of(with(kGood, "\"colours\": 4", "\"colours\": 9")) ==
          "levels/match3/t.json:5:14: /colours: expected an integer 3..8, got 9");
    CHECK(error_of(with(kGood, "\"o.ooo\"", "\"o.oo\"")) ==
          "levels/match3/t.json:4:56: /board/mask/1: expected 5 cells (the board's width), got 4");
    CHECK(error_of(with(kGood, "\"o.ooo\"", "\"o.xoo\"")) ==
          "levels/match3/t.json:4:56: /board/mask/1: unexpected 'x' at column 3 (use 'o' for a cell, '.' for "
          "a hole)");
    CHECK(error_of(with(kGood, ", \"ooo.o\"", "")) ==
          "levels/match3/t.json:4:46: /board/mask: expected an array of 4 items, got 3");
    CHECK(error_of(with(kGood, "\"moves\", \"score\": 500, \"moves\": 12", "\"moves\", \"score\": 500"))
              .find("/goal: missing field \"moves\"") != std::string::npos);
    CHECK(error_of(with(kGood, "\"type\": \"moves\"", "\"type\": \"lives\"")) ==
          "levels/match3/t.json:6:20: /goal/type: expected one of \"moves\", \"time\", \"endless\", got "
          "\"lives\"");
    CHECK(error_of(with(kGood, "[500, 800, 1200]", "[500, 400, 1200]")) ==
          "levels/match3/t.json:7:18: /stars/1: star scores must rise: 400 is not above 500");
    // The bonus round pays 500 / 12 -> 40 per move to spare: 6 of 12 spare on a bare 500 is 740.
    CHECK(error_of(with(kGood, "[500, 800, 1200]", "[500, 600, 740]")) ==
          "levels/match3/t.json:7:23: /stars/2: 3 stars at 740 would come from the bonus round alone: a "
          "run that just reaches the target of 500 with 6 of its 12 moves to spare ends at 500 + 6 x 40 = "
          "740; the 3-star score must be above 740");
    CHECK(error_of(with(kGood, "[500, 800, 1200]", "[500, 600, 750]")).empty());
    // Time goals have no bonus round: no such bound.
    CHECK(error_of(with(with(kGood, "[500, 800, 1200]", "[500, 600, 740]"),
                        R"("type": "moves", "score": 500, "moves": 12)",
                        R"("type": "time", "score": 500, "seconds": 60)"))
              .empty());
    CHECK(error_of(with(kGood, "\"match3\"", "\"sudoku\"")).find("/game: expected one of \"match3\"") !=
          std::string::npos);
    CHECK(error_of(with(kGood, "\"seed\": 9", "\"seed\": -1")).find("/seed:") != std::string::npos);
}

TEST_CASE("unknown level fields are warnings, not errors", "[match3][levels]") {
    const Document doc = Document::parse(with(kGood, "\"seed\": 9", "\"seed\": 9, \"colour\": 3"), "t.json");
    parse_match3_level(doc);
    REQUIRE(doc.warnings().size() == 1);
    CHECK(doc.warnings()[0].find("colour") != std::string::npos);
}

TEST_CASE("validation rejects a mask with no room for a move", "[match3][levels]") {
    const std::string text = R"({"game": "match3", "title": "T",
  "board": {"width": 3, "height": 3, "mask": ["oo.", ".o.", "..."]},
  "colours": 3, "goal": {"type": "endless"}})";
    try {
        validate_match3(Document::parse(text, "t.json"));
        FAIL("expected a LevelError");
    } catch (const LevelError& e) {
        CHECK(std::string(e.what()) ==
              "t.json:2:46: /board/mask: no start board fits: the playable cells leave no room for a line of "
              "three and a move");
    }
}

TEST_CASE("every shipped match3 level validates without warnings, and all goal kinds are used",
          "[match3][levels]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(TESSERA_SOURCE_DIR) / "levels" / "match3";
    std::set<match3::GoalKind> kinds;
    int count = 0;
    bool any_mask = false;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().extension() != ".json") continue;
        INFO(entry.path().string());
        const Document doc = load_document(entry.path().string());
        CHECK_NOTHROW(validate_match3(doc));
        CHECK(doc.warnings().empty());
        const auto level = parse_match3_level(doc);
        kinds.insert(level.params.rules.goal.kind);
        any_mask = any_mask || !level.params.mask.empty();
        ++count;
    }
    CHECK(count >= 12);
    CHECK(kinds.size() == 3);
    CHECK(any_mask);
}
