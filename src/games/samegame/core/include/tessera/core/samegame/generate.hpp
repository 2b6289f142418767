#pragma once
// Level generation that answers the PopStar article's open problem ("a dealt level whose best
// score cannot reach its target"): a board is dealt only if the solver finds a line reaching the
// level's goal; otherwise the next deal from the same Rng stream is tried.
#include <cstdint>
#include <optional>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/core/samegame/solver.hpp"

namespace tessera::samegame {

// The State a level's proof starts from. PopStar level L (> 1) assumes the player arrives with
// exactly the previous target, so a proven line gains at least 2000 (1000 for level 1) and a
// player who follows every level's line passes the whole chain.
State proof_start(const Board& board, const Params& params);

struct GeneratedLevel {
    Board board;
    Solution line; // from proof_start(board, params); reaches the goal
    int attempts = 0;
};

// nullopt if no deal in `max_attempts` reached the goal within the solver limits.
std::optional<GeneratedLevel> generate(const Params& params, Rng& rng, const SolveLimits& limits,
                                       int max_attempts = 50);

} // namespace tessera::samegame
