#pragma once
// Statistics in the player's words, for the free-play and statistics screens.
#include <string>

#include "tessera/levels/common/statistics.hpp"

namespace tessera::app {

// "Played 12 · won 9 (75%) · streak 2"; "Not played yet" before the first game.
std::string played_words(const levels::PlayStats& stats);
// "Best 3:12 · average 4:40" (times) or "Best 12 340 · average 8 010" (scores); "" without one.
std::string best_words(const levels::PlayStats& stats);
// A best or an average as a table cell: a score, a time, or "—".
std::string best_cell(const levels::PlayStats& stats);
std::string average_cell(const levels::PlayStats& stats);
std::string win_rate_cell(const levels::PlayStats& stats); // "75%", "—" before the first game

} // namespace tessera::app
