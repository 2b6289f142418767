#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

#include "../../cli/image_io.hpp"
#include "tessera/core/onestroke/hint.hpp"
#include "tessera/core/onestroke/recognize.hpp"
#include "tessera/levels/onestroke/level.hpp"
#include "tessera/levels/registry.hpp"

using namespace tessera;
using tessera::levels::Document;

namespace {

std::string error_of(const std::string& text) {
    try {
        const Document doc = Document::parse(text, "levels/onestroke/x.json");
        levels::validate_onestroke(doc);
    } catch (const levels::LevelError& e) {
        return e.what();
    }
    return "";
}

std::vector<std::filesystem::path> shipped_levels() {
    std::vector<std::filesystem::path> out;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke"))
        if (entry.path().extension() == ".json") out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("a level file is the envelope plus the One Stroke article's line notation", "[onestroke][levels]") {
    const Document doc = Document::parse(R"({
  "game": "onestroke", "title": "Kite", "description": "d",
  "lines": [{"x1": 0, "y1": 0, "x2": 10, "y2": 0}, {"x1": 10, "y1": 0, "x2": 10, "y2": 10},
            {"x1": 10, "y1": 10, "x2": 0, "y2": 10}, {"x1": 0, "y1": 10, "x2": 0, "y2": 0},
            {"x1": 0, "y1": 0, "x2": 10, "y2": 10}],
  "colour": "red"
})",
                                         "k.json");
    CHECK(levels::validate_onestroke(doc) ==
          "drawable in one stroke: 5 segments, 4 vertices, start at #0 (0,0)");
    REQUIRE(doc.warnings().size() == 1);
    CHECK(doc.warnings()[0] == "k.json:6:13: /colour: warning: unknown field \"colour\" is ignored");
    const levels::OnestrokeLevel level = levels::parse_onestroke_level(doc);
    CHECK(level.title == "Kite");
    CHECK(level.params.lines.size() == 5);
    CHECK_FALSE(level.params.allow_parallel);
    // Writing and reading back gives the same level.
    const Document again = Document::parse(levels::onestroke_level_json(level), "again.json");
    CHECK(levels::parse_onestroke_level(again).params == level.params);
}

TEST_CASE("level errors name file, line:column and JSON pointer", "[onestroke][levels]") {
    CHECK(
        error_of(
            R"({"game": "onestroke", "title": "t", "lines": [{"x1": 0, "y1": 0, "x2": "ten", "y2": 0}]})") ==
        "levels/onestroke/x.json:1:72: /lines/0/x2: expected an integer 0..4096, got \"ten\"");
    CHECK(error_of(R"({"game": "onestroke", "lines": []})") ==
          "levels/onestroke/x.json:1:1: /: missing field \"title\"");
    CHECK(error_of(R"({"game": "onestroke", "title": "t", "lines": []})") ==
          "levels/onestroke/x.json:1:46: /lines: expected an array of 1..200 items, got 0");
    CHECK(error_of(R"({"game": "onestroke", "title": "t", "lines": [[0, 0, 1, 1]]})") ==
          "levels/onestroke/x.json:1:47: /lines/0: expected an object {\"x1\", \"y1\", \"x2\", \"y2\"}, got "
          "an array of 4");
    // Structural errors point at the offending segment.
    CHECK(error_of("{\"game\": \"onestroke\", \"title\": \"t\", \"lines\": [\n"
                   "  {\"x1\": 0, \"y1\": 0, \"x2\": 10, \"y2\": 0},\n"
                   "  {\"x1\": 10, \"y1\": 0, \"x2\": 0, \"y2\": 0}]}") ==
          "levels/onestroke/x.json:3:3: /lines/1: segment 1 (10,0)-(0,0) repeats segment 0 (0,0)-(10,0) (set "
          "\"parallel\": true to allow parallel edges)");
    // Euler's condition names the odd vertices.
    CHECK(error_of(R"({"game": "onestroke", "title": "t", "lines": [
  {"x1": 0, "y1": 0, "x2": 10, "y2": 0}, {"x1": 0, "y1": 0, "x2": 0, "y2": 10}, {"x1": 0, "y1": 0, "x2": 10, "y2": 10}]})") ==
          "levels/onestroke/x.json:1:46: /lines: cannot be drawn in one stroke: 4 vertices have an odd "
          "number of "
          "segments (at most 2 may): #0 (0,0), #1 (10,0), #2 (0,10), #3 (10,10)");
    CHECK(error_of(R"({"game": "sudoku", "title": "t", "lines": []})") ==
          "levels/onestroke/x.json:1:10: /game: expected \"onestroke\", got \"sudoku\"");
}

TEST_CASE("every shipped level validates, rises in size and can be won by following hints",
          "[onestroke][levels]") {
    const auto paths = shipped_levels();
    CHECK(paths.size() >= 30);
    std::size_t previous_block_max = 0;
    int parallel_levels = 0;
    for (const auto& path : paths) {
        INFO(path.string());
        const Document doc = levels::load_document(path.string());
        CHECK_NOTHROW(levels::validate_onestroke(doc));
        CHECK(doc.warnings().empty());
        levels::OnestrokeLevel level;
        auto fig = std::make_shared<const onestroke::Figure>(levels::load_onestroke_figure(doc, &level));
        parallel_levels += level.params.allow_parallel;
        onestroke::State s = onestroke::start(fig);
        while (onestroke::status(s).phase == onestroke::Phase::Playing) {
            const onestroke::Hint h = onestroke::hint(s);
            REQUIRE((h.kind == onestroke::Hint::Kind::Start || h.kind == onestroke::Hint::Kind::Next));
            s = onestroke::apply(s, onestroke::Move{h.vertex})->state;
        }
        CHECK(onestroke::status(s).phase == onestroke::Phase::Won);
        // The last five levels (generated lattices) are larger than every earlier one.
        if (&path - paths.data() < static_cast<std::ptrdiff_t>(paths.size()) - 5)
            previous_block_max = std::max(previous_block_max, level.params.lines.size());
        else
            CHECK(level.params.lines.size() > previous_block_max);
    }
    CHECK(parallel_levels >= 3);
}

TEST_CASE("levels made by recognize come back from their pictures unchanged",
          "[onestroke][levels][recognize]") {
    int from_pictures = 0;
    for (const auto& path : shipped_levels()) {
        const Document doc = levels::load_document(path.string());
        const levels::OnestrokeLevel level = levels::parse_onestroke_level(doc);
        if (level.picture.empty()) continue;
        INFO(path.string());
        std::string error;
        auto img = cli::onestroke_io::load_image(
            std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/pictures/" + level.picture, error);
        REQUIRE(img);
        const onestroke::Recognition rec = onestroke::recognize(*img);
        REQUIRE(rec.ok);
        CHECK(rec.params == level.params);
        ++from_pictures;
    }
    CHECK(from_pictures >= 5);
}
