// Tile Stack's free-play ids and daily challenge (issue 38). The certified deal itself is written
// separately; until it is wired in (src/cli/tilestack/tilestack_free_play.cpp), nothing is dealt.
#include <catch2/catch.hpp>

#include <string>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/common/free_play.hpp"

using namespace tessera;

namespace {

std::string tilestack_daily(const Date& date) {
    return FreePlayId{"tilestack", cli::tilestack_free_play().daily, daily_seed("tilestack", date)}
        .to_string();
}

} // namespace

TEST_CASE("Tile Stack offers Small, Medium and Large", "[tilestack][free_play]") {
    CHECK(cli::tilestack_free_play().difficulties == std::vector<std::string>{"small", "medium", "large"});
}

TEST_CASE("Tile Stack's daily challenge id is pinned for three dates", "[tilestack][free_play][daily]") {
    CHECK(tilestack_daily({2026, 11, 28}) == "tilestack:new=medium#11196729296948126498");
    CHECK(tilestack_daily({2027, 2, 28}) == "tilestack:new=medium#5813929277620331749");
    CHECK(tilestack_daily({2030, 1, 1}) == "tilestack:new=medium#11856682297566106943");
}
