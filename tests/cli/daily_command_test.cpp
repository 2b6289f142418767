// `tessera daily` and `tessera play ID` (issue 38): the day's id, the same on every run, and the
// checks a free-play id gets before the window opens.
#include <catch2/catch.hpp>

#include <sstream>

#include "support/cli_run.hpp"
#include "tessera/cli/commands.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/cli/gui_options.hpp"

using namespace tessera;
using tessera::testing::contains;
using tessera::testing::run_cli;

namespace {

int daily(const cli::Args& args, std::istream&, std::ostream& out, std::ostream& err) {
    return cli::daily_command(args, out, err);
}

std::string play_check(const std::string& file, const std::string& game = "") {
    cli::PlayOptions o;
    o.file = file;
    o.game = game;
    std::ostringstream err;
    const int code = cli::check_play_options(o, err);
    return std::to_string(code) + ":" + err.str();
}

} // namespace

TEST_CASE("tessera daily prints the day's id for a date", "[cli][daily]") {
    const auto run = run_cli(daily, {"--game", "sudoku", "--date", "2026-11-28"});
    CHECK(run.code == cli::kExitOk);
    CHECK(run.out == "sudoku:new=hard#9945645283810575201\n");
    CHECK(run_cli(daily, {"--game", "sudoku", "--date", "2026-11-28"}).out == run.out);
    CHECK(run_cli(daily, {"--game", "sudoku", "--date", "2026-11-29"}).out != run.out);
}

TEST_CASE("tessera daily without a date prints today's id", "[cli][daily]") {
    const auto run = run_cli(daily, {"--game", "sudoku"});
    CHECK(run.code == cli::kExitOk);
    const auto id = parse_free_play_id(run.out.substr(0, run.out.size() - 1));
    REQUIRE(id);
    CHECK(id->game == "sudoku");
    CHECK(id->difficulty == "hard");
}

TEST_CASE("tessera daily names what is wrong with its arguments", "[cli][daily]") {
    const auto bad_date = run_cli(daily, {"--game", "sudoku", "--date", "2026-02-30"});
    CHECK(bad_date.code == cli::kExitUsage);
    CHECK(contains(bad_date.err, "--date: \"2026-02-30\" is not a calendar day"));
    const auto bad_game = run_cli(daily, {"--game", "chess", "--date", "2026-02-03"});
    CHECK(bad_game.code == cli::kExitUsage);
    CHECK(contains(bad_game.err, "no game \"chess\""));
    CHECK(run_cli(daily, {}).code == cli::kExitUsage);
}

TEST_CASE("tessera play accepts a free-play id and names a wrong one", "[cli][daily]") {
    CHECK(play_check("sudoku:new=diabolical#42") == "0:");
    CHECK(play_check("sudoku:new=hard#9945645283810575201", "sudoku") == "0:");
    CHECK(play_check("sudoku:new=insane#42") ==
          "2:tessera play: sudoku:new=insane#42: no difficulty \"insane\" for sudoku (easy, medium, hard, "
          "expert, diabolical, latin)\n");
    CHECK(contains(play_check("chess:new=easy#1"), "no game \"chess\""));
    // A free-play id of one game with --game another of this build's games.
    for (const auto& g : cli::game_commands())
        if (g.id != "sudoku") {
            const std::string other(g.id);
            CHECK(
                contains(play_check("sudoku:new=easy#1", other), "the game is sudoku, not --game " + other));
            break;
        }
}
