// The save fuzzer's lights part (fuzz_save.cpp): a save restored onto a built-in level, with the
// round trip checked there.
#include "fuzz_save.hpp"
#include "tessera/core/lights/contract.hpp"
#include "tessera/levels/common/saves.hpp"
#include "tessera/levels/lights/level.hpp"

namespace tessera::fuzz {

namespace {
constexpr const char* kId = "lights:level=lights/fuzz#0";
} // namespace

void fuzz_save_lights(const json& save) {
    static const levels::LightsLevel level = levels::parse_lights_level(fuzz_document(
        R"({"game": "lights", "title": "Fuzz", "size": 5, "presses": [[0, 0], [2, 2], [4, 1]]})"));
    static const levels::SaveCodec<lights::State> codec =
        levels::exact_save_codec(*lights::start(level.params), kId);
    round_trip(save, [&](const json& j) { return levels::restore_game_save<lights::Game>(j, codec); });
}

} // namespace tessera::fuzz
