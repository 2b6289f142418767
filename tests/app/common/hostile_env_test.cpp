// The game keeps going in a hostile environment: missing assets, no audio device, an
// unwritable profile folder. Each case gets a clear message naming the path.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "support/env_guard.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;
namespace fs = std::filesystem;
using tessera::testing::EnvGuard;

namespace {
// Collects what SDL_Log prints (the app's toasts and warnings go there too) while it lives.
struct LogCapture {
    std::vector<std::string> lines;
    SDL_LogOutputFunction old_fn = nullptr;
    void* old_data = nullptr;
    LogCapture() {
        SDL_LogGetOutputFunction(&old_fn, &old_data);
        SDL_LogSetOutputFunction(
            [](void* self, int, SDL_LogPriority, const char* message) {
                static_cast<LogCapture*>(self)->lines.emplace_back(message);
            },
            this);
    }
    ~LogCapture() { SDL_LogSetOutputFunction(old_fn, old_data); }
    LogCapture(const LogCapture&) = delete;
    LogCapture& operator=(const LogCapture&) = delete;
};

// Whether the last frame has more than one colour: the scene drew, not just the clear.
bool drew_something(app::App& a) {
    SDL_Surface* s = a.surface();
    if (!s || SDL_LockSurface(s) != 0) return false;
    const auto* first = static_cast<const Uint32*>(s->pixels);
    bool varied = false;
    for (int y = 0; y < s->h && !varied; ++y) {
        const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(s->pixels) +
                                                          static_cast<std::ptrdiff_t>(y) * s->pitch);
        for (int x = 0; x < s->w && !varied; ++x) varied = row[x] != *first;
    }
    SDL_UnlockSurface(s);
    return varied;
}
} // namespace

TEST_CASE("missing assets are reported by path and the menu still draws", "[app][hostile]") {
    const fs::path data = fs::temp_directory_path() / ("tessera-noassets-" + std::to_string(::getpid()));
    fs::create_directories(data / "assets");
    fs::create_directories(data / "levels");
    EnvGuard video("SDL_VIDEODRIVER", "dummy"), audio("SDL_AUDIODRIVER", "dummy");
    EnvGuard dir("TESSERA_DATA_DIR", data.string()), home("TESSERA_HOME", (data / "home").string());
    app::AppOptions opt;
    opt.headless = true;
    std::string error;
    // The source tree is found first through the build's base path; force our empty folder by
    // creating the App through the same search the binary uses only when it is the first hit.
    auto a = app::App::create(opt, &error);
    REQUIRE(a);
    a->gfx().image("assets/backgrounds/does-not-exist.png", {0, 0, 10, 10});
    a->gfx().sprite("no-such-atlas", "x", SDL_FRect{0, 0, 10, 10});
    a->scenes().push(app::make_menu_scene(*a));
    a->simulate(5);
    const auto& errors = a->gfx().log().errors();
    bool named_png = false, named_atlas = false;
    for (const auto& e : errors) {
        named_png = named_png || e.find("assets/backgrounds/does-not-exist.png") != std::string::npos;
        named_atlas = named_atlas || e.find("assets/sprites/no-such-atlas.json") != std::string::npos;
    }
    CHECK(named_png);
    CHECK(named_atlas);
    fs::remove_all(data);
}

TEST_CASE("with no audio device the game runs silent", "[app][hostile]") {
    EnvGuard video("SDL_VIDEODRIVER", "dummy"), audio("SDL_AUDIODRIVER", "no-such-driver");
    EnvGuard data("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR);
    app::AppOptions opt;
    opt.headless = true;
    std::string error;
    auto a = app::App::create(opt, &error);
    REQUIRE(a);
    INFO("audio: " << a->audio().status());
    CHECK_FALSE(a->audio().available());
    CHECK(a->audio().status().rfind("Sound is off: ", 0) == 0); // says why, for the log
    a->audio().play("click");                                   // a no-op, not a crash
    a->audio().play_music("assets/music/calm_loop.wav");
    a->scenes().push(app::make_menu_scene(*a));
    a->simulate(2);
    CHECK(a->scenes().size() == 1); // the menu is up and stays up
    CHECK(drew_something(*a));
}

TEST_CASE("an unwritable profile folder: the game plays on and warns once", "[app][hostile]") {
    EnvGuard video("SDL_VIDEODRIVER", "dummy"), audio("SDL_AUDIODRIVER", "dummy");
    EnvGuard data("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR);
    EnvGuard home("TESSERA_HOME", "/proc/tessera-readonly-home");
    // From the start: a folder that cannot be made is said at once (the saves then stay silent).
    LogCapture log;
    app::AppOptions opt;
    opt.headless = true;
    std::string error;
    auto a = app::App::create(opt, &error);
    REQUIRE(a);
    a->profile().record_play("match3/01");
    a->save_profile();
    a->save_profile();
    a->scenes().push(app::make_menu_scene(*a));
    a->simulate(2);
    a->save_profile();
    std::vector<std::string> warnings;
    for (const auto& line : log.lines)
        if (line.find("Progress cannot be saved") != std::string::npos) warnings.push_back(line);
    REQUIRE(warnings.size() == 1); // the start and three failed saves, one warning
    INFO(warnings[0]);
    CHECK(warnings[0].find("/proc/tessera-readonly-home") != std::string::npos); // names the place
    CHECK(warnings[0].find("You can keep playing") != std::string::npos);
    // It plays on: the menu is up and draws, and this session keeps what the file could not.
    CHECK(a->scenes().size() == 1);
    CHECK(drew_something(*a));
    CHECK(a->profile().levels["match3/01"].plays == 1);
}

TEST_CASE("an unreadable profile shows the not-being-saved marker on screen until it is fixed",
          "[app][hostile][profile]") {
    // profile.json is a folder: unreadable for root too (CI runs as root, where a mode-000 file
    // would be read).
    const fs::path home = fs::temp_directory_path() / ("tessera-marker-" + std::to_string(::getpid()));
    fs::remove_all(home);
    fs::create_directories(home / "profile.json");
    EnvGuard video("SDL_VIDEODRIVER", "dummy"), audio("SDL_AUDIODRIVER", "dummy");
    EnvGuard data("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR);
    EnvGuard profile_home("TESSERA_HOME", home.string());
    app::AppOptions opt;
    opt.headless = true;
    std::string error;
    auto a = app::App::create(opt, &error);
    REQUIRE(a);
    a->scenes().push(app::make_menu_scene(*a));
    auto marker_drawn = [&] {
        a->gfx().layout_log().enabled = true;
        a->simulate(1);
        a->gfx().layout_log().enabled = false;
        for (const auto& t : a->gfx().layout_log().texts)
            if (t.text == "\xE2\x9A\xA0 Progress is not being saved") return true;
        return false;
    };
    a->simulate(2);
    CHECK(marker_drawn());
    // The player is told why, with the path.
    const std::string toast = a->take_last_toast();
    CHECK(toast.find((home / "profile.json").string()) != std::string::npos);
    CHECK(toast.find("not a regular file (it is a folder)") != std::string::npos);
    a->profile().record_play("match3/01");
    a->save_profile();
    CHECK(fs::is_directory(home / "profile.json")); // nothing written over it
    a->simulate(180);
    CHECK(marker_drawn()); // still there three seconds on
    // Fixed by the player: within the two-second retry the progress is saved and the marker goes.
    fs::remove(home / "profile.json");
    a->simulate(150);
    CHECK_FALSE(marker_drawn());
    REQUIRE(fs::is_regular_file(home / "profile.json"));
    std::ifstream in(home / "profile.json");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text.find("\"match3/01\"") != std::string::npos);
    fs::remove_all(home);
}
