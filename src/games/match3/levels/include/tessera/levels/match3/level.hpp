#pragma once
// Match-3 level files <-> match3::Params. Field reference: docs/levels/match3.md.
//
//   Document doc = load_document("levels/match3/01-first-swaps.json");
//   Match3Level level = parse_match3_level(doc);   // throws LevelError naming file:line:col and pointer
//   auto state = match3::start(level.params);
#include <string>

#include "tessera/core/match3/params.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

struct Match3Level {
    std::string title;
    std::string description;
    match3::Params params;
};

inline constexpr std::int64_t kMaxMatch3Score = 10'000'000;
inline constexpr int kMaxMatch3Moves = 999;
inline constexpr int kMinMatch3Seconds = 10;
inline constexpr int kMaxMatch3Seconds = 3600;

Match3Level parse_match3_level(const Document& doc);

} // namespace tessera::levels
