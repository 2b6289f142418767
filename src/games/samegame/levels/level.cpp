#include "tessera/levels/samegame/level.hpp"

#include <sstream>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/levels/common/json_text.hpp"
#include "tessera/levels/common/level_title.hpp"
#include "tessera/levels/common/localized_text.hpp"
#include "tessera/levels/common/schema_ref.hpp"

namespace tessera::levels {

using namespace tessera::samegame;

Board SamegameLevel::board() const {
    if (rows) return *rows;
    Rng rng(params.seed);
    return deal_board(params.width, params.height, params.colours, params.wave, rng);
}

namespace {

Mode parse_mode(const Node& n) {
    const auto s = n.as_enum({"popstar", "classic", "discovery"});
    return s == "popstar" ? Mode::popstar : s == "classic" ? Mode::classic : Mode::discovery;
}

const char* mode_name(Mode m) {
    return m == Mode::popstar ? "popstar" : m == Mode::classic ? "classic" : "discovery";
}

void parse_board_object(const Node& board, SamegameLevel& level) {
    board.allow_fields({"width", "height", "colours", "wave", "seed", "rows"});
    Params& p = level.params;
    const auto rows_node = board.find("rows");
    const auto seed_node = board.find("seed");
    if (!rows_node && !seed_node) board.fail("needs \"seed\" (a dealt board) or \"rows\" (a fixed board)");
    if (rows_node) {
        const auto rows = rows_node->as_array(1, kMaxSide);
        std::vector<std::string> text;
        for (const Node& r : rows) text.push_back(r.as_string(kMaxSide));
        auto parsed = parse_board(text, p.collapse);
        if (auto* e = std::get_if<BoardTextError>(&parsed))
            rows[static_cast<std::size_t>(e->row)].fail(e->message + " (column " +
                                                        std::to_string(e->column + 1) + ")");
        const Board& b = std::get<Board>(parsed);
        if (b.tiles_left() != b.width() * b.height())
            rows_node->fail("a fixed board must be full: no '.' cells");
        p.width = b.width();
        p.height = b.height();
        p.colours = std::max(2, colours_used(b));
        level.rows = b;
    }
    // Sizes given next to rows must agree with them; alone they size the deal.
    const auto check_or_set = [&](std::string_view key, std::int64_t lo, std::int64_t hi, int& field,
                                  int fallback) {
        if (auto n = board.find(key)) {
            const int v = static_cast<int>(n->as_int(lo, hi));
            if (rows_node && key != "colours" && v != field)
                n->fail("is " + std::to_string(v) + " but \"rows\" gives " + std::to_string(field));
            if (rows_node && key == "colours" && v < field)
                n->fail("is " + std::to_string(v) + " but \"rows\" uses " + std::to_string(field) +
                        " colours");
            field = v;
        } else if (!rows_node) {
            field = fallback;
        }
    };
    check_or_set("width", 2, kMaxSide, p.width, 10);
    check_or_set("height", 2, kMaxSide, p.height, 10);
    check_or_set("colours", 2, kMaxColours, p.colours, 5);
    p.wave = static_cast<int>(board.get_int("wave", 0, kMaxCells, 4));
    if (seed_node) p.seed = seed_node->as_u64();
}

} // namespace

SamegameLevel parse_samegame_level(const Document& doc) {
    const Node root = doc.root();
    if (!root.is_object()) root.fail("expected an object, got " + describe(root.json()));
    root.allow_fields({"game", "title", "group", "description", "mode", "board", "level", "target",
                       "max_left", "collapse", "leftover_penalty", "solution"});
    if (root.at("game").as_string() != "samegame") root.at("game").fail("expected \"samegame\"");
    SamegameLevel level;
    level.title = read_title(root).en;
    level.group = read_localized(root, "group", kMaxTitleLength).en;
    level.description = read_localized(root, "description", kMaxDescriptionLength).en;
    Params& p = level.params;
    p.mode = parse_mode(root.at("mode"));
    p.collapse = root.get_bool("collapse", true);
    if (p.mode == Mode::popstar) {
        p.level = static_cast<int>(root.get_int("level", 1, 500, 1));
        if (auto t = root.find("target")) {
            // The chain's targets come from the formula; a stated one must agree.
            const int v = static_cast<int>(t->as_int(0, 10'000'000));
            if (v != popstar_target(p.level))
                t->fail("PopStar level " + std::to_string(p.level) + " has target " +
                        std::to_string(popstar_target(p.level)) + " (1000 + (level-1)*2000), got " +
                        std::to_string(v));
        }
        if (auto lp = root.find("leftover_penalty"); lp && lp->as_bool())
            lp->fail("the leftover penalty is a classic rule; PopStar has its end bonus");
    } else {
        if (root.has("level")) root.at("level").fail("\"level\" is for mode \"popstar\" only");
        p.target = static_cast<int>(root.get_int("target", 0, 10'000'000, 0));
        p.leftover_penalty = root.get_bool("leftover_penalty", false);
    }
    read_part(doc, [&] { parse_board_object(root.at("board"), level); });
    // What is measured against the board is read only when the board was.
    doc.throw_if_errors();
    p.max_left = static_cast<int>(root.get_int("max_left", 0, p.width * p.height, -1));
    if (auto sol = root.find("solution"))
        read_part(doc, [&] {
            std::vector<Move> moves;
            for (const Node& m : sol->as_array(kMaxSamegameSolutionMoves)) {
                const auto xy = m.as_array(2, 2);
                moves.push_back(Move{{static_cast<int>(xy[0].as_int(0, p.width - 1)),
                                      static_cast<int>(xy[1].as_int(0, p.height - 1))}});
            }
            level.solution = std::move(moves);
        });
    doc.throw_if_errors(); // collected errors: nothing read is used
    return level;
}

std::string samegame_level_text(const SamegameLevel& level) {
    const Params& p = level.params;
    std::ostringstream o;
    const auto str = [](const std::string& s) { return json_text(s); };
    // The installed schema, which an editor finds wherever the level is saved.
    o << "{\n  \"$schema\": " << str(schema_reference("samegame")) << ",\n  \"game\": \"samegame\",\n  "
      << "\"title\": " << str(level.title) << ",\n";
    if (!level.group.empty()) o << "  \"group\": " << str(level.group) << ",\n";
    if (!level.description.empty()) o << "  \"description\": " << str(level.description) << ",\n";
    o << "  \"mode\": \"" << mode_name(p.mode) << "\",\n";
    if (p.mode == Mode::popstar) o << "  \"level\": " << p.level << ",\n";
    if (p.mode != Mode::popstar && p.target > 0) o << "  \"target\": " << p.target << ",\n";
    if (p.max_left >= 0) o << "  \"max_left\": " << p.max_left << ",\n";
    if (!p.collapse) o << "  \"collapse\": false,\n";
    if (p.leftover_penalty) o << "  \"leftover_penalty\": true,\n";
    o << "  \"board\": {\n    \"width\": " << p.width << ", \"height\": " << p.height
      << ", \"colours\": " << p.colours << ", \"wave\": " << p.wave << ", \"seed\": " << p.seed;
    if (level.rows) {
        o << ",\n    \"rows\": [\n";
        const auto rows = format_board(*level.rows);
        for (std::size_t i = 0; i < rows.size(); ++i)
            o << "      \"" << rows[i] << "\"" << (i + 1 < rows.size() ? "," : "") << "\n";
        o << "    ]";
    }
    o << "\n  }";
    if (level.solution) {
        o << ",\n  \"solution\": [";
        for (std::size_t i = 0; i < level.solution->size(); ++i) {
            const Move& m = (*level.solution)[i];
            o << (i % 10 == 0 ? "\n    " : " ") << "[" << m.tile.x << ", " << m.tile.y << "]"
              << (i + 1 < level.solution->size() ? "," : "");
        }
        o << "\n  ]";
    }
    o << "\n}\n";
    return o.str();
}

} // namespace tessera::levels
