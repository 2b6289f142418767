#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sys/stat.h>
#include <unistd.h>

#include "support/files.hpp"
#include "tessera/levels/common/document.hpp"

using tessera::levels::Document;
using tessera::levels::LevelError;
using tessera::levels::Node;

using tessera::testing::fresh_dir;

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
          "/nonexistent/level.json: cannot open file: No such file or directory");
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

// ---------------------------------------------------------------- issue 20: hostile JSON

namespace {
namespace fs = std::filesystem;
double seconds_of(const std::function<void()>& f) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
// 510 objects nested in each other, each under a key of `key_bytes` bytes: the shape whose
// position index of full pointers needed gigabytes.
std::string nested_long_keys(int depth, std::size_t key_bytes) {
    std::string text;
    for (int d = 0; d < depth; ++d)
        text += "{\"" + std::string(key_bytes, static_cast<char>('a' + d % 26)) + "\":";
    text += "0";
    text += std::string(static_cast<std::size_t>(depth), '}');
    return text;
}
} // namespace

TEST_CASE("a UTF-8 byte order mark keeps line:col", "[levels][errors]") {
    const std::string bom = "\xEF\xBB\xBF";
    Document doc = Document::parse(bom + "{\"w\": \"ten\"}", "bom.json");
    CHECK(error_of([&] { doc.root().at("w").as_int(3, 16); }) ==
          "bom.json:1:7: /w: expected an integer 3..16, got \"ten\"");
    CHECK(error_of([&] {
              Document::parse(bom + "{\"w\": tru}", "bom.json");
          }).rfind("bom.json:1:7: invalid JSON", 0) == 0);
}

TEST_CASE("a file that is not UTF-8 says what it is, where, and how to fix it", "[levels][errors]") {
    using namespace std::string_literals;
    const std::string to_utf8 = "save it as UTF-8";
    // Saved as UTF-16 or UTF-32: the byte order mark names the encoding.
    CHECK(error_of([&] { Document::parse("\xFF\xFE{\0}\0"s, "u.json"); }) ==
          "u.json:1:1: the file is UTF-16 little-endian (it starts with the bytes FF FE); JSON files are "
          "UTF-8: " +
              to_utf8);
    CHECK(error_of([&] { Document::parse("\xFE\xFF\0{"s, "u.json"); }).find("UTF-16 big-endian") !=
          std::string::npos);
    CHECK(error_of([&] { Document::parse("\xFF\xFE\0\0{\0\0\0"s, "u.json"); }).find("UTF-32 little-endian") !=
          std::string::npos);
    // UTF-16 without a mark: a zero byte after the first character.
    CHECK(error_of([&] { Document::parse("{\0}\0"s, "z.json"); }) ==
          "z.json:1:2: a zero byte, which JSON text never holds (a file saved as UTF-16 has one in every "
          "character): " +
              to_utf8);
    // Latin-1 "é" (0xE9) in a title on line 2, where the parser would have quoted the raw byte.
    const std::string latin1 = "{\n  \"title\": \"Caf\xE9\"}";
    CHECK(error_of([&] { Document::parse(latin1, "l.json"); }) ==
          "l.json:2:16: not UTF-8: the byte 0xE9 here is no part of a UTF-8 character (the file is in "
          "another encoding, or not text): " +
              to_utf8);
    // What Unicode's table 3-7 forbids: an overlong "/", a surrogate, a byte past U+10FFFF, a
    // character cut at the end of the file, a lone continuation byte.
    for (const std::string bad :
         {"[\"\xC0\xAF\"]", "[\"\xED\xA0\x80\"]", "[\"\xF5\x80\x80\x80\"]", "[\"\xE4\xB8", "[\"\x80\"]"}) {
        INFO(bad);
        CHECK(error_of([&] {
                  Document::parse(bad, "b.json");
              }).rfind("b.json:1:3: not UTF-8: the byte 0x", 0) == 0);
    }
    // Every character UTF-8 has is welcome: two, three and four bytes, and U+10FFFF.
    CHECK_NOTHROW(
        Document::parse("[\"\xC3\xA9 \xE4\xB8\xAD \xF0\x9F\x8E\xB2 \xF4\x8F\xBF\xBF\"]", "ok.json"));
}

TEST_CASE("columns are counted in characters, as editors count them", "[levels][errors]") {
    // "é" is two bytes; 99 starts at character 18 of the line (byte 20).
    Document doc = Document::parse("{\"t\": \"\xC3\xA9\xC3\xA9\", \"w\": 99}", "c.json");
    CHECK(error_of([&] { doc.root().at("w").as_int(3, 16); }) ==
          "c.json:1:18: /w: expected an integer 3..16, got 99");
    CHECK(error_of([&] {
              Document::parse("{\"\xC3\xA9\": x}", "c.json");
          }).rfind("c.json:1:7: invalid JSON", 0) == 0);
}

TEST_CASE("string limits count characters, not bytes", "[levels][limits]") {
    std::string e59;
    for (int i = 0; i < 59; ++i) e59 += "\xC3\xA9";
    Document doc =
        Document::parse("{\"t\": \"" + e59 + "\", \"u\": \"" + e59 + "\xC3\xA9\xC3\xA9\"}", "t.json");
    CHECK(doc.root().at("t").as_string(60) == e59);
    CHECK(error_of([&] { doc.root().at("u").as_string(60); }) ==
          "t.json:1:75: /u: string too long: 61 characters, at most 60");
}

TEST_CASE("quoted text in messages is cut at 80 characters", "[levels][errors]") {
    const std::string key(3 * 1024 * 1024, 'k');
    Document doc =
        Document::parse("{\"" + key + "\": 1, \"v\": \"" + std::string(500, 'x') + "\"}", "k.json");
    doc.root().allow_fields({"v"});
    REQUIRE(doc.warnings().size() == 1);
    CHECK(doc.warnings()[0] == "k.json:1:3145734: /" + std::string(80, 'k') +
                                   "...: warning: unknown field \"" + std::string(80, 'k') +
                                   "...\" is ignored");
    CHECK(error_of([&] { doc.root().at("v").as_int(0, 1); }) ==
          "k.json:1:3145742: /v: expected an integer 0..1, got \"" + std::string(80, 'x') + "...\"");
    // nlohmann's own quote of the token it stopped at is cut too.
    const auto msg = error_of([&] { Document::parse("[\"" + std::string(100000, 'y') + "\n\"]", "q.json"); });
    CHECK(msg.size() < 300);
}

TEST_CASE("warnings stop being located after the first 50", "[levels][limits]") {
    std::string text = "{";
    for (int i = 0; i < 200000; ++i) text += (i ? ",\"u" : "\"u") + std::to_string(i) + "\":0";
    text += "}";
    Document doc = Document::parse(text, "w.json");
    const double s = seconds_of([&] { doc.root().allow_fields({}); });
    REQUIRE(doc.warnings().size() == tessera::levels::kMaxWarnings + 1);
    CHECK(doc.warnings().back() == "w.json: warning: 199950 more warning(s) not shown");
    CHECK(s < 5.0);
}

TEST_CASE("deep nesting is refused before anything is built", "[levels][limits]") {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    CHECK(error_of([&] { Document::parse(deep, "d.json"); }) ==
          "d.json:1:513: nested too deeply: more than 512 levels");
    // 510 levels are fine.
    CHECK_NOTHROW(Document::parse(std::string(510, '[') + std::string(510, ']'), "d.json"));
}

TEST_CASE("a document that would need too much memory is refused from its text", "[levels][limits]") {
    std::string objects = "[";
    while (objects.size() < 4 * 1024 * 1024 - 8) objects += "{},";
    objects += "{}]";
    const auto msg = error_of([&] { Document::parse(objects, "o.json"); });
    CHECK(msg.rfind("o.json: too many values for the file's size: they would need about ", 0) == 0);
    CHECK(msg.find("a file of 4194301 bytes may use 56.0 MiB") != std::string::npos);
}

TEST_CASE("positions cost no memory per value: the quadratic shapes of issue 20 are fast",
          "[levels][limits]") {
    // 70 KB and 140 KB levels that needed 503 MB and 1.97 GB, and the 4 MB one that needed 2 GB.
    for (const std::size_t key : {137u, 274u, 7800u}) {
        const std::string text = nested_long_keys(510, key);
        INFO(text.size() << " bytes");
        const double s = seconds_of([&] {
            Document doc = Document::parse(text, "n.json");
            Node n = doc.root();
            for (int d = 0; d < 400; ++d) n = n.at(std::string(key, static_cast<char>('a' + d % 26)));
            CHECK(n.where().line == 1);
            CHECK(error_of([&] { n.as_int(5, 6); }).find("expected an integer 5..6") != std::string::npos);
        });
        CHECK(s < 10.0);
    }
}

TEST_CASE("a file that cannot be read says why, with strerror", "[levels][errors]") {
    const auto dir = fresh_dir("unreadable");
    const std::string file = (dir / "x.json").string();
    { std::ofstream(file) << "{}"; }
    fs::permissions(file, fs::perms::none);
    if (::geteuid() != 0) // root reads anything
        CHECK(error_of([&] { tessera::levels::load_document(file); }) ==
              file + ": cannot open file: Permission denied");
    CHECK(error_of([&] { tessera::levels::load_document(dir.string()); }) ==
          dir.string() + ": not a regular file (it is a folder)");
    fs::remove_all(dir);
}

TEST_CASE("a FIFO, a device and a huge sparse file are refused without reading them", "[levels][limits]") {
    const auto dir = fresh_dir("special");
    const std::string fifo = (dir / "x.json").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    double s = seconds_of([&] {
        CHECK(error_of([&] { tessera::levels::load_document(fifo); }) ==
              fifo + ": not a regular file (it is a FIFO)");
    });
    CHECK(s < 1.0);
    const std::string zero = (dir / "zero.json").string();
    fs::create_symlink("/dev/zero", zero);
    CHECK(error_of([&] { tessera::levels::load_document(zero); }) ==
          zero + ": not a regular file (it is a character device)");
    const std::string sparse = (dir / "sparse.json").string();
    { std::ofstream out(sparse); }
    fs::resize_file(sparse, 1024ull * 1024 * 1024);
    s = seconds_of([&] {
        CHECK(error_of([&] { tessera::levels::load_document(sparse); }) ==
              sparse + ": file too large: 1073741824 bytes, at most 4194304");
    });
    CHECK(s < 1.0);
    fs::remove_all(dir);
}
