#include <catch2/catch.hpp>

#include "tessera/levels/common/document.hpp"

using tessera::levels::Document;
using tessera::levels::LevelError;

namespace {
std::string error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const LevelError& e) {
        return e.what();
    }
    return "(no error)";
}
} // namespace

TEST_CASE("a syntax error names the file, line and column", "[levels][errors]") {
    const std::string text = "{\n  \"game\": \"match3\",\n  \"width\": 8\n  \"height\": 8\n}\n";
    const auto msg = error_of([&] { Document::parse(text, "levels/x/03.json"); });
    REQUIRE(msg.rfind("levels/x/03.json:4:3: invalid JSON:", 0) == 0);
}

TEST_CASE("a truncated file is a syntax error at its end", "[levels][errors]") {
    const auto msg = error_of([&] { Document::parse("{\"a\": [1, 2", "t.json"); });
    REQUIRE(msg.rfind("t.json:1:12: invalid JSON:", 0) == 0);
}

TEST_CASE("a schema error names line:column and the JSON pointer", "[levels][errors]") {
    const std::string text = "{\n  \"board\": {\n    \"height\": 8,\n    \"width\": \"ten\"\n  }\n}\n";
    Document doc = Document::parse(text, "levels/x/03.json");
    const auto msg = error_of([&] { doc.root().at("board").at("width").as_int(3, 20); });
    REQUIRE(msg == "levels/x/03.json:4:14: /board/width: expected an integer 3..20, got \"ten\"");
}

TEST_CASE("out-of-range, missing and wrong-type fields get their own messages", "[levels][errors]") {
    Document doc =
        Document::parse(R"({"w": 99, "rows": [1, 2, 3], "name": 5, "rule": "x", "f": 2.5})", "a.json");
    auto root = doc.root();
    CHECK(error_of([&] { root.at("w").as_int(3, 16); }) ==
          "a.json:1:7: /w: expected an integer 3..16, got 99");
    CHECK(error_of([&] { root.at("h"); }) == "a.json:1:1: /: missing field \"h\"");
    CHECK(error_of([&] { root.at("rows").as_array(2); }) ==
          "a.json:1:19: /rows: expected an array of 0..2 items, got 3");
    CHECK(error_of([&] { root.at("name").as_string(); }) == "a.json:1:38: /name: expected a string, got 5");
    CHECK(error_of([&] {
              root.at("rule").as_enum({"popstar", "classic"});
          }) == "a.json:1:49: /rule: expected one of \"popstar\", \"classic\", got \"x\"");
    CHECK(error_of([&] { root.at("f").as_int(0, 5); }) ==
          "a.json:1:59: /f: expected an integer 0..5, got 2.5");
    CHECK(error_of([&] { root.at("rows").as_array(3)[1].as_bool(); }) ==
          "a.json:1:23: /rows/1: expected true or false, got 2");
}

TEST_CASE("unknown fields become warnings that name them", "[levels][warnings]") {
    Document doc = Document::parse("{\n \"game\": \"match3\",\n \"colurs\": 5\n}", "b.json");
    doc.root().allow_fields({"game", "colours"});
    REQUIRE(doc.warnings().size() == 1);
    CHECK(doc.warnings()[0] == "b.json:3:12: /colurs: warning: unknown field \"colurs\" is ignored");
}

TEST_CASE("keys with escapes and slashes still get positions", "[levels]") {
    Document doc = Document::parse("{\"a/b\": {\"\\u00e9\": true}}", "c.json");
    auto n = doc.root().at("a/b").at("\xc3\xa9");
    CHECK(n.pointer() == "/a~1b/\xc3\xa9");
    CHECK(n.where().line == 1);
    CHECK(n.where().column == 20);
}

TEST_CASE("a file that does not exist is a clear error", "[levels][errors]") {
    CHECK(error_of([] { tessera::levels::load_document("/nonexistent/level.json"); }) ==
          "/nonexistent/level.json: cannot open file");
}

TEST_CASE("oversized input is refused before parsing", "[levels][limits]") {
    std::string big(tessera::levels::kMaxLevelFileBytes + 1, ' ');
    CHECK(error_of([&] { Document::parse(big, "big.json"); }).find("file too large") != std::string::npos);
}

TEST_CASE("a number too large for the parser is an error at its place, not a crash", "[levels][errors]") {
    // Found by fuzz_level: nlohmann throws out_of_range (not parse_error) for this.
    const auto msg = error_of([] { Document::parse("{\n  \"w\": 1e99999\n}", "n.json"); });
    CHECK(msg.rfind("n.json:2:8: invalid JSON: number overflow parsing '1e99999'", 0) == 0);
}
