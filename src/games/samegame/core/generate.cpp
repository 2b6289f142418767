#include "tessera/core/samegame/generate.hpp"

#include "tessera/core/samegame/deal.hpp"

namespace tessera::samegame {

State proof_start(const Board& board, const Params& params) {
    Params p = params;
    if (p.mode == Mode::popstar) p.start_score = p.level > 1 ? popstar_target(p.level - 1) : 0;
    return start(board, p);
}

std::optional<GeneratedLevel> generate(const Params& params, Rng& rng, const SolveLimits& limits,
                                       int max_attempts) {
    for (int attempt = 1; attempt <= max_attempts; ++attempt) {
        Board board = deal_board(params.width, params.height, params.colours, params.wave, rng);
        const State start = proof_start(board, params);
        Solution line = solve(start, limits);
        const auto end = replay(start, line.moves);
        if (end && end->over && goal_met(*end)) return GeneratedLevel{board, std::move(line), attempt};
    }
    return std::nullopt;
}

} // namespace tessera::samegame
