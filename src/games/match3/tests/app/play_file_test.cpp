// `tessera play FILE` and the player's own levels, with Swap's level files: a file opened from any
// folder, reloaded when saved, refused with every error when broken, and listed as My levels.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>
#include <unistd.h>

#include "support/files.hpp"
#include "support/headless_app.hpp"
#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/scenes/play_file.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace fs = std::filesystem;
using namespace tessera;

using tessera::testing::write_file;

namespace {

fs::path scratch(const std::string& name) {
    const fs::path p =
        fs::temp_directory_path() / ("tessera-play-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(p);
    fs::create_directories(p);
    return p;
}

std::string match3_level(const std::string& title, int colours) {
    return R"({"game": "match3", "title": ")" + title +
           R"(", "board": {"width": 7, "height": 7}, "colours": )" + std::to_string(colours) +
           R"(, "goal": {"type": "moves", "score": 600, "moves": 20}})";
}

const app::GameScene* game_on_top(app::App& a) {
    return dynamic_cast<const app::GameScene*>(a.scenes().top());
}

// Plays frames (a tenth of a second each) until `done` or ten seconds of waiting have passed:
// the watcher looks at the file every 200 ms and checks it on its own thread.
template <class Done> bool pump_until(app::App& a, Done done) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < give_up) {
        a.simulate(12);
        if (done()) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
}

} // namespace

TEST_CASE("play FILE opens a level from any folder, and saving the file reloads it in the same window",
          "[app][play]") {
    const fs::path folder = scratch("level");
    const fs::path file = folder / "my-level.json";
    write_file(file, match3_level("Mine", 5));
    auto a = testing::headless_app(scratch("home"), true);
    a->profile().totals["help/seen/match3"] = 1; // no "How to play" over the level

    REQUIRE(app::open_level(*a, {file.string(), "", std::nullopt, true}).empty());
    a->simulate(1);
    REQUIRE(a->scenes().size() == 2); // the menu under the level: leaving it leads there
    const auto* first = game_on_top(*a);
    REQUIRE(first);
    CHECK(first->level().title == "Mine");
    CHECK(first->level().path == file.string());

    SECTION("a valid save replaces the level") {
        write_file(file, match3_level("Mine, edited", 6));
        REQUIRE(pump_until(*a, [&] {
            const auto* g = game_on_top(*a);
            return g && g->level().title == "Mine, edited";
        }));
        CHECK(a->scenes().size() == 2);
        CHECK(a->take_last_toast() == "Reloaded my-level.json");
    }
    SECTION("a save that does not validate shows the error and keeps the last good version") {
        write_file(file, match3_level("Mine, broken", 99));
        std::string toast;
        REQUIRE(pump_until(*a, [&] {
            toast = a->take_last_toast();
            return !toast.empty();
        }));
        CHECK(toast.find("Not reloaded, the last good version stays: " + file.string() +
                         ":1:92: /colours: expected an integer 3..8, got 99") != std::string::npos);
        CHECK(game_on_top(*a) == first);
        CHECK(first->level().title == "Mine");
        // The error over the level, as the window shows it (docs/levels.md has this picture).
        a->simulate(1);
        CHECK(a->save_png((folder / "reload-error.png").string()).empty());
    }
    SECTION("each reload says how the file stands now: a new error or Reloaded replaces the last error") {
        auto saved_and_told = [&](const std::string& text) {
            a->take_last_toast();
            write_file(file, text);
            REQUIRE(pump_until(*a, [&] { return !a->take_last_toast().empty(); }));
        };
        saved_and_told(match3_level("Mine, broken", 99));
        saved_and_told(match3_level("Mine, broken again", 2));
        auto shown = a->toast_texts();
        REQUIRE(shown.size() == 1);
        CHECK(shown[0].find("/colours: expected an integer 3..8, got 2") != std::string::npos);
        saved_and_told(match3_level("Mine, fixed", 6));
        shown = a->toast_texts();
        REQUIRE(shown.size() == 1);
        CHECK(shown[0] == "Reloaded my-level.json");
        CHECK(game_on_top(*a)->level().title == "Mine, fixed");
    }
    a.reset();
    fs::remove_all(folder);
}

TEST_CASE("play FILE refuses a broken file with every error, and opens nothing", "[app][play]") {
    const fs::path file = scratch("broken") / "broken.json";
    write_file(file, R"({"game": "match3", "title": 5, "board": {"width": 2, "height": 6}, "colours": 5,
                    "goal": {"type": "endless"}})");
    auto a = testing::headless_app(scratch("home-broken"), true);
    const std::string error = app::open_level(*a, {file.string(), "", std::nullopt, true});
    CHECK(error == file.string() +
                       ":1:29: /title: expected a string or an object of translations ({\"en\": ..., "
                       "\"zh_CN\": ..., \"es\": ...}), got 5\n" +
                       file.string() + ":1:51: /board/width: expected an integer 3..16, got 2");
    a->simulate(1);
    CHECK(a->scenes().size() == 0);
}

TEST_CASE("the player's own levels are listed after the shipped ones, as My levels, never locked",
          "[app][levels]") {
    const fs::path home = scratch("home-user");
    fs::create_directories(home / "levels" / "match3");
    write_file(home / "levels" / "match3" / "a.json", match3_level("Mine A", 5));
    write_file(home / "levels" / "match3" / "b.json", match3_level("Mine B", 5));
    auto a = testing::headless_app(home, false);
    a->catalog().refresh("match3");
    a->catalog().wait_idle();
    const auto levels = a->catalog().listing("match3").levels;
    REQUIRE(levels.size() >= 4);
    const auto& mine_a = levels[levels.size() - 2];
    const auto& mine_b = levels.back();
    CHECK(mine_a.title == "Mine A");
    CHECK(mine_b.title == "Mine B");
    CHECK(mine_b.user);
    CHECK(mine_b.group == "My levels");
    CHECK(mine_b.key() == "match3/my/b");
    CHECK_FALSE(mine_b.broken());
    CHECK_FALSE(levels.front().user);
    // A fresh profile: the shipped chain is locked after its first level, the player's are not.
    const auto open = app::unlocked_levels(a->profile(), levels);
    CHECK(open[0]);
    CHECK_FALSE(open[1]);
    CHECK(open[levels.size() - 2]);
    CHECK(open.back());
}
