#include "tessera/levels/onestroke/save.hpp"

namespace tessera::levels {

OnestrokeRestore restore_onestroke_save(const onestroke::State& start, const nlohmann::json& save,
                                        std::string_view expected_id) {
    return restore_save<onestroke::State, onestroke::Move>(
        start, save, expected_id, "a vertex number such as \"3\"",
        [](const std::string& t) { return onestroke::parse_move(t); },
        [](const onestroke::State& s, const onestroke::Move& m) { return onestroke::apply(s, m); });
}

} // namespace tessera::levels
