#pragma once
// Tile Stack in-progress saves (saves.hpp): moves "pick 12", "undo", "pop", "shuffle 99". The id,
// "tilestack seed <n>", is the deal's seed: a level without a fixed deal draws a new seed per
// game, so the save carries it and resuming deals the same box again.
#include <cstdint>
#include <optional>
#include <string>

#include "tessera/core/tilestack/game.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::levels {

using TilestackRestore = SaveRestore<tilestack::State, tilestack::Move>;

std::string tilestack_save_id(std::uint64_t seed);
// The seed of a save whose "id" is exactly tilestack_save_id(seed); nullopt otherwise.
std::optional<std::uint64_t> tilestack_save_seed(const nlohmann::json& save);

// Deals start(params, Rng(seed)) with the save's seed and replays the moves on it.
TilestackRestore restore_tilestack_save(const tilestack::Params& params, const nlohmann::json& save);

} // namespace tessera::levels
