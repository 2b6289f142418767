// Deep check of a samegame level: the schema, then a replay of the recorded solver line, which
// must end the game with the level's goal met (PopStar: the target from the formula, starting
// from the previous level's target; classic/discovery: target and max_left).
#include "tessera/levels/registry.hpp"

#include "tessera/core/samegame/generate.hpp"
#include "tessera/levels/samegame/level.hpp"

namespace tessera::levels {

using namespace tessera::samegame;

std::string validate_samegame(const Document& doc) {
    const SamegameLevel level = parse_samegame_level(doc);
    const Node root = doc.root();
    const Params& p = level.params;
    const State start = proof_start(level.board(), p);
    const Config& cfg = start.config;
    const bool has_goal = cfg.target > 0 || cfg.max_left >= 0;
    if (!level.solution) {
        if (has_goal) root.fail("missing \"solution\": a recorded line that proves the goal is reachable");
        return "no goal; " + std::to_string(start.board.groups().size()) + " groups to start";
    }
    const Node sol = root.at("solution");
    State s = start;
    for (std::size_t i = 0; i < level.solution->size(); ++i) {
        const Move& m = (*level.solution)[i];
        auto o = apply(s, m);
        if (!o) {
            const Node at = sol.as_array(kMaxSamegameSolutionMoves)[i];
            if (s.over) at.fail("move " + std::to_string(i + 1) + " comes after the game is over");
            at.fail("move " + std::to_string(i + 1) + " (" + to_string(m) +
                    ") is not on a group of 2 or more");
        }
        s = std::move(o->state);
    }
    if (!s.over) {
        const auto left = s.board.groups().size();
        sol.fail("the line stops with " + std::to_string(left) + (left == 1 ? " group" : " groups") +
                 " left; it must play to the end");
    }
    if (s.score < cfg.target)
        sol.fail("the line scores " + std::to_string(s.score) + ", below the target " +
                 std::to_string(cfg.target));
    if (cfg.max_left >= 0 && s.board.tiles_left() > cfg.max_left)
        sol.fail("the line leaves " + std::to_string(s.board.tiles_left()) + " tiles, more than max_left " +
                 std::to_string(cfg.max_left));
    std::string note =
        "line of " + std::to_string(level.solution->size()) + " moves scores " + std::to_string(s.score);
    if (cfg.target > 0) note += " >= target " + std::to_string(cfg.target);
    note += ", " + std::to_string(s.board.tiles_left()) + " tiles left";
    return note;
}

} // namespace tessera::levels
