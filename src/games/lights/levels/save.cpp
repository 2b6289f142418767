#include "tessera/levels/lights/save.hpp"

#include "tessera/core/common/game_id.hpp"

namespace tessera::levels {

std::string lights_save_id(std::string_view level_key, const lights::Params& params) {
    return GameId{"lights", "level=" + std::string(level_key) + ";lit=" + std::to_string(params.lit), 0}
        .to_string();
}

LightsRestore restore_lights_save(const lights::Params& params, std::string_view level_key,
                                  const nlohmann::json& save) {
    const auto start = lights::start(params);
    if (!start) return {std::nullopt, "the level's board is not a Lights Out board"};
    return restore_save<lights::State, lights::Move>(
        *start, save, lights_save_id(level_key, params), "\"x,y\"",
        [](const std::string& t) { return lights::parse_move(t); },
        [](const lights::State& s, const lights::Move& m) { return lights::apply(s, m); });
}

} // namespace tessera::levels
