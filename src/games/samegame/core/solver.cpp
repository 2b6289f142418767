#include "tessera/core/samegame/solver.hpp"

#include <algorithm>
#include <limits>
#include <thread>
#include <utility>

#include "nrpa.hpp"

namespace tessera::samegame {

namespace {

class BudgetExhausted {};

// How many of the most frequent colours take turns as the tabu colour.
constexpr int kTabuPortfolio = 3;

// Boards with at most this many tiles get the exact search (the beam below, widened until it
// holds every board); larger ones NRPA (nrpa.cpp).
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

} // namespace

Solution solve(const State& state, const SolveLimits& limits) {
    if (state.over) return Solution{{}, state.score, 0, 0, 0};
    const int tiles = state.board.tiles_left();
    if (tiles <= kExactTiles) return BeamSearch(state, limits).run();
    nrpa::Params params;
    params.level = nrpa::level_for(limits.max_nodes, tiles);
    const int threads = std::max(1, limits.threads);
    if (threads == 1) return nrpa::solve(state, limits, params);
    // Root parallelism: independent searches with their own seeds; the best line wins, ties to
    // the lowest seed, so a node budget still gives one answer.
    std::vector<Solution> results(static_cast<std::size_t>(threads));
    std::vector<SolveLimits> own(static_cast<std::size_t>(threads), limits);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) {
        own[static_cast<std::size_t>(t)].seed = limits.seed + static_cast<std::uint64_t>(t);
        pool.emplace_back([&, t] {
            results[static_cast<std::size_t>(t)] =
                nrpa::solve(state, own[static_cast<std::size_t>(t)], params);
        });
    }
    results[0] = nrpa::solve(state, own[0], params);
    for (std::thread& th : pool) th.join();
    std::size_t best = 0;
    std::uint64_t nodes = 0;
    for (std::size_t t = 0; t < results.size(); ++t) {
        nodes += results[t].nodes;
        if (results[t].score > results[best].score) best = t;
    }
    Solution out = std::move(results[best]);
    out.nodes = nodes;
    return out;
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
