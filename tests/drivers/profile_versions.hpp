#pragma once
// Profiles the crash test's writer saves and the test expects to find, tagged by version.
#include <string>

#include "tessera/levels/common/profile.hpp"

namespace tessera::test {

// Big enough that a write takes a while (about 150 KB), tagged by version everywhere.
inline levels::Profile versioned_profile(int version) {
    levels::Profile p;
    p.extra = {{"version", version}};
    for (int i = 0; i < 1000; ++i) {
        auto& r = p.levels["game/level-" + std::to_string(i)];
        r.plays = version;
        r.best_score = version * 1000 + i;
        r.completed = true;
    }
    nlohmann::json moves = nlohmann::json::array();
    for (int i = 0; i < 5000; ++i) moves.push_back(std::to_string(version) + "," + std::to_string(i % 97));
    p.saves["game/long"] = {{"id", "game:long#" + std::to_string(version)}, {"moves", moves}};
    return p;
}

} // namespace tessera::test
