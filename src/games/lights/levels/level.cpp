#include "tessera/levels/lights/level.hpp"

#include "tessera/levels/common/level_title.hpp"
#include "tessera/levels/common/localized_text.hpp"

namespace tessera::levels {

namespace lo = tessera::lights;

namespace {

// "lit": one string per row, '#' (or '1') a light on, '.' (or '0') off.
lo::Mask read_lit(const Node& lit, int size) {
    lo::Mask mask = 0;
    const auto rows = lit.as_array(static_cast<std::size_t>(size), static_cast<std::size_t>(size));
    for (std::size_t y = 0; y < rows.size(); ++y) {
        const std::string text = rows[y].as_string(static_cast<std::size_t>(lo::kMaxSize));
        if (static_cast<int>(text.size()) != size)
            rows[y].fail("expected a row of " + std::to_string(size) + " characters (the size), got " +
                         std::to_string(text.size()));
        for (std::size_t x = 0; x < text.size(); ++x) {
            const char c = text[x];
            if (c == '#' || c == '1')
                mask |= lo::bit(size, static_cast<int>(x), static_cast<int>(y));
            else if (c != '.' && c != '0')
                rows[y].fail(std::string("unexpected character '") + c +
                             "': use '#' for a light on, '.' for off");
        }
    }
    return mask;
}

// "presses": [[x, y], ...] pressed from the dark board (a board made so is always solvable).
lo::Mask read_presses(const Node& presses, int size) {
    lo::Mask mask = 0;
    for (const Node& p : presses.as_array(1, static_cast<std::size_t>(size * size))) {
        const auto xy = p.as_array(2, 2);
        const int x = static_cast<int>(xy[0].as_int(0, size - 1));
        const int y = static_cast<int>(xy[1].as_int(0, size - 1));
        mask ^= lo::press_mask(size, x, y);
    }
    if (mask == 0) presses.fail("these presses leave every light off: nothing to play");
    return mask;
}

} // namespace

LightsLevel parse_lights_level(const Document& doc) {
    const Node root = doc.root();
    if (!root.is_object()) root.fail("expected an object, got " + describe(root.json()));
    root.allow_fields({"game", "title", "description", "group", "size", "lit", "presses"});
    if (root.at("game").as_enum({"lights"}) != "lights") root.at("game").fail("expected \"lights\"");
    LightsLevel level;
    level.title = read_title(root).en;
    level.description = read_localized(root, "description", kMaxDescriptionLength).en;
    const int size = static_cast<int>(root.get_int("size", lo::kMinSize, lo::kMaxSize, lo::kDefaultSize));
    level.params.size = size;
    const auto lit = root.find("lit");
    const auto presses = root.find("presses");
    if (lit && presses) presses->fail("give either \"lit\" (the board) or \"presses\" (from dark), not both");
    if (!lit && !presses)
        root.fail("missing field \"lit\" (rows of '#' and '.') or \"presses\" ([x, y] pairs)");
    read_part(doc, [&] {
        if (lit) level.params.lit = read_lit(*lit, size);
        if (lit && level.params.lit == 0) lit->fail("every light is off: nothing to play");
        if (presses) level.params.lit = read_presses(*presses, size);
    });
    doc.throw_if_errors(); // collected errors: nothing read is used
    return level;
}

} // namespace tessera::levels
