#pragma once
// One Stroke under the game contract (tessera/core/common/game.hpp). A stroke that cannot be
// finished is Phase::Lost; the player undoes or restarts it.
#include "tessera/core/common/game.hpp"
#include "tessera/core/onestroke/game.hpp"
#include "tessera/core/onestroke/hint.hpp"

namespace tessera::onestroke {

struct Game {
    static constexpr std::string_view kId = "onestroke";
    // What a move looks like, for a save whose move does not parse.
    static constexpr std::string_view kMoveFormat = "a vertex number such as \"3\"";
    using Params = onestroke::Params;
    using State = onestroke::State;
    using Move = onestroke::Move;
    using Event = onestroke::Event;
    using Outcome = onestroke::Outcome;
    using Status = onestroke::Status;
    using Hint = onestroke::Hint;

    static std::optional<State> start(const Params& p) { return onestroke::start(p); }
    static std::optional<Outcome> apply(const State& s, const Move& m) { return onestroke::apply(s, m); }
    static Status status(const State& s, double) { return onestroke::status(s); }
    static std::optional<Hint> hint(const State& s) { return onestroke::hint(s); }
    static std::string to_string(const Move& m) { return onestroke::to_string(m); }
    static std::optional<Move> parse_move(std::string_view text) { return onestroke::parse_move(text); }
};
static_assert(GameContract<Game>);

} // namespace tessera::onestroke
