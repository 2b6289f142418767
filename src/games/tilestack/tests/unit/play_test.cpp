#include <catch2/catch.hpp>

#include "fixtures.hpp"

using namespace tessera::tilestack;
using tilestack_fixtures::box;
using tilestack_fixtures::flat;
using tilestack_fixtures::params_for;

namespace {
State pick(const State& s, int tile) {
    auto out = apply(s, Move::pick(tile));
    REQUIRE(out);
    return out->state;
}
std::vector<int> tray_faces(const State& s) {
    std::vector<int> v;
    for (const auto& t : s.tray) v.push_back(t.face);
    return v;
}
} // namespace

TEST_CASE("tilestack a picked tile goes next to the tiles with the same face", "[tilestack][play]") {
    State s = flat({0, 1, 2, 0, 1, 0});
    s = pick(s, 0);
    s = pick(s, 1);
    s = pick(s, 2);
    CHECK(tray_faces(s) == std::vector<int>{0, 1, 2});
    auto out = apply(s, Move::pick(3)); // a second 0 slides in after the first 0
    REQUIRE(out);
    CHECK(tray_faces(out->state) == std::vector<int>{0, 0, 1, 2});
    REQUIRE(out->events.size() == 1);
    const auto* picked = std::get_if<Picked>(&out->events[0]);
    REQUIRE(picked);
    CHECK(picked->tile == 3);
    CHECK(picked->slot == 1);
    CHECK(picked->from == Place::Board);
    s = pick(out->state, 4);
    CHECK(tray_faces(s) == std::vector<int>{0, 0, 1, 1, 2});
}

TEST_CASE("tilestack three alike in the tray clear", "[tilestack][play]") {
    State s = flat({0, 1, 0, 0, 1, 1});
    s = pick(s, 0);
    s = pick(s, 1);
    s = pick(s, 2);
    auto out = apply(s, Move::pick(3));
    REQUIRE(out);
    CHECK(tray_faces(out->state) == std::vector<int>{1});
    REQUIRE(out->events.size() == 2);
    const auto* cleared = std::get_if<TrayCleared>(&out->events[1]);
    REQUIRE(cleared);
    CHECK(cleared->tiles == std::vector<int>{0, 2, 3});
    CHECK(cleared->face == 0);
    CHECK(cleared->first_slot == 0);
    CHECK(out->state.place[2] == Place::Gone);
    CHECK(out->state.triples_cleared == 1);
    s = pick(out->state, 4);
    out = apply(s, Move::pick(5));
    REQUIRE(out);
    CHECK(status(out->state).phase == Phase::Won);
    CHECK(std::holds_alternative<Won>(out->events.back()));
}

TEST_CASE("tilestack a full tray with no triple loses", "[tilestack][play]") {
    // Tray of 3: two different faces then a third different one fills it.
    State s = flat({0, 1, 2, 0, 0, 1, 1, 2, 2}, 3);
    s = pick(s, 0);
    s = pick(s, 1);
    auto out = apply(s, Move::pick(2));
    REQUIRE(out);
    const Status st = status(out->state);
    CHECK(st.phase == Phase::Lost);
    CHECK(st.reason == "the tray is full (3 tiles) with no three alike");
    CHECK(std::holds_alternative<Lost>(out->events.back()));
    CHECK_FALSE(apply(out->state, Move::pick(3))); // no more picks after a loss
    // A triple completed in the last slot clears instead of losing.
    State t = flat({0, 0, 1, 0, 1, 1}, 3);
    t = pick(t, 0);
    t = pick(t, 1);
    t = pick(t, 3);
    CHECK(t.tray.empty());
    CHECK(status(t).phase == Phase::Playing);
}

TEST_CASE("tilestack picking uncovers the tiles below, and only free tiles can be picked",
          "[tilestack][play]") {
    // Mode B, 2 wide, 2 high layers: layer 0 tile x=1 is under (1,1) and (0,1).
    const auto layout = box(CoverMode::B, 2, 1, 2);
    State s = start(params_for(layout, {3, 3}, 7), {0, 0, 1, 1});
    CHECK(free_tiles(s) == std::vector<int>{2, 3});
    CHECK_FALSE(apply(s, Move::pick(0)));
    CHECK_FALSE(apply(s, Move::pick(1)));
    CHECK_FALSE(apply(s, Move::pick(99)));
    CHECK_FALSE(apply(s, Move::pick(-1)));
    auto out = apply(s, Move::pick(2)); // (0,0,1) covers (0,0,0) and (1,0,0)
    REQUIRE(out);
    const auto* freed = std::get_if<Freed>(&out->events[1]);
    REQUIRE(freed);
    CHECK(freed->tiles == std::vector<int>{0}); // (1,0,0) is still under (1,0,1)
    CHECK(out->state.blockers[1] == 1);
    out = apply(out->state, Move::pick(3));
    REQUIRE(out);
    CHECK(std::get<Freed>(out->events[1]).tiles == std::vector<int>{1});
    CHECK(free_tiles(out->state) == std::vector<int>{0, 1});
}

TEST_CASE("tilestack undo power-up puts the last pick back and covers again", "[tilestack][powerup]") {
    const auto layout = box(CoverMode::A, 1, 1, 3);
    Params p = params_for(layout, {3});
    p.power_ups.undo = 1;
    State s = start(p, {0, 0, 0});
    CHECK_FALSE(apply(s, Move::undo())); // nothing to undo yet
    auto out = apply(s, Move::pick(2));
    REQUIRE(out);
    auto back = apply(out->state, Move::undo());
    REQUIRE(back);
    CHECK(back->state.place == s.place);
    CHECK(back->state.blockers == s.blockers);
    CHECK(back->state.tray.empty());
    CHECK(back->state.left.undo == 0);
    REQUIRE(back->events.size() == 2);
    CHECK(std::get<Returned>(back->events[0]).tile == 2);
    CHECK(std::get<Covered>(back->events[1]).tiles == std::vector<int>{1});
    CHECK_FALSE(apply(pick(back->state, 2), Move::undo())); // used up
}

TEST_CASE("tilestack undo after a loss revives, but a cleared triple cannot be undone",
          "[tilestack][powerup]") {
    State s = flat({0, 1, 2, 3, 0, 0, 1, 1, 2, 2, 3, 3}, 4, PowerUps{2, 0, 0});
    s = pick(s, 0);
    s = pick(s, 1);
    s = pick(s, 4);
    s = pick(s, 2); // 0 0 1 2 fills a tray of 4
    REQUIRE(status(s).phase == Phase::Lost);
    auto out = apply(s, Move::undo());
    REQUIRE(out);
    CHECK(status(out->state).phase == Phase::Playing);
    CHECK(out->state.left.undo == 1);
    s = pick(out->state, 5); // clears three 0s
    CHECK(tray_faces(s) == std::vector<int>{1});
    CHECK_FALSE(apply(s, Move::undo()));
}

TEST_CASE("tilestack pop moves three tray tiles to the side row, where they can be picked",
          "[tilestack][powerup]") {
    State s = flat({0, 1, 2, 3, 0, 0, 1, 1, 2, 2, 3, 3}, 7, PowerUps{0, 1, 0});
    for (int t : {0, 1, 2, 3}) s = pick(s, t);
    auto out = apply(s, Move::pop());
    REQUIRE(out);
    CHECK(std::get<Popped>(out->events[0]).tiles == std::vector<int>{0, 1, 2});
    CHECK(tray_faces(out->state) == std::vector<int>{3});
    CHECK(out->state.side.size() == 3);
    CHECK(out->state.free(1));
    CHECK_FALSE(apply(out->state, Move::pop())); // no pops left
    auto again = apply(out->state, Move::pick(1));
    REQUIRE(again);
    CHECK(std::get<Picked>(again->events[0]).from == Place::Side);
    CHECK(again->state.side.size() == 2);
    // Everything can still be cleared.
    State w = again->state;
    for (int t : {6, 7, 0, 4, 5, 2, 8, 9, 10, 11}) w = pick(w, t);
    CHECK(status(w).phase == Phase::Won);
}

TEST_CASE("tilestack shuffle power-up keeps the face multiset and prefers a winnable deal",
          "[tilestack][powerup]") {
    const auto layout = box(CoverMode::C, 3, 3, 3);
    Params p = params_for(layout, {9, 9, 9});
    p.power_ups.shuffle = 1;
    tessera::Rng rng(5);
    State s = start(p, rng);
    auto out = apply(s, Move::shuffle(77));
    REQUIRE(out);
    const auto& r = std::get<Reshuffled>(out->events[0]);
    CHECK(r.tiles.size() == 27);
    CHECK(r.proven_winnable);
    auto a = s.face, b = out->state.face;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    CHECK(a == b);
    CHECK(out->state.left.shuffle == 0);
    CHECK_FALSE(apply(out->state, Move::shuffle(1)));
    // Same seed, same result: replays reproduce.
    CHECK(apply(s, Move::shuffle(77))->state == out->state);
}

TEST_CASE("tilestack moves print and parse", "[tilestack][play]") {
    for (const Move& m : {Move::pick(12), Move::undo(), Move::pop(), Move::shuffle(99)})
        CHECK(parse_move(to_string(m)) == m);
    CHECK(to_string(Move::pick(12)) == "pick 12");
    CHECK_FALSE(parse_move("pick"));
    CHECK_FALSE(parse_move("pick -3"));
    CHECK_FALSE(parse_move("jump 3"));
}
