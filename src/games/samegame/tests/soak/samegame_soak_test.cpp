// SameGame soak: 1,000 seeds over the three modes. PopStar and classic play the wave-average deal
// (the one levels use) by random groups, every fifth PopStar seed by the solver's hint; Discovery
// plays a reverse deal along its recorded line, selecting each group tile by tile as a player does.
// Invariants after every move.
#include <sstream>

#include "soak/soak.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/discovery.hpp"
#include "tessera/core/samegame/reverse_deal.hpp"
#include "tessera/core/samegame/solver.hpp"

using namespace tessera::samegame;
using tessera::Point;

namespace {

// Budget of the hint on the hinted PopStar seeds: enough for a sensible move, small enough for ASan.
constexpr std::uint64_t kSoakHintNodes = 1000;

// The scoring formulas, written out again so that the soak checks the code against the rules.
int expected_group_score(Rules rules, int n) {
    return rules == Rules::popstar ? 5 * n * n : (n - 2) * (n - 2);
}

int expected_end(const State& s) {
    const int left = s.board.tiles_left();
    if (s.config.rules == Rules::popstar) return std::max(0, 2000 - 20 * left * left);
    if (left == 0) return 1000;
    if (!s.config.leftover_penalty) return 0;
    int penalty = 0;
    for (int k : s.board.colour_counts())
        if (k > 0) penalty += (k - 2) * (k - 2);
    return -penalty;
}

// Some group of 2 or more, found by looking at neighbours (not through the board's own group code).
bool has_pair(const Board& b) {
    for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x) {
            const Colour c = b.at({x, y});
            if (c == kEmpty) continue;
            if ((x + 1 < b.width() && b.at({x + 1, y}) == c) || (y + 1 < b.height() && b.at({x, y + 1}) == c))
                return true;
        }
    return false;
}

// Gravity: no hole under a tile; column heights agree; with collapse no empty column left of a tile.
std::string check_board(const Board& b, bool collapse) {
    bool empty_column_seen = false;
    for (int x = 0; x < b.width(); ++x) {
        int height = 0;
        bool gap = false;
        for (int y = b.height() - 1; y >= 0; --y) {
            if (b.at({x, y}) == kEmpty)
                gap = true;
            else if (gap)
                return "a tile hangs over an empty cell in column " + std::to_string(x);
            else
                ++height;
        }
        if (height != b.column_height(x)) return "column_height disagrees with the cells";
        if (!collapse) continue;
        if (height == 0)
            empty_column_seen = true;
        else if (empty_column_seen)
            return "an empty column is left of column " + std::to_string(x);
    }
    return "";
}

struct Expect {
    int score = 0; // start score + the formula summed over the cleared groups
};

std::string check_move(const State& before, const Move& m, const Outcome& out, Expect& expect) {
    const State& s = out.state;
    const int n = before.board.group_size(m.tile);
    const Colour colour = before.board.at(m.tile);
    if (n < 2) return "a move on a lone tile was accepted";
    const auto* cleared = std::get_if<Cleared>(&out.events.front());
    if (!cleared || static_cast<int>(cleared->cells.size()) != n || cleared->colour != colour)
        return "the first event is not the clicked group";
    if (cleared->score != expected_group_score(s.config.rules, n)) return "the group scored off the formula";
    if (s.board.tiles_left() != before.board.tiles_left() - n)
        return "the tile count did not drop by the group size";
    auto counts = before.board.colour_counts();
    counts[colour] = static_cast<int>(counts[colour] - n);
    if (s.board.colour_counts() != counts) return "colours other than the group's changed";
    if (s.moves != before.moves + 1) return "moves did not count the move";
    if (auto why = check_board(s.board, s.config.collapse); !why.empty()) return why;
    expect.score += cleared->score;
    if (s.over == has_pair(s.board)) return "over is not the same as 'no group of 2 or more'";
    const int end = s.over ? expected_end(s) : 0;
    if (s.end_adjustment != end) return "the end adjustment is off the formula";
    if (s.score != expect.score + end) return "the score is not the sum of the formula over the groups";
    const bool game_over_event = std::holds_alternative<GameOver>(out.events.back());
    if (game_over_event != s.over) return "GameOver event and over disagree";
    const Phase phase = status(s).phase;
    const bool goal =
        s.score >= s.config.target && (s.config.max_left < 0 || s.board.tiles_left() <= s.config.max_left);
    if (phase != (!s.over ? Phase::Playing : goal ? Phase::Won : Phase::Lost))
        return "status disagrees with the goal";
    if (s.over && apply(s, m)) return "a move was accepted after the end";
    return "";
}

} // namespace

TEST_CASE("soak samegame: 1,000 seeds over PopStar, classic and Discovery, invariants after every move",
          "[soak][samegame]") {
    soak::Tally tally{"samegame"};
    int won = 0, lost = 0, cleared_boards = 0, hinted = 0, clicks = 0;
    for (std::uint64_t seed = 1; seed <= soak::kSeeds; ++seed) {
        tessera::Rng rng(seed);
        Params p;
        p.mode = seed % 3 == 0 ? Mode::popstar : seed % 3 == 1 ? Mode::classic : Mode::discovery;
        p.width = rng.range(5, 15);
        p.height = rng.range(5, 15);
        p.colours = rng.range(3, 6);
        p.seed = seed;
        std::vector<Move> line; // Discovery: the reverse deal's recorded line
        Board board;
        if (p.mode == Mode::discovery) {
            auto d = reverse_deal(p.width, p.height, p.colours, rng);
            REQUIRE(d);
            board = d->board;
            line = d->line;
        } else {
            board = deal_board(p.width, p.height, p.colours, p.wave, rng);
            if (p.mode == Mode::popstar) {
                p.level = rng.range(1, 3);
                p.start_score = p.level > 1 ? popstar_target(p.level - 1) : 0;
            } else {
                p.collapse = seed % 4 != 1;
                p.leftover_penalty = rng.chance(1, 2);
                p.target = rng.chance(1, 3) ? rng.range(5, 60) : 0;
            }
        }
        State s = start(board, p);
        Expect expect{s.score};
        SOAK_REQUIRE_OK(check_board(s.board, s.config.collapse), "samegame seed " << seed << " deal");
        const bool follow_hint = p.mode == Mode::popstar && seed % 5 == 0;
        std::size_t next_in_line = 0;
        while (!s.over) {
            Move m;
            if (p.mode == Mode::discovery) {
                REQUIRE(next_in_line < line.size());
                // Select the group tile by tile in breadth-first order, as a player clicks it.
                const auto cells = s.board.group_at(line[next_in_line++].tile);
                Selection sel;
                for (std::size_t i = 0; i < cells.size(); ++i) {
                    if (selection_complete(s.board, sel))
                        FAIL("samegame seed " << seed << ": complete too early");
                    if (click(s.board, sel, cells[i]) != ClickResult::selected)
                        FAIL("samegame seed " << seed << ": a click on the group was refused");
                    ++clicks;
                }
                REQUIRE(selection_complete(s.board, sel));
                m = to_move(sel);
            } else if (follow_hint) {
                tessera::samegame::SolveLimits limits;
                limits.max_nodes = kSoakHintNodes;
                limits.seed = seed;
                const auto h = hint(s, limits);
                REQUIRE(h);
                m = *h;
                ++hinted;
            } else {
                const auto groups = s.board.groups();
                REQUIRE_FALSE(groups.empty());
                m.tile = groups[static_cast<std::size_t>(rng.below(groups.size()))].cell;
            }
            const auto out = apply(s, m);
            if (!out) FAIL("samegame seed " << seed << ": a legal move was refused: " << to_string(m));
            SOAK_REQUIRE_OK(check_move(s, m, *out, expect),
                            "samegame seed " << seed << " move " << s.moves + 1 << " " << to_string(m));
            s = out->state;
            ++tally.moves;
        }
        if (p.mode == Mode::discovery) {
            // The recorded line clears the board, which wins Discovery (at most 0 tiles left).
            CHECK(next_in_line == line.size());
            REQUIRE(status(s).phase == Phase::Won);
        }
        cleared_boards += s.board.empty();
        won += status(s).phase == Phase::Won;
        lost += status(s).phase == Phase::Lost;
        ++tally.seeds;
    }
    CHECK(won > 0);
    CHECK(lost > 0);
    std::ostringstream details;
    details << hinted << " hinted, " << clicks << " Discovery clicks, " << won << " won, " << lost
            << " lost, " << cleared_boards << " boards cleared";
    tally.print(details.str());
}
