// Swap: pause hides the board of a level with a clock, and only there (issue 35;
// tests/support/paused_frame.hpp).
#include <catch2/catch.hpp>

#include "support/paused_frame.hpp"

using namespace tessera;

TEST_CASE("Swap: pause hides the board when a clock runs, and only then", "[app][pause]") {
    const std::vector<Uint32> hidden = testing::hidden_board_frame();
    CHECK(testing::differing(testing::paused_frame("match3", "04-against-the-clock"), hidden) <
          0.001); // a clock: hidden
    // No clock runs: the board shows, planning costs nothing.
    CHECK(testing::differing(testing::paused_frame("match3", "01-first-swaps"), hidden) > 0.05);
}
