// `tessera levels validate` for One Stroke: schema, structure (no zero-length, repeated or
// overlapping segments) and Euler's condition, with the offending vertices named.
#include "tessera/core/onestroke/hint.hpp"
#include "tessera/levels/onestroke/level.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::levels {

std::string validate_onestroke(const Document& doc) {
    const onestroke::Figure figure = load_onestroke_figure(doc);
    const onestroke::FigureCheck check = onestroke::check_figure(figure);
    if (!check.ok) doc.root().at("lines").fail(check.message);
    return "drawable in one stroke: " + std::to_string(figure.edge_count()) + " segments, " +
           std::to_string(figure.vertex_count()) + " vertices, start at " +
           onestroke::describe_vertex(figure, onestroke::best_start(figure));
}

} // namespace tessera::levels
