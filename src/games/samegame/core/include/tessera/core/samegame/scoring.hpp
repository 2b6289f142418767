#pragma once
// The two scoring rule sets. PopStar (001_c5dedee1787674f8.txt): a group of n scores 5n², shown
// per tile as 10i+5; the end bonus for r tiles left is max(0, 2000 − 20r²), shown per tile as a
// deduction of 40i+20; level targets are 1000 + (level−1)·2000. Classic SameGame: (n−2)² per
// group, +1000 for an empty board, optionally minus Σ over colours of (k−2)² for k leftovers.
#include <array>
#include <vector>

#include "tessera/core/samegame/board.hpp"

namespace tessera::samegame {

enum class Rules { popstar, classic };

int group_score(Rules rules, int n);
// Per-tile shares of group_score, for the score pop-ups; they sum to group_score(rules, n).
// Classic shows 0 for the first two tiles and 2i−3 after (Σ = (n−2)²).
std::vector<int> tile_scores(Rules rules, int n);

int popstar_bonus(int tiles_left);
// The per-tile deductions 40i+20 (positive numbers; Σ = 20r²).
std::vector<int> popstar_bonus_deductions(int tiles_left);
int popstar_target(int level);

inline constexpr int kClassicClearBonus = 1000;
// Σ over colours with k ≥ 1 leftovers of (k−2)².
int classic_leftover_penalty(const std::array<int, kMaxColours + 1>& counts);

// What the end of a game adds to the score (bonus, clear bonus or penalty).
int end_adjustment(Rules rules, bool leftover_penalty, const Board& board);

} // namespace tessera::samegame
