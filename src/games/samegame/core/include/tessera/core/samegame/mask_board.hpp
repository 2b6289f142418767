#pragma once
// The playout board of the NRPA search: per colour and column, a bit mask of the levels holding
// that colour (bit k = level k from the bottom, the same cell index x * kMaxSide + k as Board).
// A flood works a column at a time (the runs of a column are filled with shifts, then spread to
// the neighbouring columns by and-ing masks), so listing every group of a board costs a few
// operations per column of each group instead of four neighbour tests per tile. Private to the
// solver; src/games/samegame/tests/unit/mask_board_test.cpp plays random games on it and on Board in lockstep.
#include <array>
#include <cstdint>

#include "tessera/core/samegame/board.hpp"
#include "tessera/core/samegame/scoring.hpp"

namespace tessera::samegame {

class MaskBoard {
  public:
    MaskBoard() = default;
    explicit MaskBoard(const Board& board);

    int columns() const { return columns_; }
    int height(int x) const { return heights_[static_cast<std::size_t>(x)]; }
    int tiles() const { return tiles_; }
    int count(Colour c) const { return counts_[c]; }
    std::uint32_t mask(Colour c, int x) const { return masks_[c][static_cast<std::size_t>(x)]; }
    Colour cell(int x, int level) const;

    // The group of colour c containing the tiles `seed` of column x (seed ⊆ mask(c, x)): its
    // masks go to group[lo..hi] (the other entries of `group` are left alone), the columns it
    // spans to lo and hi; returns its size.
    int flood(Colour c, int x, std::uint32_t seed, std::uint32_t* group, int& lo, int& hi) const;

    // Removes a group given by its masks over columns lo..hi: tiles above fall and, with
    // `collapse`, empty columns close to the left. Returns the number of tiles removed.
    int remove(Colour c, const std::uint32_t* group, int lo, int hi, bool collapse);

    // What end_adjustment() adds for this board.
    int end_adjustment(Rules rules, bool leftover_penalty) const;

  private:
    std::array<std::array<std::uint32_t, kMaxSide>, kMaxColours + 1> masks_{};
    std::array<std::uint8_t, kMaxSide> heights_{};
    std::array<std::int16_t, kMaxColours + 1> counts_{};
    std::int16_t tiles_ = 0;
    std::int8_t columns_ = 0;
    std::int8_t colours_ = 0; // colours 1..colours_ may be present
};

} // namespace tessera::samegame
