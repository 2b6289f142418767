// Tile Stack's free-play ids, daily challenge and certified deals (issue 38): every size is dealt
// by tilestack::deal_winnable and its certificate replayed through the rules by the free-play
// hook (src/games/tilestack/cli/tilestack_free_play.cpp); certified_deal_test.cpp checks 1,000 seeds
// a size with a replay of its own.
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

TEST_CASE("every Tile Stack free-play deal carries a certificate that wins it", "[tilestack][free_play]") {
    const cli::FreePlayInfo info = cli::tilestack_free_play();
    REQUIRE(info.certify);
    for (const std::string& size : info.difficulties)
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            INFO(size << " seed " << seed);
            CHECK(info.certify(size, seed) == "");
        }
    CHECK(info.certify("huge", 1) == "no tilestack size \"huge\"");
}
