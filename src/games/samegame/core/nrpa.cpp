#include "nrpa.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <utility>

#include "tessera/core/common/index.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/mask_board.hpp"

namespace tessera::samegame::nrpa {

namespace {

class BudgetExhausted {};

// The policy: a weight per move code, in an open-addressing table. A nested search adapts the
// table in place and rolls its changes back when it returns (an undo log of key and old value),
// which is what copying the policy for it would do at a fraction of the cost.
class Policy {
  public:
    Policy() { resize(1u << 14); }

    float get(std::uint64_t key) const {
        for (std::uint32_t i = slot_of(key);; i = (i + 1) & mask_) {
            if (keys_[i] == key) return values_[i];
            if (keys_[i] == 0) return 0.0f;
        }
    }
    void add(std::uint64_t key, float delta) {
        std::uint32_t i = find_or_insert(key);
        log_.push_back({key, values_[i]});
        values_[i] += delta;
    }
    std::size_t mark() const { return log_.size(); }
    void rollback(std::size_t mark) {
        for (; log_.size() > mark; log_.pop_back())
            values_[find_or_insert(log_.back().key)] = log_.back().old;
    }
    void clear() {
        std::fill(keys_.begin(), keys_.end(), 0);
        std::fill(values_.begin(), values_.end(), 0.0f);
        log_.clear();
        used_ = 0;
    }

  private:
    struct Undo {
        std::uint64_t key;
        float old;
    };
    std::uint32_t slot_of(std::uint64_t key) const { return static_cast<std::uint32_t>(key >> 32) & mask_; }
    std::uint32_t find_or_insert(std::uint64_t key) {
        for (std::uint32_t i = slot_of(key);; i = (i + 1) & mask_) {
            if (keys_[i] == key) return i;
            if (keys_[i] == 0) {
                if (2 * (used_ + 1) > keys_.size()) { // keep the table at most half full
                    resize(static_cast<std::uint32_t>(keys_.size() * 2));
                    return find_or_insert(key);
                }
                keys_[i] = key;
                ++used_;
                return i;
            }
        }
    }
    void resize(std::uint32_t size) {
        std::vector<std::uint64_t> keys(size, 0);
        std::vector<float> values(size, 0.0f);
        std::swap(keys, keys_);
        std::swap(values, values_);
        mask_ = size - 1;
        for (std::size_t j = 0; j < keys.size(); ++j) {
            if (keys[j] == 0) continue;
            std::uint32_t i = slot_of(keys[j]);
            while (keys_[i] != 0) i = (i + 1) & mask_;
            keys_[i] = keys[j];
            values_[i] = values[j];
        }
    }

    std::vector<std::uint64_t> keys_;
    std::vector<float> values_;
    std::vector<Undo> log_;
    std::uint32_t mask_ = 0;
    std::size_t used_ = 0;
};

// A group of 2 or more: a cell to play it by, its size, colour, the columns it spans, and its
// move code: a hash of its colour and cells (XOR over its columns of a hash of the column and the
// column's mask), so a group keeps its code whichever cell names it, and the same group on the
// same cells is the same move in every line, whatever order of moves led there.
struct Group {
    std::uint64_t code;
    std::uint16_t cell;
    std::uint16_t size;
    Colour colour;
    std::uint8_t lo, hi;
};

std::uint64_t column_code(Colour c, int x, std::uint32_t mask) {
    std::uint64_t h = (static_cast<std::uint64_t>(c) << 40 | static_cast<std::uint64_t>(x) << 32 | mask) +
                      0x9e3779b97f4a7c15ULL;
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
    return h ^ (h >> 31);
}

// The groups of a playout board, kept up to date move by move: a move changes nothing left of its
// leftmost column, so the groups ending two or more columns before it stay and only the rest of
// the board is listed again (about half of it on average).
class Groups {
  public:
    int count() const { return static_cast<int>(list_.size()); }
    const Group& operator[](int i) const { return list_[u(i)]; }
    Colour skip() const { return skip_; }

    // Rebuilds the list for `b` after a move whose leftmost column was `from` (0: everything),
    // leaving out the groups of colour `skip` (kEmpty: none). A list is only updated with the
    // `skip` it was built with; from == 0 starts afresh.
    void update(const MaskBoard& b, int from, Colour skip) {
        const int first = std::max(0, from - 1);
        std::erase_if(list_, [&](const Group& g) { return g.hi + 1 >= from; });
        skip_ = skip;
        seen_.fill(0);
        const int columns = b.columns();
        for (int c = 1; c <= kMaxColours; ++c) {
            if (c == skip || b.count(static_cast<Colour>(c)) < 2) continue;
            const auto colour = static_cast<Colour>(c);
            for (int x = first; x < columns; ++x) {
                const std::uint32_t m = b.mask(colour, x);
                if (m == 0) continue;
                // Tiles with a neighbour of their colour: lone tiles are no move.
                std::uint32_t near = (m << 1) | (m >> 1);
                if (x > 0) near |= b.mask(colour, x - 1);
                if (x + 1 < columns) near |= b.mask(colour, x + 1);
                std::uint32_t open = m & near & ~seen_[u(x)];
                while (open != 0) {
                    const std::uint32_t seed = open & (~open + 1);
                    int lo = 0, hi = 0;
                    const int size = b.flood(colour, x, seed, cells_.data(), lo, hi);
                    std::uint64_t code = 0;
                    for (int gx = lo; gx <= hi; ++gx) {
                        if (cells_[u(gx)] == 0) continue;
                        code ^= column_code(colour, gx, cells_[u(gx)]);
                        seen_[u(gx)] |= cells_[u(gx)];
                    }
                    list_.push_back(Group{code == 0 ? 1 : code,
                                          static_cast<std::uint16_t>(Board::index(x, std::countr_zero(seed))),
                                          static_cast<std::uint16_t>(size), colour,
                                          static_cast<std::uint8_t>(lo), static_cast<std::uint8_t>(hi)});
                    open &= ~cells_[u(x)];
                }
            }
        }
    }

  private:
    std::vector<Group> list_;
    std::array<std::uint32_t, kMaxSide> seen_{};
    std::array<std::uint32_t, kMaxSide> cells_{};
    Colour skip_ = kEmpty;
};

// A complete line and what adapting the policy towards it needs: at every step, the codes and
// priors of the moves the playout could choose from, and which one it chose.
struct Line {
    int score = std::numeric_limits<int>::min();
    std::vector<std::uint16_t> moves;  // internal cell indices
    std::vector<std::uint64_t> codes;  // the choices of every step, step after step
    std::vector<float> priors;         // per choice
    std::vector<float> factors;        // per choice: exp(prior)
    std::vector<std::uint32_t> ends;   // per step: one past its last choice
    std::vector<std::uint16_t> chosen; // per step: the index of the move among its choices
    void clear() {
        score = std::numeric_limits<int>::min();
        moves.clear();
        codes.clear();
        priors.clear();
        factors.clear();
        ends.clear();
        chosen.clear();
    }
};

class Search {
  public:
    Search(const State& s, const SolveLimits& l, const Params& p)
        : start_(s.board), start_score_(s.score), rules_(s.config.rules), collapse_(s.config.collapse),
          penalty_(s.config.leftover_penalty), limits_(l), params_(p), rng_(l.seed ^ s.board.hash()) {
        // The tabu colour: the most frequent one, kept for one big group at the end; the second
        // most frequent one is held back by the prior, for a second big group.
        const auto counts = s.board.colour_counts();
        Colour second = 0;
        for (int c = 1; c <= kMaxColours; ++c) {
            if (counts[u(c)] > counts[tabu_]) {
                second = tabu_;
                tabu_ = static_cast<Colour>(c);
            } else if (c != tabu_ && (second == 0 || counts[u(c)] > counts[second])) {
                second = static_cast<Colour>(c);
            }
        }
        for (int c = 0; c <= kMaxColours; ++c) {
            colour_prior_[u(c)] = c == second ? -params_.second_prior : 0.0f;
            colour_factor_[u(c)] = std::exp(colour_prior_[u(c)]);
        }
        for (int n = 0; n <= kMaxCells; ++n) {
            prior_[u(n)] = n < 2 ? 0.0f : -params_.size_prior * std::log(static_cast<float>(n));
            prior_factor_[u(n)] = std::exp(prior_[u(n)]);
        }
    }

    Solution run() {
        Solution out;
        try {
            // One playout ignoring the budget, so even a budget of one node gives a full line.
            enforce_ = false;
            Line first;
            playout(first);
            enforce_ = true;
            top();
        } catch (const BudgetExhausted&) {
        }
        out.score = best_.score;
        for (std::uint16_t m : best_.moves) out.moves.push_back(Move{start_.to_point(m)});
        out.nodes = nodes_;
        out.iterations = completed_;
        return out;
    }

  private:
    void tick() {
        ++nodes_;
        if (!enforce_) return;
        if (limits_.max_nodes && nodes_ >= limits_.max_nodes) throw BudgetExhausted{};
        if (limits_.should_stop && (nodes_ & 1023) == 0 && limits_.should_stop()) throw BudgetExhausted{};
    }

    // The top level: adapts towards its best line until the budget ends it. With restarts, a
    // fresh policy after `restart_after` iterations without progress (the best line is kept).
    void top() {
        Line best, line;
        int stale = 0;
        for (;;) {
            const std::size_t mark = policy_.mark();
            search(params_.level - 1, line);
            policy_.rollback(mark);
            if (line.score >= best.score) {
                stale = line.score > best.score ? 0 : stale + 1;
                std::swap(best, line);
            } else {
                ++stale;
            }
            ++completed_;
            if (params_.restart_after > 0 && stale >= params_.restart_after) {
                policy_.clear();
                best.clear();
                stale = 0;
                continue;
            }
            adapt(best);
        }
    }

    // Level `level` from the current policy; the best line it found goes to `out`.
    void search(int level, Line& out) {
        if (level <= 0) {
            playout(out);
            return;
        }
        Line best, line;
        for (int i = 0; i < params_.iterations; ++i) {
            const std::size_t mark = policy_.mark();
            search(level - 1, line);
            policy_.rollback(mark);
            if (line.score >= best.score) std::swap(best, line);
            adapt(best);
        }
        std::swap(out, best);
    }

    // Moves the policy towards `line`: each chosen code up by alpha, every code that could have
    // been chosen down by alpha times its probability (before this adaptation).
    void adapt(const Line& line) {
        probabilities_.resize(line.codes.size());
        std::uint32_t begin = 0;
        for (std::uint32_t end : line.ends) {
            float z = 0;
            for (std::uint32_t i = begin; i < end; ++i) {
                const float p = policy_.get(line.codes[i]);
                const float w = p == 0.0f ? line.factors[i] : std::exp(p + line.priors[i]);
                probabilities_[i] = w;
                z += w;
            }
            for (std::uint32_t i = begin; i < end; ++i) probabilities_[i] /= z;
            begin = end;
        }
        begin = 0;
        for (std::size_t s = 0; s < line.ends.size(); ++s) {
            const std::uint32_t end = line.ends[s];
            policy_.add(line.codes[begin + line.chosen[s]], params_.alpha);
            for (std::uint32_t i = begin; i < end; ++i)
                policy_.add(line.codes[i], -params_.alpha * probabilities_[i]);
            begin = end;
        }
    }

    // One game to the end under the policy: softmax over the moves' weights times their priors,
    // never the tabu colour while another colour has a group. The tabu colour's groups are not
    // even listed until only they are left.
    void playout(Line& line) {
        line.clear();
        MaskBoard b(start_);
        int score = start_score_;
        list_groups(b, 0);
        float weight[kMaxCells];
        while (groups_.count() > 0) {
            const int k = groups_.count();
            float z = 0;
            for (int j = 0; j < k; ++j) {
                const Group& g = groups_[j];
                // exp(policy + prior); most codes have no policy weight yet, so exp is skipped.
                const float w = policy_.get(g.code);
                const float prior = prior_[g.size] + colour_prior_[g.colour];
                const float factor = prior_factor_[g.size] * colour_factor_[g.colour];
                weight[j] = w == 0.0f ? factor : std::exp(w + prior);
                z += weight[j];
                line.codes.push_back(g.code);
                line.priors.push_back(prior);
                line.factors.push_back(factor);
            }
            float r = static_cast<float>(rng_.unit()) * z;
            int j = 0;
            while (j + 1 < k && r >= weight[j]) r -= weight[j++];
            const Group g = groups_[j];
            line.chosen.push_back(static_cast<std::uint16_t>(j));
            line.ends.push_back(static_cast<std::uint32_t>(line.codes.size()));
            line.moves.push_back(g.cell);
            tick();
            int lo = 0, hi = 0;
            const int x = g.cell / kMaxSide;
            b.flood(g.colour, x, std::uint32_t{1} << (g.cell - x * kMaxSide), cells_.data(), lo, hi);
            b.remove(g.colour, cells_.data(), lo, hi, collapse_);
            score += group_score(rules_, g.size);
            list_groups(b, g.lo);
        }
        line.score = score + b.end_adjustment(rules_, penalty_);
        if (line.score > best_.score) {
            best_.score = line.score;
            best_.moves = line.moves;
        }
    }

    // The moves after a move whose leftmost column was `from`: the groups of every colour but
    // the tabu one, or when there are none, the tabu colour's.
    void list_groups(const MaskBoard& b, int from) {
        if (groups_.skip() != tabu_) from = 0;
        groups_.update(b, from, tabu_);
        if (groups_.count() == 0) groups_.update(b, 0, kEmpty);
    }

    Board start_;
    int start_score_;
    Rules rules_;
    bool collapse_;
    bool penalty_;
    const SolveLimits& limits_;
    Params params_;
    Rng rng_;
    Groups groups_;
    Colour tabu_ = 1;
    float prior_[kMaxCells + 1];        // per group size
    float prior_factor_[kMaxCells + 1]; // exp(prior)
    float colour_prior_[kMaxColours + 1];
    float colour_factor_[kMaxColours + 1]; // exp(colour prior)
    Policy policy_;
    Line best_; // the best line of the whole search (only score and moves)
    std::vector<float> probabilities_;
    std::array<std::uint32_t, kMaxSide> cells_{}; // the chosen group's masks
    std::uint64_t nodes_ = 0;
    bool enforce_ = true;
    int completed_ = 0;
};

} // namespace

Solution solve(const State& state, const SolveLimits& limits, const Params& params) {
    return Search(state, limits, params).run();
}

int level_for(std::uint64_t max_nodes, int tiles) {
    if (max_nodes == 0) return 3;
    // A search at level L costs about iterations^L playouts of ~tiles/3 moves; the top level
    // should get a few of its lower searches done within the budget.
    const double playouts = static_cast<double>(max_nodes) / std::max(1.0, tiles / 3.0);
    return playouts >= 4e4 ? 3 : playouts >= 400 ? 2 : 1;
}

} // namespace tessera::samegame::nrpa
