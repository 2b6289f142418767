#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/profile.hpp"

using namespace tessera::levels;
namespace fs = std::filesystem;

namespace {
fs::path fresh_dir(const std::string& name) {
    fs::path dir = fs::temp_directory_path() / ("tessera-test-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}
std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}
} // namespace

TEST_CASE("a profile round-trips through its file", "[profile]") {
    auto dir = fresh_dir("roundtrip");
    ProfileStore store(dir.string());
    Profile p;
    p.settings.music_volume = 10;
    p.settings.colourblind_symbols = true;
    p.record_play("sudoku/01");
    p.record_result("sudoku/01", true, std::nullopt, 93000, 3);
    p.saves["match3/02"] = {{"id", "match3:l02#5"}, {"moves", {"1,2>2,2"}}};
    p.totals["popstar/score"] = 12345;
    REQUIRE(store.save(p).empty());
    auto loaded = store.load();
    CHECK(loaded.warnings.empty());
    CHECK(loaded.profile == p);
    // No temp files are left behind.
    int files = 0;
    for (auto& e : fs::directory_iterator(dir)) {
        (void)e;
        ++files;
    }
    CHECK(files == 1);
    fs::remove_all(dir);
}

TEST_CASE("best scores and times and the top-10 ranking", "[profile]") {
    Profile p;
    CHECK(p.record_result("a/1", true, 100, 5000, 1));
    CHECK_FALSE(p.record_result("a/1", true, 90, 6000, 2));
    CHECK(p.record_result("a/1", true, 120, 7000, 1));
    CHECK_FALSE(p.record_result("a/1", false, 999, 1, 3));
    const auto& r = p.levels["a/1"];
    CHECK(r.best_score == 120);
    CHECK(r.best_time_ms == 5000);
    CHECK(r.stars == 2);
    for (int i = 0; i < 20; ++i) p.record_result("a/1", true, 0, 10000 - i, 0);
    CHECK(r.top_times_ms.size() == kTopTimes);
    CHECK(r.top_times_ms.front() == 5000);
}

TEST_CASE("a corrupt profile is moved aside with a warning, never overwritten", "[profile]") {
    auto dir = fresh_dir("corrupt");
    { std::ofstream(dir / "profile.json") << "{\"settings\": {\"music_volume\": \"loud\"}"; }
    ProfileStore store(dir.string());
    auto loaded = store.load();
    REQUIRE(loaded.warnings.size() == 1);
    CHECK(loaded.warnings[0].find("profile.json.corrupt-") != std::string::npos);
    CHECK(loaded.profile == Profile{});
    int aside = 0;
    for (auto& e : fs::directory_iterator(dir)) {
        if (e.path().filename().string().rfind("profile.json.corrupt-", 0) == 0) {
            ++aside;
            CHECK(slurp(e.path()) == "{\"settings\": {\"music_volume\": \"loud\"}");
        }
    }
    CHECK(aside == 1);
    CHECK_FALSE(fs::exists(dir / "profile.json"));
    fs::remove_all(dir);
}

TEST_CASE("a profile with a wrong value is rejected with its place", "[profile]") {
    try {
        profile_from_text("{\n \"settings\": {\"music_volume\": 300}\n}", "profile.json");
        FAIL("no error");
    } catch (const LevelError& e) {
        CHECK(std::string(e.what()) ==
              "profile.json:2:31: /settings/music_volume: expected an integer 0..100, got 300");
    }
}

TEST_CASE("an unwritable profile folder gives a reason, not a crash", "[profile]") {
    ProfileStore store("/proc/tessera-cannot-write-here");
    CHECK_FALSE(store.save(Profile{}).empty());
}

TEST_CASE("the window's size, place and full screen are kept in the profile", "[profile]") {
    auto dir = fresh_dir("window");
    ProfileStore store(dir.string());
    Profile p;
    CHECK(p.settings.window.width == 0); // never saved: the window opens to fit the screen
    p.settings.fullscreen = true;
    p.settings.window = {1366, 700, -20, 35};
    REQUIRE(store.save(p).empty());
    const std::string text = slurp(dir / "profile.json");
    CHECK(text.find("\"window\"") != std::string::npos);
    auto loaded = store.load();
    CHECK(loaded.warnings.empty());
    CHECK(loaded.profile.settings.fullscreen);
    CHECK(loaded.profile.settings.window == p.settings.window);
    // Without a place it opens centred; a profile from before the field opens to fit the screen.
    p.settings.window = {1000, 600, std::nullopt, std::nullopt};
    REQUIRE(store.save(p).empty());
    CHECK(store.load().profile.settings.window == p.settings.window);
    CHECK(profile_from_text("{\"settings\": {\"fullscreen\": false}}", "p.json").settings.window ==
          WindowPlacement{});
    fs::remove_all(dir);
}

TEST_CASE("a window with a wrong size or half a place is rejected with its place", "[profile]") {
    auto error_of = [](const std::string& text) {
        try {
            profile_from_text(text, "profile.json");
        } catch (const LevelError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    CHECK(error_of("{\"settings\": {\"window\": {\"width\": 0, \"height\": 720}}}") ==
          "profile.json:1:35: /settings/window/width: expected an integer 1..100000, got 0");
    CHECK(error_of("{\"settings\": {\"window\": {\"width\": 800, \"height\": 450, \"x\": 5}}}")
              .find("/settings/window: missing field \"y\"") != std::string::npos);
    CHECK(error_of("{\"settings\": {\"window\": [800, 450]}}").find("/settings/window: expected an object") !=
          std::string::npos);
}
