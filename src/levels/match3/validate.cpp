// Deep check of a match-3 level: the schema, a start board from its seed, and a hinted auto-play
// that estimates whether the goal is within reach (a warning, not an error: players beat hints).
#include <algorithm>

#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/levels/match3/level.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::levels {

namespace {
// A time goal is estimated at one move every 3 seconds; an endless level plays 50 moves.
constexpr int kSecondsPerMove = 3;
constexpr int kEndlessMoves = 50;
} // namespace

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
    const int moves = goal.kind == match3::GoalKind::Moves  ? goal.moves
                      : goal.kind == match3::GoalKind::Time ? std::max(1, goal.seconds / kSecondsPerMove)
                                                            : kEndlessMoves;
    const auto played = match3::autoplay(*start, moves);
    std::string note = std::to_string(match3::legal_moves(*start).size()) +
                       " moves on the start board; hints score " + std::to_string(played.state.score) +
                       " in " + std::to_string(played.moves) + " moves";
    if (goal.kind != match3::GoalKind::Endless) {
        note += " (target " + std::to_string(goal.target_score) + ")";
        if (played.state.score < goal.target_score) {
            const Node g = root.at("goal");
            doc.warn(g.where(), g.pointer(),
                     "hint auto-play reaches " + std::to_string(played.state.score) + " of " +
                         std::to_string(goal.target_score) + " points: the goal may be too hard");
        }
    }
    return note;
}

} // namespace tessera::levels
