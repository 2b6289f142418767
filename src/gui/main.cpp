// tessera-gui: the half of `tessera` that opens windows. `tessera` checks the command line and hands
// over with execv (its own argv), so this parses the same definitions again and runs the command.
#include <iostream>

#include "gui_commands.hpp"
#include "pixel_bench.hpp"
#include "tessera/cli/commands.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/levels/common/atomic_file.hpp"

namespace {

int run(int argc, char** argv) {
    using namespace tessera;
    const cli::Args args(argv + 1, argv + argc);
    CLI::App app{"tessera-gui: the game window, screenshots and the frame bench (run through tessera)",
                 "tessera"};
    app.require_subcommand(0, 1);
    cli::PlayOptions play;
    cli::ScreenshotOptions shot;
    cli::BenchOptions bench;
    cli::add_play_command(app, play);
    cli::add_screenshot_command(app, shot);
    cli::add_bench_command(app, bench);
    cli::add_first_frame_command(app);
    cli::PreviewOptions preview;
    CLI::App* levels = app.add_subcommand("levels", "level files: preview FILE -o OUT.png");
    levels->require_subcommand(1);
    cli::add_preview_command(*levels, preview);
    std::string save_loop_key = "test/save-loop";
    CLI::App* save_loop = app.add_subcommand("save-loop", "tests: save the profile until killed");
    save_loop->group(""); // hidden: the SIGKILL test's writer (tests/app/profile_kill_test.cpp)
    save_loop->add_option("--key", save_loop_key, "the level key whose plays are counted");
    if (auto code = cli::parse(app, args, std::cout, std::cerr)) return *code;
    const std::string command = cli::chosen_subcommand(app);
    if (command == "screenshot") return gui::screenshot_command(shot);
    if (command == "first-frame") return gui::first_frame_command();
    if (command == "levels") return gui::preview_command(preview);
    if (command == "save-loop") return gui::save_loop_command(save_loop_key);
    if (command == "bench") {
        std::vector<bench::Workload> extra = gui::frame_workloads();
        for (auto&& w : gui::pixel_workloads()) extra.push_back(std::move(w));
        for (auto&& w : gui::startup_workloads()) extra.push_back(std::move(w));
        return cli::bench_command(cli::Args(args.begin() + 1, args.end()), std::cout, std::cerr, extra);
    }
    return gui::play_command(play);
}

} // namespace

int main(int argc, char** argv) {
    tessera::levels::check_standard_output();
    const int code = run(argc, argv);
    // What a command printed must have reached its destination (a full disk, /dev/full).
    if (const std::string why = tessera::levels::close_standard_output(); !why.empty()) {
        std::cerr << "tessera: " << why << "\n";
        return code == 0 ? 1 : code;
    }
    return code;
}
