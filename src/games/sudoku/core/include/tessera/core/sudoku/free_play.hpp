#pragma once
// Sudoku's free play (issue 38; the id and daily seed are in common/free_play.hpp): a new puzzle
// at Easy, Medium, Hard, Expert or Diabolical (the classic stage, with boxes) or the Latin stage
// (rows and columns only, rated Medium), from generate() with the seed's own Rng. generate()
// proves the solution unique and keeps a puzzle only when the technique grader rates it exactly
// at the level; when a grid budget runs out it goes on with the same stream, so every seed deals.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "tessera/core/sudoku/generate.hpp"

namespace tessera::sudoku {

enum class FreeLevel : std::uint8_t { Easy, Medium, Hard, Expert, Diabolical, Latin, kCount };

inline constexpr std::array<std::string_view, 6> kFreeLevelNames{"easy",   "medium",     "hard",
                                                                 "expert", "diabolical", "latin"};
// The daily challenge's level.
inline constexpr FreeLevel kDailyLevel = FreeLevel::Hard;

std::string_view free_level_name(FreeLevel level);
std::optional<FreeLevel> parse_free_level(std::string_view name);
// The rules and rated level a free-play level asks the generator for.
GenerateParams free_level_params(FreeLevel level);

// The puzzle for (level, seed); the same on every run and machine.
Puzzle deal_free(FreeLevel level, std::uint64_t seed);

} // namespace tessera::sudoku
