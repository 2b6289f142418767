#pragma once
// Numbers and times as every screen shows them: one way, so a card never shows "5190" beside
// "5 190".
#include <cstdint>
#include <string>

namespace tessera::app {

// 12340 as "12 340" (a thin space between groups of three).
std::string group_digits(std::int64_t value);
// Seconds as "2:05", or "1:02:05" from an hour on; with `tenths`, "2:05.3" (rankings, where
// whole seconds would show ties that are not).
std::string clock_text(double seconds, bool tenths = false);
// A date as "2026-11-24" in the player's time zone (numbers only, the same in every language);
// 0 (not known) as an em dash.
std::string date_text(std::int64_t seconds_since_1970);
// A count and its noun: "1 block", "12 340 blocks".
std::string plural(std::int64_t n, const char* one, const char* many);

} // namespace tessera::app
