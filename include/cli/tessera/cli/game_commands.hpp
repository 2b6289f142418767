#pragma once
// Each game's text commands, `tessera <game> <args...>`, and its bench workloads, declared for
// every game folder (tessera/known_games.hpp); src/games/<game>/cli/ defines them:
//
//   int <g>_main(args, in, out, err)           args exclude the program and game names; all I/O
//                                              goes through the streams so tests can drive them
//   std::vector<std::string> <g>_subcommands() the subcommands <g>_main knows, read from its CLI11
//                                              definition (for tests and help checks)
//   std::vector<bench::Workload> <g>_workloads()
//   extern const char* const <g>_command_summary   one line for `tessera --help`
//   FreePlayInfo <g>_free_play()               free play's difficulties and daily challenge
//   std::optional<StartupProbe> <g>_startup_probe()  a short text command the bench times
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/cli/common/workload.hpp"
#include "tessera/known_games.hpp"

namespace tessera::cli {

using Args = std::vector<std::string>;

// A game's free play (issue 38; tessera/core/common/free_play.hpp has the id and daily seed).
struct FreePlayInfo {
    std::vector<std::string> difficulties; // what `<game>:new=<difficulty>#<seed>` accepts, in order
    std::string daily;                     // the difficulty the daily challenge plays
    // Deals (difficulty, seed), then checks its certificate with code the generator does not use;
    // "" when it holds, else what failed. Null while the game has no free-play deal in this build.
    std::string (*certify)(std::string_view difficulty, std::uint64_t seed) = nullptr;
    // The `<game>.new.<difficulty>` bench rows (bench_command runs them after the game's own).
    std::vector<bench::Workload> (*workloads)() = nullptr;
};

// A short text command of the game that `tessera bench`'s startup.cli times as a whole process, the
// dynamic loader included: `tessera <game> <args...>` with `input` on stdin. The bench times the
// first game of the build that has one; a game without one returns nullopt.
struct StartupProbe {
    std::vector<std::string> args; // after the game's name: {"solve"}
    std::string input;             // its stdin
    std::string what;              // its words in the bench's line: "solve (1 puzzle)"
};

#define TESSERA_DECLARE_GAME_COMMANDS(g)                                                                     \
    int g##_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err);                  \
    std::vector<std::string> g##_subcommands();                                                              \
    std::vector<bench::Workload> g##_workloads();                                                            \
    extern const char* const g##_command_summary;                                                            \
    FreePlayInfo g##_free_play();                                                                            \
    std::optional<StartupProbe> g##_startup_probe();
TESSERA_KNOWN_GAMES(TESSERA_DECLARE_GAME_COMMANDS)
#undef TESSERA_DECLARE_GAME_COMMANDS

struct GameCommands {
    std::string_view id; // the game id: the subcommand, the level folder and the "game" field
    int (*main)(const Args& args, std::istream& in, std::ostream& out, std::ostream& err);
    std::vector<std::string> (*subcommands)();
    std::vector<bench::Workload> (*workloads)();
    const char* summary;
    FreePlayInfo (*free_play)();
    std::optional<StartupProbe> (*startup_probe)();
};

// Every game of this build, in menu order.
std::span<const GameCommands> game_commands();
const GameCommands* find_game_commands(std::string_view id);

} // namespace tessera::cli
