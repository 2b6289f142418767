#pragma once
// The command lines of what tessera-gui runs (play, screenshot, bench), defined once here in the
// text layer: `tessera` checks them (so `-h` and usage errors never load SDL) before it hands the
// same arguments to tessera-gui, which parses them with the same definitions.
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "tessera/core/common/free_play.hpp"

namespace tessera::cli {

// The scenes `tessera screenshot --scene` knows.
inline constexpr const char* kSceneNames =
    "menu, settings, help, levels, pause, result, game, howto, ranking, freeplay, stats";

// `tessera play [FILE] [--game G] [--seed S]`.
struct PlayOptions {
    std::string file; // a level file to open straight into (anywhere; reloaded when saved)
    std::string game; // without a file: the game whose first level opens
    std::optional<std::uint64_t> seed;
    bool any() const { return !file.empty() || !game.empty() || seed.has_value(); }
};

// A play FILE that is no file but a free-play id (<game>:new=<difficulty>#<seed>), syntax only.
std::optional<FreePlayId> free_play_id_argument(const std::string& file);

struct ScreenshotOptions {
    std::string scene = "menu";
    std::string game;
    std::string level;
    std::optional<std::uint64_t> seed;
    std::string size = "1280x720";
    int width = 1280, height = 720;
    int steps = 120;
    std::string keys; // "h,h": keys pressed one after another once the scene is up (SDL key names)
    std::string output;
};

// `tessera levels preview FILE -o OUT.png [--solution]`: the level's start as the game shows it,
// headless; with --solution, a strip of frames along the line the game's solver plays to a win.
struct PreviewOptions {
    std::string file;
    std::string output;
    bool solution = false; // a strip: the start, frames along the solver's line, the won end
    int frames = 6;        // with --solution: how many pictures in the strip (2..12)
};

struct BenchOptions {
    bool json = false;
    bool core = false;
    std::string filter;
    std::string game; // only this game's core workloads (its own signature, src/games/<g>/game.cmake)
    int repeat = 1; // rounds: each workload once per round; medians are shown
};

// Each adds its subcommand to `parent` and returns it.
CLI::App* add_play_command(CLI::App& parent, PlayOptions& options);
CLI::App* add_screenshot_command(CLI::App& parent, ScreenshotOptions& options);
CLI::App* add_bench_command(CLI::App& parent, BenchOptions& options);
// Adds `preview` to `tessera levels` (in `tessera`, which checks the file, and in tessera-gui,
// which draws it).
CLI::App* add_preview_command(CLI::App& levels, PreviewOptions& options);
// What `tessera` checks before it hands `play` over, so that a broken file gets the validator's
// errors on stderr and exit 1, and no window: 0 when the window may open.
int check_play_options(const PlayOptions& options, std::ostream& err);
// The hidden start-up probe of the bench: start headless, draw the menu once, exit.
CLI::App* add_first_frame_command(CLI::App& parent);

} // namespace tessera::cli
