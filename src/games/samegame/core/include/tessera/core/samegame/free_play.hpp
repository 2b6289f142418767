#pragma once
// PopStar's free play (issue 38): the PopStar article's endless run. Level n's target is
// 1000 + (n−1)·2000 on the score carried from level to level (the end bonus counts); the run goes on
// while the target is met. Discovery plays the same run with its hidden colours, its cell-by-cell
// selection and its timer (the run scores as PopStar does, so the article's targets apply).
//
// Every level's deal is the article's: wave-average colour counts, then Fisher–Yates (deal.hpp),
// 10x10 with 5 colours and a wave of 4, from the seed run_deal_seed(run seed, kind, level, attempt).
// The solver then searches for a line from the *lowest* score a player can carry into the level
// (level n−1's target; 0 for level 1). A deal whose line does not reach level n's target is never
// shown: the next attempt's seed is dealt instead (docs/games/samegame.md, "Free play"). A line
// that gains target(n) − target(n−1) from the lowest carried score reaches the target from any
// score the player really carries, since scores only add.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "tessera/core/samegame/game.hpp"
#include "tessera/core/samegame/solver.hpp"

namespace tessera::samegame {

enum class RunKind : std::uint8_t { popstar, discovery, kCount };
inline constexpr std::array<std::string_view, 2> kRunNames{"popstar", "discovery"};
inline constexpr RunKind kDailyRun = RunKind::popstar;

std::string_view run_name(RunKind kind);
std::optional<RunKind> parse_run(std::string_view name);

inline constexpr int kRunSide = 10;
inline constexpr int kRunColours = 5;
inline constexpr int kRunWave = 4;
// The solver's budget per deal (moves made). A deal it cannot prove within it is redealt, so the
// budget bounds the time a level takes to deal (docs/performance.md, samegame.new.*).
inline constexpr std::uint64_t kRunProofNodes = 2'000;

int run_target(int level);       // 1000 + (level−1)·2000
int run_lowest_carry(int level); // the score a player carries in at least: target(level−1), or 0
Config run_config(int level);    // PopStar scoring, the level's target, any tiles may remain

// The seed of a level's attempt-th deal (attempt 1, 2, ...): splitmix64 over the run seed, the
// kind, the level and the attempt.
std::uint64_t run_deal_seed(std::uint64_t run_seed, RunKind kind, int level, int attempt);

struct RunLevel {
    RunKind kind = RunKind::popstar;
    int level = 1;
    Board board;
    std::uint64_t deal_seed = 0;
    int attempt = 1; // the deal used (1 = the first was proven)
    Solution line;   // from run_lowest_carry(level); replays to a finished state at the target
};

// Level `level` (>= 1) of the run with this seed: the same on every run and machine, and the
// same whatever score the player carries.
RunLevel deal_run_level(RunKind kind, std::uint64_t run_seed, int level);

// The state the player starts the level in, with the score they carry.
State run_level_start(const RunLevel& level, int carried_score);

} // namespace tessera::samegame
