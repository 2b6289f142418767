// Lights Out soak: 1,000 seeds on every size; random presses (half of them), then the solver's
// hints to the end. Invariants after every move: presses counted, lights only inside the grid, the
// status agrees with the board, and the board stays solvable.
#include "soak/soak.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/lights/contract.hpp"

using namespace tessera::lights;

namespace {

std::string check_state(const State& s, int presses) {
    if (s.presses != presses) return "presses not counted";
    if (s.size * s.size < 64 && (s.lit >> (s.size * s.size)) != 0) return "a light outside the grid";
    if ((status(s).phase == Phase::Won) != (s.lit == 0)) return "status disagrees with the board";
    if (!solve(s)) return "a solvable board became unsolvable";
    return "";
}

} // namespace

TEST_CASE("soak: lights over 1,000 seeds", "[soak][lights]") {
    soak::Tally tally{"lights"};
    for (std::uint64_t seed = 0; seed < soak::kSeeds; ++seed) {
        const int size = kMinSize + static_cast<int>(seed % (kMaxSize - kMinSize + 1));
        State s = *start(deal(size, seed));
        tessera::Rng rng(seed ^ 0x5eed);
        int presses = 0;
        for (int i = 0; i < size * size && s.lit != 0; ++i) { // random presses first
            s = apply(s, Move{rng.range(0, size - 1), rng.range(0, size - 1)})->state;
            SOAK_REQUIRE_OK(check_state(s, ++presses), "seed " << seed << " random press " << i);
        }
        while (s.lit != 0) { // then the hints, to the end
            const auto h = Game::hint(s);
            if (!h) FAIL("seed " << seed << ": no hint on a solvable board");
            s = apply(s, *h)->state;
            SOAK_REQUIRE_OK(check_state(s, ++presses), "seed " << seed << " hinted press");
            if (presses > 4 * size * size) FAIL("seed " << seed << ": hints do not end");
        }
        tally.moves += static_cast<std::uint64_t>(presses);
        ++tally.seeds;
    }
    tally.print("sizes 2-7, random presses then hints to a win");
}
