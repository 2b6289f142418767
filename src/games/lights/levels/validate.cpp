// Deep check of a Lights Out level: the schema, then the solver's proof that every light can be
// switched off (and the fewest presses that do it, for the note).
#include "tessera/core/lights/solver.hpp"
#include "tessera/levels/lights/level.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::levels {

std::string validate_lights(const Document& doc) {
    const LightsLevel level = parse_lights_level(doc);
    const auto state = lights::start(level.params);
    const Node root = doc.root();
    const auto presses = state ? lights::solve(*state) : std::nullopt;
    if (!presses)
        (root.has("lit") ? root.at("lit") : root)
            .fail("this board cannot be switched off: no set of presses clears it (on a " +
                  std::to_string(level.params.size) + "x" + std::to_string(level.params.size) +
                  " grid 1 in " + std::to_string(1 << lights::null_space_dimension(level.params.size)) +
                  " boards can)");
    const std::size_t n = presses->size();
    return "solvable: " + std::to_string(n) + (n == 1 ? " press" : " presses") + " at fewest";
}

} // namespace tessera::levels
