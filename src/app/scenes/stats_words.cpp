#include "tessera/app/scenes/stats_words.hpp"

#include <cmath>

#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"

namespace tessera::app {

namespace {

std::string time_of(std::int64_t ms) { return clock_text(static_cast<double>(ms) / 1000.0); }

} // namespace

std::string win_rate_cell(const levels::PlayStats& s) {
    if (s.played == 0) return "\xE2\x80\x94";
    return std::to_string(static_cast<int>(std::lround(100 * s.win_rate()))) + "%";
}

std::string best_cell(const levels::PlayStats& s) {
    if (s.best_score) return group_digits(*s.best_score);
    if (s.best_time_ms) return time_of(*s.best_time_ms);
    return "\xE2\x80\x94";
}

std::string average_cell(const levels::PlayStats& s) {
    if (s.best_score) {
        if (const auto a = s.average_score()) return group_digits(*a);
    } else if (const auto a = s.average_time_ms()) {
        return time_of(*a);
    }
    return "\xE2\x80\x94";
}

std::string played_words(const levels::PlayStats& s) {
    if (s.played == 0) return tr("Not played yet");
    return trf("Played {0} · won {1} ({2}) · streak {3}", group_digits(s.played), group_digits(s.won),
               win_rate_cell(s), s.streak);
}

std::string best_words(const levels::PlayStats& s) {
    if (!s.best_score && !s.best_time_ms) return {};
    return trf("Best {0} · average {1}", best_cell(s), average_cell(s));
}

} // namespace tessera::app
