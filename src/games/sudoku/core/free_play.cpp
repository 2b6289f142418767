#include "tessera/core/sudoku/free_play.hpp"

namespace tessera::sudoku {

std::string_view free_level_name(FreeLevel level) { return kFreeLevelNames[static_cast<std::size_t>(level)]; }

std::optional<FreeLevel> parse_free_level(std::string_view name) {
    for (std::size_t i = 0; i < kFreeLevelNames.size(); ++i)
        if (kFreeLevelNames[i] == name) return static_cast<FreeLevel>(i);
    return std::nullopt;
}

GenerateParams free_level_params(FreeLevel level) {
    GenerateParams gp;
    if (level == FreeLevel::Latin) {
        gp.rules = Rules::Latin;
        gp.difficulty = Difficulty::Medium;
    } else {
        gp.rules = Rules::Classic;
        gp.difficulty = static_cast<Difficulty>(level);
    }
    return gp;
}

Puzzle deal_free(FreeLevel level, std::uint64_t seed) {
    const GenerateParams gp = free_level_params(level);
    Rng rng(seed);
    for (;;)
        if (auto p = generate(gp, rng)) return *p;
}

} // namespace tessera::sudoku
