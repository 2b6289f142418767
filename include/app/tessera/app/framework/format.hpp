#pragma once
// Numbers and times as every screen shows them: one way, so a card never shows "5190" beside
// "5 190".
#include <cstdint>
#include <string>

namespace tessera::app {

// 12340 as "12 340" (a thin space between groups of three).
std::string group_digits(std::int64_t value);
// Seconds as "2:05", or "1:02:05" from an hour on.
std::string clock_text(double seconds);
// A count in a sentence, through ngettext: plural(n, "{0} block", "{0} blocks") gives "1 block",
// "12 340 blocks" ({0} is the count with its digits grouped), or the catalogue's form for n.
std::string plural(std::int64_t n, const char* one, const char* many);

} // namespace tessera::app
