#pragma once
// The solver's board for playouts: Board's column layout (cell index x * kMaxSide + level, level 0
// at the bottom, so move indices mean the same on both), plus the tile count per colour and the
// number of live columns kept up to date, and floods that reuse a caller's scratch (a generation
// stamp instead of clearing a "seen" array). No heap, no events: a move is one flood, the
// compaction of the touched columns and, when a column empties, one memmove of the columns to its
// right. Board stays the reference; the tests replay random games on both.
#include <array>
#include <cstdint>

#include "tessera/core/samegame/board.hpp"
#include "tessera/core/samegame/scoring.hpp"

namespace tessera::samegame {

// Flood state shared by the floods of one search (not part of a board, so boards copy cheaply).
struct FloodScratch {
    std::array<std::uint32_t, kMaxCells> stamp{};
    std::uint32_t generation = 0;
    std::array<std::uint16_t, kMaxCells> cells{};
};

class PlayBoard {
  public:
    PlayBoard() = default;
    explicit PlayBoard(const Board& board);

    Colour cell(int i) const { return cells_[static_cast<std::size_t>(i)]; }
    int height(int x) const { return heights_[static_cast<std::size_t>(x)]; }
    // Columns 0..columns()-1 may hold tiles (with collapse: exactly those that do).
    int columns() const { return columns_; }
    int tallest() const { return tallest_; }
    int tiles() const { return tiles_; }
    int count(Colour c) const { return counts_[c]; }

    // The group containing internal index i: writes its cells to scratch.cells and returns its
    // size (0 for an empty cell).
    int flood(int i, FloodScratch& scratch) const;
    // One cell and the size of every group of 2 or more; returns how many.
    int list_groups(std::uint16_t* cells_out, std::uint16_t* sizes_out, FloodScratch& scratch) const;
    // True when some group of 2 or more remains, of any colour other than `except` (kEmpty: any).
    bool has_group(Colour except = kEmpty) const;
    // Removes the n cells of one group (from flood), lets tiles fall, closes empty columns.
    void remove(const std::uint16_t* cells, int n, bool collapse);
    // Removes the group containing i; returns its size.
    int remove_group_at(int i, bool collapse, FloodScratch& scratch);
    // Identifies the position (the tiles of the live columns).
    std::uint64_t hash() const;
    // What end_adjustment() adds for this board.
    int end_adjustment(Rules rules, bool leftover_penalty) const;

  private:
    void new_generation(FloodScratch& scratch) const;

    std::array<Colour, kMaxCells> cells_{};
    std::array<std::uint8_t, kMaxSide> heights_{};
    std::array<std::int16_t, kMaxColours + 1> counts_{};
    std::int16_t tiles_ = 0;
    std::int8_t columns_ = 0;
    std::int8_t tallest_ = 0;
    std::int8_t board_height_ = 0;
};

} // namespace tessera::samegame
