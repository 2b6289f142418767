#include "tessera/levels/common/statistics.hpp"

#include <algorithm>
#include <initializer_list>

namespace tessera::levels {

namespace {

constexpr const char* kField = "statistics";

// A field name inside a JSON pointer ("~" and "/" escaped).
std::string pointer_part(const std::string& key) {
    std::string out;
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

struct Reader {
    std::vector<std::string>& dropped;

    std::optional<std::int64_t> count(const nlohmann::json& j, const std::string& where,
                                      bool allow_negative) {
        if (j.is_number_integer() && (allow_negative || j.get<std::int64_t>() >= 0))
            return j.get<std::int64_t>();
        dropped.push_back(where + ": expected " + (allow_negative ? "an integer" : "a count 0 or more") +
                          ", got " + j.dump());
        return std::nullopt;
    }
    std::optional<bool> flag(const nlohmann::json& j, const std::string& where) {
        if (j.is_boolean()) return j.get<bool>();
        dropped.push_back(where + ": expected true or false, got " + j.dump());
        return std::nullopt;
    }
};

// Reads each known field of an object with `read(name, value, where)`; the rest goes to extra.
template <class Read> nlohmann::json read_fields(const nlohmann::json& object, const std::string& where,
                                                 std::initializer_list<const char*> known, Read&& read) {
    nlohmann::json extra;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const bool is_known =
            std::any_of(known.begin(), known.end(), [&](const char* k) { return it.key() == k; });
        if (is_known)
            read(it.key(), it.value(), where + "/" + pointer_part(it.key()));
        else
            extra[it.key()] = it.value();
    }
    return extra;
}

PlayStats read_play(const nlohmann::json& j, const std::string& where, Reader& r) {
    PlayStats s;
    s.extra = read_fields(j, where,
                          {"played", "won", "streak", "best_streak", "best_time_ms", "timed_wins",
                           "total_time_ms", "best_score", "scored", "total_score", "best_level"},
                          [&](const std::string& k, const nlohmann::json& v, const std::string& at) {
                              const bool score = k == "best_score" || k == "total_score";
                              const auto n = r.count(v, at, score);
                              if (!n) return;
                              if (k == "played")
                                  s.played = *n;
                              else if (k == "won")
                                  s.won = *n;
                              else if (k == "streak")
                                  s.streak = *n;
                              else if (k == "best_streak")
                                  s.best_streak = *n;
                              else if (k == "best_time_ms")
                                  s.best_time_ms = *n;
                              else if (k == "timed_wins")
                                  s.timed_wins = *n;
                              else if (k == "total_time_ms")
                                  s.total_time_ms = *n;
                              else if (k == "best_score")
                                  s.best_score = *n;
                              else if (k == "scored")
                                  s.scored = *n;
                              else if (k == "best_level")
                                  s.best_level = *n;
                              else
                                  s.total_score = *n;
                          });
    return s;
}

DailyEntry read_day(const nlohmann::json& j, const std::string& where, Reader& r) {
    DailyEntry d;
    d.extra = read_fields(j, where, {"done", "time_ms", "score"},
                          [&](const std::string& k, const nlohmann::json& v, const std::string& at) {
                              if (k == "done") {
                                  if (auto b = r.flag(v, at)) d.done = *b;
                              } else if (auto n = r.count(v, at, k == "score")) {
                                  (k == "time_ms" ? d.time_ms : d.score) = *n;
                              }
                          });
    return d;
}

template <class V, class Read> void read_map(const nlohmann::json& j, const std::string& where,
                                             std::map<std::string, V>& out, Reader& r, Read&& read) {
    if (!j.is_object()) {
        r.dropped.push_back(where + ": expected an object, got " + j.dump());
        return;
    }
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string at = where + "/" + pointer_part(it.key());
        if (!it.value().is_object()) {
            r.dropped.push_back(at + ": expected an object, got " + it.value().dump());
            continue;
        }
        out[it.key()] = read(it.value(), at, r);
    }
}

void put_extra(nlohmann::json& out, const nlohmann::json& extra) {
    if (!extra.is_object()) return;
    for (auto it = extra.begin(); it != extra.end(); ++it)
        if (!out.contains(it.key())) out[it.key()] = it.value();
}

nlohmann::json play_json(const PlayStats& s) {
    nlohmann::json j{
        {"played", s.played}, {"won", s.won}, {"streak", s.streak}, {"best_streak", s.best_streak}};
    if (s.best_time_ms) j["best_time_ms"] = *s.best_time_ms;
    j["timed_wins"] = s.timed_wins;
    j["total_time_ms"] = s.total_time_ms;
    if (s.best_score) j["best_score"] = *s.best_score;
    j["scored"] = s.scored;
    j["total_score"] = s.total_score;
    if (s.best_level) j["best_level"] = *s.best_level;
    put_extra(j, s.extra);
    return j;
}

nlohmann::json day_json(const DailyEntry& d) {
    nlohmann::json j{{"done", d.done}};
    if (d.time_ms) j["time_ms"] = *d.time_ms;
    if (d.score) j["score"] = *d.score;
    put_extra(j, d.extra);
    return j;
}

std::optional<std::int64_t> better(std::optional<std::int64_t> a, std::optional<std::int64_t> b, bool lower) {
    if (!a) return b;
    if (!b) return a;
    return lower ? std::min(*a, *b) : std::max(*a, *b);
}

} // namespace

double PlayStats::win_rate() const {
    return played > 0 ? static_cast<double>(won) / static_cast<double>(played) : 0.0;
}

std::optional<std::int64_t> PlayStats::average_time_ms() const {
    if (timed_wins <= 0) return std::nullopt;
    return total_time_ms / timed_wins;
}

std::optional<std::int64_t> PlayStats::average_score() const {
    if (scored <= 0) return std::nullopt;
    return total_score / scored;
}

std::string stats_key(const std::string& game, const std::string& difficulty) {
    return game + "/" + difficulty;
}

std::string daily_key(const std::string& game, const Date& date) { return game + "/" + date.to_string(); }

void record_game(Statistics& stats, const std::string& key, bool won, std::optional<std::int64_t> time_ms,
                 std::optional<std::int64_t> score) {
    PlayStats& s = stats.games[key];
    ++s.played;
    if (won) {
        ++s.won;
        ++s.streak;
        s.best_streak = std::max(s.best_streak, s.streak);
        if (time_ms) {
            s.best_time_ms = better(s.best_time_ms, time_ms, true);
            ++s.timed_wins;
            s.total_time_ms += *time_ms;
        }
    } else {
        s.streak = 0;
    }
    if (score) {
        s.best_score = better(s.best_score, score, false);
        ++s.scored;
        s.total_score += *score;
    }
}

bool record_best_level(Statistics& stats, const std::string& key, std::int64_t level) {
    PlayStats& s = stats.games[key];
    if (s.best_level && *s.best_level >= level) return false;
    s.best_level = level;
    return true;
}

void record_daily(Statistics& stats, const std::string& game, const Date& date, bool won,
                  std::optional<std::int64_t> time_ms, std::optional<std::int64_t> score) {
    DailyEntry& d = stats.daily[daily_key(game, date)];
    if (won) {
        d.done = true;
        if (time_ms) d.time_ms = better(d.time_ms, time_ms, true);
    }
    if (score) d.score = better(d.score, score, false);
}

int daily_streak(const Statistics& stats, const std::string& game, const Date& today) {
    auto done = [&](std::int64_t day) {
        const auto it = stats.daily.find(daily_key(game, date_from_day_number(day)));
        return it != stats.daily.end() && it->second.done;
    };
    std::int64_t day = day_number(today);
    if (!done(day)) --day;
    int n = 0;
    while (done(day - n)) ++n;
    return n;
}

int best_daily_streak(const Statistics& stats, const std::string& game) {
    const std::string prefix = game + "/";
    int best = 0, run = 0;
    std::int64_t last = 0;
    // Keys of one game sort by date (YYYY-MM-DD), so consecutive entries are consecutive days.
    for (auto it = stats.daily.lower_bound(prefix); it != stats.daily.end() && it->first.starts_with(prefix);
         ++it) {
        const auto date = parse_date(std::string_view(it->first).substr(prefix.size()));
        if (!date || !it->second.done) {
            run = 0;
            continue;
        }
        const std::int64_t day = day_number(*date);
        run = run > 0 && day == last + 1 ? run + 1 : 1;
        last = day;
        best = std::max(best, run);
    }
    return best;
}

nlohmann::json statistics_json(const Statistics& stats) {
    nlohmann::json j = nlohmann::json::object();
    nlohmann::json games = nlohmann::json::object(), daily = nlohmann::json::object();
    for (const auto& [k, s] : stats.games) games[k] = play_json(s);
    for (const auto& [k, d] : stats.daily) daily[k] = day_json(d);
    j["games"] = std::move(games);
    j["daily"] = std::move(daily);
    put_extra(j, stats.extra);
    return j;
}

Statistics read_statistics(const nlohmann::json& json, std::vector<std::string>& dropped) {
    Statistics stats;
    const std::string where = std::string("/") + kField;
    if (!json.is_object()) {
        if (!json.is_null()) dropped.push_back(where + ": expected an object, got " + json.dump());
        return stats;
    }
    Reader r{dropped};
    stats.extra = read_fields(json, where, {"games", "daily"},
                              [&](const std::string& k, const nlohmann::json& v, const std::string& at) {
                                  if (k == "games")
                                      read_map(v, at, stats.games, r, read_play);
                                  else
                                      read_map(v, at, stats.daily, r, read_day);
                              });
    return stats;
}

namespace {

// ours + what theirs added since base (never below zero).
std::int64_t add_increment(std::int64_t base, std::int64_t ours, std::int64_t theirs) {
    return std::max<std::int64_t>(0, ours + (theirs - base));
}

void merge_play(const PlayStats& b, PlayStats& o, const PlayStats& t) {
    // A side that only won since base lengthened the streak by its wins; a side that lost broke
    // it, and the shorter current streak is the one that is surely true.
    const bool o_unbroken = o.streak - b.streak == o.won - b.won && o.played - b.played == o.won - b.won;
    const bool t_unbroken = t.streak - b.streak == t.won - b.won && t.played - b.played == t.won - b.won;
    o.streak =
        o_unbroken && t_unbroken ? add_increment(b.streak, o.streak, t.streak) : std::min(o.streak, t.streak);
    o.played = add_increment(b.played, o.played, t.played);
    o.won = add_increment(b.won, o.won, t.won);
    o.best_streak = std::max({o.best_streak, t.best_streak, o.streak});
    o.best_time_ms = better(o.best_time_ms, t.best_time_ms, true);
    o.timed_wins = add_increment(b.timed_wins, o.timed_wins, t.timed_wins);
    o.total_time_ms = add_increment(b.total_time_ms, o.total_time_ms, t.total_time_ms);
    o.best_score = better(o.best_score, t.best_score, false);
    o.scored = add_increment(b.scored, o.scored, t.scored);
    o.total_score = o.total_score + (t.total_score - b.total_score);
    o.best_level = better(o.best_level, t.best_level, false);
    if (o.extra == b.extra) o.extra = t.extra;
}

void merge_day(const DailyEntry& b, DailyEntry& o, const DailyEntry& t) {
    o.done = o.done || t.done;
    o.time_ms = better(o.time_ms, t.time_ms, true);
    o.score = better(o.score, t.score, false);
    if (o.extra == b.extra) o.extra = t.extra;
}

// Key by key: a key only one side changed takes that side; both changed: `both`.
template <class V, class Both> void merge_entries(const std::map<std::string, V>& base,
                                                  std::map<std::string, V>& ours,
                                                  const std::map<std::string, V>& theirs, Both&& both) {
    std::vector<std::string> keys;
    for (const auto* m : std::initializer_list<const std::map<std::string, V>*>{&base, &ours, &theirs})
        for (const auto& [k, v] : *m) keys.push_back(k);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    static const V kNone{};
    for (const auto& k : keys) {
        const auto b = base.find(k);
        const auto o = ours.find(k);
        const auto t = theirs.find(k);
        const V& bv = b != base.end() ? b->second : kNone;
        const bool has_o = o != ours.end(), has_t = t != theirs.end();
        const bool ours_changed = has_o != (b != base.end()) || (has_o && !(o->second == bv));
        const bool theirs_changed = has_t != (b != base.end()) || (has_t && !(t->second == bv));
        if (!theirs_changed) continue;
        if (!ours_changed) {
            if (has_t)
                ours[k] = t->second;
            else
                ours.erase(k);
        } else if (has_o && has_t) {
            both(bv, o->second, t->second);
        }
        // Changed on both sides and deleted on one: ours stands.
    }
}

} // namespace

void merge_statistics(const Statistics& base, Statistics& ours, const Statistics& theirs) {
    merge_entries(base.games, ours.games, theirs.games, merge_play);
    merge_entries(base.daily, ours.daily, theirs.daily, merge_day);
    if (ours.extra == base.extra) ours.extra = theirs.extra;
}

Statistics statistics_of(const Profile& profile, std::vector<std::string>* dropped) {
    std::vector<std::string> ignored;
    std::vector<std::string>& out = dropped ? *dropped : ignored;
    if (!profile.extra.is_object() || !profile.extra.contains(kField)) return {};
    return read_statistics(profile.extra[kField], out);
}

void store_statistics(Profile& profile, const Statistics& stats) {
    if (!profile.extra.is_object()) profile.extra = nlohmann::json::object();
    profile.extra[kField] = statistics_json(stats);
}

void merge_profile_statistics(const Profile& base, Profile& ours, const Profile& theirs) {
    auto field = [](const Profile& p) {
        return p.extra.is_object() && p.extra.contains(kField) ? p.extra[kField] : nlohmann::json();
    };
    const nlohmann::json b = field(base), o = field(ours), t = field(theirs);
    if (o == b || t == b) return; // one side alone changed it: the generic merge takes that side
    Statistics merged = statistics_of(ours);
    merge_statistics(statistics_of(base), merged, statistics_of(theirs));
    store_statistics(ours, merged);
}

} // namespace tessera::levels
