#pragma once
// Match-3 in-progress saves (saves.hpp): moves "x,y-x,y", replayed from the level's start state.
// The id is the scene's game id, "match3:level=<key>#<seed>".
#include <string_view>

#include "tessera/core/match3/state.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::levels {

using Match3Restore = SaveRestore<match3::State, match3::Move>;

Match3Restore restore_match3_save(const match3::State& start, const nlohmann::json& save,
                                  std::string_view expected_id);

} // namespace tessera::levels
