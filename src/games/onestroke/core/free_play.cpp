#include "tessera/core/onestroke/free_play.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <utility>
#include <vector>

namespace tessera::onestroke {

namespace {

constexpr int kSpacing = 100;
constexpr int kMargin = 50;

struct LatticeStep {
    int dx = 0, dy = 0;
};

std::vector<LatticeStep> steps_of(const FreeShape& shape) {
    std::vector<LatticeStep> steps{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    if (shape.knight_steps)
        for (LatticeStep s : {LatticeStep{2, 1}, LatticeStep{-2, -1}, LatticeStep{2, -1}, LatticeStep{-2, 1},
                              LatticeStep{1, 2}, LatticeStep{-1, -2}, LatticeStep{1, -2}, LatticeStep{-1, 2}})
            steps.push_back(s);
    return steps;
}

// One random trail of `want` steps at most (shorter when the walk runs out of unused steps).
Params random_trail(const FreeShape& shape, const std::vector<LatticeStep>& steps, int want, Rng& rng) {
    const int n = shape.side;
    auto id = [n](int x, int y) { return y * n + x; };
    std::set<std::pair<int, int>> used; // lattice edges, (min id, max id)
    std::set<int> diagonal_cells;       // cells (by top-left id) holding a diagonal
    Params p;
    int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    std::vector<LatticeStep> options;
    while (static_cast<int>(p.lines.size()) < want) {
        options.clear();
        for (const LatticeStep d : steps) {
            const int nx = x + d.dx, ny = y + d.dy;
            if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
            const int a = id(x, y), b = id(nx, ny);
            if (used.count({std::min(a, b), std::max(a, b)})) continue;
            const bool diagonal = std::abs(d.dx) == 1 && std::abs(d.dy) == 1;
            if (diagonal && !shape.both_diagonals &&
                diagonal_cells.count(id(std::min(x, nx), std::min(y, ny))))
                continue;
            options.push_back(d);
        }
        if (options.empty()) break;
        const LatticeStep d = options[static_cast<std::size_t>(rng.below(options.size()))];
        const int nx = x + d.dx, ny = y + d.dy;
        const int a = id(x, y), b = id(nx, ny);
        used.insert({std::min(a, b), std::max(a, b)});
        if (std::abs(d.dx) == 1 && std::abs(d.dy) == 1)
            diagonal_cells.insert(id(std::min(x, nx), std::min(y, ny)));
        p.lines.push_back({kMargin + x * kSpacing, kMargin + y * kSpacing, kMargin + nx * kSpacing,
                           kMargin + ny * kSpacing});
        x = nx;
        y = ny;
    }
    return p;
}

long long orientation(Point a, Point b, Point c) {
    return static_cast<long long>(b.x - a.x) * (c.y - a.y) - static_cast<long long>(b.y - a.y) * (c.x - a.x);
}

int sign(long long v) { return (v > 0) - (v < 0); }

} // namespace

std::string_view free_level_name(FreeLevel level) { return kFreeLevelNames[static_cast<std::size_t>(level)]; }

std::optional<FreeLevel> parse_free_level(std::string_view name) {
    for (std::size_t i = 0; i < kFreeLevelNames.size(); ++i)
        if (kFreeLevelNames[i] == name) return static_cast<FreeLevel>(i);
    return std::nullopt;
}

FreeShape free_shape(FreeLevel level) {
    switch (level) {
    case FreeLevel::Medium:
        return {4, 13, 16, 1, true, false};
    case FreeLevel::Hard:
        return {5, 21, 26, 4, true, true};
    case FreeLevel::Easy:
    case FreeLevel::kCount:
        break;
    }
    return {3, 7, 9, 0, false, false};
}

Params deal_free(FreeLevel level, std::uint64_t seed) {
    const FreeShape shape = free_shape(level);
    const std::vector<LatticeStep> steps = steps_of(shape);
    Rng rng(seed);
    for (;;) {
        const int want = rng.range(shape.min_segments, shape.max_segments);
        Params p = random_trail(shape, steps, want, rng);
        if (static_cast<int>(p.lines.size()) < shape.min_segments) continue;
        if (count_crossings(p) < shape.min_crossings) continue;
        if (!build_figure(p).figure) continue; // never happens: primitive steps pass no dot
        return p;
    }
}

int count_crossings(const Params& params) {
    int crossings = 0;
    const auto& l = params.lines;
    for (std::size_t i = 0; i < l.size(); ++i) {
        const Point a{l[i].x1, l[i].y1}, b{l[i].x2, l[i].y2};
        for (std::size_t j = i + 1; j < l.size(); ++j) {
            const Point c{l[j].x1, l[j].y1}, d{l[j].x2, l[j].y2};
            const int o1 = sign(orientation(a, b, c)), o2 = sign(orientation(a, b, d));
            const int o3 = sign(orientation(c, d, a)), o4 = sign(orientation(c, d, b));
            if (o1 * o2 < 0 && o3 * o4 < 0) ++crossings;
        }
    }
    return crossings;
}

double dead_end_rate(const Figure& figure, Rng& rng, int playouts) {
    if (playouts <= 0 || figure.vertex_count() == 0) return 0;
    int stuck = 0;
    std::vector<char> drawn;
    std::vector<int> options;
    for (int k = 0; k < playouts; ++k) {
        drawn.assign(static_cast<std::size_t>(figure.edge_count()), 0);
        int v = static_cast<int>(rng.below(static_cast<std::uint64_t>(figure.vertex_count())));
        int count = 0;
        for (;;) {
            options.clear();
            for (int e : figure.incident[static_cast<std::size_t>(v)])
                if (!drawn[static_cast<std::size_t>(e)]) options.push_back(e);
            if (options.empty()) break;
            const int e = options[static_cast<std::size_t>(rng.below(options.size()))];
            drawn[static_cast<std::size_t>(e)] = 1;
            v = figure.edges[static_cast<std::size_t>(e)].other(v);
            ++count;
        }
        if (count < figure.edge_count()) ++stuck;
    }
    return static_cast<double>(stuck) / playouts;
}

} // namespace tessera::onestroke
