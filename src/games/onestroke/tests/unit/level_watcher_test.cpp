// Live reload's file watcher (tessera/levels/level_watcher.hpp) and a document that collects
// every error (Document::collect_errors).
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>
#include <unistd.h>

#include "support/files.hpp"
#include "tessera/levels/level_watcher.hpp"
#include "tessera/levels/onestroke/level.hpp"

using namespace tessera::levels;
namespace fs = std::filesystem;

using tessera::testing::write_file;

namespace {

const std::string kLevel =
    R"({"game": "onestroke", "title": "T", "lines": [{"x1": 0, "y1": 0, "x2": 10, "y2": 0}]})";

// Waits (at most ten seconds) for the watcher's next result.
std::optional<LevelInfo> next_result(LevelFileWatcher& w) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < give_up) {
        if (auto r = w.take()) return r;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return std::nullopt;
}

} // namespace

TEST_CASE("the level watcher reports a changed file, checked, and a broken one with its error",
          "[levels][watch]") {
    const fs::path file =
        fs::temp_directory_path() / ("tessera-watch-" + std::to_string(::getpid()) + ".json");
    write_file(file, kLevel);
    LevelFileWatcher watcher(file.string(), "onestroke", std::chrono::milliseconds(20));
    CHECK_FALSE(watcher.take()); // the file as it was is the start, not a change

    write_file(
        file,
        R"({"game": "onestroke", "title": "Edited", "lines": [{"x1": 0, "y1": 0, "x2": 10, "y2": 0}]})");
    auto r = next_result(watcher);
    REQUIRE(r);
    CHECK(r->title == "Edited");
    CHECK_FALSE(r->broken());

    write_file(file, R"({"game": "onestroke", "title": "Edited", "lines": []})");
    r = next_result(watcher);
    REQUIRE(r);
    CHECK(r->error == file.string() + ":1:51: /lines: expected an array of 1..200 items, got 0");

    write_file(file, R"({"game": "sudoku", "title": "Other game, same file"})");
    r = next_result(watcher);
    REQUIRE(r);
    CHECK(r->broken());
    CHECK(r->game == "onestroke");
    fs::remove(file);
}

TEST_CASE(
    "a document that collects errors reads on past wrong values, and one that does not stops at the first",
    "[levels][errors]") {
    const std::string text =
        R"({"game": "onestroke", "title": 1, "parallel": "yes", "lines": [{"x1": 0, "y1": -2, "x2": 10}]})";
    SECTION("collecting") {
        Document doc = Document::parse(text, "x.json");
        doc.collect_errors();
        CHECK_THROWS_AS(parse_onestroke_level(doc), ErrorsCollected);
        REQUIRE(doc.errors().size() == 4);
        CHECK(std::string(doc.errors()[0].what()) ==
              "x.json:1:32: /title: expected a string or an object of translations ({\"en\": ..., \"zh_CN\": "
              "..., \"es\": ...}), got 1");
        CHECK(doc.errors()[1].pointer() == "/parallel");
        CHECK(doc.errors()[2].pointer() == "/lines/0/y1");
        CHECK(doc.errors()[3].message() == "missing field \"y2\"");
    }
    SECTION("not collecting: the first error, as before") {
        const Document doc = Document::parse(text, "x.json");
        try {
            parse_onestroke_level(doc);
            FAIL("no error");
        } catch (const ErrorsCollected&) {
            FAIL("not collecting");
        } catch (const LevelError& e) {
            CHECK(std::string(e.what()) ==
                  "x.json:1:32: /title: expected a string or an object of translations ({\"en\": ..., "
                  "\"zh_CN\": ..., \"es\": ...}), got 1");
        }
        CHECK(doc.errors().empty());
    }
}

TEST_CASE("the level watcher hears of a save from the kernel, not at its next look (issue 37)",
          "[levels][watch]") {
    const fs::path dir = fs::temp_directory_path() / ("tessera-notify-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path file = dir / "level.json";
    write_file(file, kLevel);
    // A look an hour apart: only inotify can report the saves below within the ten seconds.
    LevelFileWatcher watcher(file.string(), "onestroke", std::chrono::hours(1));
    CHECK(watcher.notified());
    write_file(
        file, R"({"game": "onestroke", "title": "Saved", "lines": [{"x1": 0, "y1": 0, "x2": 10, "y2": 0}]})");
    auto r = next_result(watcher);
    REQUIRE(r);
    CHECK(r->title == "Saved");
    // An editor that saves by writing a new file and renaming it over the old one.
    write_file(
        dir / "level.json.tmp",
        R"({"game": "onestroke", "title": "Renamed", "lines": [{"x1": 0, "y1": 0, "x2": 10, "y2": 0}]})");
    fs::rename(dir / "level.json.tmp", file);
    r = next_result(watcher);
    REQUIRE(r);
    CHECK(r->title == "Renamed");
    // A file written next to it is no change of the level.
    write_file(dir / "other.json", kLevel);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    CHECK_FALSE(watcher.take());
    CHECK(watcher.changes() == 2);
    fs::remove_all(dir);
}

TEST_CASE("the level watcher of a file in a folder that does not exist yet looks every interval",
          "[levels][watch]") {
    const fs::path dir = fs::temp_directory_path() / ("tessera-later-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    LevelFileWatcher watcher((dir / "level.json").string(), "onestroke", std::chrono::milliseconds(20));
    CHECK_FALSE(watcher.notified());
    fs::create_directories(dir);
    write_file(dir / "level.json", kLevel);
    const auto r = next_result(watcher);
    REQUIRE(r);
    CHECK(r->title == "T");
    fs::remove_all(dir);
}
