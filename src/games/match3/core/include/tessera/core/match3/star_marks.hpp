#pragma once
// The cap on what the bonus round alone can earn (docs/games/match3.md, "Stars measure play").
// A moves goal's bonus round pays bonus_per_move() for each leftover move (rules.hpp), so a run
// that needs half its moves or more to reach the target, and scores no more than the target with
// them, ends at most at bonus_only_ceiling(). A level's 3-star mark must lie above it: the bonus
// round never turns a barely-played level into 3 stars. Level files are refused otherwise.
#include <cstdint>
#include <optional>
#include <string>

#include "tessera/core/match3/params.hpp"

namespace tessera::match3 {

// target + bonus_per_move(goal) x floor(moves / 2) for a moves goal with a target; 0 otherwise.
std::int64_t bonus_only_ceiling(const Goal& goal);

// Why these star marks let the bonus round alone earn 3 stars, or nullopt when they do not.
std::optional<std::string> star_marks_problem(const Rules& rules);

} // namespace tessera::match3
