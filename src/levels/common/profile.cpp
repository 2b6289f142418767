#include "tessera/levels/common/profile.hpp"
#include "tessera/levels/common/statistics.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#include "profile_internal.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/json_text.hpp"

namespace tessera::levels {

namespace {

constexpr std::int64_t kMaxScore = 1'000'000'000'000;
constexpr std::int64_t kMaxTimeMs = 1'000'000'000'000;
constexpr double kMinAnimationSpeed = 0.25, kMaxAnimationSpeed = 4.0;
constexpr std::size_t kMaxLanguageLength = 32;     // "zh_CN"; kept as read when not one the app has
constexpr std::int64_t kMaxWindowSide = 100000;    // pixels, any coordinate of the saved window
constexpr std::int64_t kMaxDate = 253'402'300'799; // 9999-12-31 23:59:59 UTC, in seconds since 1970

const char* const kSettingNames[] = {
    "music_volume",        "effects_volume",           "fullscreen", "animation_speed", "reduced_motion",
    "colourblind_symbols", "skip_animations_on_input", "window",     "language"};
const char* const kRecordNames[] = {"completed",    "plays",        "stars",           "best_score",
                                    "best_time_ms", "top_times_ms", "top_times_dated", "top_scores_dated"};
const char* const kRootNames[] = {"format", "settings", "levels", "saves", "totals"};

template <std::size_t N> bool is_one_of(const std::string& key, const char* const (&names)[N]) {
    for (const char* n : names)
        if (key == n) return true;
    return false;
}

std::string quoted_key(const std::string& key) { return json_text(nlohmann::json(key)); }

} // namespace

// Declared in profile_internal.hpp: the merge (profile_merge.cpp) ranks too.
// Best first; equal times in the order they were set; at most kTopTimes.
void rank(std::vector<RankedTime>& times) {
    std::stable_sort(times.begin(), times.end(),
                     [](const RankedTime& a, const RankedTime& b) { return a.ms < b.ms; });
    if (times.size() > kTopTimes) times.resize(kTopTimes);
}

// Highest first; equal scores in the order they were set; at most kTopTimes.
void rank(std::vector<RankedScore>& scores) {
    std::stable_sort(scores.begin(), scores.end(),
                     [](const RankedScore& a, const RankedScore& b) { return a.score > b.score; });
    if (scores.size() > kTopTimes) scores.resize(kTopTimes);
}

// ---------------------------------------------------------------- recording

void Profile::record_play(const std::string& key) {
    auto& r = levels[key];
    r.plays = static_cast<int>(std::min<std::int64_t>(kMaxPlays, std::int64_t{r.plays} + 1));
}

bool Profile::record_result(const std::string& key, bool won, std::optional<std::int64_t> score,
                            std::optional<std::int64_t> time_ms, int stars, std::int64_t at) {
    auto& r = levels[key];
    if (!won) return false;
    if (score) score = std::clamp(*score, -kMaxScore, kMaxScore);
    if (time_ms) time_ms = std::clamp<std::int64_t>(*time_ms, 0, kMaxTimeMs);
    bool best = !r.completed;
    r.completed = true;
    r.stars = std::max(r.stars, std::clamp(stars, 0, 3));
    if (score && (!r.best_score || *score > *r.best_score)) {
        r.best_score = score;
        best = true;
    }
    if (score) {
        r.top_scores.push_back({*score, std::clamp<std::int64_t>(at, 0, kMaxDate)});
        rank(r.top_scores);
    }
    if (time_ms) {
        if (!r.best_time_ms || *time_ms < *r.best_time_ms) {
            r.best_time_ms = time_ms;
            best = true;
        }
        r.top_times.push_back({*time_ms, std::clamp<std::int64_t>(at, 0, kMaxDate)});
        rank(r.top_times);
    }
    return best;
}

// ---------------------------------------------------------------- writing

namespace {

// Known fields first, then the other version's, skipping any that would repeat a known name.
template <std::size_t N>
void append_extra(nlohmann::json& out, const nlohmann::json& extra, const char* const (&known)[N]) {
    if (!extra.is_object()) return;
    for (auto it = extra.begin(); it != extra.end(); ++it)
        if (!is_one_of(it.key(), known)) out[it.key()] = it.value();
}

nlohmann::json settings_json(const Settings& s) {
    nlohmann::json j = {{"music_volume", s.music_volume},
                        {"effects_volume", s.effects_volume},
                        {"fullscreen", s.fullscreen},
                        {"animation_speed", s.animation_speed},
                        {"reduced_motion", s.reduced_motion},
                        {"colourblind_symbols", s.colourblind_symbols},
                        {"skip_animations_on_input", s.skip_animations_on_input}};
    if (!s.language.empty()) j["language"] = s.language;
    if (const WindowPlacement& w = s.window; w.width > 0) {
        j["window"] = {{"width", w.width}, {"height", w.height}};
        if (w.x && w.y) j["window"].update({{"x", *w.x}, {"y", *w.y}});
    }
    append_extra(j, s.extra, kSettingNames);
    return j;
}

nlohmann::json record_json(const LevelRecord& r) {
    nlohmann::json e = {{"completed", r.completed}, {"plays", r.plays}, {"stars", r.stars}};
    if (r.best_score) e["best_score"] = *r.best_score;
    if (r.best_time_ms) e["best_time_ms"] = *r.best_time_ms;
    // The times alone, as versions before 0.3 read them, and the dated ranking beside them (an older
    // version keeps that field as it was and adds undated times to the first: see the reader).
    if (!r.top_times.empty()) {
        auto& times = e["top_times_ms"] = nlohmann::json::array();
        auto& dated = e["top_times_dated"] = nlohmann::json::array();
        for (const RankedTime& t : r.top_times) {
            times.push_back(t.ms);
            dated.push_back({t.ms, t.at});
        }
    }
    if (!r.top_scores.empty()) {
        auto& scores = e["top_scores_dated"] = nlohmann::json::array();
        for (const RankedScore& t : r.top_scores) scores.push_back({t.score, t.at});
    }
    append_extra(e, r.extra, kRecordNames);
    return e;
}

// `"name": {` + one line per entry + `}`.
template <class Map, class Value>
void append_section(std::string& out, const char* name, const Map& map, Value&& value) {
    out += ",\n  \"";
    out += name;
    out += "\": {";
    bool first = true;
    for (const auto& [key, v] : map) {
        out += first ? "\n    " : ",\n    ";
        first = false;
        out += quoted_key(escape_profile_key(key));
        out += ": ";
        out += value(v);
    }
    out += first ? "}" : "\n  }";
}

} // namespace

std::string profile_to_text(const Profile& profile) {
    std::string out = "{\n  \"format\": " + std::to_string(std::max(1, profile.format));
    out += ",\n  \"settings\": " + json_text(settings_json(profile.settings));
    append_section(out, "levels", profile.levels,
                   [](const LevelRecord& r) { return json_text(record_json(r)); });
    append_section(out, "saves", profile.saves, [](const nlohmann::json& s) {
        const auto escaped = escaped_save(s);
        return json_text(escaped ? *escaped : s);
    });
    append_section(out, "totals", profile.totals, [](std::int64_t v) { return std::to_string(v); });
    if (profile.extra.is_object())
        for (auto it = profile.extra.begin(); it != profile.extra.end(); ++it)
            if (!is_one_of(it.key(), kRootNames))
                out += ",\n  " + quoted_key(it.key()) + ": " + json_text(it.value());
    out += "\n}\n";
    return out;
}

std::string profile_limit_problem(const Profile& p, const std::string& text) {
    auto count = [](const char* what, std::size_t n) {
        return n > kMaxProfileEntries
                   ? std::to_string(n) + " " + what + ", at most " + std::to_string(kMaxProfileEntries)
                   : std::string();
    };
    for (const std::string& problem : {count("level records", p.levels.size()),
                                       count("saves", p.saves.size()), count("totals", p.totals.size())})
        if (!problem.empty()) return problem;
    const Settings& s = p.settings;
    if (s.music_volume < 0 || s.music_volume > 100 || s.effects_volume < 0 || s.effects_volume > 100 ||
        !(s.animation_speed >= kMinAnimationSpeed && s.animation_speed <= kMaxAnimationSpeed))
        return "a setting is out of range";
    if (const WindowPlacement& w = s.window;
        w.width > 0 &&
        (w.width > kMaxWindowSide || w.height < 1 || w.height > kMaxWindowSide ||
         std::abs(w.x.value_or(0)) > kMaxWindowSide || std::abs(w.y.value_or(0)) > kMaxWindowSide))
        return "the window's size or place is out of range";
    for (const auto& [key, r] : p.levels) {
        if (count_characters(escape_profile_key(key)) > kMaxProfileKeyLength)
            return "level key " + quote_text(key) + " is too long";
        if (r.plays < 0 || r.plays > kMaxPlays || r.stars < 0 || r.stars > 3 ||
            (r.best_score && (*r.best_score < -kMaxScore || *r.best_score > kMaxScore)) ||
            (r.best_time_ms && (*r.best_time_ms < 0 || *r.best_time_ms > kMaxTimeMs)) ||
            r.top_times.size() > kTopTimes ||
            std::any_of(r.top_times.begin(), r.top_times.end(),
                        [](const RankedTime& t) {
                            return t.ms < 0 || t.ms > kMaxTimeMs || t.at < 0 || t.at > kMaxDate;
                        }) ||
            r.top_scores.size() > kTopTimes ||
            std::any_of(r.top_scores.begin(), r.top_scores.end(), [](const RankedScore& t) {
                return t.score < -kMaxScore || t.score > kMaxScore || t.at < 0 || t.at > kMaxDate;
            }))
            return "the record of " + quote_text(key) + " is out of range";
    }
    for (const auto& [key, s] : p.saves) {
        if (count_characters(escape_profile_key(key)) > kMaxProfileKeyLength)
            return "save key " + quote_text(key) + " is too long";
        const auto id = s.is_object() ? s.find("id") : s.end();
        const auto moves = s.is_object() ? s.find("moves") : s.end();
        if (!s.is_object() || id == s.end() || !id->is_string() ||
            count_characters(id->get_ref<const std::string&>()) > kMaxSaveIdLength || moves == s.end() ||
            !moves->is_array())
            return "the save of " + quote_text(key) + " is not a save";
        if (moves->size() > kMaxSaveMoves)
            return "the save of " + quote_text(key) + " has " + std::to_string(moves->size()) +
                   " moves, at most " + std::to_string(kMaxSaveMoves);
    }
    for (const auto& [key, v] : p.totals)
        if (v < -kMaxTotal || v > kMaxTotal) return "total " + quote_text(key) + " is out of range";
    try {
        check_document_limits(text, "profile.json");
    } catch (const LevelError& e) {
        return e.message();
    }
    return {};
}

// ---------------------------------------------------------------- reading

namespace {

class ProfileReader {
  public:
    ProfileReader(ProfileRead& out, bool strict) : out_(out), strict_(strict) {}

    void read(Document& doc) {
        const Node root = doc.root();
        if (!root.is_object()) root.fail("expected an object, got " + describe(root.json()));
        Profile& p = out_.profile;
        for (auto it = root.json().begin(); it != root.json().end(); ++it) {
            const std::string& key = it.key();
            const Node n = root.member(key, it.value());
            if (key == "format")
                attempt([&] { p.format = static_cast<int>(n.as_int(1, 1'000'000)); });
            else if (key == "settings")
                attempt([&] { settings(n); });
            else if (key == "levels")
                attempt([&] { levels(n); });
            else if (key == "saves")
                attempt([&] { saves(n); });
            else if (key == "totals")
                attempt([&] { totals(n); });
        }
        // What is kept whole is moved out of the document, never copied (a save can be
        // megabytes, another version's fields anything): the containers that hold unknown fields
        // lose their known ones and become the `extra`s.
        nlohmann::json all = doc.release();
        if (settings_extra_) p.settings.extra = without(std::move(all["settings"]), kSettingNames);
        for (const auto& level : records_with_extra_)
            p.levels[unescape_profile_key(level)].extra =
                without(std::move(all["levels"][level]), kRecordNames);
        for (const auto& k : good_saves_) {
            nlohmann::json& save = p.saves[unescape_profile_key(k)];
            save = std::move(all["saves"][k]);
            unescape_save(save);
        }
        all = without(std::move(all), kRootNames);
        if (!all.empty()) p.extra = std::move(all);
    }

  private:
    // Runs one value's check; a failure leaves that value out and is listed.
    template <class F> bool attempt(F&& f) {
        try {
            f();
            return true;
        } catch (const LevelError& e) {
            if (strict_) throw;
            out_.dropped.push_back(e.what());
            return false;
        }
    }

    template <std::size_t N> static nlohmann::json without(nlohmann::json j, const char* const (&names)[N]) {
        for (const char* n : names) j.erase(n);
        return j;
    }

    static void require_object(const Node& n) {
        if (!n.is_object()) n.fail("expected an object, got " + describe(n.json()));
    }

    // The first kMaxProfileEntries members; the rest are left out with one message.
    template <class F> void members(const Node& n, const char* what, F&& each) {
        require_object(n);
        std::size_t i = 0;
        for (auto it = n.json().begin(); it != n.json().end(); ++it, ++i) {
            if (i == kMaxProfileEntries) {
                attempt([&] {
                    n.fail(std::to_string(n.json().size() - kMaxProfileEntries) + " " + what +
                           " beyond the first " + std::to_string(kMaxProfileEntries) + " left out");
                });
                return;
            }
            const Node e = n.member(it.key(), it.value());
            attempt([&] {
                if (count_characters(it.key()) > kMaxProfileKeyLength)
                    e.fail("key too long: " + std::to_string(count_characters(it.key())) +
                           " characters, at most " + std::to_string(kMaxProfileKeyLength));
                each(it.key(), e);
            });
        }
    }

    void settings(const Node& n) {
        require_object(n);
        Settings& s = out_.profile.settings;
        for (auto it = n.json().begin(); it != n.json().end(); ++it) {
            const std::string& k = it.key();
            const Node v = n.member(k, it.value());
            if (k == "music_volume")
                attempt([&] { s.music_volume = static_cast<int>(v.as_int(0, 100)); });
            else if (k == "effects_volume")
                attempt([&] { s.effects_volume = static_cast<int>(v.as_int(0, 100)); });
            else if (k == "fullscreen")
                attempt([&] { s.fullscreen = v.as_bool(); });
            else if (k == "animation_speed")
                attempt([&] { s.animation_speed = v.as_number(kMinAnimationSpeed, kMaxAnimationSpeed); });
            else if (k == "reduced_motion")
                attempt([&] { s.reduced_motion = v.as_bool(); });
            else if (k == "colourblind_symbols")
                attempt([&] { s.colourblind_symbols = v.as_bool(); });
            else if (k == "skip_animations_on_input")
                attempt([&] { s.skip_animations_on_input = v.as_bool(); });
            else if (k == "window")
                attempt([&] { s.window = window(v); });
            else if (k == "language")
                attempt([&] { s.language = language(v); });
            else
                settings_extra_ = true;
        }
    }

    // A gettext language code ("en", "zh_CN": ll or ll_CC). One the app has no translation for
    // is kept (a newer version's); anything else is left out, as any bad value is.
    static std::string language(const Node& v) {
        std::string code = v.as_string(kMaxLanguageLength);
        auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
        auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
        const bool shaped = (code.size() == 2 || code.size() == 5) && lower(code[0]) && lower(code[1]) &&
                            (code.size() == 2 || (code[2] == '_' && upper(code[3]) && upper(code[4])));
        if (!shaped && !code.empty())
            v.fail("expected a language code (\"en\", \"zh_CN\", \"es\": ll or ll_CC), got " +
                   quote_text(code));
        return code;
    }

    // The window as a whole: a wrong part loses only the window (it opens at a size that fits).
    static WindowPlacement window(const Node& w) {
        if (!w.is_object()) w.fail("expected an object, got " + describe(w.json()));
        w.allow_fields({"width", "height", "x", "y"});
        WindowPlacement out;
        out.width = static_cast<int>(w.at("width").as_int(1, kMaxWindowSide));
        out.height = static_cast<int>(w.at("height").as_int(1, kMaxWindowSide));
        // x and y come together: one without the other names no place.
        if (w.has("x") || w.has("y")) {
            out.x = static_cast<int>(w.at("x").as_int(-kMaxWindowSide, kMaxWindowSide));
            out.y = static_cast<int>(w.at("y").as_int(-kMaxWindowSide, kMaxWindowSide));
        }
        return out;
    }

    void levels(const Node& n) {
        members(n, "level records", [&](const std::string& key, const Node& e) {
            require_object(e);
            LevelRecord r;
            std::optional<std::vector<std::int64_t>> times;
            std::vector<RankedTime> dated;
            bool extra = false;
            for (auto it = e.json().begin(); it != e.json().end(); ++it) {
                const std::string& k = it.key();
                const Node v = e.member(k, it.value());
                if (k == "completed")
                    attempt([&] { r.completed = v.as_bool(); });
                else if (k == "plays")
                    attempt([&] { r.plays = static_cast<int>(v.as_int(0, kMaxPlays)); });
                else if (k == "stars")
                    attempt([&] { r.stars = static_cast<int>(v.as_int(0, 3)); });
                else if (k == "best_score")
                    attempt([&] { r.best_score = v.as_int(-kMaxScore, kMaxScore); });
                else if (k == "best_time_ms")
                    attempt([&] { r.best_time_ms = v.as_int(0, kMaxTimeMs); });
                else if (k == "top_times_ms")
                    attempt([&] {
                        times.emplace();
                        for (const Node& t : v.as_array(kTopTimes))
                            attempt([&] { times->push_back(t.as_int(0, kMaxTimeMs)); });
                    });
                else if (k == "top_times_dated")
                    attempt([&] {
                        for (const Node& t : v.as_array(kTopTimes))
                            attempt([&] {
                                const auto pair = t.as_array(2, 2); // [time in ms, date in seconds]
                                dated.push_back({pair[0].as_int(0, kMaxTimeMs), pair[1].as_int(0, kMaxDate)});
                            });
                    });
                else if (k == "top_scores_dated")
                    attempt([&] {
                        for (const Node& t : v.as_array(kTopTimes))
                            attempt([&] {
                                const auto pair = t.as_array(2, 2); // [score, date in seconds]
                                r.top_scores.push_back(
                                    {pair[0].as_int(-kMaxScore, kMaxScore), pair[1].as_int(0, kMaxDate)});
                            });
                    });
                else
                    extra = true;
            }
            rank(r.top_scores);
            r.top_times = ranking(times, std::move(dated));
            out_.profile.levels[unescape_profile_key(key)] = std::move(r);
            if (extra) records_with_extra_.push_back(key);
        });
    }

    // The times list is the ranking (an older version may have added to it); each time takes its
    // date from an unused dated entry of the same time, if there is one. Without the list (a
    // hand-edited file), the dated entries are the ranking.
    static std::vector<RankedTime> ranking(const std::optional<std::vector<std::int64_t>>& times,
                                           std::vector<RankedTime> dated) {
        if (!times) {
            rank(dated);
            return dated;
        }
        std::vector<RankedTime> out;
        for (const std::int64_t ms : *times) {
            RankedTime t{ms, 0};
            auto it =
                std::find_if(dated.begin(), dated.end(), [&](const RankedTime& d) { return d.ms == ms; });
            if (it != dated.end()) {
                t.at = it->at;
                dated.erase(it);
            }
            out.push_back(t);
        }
        rank(out);
        return out;
    }

    void saves(const Node& n) {
        members(n, "saves", [&](const std::string& key, const Node& e) {
            require_object(e);
            e.at("id").as_string(kMaxSaveIdLength);
            const Node moves = e.at("moves");
            if (!moves.is_array()) moves.fail("expected an array, got " + describe(moves.json()));
            if (moves.json().size() > kMaxSaveMoves)
                moves.fail("expected at most " + std::to_string(kMaxSaveMoves) + " moves, got " +
                           std::to_string(moves.json().size()));
            good_saves_.push_back(key);
        });
    }

    void totals(const Node& n) {
        members(n, "totals", [&](const std::string& key, const Node& e) {
            out_.profile.totals[unescape_profile_key(key)] = e.as_int(-kMaxTotal, kMaxTotal);
        });
    }

    ProfileRead& out_;
    bool strict_;
    bool settings_extra_ = false;
    std::vector<std::string> records_with_extra_, good_saves_;
};

} // namespace

ProfileRead read_profile(std::string text, const std::string& file) {
    Document doc = Document::parse(std::move(text), file);
    ProfileRead out;
    ProfileReader(out, false).read(doc);
    return out;
}

Profile profile_from_text(const std::string& text, const std::string& file) {
    Document doc = Document::parse(text, file);
    ProfileRead out;
    ProfileReader(out, true).read(doc);
    return std::move(out.profile);
}

} // namespace tessera::levels
