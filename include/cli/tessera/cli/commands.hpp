#pragma once
// The `tessera` command: its dispatch, the text commands that are not a game's own, and the hand-
// over to `tessera-gui` for what needs SDL (the window, screenshots, the frame bench).
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/cli/common/workload.hpp"
#include "tessera/core/common/free_play.hpp"

namespace tessera::cli {

using Args = std::vector<std::string>;

// `tessera`'s main. Text commands run here; the rest is handed to tessera-gui.
int run_main(int argc, char** argv);

// `tessera levels validate PATH...`
int levels_command(const Args& args, std::ostream& out, std::ostream& err);

// `tessera daily --game G [--date YYYY-MM-DD]`: prints the day's free-play id.
int daily_command(const Args& args, std::ostream& out, std::ostream& err);
// The daily challenge of `game` on `date`; nullopt for a game not in this build.
std::optional<FreePlayId> daily_id(std::string_view game, const Date& date);
// What is wrong with a free-play id whose syntax parsed (an unknown game or difficulty), or "".
std::string free_play_problem(const FreePlayId& id);

// `tessera bench [--json] [--core] [--filter NAME]`: the core workloads of every game (their
// results make the signature), then `extra` rows (frames, start-up) that are timed only. `extra`
// is empty in `tessera` itself, which hands the full bench to tessera-gui.
int bench_command(const Args& args, std::ostream& out, std::ostream& err,
                  const std::vector<bench::Workload>& extra = {});

// Replaces this process with tessera-gui, same arguments; returns 1 (message on `err`) only when
// it cannot be started. TESSERA_CLI is set to this program's path for the gui's start-up bench.
int hand_over_to_gui(char** argv, std::ostream& err);
// Where tessera-gui is: next to this program (the build tree), then <bin>/../libexec/tessera
// (installed, wherever the tree was put), then the configured prefix; "" when in none of them.
std::string gui_path();

} // namespace tessera::cli
