#include "tessera/core/match3/board.hpp"

#include <algorithm>

namespace tessera::match3 {

namespace {

bool same_colour(const Board& board, Point p, std::int8_t colour) {
    return board.contains(p) && board[p].matchable() && board[p].colour == colour;
}

int extent(const Board& board, Point p, Point step, std::int8_t colour) {
    int n = 0;
    for (Point q = p + step; same_colour(board, q, colour); q = q + step) ++n;
    return n;
}

} // namespace

std::vector<Run> find_runs(const Board& board) {
    std::vector<Run> runs;
    for (int pass = 0; pass < 2; ++pass) {
        const bool horizontal = pass == 0;
        const int lines = horizontal ? board.height() : board.width();
        const int length = horizontal ? board.width() : board.height();
        for (int line = 0; line < lines; ++line) {
            int i = 0;
            while (i < length) {
                const Point p = horizontal ? Point{i, line} : Point{line, i};
                const Tile t = board[p];
                int j = i + 1;
                if (t.matchable()) {
                    while (j < length &&
                           same_colour(board, horizontal ? Point{j, line} : Point{line, j}, t.colour))
                        ++j;
                    if (j - i >= 3) runs.push_back(Run{p, j - i, horizontal, t.colour});
                }
                i = j;
            }
        }
    }
    // Vertical runs were found column by column; keep them in row-major order of their start.
    std::stable_sort(runs.begin(), runs.end(), [](const Run& a, const Run& b) {
        if (a.horizontal != b.horizontal) return a.horizontal;
        return a.start.y != b.start.y ? a.start.y < b.start.y : a.start.x < b.start.x;
    });
    return runs;
}

bool run_through(const Board& board, Point p) {
    if (!board.contains(p) || !board[p].matchable()) return false;
    const std::int8_t c = board[p].colour;
    return extent(board, p, {1, 0}, c) + extent(board, p, {-1, 0}, c) >= 2 ||
           extent(board, p, {0, 1}, c) + extent(board, p, {0, -1}, c) >= 2;
}

bool has_run(const Board& board) {
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const Tile t = board.at(x, y);
            if (!t.matchable()) continue;
            if (same_colour(board, {x + 1, y}, t.colour) && same_colour(board, {x + 2, y}, t.colour))
                return true;
            if (same_colour(board, {x, y + 1}, t.colour) && same_colour(board, {x, y + 2}, t.colour))
                return true;
        }
    return false;
}

Board empty_board(const Params& params) {
    Board board(params.width, params.height, Tile{});
    for (int y = 0; y < params.height; ++y)
        for (int x = 0; x < params.width; ++x)
            if (!params.playable({x, y})) board.at(x, y) = hole();
    return board;
}

bool is_legal_swap(const Board& board, bool specials, Point a, Point b) {
    if (!board.contains(a) || !board.contains(b) || !orthogonally_adjacent(a, b)) return false;
    const Tile ta = board[a];
    const Tile tb = board[b];
    if (!ta.is_piece() || !tb.is_piece()) return false;
    if (specials) {
        if (ta.special == Special::ColourBomb || tb.special == Special::ColourBomb) return true;
        if (ta.special != Special::None && tb.special != Special::None) return true;
    }
    if (ta.colour == tb.colour) return false; // swapping equal colours changes nothing
    Board swapped = board;
    swapped[a] = tb;
    swapped[b] = ta;
    return run_through(swapped, a) || run_through(swapped, b);
}

std::vector<std::pair<Point, Point>> legal_swaps(const Board& board, bool specials) {
    std::vector<std::pair<Point, Point>> out;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const Point a{x, y};
            for (Point d : {Point{1, 0}, Point{0, 1}})
                if (is_legal_swap(board, specials, a, a + d)) out.emplace_back(a, a + d);
        }
    return out;
}

bool has_legal_swap(const Board& board, bool specials) {
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x)
            for (Point d : {Point{1, 0}, Point{0, 1}})
                if (is_legal_swap(board, specials, {x, y}, Point{x, y} + d)) return true;
    return false;
}

bool is_full(const Board& board) {
    for (const Tile& t : board)
        if (t.is_empty()) return false;
    return true;
}

bool nothing_floats(const Board& board) {
    for (int x = 0; x < board.width(); ++x) {
        bool seen_piece = false;
        for (int y = 0; y < board.height(); ++y) {
            const Tile t = board.at(x, y);
            if (t.is_piece())
                seen_piece = true;
            else if (t.is_empty() && seen_piece)
                return false;
        }
    }
    return true;
}

int count_pieces(const Board& board) {
    int n = 0;
    for (const Tile& t : board) n += t.is_piece() ? 1 : 0;
    return n;
}

} // namespace tessera::match3
