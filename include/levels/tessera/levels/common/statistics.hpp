#pragma once
// Free play's statistics and the daily challenge's record (issue 38), kept in the profile under
// the top-level field "statistics" (docs/reliability.md, "The profile"):
//
//   "statistics": {
//     "games": {"<game>/hard": {"played": 12, "won": 9, "streak": 3, "best_streak": 5,
//                               "best_time_ms": 181000, "timed_wins": 9, "total_time_ms": 2400000,
//                               "best_score": ..., "scored": ..., "total_score": ...,
//                               "best_level": 7}, ...},
//     "daily": {"<game>/2026-11-28": {"done": true, "time_ms": 240000, "score": ...}, ...}
//   }
//
// "best_level" belongs to a run of levels (a game's endless run, where each level counts as a game
// and its score is the run's total so far): the furthest level played to its end. Keys are
// "<game>/<difficulty or mode>" (the free-play id's difficulty) and
// "<game>/<YYYY-MM-DD>". Like the rest of the profile, a version that does not know the field keeps
// it as it is, a bad value loses only itself (read_statistics names it), fields of another version
// are kept, and two instances saving at once merge (merge_statistics): counts add both sides'
// increments, bests take the better, a daily day done on either side is done.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tessera/core/common/free_play.hpp"
#include "tessera/levels/common/profile.hpp"

namespace tessera::levels {

struct PlayStats {
    std::int64_t played = 0;
    std::int64_t won = 0;
    std::int64_t streak = 0;                  // wins in a row, up to the last game
    std::int64_t best_streak = 0;             // the longest such run
    std::optional<std::int64_t> best_time_ms; // the fastest win
    std::int64_t timed_wins = 0;              // wins with a time, and their sum
    std::int64_t total_time_ms = 0;
    std::optional<std::int64_t> best_score; // over every game with a score
    std::int64_t scored = 0;                // games with a score, and their sum
    std::int64_t total_score = 0;
    std::optional<std::int64_t> best_level; // a run of levels: the furthest level played to its end
    nlohmann::json extra;                   // null or an object: fields of another version

    double win_rate() const; // 0..1; 0 before the first game
    std::optional<std::int64_t> average_time_ms() const;
    std::optional<std::int64_t> average_score() const;
    friend bool operator==(const PlayStats&, const PlayStats&) = default;
};

struct DailyEntry {
    bool done = false;                   // won on that day's challenge
    std::optional<std::int64_t> time_ms; // the best of that day's wins
    std::optional<std::int64_t> score;   // the best of that day's scores
    nlohmann::json extra;
    friend bool operator==(const DailyEntry&, const DailyEntry&) = default;
};

struct Statistics {
    std::map<std::string, PlayStats> games;  // "<game>/<difficulty>"
    std::map<std::string, DailyEntry> daily; // "<game>/<YYYY-MM-DD>"
    nlohmann::json extra;                    // other fields of "statistics"
    friend bool operator==(const Statistics&, const Statistics&) = default;
};

std::string stats_key(const std::string& game, const std::string& difficulty);
std::string daily_key(const std::string& game, const Date& date);

// A finished free-play game (a game left unfinished is not recorded). time_ms counts only when won.
void record_game(Statistics& stats, const std::string& key, bool won, std::optional<std::int64_t> time_ms,
                 std::optional<std::int64_t> score);
// A run of levels ended `level` (won or lost, without a hint): the key's best level is the higher
// of the two. True when it is a new best.
bool record_best_level(Statistics& stats, const std::string& key, std::int64_t level);
// A finished daily challenge: counted in its game's statistics under the day's difficulty too is the
// caller's choice; this keeps the day's own record (done, best time, best score).
void record_daily(Statistics& stats, const std::string& game, const Date& date, bool won,
                  std::optional<std::int64_t> time_ms, std::optional<std::int64_t> score);
// Days in a row, ending `today`, whose challenge was done; a today not done yet does not break it
// (the run then ends yesterday).
int daily_streak(const Statistics& stats, const std::string& game, const Date& today);
// The longest such run ever.
int best_daily_streak(const Statistics& stats, const std::string& game);

nlohmann::json statistics_json(const Statistics& stats);
// Value by value: what is wrong is left out and named in `dropped` ("/statistics/games/<game>~1hard/
// played: expected a count 0..., got -3"); unknown fields are kept.
Statistics read_statistics(const nlohmann::json& json, std::vector<std::string>& dropped);

// Three-way merge, as merge_profiles does for the rest (see the file comment).
void merge_statistics(const Statistics& base, Statistics& ours, const Statistics& theirs);

// The profile's statistics (from its "statistics" field), and back.
Statistics statistics_of(const Profile& profile, std::vector<std::string>* dropped = nullptr);
void store_statistics(Profile& profile, const Statistics& stats);
// merge_profiles' step for the field: merges ours.extra["statistics"] with theirs' (then the
// field counts as changed on our side, so the generic merge of unknown fields keeps it).
void merge_profile_statistics(const Profile& base, Profile& ours, const Profile& theirs);

} // namespace tessera::levels
