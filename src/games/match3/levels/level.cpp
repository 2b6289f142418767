#include "tessera/levels/match3/level.hpp"

#include "tessera/core/match3/params_check.hpp"
#include "tessera/core/match3/star_marks.hpp"
#include "tessera/core/match3/tile.hpp"
#include "tessera/levels/common/level_title.hpp"
#include "tessera/levels/common/localized_text.hpp"

namespace tessera::levels {

namespace {

using match3::Goal;
using match3::GoalKind;

Goal parse_goal(const Node& node) {
    if (!node.is_object()) node.fail("expected an object, got " + describe(node.json()));
    const std::string type = node.at("type").as_enum({"moves", "time", "endless"});
    Goal goal;
    if (type == "moves") {
        node.allow_fields({"type", "score", "moves"});
        goal.kind = GoalKind::Moves;
        goal.target_score = node.at("score").as_int(1, kMaxMatch3Score);
        goal.moves = static_cast<int>(node.at("moves").as_int(1, kMaxMatch3Moves));
    } else if (type == "time") {
        node.allow_fields({"type", "score", "seconds"});
        goal.kind = GoalKind::Time;
        goal.target_score = node.at("score").as_int(1, kMaxMatch3Score);
        goal.seconds = static_cast<int>(node.at("seconds").as_int(kMinMatch3Seconds, kMaxMatch3Seconds));
    } else {
        node.allow_fields({"type"});
        goal.kind = GoalKind::Endless;
    }
    return goal;
}

// Rows of 'o' (a cell) and '.' (a hole); the row count and lengths are checked before the grid exists.
Grid<std::uint8_t> parse_mask(const Node& node, int width, int height) {
    const auto rows = node.as_array(static_cast<std::size_t>(height), static_cast<std::size_t>(height));
    Grid<std::uint8_t> mask(width, height, 1);
    for (int y = 0; y < height; ++y) {
        const Node& row = rows[static_cast<std::size_t>(y)];
        const std::string text = row.as_string(static_cast<std::size_t>(match3::kMaxSize));
        if (static_cast<int>(text.size()) != width)
            row.fail("expected " + std::to_string(width) + " cells (the board's width), got " +
                     std::to_string(text.size()));
        for (int x = 0; x < width; ++x) {
            const char c = text[static_cast<std::size_t>(x)];
            if (c != 'o' && c != '.')
                row.fail(std::string("unexpected '") + c + "' at column " + std::to_string(x + 1) +
                         " (use 'o' for a cell, '.' for a hole)");
            mask.at(x, y) = c == 'o' ? 1 : 0;
        }
    }
    return mask;
}

} // namespace

Match3Level parse_match3_level(const Document& doc) {
    const Node root = doc.root();
    if (!root.is_object()) root.fail("expected an object, got " + describe(root.json()));
    root.allow_fields(
        {"game", "title", "description", "group", "board", "colours", "goal", "stars", "specials", "seed"});
    root.at("game").as_enum({"match3"});
    Match3Level level;
    level.title = read_title(root).en;
    level.description = read_localized(root, "description", kMaxDescriptionLength).en;

    match3::Params& p = level.params;
    const Node board = root.at("board");
    if (!board.is_object()) board.fail("expected an object, got " + describe(board.json()));
    board.allow_fields({"width", "height", "mask"});
    const std::size_t errors = doc.errors().size();
    p.width = static_cast<int>(board.at("width").as_int(match3::kMinSize, match3::kMaxSize));
    p.height = static_cast<int>(board.at("height").as_int(match3::kMinSize, match3::kMaxSize));
    // The mask is measured against the size, so it is read only when the size was.
    if (auto mask = board.find("mask"); mask && doc.errors().size() == errors)
        read_part(doc, [&] { p.mask = parse_mask(*mask, p.width, p.height); });

    p.rules.colours = static_cast<int>(root.at("colours").as_int(match3::kMinColours, match3::kMaxColours));
    // Too few colours for the board's cells: every refill makes new runs (issue 36). Checked once
    // the size, the mask and the colours read cleanly.
    if (doc.errors().size() == errors)
        read_part(doc, [&] {
            if (auto why = match3::cascade_problem(p)) root.at("colours").fail(*why);
        });
    read_part(doc, [&] { p.rules.goal = parse_goal(root.at("goal")); });
    p.rules.specials = root.get_bool("specials", true);
    if (auto seed = root.find("seed")) p.seed = seed->as_u64();

    if (auto stars = root.find("stars")) {
        read_part(doc, [&] {
            const auto items = stars->as_array(3, 3);
            for (std::size_t i = 0; i < 3; ++i) {
                p.rules.stars[i] = items[i].as_int(1, kMaxMatch3Score);
                if (i > 0 && p.rules.stars[i] <= p.rules.stars[i - 1])
                    items[i].fail("star scores must rise: " + std::to_string(p.rules.stars[i]) +
                                  " is not above " + std::to_string(p.rules.stars[i - 1]));
            }
            if (auto why = match3::star_marks_problem(p.rules)) items[2].fail(*why);
        });
    } else if (p.rules.goal.kind == GoalKind::Endless) {
        p.rules.stars = {1000, 3000, 6000};
    } else {
        const std::int64_t t = p.rules.goal.target_score;
        p.rules.stars = {t, t + t / 2, 2 * t};
    }
    doc.throw_if_errors(); // collected errors: nothing read is used
    return level;
}

} // namespace tessera::levels
