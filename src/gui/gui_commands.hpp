#pragma once
// What tessera-gui runs: the commands `tessera` hands over (play, screenshot, the full bench and
// the start-up probe), their options already checked by `tessera` with the same definitions
// (tessera/cli/gui_options.hpp).
#include <vector>

#include "tessera/cli/common/workload.hpp"
#include "tessera/cli/gui_options.hpp"

namespace tessera::gui {

int play_command(const cli::PlayOptions& options);
int screenshot_command(const cli::ScreenshotOptions& options);
// `tessera levels preview FILE -o OUT.png`: the screenshot of the level's game scene.
int preview_command(const cli::PreviewOptions& options);
// `--solution`: the game's hints played in turn until the level is won, as a strip of frames.
int solution_strip_command(const cli::PreviewOptions& options);
// Start headless, draw the menu once, exit: what the bench's start-up row times.
int first_frame_command();
// Hidden (tests only): start headless as the game does, print "ready", then record a play of
// level KEY and save through App::save_profile, again and again until killed (the SIGKILL test).
int save_loop_command(const std::string& key);

// The bench rows only the window code can run: frame CPU time per scene, start-up, memory.
std::vector<bench::Workload> frame_workloads();
std::vector<bench::Workload> startup_workloads();

} // namespace tessera::gui
