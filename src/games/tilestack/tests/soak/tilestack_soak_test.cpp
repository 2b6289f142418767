// Tile Stack soak: 1,000 seeds over three cover modes. Three seeds in four deal a guaranteed-
// winnable box and follow the solver's picks, which must win; the fourth deals the Tile Stack
// article's shuffled pool and plays random free tiles with the undo and pop power-ups until won or lost.
// Invariants after every move.
#include <algorithm>
#include <sstream>

#include "soak/soak.hpp"
#include "tessera/core/tilestack/solver.hpp"
#include "../unit/fixtures.hpp"

using namespace tessera::tilestack;
using tilestack_fixtures::box;
using tilestack_fixtures::params_for;

namespace {

std::string check_state(const State& s, const std::vector<int>& dealt_faces) {
    const Layout& l = *s.layout;
    const auto n = static_cast<std::size_t>(l.size());
    if (s.place.size() != n || s.face != dealt_faces) return "tiles or faces changed";
    int at[4] = {0, 0, 0, 0};
    for (std::size_t t = 0; t < n; ++t) {
        ++at[static_cast<int>(s.place[t])];
        int on_board = 0;
        for (int c : l.covered_by[t]) on_board += s.place[static_cast<std::size_t>(c)] == Place::Board;
        if (s.blockers[t] != on_board)
            return "blockers of tile " + std::to_string(t) + " disagree with the layout";
    }
    // Conserved: board + tray + side row + cleared = dealt.
    if (at[0] != s.board_left) return "board_left disagrees with the tiles on the board";
    if (at[1] != static_cast<int>(s.tray.size()) || at[2] != static_cast<int>(s.side.size()))
        return "tray or side row disagrees with the tiles' places";
    if (at[3] != 3 * s.triples_cleared) return "cleared tiles are not three per cleared triple";
    if (at[0] + at[1] + at[2] + at[3] != static_cast<int>(n)) return "tiles were lost or made";
    if (static_cast<int>(s.tray.size()) > s.tray_capacity) return "the tray overflows";
    for (std::size_t i = 0; i < s.tray.size(); ++i) {
        const TrayTile& t = s.tray[i];
        if (s.place[static_cast<std::size_t>(t.tile)] != Place::Tray ||
            s.face[static_cast<std::size_t>(t.tile)] != t.face)
            return "a tray slot names the wrong tile or face";
        const auto alike =
            std::count_if(s.tray.begin(), s.tray.end(), [&](const TrayTile& x) { return x.face == t.face; });
        if (alike >= 3) return "the tray holds three alike";
        if (i > 0 && t.face != s.tray[i - 1].face &&
            std::any_of(s.tray.begin() + static_cast<std::ptrdiff_t>(i), s.tray.end(),
                        [&](const TrayTile& x) { return x.face == s.tray[i - 1].face; }))
            return "equal faces are not side by side in the tray";
    }
    const bool won = s.board_left == 0 && s.tray.empty() && s.side.empty();
    const bool lost = !won && static_cast<int>(s.tray.size()) >= s.tray_capacity;
    const Phase phase = status(s).phase;
    if (phase != (won ? Phase::Won : lost ? Phase::Lost : Phase::Playing))
        return "status disagrees with the tiles";
    return "";
}

// Only free tiles can be picked: a covered board tile is refused, and every listed free tile is free.
std::string check_pickable(const State& s) {
    const auto free = free_tiles(s);
    for (int t : free)
        if (s.place[static_cast<std::size_t>(t)] == Place::Board &&
            s.blockers[static_cast<std::size_t>(t)] != 0)
            return "a covered tile is listed as free";
    for (std::size_t t = 0; t < s.place.size(); ++t)
        if (s.place[t] == Place::Board && s.blockers[t] != 0) {
            if (apply(s, Move::pick(static_cast<int>(t)))) return "a covered tile was picked";
            break; // one covered tile per move keeps the check cheap
        }
    return "";
}

} // namespace

TEST_CASE("soak tilestack: 1,000 seeds, solver lines win winnable deals, invariants after every move",
          "[soak][tilestack]") {
    soak::Tally tally{"tilestack"};
    const std::vector<std::vector<int>> mask = {{1, 1, 1, 1}, {1, 0, 0, 1}, {1, 1, 1, 1}};
    const std::shared_ptr<const Layout> layouts[] = {box(CoverMode::A, 4, 3, 3, mask),
                                                     box(CoverMode::B, 4, 3, 3), box(CoverMode::C, 4, 3, 4),
                                                     box(CoverMode::B, 6, 4, 3)};
    int solver_wins = 0, random_won = 0, random_lost = 0, power_ups = 0;
    for (std::uint64_t seed = 0; seed < soak::kSeeds; ++seed) {
        const auto& layout = layouts[seed % 4];
        const int n = layout->size();
        std::vector<int> faces(static_cast<std::size_t>(n / 6), 6);
        if (n % 6) faces.push_back(3);
        REQUIRE_FALSE(check_faces(faces, n));
        tessera::Rng rng(seed);
        const bool random_play = seed % 4 == 3;
        Params p = params_for(layout, faces, 5 + static_cast<int>(seed % 3));
        p.difficulty = 1 + static_cast<int>(seed / 4 % 3);
        p.deal = random_play ? DealKind::Shuffled : DealKind::Winnable;
        if (random_play) p.power_ups = {1, 1, 0};
        State s = start(p, rng);
        const std::vector<int> dealt = s.face;
        SOAK_REQUIRE_OK(check_state(s, dealt), "tilestack seed " << seed << " deal");
        std::vector<int> line;
        if (!random_play) {
            const SolveResult r = solve(s);
            if (r.verdict != Verdict::Winnable)
                FAIL("tilestack seed " << seed << ": a winnable deal was not solved");
            line = r.picks;
        }
        std::size_t next = 0;
        while (status(s).phase == Phase::Playing) {
            Move m = Move::pick(-1);
            if (!random_play) {
                REQUIRE(next < line.size());
                m = Move::pick(line[next++]);
            } else {
                const auto roll = rng.below(12);
                if (roll == 0 && s.left.undo > 0 && s.last_pick)
                    m = Move::undo();
                else if (roll == 1 && s.left.pop > 0 && !s.tray.empty())
                    m = Move::pop();
                else {
                    // Mostly a free tile whose face is already in the tray (as a player would), else any.
                    const auto f = free_tiles(s);
                    REQUIRE_FALSE(f.empty());
                    const auto in_tray = tray_counts(s);
                    std::vector<int> matching;
                    for (int t : f)
                        if (in_tray[static_cast<std::size_t>(s.face[static_cast<std::size_t>(t)])] > 0)
                            matching.push_back(t);
                    const auto& from = !matching.empty() && rng.below(4) != 0 ? matching : f;
                    m = Move::pick(from[static_cast<std::size_t>(rng.below(from.size()))]);
                }
            }
            if (m.kind == MoveKind::Pick && !s.free(m.tile))
                FAIL("tilestack seed " << seed << ": the line picks a tile that is not free: " << m.tile);
            const auto out = apply(s, m);
            if (!out) FAIL("tilestack seed " << seed << ": a legal move was refused: " << to_string(m));
            power_ups += m.kind != MoveKind::Pick;
            const State& after = out->state;
            SOAK_REQUIRE_OK(check_state(after, dealt), "tilestack seed " << seed << " " << to_string(m));
            if (m.kind == MoveKind::Pick &&
                (after.picks != s.picks + 1 || after.place[static_cast<std::size_t>(m.tile)] == Place::Board))
                FAIL("tilestack seed " << seed << ": the picked tile stayed on the board");
            s = after;
            SOAK_REQUIRE_OK(check_pickable(s), "tilestack seed " << seed << " after " << to_string(m));
            ++tally.moves;
        }
        const Phase end = status(s).phase;
        if (!random_play) {
            if (end != Phase::Won) FAIL("tilestack seed " << seed << ": the solver's line did not win");
            ++solver_wins;
        } else {
            random_won += end == Phase::Won;
            random_lost += end == Phase::Lost;
        }
        ++tally.seeds;
    }
    CHECK(solver_wins == 750);
    CHECK(random_lost > 0);
    std::ostringstream details;
    details << solver_wins << " winnable deals won by the solver's line, " << random_won + random_lost
            << " shuffled deals played at random (" << random_won << " won), " << power_ups
            << " power-ups used";
    tally.print(details.str());
}
