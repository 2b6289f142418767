#include "tessera/core/match3/status.hpp"

#include <algorithm>

namespace tessera::match3 {

int stars_for(const Rules& rules, std::int64_t score) {
    int n = 0;
    for (std::int64_t threshold : rules.stars)
        if (threshold > 0 && score >= threshold) ++n;
    return n;
}

Status status(const State& state, double elapsed_seconds) {
    Status st;
    const Goal& goal = state.rules.goal;
    st.stars = stars_for(state.rules, state.score);
    st.target = goal.kind == GoalKind::Endless ? 0 : goal.target_score;
    const std::int64_t toward = st.target > 0 ? st.target : state.rules.stars[2];
    st.progress = toward > 0
                      ? std::clamp(static_cast<double>(state.score) / static_cast<double>(toward), 0.0, 1.0)
                      : 0.0;
    const std::string points = std::to_string(state.score) + " of " + std::to_string(st.target) + " points";
    if (goal.kind == GoalKind::Moves) st.moves_left = std::max(0, goal.moves - state.moves_used);
    if (goal.kind == GoalKind::Time) st.seconds_left = std::max(0.0, goal.seconds - elapsed_seconds);

    if (goal.kind != GoalKind::Endless && state.score >= goal.target_score) {
        st.phase = Phase::Won;
        st.reason = "reached " + std::to_string(goal.target_score) + " points";
        // Winning on the target gives at least one star even if the thresholds are set higher.
        st.stars = std::max(st.stars, 1);
    } else if (state.stuck) {
        st.phase = Phase::Lost;
        st.reason = "no moves left and the pieces cannot be reshuffled into a playable board: " +
                    (goal.kind == GoalKind::Endless ? std::to_string(state.score) + " points" : points);
    } else if (goal.kind == GoalKind::Moves && state.moves_used >= goal.moves) {
        st.phase = Phase::Lost;
        st.reason = "out of moves: " + points;
    } else if (goal.kind == GoalKind::Time && elapsed_seconds >= goal.seconds) {
        st.phase = Phase::Lost;
        st.reason = "out of time: " + points;
    }
    return st;
}

} // namespace tessera::match3
