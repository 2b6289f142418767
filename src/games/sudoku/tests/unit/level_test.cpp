#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <string>

#include "tessera/levels/registry.hpp"
#include "tessera/levels/sudoku/level.hpp"

using namespace tessera;
using levels::Document;
using levels::LevelError;

namespace {

std::string error_of(const std::string& text) {
    try {
        levels::validate_sudoku(Document::parse(text, "levels/sudoku/t.json"));
    } catch (const LevelError& e) {
        return e.what();
    }
    return "";
}

const char* const kEasy = "..5...3.2.978...5.24.51.......9....3....68....8...14.68........9..4....5...17.93.";

} // namespace

TEST_CASE("a puzzle level loads, checks uniqueness and its rating", "[sudoku][levels]") {
    const std::string text = std::string(R"({
  "game": "sudoku",
  "title": "Warm-up",
  "stage": "classic",
  "difficulty": "easy",
  "puzzle": ")") + kEasy + "\"\n}\n";
    const Document doc = Document::parse(text, "levels/sudoku/t.json");
    const auto level = levels::parse_sudoku_level(doc);
    CHECK(level.title == "Warm-up");
    CHECK(level.rules == sudoku::Rules::Classic);
    const sudoku::Puzzle p = levels::load_sudoku_puzzle(doc);
    CHECK(sudoku::format_digits(p.givens) == kEasy);
    CHECK(levels::validate_sudoku(doc) == "classic, 27 givens, unique, easy (score 54: hidden single x54)");
    CHECK(doc.warnings().empty());
}

TEST_CASE("a generator level is reproduced from its seed", "[sudoku][levels]") {
    const char* text = R"({"game": "sudoku", "title": "Seeded", "stage": "latin", "difficulty": "easy",
 "generator": {"seed": 5, "symmetry": "rotational"}})";
    const Document doc = Document::parse(text, "g.json");
    const auto a = levels::load_sudoku_puzzle(doc);
    const auto b = levels::load_sudoku_puzzle(doc);
    CHECK(a.givens == b.givens);
    CHECK(a.rules == sudoku::Rules::Latin);
    CHECK(a.rating.difficulty == sudoku::Difficulty::Easy);
}

TEST_CASE("level errors name the file, line:column and JSON pointer", "[sudoku][levels]") {
    const std::string head = "{\n  \"game\": \"sudoku\",\n  \"title\": \"T\",\n  \"stage\": \"classic\",\n";
    // Wrong length.
    CHECK(error_of(head + "  \"difficulty\": \"easy\",\n  \"puzzle\": \"123\"\n}") ==
          "levels/sudoku/t.json:6:13: /puzzle: expected 81 characters (1-9 for a given, '.' or '0' for a "
          "blank), got 3");
    // A bad character.
    std::string bad = kEasy;
    bad[3] = 'x';
    CHECK(error_of(head + "  \"difficulty\": \"easy\",\n  \"puzzle\": \"" + bad + "\"\n}") ==
          "levels/sudoku/t.json:6:13: /puzzle: character 4 (r1c4) is 'x'; expected 1-9, '.' or '0'");
    // Several solutions.
    std::string loose = kEasy;
    loose[2] = '.';
    loose[6] = '.';
    loose[8] = '.';
    loose[10] = '.';
    CHECK(error_of(head + "  \"difficulty\": \"easy\",\n  \"puzzle\": \"" + loose + "\"\n}") ==
          "levels/sudoku/t.json:6:13: /puzzle: the puzzle has more than one solution under classic rules");
    // Repeated givens.
    std::string clash = kEasy;
    clash[0] = '5';
    CHECK(error_of(head + "  \"difficulty\": \"easy\",\n  \"puzzle\": \"" + clash + "\"\n}") ==
          "levels/sudoku/t.json:6:13: /puzzle: the givens repeat a digit under classic rules (at r1c1)");
    // The declared difficulty disagrees with the rating.
    CHECK(error_of(head + "  \"difficulty\": \"hard\",\n  \"puzzle\": \"" + kEasy + "\"\n}") ==
          "levels/sudoku/t.json:5:17: /difficulty: the puzzle rates easy (hardest technique: hidden single), "
          "not hard");
    // Unknown stage.
    CHECK(error_of("{\"game\": \"sudoku\", \"title\": \"T\", \"stage\": \"boxes\", \"difficulty\": \"easy\", "
                   "\"puzzle\": \"\"}")
              .find("/stage:") != std::string::npos);
    // Neither puzzle nor generator.
    CHECK(error_of(head + "  \"difficulty\": \"easy\"\n}") ==
          "levels/sudoku/t.json:1:1: /: missing field \"puzzle\" (or \"generator\")");
    // A title that is too long.
    CHECK(error_of("{\"game\": \"sudoku\", \"title\": \"" + std::string(61, 'a') +
                   "\", \"stage\": \"latin\", \"difficulty\": \"easy\", \"generator\": {\"seed\": 1}}")
              .find("/title:") != std::string::npos);
    // A bad seed.
    CHECK(error_of(head + "  \"difficulty\": \"easy\",\n  \"generator\": {\"seed\": -4}\n}")
              .find("/generator/seed:") != std::string::npos);
}

TEST_CASE("unknown fields are warnings, not errors", "[sudoku][levels]") {
    const std::string text = std::string("{\"game\": \"sudoku\", \"title\": \"T\", \"stage\": \"classic\", "
                                         "\"difficulty\": \"easy\", \"colour\": 3, \"puzzle\": \"") +
                             kEasy + "\"}";
    const Document doc = Document::parse(text, "w.json");
    levels::validate_sudoku(doc);
    REQUIRE(doc.warnings().size() == 1);
    CHECK(doc.warnings()[0].find("colour") != std::string::npos);
}

TEST_CASE("every shipped sudoku level validates: six Latin, seven classic at every level",
          "[sudoku][levels]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(TESSERA_SOURCE_DIR) / "levels" / "sudoku";
    int latin = 0, classic = 0;
    std::set<sudoku::Difficulty> classic_levels;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().extension() != ".json") continue;
        INFO(entry.path().string());
        const Document doc = levels::load_document(entry.path().string());
        CHECK_NOTHROW(levels::validate_sudoku(doc));
        CHECK(doc.warnings().empty());
        const auto level = levels::parse_sudoku_level(doc);
        (level.rules == sudoku::Rules::Latin ? latin : classic) += 1;
        if (level.rules == sudoku::Rules::Classic) classic_levels.insert(level.difficulty);
    }
    CHECK(latin == 6);
    CHECK(classic == 7);
    CHECK(classic_levels.size() ==
          static_cast<std::size_t>(sudoku::kDifficultyCount)); // every level once at least
}
