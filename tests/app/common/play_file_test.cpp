// `tessera play FILE` (tessera/app/scenes/play_file.hpp): a level file from any folder opens
// straight into its game, saving the file reloads it through the real file watcher, and a file
// that stops validating leaves the last good version playable with the error in the window.
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

const app::GameScene* game_on_top(app::App& a) {
    return dynamic_cast<const app::GameScene*>(a.scenes().top());
}

} // namespace

TEST_CASE("play --game G --seed S deals the game's first level with that seed", "[app][play]") {
    auto a = testing::headless_app(scratch("home-seed"), true);
    a->profile().totals["help/seen/sudoku"] = 1;
    REQUIRE(app::open_level(*a, {"", "sudoku", 77, true}).empty());
    a->simulate(1);
    const auto* g = game_on_top(*a);
    REQUIRE(g);
    CHECK(g->level().game == "sudoku");
    CHECK(a->seed_override == std::optional<std::uint64_t>(77));
}

TEST_CASE("a level added before played ones does not lock them again", "[app][levels]") {
    // Sudoku's 11b-chains.json came after players had reached 12-diabolical.json: the chain of
    // "previous level completed" alone would lock 12 again until 11b is solved.
    auto level = [](const char* id) {
        levels::LevelInfo lv;
        lv.game = "sudoku";
        lv.id = id;
        lv.group = "Stage 2";
        return lv;
    };
    const std::vector<levels::LevelInfo> list = {level("10-xy-wing"), level("11-colours"),
                                                 level("11b-chains"), level("12-diabolical"),
                                                 level("13-later")};
    levels::Profile profile;
    profile.levels["sudoku/10-xy-wing"].completed = true;
    profile.levels["sudoku/11-colours"].completed = true;
    profile.saves["sudoku/12-diabolical"] = nlohmann::json{{"id", "x"}, {"moves", nlohmann::json::array()}};
    auto open = app::unlocked_levels(profile, list);
    CHECK(open == std::vector<bool>{true, true, true, true, false});
    // Without the saved game, 12 waits for the new level, as a level never reached does.
    profile.saves.clear();
    open = app::unlocked_levels(profile, list);
    CHECK(open == std::vector<bool>{true, true, true, false, false});
    // A record of 13 (played, not completed) keeps 12 and 13 open.
    profile.levels["sudoku/13-later"].plays = 1;
    open = app::unlocked_levels(profile, list);
    CHECK(open == std::vector<bool>{true, true, true, true, true});
}

TEST_CASE("the player's own levels sit under a My levels heading in level select", "[app][levels]") {
    const fs::path home = scratch("home-heading");
    fs::create_directories(home / "levels" / "sudoku");
    write_file(home / "levels" / "sudoku" / "mine.json",
               R"({"game": "sudoku", "title": "Mine", "difficulty": "easy", "stage": "classic"})");
    auto a = testing::headless_app(home, false);
    a->scenes().push(app::make_level_select_scene(*a, "sudoku"));
    a->simulate(2);
    bool heading = false;
    for (int i = 0; i < 30 && !heading; ++i) { // the arrows bring the last card and its heading into view
        SDL_Event down{};
        down.type = SDL_KEYDOWN;
        down.key.keysym.sym = SDLK_DOWN;
        a->dispatch(down);
        a->gfx().layout_log().enabled = true;
        a->simulate(1);
        a->gfx().layout_log().enabled = false;
        for (const auto& t : a->gfx().layout_log().texts) heading = heading || t.text == "My levels";
    }
    CHECK(heading);
}
