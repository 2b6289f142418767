#include "tessera/core/match3/player.hpp"

#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/lookahead.hpp"

namespace tessera::match3 {

std::string_view to_string(Strength strength) {
    switch (strength) {
    case Strength::Weak:
        return "weak";
    case Strength::Medium:
        return "medium";
    case Strength::Strong:
        return "strong";
    }
    return "strong";
}

std::optional<Strength> parse_strength(std::string_view text) {
    for (Strength s : kStrengths)
        if (to_string(s) == text) return s;
    return std::nullopt;
}

std::optional<Move> choose_move(const State& state, Strength strength, Rng& rng) {
    if (strength == Strength::Strong || (strength == Strength::Medium && rng.chance(1, 2)))
        return best_expected_move(state, rng);
    const std::vector<Move> moves = legal_moves(state);
    if (moves.empty()) return std::nullopt;
    return moves[static_cast<std::size_t>(rng.below(moves.size()))];
}

std::uint64_t player_seed(std::uint64_t deal_seed) {
    std::uint64_t x = deal_seed ^ 0x706c61796572ULL; // "player"
    return splitmix64(x);
}

} // namespace tessera::match3
