#include "tessera/core/match3/star_marks.hpp"

#include "tessera/core/match3/rules.hpp"

namespace tessera::match3 {

std::int64_t bonus_only_ceiling(const Goal& goal) {
    const std::int64_t pay = bonus_per_move(goal);
    if (pay == 0) return 0;
    return goal.target_score + pay * (goal.moves / 2);
}

std::optional<std::string> star_marks_problem(const Rules& rules) {
    const std::int64_t ceiling = bonus_only_ceiling(rules.goal);
    if (ceiling == 0 || rules.stars[2] > ceiling) return std::nullopt;
    const Goal& g = rules.goal;
    return "3 stars at " + std::to_string(rules.stars[2]) +
           " would come from the bonus round alone: a run that just reaches the target of " +
           std::to_string(g.target_score) + " with " + std::to_string(g.moves / 2) + " of its " +
           std::to_string(g.moves) + " moves to spare ends at " + std::to_string(g.target_score) + " + " +
           std::to_string(g.moves / 2) + " x " + std::to_string(bonus_per_move(g)) + " = " +
           std::to_string(ceiling) + "; the 3-star score must be above " + std::to_string(ceiling);
}

} // namespace tessera::match3
