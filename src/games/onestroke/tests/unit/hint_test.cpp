#include <catch2/catch.hpp>

#include "figures.hpp"
#include "tessera/core/onestroke/generate.hpp"
#include "tessera/core/onestroke/hint.hpp"

using namespace tessera::onestroke;
using onestroke_test::kite;
using onestroke_test::make;

TEST_CASE("the first hint is to start at an odd vertex", "[onestroke][hint]") {
    const Hint h = hint(start(kite()));
    CHECK(h.kind == Hint::Kind::Start);
    CHECK(h.vertex == 0);
    CHECK(h.text == "start at vertex #0 (0,0) (an odd vertex: the stroke must start or end there)");
}

TEST_CASE("a hint never takes a segment that strands the rest", "[onestroke][hint]") {
    // Triangle B(10,0) A(0,0) C(5,10) with a tail B-D(20,0), listed first. Starting at B (odd), the
    // tail is the lowest-index segment but taking it first would strand the triangle.
    const auto fig = make({{{10, 0, 20, 0}, {10, 0, 0, 0}, {0, 0, 5, 10}, {5, 10, 10, 0}}, false});
    State s = apply(start(fig), Move{0})->state; // vertex 0 is B
    CHECK(can_finish(s));
    CHECK_FALSE(can_finish(apply(s, Move{1})->state)); // B -> D strands the triangle
    const Hint h = hint(s);
    CHECK(h.kind == Hint::Kind::Next);
    CHECK(h.vertex == 2); // B -> A
    CHECK(h.edge == 1);
    CHECK(h.text == "draw to vertex #2 (0,0)");
    auto rest = finish(s);
    REQUIRE(rest);
    CHECK(rest->size() == 4);
    for (const Move& m : *rest) s = apply(s, m)->state;
    CHECK(status(s).phase == Phase::Won);
    CHECK(hint(s).kind == Hint::Kind::Done);
}

TEST_CASE("an unfinishable stroke gets a restart hint naming where to start", "[onestroke][hint]") {
    State s = start(kite());
    s = apply(s, Move{1})->state; // an even vertex: the stroke cannot finish from here
    const Hint h = hint(s);
    CHECK(h.kind == Hint::Kind::Restart);
    CHECK(h.vertex == 0);
    CHECK(
        h.text ==
        "this stroke cannot be finished (the undrawn segments need a stroke ending at #0 (0,0), #2 (10,10)); "
        "restart from vertex #0 (0,0)");
    CHECK_FALSE(can_finish(s));
    CHECK_FALSE(finish(s));
}

TEST_CASE("solve returns an Euler trail and Invalid is reported for undrawable figures",
          "[onestroke][hint]") {
    auto trail = solve(*kite());
    REQUIRE(trail);
    CHECK(*trail == std::vector<int>{0, 1, 2, 3, 0, 2});
    const auto bad = make(
        {{{0, 0, 10, 0}, {10, 0, 10, 10}, {10, 10, 0, 10}, {0, 10, 0, 0}, {0, 0, 10, 10}, {10, 0, 20, 0}},
         false});
    CHECK_FALSE(solve(*bad));
    CHECK(hint(start(bad)).kind == Hint::Kind::Invalid);
}

// Property: from any reachable state that can still finish, following hints finishes. 2,000 random
// figures x one random partial stroke each (each run is a few hundred microseconds).
TEST_CASE("following hints from any finishable state always wins", "[onestroke][hint][property]") {
    int finishable = 0, dead = 0;
    for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
        tessera::Rng rng(seed);
        GenerateParams gp;
        gp.columns = rng.range(2, 5), gp.rows = rng.range(2, 5), gp.segments = rng.range(3, 24);
        const Params p = generate(gp, rng);
        const BuildResult b = build_figure(p);
        REQUIRE(b.figure);
        REQUIRE(check_figure(*b.figure).ok);
        State s = start(std::make_shared<const Figure>(*b.figure));
        // A random prefix of legal moves (maybe a bad one).
        const int prefix = rng.range(0, static_cast<int>(p.lines.size()));
        for (int i = 0; i < prefix; ++i) {
            const auto next = next_vertices(s);
            if (next.empty()) break;
            s = apply(s, Move{next[rng.below(next.size())]})->state;
        }
        if (!can_finish(s)) {
            ++dead;
            CHECK(hint(s).kind == Hint::Kind::Restart);
            continue;
        }
        ++finishable;
        int guard = 0;
        while (status(s).phase == Phase::Playing && guard++ < 300) {
            const Hint h = hint(s);
            REQUIRE((h.kind == Hint::Kind::Start || h.kind == Hint::Kind::Next));
            auto out = apply(s, Move{h.vertex});
            REQUIRE(out);
            s = out->state;
            REQUIRE(can_finish(s));
        }
        REQUIRE(status(s).phase == Phase::Won);
    }
    INFO("finishable " << finishable << ", dead ends " << dead);
    CHECK(finishable > 500);
    CHECK(dead > 100);
}

TEST_CASE("generate is deterministic per seed and always drawable", "[onestroke][generate]") {
    tessera::Rng a(42), b(42);
    GenerateParams gp;
    const Params pa = generate(gp, a);
    CHECK(pa == generate(gp, b));
    CHECK(pa.lines.size() == 10);
    CHECK(pa.lines.front() == Segment{250, 250, 150, 250}); // pinned: changes only on purpose
    for (std::uint64_t seed = 0; seed < 3000; ++seed) {
        tessera::Rng rng(seed);
        const BuildResult built = build_figure(generate(gp, rng));
        REQUIRE(built.figure);
        REQUIRE(check_figure(*built.figure).ok);
    }
}
