// Swap's free play (issue 38): every dealt board has no run and a legal move, checked by code
// other than the generator (match3_free_play().certify reads the board cell by cell and tries
// every swap through the rules); the modes end as their names say; the daily id is pinned.
#include <catch2/catch.hpp>

#include <string>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/common/free_play.hpp"
#include "tessera/core/match3/free_play.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/rules.hpp"
#include "tessera/core/match3/status.hpp"

using namespace tessera;

namespace {

constexpr int kFreePlaySeeds = 1000;

std::string match3_daily(const Date& date) {
    return FreePlayId{"match3", std::string(match3::free_mode_name(match3::kDailyMode)),
                      daily_seed("match3", date)}
        .to_string();
}

// Plays the hint's move until the state stops accepting moves (or `limit` moves).
match3::State play_hints(match3::State s, int limit) {
    for (int i = 0; i < limit && match3::accepts_moves(s); ++i) {
        const auto h = match3::hint(s);
        if (!h) break;
        auto out = match3::apply(s, h->move);
        if (!out) break;
        s = std::move(out->state);
    }
    return s;
}

} // namespace

TEST_CASE("every free-play Swap board of every mode has no run and a legal move", "[match3][free_play]") {
    const cli::FreePlayInfo info = cli::match3_free_play();
    REQUIRE(info.certify);
    REQUIRE(info.difficulties == std::vector<std::string>{"moves", "timed60", "timed120", "endless"});
    for (const auto& mode : info.difficulties) {
        int failed = 0;
        std::string first;
        for (int seed = 1; seed <= kFreePlaySeeds; ++seed) {
            const std::string bad = info.certify(mode, static_cast<std::uint64_t>(seed));
            if (!bad.empty() && failed++ == 0) first = mode + " seed " + std::to_string(seed) + ": " + bad;
        }
        INFO(first);
        CHECK(failed == 0);
    }
}

TEST_CASE("free-play Moves plays every move with no bonus round and ends won with its score",
          "[match3][free_play]") {
    using namespace tessera::match3;
    const State start = deal_free(FreeMode::Moves, 5);
    CHECK(start.rules.goal.kind == GoalKind::Moves);
    CHECK(start.rules.goal.moves == kFreeMoves);
    CHECK(status(start, 0).phase == Phase::Playing);
    const State end = play_hints(start, 1000);
    CHECK(end.moves_used == kFreeMoves);
    CHECK(end.bonus_moves == 0);
    CHECK(end.score > 0);
    const Status st = status(end, 0);
    CHECK(st.phase == Phase::Won);
    CHECK(st.reason ==
          std::to_string(kFreeMoves) + " moves played: " + std::to_string(end.score) + " points");
}

TEST_CASE("free-play Timed ends won when the time is up, Endless never ends on its own",
          "[match3][free_play]") {
    using namespace tessera::match3;
    const State timed = play_hints(deal_free(FreeMode::Timed60, 9), 10);
    CHECK(timed.rules.goal.seconds == 60);
    CHECK(deal_free(FreeMode::Timed120, 9).rules.goal.seconds == 120);
    CHECK(status(timed, 59.5).phase == Phase::Playing);
    CHECK(status(timed, 60).phase == Phase::Won);
    CHECK(status(timed, 60).reason == "time is up: " + std::to_string(timed.score) + " points");
    const State endless = play_hints(deal_free(FreeMode::Endless, 9), 40);
    CHECK(endless.moves_used == 40);
    CHECK(status(endless, 100000).phase == Phase::Playing);
}

TEST_CASE("a free-play Swap board is the same for the same seed", "[match3][free_play]") {
    using namespace tessera::match3;
    CHECK(deal_free(FreeMode::Moves, 3).board == deal_free(FreeMode::Moves, 3).board);
    CHECK(deal_free(FreeMode::Moves, 3).board != deal_free(FreeMode::Moves, 4).board);
    CHECK(parse_free_mode("timed120") == FreeMode::Timed120);
    CHECK_FALSE(parse_free_mode("zen"));
}

TEST_CASE("Swap's daily challenge id is pinned for three dates", "[match3][free_play][daily]") {
    CHECK(cli::match3_free_play().daily == "moves");
    CHECK(match3_daily({2026, 11, 28}) == "match3:new=moves#12543623701435511292");
    CHECK(match3_daily({2027, 2, 28}) == "match3:new=moves#18057314869959022459");
    CHECK(match3_daily({2030, 1, 1}) == "match3:new=moves#4321478977137057401");
}
