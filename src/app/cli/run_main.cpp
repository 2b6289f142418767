#include <SDL.h>
#include <iostream>
#include <string>
#include <vector>

#include "tessera/app/app.hpp"
#include "tessera/app/cli/commands.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/cli/game_commands.hpp"

namespace tessera::cli {

namespace {

const char* kUsage =
    "Tessera " TESSERA_VERSION " - five tile puzzles\n"
    "\n"
    "usage:\n"
    "  tessera                         play (opens the window)\n"
    "  tessera --help | --version\n"
    "  tessera levels validate PATH... check level files or folders; exit 0 only if all are valid\n"
    "  tessera screenshot --scene NAME [--game G] [--level FILE] [--seed S] [--size WxH] [--steps N] -o "
    "OUT.png\n"
    "                                  render a scene headless (menu settings help levels pause result "
    "game)\n"
    "  tessera bench [--json] [--core] [--filter NAME]\n"
    "                                  fixed-seed workloads: throughput per workload and a result signature\n"
    "  tessera match3    generate|hint ...          (tessera match3 --help)\n"
    "  tessera samegame  solve|generate|hint ...    (tessera samegame --help)\n"
    "  tessera sudoku    solve|generate|rate ...    (tessera sudoku --help)\n"
    "  tessera tilestack solve|generate ...         (tessera tilestack --help)\n"
    "  tessera onestroke recognize|hint ...         (tessera onestroke --help)\n"
    "\n"
    "environment: TESSERA_HOME (profile folder), TESSERA_DATA_DIR (assets and levels),\n"
    "             TESSERA_FONT / TESSERA_FONT_BOLD (font files)\n";

} // namespace

int play_command() {
    std::string error;
    auto app = app::App::create({}, &error);
    if (!app) {
        std::cerr << "tessera: " << error << "\n";
        return 1;
    }
    app->scenes().push(app::make_menu_scene(*app));
    app->audio().play_music("assets/music/calm_loop.wav");
    return app->run();
}

int first_frame_command() {
    std::string error;
    app::AppOptions opt;
    opt.headless = true;
    auto app = app::App::create(opt, &error);
    if (!app) {
        std::cerr << "tessera: " << error << "\n";
        return 1;
    }
    app->scenes().push(app::make_menu_scene(*app));
    app->simulate(0);
    return 0;
}

int run_main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) return play_command();
    const std::string cmd = args[0];
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        std::cout << kUsage;
        return 0;
    }
    if (cmd == "--version") {
        std::cout << "tessera " << TESSERA_VERSION << "\n";
        return 0;
    }
    if (cmd == "levels") return levels_command(rest);
    if (cmd == "screenshot") return screenshot_command(rest);
    if (cmd == "bench") return bench_command(rest, argv[0]);
    if (cmd == "first-frame") return first_frame_command();
    if (cmd == "match3") return match3_main(rest, std::cin, std::cout, std::cerr);
    if (cmd == "samegame") return samegame_main(rest, std::cin, std::cout, std::cerr);
    if (cmd == "sudoku") return sudoku_main(rest, std::cin, std::cout, std::cerr);
    if (cmd == "tilestack") return tilestack_main(rest, std::cin, std::cout, std::cerr);
    if (cmd == "onestroke") return onestroke_main(rest, std::cin, std::cout, std::cerr);
    std::cerr << "tessera: unknown command \"" << cmd << "\"\n\n" << kUsage;
    return 2;
}

} // namespace tessera::cli
