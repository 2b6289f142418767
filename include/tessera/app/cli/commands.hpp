#pragma once
// `tessera` subcommands that need the whole program (levels, screenshot, bench) and the entry point.
#include <string>
#include <vector>

namespace tessera::cli {

int run_main(int argc, char** argv);

int levels_command(const std::vector<std::string>& args);
int screenshot_command(const std::vector<std::string>& args);
int bench_command(const std::vector<std::string>& args, const std::string& self_path);
int play_command();
// Hidden: start headless, draw the menu once, exit (the bench's start-up probe).
int first_frame_command();

} // namespace tessera::cli
