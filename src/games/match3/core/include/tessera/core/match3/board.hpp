#pragma once
// Board queries shared by rules, generation and hints: runs, legal swaps, gravity invariants.
#include <vector>

#include "tessera/core/common/point.hpp"
#include "tessera/core/match3/params.hpp"
#include "tessera/core/match3/tile.hpp"

namespace tessera::match3 {

// A maximal straight line of 3 or more matchable pieces of one colour.
struct Run {
    Point start;
    int length = 0;
    bool horizontal = true;
    std::int8_t colour = 0;
    Point cell(int i) const { return horizontal ? Point{start.x + i, start.y} : Point{start.x, start.y + i}; }
    friend bool operator==(const Run&, const Run&) = default;
};

// All runs, horizontal ones first, each list in row-major order of their start.
std::vector<Run> find_runs(const Board& board);
bool has_run(const Board& board);
// True when a run of 3+ passes through p (cheaper than find_runs after a local change).
bool run_through(const Board& board, Point p);

// A board built from the params' mask: holes where the mask says, empty cells elsewhere.
Board empty_board(const Params& params);

// Whether swapping a and b is a legal move: adjacent pieces, and the swap makes a run, or
// (with specials on) one of them is a colour bomb, or both are specials.
bool is_legal_swap(const Board& board, bool specials, Point a, Point b);
// Every legal swap as (a, b) with b right of or below a, in row-major order of a (right before down).
std::vector<std::pair<Point, Point>> legal_swaps(const Board& board, bool specials);
bool has_legal_swap(const Board& board, bool specials);

// Invariants of a stable board: every playable cell holds a piece, and no piece hangs above an
// empty playable cell of its column (holes do not count: pieces fall past them).
bool is_full(const Board& board);
bool nothing_floats(const Board& board);
int count_pieces(const Board& board);

} // namespace tessera::match3
