#include <catch2/catch.hpp>

#include <sstream>

#include "support/cli_run.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/sudoku/solver.hpp"

using namespace tessera;

namespace {

using Run = tessera::testing::CliRun;

Run run(const cli::Args& args, const std::string& input = "") {
    return tessera::testing::run_cli(tessera::cli::sudoku_main, args, input);
}

const char* const kInkala =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

} // namespace

TEST_CASE("sudoku solve prints solutions, unsolvable or multiple", "[sudoku][cli]") {
    const std::string input = std::string(kInkala) + "\n\n# a comment\n" + std::string(81, '0') + "\n" +
                              "11" + std::string(79, '.') + "\n";
    const Run r = run({"solve"}, input);
    CHECK(r.code == 0);
    CHECK(r.out == "812753649943682175675491283154237896369845721287169534521974368438526917796318452\n"
                   "multiple\nunsolvable\n");
    const Run c = run({"solve", "--count"}, input);
    CHECK(c.out == "1\n2\n0\n");
    // --first skips the uniqueness proof: an empty grid gets a (valid) solution, not "multiple".
    const Run f = run({"solve", "--first"}, std::string(81, '.') + "\n");
    const auto grid = sudoku::parse_digits(f.out.substr(0, 81));
    REQUIRE(grid);
    CHECK(sudoku::check_win(*grid, sudoku::Rules::Classic));
}

TEST_CASE("sudoku solve --latin uses rows and columns only", "[sudoku][cli][latin]") {
    std::string latin;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) latin += static_cast<char>('1' + (r + c) % 9);
    std::string puzzle = latin;
    for (int c = 36; c < 45; ++c) puzzle[static_cast<std::size_t>(c)] = '.';
    CHECK(run({"solve", "--latin"}, puzzle + "\n").out == latin + "\n");
    CHECK(run({"solve"}, puzzle + "\n").out == "unsolvable\n");
}

TEST_CASE("sudoku solve reports a bad line with its number and fails", "[sudoku][cli]") {
    const Run r = run({"solve"}, std::string(kInkala) + "\nhello\n");
    CHECK(r.code == 1);
    CHECK(r.err ==
          "tessera sudoku: stdin:2: expected 81 characters of 1-9, '.' or '0' at the start of the line\n");
}

TEST_CASE("sudoku generate prints puzzles with their rating, reproducibly", "[sudoku][cli]") {
    const Run a = run({"generate", "--count", "3", "--difficulty", "medium", "--seed", "4"});
    const Run b = run({"generate", "--count", "3", "--difficulty", "medium", "--seed", "4"});
    REQUIRE(a.code == 0);
    CHECK(a.out == b.out);
    std::istringstream lines(a.out);
    std::string puzzle, rating;
    int n = 0;
    while (lines >> puzzle >> rating) {
        ++n;
        CHECK(rating == "medium");
        const auto d = sudoku::parse_digits(puzzle);
        REQUIRE(d);
        CHECK(sudoku::count_solutions(*d, sudoku::Rules::Classic) == 1);
    }
    CHECK(n == 3);
    const Run latin = run({"generate", "--count", "1", "--latin"});
    REQUIRE(latin.code == 0);
    CHECK(sudoku::count_solutions(*sudoku::parse_digits(latin.out.substr(0, 81)), sudoku::Rules::Latin) == 1);
}

TEST_CASE("sudoku rate and hint describe the logic", "[sudoku][cli]") {
    const std::string easy =
        "..5...3.2.978...5.24.51.......9....3....68....8...14.68........9..4....5...17.93.";
    CHECK(run({"rate"}, easy + "\n").out == "easy score=54 techniques: hidden single x54\n");
    CHECK(run({"rate"}, std::string(81, '.') + "\n").out == "multiple\n");
    const Run h = run({"hint"}, easy + "\n");
    CHECK(h.out.rfind("hidden single: ", 0) == 0);
}

TEST_CASE("sudoku CLI usage errors go to stderr with a non-zero code", "[sudoku][cli]") {
    const Run none = run({});
    CHECK(none.code == 2);
    CHECK(none.out.empty());
    CHECK(none.err.find("Usage: tessera sudoku") != std::string::npos);
    const Run help = run({"--help"});
    CHECK(help.code == 0);
    CHECK(help.out.find("generate") != std::string::npos);
    CHECK(run({"generate", "--help"}).out.find("--count") != std::string::npos);
    CHECK(run({"generate"}).code == 2);
    const Run ten = run({"generate", "--count", "ten"});
    CHECK(ten.code == 2);
    CHECK(ten.err.rfind("tessera sudoku generate: --count: expected an integer 1..1000000, got \"ten\"\n",
                        0) == 0);
    const Run nightmare = run({"generate", "--count", "1", "--difficulty", "nightmare"});
    CHECK(nightmare.code == 2);
    CHECK(nightmare.err.find(
              "--difficulty: expected easy, medium, hard, expert or diabolical, got \"nightmare\"") !=
          std::string::npos);
    const Run unknown = run({"solve", "--fast"});
    CHECK(unknown.code == 2);
    CHECK(unknown.out.empty());
    CHECK(unknown.err.rfind("tessera sudoku solve: ", 0) == 0);
    CHECK(unknown.err.find("--fast") != std::string::npos);
    const Run dance = run({"dance"});
    CHECK(dance.code == 2);
    CHECK(dance.err.find("unknown command \"dance\"") != std::string::npos);
}

TEST_CASE("bench workloads are named and listed", "[sudoku][bench]") {
    const auto w = cli::sudoku_workloads();
    REQUIRE(w.size() >= 5);
    CHECK(w.front().name == "sudoku.solve");
    for (const auto& x : w) CHECK(x.name.rfind("sudoku.", 0) == 0);
}

TEST_CASE("sudoku solve reads lines across its input blocks, with or without a last newline",
          "[sudoku][cli]") {
    // 1000 lines of 82-83 bytes cross the 64 KiB read blocks at arbitrary points; a long comment
    // line is longer than a block; the last line has no newline.
    std::string input, expect;
    const std::string solution =
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452";
    for (int i = 0; i < 1000; ++i) {
        input += std::string(kInkala) + (i % 3 == 0 ? "\r\n" : "\n");
        expect += solution + "\n";
        if (i == 500) input += "#" + std::string(70000, 'x') + "\n";
    }
    input += kInkala;
    expect += solution + "\n";
    const Run r = run({"solve"}, input);
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    CHECK(r.out == expect);
}

TEST_CASE("sudoku solve --stats reports nodes per puzzle on stderr", "[sudoku][cli]") {
    const Run r = run({"solve", "--stats"}, std::string(kInkala) + "\n" + std::string(kInkala) + "\n");
    CHECK(r.code == 0);
    CHECK(r.out.size() == 2 * 82);
    CHECK(r.err.find("2 puzzles, ") == 0);
    CHECK(r.err.find(" nodes per puzzle, ") != std::string::npos);
    CHECK(r.err.find("% without guessing\n") != std::string::npos);
}
