#pragma once
// Which params make a playable level: enough colours for the board that a refill does not keep
// making new runs. With few colours, the pieces a cascade spawns form runs of their own almost
// surely, and with specials on every run of 4 or 5 blasts a row, a column or a colour, so the next
// refill is larger still: the cascade then runs on without end (issue 36: 3 colours on 16x16).
// Measured over 600 random moves per size (docs/games/match3.md, "Cascades end"):
//
//   colours  playable cells  longest cascade  mean steps
//   3        <= 36 (6x6)     18               3.7
//   3        64 (8x8)        the bound (64)   7.1
//   4        <= 144 (12x12)  34               3.5
//   4        256 (16x16)     the bound (64)   6.3
//   5        256 (16x16)     15               2.6
//
// Levels, the command line and free play refuse the params this names; rules.hpp's step bounds
// keep even refused params finite.
#include <optional>
#include <string>

#include "tessera/core/match3/params.hpp"

namespace tessera::match3 {

inline constexpr int kMaxCellsForThreeColours = 36;
inline constexpr int kMaxCellsForFourColours = 144;

// The fewest colours a board of this many playable cells needs: 3 up to 36 cells, 4 up to 144,
// 5 above.
int min_colours(int playable_cells);

int playable_cells(const Params& params);

// Why these params would keep cascading ("3 colours on 256 playable cells ..."); nullopt when
// they are fine.
std::optional<std::string> cascade_problem(const Params& params);

} // namespace tessera::match3
