#pragma once
// Tile Stack level files (levels/tilestack/NN-name.json) <-> tilestack::Params.
// Every field is documented in docs/levels/tilestack.md.
#include <cstdint>
#include <optional>
#include <string>

#include "tessera/core/tilestack/game.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

struct TilestackLevel {
    std::string title;
    std::string description;
    tilestack::Params params;
    std::optional<std::uint64_t> seed; // a fixed deal; without it each game draws a seed
};

// Reads and checks the schema (types, ranges, mask shape, overlapping tiles, face totals).
// Throws LevelError naming file, line:column and JSON pointer. Unknown fields become warnings.
TilestackLevel parse_tilestack_level(const Document& doc);

// How validate_tilestack checks a level: a winnable deal's certificate (its winning pick order) is
// replayed through the rules, for the fixed deal (if any) and the generated deals of seeds
// 1..kTilestackSampleSeeds; a shuffled level's fixed deal is solved within kTilestackValidateNodes.
inline constexpr int kTilestackSampleSeeds = 8;
inline constexpr std::uint64_t kTilestackValidateNodes = 5'000'000;

} // namespace tessera::levels
