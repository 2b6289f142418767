// Deep check of a match-3 level: the schema (the star marks' cap on the bonus round included), a
// start board from its seed, and the strong autoplayer's game that estimates whether the goal is
// within reach (a warning, not an error: players beat the autoplayer).

#include "tessera/core/match3/autoplay_level.hpp"
#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/levels/match3/level.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::levels {

std::string validate_match3(const Document& doc) {
    const Match3Level level = parse_match3_level(doc);
    const match3::Params& p = level.params;
    const Node root = doc.root();
    const auto start = match3::start(p);
    if (!start) {
        const Node board = root.at("board");
        const Node where = board.find("mask").value_or(board);
        where.fail("no start board fits: the playable cells leave no room for a line of three and a move");
    }
    const auto& goal = p.rules.goal;
    // The strong player (player.hpp). A time goal is estimated at one move every 3 seconds; an
    // endless level plays 100 moves (match3::autoplay_budget). A moves goal's score includes the
    // leftover moves' bonus.
    const match3::LevelRun played = match3::autoplay_level(*start, match3::Strength::Strong, match3::player_seed(p.seed));
    std::string note = std::to_string(match3::legal_moves(*start).size()) +
                       " moves on the start board; the strong autoplayer scores " +
                       std::to_string(played.state.score) + " in " + std::to_string(played.moves) +
                       " moves, " + std::to_string(played.status.stars) +
                       (played.status.stars == 1 ? " star" : " stars");
    if (goal.kind != match3::GoalKind::Endless) {
        note += " (target " + std::to_string(goal.target_score) + ")";
        if (played.state.score < goal.target_score) {
            const Node g = root.at("goal");
            doc.warn(g.where(), g.pointer(),
                     "the strong autoplayer reaches " + std::to_string(played.state.score) + " of " +
                         std::to_string(goal.target_score) + " points: the goal may be too hard");
        }
    }
    return note;
}

} // namespace tessera::levels
