#include "tessera/core/samegame/mask_board.hpp"
#include "tessera/core/common/index.hpp"

#include <algorithm>
#include <bit>

namespace tessera::samegame {

namespace {

// Without -mpopcnt std::popcount is a library call; this is the branch-free count, inlined.
int bits(std::uint32_t v) {
    v = v - ((v >> 1) & 0x55555555u);
    v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
    return static_cast<int>((((v + (v >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

// The tiles of `m` in the vertical runs that hold a tile of `f` (f ⊆ m). Runs are short (1.3
// tiles on average on a fresh 5-colour board), so growing by one level a round is quick.
std::uint32_t fill_runs(std::uint32_t f, std::uint32_t m) {
    for (;;) {
        const std::uint32_t next = f | (((f << 1) | (f >> 1)) & m);
        if (next == f) return f;
        f = next;
    }
}

} // namespace

MaskBoard::MaskBoard(const Board& board) {
    columns_ = static_cast<std::int8_t>(board.width());
    for (int x = 0; x < board.width(); ++x) {
        const int h = board.column_height(x);
        heights_[u(x)] = static_cast<std::uint8_t>(h);
        for (int k = 0; k < h; ++k) {
            const Colour c = board.cell(Board::index(x, k));
            masks_[c][u(x)] |= std::uint32_t{1} << k;
            ++counts_[c];
            ++tiles_;
            colours_ = std::max<std::int8_t>(colours_, static_cast<std::int8_t>(c));
        }
    }
}

Colour MaskBoard::cell(int x, int level) const {
    for (int c = 1; c <= colours_; ++c)
        if (masks_[u(c)][u(x)] >> level & 1) return static_cast<Colour>(c);
    return kEmpty;
}

int MaskBoard::flood(Colour c, int x, std::uint32_t seed, std::uint32_t* group, int& lo, int& hi) const {
    const auto& m = masks_[c];
    lo = hi = x;
    group[x] = fill_runs(seed, m[u(x)]);
    // Most groups lie in one column: nothing of their colour beside them.
    const std::uint32_t left = x > 0 ? m[u(x - 1)] : 0, right = x + 1 < columns_ ? m[u(x + 1)] : 0;
    if ((group[x] & (left | right)) == 0) return bits(group[x]);
    // Columns whose tiles grew and whose neighbours must be looked at again.
    int stack[kMaxCells + kMaxSide];
    int top = 0;
    stack[top++] = x;
    while (top > 0) {
        const int at = stack[--top];
        for (int next = at - 1; next <= at + 1; next += 2) {
            if (next < 0 || next >= columns_) continue;
            if (next < lo) {
                group[next] = 0;
                lo = next;
            } else if (next > hi) {
                group[next] = 0;
                hi = next;
            }
            const std::uint32_t touching = group[at] & m[u(next)] & ~group[next];
            if (touching == 0) continue;
            group[next] |= fill_runs(touching, m[u(next)]);
            stack[top++] = next;
        }
    }
    // The range may have been widened by a column the group does not reach.
    while (group[lo] == 0) ++lo;
    while (group[hi] == 0) --hi;
    int size = 0;
    for (int i = lo; i <= hi; ++i) size += bits(group[i]);
    return size;
}

int MaskBoard::remove(Colour c, const std::uint32_t* group, int lo, int hi, bool collapse) {
    int removed = 0;
    bool emptied = false;
    for (int x = lo; x <= hi; ++x) {
        std::uint32_t g = group[x];
        if (g == 0) continue;
        const int n = bits(g);
        removed += n;
        heights_[u(x)] = static_cast<std::uint8_t>(heights_[u(x)] - n);
        emptied = emptied || heights_[u(x)] == 0;
        // Highest removed level first, so the lower ones keep their place while it is taken out.
        while (g != 0) {
            const int p = 31 - std::countl_zero(g);
            const std::uint32_t below = (std::uint32_t{1} << p) - 1;
            for (int k = 1; k <= colours_; ++k) {
                std::uint32_t& m = masks_[u(k)][u(x)];
                m = (m & below) | ((m >> 1) & ~below);
            }
            g &= below;
        }
    }
    counts_[c] = static_cast<std::int16_t>(counts_[c] - removed);
    tiles_ = static_cast<std::int16_t>(tiles_ - removed);
    if (collapse && emptied) {
        int dst = lo;
        for (int x = lo; x < columns_; ++x) {
            if (heights_[u(x)] == 0) continue;
            if (dst != x) {
                for (int k = 1; k <= colours_; ++k) masks_[u(k)][u(dst)] = masks_[u(k)][u(x)];
                heights_[u(dst)] = heights_[u(x)];
            }
            ++dst;
        }
        for (int x = dst; x < columns_; ++x) {
            for (int k = 1; k <= colours_; ++k) masks_[u(k)][u(x)] = 0;
            heights_[u(x)] = 0;
        }
        columns_ = static_cast<std::int8_t>(dst);
    }
    return removed;
}

int MaskBoard::end_adjustment(Rules rules, bool leftover_penalty) const {
    if (rules == Rules::popstar) return popstar_bonus(tiles_);
    if (tiles_ == 0) return kClassicClearBonus;
    if (!leftover_penalty) return 0;
    std::array<int, kMaxColours + 1> counts{};
    for (int c = 1; c <= kMaxColours; ++c) counts[u(c)] = counts_[u(c)];
    return -classic_leftover_penalty(counts);
}

} // namespace tessera::samegame
