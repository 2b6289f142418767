#pragma once
// Tile Stack under the game contract (tessera/core/common/game.hpp). Undo is a power-up here, so
// it is a Move ("undo"), not a step back in the history.
#include "tessera/core/common/game.hpp"
#include "tessera/core/tilestack/deal.hpp"
#include "tessera/core/tilestack/game.hpp"
#include "tessera/core/tilestack/solver.hpp"

namespace tessera::tilestack {

// The hint's solver budget: a first pick of a winning line, found in a few milliseconds.
inline constexpr std::uint64_t kHintNodes = 300'000;

struct Game {
    static constexpr std::string_view kId = "tilestack";
    // What a move looks like, for a save whose move does not parse.
    static constexpr std::string_view kMoveFormat = R"("pick N", "undo", "pop" or "shuffle N")";
    using Params = tilestack::Params;
    using State = tilestack::State;
    using Move = tilestack::Move;
    using Event = tilestack::Event;
    using Outcome = tilestack::Outcome;
    using Status = tilestack::Status;
    using Hint = Move; // the pick that keeps a winning line open

    static std::optional<State> start(const Params& p) { return tilestack::start(p); }
    static std::optional<Outcome> apply(const State& s, const Move& m) { return tilestack::apply(s, m); }
    static Status status(const State& s, double) { return tilestack::status(s); }
    static std::optional<Hint> hint(const State& s) {
        SolveLimits limits;
        limits.max_nodes = kHintNodes;
        return tilestack::hint(s, limits);
    }
    static std::string to_string(const Move& m) { return tilestack::to_string(m); }
    static std::optional<Move> parse_move(std::string_view text) { return tilestack::parse_move(text); }
};
static_assert(GameContract<Game>);

} // namespace tessera::tilestack
