#include "tessera/levels/onestroke/level.hpp"

#include "tessera/levels/common/json_text.hpp"
#include "tessera/levels/common/level_title.hpp"
#include "tessera/levels/common/localized_text.hpp"
#include "tessera/levels/common/schema_ref.hpp"

#include <sstream>

namespace tessera::levels {

OnestrokeLevel parse_onestroke_level(const Document& doc) {
    const Node root = doc.root();
    if (!root.is_object()) root.fail("expected an object");
    root.allow_fields({"game", "title", "group", "description", "picture", "draft", "parallel", "lines"});
    OnestrokeLevel level;
    const Node game = root.at("game");
    if (game.as_string(64) != "onestroke") game.fail("expected \"onestroke\", got " + describe(game.json()));
    level.title = read_title(root).en;
    level.description = read_localized(root, "description", kMaxDescriptionLength).en;
    level.picture = root.get_string("picture", "", 200);
    level.draft = root.get_string("draft", "", 2000);
    level.params.allow_parallel = root.get_bool("parallel", false);
    for (const Node& seg : root.at("lines").as_array(1, onestroke::kMaxSegments)) {
        if (!seg.is_object())
            seg.fail("expected an object {\"x1\", \"y1\", \"x2\", \"y2\"}, got " + describe(seg.json()));
        seg.allow_fields({"x1", "y1", "x2", "y2"});
        onestroke::Segment s;
        s.x1 = static_cast<int>(seg.at("x1").as_int(0, onestroke::kMaxCoordinate));
        s.y1 = static_cast<int>(seg.at("y1").as_int(0, onestroke::kMaxCoordinate));
        s.x2 = static_cast<int>(seg.at("x2").as_int(0, onestroke::kMaxCoordinate));
        s.y2 = static_cast<int>(seg.at("y2").as_int(0, onestroke::kMaxCoordinate));
        level.params.lines.push_back(s);
    }
    doc.throw_if_errors(); // collected errors: nothing read is used
    return level;
}

onestroke::Figure load_onestroke_figure(const Document& doc, OnestrokeLevel* level_out) {
    OnestrokeLevel level = parse_onestroke_level(doc);
    onestroke::BuildResult built = onestroke::build_figure(level.params);
    if (!built.figure) {
        const Node lines = doc.root().at("lines");
        if (built.segment >= 0)
            lines.as_array(onestroke::kMaxSegments)[static_cast<std::size_t>(built.segment)].fail(
                built.error);
        lines.fail(built.error);
    }
    if (level_out) *level_out = std::move(level);
    return std::move(*built.figure);
}

std::string onestroke_level_json(const OnestrokeLevel& level) {
    std::ostringstream out;
    // The installed schema, which an editor finds wherever the level is saved.
    out << "{\n  \"$schema\": " << json_text(schema_reference("onestroke"))
        << ",\n  \"game\": \"onestroke\",\n  "
        << "\"title\": " << json_text(level.title);
    if (!level.group.empty()) out << ",\n  \"group\": " << json_text(level.group);
    if (!level.description.empty()) out << ",\n  \"description\": " << json_text(level.description);
    if (!level.picture.empty()) out << ",\n  \"picture\": " << json_text(level.picture);
    if (!level.draft.empty()) out << ",\n  \"draft\": " << json_text(level.draft);
    if (level.params.allow_parallel) out << ",\n  \"parallel\": true";
    out << ",\n  \"lines\": [\n";
    for (std::size_t i = 0; i < level.params.lines.size(); ++i) {
        const onestroke::Segment& s = level.params.lines[i];
        out << "    {\"x1\": " << s.x1 << ", \"y1\": " << s.y1 << ", \"x2\": " << s.x2 << ", \"y2\": " << s.y2
            << "}" << (i + 1 < level.params.lines.size() ? "," : "") << "\n";
    }
    out << "  ]\n}\n";
    return out.str();
}

} // namespace tessera::levels
