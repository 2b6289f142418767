// `tessera`: the one command players and designers type. Text commands (a game's own, levels,
// bench --core) run in this process, which links no SDL; the window, screenshots and the full bench
// are handed to tessera-gui after their arguments were checked here.
#include <iostream>

#include "tessera/cli/commands.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/cli/gui_options.hpp"

namespace tessera::cli {

namespace {

constexpr const char* kEnvironmentHelp =
    "Environment: TESSERA_HOME (profile folder), TESSERA_DATA_DIR (assets and levels),\n"
    "TESSERA_FONT / TESSERA_FONT_BOLD (font files).";

} // namespace

int run_main(int argc, char** argv) {
    const Args args(argv + 1, argv + argc);
    const Args rest = args.empty() ? Args{} : Args(args.begin() + 1, args.end());
    if (!args.empty()) {
        if (const GameCommands* g = find_game_commands(args[0]))
            return g->main(rest, std::cin, std::cout, std::cerr);
        if (args[0] == "levels") return levels_command(rest, std::cout, std::cerr);
    }

    CLI::App app{"Tessera " TESSERA_VERSION ": five tile puzzles. With no command, opens the game window.",
                 "tessera"};
    app.set_version_flag("-V,--version", "tessera " TESSERA_VERSION);
    app.require_subcommand(0, 1);
    PlayOptions play;
    ScreenshotOptions shot;
    BenchOptions bench;
    add_play_command(app, play);
    app.add_subcommand("levels", "Check level files: levels validate PATH... (tessera levels --help)");
    add_screenshot_command(app, shot);
    add_bench_command(app, bench);
    add_first_frame_command(app);
    for (const GameCommands& g : game_commands())
        app.add_subcommand(std::string(g.id),
                           std::string(g.summary) + " (tessera " + std::string(g.id) + " --help)");
    conventions(app);
    app.footer(std::string(kExitCodesHelp) + "\n" + kEnvironmentHelp);
    if (auto code = parse(app, args, std::cout, std::cerr)) return *code;
    if (chosen_subcommand(app) == "bench" && bench.core) return bench_command(rest, std::cout, std::cerr);
    return hand_over_to_gui(argv, std::cerr);
}

} // namespace tessera::cli
