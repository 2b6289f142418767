// `tessera levels validate` names a One Stroke draft (from `tessera onestroke recognize --draft`)
// as a draft, at its "draft" field, before anything is said about its figure (issue 21).
#include <catch2/catch.hpp>

#include "tessera/levels/common/document.hpp"
#include "tessera/levels/registry.hpp"

using tessera::levels::Document;
using tessera::levels::LevelError;

namespace {

// What `recognize --draft` wrote for a screenshot with a line that ends at no dot.
const char* const kDraft = R"json({
  "game": "onestroke",
  "title": "f13-draft.png",
  "picture": "f13-draft.png",
  "draft": "line colour at (304,1031) lies on no segment between two dots (a segment or a dot was missed)",
  "lines": [
    {"x1": 617, "y1": 383, "x2": 164, "y2": 723},
    {"x1": 307, "y1": 480, "x2": 537, "y2": 875},
    {"x1": 164, "y1": 723, "x2": 409, "y2": 960},
    {"x1": 537, "y1": 875, "x2": 409, "y2": 960}
  ]
}
)json";

std::string validate(const std::string& text) {
    try {
        const Document doc = Document::parse(text, "levels/onestroke/40-shot.json");
        return "ok: " + tessera::levels::validate_level(doc);
    } catch (const LevelError& e) {
        return e.what();
    }
}

} // namespace

TEST_CASE("the validator names a recognised draft as a draft", "[levels][onestroke]") {
    CHECK(
        validate(kDraft) ==
        "levels/onestroke/40-shot.json:5:12: /draft: this level is a draft from `tessera onestroke recognize "
        "--draft`: line colour at (304,1031) lies on no segment between two dots (a segment or a dot was "
        "missed); fix the figure, then delete \"draft\"");
    // Once the designer has fixed the figure and deleted the field, the same lines are a level (this
    // figure is a path: two odd dots).
    std::string fixed = kDraft;
    const std::size_t at = fixed.find("  \"draft\"");
    fixed.erase(at, fixed.find('\n', at) + 1 - at);
    CHECK(validate(fixed).rfind("ok: drawable in one stroke: 4 segments, 5 vertices", 0) == 0);
}
