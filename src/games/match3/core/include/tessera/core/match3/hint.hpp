#pragma once
// Hints and auto-play: the best legal swap by immediate score (ties: first in row-major order).
#include <cstdint>
#include <optional>
#include <vector>

#include "tessera/core/match3/rules.hpp"

namespace tessera::match3 {

// Every legal move of the state (empty once it no longer accepts moves), row-major, right before down.
std::vector<Move> legal_moves(const State& state);

struct Hint {
    Move move;
    std::int64_t score = 0; // immediate_score(state, move)
};
std::optional<Hint> hint(const State& state);

// The match-3 article's autoPlay: play hints until `max_moves` are made or none is left. `on_step` (may be
// empty) sees each outcome, e.g. for a demo view or invariant checks.
struct AutoplayResult {
    State state;
    int moves = 0;
};
template <class OnStep> AutoplayResult autoplay(State state, int max_moves, OnStep&& on_step) {
    int moves = 0;
    while (moves < max_moves) {
        auto h = hint(state);
        if (!h) break;
        auto out = apply(state, h->move);
        if (!out) break;
        on_step(state, h->move, *out);
        state = std::move(out->state);
        ++moves;
    }
    return {std::move(state), moves};
}
inline AutoplayResult autoplay(State state, int max_moves) {
    return autoplay(std::move(state), max_moves, [](const State&, const Move&, const Outcome&) {});
}

} // namespace tessera::match3
