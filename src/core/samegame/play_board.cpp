#include "tessera/core/samegame/play_board.hpp"

#include <algorithm>
#include <cstring>

namespace tessera::samegame {

namespace {
constexpr std::size_t u(int i) { return static_cast<std::size_t>(i); }
} // namespace

PlayBoard::PlayBoard(const Board& board) {
    board_height_ = static_cast<std::int8_t>(board.height());
    columns_ = static_cast<std::int8_t>(board.width());
    for (int x = 0; x < board.width(); ++x) {
        const int h = board.column_height(x);
        heights_[u(x)] = static_cast<std::uint8_t>(h);
        tallest_ = static_cast<std::int8_t>(std::max<int>(tallest_, h));
        for (int k = 0; k < h; ++k) {
            const Colour c = board.cell(Board::index(x, k));
            cells_[u(Board::index(x, k))] = c;
            ++counts_[c];
            ++tiles_;
        }
    }
}

void PlayBoard::new_generation(FloodScratch& scratch) const {
    if (++scratch.generation == 0) {
        scratch.stamp.fill(0);
        scratch.generation = 1;
    }
}

int PlayBoard::flood(int start, FloodScratch& scratch) const {
    const Colour c = cells_[u(start)];
    if (c == kEmpty) return 0;
    new_generation(scratch);
    const std::uint32_t gen = scratch.generation;
    std::uint16_t* out = scratch.cells.data();
    std::uint32_t* stamp = scratch.stamp.data();
    int head = 0, tail = 0;
    out[tail++] = static_cast<std::uint16_t>(start);
    stamp[start] = gen;
    const auto visit = [&](int n) {
        if (stamp[n] != gen && cells_[u(n)] == c) {
            stamp[n] = gen;
            out[tail++] = static_cast<std::uint16_t>(n);
        }
    };
    while (head < tail) {
        const int i = out[head++];
        const int x = i / kMaxSide, k = i - x * kMaxSide;
        // Cells at or above a column's height are kEmpty, so a colour match implies "inside".
        if (x > 0) visit(i - kMaxSide);
        if (x + 1 < columns_) visit(i + kMaxSide);
        if (k > 0) visit(i - 1);
        if (k + 1 < heights_[u(x)]) visit(i + 1);
    }
    return tail;
}

int PlayBoard::list_groups(std::uint16_t* cells_out, std::uint16_t* sizes_out, FloodScratch& scratch) const {
    // One generation for the whole scan: every flood marks its cells, so each group is flooded
    // once, from its first cell in index order (the same representative as Board::list_groups).
    new_generation(scratch);
    const std::uint32_t gen = scratch.generation;
    std::uint32_t* stamp = scratch.stamp.data();
    std::uint16_t* queue = scratch.cells.data();
    int count = 0;
    for (int x = 0; x < columns_; ++x) {
        const int h = heights_[u(x)];
        for (int k = 0; k < h; ++k) {
            const int start = Board::index(x, k);
            if (stamp[start] == gen) continue;
            const Colour c = cells_[u(start)];
            // A lone tile (no same-coloured neighbour) needs no flood.
            const bool up = k + 1 < h && cells_[u(start + 1)] == c;
            const bool right = x + 1 < columns_ && cells_[u(start + kMaxSide)] == c;
            const bool left = x > 0 && cells_[u(start - kMaxSide)] == c;
            const bool down = k > 0 && cells_[u(start - 1)] == c;
            if (!up && !right && !left && !down) continue;
            int head = 0, tail = 0;
            queue[tail++] = static_cast<std::uint16_t>(start);
            stamp[start] = gen;
            const auto visit = [&](int n) {
                if (stamp[n] != gen && cells_[u(n)] == c) {
                    stamp[n] = gen;
                    queue[tail++] = static_cast<std::uint16_t>(n);
                }
            };
            while (head < tail) {
                const int i = queue[head++];
                const int xi = i / kMaxSide, ki = i - xi * kMaxSide;
                if (xi > 0) visit(i - kMaxSide);
                if (xi + 1 < columns_) visit(i + kMaxSide);
                if (ki > 0) visit(i - 1);
                if (ki + 1 < heights_[u(xi)]) visit(i + 1);
            }
            cells_out[count] = static_cast<std::uint16_t>(start);
            sizes_out[count] = static_cast<std::uint16_t>(tail);
            ++count;
        }
    }
    return count;
}

bool PlayBoard::has_group(Colour except) const {
    for (int x = 0; x < columns_; ++x) {
        const int h = heights_[u(x)];
        for (int k = 0; k < h; ++k) {
            const int i = Board::index(x, k);
            const Colour c = cells_[u(i)];
            if (c == except) continue;
            if (k + 1 < h && cells_[u(i + 1)] == c) return true;
            if (x + 1 < columns_ && cells_[u(i + kMaxSide)] == c) return true;
        }
    }
    return false;
}

void PlayBoard::remove(const std::uint16_t* group, int n, bool collapse) {
    if (n <= 0) return;
    counts_[cells_[group[0]]] = static_cast<std::int16_t>(counts_[cells_[group[0]]] - n);
    tiles_ = static_cast<std::int16_t>(tiles_ - n);
    int lo = kMaxSide, hi = -1;
    for (int j = 0; j < n; ++j) {
        cells_[group[j]] = kEmpty;
        const int x = group[j] / kMaxSide;
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    int emptied = 0;
    for (int x = lo; x <= hi; ++x) {
        Colour* col = &cells_[u(Board::index(x, 0))];
        const int h = heights_[u(x)];
        int w = 0;
        for (int k = 0; k < h; ++k)
            if (col[k] != kEmpty) col[w++] = col[k];
        for (int k = w; k < h; ++k) col[k] = kEmpty;
        heights_[u(x)] = static_cast<std::uint8_t>(w);
        if (w == 0) ++emptied;
    }
    if (collapse && emptied > 0) {
        // Columns lo..hi are contiguous; squeeze out the empty ones, then move the rest left.
        int dst = lo;
        for (int x = lo; x < columns_; ++x) {
            if (heights_[u(x)] == 0) continue;
            if (dst != x) {
                std::memcpy(&cells_[u(Board::index(dst, 0))], &cells_[u(Board::index(x, 0))], u(kMaxSide));
                heights_[u(dst)] = heights_[u(x)];
            }
            ++dst;
        }
        for (int x = dst; x < columns_; ++x) {
            std::memset(&cells_[u(Board::index(x, 0))], 0, u(kMaxSide));
            heights_[u(x)] = 0;
        }
        columns_ = static_cast<std::int8_t>(dst);
    }
    int tallest = 0;
    for (int x = 0; x < columns_; ++x) tallest = std::max<int>(tallest, heights_[u(x)]);
    tallest_ = static_cast<std::int8_t>(tallest);
}

int PlayBoard::remove_group_at(int i, bool collapse, FloodScratch& scratch) {
    const int n = flood(i, scratch);
    remove(scratch.cells.data(), n, collapse);
    return n;
}

std::uint64_t PlayBoard::hash() const {
    // Cells beyond the heights and the live columns are kEmpty, so the bytes identify the board.
    std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ static_cast<std::uint64_t>(columns_);
    const int bytes = columns_ * kMaxSide;
    for (int at = 0; at < bytes; at += 8) {
        std::uint64_t w = 0;
        std::memcpy(&w, &cells_[u(at)], u(std::min(8, kMaxCells - at)));
        h = (h ^ w) * 0xff51afd7ed558ccdULL;
        h ^= h >> 32;
    }
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 32;
    return h;
}

int PlayBoard::end_adjustment(Rules rules, bool leftover_penalty) const {
    if (rules == Rules::popstar) return popstar_bonus(tiles_);
    if (tiles_ == 0) return kClassicClearBonus;
    if (!leftover_penalty) return 0;
    std::array<int, kMaxColours + 1> counts{};
    for (int c = 1; c <= kMaxColours; ++c) counts[u(c)] = counts_[u(c)];
    return -classic_leftover_penalty(counts);
}

} // namespace tessera::samegame
