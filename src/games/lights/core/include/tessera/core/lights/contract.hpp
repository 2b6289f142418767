#pragma once
// Lights Out under the game contract (tessera/core/common/game.hpp): the one table the midend
// (SessionScene<lights::Game>), the save codec and the tests are written against.
#include "tessera/core/common/game.hpp"
#include "tessera/core/lights/game.hpp"
#include "tessera/core/lights/solver.hpp"

namespace tessera::lights {

struct Game {
    static constexpr std::string_view kId = "lights";
    static constexpr std::string_view kMoveFormat = "\"x,y\"";
    using Params = lights::Params;
    using State = lights::State;
    using Move = lights::Move;
    using Event = lights::Event;
    using Outcome = lights::Outcome;
    using Status = lights::Status;
    using Hint = Move; // the next press of a shortest solution

    static std::optional<State> start(const Params& p) { return lights::start(p); }
    static std::optional<Outcome> apply(const State& s, const Move& m) { return lights::apply(s, m); }
    static Status status(const State& s, double) { return lights::status(s); }
    static std::optional<Hint> hint(const State& s) { return lights::hint(s); }
    static std::string to_string(const Move& m) { return lights::to_string(m); }
    static std::optional<Move> parse_move(std::string_view text) { return lights::parse_move(text); }
};
static_assert(GameContract<Game>);

} // namespace tessera::lights
