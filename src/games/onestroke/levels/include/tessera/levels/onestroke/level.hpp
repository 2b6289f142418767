#pragma once
// One Stroke level files (docs/levels/onestroke.md): the envelope plus the One Stroke article's line
// notation.
//   { "game": "onestroke", "title": "Star", "lines": [ {"x1": 50, "y1": 0, "x2": 80, "y2": 95}, ... ] }
#include <string>

#include "tessera/core/onestroke/figure.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

struct OnestrokeLevel {
    std::string title;
    std::string group; // written when set (`onestroke recognize DIR -o OUT` names one); read as any level's
    std::string description;
    std::string picture; // the picture a recognised level came from (informational)
    // Why `tessera onestroke recognize --draft` could not make a level of the picture: a draft is
    // kept for a designer to fix and never validates until the field is removed.
    std::string draft;
    onestroke::Params params;
};

// Reads the schema; throws LevelError naming file, line:column and JSON pointer.
OnestrokeLevel parse_onestroke_level(const Document& doc);

// Schema plus build_figure(): the returned figure is structurally sound (maybe not drawable).
onestroke::Figure load_onestroke_figure(const Document& doc, OnestrokeLevel* level_out = nullptr);

// The level as JSON text, one segment per line, as level designers write it.
std::string onestroke_level_json(const OnestrokeLevel& level);

} // namespace tessera::levels
