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
    st.reached = goal.kind != GoalKind::Endless && has_target(goal) && state.score >= goal.target_score;
    const std::int64_t toward = st.target > 0 ? st.target : state.rules.stars[2];
    st.progress = toward > 0
                      ? std::clamp(static_cast<double>(state.score) / static_cast<double>(toward), 0.0, 1.0)
                      : 0.0;
    const std::string points = std::to_string(state.score) + " of " + std::to_string(st.target) + " points";
    if (goal.kind == GoalKind::Moves)
        st.moves_left = std::max(0, goal.moves - state.moves_used - state.bonus_moves);
    if (goal.kind == GoalKind::Time) st.seconds_left = std::max(0.0, goal.seconds - elapsed_seconds);
    const bool out_of_time = goal.kind == GoalKind::Time && elapsed_seconds >= goal.seconds;

    if (goal.kind == GoalKind::Moves && st.reached) {
        st.phase = Phase::Won;
        st.reason = "reached " + std::to_string(goal.target_score) + " points in " +
                    std::to_string(state.moves_used) + (state.moves_used == 1 ? " move" : " moves");
        if (state.bonus_moves > 0)
            st.reason += ", then " + std::to_string(state.bonus_moves) + " leftover " +
                         (state.bonus_moves == 1 ? "move" : "moves") + " scored " +
                         std::to_string(state.bonus_score) + " bonus points";
    } else if (goal.kind == GoalKind::Time && st.reached && (out_of_time || state.stuck)) {
        st.phase = Phase::Won;
        st.reason = (state.stuck ? "no moves left: " : "time is up: ") + std::to_string(state.score) +
                    " points, target " + std::to_string(goal.target_score) + " reached";
    } else if (state.stuck) {
        st.phase = Phase::Lost;
        st.reason = "no moves left and the pieces cannot be reshuffled into a playable board: " +
                    (goal.kind == GoalKind::Endless ? std::to_string(state.score) + " points" : points);
    } else if (goal.kind == GoalKind::Moves && !has_target(goal) && state.moves_used >= goal.moves) {
        st.phase = Phase::Won;
        st.reason = std::to_string(goal.moves) + " moves played: " + std::to_string(state.score) + " points";
    } else if (goal.kind == GoalKind::Time && !has_target(goal) && out_of_time) {
        st.phase = Phase::Won;
        st.reason = "time is up: " + std::to_string(state.score) + " points";
    } else if (goal.kind == GoalKind::Moves && state.moves_used >= goal.moves) {
        st.phase = Phase::Lost;
        st.reason = "out of moves: " + points;
    } else if (out_of_time) {
        st.phase = Phase::Lost;
        st.reason = "out of time: " + points;
    }
    // Winning on the target gives at least one star even if the thresholds are set higher.
    if (st.phase == Phase::Won) st.stars = std::max(st.stars, 1);
    return st;
}

} // namespace tessera::match3
