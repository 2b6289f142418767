// Rules a player relies on: flood fill, gravity + column collapse, the PopStar article's exact scores, end
// detection, undo.
#include <catch2/catch.hpp>

#include "tessera/core/common/session.hpp"
#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/core/samegame/scoring.hpp"

using namespace tessera;
using namespace tessera::samegame;

namespace {
Board board_of(const std::vector<std::string>& rows, bool collapse = true) {
    auto parsed = parse_board(rows, collapse);
    REQUIRE(std::holds_alternative<Board>(parsed));
    return std::get<Board>(parsed);
}
State classic(const std::vector<std::string>& rows) {
    Config c;
    c.rules = Rules::classic;
    return start(board_of(rows), c);
}
} // namespace

TEST_CASE("flood fill finds the 4-connected same-colour group, breadth-first from the tile",
          "[samegame][board]") {
    const Board b = board_of({
        "RRG",
        "GRG",
        "RRB",
    });
    const auto g = b.group_at({1, 1});
    REQUIRE(g.size() == 5);
    CHECK(g.front() == Point{1, 1});
    // Diagonal same colour does not join: G at (0,1) is alone, G at (2,0)-(2,1) is a pair.
    CHECK(b.group_size({0, 1}) == 1);
    CHECK(b.group_size({2, 0}) == 2);
    CHECK(b.group_size({2, 2}) == 1);
    CHECK(b.group_at({5, 5}).empty());
    const auto groups = b.groups();
    REQUIRE(groups.size() == 2);
    CHECK(groups[0].size == 5);
    CHECK(groups[1].size == 2);
}

TEST_CASE("tiles fall into holes and empty columns close to the left, with events", "[samegame][board]") {
    State s = classic({
        "GBY",
        "RBY",
        "RGB",
    });
    // Remove the R pair in column 0: G falls two rows; nothing shifts (column 0 keeps the G).
    auto o = apply(s, Move{{0, 2}});
    REQUIRE(o);
    CHECK(format_board(o->state.board) == std::vector<std::string>{".BY", ".BY", "GGB"});
    REQUIRE(o->events.size() == 2);
    CHECK(std::get<Cleared>(o->events[0]).cells.size() == 2);
    CHECK(std::get<Fell>(o->events[1]) == Fell{{0, 0}, {0, 2}});

    // Remove the G pair on the bottom: column 0 empties, column 1's Bs drop (lowest first), and
    // columns 1 and 2 close to the left.
    auto o2 = apply(o->state, Move{{0, 2}});
    REQUIRE(o2);
    CHECK(format_board(o2->state.board) == std::vector<std::string>{".Y.", "BY.", "BB."});
    REQUIRE(o2->events.size() == 5);
    CHECK(std::get<Fell>(o2->events[1]) == Fell{{1, 1}, {1, 2}});
    CHECK(std::get<Fell>(o2->events[2]) == Fell{{1, 0}, {1, 1}});
    CHECK(std::get<ColumnShifted>(o2->events[3]) == ColumnShifted{1, 0});
    CHECK(std::get<ColumnShifted>(o2->events[4]) == ColumnShifted{2, 1});
}

TEST_CASE("without collapse an emptied column stays empty", "[samegame][board]") {
    Config c;
    c.rules = Rules::classic;
    c.collapse = false;
    State s = start(board_of({"RB", "RB"}, false), c);
    auto o = apply(s, Move{{0, 0}});
    REQUIRE(o);
    CHECK(format_board(o->state.board) == std::vector<std::string>{".B", ".B"});
    CHECK(o->state.board.column_height(0) == 0);
}

TEST_CASE("PopStar scores exactly as the PopStar article: 5n^2 per group as 10i+5 per tile",
          "[samegame][score]") {
    const std::vector<std::pair<int, int>> table = {{2, 20},  {3, 45},   {4, 80},
                                                    {5, 125}, {10, 500}, {20, 2000}};
    for (auto [n, score] : table) {
        CHECK(group_score(Rules::popstar, n) == score);
        const auto tiles = tile_scores(Rules::popstar, n);
        int sum = 0;
        for (int i = 0; i < n; ++i) {
            CHECK(tiles[static_cast<std::size_t>(i)] == 10 * i + 5);
            sum += tiles[static_cast<std::size_t>(i)];
        }
        CHECK(sum == score);
    }
    CHECK(group_score(Rules::popstar, 1) == 0);
}

TEST_CASE("PopStar end bonus max(0, 2000 - 20r^2), shown as 40i+20 deductions", "[samegame][score]") {
    const std::vector<std::pair<int, int>> table = {{0, 2000}, {1, 1980}, {2, 1920}, {3, 1820},
                                                    {5, 1500}, {9, 380},  {10, 0},   {11, 0}};
    for (auto [r, bonus] : table) {
        CHECK(popstar_bonus(r) == bonus);
        int sum = 0;
        for (int d : popstar_bonus_deductions(r)) sum += d;
        CHECK(sum == 20 * r * r);
    }
    CHECK(popstar_bonus_deductions(3) == std::vector<int>{20, 60, 100});
}

TEST_CASE("PopStar level targets 1000 + (level-1)*2000", "[samegame][score]") {
    CHECK(popstar_target(1) == 1000);
    CHECK(popstar_target(2) == 3000);
    CHECK(popstar_target(3) == 5000);
    CHECK(popstar_target(10) == 19000);
}

TEST_CASE("classic scores (n-2)^2, +1000 for a clear, optional leftover penalty", "[samegame][score]") {
    const std::vector<std::pair<int, int>> table = {{2, 0}, {3, 1}, {4, 4}, {5, 9}, {12, 100}};
    for (auto [n, score] : table) {
        CHECK(group_score(Rules::classic, n) == score);
        int sum = 0;
        for (int t : tile_scores(Rules::classic, n)) sum += t;
        CHECK(sum == score);
    }
    std::array<int, kMaxColours + 1> counts{};
    counts[1] = 5; // (5-2)^2 = 9
    counts[2] = 1; // (1-2)^2 = 1
    counts[3] = 2; // 0
    CHECK(classic_leftover_penalty(counts) == 10);

    // Clearing the board: 4 R = 4, then +1000.
    State s = classic({"RR", "RR"});
    auto o = apply(s, Move{{0, 0}});
    REQUIRE(o);
    CHECK(o->state.over);
    CHECK(o->state.score == 4 + 1000);
    CHECK(std::get<EndAdjusted>(o->events[1]).amount == 1000);
}

TEST_CASE("the leftover penalty applies only when the level enables it", "[samegame][score]") {
    Config c;
    c.rules = Rules::classic;
    c.leftover_penalty = true;
    // R R R B : remove the R run (1 point), B is left alone: penalty (1-2)^2 = 1.
    State s = start(board_of({"RRRB"}), c);
    auto o = apply(s, Move{{0, 0}});
    REQUIRE(o);
    CHECK(o->state.over);
    CHECK(o->state.score == 1 - 1);
    c.leftover_penalty = false;
    auto o2 = apply(start(board_of({"RRRB"}), c), Move{{0, 0}});
    CHECK(o2->state.score == 1);
}

TEST_CASE("a PopStar game ends when no group remains and counts down the bonus", "[samegame][end]") {
    Config c; // popstar, level 1: target 1000
    c.target = popstar_target(1);
    State s = start(board_of({"BRY", "RRG"}), c);
    CHECK_FALSE(s.over);
    CHECK(status(s).phase == Phase::Playing);
    auto o = apply(s, Move{{0, 1}});
    REQUIRE(o);
    // 3 R: 45; B falls, column 1 empties, Y/G close left: no pair remains.
    const State& e = o->state;
    REQUIRE(e.over);
    CHECK(format_board(e.board) == std::vector<std::string>{".Y.", "BG."});
    const int left = e.board.tiles_left();
    CHECK(left == 3);
    CHECK(e.score == 45 + popstar_bonus(3));
    const auto& adj = std::get<EndAdjusted>(o->events[o->events.size() - 2]);
    CHECK(adj.cells.size() == 3);
    CHECK(adj.tile_scores == std::vector<int>{20, 60, 100});
    CHECK(adj.amount == 1820);
    CHECK(std::get<GameOver>(o->events.back()).won);
    CHECK(status(e).phase == Phase::Won);
    // A finished game accepts no move.
    CHECK_FALSE(apply(e, Move{{0, 1}}));
}

TEST_CASE("the target decides pass or fail in PopStar", "[samegame][end]") {
    Config c;
    c.target = popstar_target(2); // 3000
    State s = start(board_of({"RB"}), c);
    CHECK(s.over); // no group at all: a dead deal is over at once
    CHECK(s.score == popstar_bonus(2));
    CHECK(status(s).phase == Phase::Lost);
    CHECK(status(s).reason.find("below target 3000") != std::string::npos);
}

TEST_CASE("illegal moves are refused, never asserted", "[samegame][move]") {
    State s = classic({"RB", "GG"});
    CHECK_FALSE(apply(s, Move{{0, 0}}));  // lone tile
    CHECK_FALSE(apply(s, Move{{-1, 0}})); // off the board
    CHECK_FALSE(apply(s, Move{{9, 99}}));
    CHECK(apply(s, Move{{1, 1}}));
    CHECK(parse_move("3,4") == Move{{3, 4}});
    CHECK_FALSE(parse_move("3;4"));
    CHECK_FALSE(parse_move("3,x"));
    CHECK(to_string(Move{{7, 2}}) == "7,2");
}

TEST_CASE("undo and redo restore exact states, and restart returns to the deal", "[samegame][session]") {
    State s = classic({"RRGB", "GGBB", "RRGB"});
    Session<State, Move> session(s);
    auto o1 = apply(session.current(), Move{{0, 0}});
    REQUIRE(o1);
    session.push(o1->state, Move{{0, 0}});
    auto o2 = apply(session.current(), Move{{3, 2}});
    REQUIRE(o2);
    session.push(o2->state, Move{{3, 2}});
    const State after = session.current();
    REQUIRE(session.undo());
    CHECK(session.current() == o1->state);
    REQUIRE(session.undo());
    CHECK(session.current() == s);
    REQUIRE(session.redo());
    REQUIRE(session.redo());
    CHECK(session.current() == after);
    session.restart();
    CHECK(session.current() == s);
    Session<State, Move> replayed(s);
    CHECK(replayed.replay({Move{{0, 0}}, Move{{3, 2}}},
                          [](const State& st, const Move& m) -> std::optional<State> {
                              auto o = apply(st, m);
                              if (!o) return std::nullopt;
                              return o->state;
                          }) == 2);
    CHECK(replayed.current() == after);
}

TEST_CASE("events replay to the same final board", "[samegame][events]") {
    State s = classic({"RRGBY", "GRGBY", "BBGRR", "YYRRG"});
    auto o = apply(s, Move{{2, 0}});
    REQUIRE(o);
    // Rebuild the board from the events alone.
    std::vector<std::vector<char>> grid(4, std::vector<char>(5));
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 5; ++x)
            grid[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = colour_char(s.board.at({x, y}));
    for (const Event& e : o->events) {
        if (auto* c = std::get_if<Cleared>(&e))
            for (Point p : c->cells) grid[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)] = '.';
        if (auto* f = std::get_if<Fell>(&e)) {
            auto& from = grid[static_cast<std::size_t>(f->from.y)][static_cast<std::size_t>(f->from.x)];
            grid[static_cast<std::size_t>(f->to.y)][static_cast<std::size_t>(f->to.x)] = from;
            from = '.';
        }
        if (auto* c = std::get_if<ColumnShifted>(&e))
            for (int y = 0; y < 4; ++y) {
                auto& row = grid[static_cast<std::size_t>(y)];
                row[static_cast<std::size_t>(c->to)] = row[static_cast<std::size_t>(c->from)];
                row[static_cast<std::size_t>(c->from)] = '.';
            }
    }
    for (int y = 0; y < 4; ++y)
        CHECK(
            std::string(grid[static_cast<std::size_t>(y)].begin(), grid[static_cast<std::size_t>(y)].end()) ==
            format_board(o->state.board)[static_cast<std::size_t>(y)]);
}
