#include "tessera/core/samegame/deal.hpp"

#include <algorithm>

namespace tessera::samegame {

std::vector<int> wave_counts(int cells, int colours, int wave, Rng& rng) {
    std::vector<int> share(static_cast<std::size_t>(colours)), lo(share.size()), hi(share.size());
    for (int c = 0; c < colours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        share[i] = cells / colours + (c < cells % colours ? 1 : 0);
        lo[i] = std::max(0, share[i] - wave);
        hi[i] = share[i] + wave;
    }
    // Choose counts left to right; each choice keeps the rest able to reach the total, so the
    // last colour never has to leave its band.
    std::vector<int> counts(share.size());
    int remaining = cells;
    for (int c = 0; c < colours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        int rest_lo = 0, rest_hi = 0;
        for (std::size_t j = i + 1; j < share.size(); ++j) {
            rest_lo += lo[j];
            rest_hi += hi[j];
        }
        const int a = std::max(lo[i], remaining - rest_hi);
        const int b = std::min(hi[i], remaining - rest_lo);
        counts[i] = a >= b ? a : rng.range(a, b);
        remaining -= counts[i];
    }
    return counts;
}

Board deal_board(int width, int height, int colours, int wave, Rng& rng) {
    const int cells = width * height;
    const auto counts = wave_counts(cells, colours, wave, rng);
    std::vector<Colour> tiles;
    tiles.reserve(static_cast<std::size_t>(cells));
    for (int c = 0; c < colours; ++c)
        tiles.insert(tiles.end(), static_cast<std::size_t>(counts[static_cast<std::size_t>(c)]),
                     static_cast<Colour>(c + 1));
    rng.shuffle(tiles);
    Board b(width, height);
    // Tiles are laid out row-major from the top-left, as the article's 100-element array is.
    for (int i = 0; i < cells; ++i) b.set({i % width, i / width}, tiles[static_cast<std::size_t>(i)]);
    b.settle(false);
    return b;
}

Board uniform_board(int width, int height, int colours, Rng& rng) {
    Board b(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            b.set({x, y}, static_cast<Colour>(1 + rng.below(static_cast<std::uint64_t>(colours))));
    b.settle(false);
    return b;
}

} // namespace tessera::samegame
