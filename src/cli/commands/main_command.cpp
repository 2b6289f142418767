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

// The top-level help's footer: what the man page's FILES, ENVIRONMENT and EXIT STATUS sections
// are made from (help2man, cmake/man_page.cmake), so they say what this program does.
constexpr const char* kFooterHelp =
    "Files:\n"
    "  ~/.local/share/" TESSERA_APP_ID "/profile.json\n"
    "                              settings, progress, best times and games in progress\n"
    "                              (the folder is $XDG_DATA_HOME/" TESSERA_APP_ID "\n"
    "                              when XDG_DATA_HOME is an absolute path, $TESSERA_HOME\n"
    "                              when that is set)\n"
    "  ~/.local/share/" TESSERA_APP_ID "/levels/GAME/*.json\n"
    "                              your own levels, listed as \"My levels\", in the same\n"
    "                              folder. What older versions kept in\n"
    "                              ~/.local/share/tessera/tessera and\n"
    "                              ~/.local/share/tessera/levels is moved there.\n"
    "  " TESSERA_INSTALL_DATADIR "\n"
    "                              assets and levels: the first of $TESSERA_DATA_DIR, the\n"
    "                              program's own folder, " TESSERA_DATA_FROM_BINDIR " beside it,\n"
    "                              this one\n"
    "\n"
    "Environment:\n"
    "  TESSERA_HOME                the profile folder (profile and levels), instead of the\n"
    "                              per-user one\n"
    "  TESSERA_DATA_DIR            the folder holding assets/ and levels/, looked in first\n"
    "  TESSERA_LANG                the language (en, zh_CN, es), over the setting and the\n"
    "                              locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)\n"
    "  TESSERA_LOCALE_DIR          the folder holding <lang>/LC_MESSAGES/tessera.mo\n"
    "  TESSERA_FONT, TESSERA_FONT_BOLD, TESSERA_FONT_CJK\n"
    "                              font files (default: found by fontconfig: DejaVu Sans,\n"
    "                              WenQuanYi Micro Hei)\n"
    "  XDG_DATA_HOME               the per-user data folder (default: ~/.local/share; a\n"
    "                              relative path is ignored)\n"
    "  SDL_VIDEODRIVER, SDL_AUDIODRIVER\n"
    "                              SDL's drivers (dummy: no window, no sound)\n"
    "\n"
    "Exit status:\n"
    "  0                           success\n"
    "  1                           invalid input (a level, puzzle or file that is not valid),\n"
    "                              or the game's data or window program cannot be found\n"
    "  2                           usage error (the message is on stderr)";

} // namespace

int run_main(int argc, char** argv) {
    const Args args(argv + 1, argv + argc);
    const Args rest = args.empty() ? Args{} : Args(args.begin() + 1, args.end());
    if (!args.empty()) {
        if (const GameCommands* g = find_game_commands(args[0]))
            return g->main(rest, std::cin, std::cout, std::cerr);
        if (args[0] == "levels") return levels_command(rest, std::cout, std::cerr);
        if (args[0] == "daily") return daily_command(rest, std::cout, std::cerr);
    }

    CLI::App app{"Tessera " TESSERA_VERSION ": tile puzzles. With no command, opens the game window.",
                 "tessera"};
    app.set_version_flag("-V,--version", "tessera " TESSERA_VERSION);
    app.require_subcommand(0, 1);
    PlayOptions play;
    ScreenshotOptions shot;
    BenchOptions bench;
    add_play_command(app, play);
    app.add_subcommand(
        "levels",
        "Level files: levels validate PATH..., levels preview FILE -o OUT.png (tessera levels --help)");
    app.add_subcommand("daily",
                       "The day's challenge of a game: daily --game G [--date YYYY-MM-DD] prints its "
                       "free-play game id, the same for every player");
    add_screenshot_command(app, shot);
    add_bench_command(app, bench);
    add_first_frame_command(app);
    for (const GameCommands& g : game_commands())
        app.add_subcommand(std::string(g.id),
                           std::string(g.summary) + " (tessera " + std::string(g.id) + " --help)");
    conventions(app);
    app.footer(kFooterHelp);
    if (auto code = parse(app, args, std::cout, std::cerr)) return *code;
    if (chosen_subcommand(app) == "bench" && bench.core) return bench_command(rest, std::cout, std::cerr);
    if (chosen_subcommand(app) == "play")
        if (int code = check_play_options(play, std::cerr)) return code;
    return hand_over_to_gui(argv, std::cerr);
}

} // namespace tessera::cli
