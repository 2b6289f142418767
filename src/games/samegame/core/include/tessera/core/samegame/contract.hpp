#pragma once
// SameGame / PopStar under the game contract (tessera/core/common/game.hpp).
#include "tessera/core/common/game.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/core/samegame/solver.hpp"

namespace tessera::samegame {

struct Game {
    static constexpr std::string_view kId = "samegame";
    // What a move looks like, for a save whose move does not parse.
    static constexpr std::string_view kMoveFormat = "\"x,y\"";
    using Params = samegame::Params;
    using State = samegame::State;
    using Move = samegame::Move;
    using Event = samegame::Event;
    using Outcome = samegame::Outcome;
    using Status = samegame::Status;
    using Hint = Move; // the group to take next

    static std::optional<State> start(const Params& p) { return samegame::start(p); }
    static std::optional<Outcome> apply(const State& s, const Move& m) { return samegame::apply(s, m); }
    static Status status(const State& s, double) { return samegame::status(s); }
    static std::optional<Hint> hint(const State& s) {
        SolveLimits limits;
        limits.max_nodes = kHintNodes;
        return samegame::hint(s, limits);
    }
    static std::string to_string(const Move& m) { return samegame::to_string(m); }
    static std::optional<Move> parse_move(std::string_view text) { return samegame::parse_move(text); }
};
static_assert(GameContract<Game>);

} // namespace tessera::samegame
