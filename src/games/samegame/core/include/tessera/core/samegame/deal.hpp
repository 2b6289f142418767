#pragma once
// The PopStar article's deal: "wave-average" colour counts (each colour within ±wave of its even
// share, summing to the cell count), then a Fisher–Yates shuffle of the tiles.
#include <vector>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/board.hpp"

namespace tessera::samegame {

// counts[c] for colours 0..colours-1. Colour c's even share is cells/colours, plus one for the
// first cells%colours colours; each count stays within [max(0, share−wave), share+wave].
std::vector<int> wave_counts(int cells, int colours, int wave, Rng& rng);

// A full width×height board dealt from the counts above. Requires 1..kMaxSide sides and
// 1..kMaxColours colours (callers validate).
Board deal_board(int width, int height, int colours, int wave, Rng& rng);

// The SameGame literature's random boards (the 20 standard positions and every solver paper):
// each cell an independent uniform colour 1..colours, drawn row by row from the top-left.
Board uniform_board(int width, int height, int colours, Rng& rng);

} // namespace tessera::samegame
