#include "tessera/core/onestroke/generate.hpp"

#include <algorithm>
#include <set>
#include <utility>

namespace tessera::onestroke {

Params generate(const GenerateParams& gp, Rng& rng) {
    const int cols = std::clamp(gp.columns, 2, 12);
    const int rows = std::clamp(gp.rows, 2, 12);
    const int want = std::clamp(gp.segments, 1, kMaxSegments);
    auto id = [cols](int x, int y) { return y * cols + x; };
    std::set<std::pair<int, int>> used; // lattice edges, (min id, max id)
    std::set<int> diagonal_cells;       // cells (by top-left id) that already hold a diagonal
    Params p;
    int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(cols)));
    int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(rows)));
    static constexpr Point kSteps[8] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    while (static_cast<int>(p.lines.size()) < want) {
        std::vector<Point> options;
        for (const Point d : kSteps) {
            const int nx = x + d.x, ny = y + d.y;
            if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
            const bool diagonal = d.x != 0 && d.y != 0;
            if (diagonal && !gp.diagonals) continue;
            const int a = id(x, y), b = id(nx, ny);
            if (used.count({std::min(a, b), std::max(a, b)})) continue;
            if (diagonal && diagonal_cells.count(id(std::min(x, nx), std::min(y, ny)))) continue;
            options.push_back(d);
        }
        if (options.empty()) break;
        const Point d = options[static_cast<std::size_t>(rng.below(options.size()))];
        const int nx = x + d.x, ny = y + d.y;
        const int a = id(x, y), b = id(nx, ny);
        used.insert({std::min(a, b), std::max(a, b)});
        if (d.x != 0 && d.y != 0) diagonal_cells.insert(id(std::min(x, nx), std::min(y, ny)));
        p.lines.push_back({gp.margin + x * gp.spacing, gp.margin + y * gp.spacing,
                           gp.margin + nx * gp.spacing, gp.margin + ny * gp.spacing});
        x = nx;
        y = ny;
    }
    return p;
}

} // namespace tessera::onestroke
