// Free play's statistics and the daily record in the profile (issue 38): counts, streaks, bests
// and averages; kept by a version that does not know them; read value by value; merged by two
// instances.
#include <catch2/catch.hpp>

#include <filesystem>

#include "support/files.hpp"
#include "tessera/levels/common/profile.hpp"
#include "tessera/levels/common/statistics.hpp"

using namespace tessera;
using namespace tessera::levels;

TEST_CASE("statistics count games, wins, streaks, bests and averages", "[statistics]") {
    Statistics st;
    const std::string key = stats_key("sudoku", "hard");
    CHECK(key == "sudoku/hard");
    record_game(st, key, true, 300000, std::nullopt);
    record_game(st, key, true, 200000, std::nullopt);
    record_game(st, key, false, 100000, std::nullopt); // a loss: its time is not a best
    record_game(st, key, true, 400000, std::nullopt);
    const PlayStats& s = st.games.at(key);
    CHECK(s.played == 4);
    CHECK(s.won == 3);
    CHECK(s.win_rate() == Approx(0.75));
    CHECK(s.streak == 1);
    CHECK(s.best_streak == 2);
    CHECK(s.best_time_ms == 200000);
    CHECK(s.average_time_ms() == 300000);
    CHECK_FALSE(s.average_score());
    record_game(st, "sudoku/endless", false, std::nullopt, 4200);
    record_game(st, "sudoku/endless", false, std::nullopt, 1800);
    CHECK(st.games.at("sudoku/endless").best_score == 4200);
    CHECK(st.games.at("sudoku/endless").average_score() == 3000);
    CHECK(st.games.at("sudoku/endless").win_rate() == 0);
}

TEST_CASE("the daily streak counts days in a row, and today not yet played does not break it",
          "[statistics]") {
    Statistics st;
    for (const Date d : {Date{2026, 11, 25}, Date{2026, 11, 26}, Date{2026, 11, 27}})
        record_daily(st, "sudoku", d, true, 100000, std::nullopt);
    record_daily(st, "sudoku", {2026, 11, 20}, true, 90000, std::nullopt);
    record_daily(st, "sudoku", {2026, 11, 21}, false, std::nullopt, std::nullopt); // tried, not done
    CHECK(daily_streak(st, "sudoku", {2026, 11, 28}) == 3);
    record_daily(st, "sudoku", {2026, 11, 28}, true, 80000, std::nullopt);
    CHECK(daily_streak(st, "sudoku", {2026, 11, 28}) == 4);
    CHECK(daily_streak(st, "sudoku", {2026, 11, 30}) == 0);
    CHECK(daily_streak(st, "gems", {2026, 11, 28}) == 0);
    CHECK(best_daily_streak(st, "sudoku") == 4);
    // Across a month's end.
    record_daily(st, "gems", {2026, 2, 28}, true, std::nullopt, 500);
    record_daily(st, "gems", {2026, 3, 1}, true, std::nullopt, 700);
    CHECK(daily_streak(st, "gems", {2026, 3, 1}) == 2);
    CHECK(st.daily.at("gems/2026-03-01").score == 700);
    record_daily(st, "gems", {2026, 3, 1}, true, std::nullopt, 600);
    CHECK(st.daily.at("gems/2026-03-01").score == 700);
}

TEST_CASE("statistics go through the profile's file and back", "[statistics]") {
    Profile p;
    Statistics st;
    record_game(st, "sudoku/expert", true, 61000, std::nullopt);
    record_daily(st, "gems", {2026, 11, 28}, true, 61000, std::nullopt);
    store_statistics(p, st);
    const Profile back = profile_from_text(profile_to_text(p), "profile.json");
    std::vector<std::string> dropped;
    CHECK(statistics_of(back, &dropped) == st);
    CHECK(dropped.empty());
}

TEST_CASE("a bad statistics value loses only itself, and unknown fields are kept", "[statistics][recovery]") {
    const auto j = nlohmann::json::parse(R"({
        "games": {"sudoku/hard": {"played": -3, "won": 2, "streak": "x", "stars_of_the_future": [1, 2]},
                  "gems/moves": 7},
        "daily": {"sudoku/2026-11-28": {"done": "yes", "time_ms": 1000}},
        "achievements": {"first": true}})");
    std::vector<std::string> dropped;
    const Statistics st = read_statistics(j, dropped);
    REQUIRE(dropped.size() == 4);
    // In the file's key order ("daily" before "games").
    CHECK(dropped[0] == "/statistics/daily/sudoku~12026-11-28/done: expected true or false, got \"yes\"");
    CHECK(dropped[1] == "/statistics/games/gems~1moves: expected an object, got 7");
    CHECK(dropped[2] == "/statistics/games/sudoku~1hard/played: expected a count 0 or more, got -3");
    CHECK(dropped[3] == "/statistics/games/sudoku~1hard/streak: expected a count 0 or more, got \"x\"");
    CHECK(st.games.at("sudoku/hard").won == 2);
    CHECK(st.games.at("sudoku/hard").played == 0);
    CHECK(st.games.count("gems/moves") == 0);
    CHECK(st.daily.at("sudoku/2026-11-28").time_ms == 1000);
    CHECK_FALSE(st.daily.at("sudoku/2026-11-28").done);
    // What this version does not know is written back as it was.
    const nlohmann::json out = statistics_json(st);
    CHECK(out["achievements"]["first"] == true);
    CHECK(out["games"]["sudoku/hard"]["stars_of_the_future"] == nlohmann::json::array({1, 2}));
}

TEST_CASE("a version without statistics keeps them through its save", "[statistics]") {
    // An older version reads "statistics" as an unknown field and writes it back unchanged.
    Profile p;
    Statistics st;
    record_game(st, "sudoku/easy", true, 50000, std::nullopt);
    store_statistics(p, st);
    Profile older = profile_from_text(profile_to_text(p), "profile.json");
    older.settings.music_volume = 10;
    CHECK(statistics_of(profile_from_text(profile_to_text(older), "profile.json")) == st);
}

TEST_CASE("two instances' statistics merge: counts add, bests combine, a loss breaks the streak",
          "[statistics][instances]") {
    Statistics base;
    record_game(base, "sudoku/hard", true, 300000, std::nullopt);
    Statistics ours = base, theirs = base;
    record_game(ours, "sudoku/hard", true, 250000, std::nullopt);
    record_game(theirs, "sudoku/hard", true, 200000, std::nullopt);
    record_game(theirs, "sudoku/hard", true, 220000, std::nullopt);
    record_game(theirs, "gems/moves", false, std::nullopt, 5000);
    record_daily(theirs, "sudoku", {2026, 11, 28}, true, 200000, std::nullopt);
    merge_statistics(base, ours, theirs);
    const PlayStats& s = ours.games.at("sudoku/hard");
    CHECK(s.played == 4);
    CHECK(s.won == 4);
    CHECK(s.streak == 4);
    CHECK(s.best_streak == 4);
    CHECK(s.best_time_ms == 200000);
    CHECK(s.total_time_ms == 970000);
    CHECK(ours.games.at("gems/moves").best_score == 5000);
    CHECK(ours.daily.at("sudoku/2026-11-28").done);

    Statistics lost = base;
    record_game(lost, "sudoku/hard", false, std::nullopt, std::nullopt);
    Statistics won = base;
    record_game(won, "sudoku/hard", true, 100000, std::nullopt);
    merge_statistics(base, won, lost);
    CHECK(won.games.at("sudoku/hard").streak == 0);
    CHECK(won.games.at("sudoku/hard").played == 3);
    CHECK(won.games.at("sudoku/hard").best_streak == 2);
}

TEST_CASE("two profile stores merge each other's statistics", "[statistics][instances]") {
    auto dir = tessera::testing::fresh_dir("stats-merge");
    ProfileStore first(dir.string()), second(dir.string());
    Profile a = first.load().profile;
    Profile b = second.load().profile;
    Statistics sa, sb;
    record_game(sa, "sudoku/easy", true, 60000, std::nullopt);
    store_statistics(a, sa);
    REQUIRE(first.save(a).empty());
    record_game(sb, "sudoku/easy", true, 50000, std::nullopt);
    record_game(sb, "sudoku/expert", false, std::nullopt, std::nullopt);
    store_statistics(b, sb);
    REQUIRE(second.save(b).empty()); // merges a's statistics into b
    const Statistics merged = statistics_of(b);
    CHECK(merged.games.at("sudoku/easy").played == 2);
    CHECK(merged.games.at("sudoku/easy").best_time_ms == 50000);
    CHECK(merged.games.at("sudoku/expert").played == 1);
    std::filesystem::remove_all(dir);
}

TEST_CASE("a run's best level is the furthest reached: kept through the file, read, and merged as the higher",
          "[statistics][instances]") {
    Statistics st;
    const std::string key = stats_key("samegame", "popstar");
    CHECK(record_best_level(st, key, 3));
    CHECK_FALSE(record_best_level(st, key, 2)); // a shorter run leaves the best as it was
    CHECK_FALSE(record_best_level(st, key, 3));
    CHECK(st.games.at(key).best_level == 3);
    CHECK(record_best_level(st, key, 5));
    CHECK(st.games.at(key).best_level == 5);
    CHECK_FALSE(st.games.at("samegame/popstar").played); // the level counts nothing else

    Profile p;
    store_statistics(p, st);
    CHECK(p.extra["statistics"]["games"]["samegame/popstar"]["best_level"] == 5);
    std::vector<std::string> dropped;
    CHECK(statistics_of(profile_from_text(profile_to_text(p), "profile.json"), &dropped) == st);
    CHECK(dropped.empty());

    const auto bad =
        nlohmann::json::parse(R"({"games": {"samegame/popstar": {"best_level": "x", "won": 2}}})");
    const Statistics read = read_statistics(bad, dropped);
    REQUIRE(dropped.size() == 1);
    CHECK(dropped[0] ==
          "/statistics/games/samegame~1popstar/best_level: expected a count 0 or more, got \"x\"");
    CHECK_FALSE(read.games.at("samegame/popstar").best_level);
    CHECK(read.games.at("samegame/popstar").won == 2);

    Statistics base;
    record_best_level(base, key, 2);
    Statistics ours = base, theirs = base;
    record_best_level(ours, key, 4);
    record_best_level(theirs, key, 6);
    record_best_level(theirs, "samegame/discovery", 3);
    merge_statistics(base, ours, theirs);
    CHECK(ours.games.at(key).best_level == 6);
    CHECK(ours.games.at("samegame/discovery").best_level == 3);
    Statistics mine = base, other = base;
    record_best_level(mine, key, 7);
    record_game(other, key, false, std::nullopt, 900);
    merge_statistics(base, mine, other);
    CHECK(mine.games.at(key).best_level == 7);
    CHECK(mine.games.at(key).best_score == 900);
}
