#pragma once
// samegame level files <-> core Params. Field reference: docs/levels/samegame.md.
#include <optional>
#include <string>
#include <vector>

#include "tessera/core/samegame/board.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

struct SamegameLevel {
    std::string title;
    std::string group; // the level-select chain: "PopStar", "Classic", "Discovery"
    std::string description;
    samegame::Params params;
    std::optional<samegame::Board> rows; // a fixed board, when the file gives "board.rows"
    std::optional<std::vector<samegame::Move>> solution;

    // The fixed board, or the deal from params.seed.
    samegame::Board board() const;
};

inline constexpr std::size_t kMaxSamegameSolutionMoves = 400;

// Reads and checks the schema; throws LevelError (file:line:col: /pointer: message).
SamegameLevel parse_samegame_level(const Document& doc);

// The level as JSON text in the layout the shipped files use (rows one per line, moves packed).
std::string samegame_level_text(const SamegameLevel& level);

} // namespace tessera::levels
