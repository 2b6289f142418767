#include <memory>

#include "tessera/core/tilestack/deal.hpp"
#include "tessera/levels/common/level_title.hpp"
#include "tessera/levels/common/localized_text.hpp"
#include "tessera/levels/tilestack/level.hpp"

namespace tessera::levels {

namespace tt = tessera::tilestack;

namespace {

std::shared_ptr<const tt::Layout> read_box(const Node& layout, tt::CoverMode mode) {
    layout.allow_fields({"mode", "size", "mask"});
    const std::size_t errors = layout.document().errors().size();
    const auto size = layout.at("size").as_array(3, 3);
    const int w = static_cast<int>(size[0].as_int(1, tt::kMaxBoxSide));
    const int h = static_cast<int>(size[1].as_int(1, tt::kMaxBoxSide));
    const int z = static_cast<int>(size[2].as_int(1, tt::kMaxBoxLayers));
    std::vector<std::vector<int>> mask;
    int columns = w * h;
    // The mask is measured against the size: with a wrong size (recorded), reading stops here.
    if (layout.document().errors().size() != errors) layout.fail("the size is wrong");
    if (auto m = layout.find("mask")) {
        const auto rows = m->as_array(static_cast<std::size_t>(h), static_cast<std::size_t>(h));
        columns = 0;
        for (const Node& row : rows) {
            const std::string text = row.as_string(static_cast<std::size_t>(tt::kMaxBoxSide));
            if (static_cast<int>(text.size()) != w)
                row.fail("expected a row of " + std::to_string(w) + " characters (the box width), got " +
                         std::to_string(text.size()));
            std::vector<int> cells;
            for (char c : text) {
                if (c == '#' || c == '1')
                    cells.push_back(1);
                else if (c == '.' || c == '0' || c == ' ')
                    cells.push_back(0);
                else
                    row.fail(std::string("unexpected character '") + c +
                             "': use '#' or '1' for a column, '.' or '0' for none");
                columns += cells.back();
            }
            mask.push_back(std::move(cells));
        }
        if (columns == 0) m->fail("the mask has no columns: at least one '#' is needed");
    }
    if (columns * z > tt::kMaxTiles)
        layout.at("size").fail("the box holds " + std::to_string(columns * z) + " tiles, at most " +
                               std::to_string(tt::kMaxTiles));
    return std::make_shared<const tt::Layout>(tt::box_layout(mode, w, h, z, mask));
}

std::shared_ptr<const tt::Layout> read_explicit(const Node& layout) {
    layout.allow_fields({"mode", "tiles"});
    const Node list = layout.at("tiles");
    const auto tiles = list.as_array(1, static_cast<std::size_t>(tt::kMaxTiles));
    std::vector<tt::TilePos> pos;
    pos.reserve(tiles.size());
    for (const Node& t : tiles) {
        const auto xyz = t.as_array(3, 3);
        pos.push_back({static_cast<int>(xyz[0].as_int(0, tt::kMaxHalfUnits)),
                       static_cast<int>(xyz[1].as_int(0, tt::kMaxHalfUnits)),
                       static_cast<int>(xyz[2].as_int(0, tt::kMaxBoxLayers - 1))});
    }
    auto out = std::make_shared<tt::Layout>();
    if (auto err = tt::explicit_layout(pos, *out))
        tiles[static_cast<std::size_t>(err->tile)].fail(err->message);
    return out;
}

} // namespace

TilestackLevel parse_tilestack_level(const Document& doc) {
    const Node root = doc.root();
    if (!root.is_object()) root.fail("expected an object, got " + describe(root.json()));
    root.allow_fields({"game", "title", "description", "group", "layout", "faces", "face_triples", "tray",
                       "deal", "difficulty", "seed", "power_ups"});
    if (root.at("game").as_enum({"tilestack"}) != "tilestack") root.at("game").fail("expected \"tilestack\"");
    TilestackLevel level;
    level.title = read_title(root).en;
    level.description = read_localized(root, "description", kMaxDescriptionLength).en;

    const Node layout = root.at("layout");
    const std::string mode = layout.at("mode").as_enum({"A", "B", "C", "explicit"});
    tt::Params& p = level.params;
    read_part(doc, [&] {
        if (mode == "explicit")
            p.layout = read_explicit(layout);
        else
            p.layout = read_box(layout, mode == "A"   ? tt::CoverMode::A
                                        : mode == "B" ? tt::CoverMode::B
                                                      : tt::CoverMode::C);
    });
    const int positions = p.layout ? p.layout->size() : 0;

    // Faces: tile counts ("faces", each a multiple of 3) or the Tile Stack article's triples
    // ("face_triples").
    const auto faces = root.find("faces");
    const auto triples = root.find("face_triples");
    if (faces && triples)
        triples->fail("give either \"faces\" (tiles per face) or \"face_triples\", not both");
    if (!faces && !triples) root.fail("missing field \"faces\" (tiles per face, each a multiple of 3)");
    const Node counts = faces ? *faces : *triples;
    const int unit = faces ? 1 : 3;
    read_part(doc, [&] {
        for (const Node& c : counts.as_array(1, static_cast<std::size_t>(tt::kMaxFaces))) {
            const int n = static_cast<int>(c.as_int(0, tt::kMaxTiles / unit)) * unit;
            if (n % 3 != 0)
                c.fail(std::to_string(n) + " tiles is not a multiple of 3 (" + std::to_string(3 - n % 3) +
                       " more or " + std::to_string(n % 3) + " fewer would do)");
            p.face_tiles.push_back(n);
        }
        if (!p.layout) counts.fail("no layout to fill"); // the layout's error was recorded
        if (auto problem = tt::check_faces(p.face_tiles, positions)) counts.fail(*problem);
    });

    p.tray = static_cast<int>(root.get_int("tray", tt::kMinTray, tt::kMaxTray, tt::kDefaultTray));
    if (auto d = root.find("deal"))
        p.deal = d->as_enum({"winnable", "shuffled"}) == "shuffled" ? tt::DealKind::Shuffled
                                                                    : tt::DealKind::Winnable;
    p.difficulty = static_cast<int>(root.get_int("difficulty", 1, 3, 2));
    if (auto s = root.find("seed")) level.seed = s->as_u64();
    p.power_ups = {1, 1, 1};
    if (auto pu = root.find("power_ups")) {
        pu->allow_fields({"undo", "pop", "shuffle"});
        p.power_ups.undo = static_cast<int>(pu->get_int("undo", 0, tt::kMaxPowerUps, 1));
        p.power_ups.pop = static_cast<int>(pu->get_int("pop", 0, tt::kMaxPowerUps, 1));
        p.power_ups.shuffle = static_cast<int>(pu->get_int("shuffle", 0, tt::kMaxPowerUps, 1));
    }
    doc.throw_if_errors(); // collected errors: nothing read is used
    return level;
}

} // namespace tessera::levels
