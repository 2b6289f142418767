#include <catch2/catch.hpp>

#include <string>

#include "tessera/core/common/free_play.hpp"
#include "tessera/core/common/rng.hpp"

using namespace tessera;

TEST_CASE("a free-play id prints and parses back", "[free_play]") {
    const FreePlayId id{"sudoku", "hard", 1234567890123ULL};
    CHECK(id.to_string() == "sudoku:new=hard#1234567890123");
    const auto back = parse_free_play_id(id.to_string());
    REQUIRE(back);
    CHECK(*back == id);
    CHECK(parse_free_play_id("match3:new=timed60#0")->difficulty == "timed60");
}

TEST_CASE("text that is not a free-play id is refused", "[free_play]") {
    for (const char* bad :
         {"", "sudoku", "sudoku:new=hard", "sudoku:new=hard#", "sudoku:new=hard#12x", "sudoku:hard#12",
          "sudoku:new=#12", "sudoku:new=Hard#12", "Sudoku:new=hard#12", "sudoku:new=ha rd#12",
          "sudoku:level=levels/sudoku/01.json#3", "sudoku:new=hard#99999999999999999999999"})
        CHECK_FALSE(parse_free_play_id(bad));
}

TEST_CASE("dates are real calendar days", "[free_play]") {
    CHECK(parse_date("2026-11-28") == Date{2026, 11, 28});
    CHECK(parse_date("2024-02-29"));
    CHECK(parse_date("2000-02-29"));
    for (const char* bad : {"2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-4-3",
                            "26-04-03", "1969-12-31", "2026/04/03", "2026-04-03 ", "abcd-ef-gh"})
        CHECK_FALSE(parse_date(bad));
    CHECK(Date{2026, 3, 7}.to_string() == "2026-03-07");
}

TEST_CASE("day numbers count days since 1970 and go back to the same date", "[free_play]") {
    CHECK(day_number({1970, 1, 1}) == 0);
    CHECK(day_number({2000, 3, 1}) == 11017);
    CHECK(day_number({2026, 11, 28}) - day_number({2026, 11, 27}) == 1);
    CHECK(day_number({2025, 1, 1}) - day_number({2024, 12, 31}) == 1);
    for (std::int64_t d = 0; d < 60000; d += 37) CHECK(day_number(date_from_day_number(d)) == d);
}

TEST_CASE("the daily seed is FNV-1a of the documented text", "[free_play]") {
    const std::string text = "tessera-daily:sudoku:2026-11-28";
    CHECK(daily_seed("sudoku", {2026, 11, 28}) == fnv1a64(text.data(), text.size()));
    // Pinned: the formula in docs/games/*.md; a change here changes every player's daily game.
    CHECK(daily_seed("sudoku", {2026, 11, 28}) == 0x8a0607b0fb918361ULL);
    CHECK(daily_seed("sudoku", {2026, 11, 29}) != daily_seed("sudoku", {2026, 11, 28}));
    CHECK(daily_seed("othergame", {2026, 11, 28}) != daily_seed("sudoku", {2026, 11, 28}));
}
