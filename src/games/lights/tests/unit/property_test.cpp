// Properties over many seeds and every size: the solver's answer clears the board, no solution is
// lighter, and following hints wins in exactly the solver's count.
#include <catch2/catch.hpp>

#include <bit>

#include "tessera/core/lights/contract.hpp"

using namespace tessera::lights;

TEST_CASE("lights: over 2,000 deals the solution clears, is minimal, and hints follow it",
          "[lights][property]") {
    for (std::uint64_t seed = 0; seed < 2000; ++seed) {
        const int size = kMinSize + static_cast<int>(seed % (kMaxSize - kMinSize + 1));
        const State s0 = *start(deal(size, seed));
        INFO("size " << size << " seed " << seed);
        const auto solution = solve(s0);
        REQUIRE(solution);
        // Minimal: no set of presses with fewer cells clears the board. The sets that clear it are
        // solution + the null space; on the small sizes check every subset of the grid.
        if (size <= 3) {
            for (Mask m = 0; m < (Mask{1} << (size * size)); ++m) {
                Mask lit = s0.lit;
                for (int c = 0; c < size * size; ++c)
                    if (m >> c & 1) lit ^= press_mask(size, c % size, c / size);
                if (lit == 0) REQUIRE(std::popcount(m) >= static_cast<int>(solution->size()));
            }
        }
        // Following hints (what the scene's Hint button plays) wins in exactly that many presses.
        State s = s0;
        int presses = 0;
        while (status(s).phase == Phase::Playing && presses <= size * size) {
            const auto h = Game::hint(s);
            REQUIRE(h);
            s = Game::apply(s, *h)->state;
            ++presses;
        }
        CHECK(status(s).phase == Phase::Won);
        CHECK(presses == static_cast<int>(solution->size()));
    }
}
