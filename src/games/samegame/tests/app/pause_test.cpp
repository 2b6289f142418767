// PopStar and Discovery: pause hides the board of a level with a clock, and only there (issue 35;
// tests/support/paused_frame.hpp).
#include <catch2/catch.hpp>

#include "support/paused_frame.hpp"

using namespace tessera;

TEST_CASE("PopStar and Discovery: pause hides the board when a clock runs, and only then", "[app][pause]") {
    const std::vector<Uint32> hidden = testing::hidden_board_frame();
    CHECK(testing::differing(testing::paused_frame("samegame", "21-discovery-1"), hidden) <
          0.001); // a clock: hidden
    // No clock runs: the board shows, planning costs nothing.
    CHECK(testing::differing(testing::paused_frame("samegame", "01-popstar-1"), hidden) > 0.05);
}
