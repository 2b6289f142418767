// The profile folder is <per-user data folder>/<app id>, and a profile left by older versions in
// <per-user data folder>/tessera/tessera is moved there at start, losing nothing.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "support/env_guard.hpp"
#include "support/files.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/paths.hpp"

namespace fs = std::filesystem;
using namespace tessera;

using tessera::testing::EnvGuard;
using tessera::testing::slurp;

TEST_CASE("the profile folder is named by the app id, with no doubled tessera/tessera", "[app][profile]") {
    const fs::path data_home =
        fs::temp_directory_path() / ("tessera-xdg-plain-" + std::to_string(::getpid()));
    fs::remove_all(data_home);
    EnvGuard xdg("XDG_DATA_HOME", data_home.c_str()), home("TESSERA_HOME", nullptr);
    std::vector<std::string> notes;
    CHECK(app::profile_dir(&notes) == (data_home / TESSERA_APP_ID).string());
    CHECK(fs::is_directory(data_home / TESSERA_APP_ID));
    CHECK_FALSE(fs::exists(data_home / "tessera"));
    CHECK(notes.empty());
    fs::remove_all(data_home);
}

TEST_CASE("an old profile moves to the app id's folder and the game starts with it",
          "[app][profile][migration]") {
    const fs::path data_home = fs::temp_directory_path() / ("tessera-xdg-old-" + std::to_string(::getpid()));
    fs::remove_all(data_home);
    const fs::path old_dir = data_home / "tessera" / "tessera";
    fs::create_directories(old_dir);
    const std::string profile =
        R"({"format": 1, "settings": {"music_volume": 7},)"
        R"( "levels": {"sudoku/01-first": {"completed": true, "plays": 4, "stars": 3}}})";
    std::ofstream(old_dir / "profile.json", std::ios::binary) << profile;
    std::ofstream(old_dir / "profile.json.corrupt-20260101-000000", std::ios::binary) << "kept too";

    EnvGuard xdg("XDG_DATA_HOME", data_home.c_str()), home("TESSERA_HOME", nullptr);
    EnvGuard video("SDL_VIDEODRIVER", "dummy"), audio("SDL_AUDIODRIVER", "dummy");
    app::AppOptions opt;
    opt.headless = true;
    std::string error;
    auto a = app::App::create(opt, &error);
    INFO(error);
    REQUIRE(a);
    const fs::path new_dir = data_home / TESSERA_APP_ID;
    CHECK(slurp(new_dir / "profile.json") == profile); // moved byte for byte, not rewritten
    CHECK(slurp(new_dir / "profile.json.corrupt-20260101-000000") == "kept too");
    CHECK_FALSE(fs::exists(data_home / "tessera")); // the emptied doubled folder is gone
    // The game plays on with the moved progress.
    CHECK(a->profile().settings.music_volume == 7);
    CHECK(a->profile().levels.at("sudoku/01-first").stars == 3);
    a.reset();
    fs::remove_all(data_home);
}

TEST_CASE("one folder: the player's levels are in the profile folder", "[app][profile][folders]") {
    const fs::path data_home = fs::temp_directory_path() / ("tessera-xdg-one-" + std::to_string(::getpid()));
    fs::remove_all(data_home);
    EnvGuard xdg("XDG_DATA_HOME", data_home.c_str()), home("TESSERA_HOME", nullptr);
    const std::string dir = app::profile_dir();
    CHECK(dir == (data_home / TESSERA_APP_ID).string());
    CHECK(levels::user_levels_dir() == dir + "/levels");
    fs::remove_all(data_home);
}

TEST_CASE("a relative XDG_DATA_HOME is ignored for the profile and the levels alike",
          "[app][profile][folders]") {
    const fs::path home_dir = fs::temp_directory_path() / ("tessera-home-rel-" + std::to_string(::getpid()));
    fs::remove_all(home_dir);
    fs::create_directories(home_dir);
    const fs::path cwd = fs::current_path();
    fs::current_path(home_dir); // a relative path would land here
    EnvGuard xdg("XDG_DATA_HOME", "relative/data"), home("HOME", home_dir.c_str()),
        tessera_home("TESSERA_HOME", nullptr);
    const fs::path expected = home_dir / ".local" / "share" / TESSERA_APP_ID;
    CHECK(app::profile_dir() == expected.string());
    CHECK(levels::user_levels_dir() == (expected / "levels").string());
    CHECK_FALSE(fs::exists(home_dir / "relative"));
    fs::current_path(cwd);
    fs::remove_all(home_dir);
}

TEST_CASE("the player's levels move from the old folder, losing nothing",
          "[app][profile][folders][migration]") {
    const fs::path data_home = fs::temp_directory_path() / ("tessera-xdg-lv-" + std::to_string(::getpid()));
    fs::remove_all(data_home);
    const fs::path old_levels = data_home / "tessera" / "levels";
    const fs::path new_levels = data_home / TESSERA_APP_ID / "levels";
    fs::create_directories(old_levels / "sudoku");
    fs::create_directories(old_levels / "match3");
    fs::create_directories(new_levels / "sudoku");
    std::ofstream(old_levels / "sudoku" / "mine.json") << "old mine";
    std::ofstream(old_levels / "sudoku" / "both.json") << "old both";
    std::ofstream(old_levels / "match3" / "m.json") << "old m";
    std::ofstream(new_levels / "sudoku" / "both.json") << "new both";
    EnvGuard xdg("XDG_DATA_HOME", data_home.c_str()), home("TESSERA_HOME", nullptr);
    std::vector<std::string> notes;
    CHECK(app::profile_dir(&notes) == (data_home / TESSERA_APP_ID).string());
    CHECK(slurp(new_levels / "sudoku" / "mine.json") == "old mine");
    CHECK(slurp(new_levels / "match3" / "m.json") == "old m");
    CHECK(slurp(new_levels / "sudoku" / "both.json") == "new both"); // never overwritten
    CHECK(slurp(old_levels / "sudoku" / "both.json") == "old both"); // kept where it was
    CHECK_FALSE(fs::exists(old_levels / "match3"));
    std::string said;
    for (const auto& n : notes) said += n + "\n";
    INFO(said);
    CHECK(said.find("Your own levels moved from " + old_levels.string()) != std::string::npos);
    CHECK(said.find("Kept " + (old_levels / "sudoku" / "both.json").string()) != std::string::npos);
    fs::remove_all(data_home);
}

TEST_CASE("a profile folder that cannot be made: no saving, and nothing written anywhere else",
          "[app][profile][folders]") {
    const fs::path work = fs::temp_directory_path() / ("tessera-cwd-" + std::to_string(::getpid()));
    fs::remove_all(work);
    fs::create_directories(work);
    const std::string unrelated = R"({"name": "my-node-project", "version": "1.0.0"})";
    std::ofstream(work / "profile.json") << unrelated;
    const fs::path cwd = fs::current_path();
    fs::current_path(work);
    EnvGuard xdg("XDG_DATA_HOME", "/proc/nonexistent/x"), home("TESSERA_HOME", nullptr);
    EnvGuard video("SDL_VIDEODRIVER", "dummy"), audio("SDL_AUDIODRIVER", "dummy");
    EnvGuard data("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR);
    std::string why;
    CHECK(app::profile_dir(nullptr, &why).empty());
    CHECK(why.find("/proc/nonexistent") != std::string::npos);
    {
        app::AppOptions opt;
        opt.headless = true;
        std::string error;
        auto a = app::App::create(opt, &error);
        INFO(error);
        REQUIRE(a);
        // Said at once, with the place and the reason; the game plays on, marked unsaved.
        const std::string toast = a->take_last_toast();
        CHECK(toast.find("Progress cannot be saved") != std::string::npos);
        CHECK(toast.find("/proc/nonexistent") != std::string::npos);
        CHECK(a->progress_unsaved());
        a->profile().record_play("sudoku/01-first-lines");
        a->save_profile();
        CHECK(a->profile().levels.at("sudoku/01-first-lines").plays == 1);
    }
    fs::current_path(cwd);
    CHECK(slurp(work / "profile.json") == unrelated); // the unrelated file is untouched
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(work)) ++entries;
    CHECK(entries == 1); // and nothing else was written here
    fs::remove_all(work);
}
