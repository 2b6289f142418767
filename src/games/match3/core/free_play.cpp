#include "tessera/core/match3/free_play.hpp"

#include "tessera/core/match3/generate.hpp"

namespace tessera::match3 {

std::string_view free_mode_name(FreeMode mode) { return kFreeModeNames[static_cast<std::size_t>(mode)]; }

std::optional<FreeMode> parse_free_mode(std::string_view name) {
    for (std::size_t i = 0; i < kFreeModeNames.size(); ++i)
        if (kFreeModeNames[i] == name) return static_cast<FreeMode>(i);
    return std::nullopt;
}

Params free_params(FreeMode mode, std::uint64_t seed) {
    Params p;
    p.width = kFreeSide;
    p.height = kFreeSide;
    p.seed = seed;
    p.rules.colours = kFreeColours;
    p.rules.specials = true;
    p.rules.stars = {0, 0, 0};
    Goal& g = p.rules.goal;
    g.target_score = 0;
    switch (mode) {
    case FreeMode::Moves:
        g.kind = GoalKind::Moves;
        g.moves = kFreeMoves;
        break;
    case FreeMode::Timed60:
        g.kind = GoalKind::Time;
        g.seconds = 60;
        break;
    case FreeMode::Timed120:
        g.kind = GoalKind::Time;
        g.seconds = 120;
        break;
    case FreeMode::Endless:
    case FreeMode::kCount:
        g.kind = GoalKind::Endless;
        break;
    }
    return p;
}

State deal_free(FreeMode mode, std::uint64_t seed) {
    // A full rectangular board always has room for the generator's move pattern.
    return *start(free_params(mode, seed));
}

} // namespace tessera::match3
