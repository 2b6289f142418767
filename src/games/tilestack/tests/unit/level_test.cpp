#include <catch2/catch.hpp>
#include <filesystem>
#include <set>

#include "tessera/core/tilestack/deal.hpp"
#include "tessera/core/tilestack/solver.hpp"
#include "tessera/levels/registry.hpp"
#include "tessera/levels/tilestack/level.hpp"

using namespace tessera::levels;
namespace tt = tessera::tilestack;

namespace {
std::string error_of(const std::string& text) {
    try {
        const Document doc = Document::parse(text, "levels/tilestack/t.json");
        validate_tilestack(doc);
    } catch (const LevelError& e) {
        return e.what();
    }
    return "no error";
}
// A valid level with one line replaced, so each test shows only what it breaks.
std::string level(const std::string& layout, const std::string& faces = R"("faces": [6, 6, 6])",
                  const std::string& extra = "") {
    return "{\n  \"game\": \"tilestack\",\n  \"title\": \"T\",\n  \"layout\": " + layout + ",\n  " + faces +
           extra + "\n}\n";
}
const std::string kBox = R"({"mode": "A", "size": [3, 3, 2]})";
} // namespace

TEST_CASE("tilestack every shipped level parses and is proven winnable", "[tilestack][levels]") {
    const std::filesystem::path dir = std::filesystem::path(TESSERA_SOURCE_DIR) / "levels" / "tilestack";
    std::set<std::string> modes;
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".json") continue;
        INFO(entry.path().string());
        const Document doc = load_document(entry.path().string());
        std::string note;
        REQUIRE_NOTHROW(note = validate_tilestack(doc));
        CHECK(note.rfind("winnable: ", 0) == 0);
        CHECK(doc.warnings().empty());
        modes.insert(tt::to_string(parse_tilestack_level(doc).params.layout->mode));
        ++count;
    }
    CHECK(count >= 12);
    CHECK(modes == std::set<std::string>{"A", "B", "C", "explicit"});
}

TEST_CASE("tilestack level fields are read with their defaults", "[tilestack][levels]") {
    const Document doc =
        Document::parse(level(kBox, R"("face_triples": [2, 2, 2])", R"(, "tray": 5, "seed": 9)"), "x.json");
    const TilestackLevel l = parse_tilestack_level(doc);
    CHECK(l.title == "T");
    CHECK(l.params.layout->size() == 18);
    CHECK(l.params.face_tiles == std::vector<int>{6, 6, 6});
    CHECK(l.params.tray == 5);
    CHECK(l.params.deal == tt::DealKind::Winnable);
    CHECK(l.params.difficulty == 2);
    CHECK(l.params.power_ups == tt::PowerUps{1, 1, 1});
    CHECK(l.seed == std::uint64_t{9});
}

TEST_CASE("tilestack level errors name the file, line:column and JSON pointer", "[tilestack][levels]") {
    CHECK(error_of(level(kBox, R"("faces": [6, 6, 3])")) ==
          "levels/tilestack/t.json:5:12: /faces: the faces add up to 15 tiles but the layout has 18 "
          "positions: 3 tiles too few");
    CHECK(error_of(level(kBox, R"("faces": [6, 6, 9])")) ==
          "levels/tilestack/t.json:5:12: /faces: the faces add up to 21 tiles but the layout has 18 "
          "positions: 3 tiles too many");
    CHECK(error_of(level(kBox, R"("faces": [6, 7, 5])")) ==
          "levels/tilestack/t.json:5:16: /faces/1: 7 tiles is not a multiple of 3 (2 more or 1 fewer would "
          "do)");
    CHECK(error_of(level(kBox, R"("face_triples": [2, 2, 2], "faces": [6, 6, 6])")) ==
          "levels/tilestack/t.json:5:19: /face_triples: give either \"faces\" (tiles per face) or "
          "\"face_triples\", not both");
    CHECK(error_of(level(kBox, R"("tiles": 3)")) ==
          "levels/tilestack/t.json:1:1: /: missing field \"faces\" (tiles per face, each a multiple of 3)");
    CHECK(error_of(level(R"({"mode": "A", "size": [30, 3, 2]})")) ==
          "levels/tilestack/t.json:4:36: /layout/size/0: expected an integer 1..20, got 30");
    CHECK(error_of(level(R"({"mode": "D", "size": [3, 3, 2]})")) ==
          "levels/tilestack/t.json:4:22: /layout/mode: expected one of \"A\", \"B\", \"C\", \"explicit\", "
          "got \"D\"");
    CHECK(error_of(level(R"({"mode": "A", "size": [3, 2, 3], "mask": ["###", "#.#", "###"]})")) ==
          "levels/tilestack/t.json:4:54: /layout/mask: expected an array of 2 items, got 3");
    CHECK(error_of(level(R"({"mode": "A", "size": [3, 2, 3], "mask": ["###", "#."]})")) ==
          "levels/tilestack/t.json:4:62: /layout/mask/1: expected a row of 3 characters (the box width), got "
          "2");
    CHECK(error_of(level(R"({"mode": "A", "size": [3, 2, 3], "mask": ["###", "#x#"]})")) ==
          "levels/tilestack/t.json:4:62: /layout/mask/1: unexpected character 'x': use '#' or '1' for a "
          "column, '.' or '0' for none");
    CHECK(error_of(level(R"({"mode": "A", "size": [2, 1, 3], "mask": [".."]})")) ==
          "levels/tilestack/t.json:4:54: /layout/mask: the mask has no columns: at least one '#' is needed");
    CHECK(error_of(level(R"({"mode": "A", "size": [20, 20, 12]})")) ==
          "levels/tilestack/t.json:4:35: /layout/size: the box holds 4800 tiles, at most 600");
    CHECK(error_of(level(R"({"mode": "explicit", "tiles": [[0, 0, 0], [4, 0, 0], [1, 1, 0]]})",
                         R"("faces": [3])")) ==
          "levels/tilestack/t.json:4:66: /layout/tiles/2: overlaps tile 0 on the same layer");
    CHECK(error_of(level(kBox, R"("faces": [6, 6, 6])", R"(, "deal": "shuffled")")) ==
          "levels/tilestack/t.json:5:31: /deal: a shuffled deal may be unwinnable: give a \"seed\" whose "
          "deal the "
          "solver proves winnable, or use \"winnable\"");
    CHECK(error_of(level(kBox, R"("faces": [6, 6, 6])", R"(, "tray": 2)")) ==
          "levels/tilestack/t.json:5:31: /tray: expected an integer 3..12, got 2");
    CHECK(error_of(level(kBox, R"("faces": [6, 6, 6])", R"(, "power_ups": {"undo": 10})")) ==
          "levels/tilestack/t.json:5:45: /power_ups/undo: expected an integer 0..9, got 10");
}

TEST_CASE("tilestack a fixed shuffled deal the solver refutes is rejected", "[tilestack][levels]") {
    // Search the first seed whose shuffled deal is unwinnable in a tray of 3, then check the message.
    const std::string base = R"({"mode": "A", "size": [3, 1, 3]})";
    const Document probe = Document::parse(level(base, R"("faces": [3, 3, 3])", R"(, "tray": 3)"), "p.json");
    const TilestackLevel l = parse_tilestack_level(probe);
    std::uint64_t seed = 0;
    for (;; ++seed) {
        tessera::Rng rng(seed);
        tt::Params p = l.params;
        p.deal = tt::DealKind::Shuffled;
        if (tt::solve(tt::start(p, rng)).verdict == tt::Verdict::Unwinnable) break;
    }
    CHECK(seed == 0);
    CHECK(error_of(level(base, R"("faces": [3, 3, 3])",
                         R"(, "tray": 3, "deal": "shuffled", "seed": )" + std::to_string(seed))) ==
          "levels/tilestack/t.json:5:62: /seed: the fixed deal (seed 0) is unwinnable");
}

TEST_CASE("tilestack unknown fields are warnings, not errors", "[tilestack][levels]") {
    const Document doc =
        Document::parse(level(kBox, R"("faces": [6, 6, 6])", R"(, "colour": "red")"), "w.json");
    CHECK_NOTHROW(validate_tilestack(doc));
    REQUIRE(doc.warnings().size() == 1);
    CHECK(doc.warnings()[0].find("unknown field \"colour\"") != std::string::npos);
}
