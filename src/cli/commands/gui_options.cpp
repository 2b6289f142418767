#include "tessera/cli/gui_options.hpp"

#include <cstdio>
#include <filesystem>

#include "tessera/cli/commands.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::cli {

namespace {

std::string game_list() {
    std::string out;
    for (const auto& g : game_commands()) out += (out.empty() ? "" : ", ") + std::string(g.id);
    return out;
}

} // namespace

std::optional<FreePlayId> free_play_id_argument(const std::string& file) {
    std::error_code ec;
    if (file.empty() || std::filesystem::exists(file, ec)) return std::nullopt;
    return parse_free_play_id(file);
}

CLI::App* add_play_command(CLI::App& parent, PlayOptions& o) {
    CLI::App* cmd = parent.add_subcommand(
        "play", "Open the game window (the same as no command); with FILE, straight into that level, "
                "reloaded whenever the file is saved");
    cmd->add_option("FILE", o.file,
                    "a level file, from any folder (never locked), or a free-play game id "
                    "<game>:new=<difficulty>#<seed> (tessera daily prints the day's)");
    cmd->add_option("--game", o.game, "without FILE: open this game's first level: " + game_list());
    cmd->add_option("--seed", o.seed, "deal the level with this seed instead of its own");
    return cmd;
}

CLI::App* add_preview_command(CLI::App& levels, PreviewOptions& o) {
    CLI::App* cmd = levels.add_subcommand(
        "preview", "Render a level's start as the game shows it (headless) to a PNG; the file is "
                   "checked first, and a broken one gets its errors and exit 1");
    cmd->add_option("FILE", o.file, "the level file")->required();
    cmd->add_option("-o,--output", o.output, "the PNG to write")->required();
    cmd->add_flag("--solution", o.solution,
                  "a strip of frames instead: the start, moves along the line the game's own solver "
                  "plays (its hints, in turn) and the won end; exit 1 if that line does not win");
    cmd->add_option("--frames", o.frames, "with --solution: pictures in the strip")
        ->check(CLI::Range(2, 12))
        ->capture_default_str();
    return cmd;
}

int check_play_options(const PlayOptions& o, std::ostream& err) {
    if (!o.game.empty() && !find_game_commands(o.game)) {
        err << "tessera play: --game: no game \"" << o.game << "\" (" << game_list() << ")\n";
        return kExitUsage;
    }
    if (const auto id = free_play_id_argument(o.file)) {
        std::string problem = free_play_problem(*id);
        if (problem.empty() && !o.game.empty() && o.game != id->game)
            problem = "the game is " + id->game + ", not --game " + o.game;
        if (problem.empty() && o.seed) problem = "the id has its seed; --seed does not go with it";
        if (problem.empty()) return kExitOk;
        err << "tessera play: " << o.file << ": " << problem << "\n";
        return kExitUsage;
    }
    if (o.file.empty()) {
        if (o.seed && o.game.empty()) {
            err << "tessera play: --seed needs --game G or a level FILE\n";
            return kExitUsage;
        }
        return kExitOk;
    }
    levels::LevelInfo info = levels::check_level_file(o.file, true);
    if (!info.broken() && !o.game.empty()) levels::require_game(info, o.game);
    if (!info.broken()) return kExitOk;
    for (const auto& e : info.errors) err << e.what() << "\n";
    return kExitInvalid;
}

CLI::App* add_screenshot_command(CLI::App& parent, ScreenshotOptions& o) {
    CLI::App* cmd = parent.add_subcommand("screenshot", "Render any scene headless to a PNG");
    cmd->add_option("--scene", o.scene, std::string("the scene: ") + kSceneNames)->capture_default_str();
    cmd->add_option("--game", o.game, "the game of a levels, game, pause or result scene: " + game_list());
    cmd->add_option("--level", o.level, "a level file for --scene game (default: the game's first level)");
    cmd->add_option("--seed", o.seed, "deal with this seed instead of the level's");
    cmd->add_option("--size", o.size, "window size WxH, 64x64 to 7680x4320")
        ->capture_default_str()
        ->check([&o](const std::string& v) -> std::string {
            int w = 0, h = 0;
            char tail = 0;
            if (std::sscanf(v.c_str(), "%dx%d%c", &w, &h, &tail) != 2 || w < 64 || h < 64 || w > 7680 ||
                h > 4320)
                return "--size must be WxH between 64x64 and 7680x4320, got \"" + v + "\"";
            o.width = w;
            o.height = h;
            return {};
        });
    cmd->add_option("--steps", o.steps, "steps of 1/120 s played before the picture")
        ->capture_default_str()
        ->check(CLI::Range(0, 100000));
    cmd->add_option("--keys", o.keys,
                    "keys pressed one after another once the scene is up, each followed by --steps "
                    "steps: SDL key names, comma-separated (h,h: a hint, then its next grade)");
    cmd->add_option("-o,--output", o.output, "the PNG to write")->required();
    return cmd;
}

CLI::App* add_bench_command(CLI::App& parent, BenchOptions& o) {
    CLI::App* cmd = parent.add_subcommand(
        "bench", "Fixed-seed workloads of every game, frame times, start-up and memory, and a result "
                 "signature");
    cmd->add_flag("--json", o.json, "machine-readable output");
    cmd->add_flag("--core", o.core,
                  "only the games' core workloads (no window code is loaded): the signature test");
    cmd->add_option("--filter", o.filter, "only workloads whose name contains NAME");
    cmd->add_option("--game", o.game,
                    "only this game's core workloads, and their own signature (each game pins its own)");
    cmd->add_option("--repeat", o.repeat,
                    "rounds: every workload runs once per round, the rounds one after another, and each row "
                    "shows the medians (wall-clock and CPU time)")
        ->capture_default_str()
        ->check(CLI::Range(1, 99));
    return cmd;
}

CLI::App* add_first_frame_command(CLI::App& parent) {
    CLI::App* cmd = parent.add_subcommand("first-frame", "start headless, draw the menu once, exit");
    cmd->group(""); // hidden from the help
    return cmd;
}

} // namespace tessera::cli
