// Swaps, clears, cascades, scoring, specials and their combinations, on hand-made boards.
#include "helpers.hpp"

#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/replay.hpp"
#include "tessera/core/match3/status.hpp"

using namespace m3test;

namespace {
std::vector<Point> pts(std::initializer_list<Point> list) {
    std::vector<Point> v(list);
    std::sort(v.begin(), v.end(), [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return v;
}
std::vector<Point> all_cells(int w, int h) {
    std::vector<Point> v;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) v.push_back({x, y});
    return v;
}
std::int64_t first_step_score(const State& s, Move m) {
    auto out = apply(s, m);
    REQUIRE(out);
    return events_of<Cleared>(out->events).front().score;
}
} // namespace

TEST_CASE("a swap that makes no run is refused, costs no move and swaps back", "[match3][rules]") {
    const State s = state_of("RRGR\nGBBY\n");
    const Move bad{{0, 1}, {1, 1}};
    CHECK_FALSE(apply(s, bad));
    CHECK(swaps_back(s, bad));
    CHECK_FALSE(swaps_back(s, Move{{0, 0}, {2, 0}})); // not adjacent: no swap animation at all
    CHECK_FALSE(swaps_back(s, Move{{2, 0}, {3, 0}})); // legal
    CHECK(s.moves_used == 0);
}

TEST_CASE("a cascade: clear, fall, a new run from falling pieces, exact events, board and score",
          "[match3][rules][cascade]") {
    // Swapping G(2,2) with R(3,2) makes R R R in row 2 (step 1, 30 points). Column 0's B,B fall
    // onto the B below: B B B clears in step 2 at double points (2 * 30 = 60).
    const State s = state_of("BYPG\n"
                             "BGYP\n"
                             "RRGR\n"
                             "BPYG\n",
                             5, false, 7);
    auto out = apply(s, Move{{2, 2}, {3, 2}});
    REQUIRE(out);
    const auto cleared = events_of<Cleared>(out->events);
    REQUIRE(cleared.size() >= 2);
    CHECK(cleared[0].cells == pts({{0, 2}, {1, 2}, {2, 2}}));
    CHECK(cleared[0].score == 30);
    CHECK(cleared[0].step == 1);
    CHECK(cleared[1].cells == pts({{0, 1}, {0, 2}, {0, 3}}));
    CHECK(cleared[1].score == 60);
    const auto fell = events_of<Fell>(out->events);
    REQUIRE(fell.size() >= 6);
    CHECK(fell[0].from == Point{0, 1});
    CHECK(fell[0].to == Point{0, 2});
    CHECK(fell[1].from == Point{0, 0});
    CHECK(fell[1].to == Point{0, 1});
    const auto steps = events_of<CascadeStep>(out->events);
    CHECK(steps.size() == cleared.size());
    // Pinned with refill seed 7: the spawned pieces made no further run.
    CHECK(cleared.size() == 2);
    CHECK(out->state.score == 90);
    CHECK(out->state.moves_used == 1);
    CHECK(to_text(out->state.board) == std::string("PPYG\n"
                                                   "PYPP\n"
                                                   "GGYG\n"
                                                   "PPYG\n"));
}

TEST_CASE("scoring: longer runs earn a bonus", "[match3][rules][score]") {
    // 4 in a row without specials: 4 * 10 + 30 = 70.
    const State s = state_of("RRGRY\nGBRBP\nPYBYG\n", 5, false);
    CHECK(first_step_score(s, Move{{2, 1}, {2, 0}}) == 70);
    // 5 in a row: 5 * 10 + 60 = 110.
    const State five = state_of("RRGRR\nGBRBG\nPYBYP\n", 5, false);
    CHECK(first_step_score(five, Move{{2, 1}, {2, 0}}) == 110);
}

TEST_CASE("specials: 4 in a line makes a line clearer on the swapped cell", "[match3][specials]") {
    const State s = state_of("RRGRY\nGBRBP\nPYBYG\n");
    auto out = apply(s, Move{{2, 1}, {2, 0}});
    REQUIRE(out);
    const auto made = events_of<SpecialCreated>(out->events);
    REQUIRE(made.size() >= 1);
    CHECK(made[0].cell == Point{2, 0});
    CHECK(made[0].tile == gem(0, Special::LineH));
    const auto cleared = events_of<Cleared>(out->events);
    CHECK(cleared[0].cells == pts({{0, 0}, {1, 0}, {3, 0}}));
    CHECK(cleared[0].score == 3 * 10 + 30);
    // A vertical run of 4 makes a column clearer.
    const State v = state_of("RGB\nRBG\nGRY\nRGB\n");
    auto vo = apply(v, Move{{1, 2}, {0, 2}});
    REQUIRE(vo);
    REQUIRE(!events_of<SpecialCreated>(vo->events).empty());
    CHECK(events_of<SpecialCreated>(vo->events)[0].tile == gem(0, Special::LineV));
    CHECK(events_of<SpecialCreated>(vo->events)[0].cell == Point{0, 2});
}

TEST_CASE("specials: 5 in a line makes a colour bomb", "[match3][specials]") {
    const State s = state_of("RRGRR\nGBRBG\nPYBYP\n");
    auto out = apply(s, Move{{2, 1}, {2, 0}});
    REQUIRE(out);
    const auto made = events_of<SpecialCreated>(out->events);
    REQUIRE(!made.empty());
    CHECK(made[0].cell == Point{2, 0});
    CHECK(made[0].tile == colour_bomb());
    CHECK(events_of<Cleared>(out->events)[0].cells == pts({{0, 0}, {1, 0}, {3, 0}, {4, 0}}));
}

TEST_CASE("specials: an L or T shape makes a 3x3 bomb where the runs cross", "[match3][specials]") {
    const State s = state_of("RGBY\nRBYG\nGRRB\nRYGP\n");
    auto out = apply(s, Move{{0, 3}, {0, 2}});
    REQUIRE(out);
    const auto made = events_of<SpecialCreated>(out->events);
    REQUIRE(!made.empty());
    CHECK(made[0].cell == Point{0, 2});
    CHECK(made[0].tile == gem(0, Special::Bomb));
    CHECK(events_of<Cleared>(out->events)[0].cells == pts({{0, 0}, {0, 1}, {1, 2}, {2, 2}}));
}

TEST_CASE("specials: a line clearer in a run clears its whole row or column", "[match3][specials]") {
    const State h = state_of("BGYB\nR-RGP\nYBRP\n");
    auto out = apply(h, Move{{2, 1}, {2, 2}});
    REQUIRE(out);
    CHECK(events_of<SpecialFired>(out->events).at(0).cell == Point{0, 1});
    CHECK(events_of<Cleared>(out->events)[0].cells == pts({{0, 1}, {1, 1}, {2, 1}, {3, 1}}));
    CHECK(events_of<Cleared>(out->events)[0].score == 40);
    const State v = state_of("BGYB\nR|RGP\nYBRP\n");
    CHECK(first_clear(v, Move{{2, 1}, {2, 2}}) == pts({{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 1}}));
}

TEST_CASE("specials: a bomb in a run clears the 3x3 around it", "[match3][specials]") {
    const State s = state_of("GBYPG\nYPGBY\nRR*BYP\nPGRYB\nBYPGR\n");
    auto cells = first_clear(s, Move{{2, 3}, {2, 2}});
    std::vector<Point> square;
    for (int y = 1; y <= 3; ++y)
        for (int x = 0; x <= 2; ++x) square.push_back({x, y});
    CHECK(cells == square);
}

TEST_CASE("specials: a colour bomb swapped with a piece clears that colour", "[match3][specials]") {
    const State s = state_of("@RGB\nGBRG\nRGBR\n");
    CHECK(first_clear(s, Move{{0, 0}, {1, 0}}) == pts({{0, 0}, {1, 0}, {2, 1}, {0, 2}, {3, 2}}));
    CHECK(first_step_score(s, Move{{0, 0}, {1, 0}}) == 50);
    // Without specials the same swap is not a move.
    const State off = state_of("@RGB\nGBRG\nRGBR\n", 5, false);
    CHECK_FALSE(apply(off, Move{{0, 0}, {1, 0}}));
}

TEST_CASE("combinations of two specials", "[match3][specials][combo]") {
    const std::string rows_top = "GBYPG\nYPGBY\n";
    const std::string rows_bottom = "PGRYB\nBYPGR\n";
    SECTION("line + line: a cross through the target cell") {
        const State s = state_of(rows_top + "RR-B|YP\n" + rows_bottom);
        std::vector<Point> cross;
        for (Point p : all_cells(5, 5))
            if (p.y == 2 || p.x == 2) cross.push_back(p);
        CHECK(first_clear(s, Move{{1, 2}, {2, 2}}) == cross);
    }
    SECTION("line + bomb: three rows and three columns") {
        const State s = state_of(rows_top + "RR-B*YP\n" + rows_bottom);
        std::vector<Point> band;
        for (Point p : all_cells(5, 5))
            if ((p.y >= 1 && p.y <= 3) || (p.x >= 1 && p.x <= 3)) band.push_back(p);
        CHECK(band.size() == 21);
        CHECK(first_clear(s, Move{{1, 2}, {2, 2}}) == band);
        CHECK(first_step_score(s, Move{{1, 2}, {2, 2}}) == 210);
    }
    SECTION("bomb + bomb: 5x5") {
        const State s = state_of(rows_top + "RR*B*YP\n" + rows_bottom);
        CHECK(first_clear(s, Move{{1, 2}, {2, 2}}) == all_cells(5, 5));
    }
    SECTION("colour bomb + line: every piece of the line's colour clears its line") {
        const State s = state_of("@R-GB\nGBRG\nBGBY\nYBYG\n");
        std::vector<Point> rows01 = all_cells(4, 2);
        CHECK(first_clear(s, Move{{0, 0}, {1, 0}}) == rows01);
    }
    SECTION("colour bomb + bomb: every piece of the bomb's colour blasts its 3x3") {
        const State s = state_of("@R*GB\nGBRG\nBGBY\nYBYG\n");
        std::vector<Point> expect;
        for (Point p : all_cells(4, 3))
            if (!(p.y == 2 && p.x == 0)) expect.push_back(p);
        CHECK(first_clear(s, Move{{0, 0}, {1, 0}}) == expect);
    }
    SECTION("colour bomb + colour bomb: the whole board") {
        const State s = state_of("@@G\nGBR\nRGB\n");
        CHECK(first_clear(s, Move{{0, 0}, {1, 0}}) == all_cells(3, 3));
        CHECK(first_step_score(s, Move{{0, 0}, {1, 0}}) == 90);
    }
    SECTION("a special caught in a blast goes off too") {
        // The row clearer at (0,1) clears row 1, which sets off the column clearer at (3,1).
        const State s = state_of("BGYB\nR-RGP|\nYBRP\n");
        CHECK(first_clear(s, Move{{2, 1}, {2, 2}}) == pts({{0, 1}, {1, 1}, {2, 1}, {3, 1}, {3, 0}, {3, 2}}));
        CHECK(events_of<SpecialFired>(apply(s, Move{{2, 1}, {2, 2}})->events).size() >= 2);
    }
}

TEST_CASE("events replay to the outcome's board and score", "[match3][replay]") {
    const State s = state_of("BYPG\nBGYP\nRRGR\nBPYG\n", 5, true, 3);
    auto out = apply(s, Move{{2, 2}, {3, 2}});
    REQUIRE(out);
    const Replayed r = replay_events(s.board, out->events);
    CHECK(r.board == out->state.board);
    CHECK(r.score == out->state.score - s.score);
}

TEST_CASE("a moves goal stops accepting swaps when the moves run out", "[match3][rules]") {
    State s = state_of("RRGR\nGBBY\n");
    s.rules.goal = Goal{GoalKind::Moves, 1000, 1, 0};
    s.moves_used = 1;
    CHECK_FALSE(accepts_moves(s));
    CHECK_FALSE(apply(s, Move{{2, 0}, {3, 0}}));
}

namespace {
// The Cleared points of the events before and after the BonusRound event.
std::pair<std::int64_t, std::int64_t> points_around_bonus(const std::vector<Event>& events) {
    std::int64_t before = 0, after = 0;
    bool bonus = false;
    for (const Event& e : events) {
        if (std::holds_alternative<BonusRound>(e)) bonus = true;
        if (const auto* c = std::get_if<Cleared>(&e)) (bonus ? after : before) += c->score;
    }
    return {before, after};
}
} // namespace

TEST_CASE("the move that reaches a moves goal's target turns the moves to spare into a bonus",
          "[match3][rules][bonus]") {
    State s = state_of("RRGR\nGBBY\nBYGB\nYGYP\n");
    s.rules.goal = Goal{GoalKind::Moves, 30, 3, 0};
    s.rules.stars = {30, 200, 400};
    const Move move{{2, 0}, {3, 0}}; // R R R: 30 points, the target
    const auto out = apply(s, move);
    REQUIRE(out);
    const State& after = out->state;
    CHECK(after.moves_used == 1); // the player's swaps only
    CHECK(after.bonus_moves == 2);

    const auto rounds = events_of<BonusRound>(out->events);
    REQUIRE(rounds.size() == 1);
    CHECK(rounds[0].moves == 2);
    const auto spent = events_of<BonusMove>(out->events);
    REQUIRE(spent.size() == 2);
    for (std::size_t i = 0; i < spent.size(); ++i) {
        CHECK(spent[i].moves_left == 1 - static_cast<int>(i));
        CHECK((spent[i].tile.special == Special::LineH || spent[i].tile.special == Special::LineV));
        CHECK(spent[i].tile.matchable());
    }
    // Each leftover move sets its line clearer off at once: a clear step with that special.
    CHECK(events_of<SpecialFired>(out->events).size() >= 2);

    // Each leftover move pays the target's pace, 30 / 3 moves = 10: its first clear carries the
    // pay, its cascades nothing. The bonus is in the score; the events add up to it.
    CHECK(bonus_per_move(s.rules.goal) == 10);
    CHECK(after.bonus_score == 2 * 10);
    const auto [played, bonus] = points_around_bonus(out->events);
    CHECK(played >= 30);
    CHECK(bonus == after.bonus_score);
    bool in_round = false, after_bonus_move = false;
    for (const Event& e : out->events) {
        in_round = in_round || std::holds_alternative<BonusRound>(e);
        if (std::holds_alternative<BonusMove>(e)) after_bonus_move = true;
        if (const auto* c = std::get_if<Cleared>(&e); c && in_round) {
            CHECK(c->score == (after_bonus_move && c->step == 1 ? 10 : 0));
            after_bonus_move = false;
        }
    }
    CHECK(after.score == s.score + played + bonus);
    const Replayed r = replay_events(s.board, out->events);
    CHECK(r.board == after.board);
    CHECK(r.score == after.score - s.score);
    CHECK(is_full(after.board));
    CHECK(nothing_floats(after.board));
    CHECK_FALSE(has_run(after.board));

    // The level is over and won: every move is spent, nothing more is accepted.
    CHECK_FALSE(accepts_moves(after));
    CHECK(legal_moves(after).empty());
    CHECK_FALSE(hint(after));
    const Status st = status(after);
    CHECK(st.phase == Phase::Won);
    CHECK(st.moves_left == 0);
    CHECK(st.stars == std::max(1, stars_for(after.rules, after.score)));
    CHECK(st.reason == "reached 30 points in 1 move, then 2 leftover moves scored " +
                           std::to_string(after.bonus_score) + " bonus points");

    // The round draws from the state's generator: the same move gives the same bonus (undo and
    // redo, saves), and a hint ranks the swap by its own clear alone.
    CHECK(apply(s, move)->state == after);
    CHECK(immediate_score(s, move) == 30);
}

TEST_CASE("a target reached on the last move still sets off the specials left on the board, for no points",
          "[match3][rules][bonus]") {
    State s = state_of("RRGR\nGB-YP\nBYGB\nYGYP\n");
    s.rules.goal = Goal{GoalKind::Moves, 30, 1, 0};
    const auto out = apply(s, Move{{2, 0}, {3, 0}});
    REQUIRE(out);
    const State& after = out->state;
    CHECK(after.bonus_moves == 0);
    CHECK(events_of<BonusMove>(out->events).empty());
    REQUIRE(events_of<BonusRound>(out->events).size() == 1);
    CHECK(events_of<BonusRound>(out->events)[0].moves == 0);
    // The row clearer went off after the round began, and none is left.
    bool fired_in_bonus = false, bonus = false;
    for (const Event& e : out->events) {
        if (std::holds_alternative<BonusRound>(e)) bonus = true;
        if (const auto* f = std::get_if<SpecialFired>(&e); f && bonus) fired_in_bonus = true;
    }
    CHECK(fired_in_bonus);
    for (const Tile& t : after.board) CHECK(t.special == Special::None);
    // Only moves to spare pay: the specials going off are the round's show.
    CHECK(points_around_bonus(out->events).second == 0);
    CHECK(after.bonus_score == 0);
    const Status st = status(after);
    CHECK(st.phase == Phase::Won);
    CHECK(st.reason == "reached 30 points in 1 move");
    CHECK(replay_events(s.board, out->events).board == after.board);
}

TEST_CASE("a move that falls short of the target plays no bonus round", "[match3][rules][bonus]") {
    State s = state_of("RRGR\nGBBY\nBYGB\nYGYP\n");
    s.rules.goal = Goal{GoalKind::Moves, 100000, 5, 0};
    const auto out = apply(s, Move{{2, 0}, {3, 0}});
    REQUIRE(out);
    CHECK(events_of<BonusRound>(out->events).empty());
    CHECK(out->state.bonus_moves == 0);
    CHECK(out->state.bonus_score == 0);
    CHECK(accepts_moves(out->state));
    // A time goal plays on past its target: no bonus round either.
    s.rules.goal = Goal{GoalKind::Time, 30, 0, 60};
    const auto timed = apply(s, Move{{2, 0}, {3, 0}});
    REQUIRE(timed);
    CHECK(events_of<BonusRound>(timed->events).empty());
    CHECK(accepts_moves(timed->state));
    CHECK(status(timed->state, 10).phase == Phase::Playing);
    CHECK(status(timed->state, 10).reached);
}
