#include "tessera/core/match3/lookahead.hpp"

#include <algorithm>
#include <vector>

#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/rules.hpp"

namespace tessera::match3 {

std::optional<Move> best_expected_move(const State& state, Rng& rng, int guesses) {
    const std::vector<Move> moves = legal_moves(state);
    if (moves.empty()) return std::nullopt;
    std::vector<std::uint64_t> seeds(static_cast<std::size_t>(std::max(1, guesses)));
    for (auto& seed : seeds) seed = rng.next_u64();
    std::optional<Move> best;
    std::int64_t best_total = 0;
    State guess = state;
    for (const Move& m : moves) {
        std::int64_t total = 0;
        for (std::uint64_t seed : seeds) {
            guess.rng = Rng(seed);
            if (auto out = apply(guess, m)) total += out->state.score - state.score;
        }
        if (!best || total > best_total) best = m, best_total = total;
    }
    return best;
}

} // namespace tessera::match3
