// The `tessera match3` subcommands, driven through streams.
#include <catch2/catch.hpp>

#include <sstream>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/text.hpp"

#include "../../cli/match3_bench.hpp"
#include "support/cli_run.hpp"

using tessera::cli::Args;

namespace {
using tessera::testing::CliRun;
CliRun run(const Args& args, const std::string& input = "") {
    return tessera::testing::run_cli(tessera::cli::match3_main, args, input);
}
} // namespace

TEST_CASE("match3 generate prints a stable, playable board of colour letters", "[match3][cli]") {
    const CliRun r = run({"generate", "--width", "7", "--height", "5", "--colours", "4", "--seed", "12"});
    REQUIRE(r.code == 0);
    CHECK(r.err.empty());
    auto b = tessera::match3::parse_board(r.out);
    REQUIRE(b);
    CHECK(b->width() == 7);
    CHECK(b->height() == 5);
    CHECK_FALSE(tessera::match3::has_run(*b));
    CHECK(tessera::match3::has_legal_swap(*b, true));
    for (char c : r.out) CHECK((c == '\n' || std::string("RGBY").find(c) != std::string::npos));
    CHECK(run({"generate", "--width", "7", "--height", "5", "--colours", "4", "--seed", "12"}).out == r.out);
}

TEST_CASE("match3 hint reads a board and prints the best swap, or no move", "[match3][cli]") {
    // R R G R R: moving R into the gap makes five. With specials on, the middle cell becomes a
    // colour bomb instead of clearing: 4 * 10 + 60 = 100; without specials 5 * 10 + 60 = 110.
    CliRun r = run({"hint"}, "RRGRR\nGBRBG\nPYBYP\n");
    CHECK(r.code == 0);
    CHECK(r.out == "swap 2,0-2,1 score 100\n");
    CHECK(run({"hint", "--no-specials"}, "RRGRR\nGBRBG\nPYBYP\n").out == "swap 2,0-2,1 score 110\n");
    r = run({"hint"}, "RGB\nGBR\nBRG\n");
    CHECK(r.code == 0);
    CHECK(r.out == "no move\n");
    r = run({"hint"}, "RGB\nGB\n");
    CHECK(r.code == 1);
    CHECK(r.err == "tessera match3 hint: stdin: line 2: expected 3 cells, got 2\n");
    r = run({"hint"}, "RRR\nGBG\n");
    CHECK(r.code == 1);
    CHECK(r.err.find("already has a run at 0,0") != std::string::npos);
}

TEST_CASE("match3 CLI errors and help", "[match3][cli]") {
    CliRun r = run({"generate", "--width", "99"});
    CHECK(r.code == 2);
    CHECK(r.err.rfind("tessera match3 generate: --width: expected an integer 3..16, got \"99\"\n", 0) == 0);
    r = run({"generate", "--seed"});
    CHECK(r.code == 2);
    CHECK(r.err.rfind("tessera match3 generate: --seed", 0) == 0);
    r = run({"frobnicate"});
    CHECK(r.code == 2);
    CHECK(r.err.find("unknown command \"frobnicate\"") != std::string::npos);
    r = run({"--help"});
    CHECK(r.code == 0);
    CHECK(r.out.find("Usage: tessera match3") != std::string::npos);
    r = run({"hint", "--help"});
    CHECK(r.code == 0);
    CHECK(r.out.find("Usage: tessera match3 hint") != std::string::npos);
    CHECK(r.out.find("--colours") != std::string::npos);
    r = run({"play", "--level", "/nonexistent/level.json"});
    CHECK(r.code == 1);
    CHECK(r.err.find("/nonexistent/level.json") != std::string::npos);
}

TEST_CASE("match3 play auto-plays a level with hints", "[match3][cli]") {
    const CliRun r =
        run({"play", "--level", std::string(TESSERA_SOURCE_DIR) + "/levels/match3/01-first-swaps.json"});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("1. swap ") == 0);
    // The hints reach the target early; the leftover moves go off as the bonus round, 50 points
    // each on this level (issue 38: they scored 4,330 and 3 stars before).
    CHECK(r.out.find("20. swap ") == std::string::npos);
    CHECK(r.out.find("score 2050 in 6 moves, 2 stars, reached 1000 points in 6 moves, then 14 leftover moves "
                     "scored 700 bonus points\n") != std::string::npos);
}

TEST_CASE("match3 stars counts the stars the autoplayer earns on a level's deals", "[match3][cli]") {
    const CliRun r =
        run({"stars", "--level", std::string(TESSERA_SOURCE_DIR) + "/levels/match3/01-first-swaps.json",
             "--seeds", "8"});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("stars 1000 1550 2100, 20 moves, seeds 101..108\n") == 0);
    CHECK(r.out.find("3 stars: ") != std::string::npos);
    CHECK(r.out.find("won 8, 3 stars ") != std::string::npos);
    CHECK(run({"stars", "--seeds", "0"}).code == 2);
}

TEST_CASE("match3 autoplay tables the stars of weak, medium and strong players", "[match3][cli]") {
    const std::string one = std::string(TESSERA_SOURCE_DIR) + "/levels/match3/01-first-swaps.json";
    const std::string two = std::string(TESSERA_SOURCE_DIR) + "/levels/match3/02-warm-up.json";
    CliRun r = run({"autoplay", one, two, "--seeds", "4"});
    REQUIRE(r.code == 0);
    CHECK(r.out.find(
              "| level | player | mean score | 40th percentile | 0 / 1 / 2 / 3 stars | mean stars | won |\n"
              "|---|---|---|---|---|---|---|\n| 01-first-swaps | weak | ") == 0);
    for (const char* row : {"| 01-first-swaps | medium | ", "| 01-first-swaps | strong | ",
                            "| 02-warm-up | weak | ", "| 02-warm-up | medium | ", "| 02-warm-up | strong | "})
        CHECK(r.out.find(row) != std::string::npos);
    CHECK(r.out.find("4 deals per level from the level's seed + 0; stars are the level's marks\n") !=
          std::string::npos);
    // The same deals give the same table; one strength gives one row per level.
    CHECK(run({"autoplay", one, two, "--seeds", "4"}).out == r.out);
    r = run({"autoplay", one, "--strength", "weak", "--seeds", "3", "--from", "10000"});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("| 01-first-swaps | weak | ") != std::string::npos);
    CHECK(r.out.find("| strong |") == std::string::npos);
    CHECK(r.out.find("3 deals per level from the level's seed + 10000;") != std::string::npos);
    r = run({"autoplay", one, "--strength", "expert"});
    CHECK(r.code == 2);
    CHECK(r.err == "tessera match3 autoplay: --strength: \"expert\" is not weak, medium, strong or all\n");
    r = run({"autoplay", "/nonexistent/level.json"});
    CHECK(r.code == 1);
    CHECK(r.err.find("/nonexistent/level.json") != std::string::npos);
    CHECK(run({"autoplay"}).code == 2);
}

TEST_CASE("match3 bench workloads are deterministic", "[match3][bench]") {
    // Pinned signatures: a change that alters generated boards or resolution must update these on purpose.
    const auto w = tessera::cli::match3_workloads();
    REQUIRE(w.size() == 3);
    CHECK(w[0].name == "match3.generate");
    CHECK(w[1].name == "match3.resolve");
    CHECK(w[2].name == "match3.levels");
    // Small runs of the same code paths (the full workloads belong to `tessera bench`).
    namespace mb = tessera::cli::match3_bench;
    const auto g = mb::generate(30);
    CHECK(g.work == 30);
    CHECK(g.unit == "boards");
    CHECK(g.signature == 0xb538f8ae33df96e0ULL);
    CHECK(mb::generate(30).signature == g.signature);
    const auto r = mb::resolve(3, 20);
    CHECK(r.work == 60);
    CHECK(r.unit == "swaps");
    CHECK(r.signature == 0x650e3685a5f06262ULL);
    const std::string dir = std::string(TESSERA_SOURCE_DIR) + "/levels/match3";
    const auto l = mb::levels(dir, 2);
    CHECK(l.work == 2 * 14);
    CHECK(l.unit == "games");
    CHECK(l.detail.find("14 levels x 2 deals, 3 stars in ") == 0);
    CHECK(mb::levels(dir, 2).signature == l.signature);
    CHECK(mb::levels("/nonexistent", 2).detail == "no level files in /nonexistent");
}
