// A level's title, group and description: a plain string, or the text per language with English
// required (docs/levels.md); a missing language shows the English.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <functional>

#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/localized_text.hpp"

using namespace tessera::levels;

namespace {
LocalizedText title_of(const std::string& json) {
    const Document doc = Document::parse(json, "levels/x/01.json");
    return read_localized(doc.root().at("title"), 80);
}
std::string error_of(const std::string& json) {
    try {
        title_of(json);
    } catch (const LevelError& e) {
        return e.what();
    }
    return "";
}
} // namespace

TEST_CASE("a plain title is the English one, shown in every language", "[levels][i18n]") {
    const LocalizedText t = title_of(R"({"title": "Cascade"})");
    CHECK(t.en == "Cascade");
    CHECK(t.in("zh_CN") == "Cascade");
    CHECK(t.in("es") == "Cascade");
}

TEST_CASE("a title per language shows the player's, and English where one is missing", "[levels][i18n]") {
    const LocalizedText t = title_of(R"({"title": {"en": "Cascade", "zh_CN": "连锁"}})");
    CHECK(t.in("en") == "Cascade");
    CHECK(t.in("zh_CN") == "连锁");
    CHECK(t.in("es") == "Cascade");
}

TEST_CASE(
    "a title object without English, with a key that is not a language, or not text, is an error naming "
    "the place",
    "[levels][i18n]") {
    CHECK(error_of(R"({"title": {"zh_CN": "连锁"}})") ==
          "levels/x/01.json:1:11: /title: an object of translations needs \"en\": the text shown for every "
          "other "
          "language");
    CHECK(error_of(R"({"title": {"en": "A", "Spanish": "B"}})") ==
          "levels/x/01.json:1:34: /title/Spanish: \"Spanish\" is not a language code (\"en\", \"zh_CN\", "
          "\"es\": ll "
          "or ll_CC)");
    CHECK(error_of(R"({"title": {"en": "A", "es": 3}})") ==
          "levels/x/01.json:1:29: /title/es: expected a string, got 3");
    CHECK(error_of(R"({"title": 7})").find("/title: expected a string or an object of translations") !=
          std::string::npos);
}

TEST_CASE("the catalogue reads a level's localized title, group and description", "[levels][i18n]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "tessera-localized-level";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path file = dir / "01-first.json";
    std::ofstream(file) << R"({"game": "sudoku",
  "title": {"en": "First", "zh_CN": "第一", "es": "Primero"},
  "group": {"en": "Stage 1", "es": "Fase 1"},
  "description": "Just English.",
  "stage": "latin", "difficulty": "easy"})";
    const LevelInfo info = check_level_file(file.string(), false);
    INFO(info.error);
    REQUIRE_FALSE(info.broken());
    CHECK(info.title == "First");
    CHECK(info.group == "Stage 1"); // levels unlock by the English name
    CHECK(info.title_in("zh_CN") == "第一");
    CHECK(info.groups.in("zh_CN") == "Stage 1");
    CHECK(info.groups.in("es") == "Fase 1");
    CHECK(info.description_in("es") == "Just English.");
    fs::remove_all(dir);
}
