// Merging two profiles (two instances of the game saving one file): a three-way merge against
// the copy both started from (docs/reliability.md).
#include "tessera/levels/common/profile.hpp"
#include "tessera/levels/common/statistics.hpp"

#include <algorithm>
#include <map>
#include <string>

#include "profile_internal.hpp"

namespace tessera::levels {

// ---------------------------------------------------------------- merging

namespace {

// Three-way merge of JSON values: each key one side changed takes that side; both: ours.
void merge_json(const nlohmann::json& base, nlohmann::json& ours, const nlohmann::json& theirs) {
    if (!base.is_object() || !ours.is_object() || !theirs.is_object()) {
        if (ours == base) ours = theirs;
        return;
    }
    std::vector<std::string> keys;
    for (const nlohmann::json* j : std::initializer_list<const nlohmann::json*>{&base, &ours, &theirs})
        for (auto it = j->begin(); it != j->end(); ++it) keys.push_back(it.key());
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    for (const auto& k : keys) {
        const auto b = base.find(k), t = theirs.find(k);
        const auto o = ours.find(k);
        const bool has_b = b != base.end(), has_o = o != ours.end(), has_t = t != theirs.end();
        const bool ours_changed = has_o != has_b || (has_o && !(*o == *b));
        if (ours_changed) continue;
        if (has_t)
            ours[k] = *t;
        else if (has_o)
            ours.erase(k);
    }
}

// A map whose values merge one by one; `both` settles a key both sides changed (in ours).
template <class V, class Both> void merge_map(const std::map<std::string, V>& base,
                                              std::map<std::string, V>& ours,
                                              const std::map<std::string, V>& theirs, Both&& both) {
    std::vector<std::string> keys;
    for (const auto* m : std::initializer_list<const std::map<std::string, V>*>{&base, &ours, &theirs})
        for (const auto& [k, v] : *m) keys.push_back(k);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    for (const auto& k : keys) {
        const auto b = base.find(k), t = theirs.find(k);
        const auto o = ours.find(k);
        const bool has_b = b != base.end(), has_o = o != ours.end(), has_t = t != theirs.end();
        const bool ours_changed = has_o != has_b || (has_o && !(o->second == b->second));
        const bool theirs_changed = has_t != has_b || (has_t && !(t->second == b->second));
        if (!theirs_changed) continue;
        if (!ours_changed) {
            if (has_t)
                ours[k] = t->second;
            else
                ours.erase(k);
            continue;
        }
        if (has_o && has_t) both(has_b ? &b->second : nullptr, o->second, t->second);
        // One side removed it and the other changed it: the change wins (it is newer progress).
        else if (has_t)
            ours[k] = t->second;
    }
}

LevelRecord combine(const LevelRecord* base, const LevelRecord& theirs, LevelRecord ours) {
    const LevelRecord none;
    const LevelRecord& b = base ? *base : none;
    ours.completed = ours.completed || theirs.completed;
    ours.stars = std::max(ours.stars, theirs.stars);
    if (theirs.best_score && (!ours.best_score || *theirs.best_score > *ours.best_score))
        ours.best_score = theirs.best_score;
    if (theirs.best_time_ms && (!ours.best_time_ms || *theirs.best_time_ms < *ours.best_time_ms))
        ours.best_time_ms = theirs.best_time_ms;
    // Their ranking plus the times this instance added since base.
    std::vector<RankedTime> added = ours.top_times;
    for (const RankedTime& t : b.top_times)
        if (auto it = std::find(added.begin(), added.end(), t); it != added.end()) added.erase(it);
    ours.top_times = theirs.top_times;
    ours.top_times.insert(ours.top_times.end(), added.begin(), added.end());
    rank(ours.top_times);
    std::vector<RankedScore> scored = ours.top_scores; // the same for the scores
    for (const RankedScore& t : b.top_scores)
        if (auto it = std::find(scored.begin(), scored.end(), t); it != scored.end()) scored.erase(it);
    ours.top_scores = theirs.top_scores;
    ours.top_scores.insert(ours.top_scores.end(), scored.begin(), scored.end());
    rank(ours.top_scores);
    ours.plays = static_cast<int>(
        std::clamp<std::int64_t>(std::int64_t{theirs.plays} + ours.plays - b.plays, 0, kMaxPlays));
    merge_json(b.extra, ours.extra, theirs.extra);
    return ours;
}

} // namespace

void merge_profiles(const Profile& base, Profile& ours, const Profile& theirs) {
    ours.format = std::max(ours.format, theirs.format);
    Settings& s = ours.settings;
    const Settings &bs = base.settings, &ts = theirs.settings;
#define TESSERA_MERGE_SETTING(f)                                                                             \
    if (s.f == bs.f) s.f = ts.f;
    TESSERA_MERGE_SETTING(music_volume)
    TESSERA_MERGE_SETTING(effects_volume)
    TESSERA_MERGE_SETTING(fullscreen)
    TESSERA_MERGE_SETTING(animation_speed)
    TESSERA_MERGE_SETTING(reduced_motion)
    TESSERA_MERGE_SETTING(colourblind_symbols)
    TESSERA_MERGE_SETTING(skip_animations_on_input)
    TESSERA_MERGE_SETTING(window)
    TESSERA_MERGE_SETTING(language)
#undef TESSERA_MERGE_SETTING
    merge_json(bs.extra, s.extra, ts.extra);
    merge_map(base.levels, ours.levels, theirs.levels,
              [](const LevelRecord* b, LevelRecord& o, const LevelRecord& t) { o = combine(b, t, o); });
    merge_map(base.saves, ours.saves, theirs.saves,
              [](const nlohmann::json*, nlohmann::json&, const nlohmann::json&) {
                  // Both instances played the same level on: the later save (this one) is kept.
              });
    merge_map(base.totals, ours.totals, theirs.totals,
              [](const std::int64_t* b, std::int64_t& o, const std::int64_t& t) {
                  o = std::clamp<std::int64_t>(t + o - (b ? *b : 0), -kMaxTotal, kMaxTotal);
              });
    merge_profile_statistics(base, ours, theirs); // statistics.hpp: counts add up, bests combine
    merge_json(base.extra, ours.extra, theirs.extra);
}

} // namespace tessera::levels
