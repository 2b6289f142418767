#pragma once
// The autoplayer (player.hpp: strong by default, the hint every move) on a whole level, as a player
// meets it: the same budget of moves, the level's end judged as status() judges it. Level
// validation, the star tests and the bench use it to show what a level's goal and star scores ask
// of a player, and `tessera match3 autoplay` how the stars of weak, medium and strong players differ.
#include <array>
#include <cstdint>
#include <vector>

#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/player.hpp"
#include "tessera/core/match3/status.hpp"

namespace tessera::match3 {

// A time goal is played at one move every kAutoplaySecondsPerMove seconds (an unhurried player,
// the animations included); an endless level for kAutoplayEndlessMoves moves (a long session:
// it ends only on a board that cannot be reshuffled).
inline constexpr int kAutoplaySecondsPerMove = 3;
inline constexpr int kAutoplayEndlessMoves = 100;

// The moves the autoplayer gets: a moves goal's limit, a time goal's seconds at the pace above,
// or kAutoplayEndlessMoves.
int autoplay_budget(const Rules& rules);

struct LevelRun {
    State state;
    int moves = 0;
    Status status; // a time goal is judged with its time used up
};
// `seed` seeds the player's own choices (player.hpp); the strong player makes none.
LevelRun autoplay_level(const State& start, Strength strength = Strength::Strong, std::uint64_t seed = 0);

// The autoplayer on `seeds` deals of the level: params.seed, params.seed + 1, ..., each played
// with the player seed player_seed(deal's seed).
struct StarOdds {
    int runs = 0;
    std::array<int, 4> by_stars{}; // runs that ended with 0, 1, 2, 3 stars
    int won = 0;
    std::int64_t lowest = 0, highest = 0; // final scores
    std::int64_t total = 0;               // the final scores added up
    std::vector<std::int64_t> scores;     // the final scores, in deal order
    // Runs with at least `stars` stars.
    int at_least(int stars) const;
    double mean_score() const;
    double mean_stars() const;
};
StarOdds star_odds(Params params, int seeds, Strength strength = Strength::Strong);

} // namespace tessera::match3
