// `tessera levels validate` for One Stroke: schema, not a draft, structure (no zero-length,
// repeated or overlapping segments) and Euler's condition, with the offending vertices named.
#include "tessera/core/onestroke/hint.hpp"
#include "tessera/levels/onestroke/level.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::levels {

std::string validate_onestroke(const Document& doc) {
    // A draft is named as such before anything else is said about its figure (read from the root
    // alone: parsing the whole level twice would repeat its warnings).
    const Node root = doc.root();
    if (const std::string draft = root.is_object() ? root.get_string("draft", "", 2000) : ""; !draft.empty())
        root.at("draft").fail("this level is a draft from `tessera onestroke recognize --draft`: " + draft +
                              "; fix the figure, then delete \"draft\"");
    const onestroke::Figure figure = load_onestroke_figure(doc);
    const onestroke::FigureCheck check = onestroke::check_figure(figure);
    if (!check.ok) doc.root().at("lines").fail(check.message);
    return "drawable in one stroke: " + std::to_string(figure.edge_count()) + " segments, " +
           std::to_string(figure.vertex_count()) + " vertices, start at " +
           onestroke::describe_vertex(figure, onestroke::best_start(figure));
}

} // namespace tessera::levels
