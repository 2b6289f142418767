#include "tessera/core/match3/autoplay_level.hpp"

#include <algorithm>

#include "tessera/core/match3/generate.hpp"

namespace tessera::match3 {

int autoplay_budget(const Rules& rules) {
    switch (rules.goal.kind) {
    case GoalKind::Moves:
        return rules.goal.moves;
    case GoalKind::Time:
        return std::max(1, rules.goal.seconds / kAutoplaySecondsPerMove);
    default:
        return kAutoplayEndlessMoves;
    }
}

LevelRun autoplay_level(const State& start, Strength strength, std::uint64_t seed) {
    Rng rng(seed);
    LevelRun run{start, 0, {}};
    for (const int budget = autoplay_budget(start.rules); run.moves < budget; ++run.moves) {
        const auto move = choose_move(run.state, strength, rng);
        if (!move) break;
        auto out = apply(run.state, *move);
        if (!out) break;
        run.state = std::move(out->state);
    }
    const Goal& goal = start.rules.goal;
    const double elapsed = goal.kind == GoalKind::Time ? static_cast<double>(goal.seconds)
                                                       : run.moves * double{kAutoplaySecondsPerMove};
    run.status = status(run.state, elapsed);
    return run;
}

int StarOdds::at_least(int stars) const {
    int n = 0;
    for (int s = std::clamp(stars, 0, 3); s <= 3; ++s) n += by_stars[static_cast<std::size_t>(s)];
    return n;
}

double StarOdds::mean_score() const { return runs > 0 ? static_cast<double>(total) / runs : 0.0; }

double StarOdds::mean_stars() const {
    int sum = 0;
    for (int s = 1; s <= 3; ++s) sum += s * by_stars[static_cast<std::size_t>(s)];
    return runs > 0 ? static_cast<double>(sum) / runs : 0.0;
}

StarOdds star_odds(Params params, int seeds, Strength strength) {
    StarOdds odds;
    const std::uint64_t first = params.seed;
    for (int i = 0; i < seeds; ++i) {
        params.seed = first + static_cast<std::uint64_t>(i);
        const auto s = start(params);
        if (!s) continue;
        const LevelRun run = autoplay_level(*s, strength, player_seed(params.seed));
        ++odds.by_stars[static_cast<std::size_t>(std::clamp(run.status.stars, 0, 3))];
        odds.won += run.status.phase == Phase::Won;
        odds.lowest = odds.runs == 0 ? run.state.score : std::min(odds.lowest, run.state.score);
        odds.highest = std::max(odds.highest, run.state.score);
        odds.total += run.state.score;
        odds.scores.push_back(run.state.score);
        ++odds.runs;
    }
    return odds;
}

} // namespace tessera::match3
