#pragma once
// Swap's free play (issue 38), gweled's three modes on an 8x8 board of 6 colours with specials:
//   moves     kFreeMoves swaps, best score (no target, no bonus round: params.hpp's has_target)
//   timed60   60 seconds, best score
//   timed120  120 seconds, best score
//   endless   no limit; a dead board reshuffles, as in every level
// The board is generate()'s from the seed: no run on it and at least one legal swap, by
// construction (generate.hpp); the property tests check both with the rules' own functions.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "tessera/core/match3/params.hpp"
#include "tessera/core/match3/state.hpp"

namespace tessera::match3 {

enum class FreeMode : std::uint8_t { Moves, Timed60, Timed120, Endless, kCount };
inline constexpr std::array<std::string_view, 4> kFreeModeNames{"moves", "timed60", "timed120", "endless"};
inline constexpr FreeMode kDailyMode = FreeMode::Moves;
inline constexpr int kFreeMoves = 30;
inline constexpr int kFreeSide = 8;
inline constexpr int kFreeColours = 6;

std::string_view free_mode_name(FreeMode mode);
std::optional<FreeMode> parse_free_mode(std::string_view name);

// The level the mode plays, dealt from `seed`.
Params free_params(FreeMode mode, std::uint64_t seed);

// The start state; every seed deals (generate() cannot fail on a full 8x8 board).
State deal_free(FreeMode mode, std::uint64_t seed);

} // namespace tessera::match3
