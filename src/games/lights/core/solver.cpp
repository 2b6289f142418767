// The GF(2) solver (solver.hpp): elimination over the press matrix, then the lightest solution
// among the particular one plus every combination of the null space's basis.
#include <array>
#include <bit>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/lights/solver.hpp"

namespace tessera::lights {

namespace {

constexpr Mask kRhs = Mask{1} << 63; // the right-hand side's bit of a row (cells use 0..48)

struct Reduced {
    int cells = 0;
    std::array<Mask, kMaxSize * kMaxSize> rows{}; // reduced rows, row i has pivot pivot_col[i]
    std::array<int, kMaxSize * kMaxSize> pivot_col{};
    int rank = 0;
    Mask free_cols = 0;
    bool consistent = true;
};

// Gauss-Jordan elimination of [A | lit]: A is symmetric, so row r is press_mask of cell r.
Reduced reduce(int size, Mask lit) {
    Reduced r;
    r.cells = size * size;
    std::array<Mask, kMaxSize * kMaxSize> rows{};
    for (int c = 0; c < r.cells; ++c)
        rows[c] = press_mask(size, c % size, c / size) | ((lit >> c) & 1 ? kRhs : 0);
    for (int col = 0; col < r.cells; ++col) {
        int pivot = -1;
        for (int i = r.rank; i < r.cells && pivot < 0; ++i)
            if (rows[i] >> col & 1) pivot = i;
        if (pivot < 0) {
            r.free_cols |= Mask{1} << col;
            continue;
        }
        std::swap(rows[pivot], rows[r.rank]);
        for (int i = 0; i < r.cells; ++i)
            if (i != r.rank && (rows[i] >> col & 1)) rows[i] ^= rows[r.rank];
        r.pivot_col[r.rank] = col;
        ++r.rank;
    }
    for (int i = r.rank; i < r.cells; ++i)
        if (rows[i] & kRhs) r.consistent = false; // 0 = 1: no set of presses does it
    r.rows = rows;
    return r;
}

// The solution with the free cells set to `free_values` (a subset of r.free_cols).
Mask back_substitute(const Reduced& r, Mask free_values, bool homogeneous) {
    Mask x = free_values;
    for (int i = 0; i < r.rank; ++i) {
        const Mask row = r.rows[i];
        const int parity = std::popcount(row & free_values) & 1;
        const int rhs = homogeneous ? 0 : static_cast<int>((row & kRhs) != 0);
        if ((parity ^ rhs) != 0) x |= Mask{1} << r.pivot_col[i];
    }
    return x;
}

} // namespace

std::optional<std::vector<Move>> solve(const State& state) {
    const Reduced r = reduce(state.size, state.lit);
    if (!r.consistent) return std::nullopt;
    Mask best = back_substitute(r, 0, false);
    std::vector<Mask> basis;
    for (int c = 0; c < r.cells; ++c)
        if (r.free_cols >> c & 1) basis.push_back(back_substitute(r, Mask{1} << c, true));
    // Every solution is best ^ (a combination of the basis): at most 2^4 for sizes up to 7.
    const Mask particular = best;
    for (std::size_t combo = 1; combo < (std::size_t{1} << basis.size()); ++combo) {
        Mask x = particular;
        for (std::size_t k = 0; k < basis.size(); ++k)
            if (combo >> k & 1) x ^= basis[k];
        if (std::popcount(x) < std::popcount(best)) best = x;
    }
    std::vector<Move> presses;
    for (int c = 0; c < r.cells; ++c)
        if (best >> c & 1) presses.push_back({c % state.size, c / state.size});
    return presses;
}

std::optional<Move> hint(const State& state) {
    if (state.lit == 0) return std::nullopt;
    const auto presses = solve(state);
    if (!presses || presses->empty()) return std::nullopt;
    return presses->front();
}

int null_space_dimension(int size) { return std::popcount(reduce(size, 0).free_cols); }

Params deal(int size, std::uint64_t seed) {
    Rng rng(seed);
    Params p{size, 0};
    while (p.lit == 0)
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                if (rng.chance(1, 2)) p.lit ^= press_mask(size, x, y);
    return p;
}

} // namespace tessera::lights
