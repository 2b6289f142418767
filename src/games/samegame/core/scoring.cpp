#include "tessera/core/samegame/scoring.hpp"

#include <algorithm>

namespace tessera::samegame {

int group_score(Rules rules, int n) {
    if (n < 2) return 0;
    return rules == Rules::popstar ? 5 * n * n : (n - 2) * (n - 2);
}

std::vector<int> tile_scores(Rules rules, int n) {
    std::vector<int> out;
    for (int i = 0; i < n; ++i) out.push_back(rules == Rules::popstar ? 10 * i + 5 : (i < 2 ? 0 : 2 * i - 3));
    return out;
}

int popstar_bonus(int tiles_left) { return std::max(0, 2000 - 20 * tiles_left * tiles_left); }

std::vector<int> popstar_bonus_deductions(int tiles_left) {
    std::vector<int> out;
    for (int i = 0; i < tiles_left; ++i) out.push_back(40 * i + 20);
    return out;
}

int popstar_target(int level) { return 1000 + (std::max(level, 1) - 1) * 2000; }

int classic_leftover_penalty(const std::array<int, kMaxColours + 1>& counts) {
    int p = 0;
    for (int c = 1; c <= kMaxColours; ++c)
        if (counts[static_cast<std::size_t>(c)] > 0)
            p += (counts[static_cast<std::size_t>(c)] - 2) * (counts[static_cast<std::size_t>(c)] - 2);
    return p;
}

int end_adjustment(Rules rules, bool leftover_penalty, const Board& board) {
    const int left = board.tiles_left();
    if (rules == Rules::popstar) return popstar_bonus(left);
    if (left == 0) return kClassicClearBonus;
    return leftover_penalty ? -classic_leftover_penalty(board.colour_counts()) : 0;
}

} // namespace tessera::samegame
