#pragma once
// Free play (issue 38): a new certified game at a chosen difficulty, named by a free-play id
//
//   <game>:new=<difficulty>#<seed>        e.g. <game>:new=hard#1234
//
// (a GameId whose params are "new=<difficulty>"), and the daily challenge, whose seed comes from
// the calendar date and the game alone, so every player and machine gets the same game:
//
//   daily_seed(game, date) = FNV-1a 64 of the text "tessera-daily:<game>:<YYYY-MM-DD>"
//
// (fnv1a64 in rng.hpp: offset basis 0xcbf29ce484222325, prime 0x100000001b3, over the bytes).
// Each game's folder says which difficulties it offers and which one the daily challenge plays
// (<g>/free_play.hpp); this file knows no game.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tessera {

struct FreePlayId {
    std::string game;       // [a-z0-9_]+
    std::string difficulty; // [a-z0-9]+, e.g. "easy", "hard", "moves", "timed60"
    std::uint64_t seed = 0;
    std::string to_string() const; // "<game>:new=<difficulty>#<seed>"
    friend bool operator==(const FreePlayId&, const FreePlayId&) = default;
};

// The id's syntax only (the game and difficulty are not checked against any list); nullopt when
// the text is not of the form above.
std::optional<FreePlayId> parse_free_play_id(std::string_view text);

struct Date {
    int year = 2000;
    int month = 1;                 // 1..12
    int day = 1;                   // 1..days_in_month
    std::string to_string() const; // "YYYY-MM-DD"
    friend bool operator==(const Date&, const Date&) = default;
};

// "YYYY-MM-DD" with a real calendar day (Gregorian leap years), years 1970..9999; nullopt else.
std::optional<Date> parse_date(std::string_view text);
int days_in_month(int year, int month);
// Days since 1970-01-01 (civil calendar), and back: the daily streak counts consecutive days.
std::int64_t day_number(const Date& date);
Date date_from_day_number(std::int64_t days);

std::uint64_t daily_seed(std::string_view game, const Date& date);

} // namespace tessera
