#include "tessera/core/common/free_play.hpp"

#include "tessera/core/common/game_id.hpp"
#include "tessera/core/common/rng.hpp"

namespace tessera {

namespace {

constexpr std::string_view kNewPrefix = "new=";

bool lower_alnum(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
    return true;
}

// A fixed-width run of decimal digits.
std::optional<int> fixed_digits(std::string_view s) {
    int value = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

std::string padded(int value, int width) {
    std::string s = std::to_string(value);
    while (static_cast<int>(s.size()) < width) s.insert(s.begin(), '0');
    return s;
}

} // namespace

std::string FreePlayId::to_string() const {
    return GameId{game, std::string(kNewPrefix) + difficulty, seed}.to_string();
}

std::optional<FreePlayId> parse_free_play_id(std::string_view text) {
    const auto id = parse_game_id(text);
    if (!id || !id->params.starts_with(kNewPrefix)) return std::nullopt;
    FreePlayId out{id->game, id->params.substr(kNewPrefix.size()), id->seed};
    if (!lower_alnum(out.difficulty)) return std::nullopt;
    return out;
}

std::string Date::to_string() const {
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2);
}

int days_in_month(int year, int month) {
    static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12) return 0;
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

std::optional<Date> parse_date(std::string_view text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
    const auto y = fixed_digits(text.substr(0, 4));
    const auto m = fixed_digits(text.substr(5, 2));
    const auto d = fixed_digits(text.substr(8, 2));
    if (!y || !m || !d || *y < 1970 || *m < 1 || *m > 12 || *d < 1 || *d > days_in_month(*y, *m))
        return std::nullopt;
    return Date{*y, *m, *d};
}

// Howard Hinnant's days_from_civil and civil_from_days.
std::int64_t day_number(const Date& date) {
    const std::int64_t y = date.year - (date.month <= 2 ? 1 : 0);
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const std::int64_t yoe = y - era * 400;
    const std::int64_t mp = (date.month + 9) % 12;
    const std::int64_t doy = (153 * mp + 2) / 5 + date.day - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

Date date_from_day_number(std::int64_t days) {
    const std::int64_t z = days + 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const int day = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    const int month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    const int year = static_cast<int>(yoe + era * 400 + (month <= 2 ? 1 : 0));
    return Date{year, month, day};
}

std::uint64_t daily_seed(std::string_view game, const Date& date) {
    const std::string text = "tessera-daily:" + std::string(game) + ":" + date.to_string();
    return fnv1a64(text.data(), text.size());
}

} // namespace tessera
