#include "tessera/core/samegame/free_play.hpp"

#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/scoring.hpp"

namespace tessera::samegame {

std::string_view run_name(RunKind kind) { return kRunNames[static_cast<std::size_t>(kind)]; }

std::optional<RunKind> parse_run(std::string_view name) {
    for (std::size_t i = 0; i < kRunNames.size(); ++i)
        if (kRunNames[i] == name) return static_cast<RunKind>(i);
    return std::nullopt;
}

int run_target(int level) { return popstar_target(level); }

int run_lowest_carry(int level) { return level > 1 ? run_target(level - 1) : 0; }

Config run_config(int level) {
    Config c;
    c.rules = Rules::popstar;
    c.collapse = true;
    c.target = run_target(level);
    c.max_left = -1;
    c.level = level;
    return c;
}

std::uint64_t run_deal_seed(std::uint64_t run_seed, RunKind kind, int level, int attempt) {
    std::uint64_t state = run_seed;
    std::uint64_t h = splitmix64(state);
    state = h ^ (static_cast<std::uint64_t>(kind) + 1);
    h = splitmix64(state);
    state = h ^ static_cast<std::uint64_t>(level);
    h = splitmix64(state);
    state = h ^ static_cast<std::uint64_t>(attempt);
    return splitmix64(state);
}

RunLevel deal_run_level(RunKind kind, std::uint64_t run_seed, int level) {
    RunLevel out;
    out.kind = kind;
    out.level = level;
    for (int attempt = 1;; ++attempt) {
        const std::uint64_t seed = run_deal_seed(run_seed, kind, level, attempt);
        Rng rng(seed);
        Board board = deal_board(kRunSide, kRunSide, kRunColours, kRunWave, rng);
        const State from = start(board, run_config(level), run_lowest_carry(level));
        SolveLimits limits;
        limits.max_nodes = kRunProofNodes;
        limits.seed = seed;
        Solution line = solve(from, limits);
        const auto end = replay(from, line.moves);
        if (!end || !end->over || !goal_met(*end)) continue;
        out.board = std::move(board);
        out.deal_seed = seed;
        out.attempt = attempt;
        out.line = std::move(line);
        return out;
    }
}

State run_level_start(const RunLevel& level, int carried_score) {
    return start(level.board, run_config(level.level), carried_score);
}

} // namespace tessera::samegame
