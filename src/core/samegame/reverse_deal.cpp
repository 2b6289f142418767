// Clearable boards by construction (see reverse_deal.hpp). The board under construction is kept
// column by column, bottom-up, like Board itself: B' is the board after the group's removal, B
// the board before it. A plan describes the inserted group in B: a left-to-right run of strips,
// each either new cells in an existing column of B' (inserted at one level, pushing the tiles
// above up) or a whole new column (inserted at a gap between columns of B'). Consecutive strips
// overlap in B's levels, so the group is connected; the colour is then chosen among those no
// neighbouring tile has, so it is also a maximal group when the player meets it.
#include "tessera/core/samegame/reverse_deal.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace tessera::samegame {

namespace {

constexpr int kPlanTries = 64;      // plans tried for one insertion before it is a dead end
constexpr int kMaxRestarts = 200;   // constructions tried before giving up
constexpr int kMaxBacktracks = 400; // dead ends stepped back from before a construction restarts
constexpr int kSlack = 3;           // strict plans: colours at most this far above the scarcest
constexpr Colour kMark = 0xFF;      // the group being inserted, while its colour is not chosen yet

struct Strip {
    bool fresh = false; // a new column (src = the gap: it goes just before column src of B')
    int src = 0;        // existing: the column of B'
    int lo = 0;         // B level of the strip's bottom cell
    int len = 0;
};

class Builder {
  public:
    Builder(int width, int height, int colours) : w_(width), h_(height), c_(colours) {}

    void reset() {
        n_ = 0;
        tiles_ = 0;
        heights_.fill(0);
        counts_.fill(0);
        moves_.clear();
        sizes_.clear();
    }

    bool full() const { return tiles_ == w_ * h_; }

    // The construction so far, for stepping back from a dead end.
    struct Snapshot {
        std::array<std::array<Colour, kMaxSide>, kMaxSide> cols;
        std::array<std::uint8_t, kMaxSide> heights;
        std::array<int, kMaxColours + 1> counts;
        int n, tiles;
        std::size_t moves;
    };
    Snapshot snapshot() const { return {cols_, heights_, counts_, n_, tiles_, moves_.size()}; }
    void restore(const Snapshot& s) {
        cols_ = s.cols;
        heights_ = s.heights;
        counts_ = s.counts;
        n_ = s.n;
        tiles_ = s.tiles;
        moves_.resize(s.moves);
        sizes_.resize(s.moves);
    }

    // One insertion: up to kPlanTries random plans; false when none was legal (a dead end).
    bool insert_one(Rng& rng) {
        const int left = w_ * h_ - tiles_;
        for (int attempt = 0; attempt < kPlanTries; ++attempt) {
            // After half the tries, small groups: they fit where big ones do not.
            int size = std::min(attempt < kPlanTries / 2 ? sample_size(rng) : rng.range(2, 3), left);
            if (left - size == 1) size = size > 2 ? size - 1 : left;
            // The first half of the plans may only take a colour close to the scarcest one.
            if (plan(size, rng) && commit(attempt < kPlanTries / 2, rng)) return true;
        }
        return false;
    }

    ReverseDeal result(int restarts, int backtracks) const {
        ReverseDeal d;
        d.board = Board(w_, h_);
        for (int x = 0; x < w_; ++x)
            for (int level = 0; level < h_; ++level)
                d.board.set({x, h_ - 1 - level}, cols_[idx(x)][idx(level)]);
        d.line.assign(moves_.rbegin(), moves_.rend());
        d.group_sizes.assign(sizes_.rbegin(), sizes_.rend());
        d.restarts = restarts;
        d.backtracks = backtracks;
        return d;
    }

  private:
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }

    // Group sizes 2..10, mean about 4 (the groups made are a little smaller: some plans stop short).
    static int sample_size(Rng& rng) {
        const auto r = rng.below(100);
        if (r < 26) return 2;
        if (r < 50) return 3;
        if (r < 66) return 4;
        if (r < 77) return 5;
        if (r < 85) return 6;
        if (r < 91) return 7;
        return rng.range(8, 10);
    }

    int free_in(int x) const { return h_ - heights_[idx(x)]; }
    int cap(const Strip& s) const { return s.fresh ? h_ : free_in(s.src); }

    // A new strip next to one covering B levels [a, b), with at most `room` cells; false if none fits.
    bool strip_beside(bool fresh, int src, int a, int b, int room, Rng& rng, Strip& out) const {
        out = Strip{fresh, src, 0, 0};
        if (fresh) {
            // A new column holds levels [0, len): it must reach level a.
            const int kmax = std::min(h_, room);
            if (a + 1 > kmax) return false;
            out.len = rng.range(a + 1, std::min(kmax, a + 2));
            return true;
        }
        const int hx = heights_[idx(src)];
        const int lmax = std::min(hx, b - 1);
        const int kmin = std::max(1, a - lmax + 1);
        const int kmax = std::min(free_in(src), room);
        if (kmin > kmax) return false;
        out.len = rng.range(kmin, std::min(kmax, kmin + 2));
        out.lo = rng.range(std::max(0, a - out.len + 1), lmax);
        return true;
    }

    bool plan(int size, Rng& rng) {
        first_ = last_ = kMaxSide + 1;
        fresh_used_ = 0;
        total_ = 0;
        const int missing = w_ - n_;
        const int left = w_ * h_ - tiles_;
        // New columns are started in proportion to the room they stand for.
        const bool fresh = missing > 0 && (n_ == 0 || rng.below(static_cast<std::uint64_t>(left)) <
                                                          static_cast<std::uint64_t>(missing * h_));
        Strip start;
        if (fresh) {
            start = Strip{true, rng.range(0, n_), 0, rng.range(1, std::min({h_, size, 3}))};
        } else {
            int open = 0;
            for (int x = 0; x < n_; ++x) open += free_in(x) > 0;
            if (open == 0) return false;
            int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(open)));
            int x = 0;
            for (;; ++x)
                if (free_in(x) > 0 && pick-- == 0) break;
            start = Strip{false, x, rng.range(0, heights_[idx(x)]),
                          rng.range(1, std::min({free_in(x), size, 3}))};
        }
        push_back(start);
        for (int tries = 0; total_ < size && tries < 4 * size + 8; ++tries) {
            const int room = size - total_;
            const auto action = rng.below(3);
            if (action == 0) {
                // Grow a strip by one cell, at its top or (in an existing column) its bottom.
                Strip& s = strips_[idx(
                    first_ + static_cast<int>(rng.below(static_cast<std::uint64_t>(last_ - first_))))];
                if (s.len >= cap(s)) continue;
                if (!s.fresh && s.lo > 0 && rng.chance(1, 2)) --s.lo;
                ++s.len;
                ++total_;
                continue;
            }
            const bool right = action == 2;
            const Strip& end = strips_[idx(right ? last_ - 1 : first_)];
            // The neighbouring existing column of B', and the gap where a new column would go.
            const int existing = right ? (end.fresh ? end.src : end.src + 1) : end.src - 1;
            const int gap = right && !end.fresh ? end.src + 1 : end.src;
            const bool can_existing = existing >= 0 && existing < n_ && free_in(existing) > 0;
            const bool can_fresh = fresh_used_ < missing;
            if (!can_existing && !can_fresh) continue;
            bool use_fresh = can_fresh;
            if (can_existing && can_fresh)
                use_fresh =
                    rng.below(static_cast<std::uint64_t>(left)) < static_cast<std::uint64_t>(missing * h_);
            Strip s;
            if (!strip_beside(use_fresh, use_fresh ? gap : existing, end.lo, end.lo + end.len, room, rng, s))
                continue;
            if (right)
                push_back(s);
            else
                push_front(s);
        }
        return total_ >= 2 && left - total_ != 1;
    }

    void push_back(const Strip& s) {
        strips_[idx(last_++)] = s;
        total_ += s.len;
        fresh_used_ += s.fresh;
    }
    void push_front(const Strip& s) {
        strips_[idx(--first_)] = s;
        total_ += s.len;
        fresh_used_ += s.fresh;
    }

    // Column `x` of B' as it stands in B (tiles above an inserted strip pushed up by its length).
    void column_in_b(const Strip& s, std::array<Colour, kMaxSide>& out) const {
        out.fill(kEmpty);
        if (s.fresh) {
            for (int y = 0; y < s.len; ++y) out[idx(y)] = kMark;
            return;
        }
        const auto& c = cols_[idx(s.src)];
        const int hx = heights_[idx(s.src)];
        for (int y = 0; y < s.lo; ++y) out[idx(y)] = c[idx(y)];
        for (int y = 0; y < s.len; ++y) out[idx(s.lo + y)] = kMark;
        for (int y = s.lo; y < hx; ++y) out[idx(y + s.len)] = c[idx(y)];
    }

    // Builds the new board from the plan, if some colour keeps the group maximal.
    bool commit(bool strict, Rng& rng) {
        // The columns of B around and under the group: one untouched column on each side.
        const Strip& lead = strips_[idx(first_)];
        const Strip& tail = strips_[idx(last_ - 1)];
        const int before = lead.src - 1;                        // B' column left of the group (either kind)
        const int after = tail.fresh ? tail.src : tail.src + 1; // B' column right of it
        std::array<std::array<Colour, kMaxSide>, kMaxSide + 2> win{};
        int wn = 0;
        if (before >= 0) win[idx(wn++)] = cols_[idx(before)];
        const int group_from = wn;
        for (int i = first_; i < last_; ++i) column_in_b(strips_[idx(i)], win[idx(wn++)]);
        const int group_to = wn;
        if (after < n_) win[idx(wn++)] = cols_[idx(after)];

        // After the insertion every column that is not full must be able to take a group of 2:
        // once all columns exist, a run of open columns with a single free cell is a dead end.
        if (n_ + fresh_used_ == w_) {
            int run = 0;
            int fi = first_;
            auto column = [&](int free_here) {
                if (free_here > 0) {
                    run += free_here;
                    return true;
                }
                const bool ok = run != 1;
                run = 0;
                return ok;
            };
            for (int g = 0; g <= n_; ++g) {
                for (; fi < last_ && strips_[idx(fi)].fresh && strips_[idx(fi)].src == g; ++fi)
                    if (!column(h_ - strips_[idx(fi)].len)) return false;
                if (g == n_) break;
                int free_here = free_in(g);
                if (fi < last_ && !strips_[idx(fi)].fresh && strips_[idx(fi)].src == g)
                    free_here -= strips_[idx(fi++)].len;
                if (!column(free_here)) return false;
            }
            if (run == 1) return false;
        }

        unsigned forbidden = 0;
        for (int i = group_from; i < group_to; ++i)
            for (int y = 0; y < h_; ++y) {
                if (win[idx(i)][idx(y)] != kMark) continue;
                auto look = [&](int xi, int yi) {
                    if (xi < 0 || xi >= wn || yi < 0 || yi >= h_) return;
                    const Colour c = win[idx(xi)][idx(yi)];
                    if (c != kMark && c != kEmpty) forbidden |= 1u << c;
                };
                look(i - 1, y);
                look(i + 1, y);
                look(i, y - 1);
                look(i, y + 1);
            }
        if (strict) {
            const int fewest = *std::min_element(counts_.begin() + 1, counts_.begin() + 1 + c_);
            for (int c = 1; c <= c_; ++c)
                if (counts_[idx(c)] > fewest + kSlack) forbidden |= 1u << c;
        }
        // The allowed colour with the fewest tiles so far (ties at random) keeps colours even.
        Colour colour = kEmpty;
        int ties = 0;
        for (int c = 1; c <= c_; ++c) {
            if (forbidden & (1u << c)) continue;
            if (colour == kEmpty || counts_[idx(c)] < counts_[idx(colour)]) {
                colour = static_cast<Colour>(c);
                ties = 1;
            } else if (counts_[idx(c)] == counts_[idx(colour)] &&
                       rng.below(static_cast<std::uint64_t>(++ties)) == 0) {
                colour = static_cast<Colour>(c);
            }
        }
        if (colour == kEmpty) return false;

        // Rebuild the column list of B: new columns at their gaps, strips inside their columns.
        std::array<std::array<Colour, kMaxSide>, kMaxSide> next{};
        std::array<std::uint8_t, kMaxSide> next_heights{};
        int nn = 0;
        int group_x = -1;
        auto place = [&](const Strip& s) {
            column_in_b(s, next[idx(nn)]);
            for (auto& c : next[idx(nn)])
                if (c == kMark) c = colour;
            next_heights[idx(nn)] = static_cast<std::uint8_t>(s.fresh ? s.len : heights_[idx(s.src)] + s.len);
            if (group_x < 0) group_x = nn;
            ++nn;
        };
        int fi = first_;
        for (int g = 0; g <= n_; ++g) {
            while (fi < last_ && strips_[idx(fi)].fresh && strips_[idx(fi)].src == g)
                place(strips_[idx(fi++)]);
            if (g == n_) break;
            if (fi < last_ && !strips_[idx(fi)].fresh && strips_[idx(fi)].src == g) {
                place(strips_[idx(fi++)]);
            } else {
                next[idx(nn)] = cols_[idx(g)];
                next_heights[idx(nn)] = heights_[idx(g)];
                ++nn;
            }
        }
        cols_ = next;
        heights_ = next_heights;
        n_ = nn;
        tiles_ += total_;
        counts_[colour] += total_;
        moves_.push_back(Move{{group_x, h_ - 1 - lead.lo}});
        sizes_.push_back(total_);
        return true;
    }

    int w_, h_, c_;
    int n_ = 0;
    int tiles_ = 0;
    std::array<std::array<Colour, kMaxSide>, kMaxSide> cols_{};
    std::array<std::uint8_t, kMaxSide> heights_{};
    std::array<int, kMaxColours + 1> counts_{};
    std::vector<Move> moves_;
    std::vector<int> sizes_;
    // The plan: strips_[first_, last_) left to right (room to grow both ways from the middle).
    std::array<Strip, 2 * kMaxSide + 2> strips_{};
    int first_ = 0, last_ = 0;
    int fresh_used_ = 0;
    int total_ = 0;
};

} // namespace

std::optional<ReverseDeal> reverse_deal(int width, int height, int colours, Rng& rng) {
    if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide || colours < 1 ||
        colours > kMaxColours || width * height < 2)
        return std::nullopt;
    if (colours == 1) {
        // One colour: the only clearable board is a single group.
        ReverseDeal d;
        d.board = Board(width, height);
        for (int x = 0; x < width; ++x)
            for (int y = 0; y < height; ++y) d.board.set({x, y}, 1);
        d.line = {Move{{0, height - 1}}};
        d.group_sizes = {width * height};
        return d;
    }
    // Dead ends (no legal insertion left) are left by undoing the last 1..8 insertions; after
    // kMaxBacktracks of them the construction starts again from an empty board.
    Builder b(width, height, colours);
    std::vector<Builder::Snapshot> steps;
    int backtracks = 0;
    for (int restart = 0; restart < kMaxRestarts; ++restart) {
        b.reset();
        steps.clear();
        for (int dead_ends = 0; !b.full() && dead_ends <= kMaxBacktracks;) {
            steps.push_back(b.snapshot());
            if (b.insert_one(rng)) continue;
            steps.pop_back();
            ++dead_ends;
            ++backtracks;
            const auto back = std::min<std::size_t>(steps.size(), static_cast<std::size_t>(rng.range(1, 8)));
            if (back == 0) break;
            steps.resize(steps.size() - back + 1);
            b.restore(steps.back());
            steps.pop_back();
        }
        if (b.full()) return b.result(restart, backtracks);
    }
    return std::nullopt;
}

} // namespace tessera::samegame
