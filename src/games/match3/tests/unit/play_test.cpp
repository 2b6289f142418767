// Selection state machine (the match-3 article's click rules), status, hints and the auto-play soak test.
#include "helpers.hpp"

#include "tessera/core/common/session.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/replay.hpp"
#include "tessera/core/match3/selection.hpp"
#include "tessera/core/match3/status.hpp"

using namespace m3test;

TEST_CASE("selection follows the match-3 article: select, deselect, reselect, try a swap",
          "[match3][selection]") {
    const Board b = board_of("RRGR\nGB.Y\n");
    UiState ui;
    SECTION("a click selects a piece; clicking it again deselects it") {
        auto r = click(ui, b, {0, 0});
        CHECK(r.action == ClickAction::Selected);
        CHECK(r.ui.selected == Point{0, 0});
        r = click(r.ui, b, {0, 0});
        CHECK(r.action == ClickAction::Deselected);
        CHECK_FALSE(r.ui.selected);
    }
    SECTION("clicking a non-adjacent piece moves the selection") {
        auto r = click(click(ui, b, {0, 0}).ui, b, {3, 1});
        CHECK(r.action == ClickAction::Reselected);
        CHECK(r.ui.selected == Point{3, 1});
        CHECK_FALSE(r.swap);
        // Diagonal neighbours are not adjacent either.
        r = click(r.ui, b, {2, 0});
        CHECK(r.action == ClickAction::Reselected);
    }
    SECTION("clicking an adjacent piece tries the swap and clears the selection") {
        auto r = click(click(ui, b, {2, 0}).ui, b, {3, 0});
        CHECK(r.action == ClickAction::TrySwap);
        REQUIRE(r.swap);
        CHECK(*r.swap == Move{{2, 0}, {3, 0}});
        CHECK_FALSE(r.ui.selected);
    }
    SECTION("holes and cells outside the board are ignored") {
        auto r = click(ui, b, {2, 1});
        CHECK(r.action == ClickAction::Ignored);
        CHECK_FALSE(r.ui.selected);
        r = click(click(ui, b, {1, 1}).ui, b, {9, 9});
        CHECK(r.action == ClickAction::Ignored);
        CHECK(r.ui.selected == Point{1, 1});
    }
    SECTION("drag swaps with the neighbour in the main direction") {
        CHECK(drag(b, {0, 0}, 30, 5, 20) == Move{{0, 0}, {1, 0}});
        CHECK(drag(b, {0, 0}, 3, 40, 20) == Move{{0, 0}, {0, 1}});
        CHECK_FALSE(drag(b, {0, 0}, 10, 5, 20));  // too short
        CHECK_FALSE(drag(b, {0, 0}, -30, 0, 20)); // off the board
        CHECK_FALSE(drag(b, {2, 0}, 0, 30, 20));  // into a hole
    }
    SECTION("arrow keys move the cursor and stop at the edges") {
        ui = move_cursor(ui, b, {-1, 0});
        CHECK(ui.cursor == Point{0, 0});
        ui = move_cursor(move_cursor(ui, b, {1, 0}), b, {0, 1});
        CHECK(ui.cursor == Point{1, 1});
        ui = move_cursor(ui, b, {0, 1});
        CHECK(ui.cursor == Point{1, 1});
    }
}

TEST_CASE("status: goals, stars and reasons", "[match3][status]") {
    State s = state_of("RRGR\nGBBY\n");
    s.rules.stars = {100, 200, 300};
    SECTION("moves goal") {
        s.rules.goal = Goal{GoalKind::Moves, 150, 10, 0};
        s.score = 120;
        s.moves_used = 4;
        Status st = status(s);
        CHECK(st.phase == Phase::Playing);
        CHECK(st.moves_left == 6);
        CHECK(st.stars == 1);
        CHECK(st.progress == Approx(0.8));
        s.moves_used = 10;
        st = status(s);
        CHECK(st.phase == Phase::Lost);
        CHECK(st.reason == "out of moves: 120 of 150 points");
        s.score = 210;
        st = status(s);
        CHECK(st.phase == Phase::Won);
        CHECK(st.reason == "reached 150 points in 10 moves");
        CHECK(st.stars == 2);
        CHECK(st.reached);
        // Reached with moves to spare: the bonus round spent them (rules_test.cpp).
        s.moves_used = 4;
        s.bonus_moves = 6;
        s.bonus_score = 90;
        st = status(s);
        CHECK(st.phase == Phase::Won);
        CHECK(st.moves_left == 0);
        CHECK(st.reason == "reached 150 points in 4 moves, then 6 leftover moves scored 90 bonus points");
        CHECK_FALSE(accepts_moves(s));
    }
    SECTION("time goal: the caller passes the elapsed time; the level plays on past its target") {
        s.rules.goal = Goal{GoalKind::Time, 500, 0, 60};
        s.score = 300;
        CHECK(status(s, 10).phase == Phase::Playing);
        CHECK(status(s, 10).seconds_left == Approx(50));
        CHECK_FALSE(status(s, 10).reached);
        CHECK(status(s, 60).phase == Phase::Lost);
        CHECK(status(s, 60).reason == "out of time: 300 of 500 points");
        s.score = 500;
        CHECK(status(s, 59).phase == Phase::Playing);
        CHECK(status(s, 59).reached);
        CHECK(status(s, 59).progress == Approx(1));
        CHECK(accepts_moves(s));
        CHECK(status(s, 60).phase == Phase::Won);
        CHECK(status(s, 60).reason == "time is up: 500 points, target 500 reached");
        CHECK(status(s, 60).stars == 3);
        s.stuck = true; // a board that cannot be reshuffled ends it early, still won
        CHECK(status(s, 30).phase == Phase::Won);
        CHECK(status(s, 30).reason == "no moves left: 500 points, target 500 reached");
    }
    SECTION("endless: lost only when stuck") {
        s.rules.goal = Goal{};
        s.score = 250;
        CHECK(status(s, 1e6).phase == Phase::Playing);
        s.stuck = true;
        const Status st = status(s);
        CHECK(st.phase == Phase::Lost);
        CHECK(st.reason ==
              "no moves left and the pieces cannot be reshuffled into a playable board: 250 points");
        CHECK(st.stars == 2);
    }
}

TEST_CASE("hint: the legal swap with the best immediate score", "[match3][hint]") {
    // R R G R R: moving R into the gap makes 5 (110 points); G B B . B makes 3 in row 1 (30).
    const State s = state_of("RRGRR\nGBRBG\nPYBYP\n", 5, false);
    const auto h = hint(s);
    REQUIRE(h);
    CHECK(h->move == Move{{2, 0}, {2, 1}});
    CHECK(h->score == 110);
    CHECK_FALSE(hint(state_of("RGB\nGBR\nBRG\n")));
}

TEST_CASE("a dead board after a move is reshuffled, or the level is lost with a reason",
          "[match3][reshuffle]") {
    // A 5x1 strip with 3 colours often ends dead; a dead strip with three pieces of one colour
    // can be reshuffled (R R G R B), one without cannot. Scan seeds for both outcomes.
    int reshuffled = 0;
    int lost = 0;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        const State s = state_of("RRGRB\n", 3, false, seed);
        auto out = apply(s, Move{{2, 0}, {3, 0}});
        REQUIRE(out);
        for (const auto& r : events_of<Reshuffled>(out->events)) {
            ++reshuffled;
            CHECK_FALSE(has_run(r.board));
            CHECK(has_legal_swap(r.board, false));
            CHECK(r.board == out->state.board);
        }
        if (!events_of<NoMovesLeft>(out->events).empty()) {
            ++lost;
            CHECK(out->state.stuck);
            CHECK(status(out->state).phase == Phase::Lost);
            CHECK_FALSE(apply(out->state, Move{{0, 0}, {1, 0}}));
        }
        CHECK(replay_events(s.board, out->events).board == out->state.board);
    }
    CHECK(reshuffled > 0);
    CHECK(lost > 0);
}

TEST_CASE("soak: auto-play 10,000 moves over many seeds keeps every invariant", "[match3][soak]") {
    // 100 games x 100 hinted moves. Each hint tries every legal swap, so this is the slowest test;
    // it stays at 10,000 moves because that is what the issue asks for.
    int total = 0;
    int reshuffles = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        Params p;
        p.width = 5 + static_cast<int>(seed % 5);
        p.height = 5 + static_cast<int>((seed / 5) % 5);
        p.rules.colours = 4 + static_cast<int>(seed % 3);
        p.rules.specials = seed % 4 != 0;
        p.seed = seed;
        if (seed % 3 == 0) { // a mask with holes
            p.mask = tessera::Grid<std::uint8_t>(p.width, p.height, 1);
            p.mask.at(0, 0) = p.mask.at(p.width - 1, 0) = p.mask.at(p.width / 2, p.height / 2) = 0;
        }
        auto start = tessera::match3::start(p);
        REQUIRE(start);
        const int cells = count_pieces(start->board);
        auto result = autoplay(*start, 100, [&](const State& before, const Move& m, const Outcome& out) {
            INFO("seed " << seed << " move " << to_string(m) << "\n" << to_text(before.board));
            const Board& b = out.state.board;
            REQUIRE(count_pieces(b) == cells); // pieces conserved: every playable cell holds one
            REQUIRE(is_full(b));
            REQUIRE(nothing_floats(b));
            REQUIRE_FALSE(has_run(b));
            REQUIRE((out.state.stuck || has_legal_swap(b, p.rules.specials)));
            const Replayed r = replay_events(before.board, out.events);
            REQUIRE(r.board == b);
            REQUIRE(r.score == out.state.score - before.score);
            REQUIRE(out.state.score > before.score);
            reshuffles += static_cast<int>(events_of<Reshuffled>(out.events).size());
        });
        total += result.moves;
        if (result.moves < 100) CHECK(result.state.stuck);
    }
    CHECK(total >= 9900);
}

TEST_CASE("a saved move list replays through a Session to the same game", "[match3][session]") {
    // A save is params + seed + moves; loading replays them with apply(), which also checks them.
    Params p;
    p.width = 7;
    p.height = 7;
    p.rules.colours = 5;
    p.seed = 77;
    const auto start = tessera::match3::start(p);
    REQUIRE(start);
    tessera::Session<State, Move> played(*start);
    autoplay(*start, 25, [&](const State&, const Move& m, const Outcome& out) { played.push(out.state, m); });
    REQUIRE(played.moves().size() == 25);

    tessera::Session<State, Move> loaded(*tessera::match3::start(p));
    const auto n = loaded.replay(played.moves(), [](const State& s, const Move& m) -> std::optional<State> {
        auto out = apply(s, m);
        if (!out) return std::nullopt;
        return out->state;
    });
    CHECK(n == 25);
    CHECK(loaded.current().board == played.current().board);
    CHECK(loaded.current().score == played.current().score);
    // Undo restores the previous board and score exactly.
    loaded.undo();
    CHECK(loaded.current().score < played.current().score);
    CHECK(apply(loaded.current(), played.moves().back())->state.board == played.current().board);
}
