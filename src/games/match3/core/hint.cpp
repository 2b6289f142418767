#include "tessera/core/match3/hint.hpp"

#include "tessera/core/match3/board.hpp"

namespace tessera::match3 {

std::vector<Move> legal_moves(const State& state) {
    std::vector<Move> out;
    if (!accepts_moves(state)) return out;
    for (const auto& [a, b] : legal_swaps(state.board, state.rules.specials)) out.push_back({a, b});
    return out;
}

std::optional<Hint> hint(const State& state) {
    std::optional<Hint> best;
    for (const Move& m : legal_moves(state)) {
        const auto score = immediate_score(state, m);
        if (score && (!best || *score > best->score)) best = Hint{m, *score};
    }
    return best;
}

} // namespace tessera::match3
