// The large-board search (beam + tabu-colour playouts): complete, replayable lines under every
// rule set, determinism for a seed and node budget, an anytime answer when stopped, and a floor
// on its strength at a fixed node budget.
#include <catch2/catch.hpp>

#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/solver.hpp"

using namespace tessera;
using namespace tessera::samegame;

namespace {

State deal_state(std::uint64_t seed, int w, int h, int colours, Rules rules, bool collapse = true,
                 bool penalty = false) {
    Rng rng(seed);
    Config cfg;
    cfg.rules = rules;
    cfg.collapse = collapse;
    cfg.leftover_penalty = penalty;
    return start(deal_board(w, h, colours, 2, rng), cfg);
}

void check_line(const State& s, const Solution& sol) {
    const auto end = replay(s, sol.moves);
    REQUIRE(end);
    CHECK(end->over);
    CHECK(end->score == sol.score);
}

} // namespace

TEST_CASE("the playout search returns complete lines under every rule set", "[samegame][solver]") {
    SolveLimits limits;
    limits.max_nodes = 30'000;
    check_line(deal_state(1, 10, 10, 5, Rules::classic),
               solve(deal_state(1, 10, 10, 5, Rules::classic), limits));
    const State pop = deal_state(2, 10, 10, 5, Rules::popstar);
    check_line(pop, solve(pop, limits));
    const State penalty = deal_state(3, 12, 9, 4, Rules::classic, true, true);
    check_line(penalty, solve(penalty, limits));
    const State fixed_columns = deal_state(4, 9, 12, 4, Rules::classic, false);
    check_line(fixed_columns, solve(fixed_columns, limits));
    const State pop_fixed = deal_state(5, 20, 20, 8, Rules::popstar, false);
    check_line(pop_fixed, solve(pop_fixed, limits));
}

TEST_CASE("the playout search is deterministic for a seed and a node budget", "[samegame][solver]") {
    const State s = deal_state(11, 15, 15, 5, Rules::classic);
    SolveLimits limits;
    limits.max_nodes = 50'000;
    const Solution a = solve(s, limits), b = solve(s, limits);
    CHECK(a.moves == b.moves);
    CHECK(a.score == b.score);
    CHECK(a.nodes == 50'000);
    limits.seed = 99;
    const Solution c = solve(s, limits);
    check_line(s, c);
    // A bigger budget replays the same search further, so it never ends lower.
    limits.seed = 0;
    limits.max_nodes = 150'000;
    CHECK(solve(s, limits).score >= a.score);
}

TEST_CASE("a stopped playout search still returns its best complete line", "[samegame][solver]") {
    const State s = deal_state(12, 15, 15, 5, Rules::classic);
    int polls = 0;
    SolveLimits limits;
    limits.max_nodes = 0;
    limits.should_stop = [&polls] { return ++polls > 20; }; // ~5,000 nodes: inside the first pass
    const Solution sol = solve(s, limits);
    CHECK(polls == 21);
    CHECK(sol.width == 0);
    REQUIRE_FALSE(sol.moves.empty());
    check_line(s, sol);
}

TEST_CASE("the playout search gives a complete line even with a budget of one node", "[samegame][solver]") {
    const State s = deal_state(13, 15, 15, 5, Rules::classic);
    SolveLimits limits;
    limits.max_nodes = 1;
    const Solution sol = solve(s, limits);
    REQUIRE_FALSE(sol.moves.empty());
    check_line(s, sol);
    CHECK(hint(s, limits) == sol.moves.front());
}

TEST_CASE("the playout search beats the old beam search at 300k nodes", "[samegame][solver]") {
    // Classic 15x15, 5 colours, the solver-bench deals of seeds 1-4 (wave 4). The old
    // tabu-estimate beam search scored 1,962 + 1,614 + 2,298 + 1,423 = 7,297 here at 300,000
    // nodes; the playout search scores 8,656 (one board alone may go either way).
    int total = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Rng rng(seed);
        Config cfg;
        cfg.rules = Rules::classic;
        const State s = start(deal_board(15, 15, 5, 4, rng), cfg);
        SolveLimits limits;
        limits.max_nodes = 300'000;
        const Solution sol = solve(s, limits);
        total += sol.score;
        check_line(s, sol);
    }
    CHECK(total > 7297);
}
