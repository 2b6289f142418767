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
