// Free play (issue 38): every dealt puzzle carries its certificate, checked by code other than
// the generator (sudoku_free_play().certify: a complete solution grid, a uniqueness proof by the
// exact solver, the grader's level), and the daily challenge's id is pinned.
#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/common/free_play.hpp"
#include "tessera/core/sudoku/free_play.hpp"

using namespace tessera;

namespace {

constexpr int kFreePlaySeeds = 1000;

std::string sudoku_daily(const Date& date) {
    return FreePlayId{"sudoku", std::string(sudoku::free_level_name(sudoku::kDailyLevel)),
                      daily_seed("sudoku", date)}
        .to_string();
}

// Every seed 1..kFreePlaySeeds of each level carries its certificate.
void check_levels(std::initializer_list<const char*> levels) {
    const cli::FreePlayInfo info = cli::sudoku_free_play();
    REQUIRE(info.certify);
    for (const std::string level : levels) {
        int failed = 0;
        std::string first;
        for (int seed = 1; seed <= kFreePlaySeeds; ++seed) {
            const std::string bad = info.certify(level, static_cast<std::uint64_t>(seed));
            if (!bad.empty() && failed++ == 0) first = level + " seed " + std::to_string(seed) + ": " + bad;
        }
        INFO(first);
        CHECK(failed == 0);
    }
}

} // namespace

// The levels in three cases, so that ctest runs them side by side.
TEST_CASE("every free-play Sudoku, easy and medium, is unique and rated at its level",
          "[sudoku][free_play]") {
    check_levels({"easy", "medium"});
}

TEST_CASE("every free-play Sudoku, hard and expert, is unique and rated at its level",
          "[sudoku][free_play]") {
    check_levels({"hard", "expert"});
}

TEST_CASE("every free-play Sudoku, diabolical and latin, is unique and rated at its level",
          "[sudoku][free_play]") {
    check_levels({"diabolical", "latin"});
}

TEST_CASE("free-play Sudoku offers the five classic levels and the Latin stage", "[sudoku][free_play]") {
    REQUIRE(cli::sudoku_free_play().difficulties ==
            std::vector<std::string>{"easy", "medium", "hard", "expert", "diabolical", "latin"});
}

TEST_CASE("a free-play Sudoku is the same for the same seed and differs between seeds",
          "[sudoku][free_play]") {
    using namespace tessera::sudoku;
    const Puzzle a = deal_free(FreeLevel::Expert, 77);
    CHECK(deal_free(FreeLevel::Expert, 77).givens == a.givens);
    CHECK(deal_free(FreeLevel::Expert, 78).givens != a.givens);
    CHECK(deal_free(FreeLevel::Latin, 77).rules == Rules::Latin);
    CHECK(parse_free_level("diabolical") == FreeLevel::Diabolical);
    CHECK_FALSE(parse_free_level("insane"));
}

TEST_CASE("the certificate check refuses a level Sudoku does not offer", "[sudoku][free_play]") {
    CHECK_FALSE(cli::sudoku_free_play().certify("insane", 1).empty());
}

TEST_CASE("Sudoku's daily challenge id is pinned for three dates", "[sudoku][free_play][daily]") {
    CHECK(cli::sudoku_free_play().daily == "hard");
    CHECK(sudoku_daily({2026, 11, 28}) == "sudoku:new=hard#9945645283810575201");
    CHECK(sudoku_daily({2027, 2, 28}) == "sudoku:new=hard#1400043116594432702");
    CHECK(sudoku_daily({2030, 1, 1}) == "sudoku:new=hard#6352018812887319768");
}
