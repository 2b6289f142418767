#include "samegame_cli_support.hpp"

#include <algorithm>

#include "tessera/core/samegame/deal.hpp"

namespace tessera::cli {

samegame::Board solver_bench_board(std::uint64_t seed, int size, int colours) {
    Rng rng(seed);
    // A wave of a tenth of the even share: close to the uniform random boards of the literature.
    const int share = size * size / colours;
    return samegame::deal_board(size, size, colours, std::max(1, share / 10), rng);
}

} // namespace tessera::cli
