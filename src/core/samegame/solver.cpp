#include "tessera/core/samegame/solver.hpp"

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <utility>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/play_board.hpp"

namespace tessera::samegame {

namespace {

class BudgetExhausted {};

// How many of the most frequent colours take turns as the tabu colour.
constexpr int kTabuPortfolio = 3;

// Boards with at most this many tiles get the exact search (the beam below, widened until it
// holds every board); larger ones the beam with playout evaluation (PlayoutBeam).
constexpr int kExactTiles = 36;

// Tabu candidates: the most frequent colours, most frequent first (ties: lower colour).
std::vector<Colour> tabu_candidates(const Board& b) {
    const auto counts = b.colour_counts();
    std::vector<std::pair<int, int>> order;
    for (int c = 1; c <= kMaxColours; ++c)
        if (counts[static_cast<std::size_t>(c)] > 0)
            order.push_back({-counts[static_cast<std::size_t>(c)], c});
    std::sort(order.begin(), order.end());
    std::vector<Colour> out;
    for (std::size_t i = 0; i < order.size() && i < static_cast<std::size_t>(kTabuPortfolio); ++i)
        out.push_back(static_cast<Colour>(order[i].second));
    if (out.empty()) out.push_back(1);
    return out;
}

struct Trace {
    std::int32_t parent;
    std::uint16_t cell;
};

struct Entry {
    Board board;
    std::int32_t score;
    std::int32_t trace;
};

struct Candidate {
    std::int64_t eval;
    std::uint64_t hash;
    std::int32_t parent; // index into the beam
    std::int32_t score;
    std::uint16_t cell;
};

class BeamSearch {
  public:
    BeamSearch(const State& s, const SolveLimits& l) : start_(s), limits_(l) {
        tabu_choices_ = tabu_candidates(s.board);
    }

    Solution run() {
        Solution best;
        best.score = std::numeric_limits<int>::min();
        for (int width = 1; width <= limits_.max_width; width *= 2) {
            try {
                // Each width is tried once per tabu colour: which colour is worth saving for a
                // last big group differs between deals, and a portfolio beats betting on one.
                for (Colour tabu : tabu_choices_) {
                    tabu_ = tabu;
                    // The first (greedy) pass always completes so there is always a full line.
                    beam(width, width > 1 || tabu != tabu_choices_.front(), best);
                    if (exhausted_all_) break;
                }
                best.width = width;
            } catch (const BudgetExhausted&) {
                break;
            }
            if (exhausted_all_) break; // the beam held every board at every depth: exact
        }
        best.nodes = nodes_;
        return best;
    }

  private:
    // The "tabu colour" idea from the NMCS SameGame literature: keep the most frequent colour
    // of the deal together for one big group at the end. The estimate is what the tabu colour
    // would score as a single group plus what the other colours' groups score right now; on
    // 15x15 boards it beat score-only and Σ-over-colours estimates by 15-60% at equal time.
    std::int64_t potential(const Board& b) const {
        const Rules rules = start_.config.rules;
        int counts[kMaxColours + 1] = {};
        std::uint16_t cells[kMaxCells], sizes[kMaxCells];
        const int n = b.list_groups(cells, sizes, counts);
        const int k = counts[tabu_];
        std::int64_t p = k >= 2 ? group_score(rules, k) : 0;
        for (int g = 0; g < n; ++g)
            if (b.cell(cells[g]) != tabu_) p += group_score(rules, sizes[g]);
        return p;
    }
    Colour tabu_ = 1;
    std::vector<Colour> tabu_choices_;

    void tick(bool enforce) {
        ++nodes_;
        if (!enforce) return;
        if (limits_.max_nodes && nodes_ >= limits_.max_nodes) throw BudgetExhausted{};
        if (limits_.should_stop && (nodes_ & 255) == 0 && limits_.should_stop()) throw BudgetExhausted{};
    }

    void record(const Entry& e, int final_score, Solution& best) {
        if (final_score <= best.score) return;
        best.score = final_score;
        best.moves.clear();
        for (int t = e.trace; t >= 0; t = traces_[static_cast<std::size_t>(t)].parent)
            best.moves.push_back(Move{e.board.to_point(traces_[static_cast<std::size_t>(t)].cell)});
        std::reverse(best.moves.begin(), best.moves.end());
    }

    void beam(int width, bool enforce, Solution& best) {
        const Config& cfg = start_.config;
        traces_.clear();
        std::vector<Entry> current{Entry{start_.board, start_.score, -1}}, next;
        std::vector<Candidate> cands;
        std::uint16_t cells[kMaxCells], sizes[kMaxCells], scratch[kMaxCells];
        bool truncated = false;
        while (!current.empty()) {
            cands.clear();
            for (std::size_t p = 0; p < current.size(); ++p) {
                const Entry& e = current[p];
                const int n = e.board.list_groups(cells, sizes);
                if (n == 0) {
                    record(e, e.score + end_adjustment(cfg.rules, cfg.leftover_penalty, e.board), best);
                    continue;
                }
                for (int g = 0; g < n; ++g) {
                    tick(enforce);
                    Board child = e.board;
                    child.remove_group_at(cells[g], cfg.collapse, scratch);
                    const int score = e.score + group_score(cfg.rules, sizes[g]);
                    cands.push_back({score + potential(child), child.hash(), static_cast<std::int32_t>(p),
                                     score, cells[g]});
                }
            }
            // Keep the best candidate per distinct board (same board => same potential, so the
            // highest eval is the highest score), then the `width` best overall.
            std::sort(cands.begin(), cands.end(), [](const Candidate& a, const Candidate& b) {
                return a.hash != b.hash ? a.hash < b.hash : a.eval > b.eval;
            });
            cands.erase(std::unique(cands.begin(), cands.end(),
                                    [](const Candidate& a, const Candidate& b) { return a.hash == b.hash; }),
                        cands.end());
            const auto by_eval = [](const Candidate& a, const Candidate& b) {
                return a.eval != b.eval ? a.eval > b.eval : a.hash < b.hash;
            };
            if (cands.size() > static_cast<std::size_t>(width)) {
                truncated = true;
                std::nth_element(cands.begin(), cands.begin() + width, cands.end(), by_eval);
                cands.resize(static_cast<std::size_t>(width));
            }
            std::sort(cands.begin(), cands.end(), by_eval);
            next.clear();
            for (const Candidate& c : cands) {
                const Entry& parent = current[static_cast<std::size_t>(c.parent)];
                traces_.push_back({parent.trace, c.cell});
                Entry child{parent.board, c.score, static_cast<std::int32_t>(traces_.size() - 1)};
                child.board.remove_group_at(c.cell, cfg.collapse, scratch);
                next.push_back(child);
            }
            std::swap(current, next);
        }
        if (!truncated) exhausted_all_ = true;
    }

    const State& start_;
    const SolveLimits& limits_;
    std::vector<Trace> traces_;
    std::uint64_t nodes_ = 0;
    bool exhausted_all_ = false;
};

// Beam search whose evaluation is a playout ("beam + playout", i.e. a level-1 beam nested
// Monte-Carlo search) with memorisation:
//
// - every child of every beam board is scored by one TabuColorRandom playout (random groups,
//   small ones preferred, never of the tabu colour while another colour has a group): its
//   evaluation is the final score of that playout, a complete line;
// - each beam board remembers the best line through it; the child on that line inherits it
//   instead of a new playout, so the best line found never leaves the beam (width 1 is then
//   exactly Cazenave's level-1 nested search: follow the best line seen so far);
// - children reaching a board already seen at this depth get no playout: the known line applies
//   from there too, shifted by the score difference (hash of the bytes);
// - widths 1, 2, 4, ... with a fresh random stream each, every pass starting from the best line
//   of the previous ones; every finished playout is compared with the best line of the whole
//   search, which is what an interrupted search returns, so any budget gives a complete line.
class PlayoutBeam {
  public:
    PlayoutBeam(const State& s, const SolveLimits& l)
        : start_(s), limits_(l), rules_(s.config.rules), collapse_(s.config.collapse),
          penalty_(s.config.leftover_penalty), tabu_choices_(tabu_candidates(s.board)),
          rng_(l.seed ^ s.board.hash()) {}

    Solution run() {
        Solution out;
        int completed = 0;
        {
            // One playout that ignores the budget, so even a budget of 1 node gives a full line.
            std::vector<std::uint16_t> moves;
            enforce_ = false;
            tabu_ = tabu_choices_.front();
            const int score = playout(PlayBoard(start_.board), start_.score, moves);
            offer(score, -1, -1, moves.data(), moves.size());
            enforce_ = true;
        }
        try {
            // Width 1 once per tabu candidate (cheap), then the wider beams with the colour whose
            // line was best: which colour to keep for the end differs between deals.
            int chosen_score = std::numeric_limits<int>::min();
            Colour chosen = tabu_choices_.front();
            for (Colour c : tabu_choices_) {
                tabu_ = c;
                // beam() returns the best score of the whole search, so this keeps the last
                // colour that raised it: the one whose pass found the best line.
                const int s = beam(1);
                if (s > chosen_score) {
                    chosen_score = s;
                    chosen = c;
                }
            }
            completed = 1;
            tabu_ = chosen;
            for (int width = 2; width <= limits_.max_width; width *= 2) {
                beam(width);
                completed = width;
            }
        } catch (const BudgetExhausted&) {
        }
        out.score = best_score_;
        for (std::uint16_t m : best_line_) out.moves.push_back(Move{start_.board.to_point(m)});
        out.nodes = nodes_;
        out.width = completed;
        return out;
    }

  private:
    // The playout's preference for small groups (see playout); 0 is plain TabuColorRandom.
    static constexpr int kSmallBias = 2;

    struct Node {
        PlayBoard board;
        int score;                       // points so far
        std::int32_t trace;              // last move, in traces_
        int eval;                        // final score of the best line known through this board
        std::vector<std::uint16_t> tail; // that line from here
    };
    struct Cand {
        std::uint64_t hash;
        int eval;
        int score;
        std::int32_t parent; // the beam board it is a child of
        std::uint16_t cell;
        bool inherited; // the tail is current[tail_parent].tail[1..] (a remembered line)
        std::int32_t tail_parent;
        std::uint32_t tail_at; // else: the playout's moves in pool_
        std::uint32_t tail_size;
    };

    void tick() {
        ++nodes_;
        if (!enforce_) return;
        if (limits_.max_nodes && nodes_ >= limits_.max_nodes) throw BudgetExhausted{};
        if (limits_.should_stop && (nodes_ & 255) == 0 && limits_.should_stop()) throw BudgetExhausted{};
    }

    int finish(const PlayBoard& b, int score) const { return score + b.end_adjustment(rules_, penalty_); }

    // A finished line: the moves to `trace`, then `cell` (when >= 0), then `tail`.
    void offer(int score, std::int32_t trace, int cell, const std::uint16_t* tail, std::size_t n) {
        if (score <= best_score_) return;
        best_score_ = score;
        best_line_.clear();
        for (std::int32_t t = trace; t >= 0; t = traces_[static_cast<std::size_t>(t)].parent)
            best_line_.push_back(traces_[static_cast<std::size_t>(t)].cell);
        std::reverse(best_line_.begin(), best_line_.end());
        if (cell >= 0) best_line_.push_back(static_cast<std::uint16_t>(cell));
        best_line_.insert(best_line_.end(), tail, tail + n);
    }

    // Whether to play a drawn group of `size` (>= 2): with probability (2/size)^kSmallBias, so a
    // group's chance is proportional to 1/size^kSmallBias once the draw itself (a random tile:
    // proportional to size, or a random group from a list) is accounted for by the caller.
    bool keep(int size, int extra) {
        std::uint64_t den = 1, num = 1;
        for (int i = 0; i < kSmallBias + extra; ++i) {
            den *= static_cast<std::uint64_t>(size);
            num *= 2;
        }
        return rng_.below(den) < num;
    }

    // Plays `b` to the end; returns the final score, appends the moves.
    //
    // The policy is TabuColorRandom (never a group of the tabu colour while another colour has a
    // group) biased towards small groups: a group of n is drawn with probability proportional to
    // 1/n^kSmallBias, which lets the big groups grow. Draws are by rejection: a random tile of the
    // live rectangle, flooded, kept per keep(). After kDraws misses (a sparse or tabu-only board)
    // the groups are listed and drawn from the list with the same weights, which also detects
    // the end.
    int playout(PlayBoard b, int score, std::vector<std::uint16_t>& moves) {
        static constexpr int kDraws = 12;
        std::uint16_t cells[kMaxCells], sizes[kMaxCells], pick[kMaxCells];
        for (;;) {
            bool played = false;
            const int columns = b.columns(), tallest = b.tallest();
            const std::uint64_t area = static_cast<std::uint64_t>(columns * tallest);
            for (int d = 0; d < kDraws && area > 0; ++d) {
                const int r = static_cast<int>(rng_.below(area));
                const int x = r / tallest, k = r - x * tallest;
                if (k >= b.height(x)) continue;
                const int i = Board::index(x, k);
                if (b.cell(i) == tabu_) continue;
                const int size = b.flood(i, scratch_);
                if (size < 2 || !keep(size, 1)) continue;
                tick();
                moves.push_back(scratch_.cells[0]);
                b.remove(scratch_.cells.data(), size, collapse_);
                score += group_score(rules_, size);
                played = true;
                break;
            }
            if (played) continue;
            const int n = b.list_groups(cells, sizes, scratch_);
            if (n == 0) break;
            int k = 0;
            for (int g = 0; g < n; ++g)
                if (b.cell(cells[g]) != tabu_) pick[k++] = static_cast<std::uint16_t>(g);
            if (k == 0) { // only the tabu colour has groups left
                for (int g = 0; g < n; ++g) pick[g] = static_cast<std::uint16_t>(g);
                k = n;
            }
            int g = pick[rng_.below(static_cast<std::uint64_t>(k))];
            while (!keep(sizes[g], 0)) g = pick[rng_.below(static_cast<std::uint64_t>(k))];
            tick();
            b.remove_group_at(cells[g], collapse_, scratch_);
            score += group_score(rules_, sizes[g]);
            moves.push_back(cells[g]);
        }
        return finish(b, score);
    }

    // The moves of a candidate's line after its own move.
    std::pair<const std::uint16_t*, std::size_t> tail_of(const Cand& c, const std::vector<Node>& beam) const {
        if (!c.inherited) return {pool_.data() + c.tail_at, c.tail_size};
        const auto& t = beam[static_cast<std::size_t>(c.tail_parent)].tail;
        return {t.data() + 1, t.size() - 1};
    }

    // One pass at `width`; returns the best final score known afterwards.
    int beam(int width) {
        traces_.clear();
        std::vector<Node> current, next;
        current.push_back(Node{PlayBoard(start_.board), start_.score, -1, best_score_, best_line_});
        std::vector<std::uint16_t> cells(kMaxCells), sizes(kMaxCells);
        while (!current.empty()) {
            cands_.clear();
            pool_.clear();
            seen_.clear();
            for (std::size_t p = 0; p < current.size(); ++p) {
                const Node& e = current[p];
                const int n = e.board.list_groups(cells.data(), sizes.data(), scratch_);
                if (n == 0) {
                    offer(finish(e.board, e.score), e.trace, -1, nullptr, 0);
                    continue;
                }
                // Which group the remembered line plays next (its move may name any tile of it).
                int on_line = -1;
                if (!e.tail.empty()) {
                    e.board.flood(e.tail.front(), scratch_);
                    for (int g = 0; g < n && on_line < 0; ++g)
                        if (scratch_.stamp[cells[static_cast<std::size_t>(g)]] == scratch_.generation)
                            on_line = g;
                }
                for (int g = 0; g < n; ++g) {
                    const std::uint16_t cell = cells[static_cast<std::size_t>(g)];
                    PlayBoard child = e.board;
                    tick();
                    child.remove_group_at(cell, collapse_, scratch_);
                    const int score = e.score + group_score(rules_, sizes[static_cast<std::size_t>(g)]);
                    const auto pi = static_cast<std::int32_t>(p);
                    Cand c{child.hash(), e.eval, score, pi, cell, g == on_line, pi, 0, 0};
                    // A board already among the children (moves in another order) needs no
                    // playout: its line applies from here too, shifted by the score difference.
                    const auto [it, fresh] =
                        seen_.try_emplace(c.hash, static_cast<std::uint32_t>(cands_.size()));
                    if (!fresh) {
                        Cand& old = cands_[it->second];
                        const int shifted = old.eval - old.score + score;
                        if (c.inherited && c.eval > shifted) {
                            old = c;
                        } else if (score > old.score) {
                            old.eval = shifted;
                            old.score = score;
                            old.parent = pi;
                            old.cell = cell;
                        } else {
                            continue;
                        }
                        const auto [tail, size] = tail_of(old, current);
                        if (old.eval > best_score_) offer(old.eval, e.trace, cell, tail, size);
                        continue;
                    }
                    if (!c.inherited) {
                        c.tail_at = static_cast<std::uint32_t>(pool_.size());
                        c.eval = playout(child, score, pool_);
                        c.tail_size = static_cast<std::uint32_t>(pool_.size() - c.tail_at);
                        if (c.eval > best_score_)
                            offer(c.eval, e.trace, cell, pool_.data() + c.tail_at, c.tail_size);
                    }
                    cands_.push_back(c);
                }
            }
            // Keep the `width` best (equal boards were merged above).
            const auto by_eval = [](const Cand& a, const Cand& b) {
                return a.eval != b.eval ? a.eval > b.eval : a.hash < b.hash;
            };
            if (cands_.size() > static_cast<std::size_t>(width)) {
                std::nth_element(cands_.begin(), cands_.begin() + width, cands_.end(), by_eval);
                cands_.resize(static_cast<std::size_t>(width));
            }
            std::sort(cands_.begin(), cands_.end(), by_eval);
            next.clear();
            for (const Cand& c : cands_) {
                const Node& parent = current[static_cast<std::size_t>(c.parent)];
                traces_.push_back({parent.trace, c.cell});
                Node child{parent.board, 0, static_cast<std::int32_t>(traces_.size() - 1), c.eval, {}};
                child.score = parent.score +
                              group_score(rules_, child.board.remove_group_at(c.cell, collapse_, scratch_));
                const auto [tail, size] = tail_of(c, current);
                child.tail.assign(tail, tail + size);
                next.push_back(std::move(child));
            }
            std::swap(current, next);
        }
        return best_score_;
    }

    const State& start_;
    const SolveLimits& limits_;
    Rules rules_;
    bool collapse_;
    bool penalty_;
    std::vector<Colour> tabu_choices_;
    Colour tabu_ = 1;
    Rng rng_;
    std::uint64_t nodes_ = 0;
    bool enforce_ = true;
    std::vector<Trace> traces_;
    std::vector<Cand> cands_;
    std::unordered_map<std::uint64_t, std::uint32_t> seen_; // child board -> its index in cands_
    std::vector<std::uint16_t> pool_;
    std::vector<std::uint16_t> best_line_;
    int best_score_ = std::numeric_limits<int>::min();
    FloodScratch scratch_;
};

} // namespace

Solution solve(const State& state, const SolveLimits& limits) {
    if (state.over) return Solution{{}, state.score, 0, 0};
    if (state.board.tiles_left() <= kExactTiles) return BeamSearch(state, limits).run();
    return PlayoutBeam(state, limits).run();
}

std::optional<Move> hint(const State& state, const SolveLimits& limits) {
    if (state.over) return std::nullopt;
    auto s = solve(state, limits);
    if (s.moves.empty()) return std::nullopt;
    return s.moves.front();
}

std::optional<State> replay(const State& state, const std::vector<Move>& moves) {
    State s = state;
    for (const Move& m : moves) {
        auto o = apply(s, m);
        if (!o) return std::nullopt;
        s = std::move(o->state);
    }
    return s;
}

} // namespace tessera::samegame
