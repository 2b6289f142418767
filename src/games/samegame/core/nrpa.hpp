#pragma once
// Nested Rollout Policy Adaptation for boards too big for the exact search (solver.hpp has the
// overview, docs/games/samegame.md the measurements). Private to the solver.
#include <cstdint>
#include <vector>

#include "tessera/core/samegame/solver.hpp"

namespace tessera::samegame::nrpa {

struct Params {
    int level = 3;             // the top level, which adapts until the budget runs out
    int iterations = 100;      // per search below the top
    float alpha = 1.0f;        // adaptation step
    float size_prior = 2.0f;   // the playout prior: weight exp(policy - size_prior * ln(group size) + colour)
    float second_prior = 0.0f; // the colour part: the second most frequent colour's groups get -second_prior
    int restart_after = 0;     // top-level iterations without a new best before a fresh policy (0: never)
};

// Searches from `state` (not over, more than a handful of tiles) until the node budget or
// should_stop ends it; the line is complete even when the first playout alone used the budget.
Solution solve(const State& state, const SolveLimits& limits, const Params& params);

// The top level the solver uses for a node budget (0: unlimited) on a board of `tiles` tiles.
int level_for(std::uint64_t max_nodes, int tiles);

} // namespace tessera::samegame::nrpa
