// The solver against exhaustive search on small boards, and generated levels against their goal.
#include <catch2/catch.hpp>

#include <map>

#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/generate.hpp"
#include "tessera/core/samegame/solver.hpp"

using namespace tessera;
using namespace tessera::samegame;

namespace {

// Plain recursive search over every group, memoised on the board picture: the reference the
// beam search must match. Independent of the solver's own move list and hashing.
int exhaustive(const Board& b, const Config& cfg, std::map<std::vector<std::string>, int>& memo) {
    const auto key = format_board(b);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    int best = end_adjustment(cfg.rules, cfg.leftover_penalty, b);
    bool any = false;
    for (const auto& g : b.groups()) {
        Board next = b;
        next.remove(b.group_at(g.cell), cfg.collapse);
        const int v = group_score(cfg.rules, g.size) + exhaustive(next, cfg, memo);
        best = any ? std::max(best, v) : v;
        any = true;
    }
    memo[key] = best;
    return best;
}

Board random_board(int w, int h, int colours, Rng& rng) {
    Board b(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            b.set({x, y}, static_cast<Colour>(1 + rng.below(static_cast<std::uint64_t>(colours))));
    b.settle(true);
    return b;
}

} // namespace

TEST_CASE("the solver is optimal on small boards (up to 5x5, 3 colours)", "[samegame][solver]") {
    // 40 boards per rule set keeps this well under a second even under sanitizers.
    Rng rng(2024);
    for (Rules rules : {Rules::classic, Rules::popstar}) {
        for (int i = 0; i < 40; ++i) {
            const int w = 3 + static_cast<int>(rng.below(3)), h = 3 + static_cast<int>(rng.below(3));
            const Board b = random_board(w, h, 3, rng);
            Config cfg;
            cfg.rules = rules;
            cfg.leftover_penalty = rules == Rules::classic && i % 2 == 1;
            const State s = start(b, cfg);
            std::map<std::vector<std::string>, int> memo;
            const int best = exhaustive(b, cfg, memo);
            const Solution sol = solve(s, SolveLimits{});
            INFO("board " << i << ": " << format_board(b)[0]);
            CHECK(sol.score == best);
            const auto end = replay(s, sol.moves);
            REQUIRE(end);
            CHECK(end->over);
            CHECK(end->score == sol.score);
        }
    }
}

TEST_CASE("the solver is deterministic and its line replays to its score", "[samegame][solver]") {
    Rng rng(7);
    const Board b = deal_board(10, 10, 5, 4, rng);
    Config cfg;
    cfg.rules = Rules::classic;
    const State s = start(b, cfg);
    SolveLimits limits;
    limits.max_nodes = 20'000;
    const Solution a = solve(s, limits), c = solve(s, limits);
    CHECK(a.moves == c.moves);
    CHECK(a.score == c.score);
    CHECK(a.nodes >= 20'000);
    const auto end = replay(s, a.moves);
    REQUIRE(end);
    CHECK(end->score == a.score);
    // More budget never finds a worse line: the wider beams only replace a line with a better one.
    limits.max_nodes = 80'000;
    CHECK(solve(s, limits).score >= a.score);
}

TEST_CASE("the hint is a legal first move of a good line, none when the game is over", "[samegame][solver]") {
    Config cfg;
    cfg.rules = Rules::classic;
    const State s = start(std::get<Board>(parse_board({"RBR", "RBR", "GGR"}, true)), cfg);
    const auto h = hint(s);
    REQUIRE(h);
    CHECK(apply(s, *h));
    const Solution best = solve(s, SolveLimits{});
    REQUIRE_FALSE(best.moves.empty());
    CHECK(*h == best.moves.front());
    const State over = start(std::get<Board>(parse_board({"RB"}, true)), cfg);
    CHECK_FALSE(hint(over));
}

TEST_CASE("generated PopStar levels reach their target along the recorded line", "[samegame][generate]") {
    // Each generation runs the solver on a 10x10 board; 4 levels keep the sanitizer run short.
    for (int level = 1; level <= 4; ++level) {
        Params p;
        p.level = level;
        p.seed = 100 + static_cast<std::uint64_t>(level);
        Rng rng(p.seed);
        SolveLimits limits;
        limits.max_nodes = 60'000;
        const auto gen = generate(p, rng, limits);
        REQUIRE(gen);
        const State start = proof_start(gen->board, p);
        CHECK(start.score == (level > 1 ? popstar_target(level - 1) : 0));
        const auto end = replay(start, gen->line.moves);
        REQUIRE(end);
        CHECK(end->over);
        CHECK(end->score >= popstar_target(level));
        CHECK(status(*end).phase == Phase::Won);
    }
}

TEST_CASE("perft: distinct positions reachable from fixed deals are pinned", "[samegame][perft]") {
    // Counts every board reachable by legal moves (memoised on the picture), like chess perft:
    // a change to flood fill, gravity or collapse moves these numbers.
    const auto count = [](std::uint64_t seed, int w, int h, int colours) {
        Rng rng(seed);
        const Board b = deal_board(w, h, colours, 1, rng);
        Config cfg;
        cfg.rules = Rules::classic;
        std::map<std::vector<std::string>, int> memo;
        const int best = exhaustive(b, cfg, memo);
        return std::pair<std::size_t, int>{memo.size(), best};
    };
    const auto a = count(1, 4, 4, 3), b = count(2, 5, 5, 3), c = count(3, 6, 5, 4);
    CHECK(a.first == 69);
    CHECK(a.second == 1014); // best classic score: a clear
    CHECK(b.first == 188);
    CHECK(b.second == 1099);
    CHECK(c.first == 590);
    CHECK(c.second == 22); // no clear is possible on this 4-colour deal
}
