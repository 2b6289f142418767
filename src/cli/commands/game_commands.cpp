#include "tessera/cli/game_commands.hpp"

#include "tessera/games.hpp"

#include <array>

namespace tessera::cli {

namespace {
#define TESSERA_GAME_ENTRY(g)                                                                                \
    GameCommands{#g,                                                                                         \
                 &g##_main,                                                                                  \
                 &g##_subcommands,                                                                           \
                 &g##_workloads,                                                                             \
                 g##_command_summary,                                                                        \
                 &g##_free_play,                                                                             \
                 &g##_startup_probe},
const std::array kGames{TESSERA_GAMES(TESSERA_GAME_ENTRY)};
#undef TESSERA_GAME_ENTRY
} // namespace

std::span<const GameCommands> game_commands() { return kGames; }

const GameCommands* find_game_commands(std::string_view id) {
    for (const auto& g : kGames)
        if (g.id == id) return &g;
    return nullptr;
}

} // namespace tessera::cli
