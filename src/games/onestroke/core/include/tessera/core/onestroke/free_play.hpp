#pragma once
// One Stroke's free play (issue 38): figures generated at Easy, Medium and Hard. A figure is a
// random trail on a lattice, so it is drawable by construction (the trail is its stroke); the level
// sets the lattice (dots), the trail's length (segments) and the steps it may take, which decide
// the crossings:
//   easy    3x3 dots,  7..9 segments,  one diagonal per lattice cell: no crossing
//   medium  4x4 dots, 13..16 segments, both diagonals of a cell: at least 1 crossing
//   hard    5x5 dots, 21..26 segments, both diagonals and knight steps (2,1): at least 4 crossings
// A step is always a primitive lattice vector, so no segment passes through a dot. A walk that
// ends short of the level's range, or with too few crossings, is thrown away and the next walk of
// the same stream is tried. The property tests prove each figure drawable with check_figure()
// (Euler's theorem, code the generator does not use) and replay the solver's stroke.
//
// How hard a figure is (docs/games/onestroke.md): dead_end_rate(), the share of random strokes
// (a random dot, then a random undrawn segment at every step) that get stuck before the end.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/onestroke/figure.hpp"

namespace tessera::onestroke {

enum class FreeLevel : std::uint8_t { Easy, Medium, Hard, kCount };
inline constexpr std::array<std::string_view, 3> kFreeLevelNames{"easy", "medium", "hard"};
inline constexpr FreeLevel kDailyLevel = FreeLevel::Medium;

std::string_view free_level_name(FreeLevel level);
std::optional<FreeLevel> parse_free_level(std::string_view name);

struct FreeShape {
    int side = 3;         // dots across and down
    int min_segments = 7; // the trail's length range
    int max_segments = 9;
    int min_crossings = 0;
    bool both_diagonals = false; // a cell may hold both of its diagonals (they cross)
    bool knight_steps = false;   // steps of (2,1) in any direction
};
FreeShape free_shape(FreeLevel level);

// The figure for (level, seed); the same on every run and machine.
Params deal_free(FreeLevel level, std::uint64_t seed);

// Pairs of segments that cross at a point inside both (not at a dot).
int count_crossings(const Params& params);

// The share (0..1) of `playouts` random strokes that get stuck; a figure build_figure() accepts.
double dead_end_rate(const Figure& figure, Rng& rng, int playouts);

} // namespace tessera::onestroke
