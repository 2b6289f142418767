#pragma once
// Tile Stack's params codec (the midend files every game's save under a GameId, saves.hpp). The
// id, "tilestack:level=<key>#<seed>", carries the deal's seed: a level without a fixed deal draws
// a new seed per game, so the save carries it and resuming deals the same box again. Tile Stack
// once wrote "tilestack seed <n>"; such saves in a player's profile still resume (the legacy alias).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "tessera/core/common/game_id.hpp"
#include "tessera/core/tilestack/game.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::levels {

// "level=<key>": the id's params.
std::string tilestack_save_params(std::string_view level_key);
// The GameId form, "tilestack:<params>#<n>", of an old id exactly as the game wrote it,
// "tilestack seed <n>"; nullopt for any other text.
std::optional<std::string> tilestack_legacy_save_id(std::string_view id, std::string_view params);
// Where a save of the level `level_key` starts: start(params) dealt with the id's seed.
SaveStart<tilestack::State> tilestack_save_start(const tilestack::Params& params, std::string_view level_key,
                                                 const GameId& id);

} // namespace tessera::levels
