#include "tessera/core/match3/params_check.hpp"

namespace tessera::match3 {

int min_colours(int cells) {
    if (cells <= kMaxCellsForThreeColours) return 3;
    if (cells <= kMaxCellsForFourColours) return 4;
    return 5;
}

int playable_cells(const Params& params) {
    int n = 0;
    for (int y = 0; y < params.height; ++y)
        for (int x = 0; x < params.width; ++x)
            if (params.playable({x, y})) ++n;
    return n;
}

std::optional<std::string> cascade_problem(const Params& params) {
    const int cells = playable_cells(params);
    const int need = min_colours(cells);
    if (params.rules.colours >= need) return std::nullopt;
    return std::to_string(params.rules.colours) + " colours on " + std::to_string(cells) +
           " playable cells would cascade without end (each refill keeps making new runs): use at least " +
           std::to_string(need) + " colours, or a smaller board (3 colours fit up to " +
           std::to_string(kMaxCellsForThreeColours) + " cells, 4 up to " +
           std::to_string(kMaxCellsForFourColours) + ")";
}

} // namespace tessera::match3
