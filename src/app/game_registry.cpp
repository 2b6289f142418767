#include "tessera/app/game_registry.hpp"

#include "tessera/games.hpp"

namespace tessera::app {

const std::vector<GameDescriptor>& game_registry() {
#define TESSERA_DESCRIPTOR(g) g##_descriptor(),
    static const std::vector<GameDescriptor> games = {TESSERA_GAMES(TESSERA_DESCRIPTOR)};
#undef TESSERA_DESCRIPTOR
    return games;
}

const GameDescriptor* find_game(const std::string& id) {
    for (const auto& g : game_registry())
        if (g.id == id) return &g;
    return nullptr;
}

} // namespace tessera::app
