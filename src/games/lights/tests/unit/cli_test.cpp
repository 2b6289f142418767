// `tessera lights ...`: solve, hint, play, validate and deal, through the command's streams.
#include <catch2/catch.hpp>

#include "support/cli_run.hpp"
#include "tessera/cli/game_commands.hpp"

using namespace tessera;

namespace {

const std::string kLevels = std::string(TESSERA_SOURCE_DIR) + "/levels/lights/";

testing::CliRun lights(const std::vector<std::string>& args, const std::string& input = "") {
    return testing::run_cli(cli::lights_main, args, input);
}

} // namespace

TEST_CASE("lights cli: solve and hint print the fewest presses", "[lights][cli]") {
    const auto solved = lights({"solve", kLevels + "01-plus.json"});
    CHECK(solved.code == 0);
    CHECK(solved.out == "solvable in 4 presses (fewest): 0,0 2,0 1,1 2,2\n");
    CHECK(lights({"hint", kLevels + "01-plus.json"}).out == "0,0\n");
}

TEST_CASE("lights cli: play reads presses and reports the board", "[lights][cli]") {
    const auto r = lights({"play", kLevels + "01-plus.json"}, "# a comment\n0,0\n1,1\n2,0\n2,2\n");
    CHECK(r.code == 0);
    CHECK(r.out ==
          "0,0: 5 lit\n1,1: 4 lit\n2,0: 3 lit\n2,2: 0 lit [won]\n...\n...\n...\nwon (4 presses, 0 lit)\n");
    const auto bad = lights({"play", kLevels + "01-plus.json"}, "7,7\n");
    CHECK(bad.code == 1);
    CHECK(bad.err == "line 1: illegal move: 7,7\n");
}

TEST_CASE("lights cli: validate prints the OK line, deal a board", "[lights][cli]") {
    const auto ok = lights({"validate", kLevels + "03-five.json"});
    CHECK(ok.code == 0);
    CHECK(ok.out == "OK " + kLevels + "03-five.json  (solvable: 5 presses at fewest)\n");
    const auto deal = lights({"deal", "--size", "3", "--seed", "4"});
    CHECK(deal.code == 0);
    CHECK(deal.out.size() == 12); // three rows of three and their newlines
    CHECK(lights({"deal", "--size", "8"}).code == 2);
}

TEST_CASE("lights cli: free play certifies its deals", "[lights][cli][free-play]") {
    const cli::FreePlayInfo info = cli::lights_free_play();
    REQUIRE(info.certify);
    CHECK(info.daily == "random");
    for (std::uint64_t seed = 0; seed < 20; ++seed) CHECK(info.certify("random", seed) == "");
    CHECK(info.certify("hard", 1) != "");
}
