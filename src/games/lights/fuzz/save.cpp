// The save fuzzer's lights part (fuzz_save.cpp): a save restored onto a built-in level, with the
// round trip checked there.
#include "tessera/levels/lights/save.hpp"
#include "fuzz_save.hpp"
#include "tessera/levels/lights/level.hpp"

namespace tessera::fuzz {

void fuzz_save_lights(const json& save) {
    static const levels::LightsLevel level = levels::parse_lights_level(fuzz_document(
        R"({"game": "lights", "title": "Fuzz", "size": 5, "presses": [[0, 0], [2, 2], [4, 1]]})"));
    round_trip(save,
               [&](const json& j) { return levels::restore_lights_save(level.params, "lights/fuzz", j); });
}

} // namespace tessera::fuzz
