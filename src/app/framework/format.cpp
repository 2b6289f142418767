#include "tessera/app/framework/format.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>

namespace tessera::app {

std::string group_digits(std::int64_t value) {
    std::string digits = std::to_string(value < 0 ? -value : value);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += "\xE2\x80\x89"; // thin space
        out += digits[i];
    }
    return value < 0 ? "-" + out : out;
}

std::string clock_text(double seconds, bool tenths) {
    const long d = static_cast<long>(std::max(0.0, std::floor(seconds * 10))), s = d / 10;
    char buf[40];
    if (s >= 3600)
        std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, (s / 60) % 60, s % 60);
    else
        std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
    std::string out = buf;
    if (tenths) out += "." + std::to_string(d % 10);
    return out;
}

std::string date_text(std::int64_t seconds_since_1970) {
    const std::time_t t = static_cast<std::time_t>(seconds_since_1970);
    std::tm local{};
    char buf[32];
    if (seconds_since_1970 <= 0 || !localtime_r(&t, &local) ||
        std::strftime(buf, sizeof buf, "%Y-%m-%d", &local) == 0)
        return "\xE2\x80\x94";
    return buf;
}

std::string plural(std::int64_t n, const char* one, const char* many) {
    return group_digits(n) + " " + (n == 1 ? one : many);
}

} // namespace tessera::app
