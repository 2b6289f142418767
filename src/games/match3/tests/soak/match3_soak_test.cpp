// Match-3 soak: 1,000 generated boards (sizes, colours, masks, specials and all three goal kinds
// vary with the seed) autoplayed by the hint or by random legal swaps, invariants after every move.
#include <algorithm>
#include <array>
#include <sstream>

#include "../unit/helpers.hpp"
#include "soak/soak.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/replay.hpp"
#include "tessera/core/match3/status.hpp"

using namespace m3test;

namespace {

// Seconds the soak pretends each move takes, so Time goals run out during the game.
constexpr double kSecondsPerMove = 3.0;
constexpr int kMoveCap = 60;

Params params_for_seed(std::uint64_t seed, tessera::Rng& rng) {
    Params p;
    p.width = rng.range(kMinSize + 2, 10);
    p.height = rng.range(kMinSize + 2, 10);
    p.rules.colours = rng.range(4, 6);
    p.rules.specials = seed % 4 != 0;
    p.seed = seed;
    if (seed % 3 == 0) { // a few holes, never enough to leave no room for a move
        p.mask = tessera::Grid<std::uint8_t>(p.width, p.height, 1);
        for (int i = 0; i < 3; ++i) p.mask.at(rng.range(0, p.width - 1), rng.range(0, p.height - 1)) = 0;
    }
    p.rules.stars = {300, 900, 2000};
    switch (seed % 3) {
    case 0:
        p.rules.goal = Goal{GoalKind::Moves, rng.range(200, 5000), rng.range(5, 40), 0};
        break;
    case 1:
        p.rules.goal = Goal{GoalKind::Time, rng.range(200, 5000), 0, rng.range(15, 150)};
        break;
    default:
        p.rules.goal = Goal{GoalKind::Endless, 0, 0, 0};
        break;
    }
    return p;
}

std::array<int, kMaxColours + 2> piece_counts(const Board& b) {
    std::array<int, kMaxColours + 2> n{};
    for (const Tile& t : b)
        if (t.is_piece()) ++n[t.matchable() ? static_cast<std::size_t>(t.colour) : kMaxColours + 1];
    return n;
}

// The goal counters and the phase agree with the moves made and the (pretended) time spent.
std::string check_goal(const State& s) {
    const Goal& g = s.rules.goal;
    const double elapsed = s.moves_used * kSecondsPerMove;
    const Status st = status(s, elapsed);
    const bool reached = g.kind != GoalKind::Endless && s.score >= g.target_score;
    const bool out_of_moves = g.kind == GoalKind::Moves && s.moves_used >= g.moves;
    const bool out_of_time = g.kind == GoalKind::Time && elapsed >= g.seconds;
    // A moves goal is won by the move that reaches it; a time goal plays on to its end.
    const bool won = reached && (g.kind == GoalKind::Moves || out_of_time || s.stuck);
    const Phase expected = won                                        ? Phase::Won
                           : (s.stuck || out_of_moves || out_of_time) ? Phase::Lost
                                                                      : Phase::Playing;
    if (st.phase != expected) return "status phase disagrees with score, moves, time and stuck";
    if (st.reached != reached) return "status.reached disagrees with the score";
    if (g.kind == GoalKind::Moves && st.moves_left != std::max(0, g.moves - s.moves_used - s.bonus_moves))
        return "moves_left != moves - moves_used - bonus_moves";
    if (g.kind == GoalKind::Moves && reached &&
        (st.moves_left != 0 || s.moves_used + s.bonus_moves != g.moves))
        return "a moves goal was won with moves left unspent by the bonus round";
    if (!(g.kind == GoalKind::Moves && reached) && (s.bonus_moves != 0 || s.bonus_score != 0))
        return "a bonus without a moves goal reached";
    if (g.kind != GoalKind::Moves && st.moves_left != -1) return "moves_left shown without a moves goal";
    if (g.kind == GoalKind::Time && st.seconds_left != std::max(0.0, g.seconds - elapsed))
        return "seconds_left != seconds - elapsed";
    if (accepts_moves(s) != (!s.stuck && !out_of_moves && !(g.kind == GoalKind::Moves && reached)))
        return "accepts_moves disagrees with moves_used and the target";
    if (st.stars < stars_for(s.rules, s.score)) return "fewer stars than the score earns";
    return "";
}

std::string check_move(const State& before, const Outcome& out, int cells) {
    const State& s = out.state;
    const Board& b = s.board;
    if (count_pieces(b) != cells) return "the number of pieces changed (a playable cell is empty)";
    if (!is_full(b)) return "a playable cell is empty";
    if (!nothing_floats(b)) return "a piece hangs over an empty cell";
    if (has_run(b)) return "a run of 3 is left on the resolved board";
    if (b.width() != before.board.width() || b.height() != before.board.height())
        return "the board changed size";
    for (std::size_t i = 0; i < b.size(); ++i)
        if (b.cells()[i].is_hole() != before.board.cells()[i].is_hole()) return "a hole moved";
    if (s.score <= before.score) return "the score did not increase";
    if (s.moves_used != before.moves_used + 1) return "moves_used did not count the move";
    const bool no_moves = !events_of<NoMovesLeft>(out.events).empty();
    if (s.stuck != no_moves) return "stuck without a NoMovesLeft event (or the reverse)";
    if (accepts_moves(s) && !has_legal_swap(b, s.rules.specials)) return "no legal move and no reshuffle";
    const Replayed r = replay_events(before.board, out.events);
    if (r.board != b) return "the events do not replay to the board";
    if (r.score != s.score - before.score) return "the Cleared events do not add up to the score gained";
    // The bonus round: one BonusMove per move to spare, and its points are the Cleared after it.
    const auto rounds = events_of<BonusRound>(out.events);
    if (rounds.size() > 1) return "more than one bonus round";
    if (!rounds.empty()) {
        if (static_cast<int>(events_of<BonusMove>(out.events).size()) != rounds[0].moves ||
            rounds[0].moves != s.bonus_moves)
            return "the bonus round's moves disagree with its BonusMove events";
        std::int64_t after = 0;
        bool in_round = false;
        for (const Event& e : out.events) {
            in_round = in_round || std::holds_alternative<BonusRound>(e);
            if (const auto* c = std::get_if<Cleared>(&e); c && in_round) after += c->score;
        }
        if (after != s.bonus_score) return "bonus_score != the points cleared in the bonus round";
        if (s.bonus_score != bonus_per_move(s.rules.goal) * s.bonus_moves)
            return "the bonus round paid other than bonus_per_move() per leftover move";
    }
    if (!events_of<Reshuffled>(out.events).empty()) {
        std::vector<Event> until_shuffle;
        for (const Event& e : out.events)
            if (!std::holds_alternative<Reshuffled>(e)) until_shuffle.push_back(e);
        if (piece_counts(replay_events(before.board, until_shuffle).board) != piece_counts(b))
            return "the reshuffle changed the pieces";
    }
    return check_goal(s);
}

} // namespace

TEST_CASE("soak match3: 1,000 seeds autoplayed, invariants after every move", "[soak][match3]") {
    soak::Tally tally{"match3"};
    int reshuffles = 0, stuck = 0, won = 0, lost = 0, hinted = 0;
    for (std::uint64_t seed = 1; seed <= soak::kSeeds; ++seed) {
        tessera::Rng rng(seed * 7919);
        const Params p = params_for_seed(seed, rng);
        const auto start = tessera::match3::start(p);
        REQUIRE(start);
        SOAK_REQUIRE_OK(has_run(start->board) ? "the start board has a run" : "", "match3 seed " << seed);
        SOAK_REQUIRE_OK(has_legal_swap(start->board, p.rules.specials) ? "" : "the start board has no move",
                        "match3 seed " << seed);
        const int cells = count_pieces(start->board);
        State s = *start;
        // Odd seeds follow the hint (the match-3 article's autoPlay); even seeds play random legal swaps.
        const bool follow_hints = seed % 2 == 1;
        for (int move = 0; move < kMoveCap; ++move) {
            if (status(s, s.moves_used * kSecondsPerMove).phase != Phase::Playing) break;
            const auto legal = legal_moves(s);
            REQUIRE_FALSE(legal.empty()); // a playable, unstuck board always has a move
            Move m = legal[static_cast<std::size_t>(rng.below(legal.size()))];
            if (follow_hints) {
                const auto h = hint(s);
                REQUIRE(h);
                m = h->move;
                ++hinted;
            }
            const auto out = apply(s, m);
            if (!out) FAIL("match3 seed " << seed << ": a legal move was refused: " << to_string(m));
            SOAK_REQUIRE_OK(check_move(s, *out, cells), "match3 seed " << seed << " move " << move + 1 << " "
                                                                       << to_string(m) << "\n"
                                                                       << to_text(s.board));
            reshuffles += static_cast<int>(events_of<Reshuffled>(out->events).size());
            s = out->state;
            ++tally.moves;
        }
        const Phase end = status(s, s.moves_used * kSecondsPerMove).phase;
        won += end == Phase::Won;
        lost += end == Phase::Lost;
        stuck += s.stuck;
        // A finished Moves game refuses every further swap.
        if (!accepts_moves(s))
            for (const auto& [a, b] : legal_swaps(s.board, p.rules.specials))
                if (apply(s, Move{a, b}))
                    FAIL("match3 seed " << seed << ": a move was accepted after the end");
        ++tally.seeds;
    }
    CHECK(tally.seeds == soak::kSeeds);
    CHECK(won > 0);
    CHECK(lost > 0);
    std::ostringstream details;
    details << hinted << " hinted, " << won << " won, " << lost << " lost, " << reshuffles << " reshuffles, "
            << stuck << " stuck";
    tally.print(details.str());
}
