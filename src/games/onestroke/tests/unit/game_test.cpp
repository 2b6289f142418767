#include <catch2/catch.hpp>

#include "figures.hpp"
#include "tessera/core/common/session.hpp"
#include "tessera/core/onestroke/generate.hpp"
#include "tessera/core/onestroke/hint.hpp"

using namespace tessera::onestroke;
using onestroke_test::kite;
using onestroke_test::make;

namespace {
State play(State s, std::initializer_list<int> vertices) {
    for (int v : vertices) {
        auto out = apply(s, Move{v});
        REQUIRE(out);
        s = out->state;
    }
    return s;
}
} // namespace

TEST_CASE("the first vertex touched starts the stroke", "[onestroke][rules]") {
    const State s0 = start(kite());
    CHECK(next_vertices(s0) == std::vector<int>{0, 1, 2, 3});
    auto out = apply(s0, Move{1});
    REQUIRE(out);
    REQUIRE(out->events.size() == 1);
    CHECK(std::get<StrokeStarted>(out->events[0]).vertex == 1);
    CHECK(out->state.current() == 1);
    CHECK(out->state.drawn_count() == 0);
}

TEST_CASE("the next vertex must be an unused valid connection point", "[onestroke][rules]") {
    const State s = play(start(kite()), {0, 1});
    CHECK(next_vertices(s) == std::vector<int>{2}); // 1-0 is drawn, so only 1-2 is left
    CHECK_FALSE(apply(s, Move{0}));                 // no edge reused
    CHECK_FALSE(apply(s, Move{3}));                 // no jump: 1 and 3 are not joined
    CHECK_FALSE(apply(s, Move{1}));                 // no self move
    CHECK_FALSE(apply(s, Move{9}));                 // unknown vertex
    CHECK_FALSE(apply(s, Move{-1}));
    auto out = apply(s, Move{2});
    REQUIRE(out);
    const auto& drawn = std::get<EdgeDrawn>(out->events.at(0));
    CHECK(drawn.edge == 1);
    CHECK(drawn.from == 1);
    CHECK(drawn.to == 2);
    CHECK(drawn.drawn == 2);
}

TEST_CASE("drawing every edge wins and emits Won after the last EdgeDrawn", "[onestroke][rules]") {
    const State before = play(start(kite()), {0, 1, 2, 3, 0});
    auto out = apply(before, Move{2});
    REQUIRE(out);
    REQUIRE(out->events.size() == 2);
    CHECK(std::holds_alternative<EdgeDrawn>(out->events[0]));
    CHECK(std::get<Won>(out->events[1]).edges == 5);
    CHECK(status(out->state).phase == Phase::Won);
    CHECK_FALSE(apply(out->state, Move{0})); // nothing after a win
    CHECK(next_vertices(out->state).empty());
}

TEST_CASE("the player is stuck when the current vertex has no undrawn edge but edges remain",
          "[onestroke][rules]") {
    // Starting at an even vertex of the kite: 1 -> 0 -> 3 -> 2 -> 1 leaves the diagonal undrawn.
    const State s = play(start(kite()), {1, 0, 3, 2});
    auto out = apply(s, Move{1});
    REQUIRE(out);
    REQUIRE(out->events.size() == 2);
    const auto& stuck = std::get<Stuck>(out->events[1]);
    CHECK(stuck.vertex == 1);
    CHECK(stuck.edges_left == 1);
    const Status st = status(out->state);
    CHECK(st.phase == Phase::Lost);
    CHECK(st.reason == "stuck at vertex #1 (10,0): 1 segment(s) left but none starts here");
    CHECK_FALSE(apply(out->state, Move{0}));
}

TEST_CASE("undo removes the last segment and restart goes back to the empty figure", "[onestroke][rules]") {
    tessera::Session<State, Move> session(start(kite()));
    for (int v : {0, 1, 2}) {
        auto out = apply(session.current(), Move{v});
        REQUIRE(out);
        session.push(out->state, Move{v});
    }
    CHECK(session.current().drawn_count() == 2);
    session.undo();
    CHECK(session.current().drawn_count() == 1);
    CHECK(session.current().current() == 1);
    CHECK(session.current().is_drawn(0));
    CHECK_FALSE(session.current().is_drawn(1));
    session.restart();
    CHECK(session.current().current() == -1);
    CHECK(session.current().drawn_count() == 0);
    // A save replays through apply and so checks the moves.
    tessera::Session<State, Move> loaded(start(kite()));
    const auto replay = [](const State& s, const Move& m) -> std::optional<State> {
        auto o = apply(s, m);
        return o ? std::optional<State>(o->state) : std::nullopt;
    };
    CHECK(loaded.replay({Move{0}, Move{1}, Move{0}}, replay) == 2);
}

TEST_CASE("the hit radius is twice the dot radius and only valid connection points count",
          "[onestroke][rules]") {
    const State s0 = start(kite());
    CHECK(touch(s0, 3, 4, 3.0) == Move{0}); // 5 away, radius 6
    CHECK_FALSE(touch(s0, 4, 5, 3.0));      // 6.4 away: outside 2r
    CHECK(touch(s0, 9, 1, 3.0) == Move{1}); // the nearest vertex wins
    const State s = play(s0, {0});
    CHECK(touch(s, 10, 1, 3.0) == Move{1});
    CHECK(touch(s, 9, 9, 3.0) == Move{2}); // the diagonal
    const State s2 = play(s0, {0, 1});
    CHECK_FALSE(touch(s2, 0, 1, 3.0)); // over vertex 0, but 1-0 is already drawn
    CHECK(nearest_vertex(*kite(), 0, 1, 3.0) == 0);
    CHECK(parse_move(to_string(Move{12})) == Move{12});
    CHECK_FALSE(parse_move("x1"));
}

TEST_CASE("events replay to the same final state", "[onestroke][rules]") {
    // A view that only sees events must be able to rebuild the drawn set and trail.
    const State s0 = start(kite());
    State s = s0;
    std::vector<int> trail;
    std::vector<int> drawn;
    for (int v : {0, 1, 2, 3, 0, 2}) {
        auto out = apply(s, Move{v});
        REQUIRE(out);
        for (const Event& e : out->events) {
            if (auto* st = std::get_if<StrokeStarted>(&e)) trail.push_back(st->vertex);
            if (auto* d = std::get_if<EdgeDrawn>(&e)) trail.push_back(d->to), drawn.push_back(d->edge);
        }
        s = out->state;
    }
    CHECK(trail == s.trail);
    CHECK(drawn == s.stroke);
}

TEST_CASE("perft: legal strokes of the house are counted exactly", "[onestroke][rules]") {
    // Every complete one-stroke drawing of the house from its two odd corners: 44 per corner, 88 total.
    const auto fig = make({{{0, 100, 100, 100},
                            {100, 100, 100, 40},
                            {100, 40, 0, 40},
                            {0, 40, 0, 100},
                            {0, 40, 50, 0},
                            {50, 0, 100, 40},
                            {0, 100, 100, 40},
                            {100, 100, 0, 40}},
                           false});
    std::function<long(const State&)> count = [&](const State& s) -> long {
        if (status(s).phase == Phase::Won) return 1;
        long n = 0;
        for (int v = 0; v < fig->vertex_count(); ++v)
            if (auto o = apply(s, Move{v})) n += count(o->state);
        return n;
    };
    CHECK(count(start(fig)) == 88);
}
