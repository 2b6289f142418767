#include "tessera/levels/match3/save.hpp"

#include "tessera/core/match3/rules.hpp"

namespace tessera::levels {

Match3Restore restore_match3_save(const match3::State& start, const nlohmann::json& save,
                                  std::string_view expected_id) {
    return restore_save<match3::State, match3::Move>(
        start, save, expected_id, "\"x,y-x,y\"", [](const std::string& t) { return match3::parse_move(t); },
        [](const match3::State& s, const match3::Move& m) { return match3::apply(s, m); });
}

} // namespace tessera::levels
