#pragma once
// Lights Out in-progress saves (saves.hpp): moves "x,y", replayed from the level's board. The id,
// "lights:level=<key>;lit=<mask>#0", names the level and its board, so a save of a level whose
// file has changed is not replayed on the new board.
#include <string>
#include <string_view>

#include "tessera/core/lights/game.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::levels {

using LightsRestore = SaveRestore<lights::State, lights::Move>;

std::string lights_save_id(std::string_view level_key, const lights::Params& params);

// Replays the save's moves from start(params); refused unless its id is lights_save_id(key, params).
LightsRestore restore_lights_save(const lights::Params& params, std::string_view level_key,
                                  const nlohmann::json& save);

} // namespace tessera::levels
