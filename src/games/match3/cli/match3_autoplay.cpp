#include "match3_autoplay.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "tessera/core/match3/autoplay_level.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/player.hpp"
#include "tessera/levels/match3/level.hpp"

namespace tessera::cli::match3_autoplay {

namespace {

namespace m3 = tessera::match3;

std::string fixed(double value, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

// The score below which `fraction` of the runs ended (the 40th percentile tunes the 3-star mark).
std::int64_t percentile(std::vector<std::int64_t> scores, double fraction) {
    if (scores.empty()) return 0;
    std::sort(scores.begin(), scores.end());
    const auto i = static_cast<std::size_t>(fraction * static_cast<double>(scores.size()));
    return scores[std::min(i, scores.size() - 1)];
}

void row(std::ostream& out, const std::string& level, m3::Strength strength, const m3::StarOdds& odds) {
    const auto& n = odds.by_stars;
    out << "| " << level << " | " << m3::to_string(strength) << " | " << fixed(odds.mean_score(), 0) << " | "
        << percentile(odds.scores, 0.4) << " | " << n[0] << " / " << n[1] << " / " << n[2] << " / " << n[3]
        << " | " << fixed(odds.mean_stars(), 2) << " | " << odds.won << " |\n";
}

} // namespace

int run(const Options& o, std::ostream& out, std::ostream& err) {
    std::vector<m3::Strength> strengths;
    if (o.strength == "all") {
        strengths.assign(m3::kStrengths.begin(), m3::kStrengths.end());
    } else if (auto s = m3::parse_strength(o.strength)) {
        strengths.push_back(*s);
    } else {
        err << "tessera match3 autoplay: --strength: \"" << o.strength << "\" is not " << kStrengthNames
            << "\n";
        return 2;
    }
    std::vector<std::pair<std::string, m3::Params>> levels;
    for (const std::string& file : o.levels) {
        try {
            const auto params = levels::parse_match3_level(levels::load_document(file)).params;
            if (!m3::start(params)) {
                err << "tessera match3 autoplay: " << file << ": no start board fits this mask\n";
                return 1;
            }
            levels.emplace_back(std::filesystem::path(file).stem().string(), params);
        } catch (const levels::LevelError& e) {
            err << "tessera match3 autoplay: " << e.what() << "\n";
            return 1;
        }
    }
    out << "| level | player | mean score | 40th percentile | 0 / 1 / 2 / 3 stars | mean stars | won |\n"
        << "|---|---|---|---|---|---|---|\n";
    for (auto& [name, params] : levels) {
        params.seed += o.from;
        for (m3::Strength s : strengths) row(out, name, s, m3::star_odds(params, o.seeds, s));
    }
    out << o.seeds << " deals per level from the level's seed + " << o.from
        << "; stars are the level's marks\n";
    return 0;
}

} // namespace tessera::cli::match3_autoplay
