#pragma once
// Unavoidable sets of one solution grid (internal to the generator): sets of cells whose digits
// can be rearranged into another valid grid, so a puzzle that gives none of their cells has a
// second solution. The generator asks them before the solver whether a removal keeps a puzzle
// unique: most removals late in a pass do not, and a set with no given says so in nanoseconds.
#include <bit>
#include <cstdint>
#include <vector>

#include "tessera/core/sudoku/board.hpp"

namespace tessera::sudoku::detail {

// 81 cells as bits; two words, so a test is two ANDs.
struct Cells {
    std::uint64_t lo = 0, hi = 0; // cells 0..63, 64..80
    void add(int cell) { (cell < 64 ? lo : hi) |= std::uint64_t{1} << (cell & 63); }
    void remove(int cell) { (cell < 64 ? lo : hi) &= ~(std::uint64_t{1} << (cell & 63)); }
    bool meets(const Cells& o) const { return (lo & o.lo) != 0 || (hi & o.hi) != 0; }
    int size() const { return std::popcount(lo) + std::popcount(hi); }
};

class Unavoidables {
  public:
    // Starts with the sets where two rows, or two columns, can trade digits (a b / b a is the
    // smallest): rows in one band or columns in one stack under Classic rules (the trade keeps
    // every box's digits), any two under Latin rules; and those where two digits can trade
    // cells. Smallest first.
    Unavoidables(const Digits& solution, Rules rules);
    // True when some set has no cell in `givens`: the puzzle has another solution.
    bool missed_by(const Cells& givens) const {
        for (const Cells& s : sets_)
            if (!s.meets(givens)) return true;
        return false;
    }
    // Another solution of a puzzle of this grid: the cells where it differs are a set.
    void learn(const Digits& solution, const Digits& other);
    const std::vector<Cells>& sets() const { return sets_; }

  private:
    std::vector<Cells> sets_;
};

} // namespace tessera::sudoku::detail
