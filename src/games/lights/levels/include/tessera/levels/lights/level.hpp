#pragma once
// Lights Out level files (levels/lights/NN-name.json) <-> lights::Params. The format is in
// src/games/lights/README.md and docs/schema/lights.schema.json:
//
//   {"game": "lights", "title": "Plus", "size": 3, "presses": [[1, 1]]}     presses from dark
//   {"game": "lights", "title": "Ring", "size": 3, "lit": ["###", "#.#", "###"]}
#include <string>

#include "tessera/core/lights/game.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

struct LightsLevel {
    std::string title;
    std::string description;
    lights::Params params;
};

// Reads and checks the schema (types, ranges, row lengths). Throws LevelError naming file,
// line:column and JSON pointer. Unknown fields become warnings. Does not check solvability:
// validate_lights (registry.hpp) does, with the solver.
LightsLevel parse_lights_level(const Document& doc);

} // namespace tessera::levels
