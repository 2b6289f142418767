#pragma once
// One Stroke in-progress saves (saves.hpp): each move is the vertex touched ("3"), replayed from
// a new game on the figure. The id is the scene's, which hashes the figure's lines.
#include <string_view>

#include "tessera/core/onestroke/game.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::levels {

using OnestrokeRestore = SaveRestore<onestroke::State, onestroke::Move>;

OnestrokeRestore restore_onestroke_save(const onestroke::State& start, const nlohmann::json& save,
                                        std::string_view expected_id);

} // namespace tessera::levels
