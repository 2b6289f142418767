#include "tessera/core/match3/rules.hpp"

#include <algorithm>
#include <cstdlib>

#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/generate.hpp"

namespace tessera::match3 {

namespace {

bool is_line(Special s) { return s == Special::LineH || s == Special::LineV; }

// One resolution step's bookkeeping: which cells go, which specials already went off.
class Blast {
  public:
    explicit Blast(const Board& board) : board_(board), marked_(board.size(), 0), fired_(board.size(), 0) {}

    void mark(Point p) {
        if (!board_.contains(p) || !board_[p].is_piece()) return;
        const std::size_t i = board_.index(p);
        if (marked_[i]) return;
        marked_[i] = 1;
        if (board_[p].special != Special::None && !fired_[i]) queue_.push_back(p);
    }
    void mark_row(int y) {
        for (int x = 0; x < board_.width(); ++x) mark({x, y});
    }
    void mark_column(int x) {
        for (int y = 0; y < board_.height(); ++y) mark({x, y});
    }
    void mark_square(Point c, int radius) {
        for (int dy = -radius; dy <= radius; ++dy)
            for (int dx = -radius; dx <= radius; ++dx) mark({c.x + dx, c.y + dy});
    }
    void mark_colour(std::int8_t colour) {
        for (int y = 0; y < board_.height(); ++y)
            for (int x = 0; x < board_.width(); ++x)
                if (board_.at(x, y).matchable() && board_.at(x, y).colour == colour) mark({x, y});
    }
    // A special that went off as part of a combination must not also go off on its own.
    void set_fired(Point p) { fired_[board_.index(p)] = 1; }
    void unmark(Point p) { marked_[board_.index(p)] = 0; }

    // Sets off every marked special (and the ones their blasts reach), in order.
    void fire_all(std::vector<Event>& events) {
        for (std::size_t k = 0; k < queue_.size(); ++k) {
            const Point p = queue_[k];
            const std::size_t i = board_.index(p);
            if (fired_[i]) continue;
            fired_[i] = 1;
            const Special s = board_[p].special;
            events.push_back(SpecialFired{p, s});
            switch (s) {
            case Special::LineH:
                mark_row(p.y);
                break;
            case Special::LineV:
                mark_column(p.x);
                break;
            case Special::Bomb:
                mark_square(p, 1);
                break;
            case Special::ColourBomb:
                mark_colour(most_common_colour());
                break;
            case Special::None:
            case Special::Count:
                break;
            }
        }
    }

    // A colour bomb set off by another special takes the colour with the most pieces on the
    // board (lowest colour on ties): deterministic and the most useful choice for the player.
    std::int8_t most_common_colour() const {
        int counts[kMaxColours] = {};
        for (const Tile& t : board_)
            if (t.matchable() && t.colour < kMaxColours) ++counts[t.colour];
        int best = 0;
        for (int c = 1; c < kMaxColours; ++c)
            if (counts[c] > counts[best]) best = c;
        return static_cast<std::int8_t>(best);
    }

    std::vector<Point> cells() const {
        std::vector<Point> out;
        for (std::size_t i = 0; i < marked_.size(); ++i)
            if (marked_[i]) out.push_back(board_.point(i));
        return out;
    }

  private:
    const Board& board_;
    std::vector<std::uint8_t> marked_;
    std::vector<std::uint8_t> fired_;
    std::vector<Point> queue_;
};

struct Creation {
    Point cell;
    Tile tile;
};

bool contains_point(const Run& run, Point p) {
    for (int i = 0; i < run.length; ++i)
        if (run.cell(i) == p) return true;
    return false;
}

// Where a run's special appears: on the swapped cell if the run contains it (the player's move
// made it), else the middle of the run.
Point anchor(const Run& run, const std::vector<Point>& preferred, const std::vector<Creation>& taken) {
    auto free = [&](Point p) {
        return std::none_of(taken.begin(), taken.end(), [&](const Creation& c) { return c.cell == p; });
    };
    for (Point p : preferred)
        if (contains_point(run, p) && free(p)) return p;
    const Point mid = run.cell((run.length - 1) / 2);
    if (free(mid)) return mid;
    for (int i = 0; i < run.length; ++i)
        if (free(run.cell(i))) return run.cell(i);
    return {-1, -1};
}

// 5+ in a line -> colour bomb; a horizontal and a vertical run sharing a cell (L, T, +) -> 3x3
// bomb at the shared cell; 4 in a line -> a line clearer along the run.
std::vector<Creation> plan_specials(const std::vector<Run>& runs, const std::vector<Point>& preferred) {
    std::vector<Creation> out;
    std::vector<bool> used(runs.size(), false);
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (runs[i].length >= 5) {
            const Point p = anchor(runs[i], preferred, out);
            if (p.x >= 0) out.push_back({p, colour_bomb()});
            used[i] = true;
        }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (used[i] || !runs[i].horizontal) continue;
        for (std::size_t j = 0; j < runs.size(); ++j) {
            if (used[j] || runs[j].horizontal || runs[j].colour != runs[i].colour) continue;
            for (int k = 0; k < runs[i].length && !used[i]; ++k) {
                const Point p = runs[i].cell(k);
                if (!contains_point(runs[j], p)) continue;
                if (std::none_of(out.begin(), out.end(), [&](const Creation& c) { return c.cell == p; }))
                    out.push_back({p, gem(runs[i].colour, Special::Bomb)});
                used[i] = used[j] = true;
            }
            if (used[i]) break;
        }
    }
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (!used[i] && runs[i].length == 4) {
            const Point p = anchor(runs[i], preferred, out);
            if (p.x >= 0)
                out.push_back({p, gem(runs[i].colour, runs[i].horizontal ? Special::LineH : Special::LineV)});
        }
    return out;
}

// Marks what a swap of two specials (or a colour bomb with anything) sets off. `a` held the
// moving piece before the swap and `b` is where it went. Returns false when the swap is no combination.
bool mark_combination(const Board& board, Point a, Point b, Blast& blast, std::vector<Event>& events) {
    const Tile ta = board[a];
    const Tile tb = board[b];
    const bool bomb_a = ta.special == Special::ColourBomb;
    const bool bomb_b = tb.special == Special::ColourBomb;
    if (bomb_a && bomb_b) {
        events.push_back(SpecialFired{a, Special::ColourBomb});
        events.push_back(SpecialFired{b, Special::ColourBomb});
        blast.set_fired(a);
        blast.set_fired(b);
        for (int y = 0; y < board.height(); ++y)
            for (int x = 0; x < board.width(); ++x) blast.mark({x, y});
        return true;
    }
    if (bomb_a || bomb_b) {
        const Point cb = bomb_a ? a : b;
        const Tile other = bomb_a ? tb : ta;
        events.push_back(SpecialFired{cb, Special::ColourBomb});
        blast.set_fired(cb);
        blast.mark(cb);
        if (other.special == Special::None) {
            blast.mark_colour(other.colour);
            return true;
        }
        // Every piece of the other's colour behaves like the other special and goes off.
        blast.set_fired(bomb_a ? b : a);
        blast.mark(bomb_a ? b : a);
        for (int y = 0; y < board.height(); ++y)
            for (int x = 0; x < board.width(); ++x) {
                const Point p{x, y};
                if (!board[p].matchable() || board[p].colour != other.colour) continue;
                events.push_back(SpecialFired{p, other.special});
                blast.mark(p);
                if (other.special == Special::LineH)
                    blast.mark_row(p.y);
                else if (other.special == Special::LineV)
                    blast.mark_column(p.x);
                else
                    blast.mark_square(p, 1);
            }
        return true;
    }
    if (ta.special == Special::None || tb.special == Special::None) return false;
    events.push_back(SpecialFired{a, ta.special});
    events.push_back(SpecialFired{b, tb.special});
    blast.set_fired(a);
    blast.set_fired(b);
    blast.mark(a);
    blast.mark(b);
    if (is_line(ta.special) && is_line(tb.special)) { // a cross through the target cell
        blast.mark_row(b.y);
        blast.mark_column(b.x);
    } else if (is_line(ta.special) || is_line(tb.special)) { // three rows and three columns
        for (int d = -1; d <= 1; ++d) {
            if (b.y + d >= 0 && b.y + d < board.height()) blast.mark_row(b.y + d);
            if (b.x + d >= 0 && b.x + d < board.width()) blast.mark_column(b.x + d);
        }
    } else { // two bombs: 5x5
        blast.mark_square(b, 2);
    }
    return true;
}

// Pieces fall within their column past holes; empty cells left at the top are refilled.
void gravity_and_refill(State& s, std::vector<Event>& events) {
    Board& board = s.board;
    for (int x = 0; x < board.width(); ++x) {
        int write = board.height() - 1;
        for (int read = board.height() - 1; read >= 0; --read) {
            const Tile t = board.at(x, read);
            if (t.is_hole()) continue;
            while (board.at(x, write).is_hole()) --write;
            if (t.is_piece()) {
                if (read != write) {
                    board.at(x, write) = t;
                    board.at(x, read) = Tile{};
                    events.push_back(Fell{{x, read}, {x, write}});
                }
                --write;
            }
        }
    }
    for (int x = 0; x < board.width(); ++x)
        for (int y = 0; y < board.height(); ++y)
            if (board.at(x, y).is_empty()) {
                const Tile t =
                    gem(static_cast<int>(s.rng.below(static_cast<std::uint64_t>(s.rules.colours))));
                board.at(x, y) = t;
                events.push_back(Spawned{{x, y}, t});
            }
}

// What a clear step scores: the formula in rules.hpp, or in the bonus round a fixed pay.
struct Pay {
    bool bonus = false; // the bonus round: step 1 pays `first`, later steps nothing
    std::int64_t first = 0;
    std::int64_t at(int step, std::int64_t formula) const { return !bonus ? formula : step == 1 ? first : 0; }
};

// One clear step: the runs on the board, plus what `swap` (step 1 of a move) sets off as a
// combination and the specials in `ignite` (the bonus round: they go off without a swap). Returns
// false (and changes nothing) when nothing clears.
bool clear_step(State& s, int step, const Move* swap, const std::vector<Point>& ignite, const Pay& pay,
                std::vector<Event>& events) {
    Board& board = s.board;
    std::vector<Event> step_events;
    Blast blast(board);
    bool any = false;
    if (swap && s.rules.specials) any = mark_combination(board, swap->a, swap->b, blast, step_events);
    for (Point p : ignite) {
        blast.mark(p);
        any = true;
    }
    const std::vector<Run> runs = find_runs(board);
    if (runs.empty() && !any) return false;
    events.push_back(CascadeStep{step});
    events.insert(events.end(), step_events.begin(), step_events.end());

    std::int64_t bonus = 0;
    for (const Run& r : runs) {
        for (int i = 0; i < r.length; ++i) blast.mark(r.cell(i));
        bonus += kPointsPerExtraRunPiece * (r.length - 3);
    }
    std::vector<Creation> created;
    if (s.rules.specials) {
        std::vector<Point> preferred;
        if (swap) preferred = {swap->b, swap->a};
        created = plan_specials(runs, preferred);
    }
    blast.fire_all(events);
    for (const Creation& c : created) blast.unmark(c.cell);

    Cleared cleared;
    cleared.cells = blast.cells();
    cleared.step = step;
    cleared.score =
        pay.at(step, step * (kPointsPerPiece * static_cast<std::int64_t>(cleared.cells.size()) + bonus));
    for (Point p : cleared.cells) board[p] = Tile{};
    s.score += cleared.score;
    events.push_back(std::move(cleared));
    for (const Creation& c : created) {
        board[c.cell] = c.tile;
        events.push_back(SpecialCreated{c.cell, c.tile});
    }
    return true;
}

// Clear steps until the board is stable: step 1 with the swap or the ignited specials, then the
// cascades, each after gravity and refill. At most kMaxCascadeSteps steps (see rules.hpp); `budget`
// counts the steps the whole move may still take. Returns false when a bound ended the cascade
// with runs still on the board.
bool resolve(State& s, const Move* swap, const std::vector<Point>& ignite, const Pay& pay,
             std::vector<Event>& events, int& budget) {
    for (int step = 1; step <= kMaxCascadeSteps && budget > 0; ++step, --budget) {
        if (!clear_step(s, step, step == 1 ? swap : nullptr, step == 1 ? ignite : std::vector<Point>{}, pay,
                        events))
            return true;
        gravity_and_refill(s, events);
    }
    return !has_run(s.board);
}

// A cascade cut short by its bound leaves runs: the same pieces are rearranged into a board
// without one, as for a dead board (Reshuffled). False when no rearrangement was found.
bool settle(State& s, std::vector<Event>& events) {
    if (auto shuffled = reshuffle(s.board, s.rules.specials, s.rng)) {
        s.board = *shuffled;
        events.push_back(Reshuffled{*shuffled});
        return true;
    }
    return false;
}

// The bonus round's last part goes off in rounds (its cascades may make new specials); a bound
// keeps it finite whatever the board does.
constexpr int kMaxSpecialRounds = 12;

// A moves goal reached with moves to spare, as the genre ends a level: each leftover move turns a
// random plain gem into a line clearer (random direction) that goes off at once, cascades and
// all; then every special left on the board goes off. Each leftover move pays bonus_per_move()
// on its first clear and the rest is show, so the round pays for the moves spared, not for luck.
// Picks come from the state's own generator, so the round replays exactly. Stable boards
// throughout: the level is over, so no reshuffle.
void bonus_round(State& s, std::vector<Event>& events, int& budget) {
    const std::int64_t before = s.score;
    const Pay per_move{true, bonus_per_move(s.rules.goal)};
    const Pay show{true, 0};
    const int leftover = std::max(0, s.rules.goal.moves - s.moves_used);
    events.push_back(BonusRound{leftover});
    for (int k = 1; k <= leftover && budget > 0; ++k) {
        std::vector<Point> plain, pieces;
        for (int y = 0; y < s.board.height(); ++y)
            for (int x = 0; x < s.board.width(); ++x) {
                const Tile t = s.board.at(x, y);
                if (t.matchable() && t.special == Special::None) plain.push_back({x, y});
                if (t.is_piece()) pieces.push_back({x, y});
            }
        // A board of nothing but specials sets one of them off instead.
        const std::vector<Point>& from = plain.empty() ? pieces : plain;
        if (from.empty()) break;
        const Point p = from[static_cast<std::size_t>(s.rng.below(from.size()))];
        Tile t = s.board[p];
        if (t.special == Special::None) t.special = s.rng.below(2) == 0 ? Special::LineH : Special::LineV;
        s.board[p] = t;
        ++s.bonus_moves;
        events.push_back(BonusMove{p, t, leftover - k});
        if (!resolve(s, nullptr, {p}, per_move, events, budget)) settle(s, events);
    }
    for (int round = 0; round < kMaxSpecialRounds && budget > 0; ++round) {
        std::vector<Point> specials;
        for (int y = 0; y < s.board.height(); ++y)
            for (int x = 0; x < s.board.width(); ++x)
                if (s.board.at(x, y).is_piece() && s.board.at(x, y).special != Special::None)
                    specials.push_back({x, y});
        if (specials.empty()) break;
        if (!resolve(s, nullptr, specials, show, events, budget)) settle(s, events);
    }
    s.bonus_score = s.score - before;
}

std::optional<Outcome> run(const State& state, const Move& move, bool first_step_only) {
    if (!accepts_moves(state) || !is_legal_swap(state.board, state.rules.specials, move.a, move.b))
        return std::nullopt;
    Outcome out{state, {}};
    State& s = out.state;
    std::swap(s.board[move.a], s.board[move.b]);
    out.events.push_back(Swapped{move.a, move.b});
    ++s.moves_used;
    if (first_step_only) {
        clear_step(s, 1, &move, {}, Pay{}, out.events);
        return out;
    }
    int budget = kMaxStepsPerMove;
    const bool settled = resolve(s, &move, {}, Pay{}, out.events, budget) || settle(s, out.events);
    if (settled && s.rules.goal.kind == GoalKind::Moves && has_target(s.rules.goal) &&
        s.score >= s.rules.goal.target_score) {
        bonus_round(s, out.events, budget);
        return out;
    }
    if (!settled) {
        s.stuck = true;
        out.events.push_back(NoMovesLeft{});
    } else if (!has_legal_swap(s.board, s.rules.specials)) {
        if (auto shuffled = reshuffle(s.board, s.rules.specials, s.rng)) {
            s.board = *shuffled;
            out.events.push_back(Reshuffled{*shuffled});
        } else {
            s.stuck = true;
            out.events.push_back(NoMovesLeft{});
        }
    }
    return out;
}

} // namespace

std::int64_t bonus_per_move(const Goal& goal) {
    if (goal.kind != GoalKind::Moves || !has_target(goal) || goal.moves <= 0) return 0;
    return goal.target_score / goal.moves / 10 * 10;
}

bool accepts_moves(const State& state) {
    if (state.stuck) return false;
    const Goal& goal = state.rules.goal;
    if (goal.kind == GoalKind::Moves && (state.moves_used + state.bonus_moves >= goal.moves ||
                                         (has_target(goal) && state.score >= goal.target_score)))
        return false;
    return true;
}

std::optional<Outcome> apply(const State& state, const Move& move) { return run(state, move, false); }

std::optional<std::int64_t> immediate_score(const State& state, const Move& move) {
    auto out = run(state, move, true);
    if (!out) return std::nullopt;
    return out->state.score - state.score;
}

bool swaps_back(const State& state, const Move& move) {
    const Board& b = state.board;
    return b.contains(move.a) && b.contains(move.b) && orthogonally_adjacent(move.a, move.b) &&
           b[move.a].is_piece() && b[move.b].is_piece() && accepts_moves(state) &&
           !is_legal_swap(b, state.rules.specials, move.a, move.b);
}

} // namespace tessera::match3
