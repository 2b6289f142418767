#pragma once
// Match-3 under the game contract (tessera/core/common/game.hpp).
#include "tessera/core/common/game.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/rules.hpp"
#include "tessera/core/match3/state.hpp"
#include "tessera/core/match3/status.hpp"

namespace tessera::match3 {

struct Game {
    static constexpr std::string_view kId = "match3";
    // What a move looks like, for a save whose move does not parse.
    static constexpr std::string_view kMoveFormat = "\"x,y-x,y\"";
    using Params = match3::Params;
    using State = match3::State;
    using Move = match3::Move;
    using Event = match3::Event;
    using Outcome = match3::Outcome;
    using Status = match3::Status;
    using Hint = match3::Hint;

    static std::optional<State> start(const Params& p) { return match3::start(p); }
    static std::optional<Outcome> apply(const State& s, const Move& m) { return match3::apply(s, m); }
    static Status status(const State& s, double seconds) { return match3::status(s, seconds); }
    static std::optional<Hint> hint(const State& s) { return match3::hint(s); }
    static std::string to_string(const Move& m) { return match3::to_string(m); }
    static std::optional<Move> parse_move(std::string_view text) { return match3::parse_move(text); }
};
static_assert(GameContract<Game>);

} // namespace tessera::match3
