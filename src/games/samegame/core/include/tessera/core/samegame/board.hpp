#pragma once
// The SameGame/PopStar board, stored the way the PopStar article's "column model" suggests: one
// column at a time, bottom-up, with a height per column. Gravity is then "compact one column" and
// a move only touches the columns its group lives in (plus the shift of columns to the right when
// one empties). The array is fixed-size so a Board is a flat value: copying it is a memcpy, which
// the solver does millions of times.
//
// Public coordinates are Points with y growing down (row 0 is the top row), like every other game.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "tessera/core/common/point.hpp"

namespace tessera::samegame {

inline constexpr int kMaxSide = 20;
inline constexpr int kMaxColours = 8;
inline constexpr int kMaxCells = kMaxSide * kMaxSide;

// 0 is an empty cell; colours are 1..kMaxColours.
using Colour = std::uint8_t;
inline constexpr Colour kEmpty = 0;

// Animation events a move produces, in order (see game.hpp for the full Event variant).
struct Fell {
    Point from; // before the move (y down)
    Point to;
    friend bool operator==(const Fell&, const Fell&) = default;
};
struct ColumnShifted {
    int from = 0; // column index after the fall, before the shift
    int to = 0;
    friend bool operator==(const ColumnShifted&, const ColumnShifted&) = default;
};

struct Motion {
    std::vector<Fell> fell;
    std::vector<ColumnShifted> shifted;
};

class Board {
  public:
    Board() = default;
    // An empty board; width and height must be 1..kMaxSide (callers validate file data first).
    Board(int width, int height);

    int width() const { return width_; }
    int height() const { return height_; }

    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }
    Colour at(Point p) const;
    // Sets a cell; the caller keeps columns gravity-consistent (use settle() afterwards if not).
    void set(Point p, Colour c);
    // Applies gravity and (optionally) column collapse to a board built cell by cell.
    void settle(bool collapse);

    int column_height(int x) const { return heights_[static_cast<std::size_t>(x)]; }
    int tiles_left() const;
    bool empty() const { return tiles_left() == 0; }
    std::array<int, kMaxColours + 1> colour_counts() const;

    // The 4-connected same-colour group containing p, in breadth-first order from p (the order
    // in which the PopStar article scores tiles). Empty for an empty cell or a point off the board.
    std::vector<Point> group_at(Point p) const;
    int group_size(Point p) const;

    // True when some group of 2 or more remains.
    bool has_move() const;

    // One representative cell (the lowest cell of the leftmost column it touches, top-down
    // coordinates) and size for every group of 2 or more; deterministic order.
    struct Group {
        Point cell;
        int size = 0;
        Colour colour = kEmpty;
    };
    std::vector<Group> groups() const;

    // Removes exactly these cells (a group found by group_at), lets tiles fall and, when
    // `collapse`, closes empty columns to the left. Motion is filled when non-null.
    void remove(const std::vector<Point>& cells, bool collapse, Motion* motion = nullptr);

    friend bool operator==(const Board&, const Board&) = default;

    // --- fast path for the solver: internal cell index = x * kMaxSide + level (0 = bottom) ---
    static constexpr int index(int x, int level) { return x * kMaxSide + level; }
    Colour cell(int i) const { return cells_[static_cast<std::size_t>(i)]; }
    // Removes the group containing internal index i (size >= 1), without events. Returns its size.
    // `scratch` must hold kMaxCells entries.
    int remove_group_at(int i, bool collapse, std::uint16_t* scratch);
    // Fills `out` with one internal index per group of size >= 2 and their sizes; returns count.
    // When colour_counts_out (kMaxColours + 1 ints, zeroed by the caller) is given, it also
    // counts the tiles of each colour.
    int list_groups(std::uint16_t* cells_out, std::uint16_t* sizes_out,
                    int* colour_counts_out = nullptr) const;
    Point to_point(int i) const { return {i / kMaxSide, height_ - 1 - i % kMaxSide}; }
    int to_index(Point p) const { return index(p.x, height_ - 1 - p.y); }
    std::uint64_t hash() const;

  private:
    int flood(int start, std::uint16_t* out, std::uint8_t* seen) const;
    void compact_columns(std::uint32_t touched, bool collapse, Motion* motion);

    std::array<Colour, kMaxCells> cells_{};
    std::array<std::uint8_t, kMaxSide> heights_{};
    std::int32_t width_ = 0;
    std::int32_t height_ = 0;
};

} // namespace tessera::samegame
