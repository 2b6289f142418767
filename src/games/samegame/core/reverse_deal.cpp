// Clearable boards by construction (see reverse_deal.hpp). The board under construction is kept
// column by column, bottom-up, like Board itself: B' is the board after the group's removal, B
// the board before it. A plan describes the inserted group in B: a left-to-right run of strips,
// each either new cells in an existing column of B' (inserted at one level, pushing the tiles
// above up) or a whole new column (inserted at a gap between columns of B'). Consecutive strips
// overlap in B's levels, so the group is connected.
//
// Colour first: a plan starts from one cell, takes a colour none of that cell's neighbours has,
// and grows a cell (or a new column) at a time, each step kept only if the group still touches
// no tile of its colour. Choosing the colour last, over a finished random shape, failed most of
// the time with 3–4 colours (a group of 5 has about 12 neighbours), and the many rejected
// shapes looked like dead ends that were not.
//
// One insertion: a few random plans (shapes of 2..10 cells); when they all fail, every starting
// cell in turn with every allowed colour and every group of 2, then 3, then 4 grown from it
// (sgt-samegame tries every position the same way, for pairs only). Only when that finds
// nothing is the construction stuck; it then undoes some insertions, more the longer it stays
// stuck at the same place, and starts again from empty after kMaxBacktracks dead ends.
#include "tessera/core/samegame/reverse_deal.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace tessera::samegame {

namespace {

constexpr int kRandomTries = 16;          // random plans for one insertion before trying every position
constexpr int kMaxRestarts = 200;         // constructions tried before giving up
constexpr int kMaxBacktracks = 200;       // dead ends stepped back from before a construction restarts
constexpr int kSlack = 3;                 // strict plans: colours at most this far above the scarcest
constexpr int kExhaustiveMax = 4;         // the exhaustive pass tries groups of 2 up to this size
constexpr std::uint64_t kGrowKinds = 6;   // growth steps: 2 vertical kinds (up, down), the rest sideways
constexpr Colour kMark = kMaxColours + 1; // a cell of the planned group (its colour is not set yet)

constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

struct Strip {
    bool fresh = false; // a new column (src = the gap: it goes just before column src of B')
    int src = 0;        // existing: the column of B'
    int lo = 0;         // B level of the strip's bottom cell
    int len = 0;
};

class Builder {
  public:
    Builder(int width, int height, int colours)
        : w_(width), h_(height), c_(colours), palette_(((1u << (colours + 1)) - 1) & ~1u) {}

    void reset() {
        n_ = 0;
        tiles_ = 0;
        heights_.fill(0);
        counts_.fill(0);
        moves_.clear();
        sizes_.clear();
    }

    bool full() const { return tiles_ == w_ * h_; }
    int tiles() const { return tiles_; }

    // The construction so far, for stepping back from a dead end.
    struct Snapshot {
        std::array<std::array<Colour, kMaxSide>, kMaxSide> cols;
        std::array<std::uint8_t, kMaxSide> heights;
        std::array<int, kMaxColours + 1> counts;
        int n, tiles;
        std::size_t moves;
    };
    void snapshot(Snapshot& s) const {
        // Only the live columns: the rest is never read before it is written again.
        for (int x = 0; x < n_; ++x) s.cols[idx(x)] = cols_[idx(x)];
        s.heights = heights_;
        s.counts = counts_;
        s.n = n_;
        s.tiles = tiles_;
        s.moves = moves_.size();
    }
    void restore(const Snapshot& s) {
        for (int x = 0; x < s.n; ++x) cols_[idx(x)] = s.cols[idx(x)];
        heights_ = s.heights;
        counts_ = s.counts;
        n_ = s.n;
        tiles_ = s.tiles;
        moves_.resize(s.moves);
        sizes_.resize(s.moves);
    }

    // One insertion; false when no group of up to kExhaustiveMax tiles fits anywhere (a dead end).
    bool insert_one(Rng& rng) {
        for (int attempt = 0; attempt < kRandomTries; ++attempt)
            // The first half may only take a colour close to the scarcest one.
            if (random_plan(attempt < kRandomTries / 2, rng)) return true;
        return every_plan(rng);
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
    // Group sizes 2..10, mean about 4.4 (the groups made average 3.6..4.1: growth often stops short).
    static int sample_size(Rng& rng) {
        const auto r = rng.below(100);
        if (r < 20) return 2;
        if (r < 42) return 3;
        if (r < 60) return 4;
        if (r < 73) return 5;
        if (r < 83) return 6;
        if (r < 90) return 7;
        return rng.range(8, 10);
    }

    int left() const { return w_ * h_ - tiles_; }
    int missing() const { return w_ - n_; }
    int free_in(int x) const { return h_ - heights_[idx(x)]; }
    int cap(const Strip& s) const { return s.fresh ? h_ : free_in(s.src); }
    Colour column_at(int x, int y) const { return y < heights_[idx(x)] ? cols_[idx(x)][idx(y)] : kEmpty; }
    // Level y of the B column a strip makes.
    Colour strip_at(const Strip& s, int y) const {
        if (s.fresh) return y < s.len ? kMark : kEmpty;
        if (y < s.lo) return cols_[idx(s.src)][idx(y)];
        if (y < s.lo + s.len) return kMark;
        return column_at(s.src, y - s.len);
    }

    // A new column costs a group of its own at the end if it is left too long, and starting one
    // too early leaves few places to insert: new columns are chosen in proportion to the room
    // they stand for.
    bool prefer_fresh(Rng& rng) const {
        return rng.below(static_cast<std::uint64_t>(left())) < static_cast<std::uint64_t>(missing() * h_);
    }

    // --- the plan ---------------------------------------------------------------------------

    void start(const Strip& s) {
        first_ = last_ = kMaxSide + 1;
        fresh_used_ = 0;
        total_ = 0;
        push_back(s);
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
    void pop_back() {
        const Strip& s = strips_[idx(--last_)];
        total_ -= s.len;
        fresh_used_ -= s.fresh;
    }
    void pop_front() {
        const Strip& s = strips_[idx(first_++)];
        total_ -= s.len;
        fresh_used_ -= s.fresh;
    }

    // The colours of every tile next to the planned group in B (bits 1..c_).
    unsigned neighbours() const {
        unsigned m = 0;
        const int left_col = strips_[idx(first_)].src - 1;
        const Strip& tail = strips_[idx(last_ - 1)];
        const int right_col = tail.fresh ? tail.src : tail.src + 1;
        for (int i = first_; i < last_; ++i) {
            const Strip& s = strips_[idx(i)];
            if (!s.fresh) {
                if (s.lo > 0) m |= 1u << cols_[idx(s.src)][idx(s.lo - 1)];
                m |= 1u << column_at(s.src, s.lo); // the tile pushed up above the strip
            }
            for (int y = s.lo; y < s.lo + s.len; ++y) {
                m |= 1u << (i > first_      ? strip_at(strips_[idx(i - 1)], y)
                            : left_col >= 0 ? column_at(left_col, y)
                                            : kEmpty);
                m |= 1u << (i + 1 < last_    ? strip_at(strips_[idx(i + 1)], y)
                            : right_col < n_ ? column_at(right_col, y)
                                             : kEmpty);
            }
        }
        return m & palette_;
    }

    // After the insertion the rest must still be fillable: never a single cell left, and once all
    // columns exist, no run of open columns between full ones with a single free cell (nothing
    // of 2+ tiles fits there).
    bool fillable() const {
        if (left() - total_ == 1) return false;
        if (n_ + fresh_used_ < w_) return true;
        int run = 0;
        bool ok = true;
        auto column = [&](int free_here) {
            if (free_here > 0) {
                run += free_here;
                return;
            }
            ok = ok && run != 1;
            run = 0;
        };
        int fi = first_;
        for (int g = 0; g <= n_ && ok; ++g) {
            for (; fi < last_ && strips_[idx(fi)].fresh && strips_[idx(fi)].src == g; ++fi)
                column(h_ - strips_[idx(fi)].len);
            if (g == n_) break;
            int free_here = free_in(g);
            if (fi < last_ && !strips_[idx(fi)].fresh && strips_[idx(fi)].src == g)
                free_here -= strips_[idx(fi++)].len;
            column(free_here);
        }
        return ok && run != 1;
    }

    // The allowed colour with the fewest tiles so far (ties at random) keeps colours even.
    Colour scarcest(unsigned allowed, Rng& rng) const {
        Colour colour = kEmpty;
        int ties = 0;
        for (int c = 1; c <= c_; ++c) {
            if (!(allowed & (1u << c))) continue;
            if (colour == kEmpty || counts_[idx(c)] < counts_[idx(colour)]) {
                colour = static_cast<Colour>(c);
                ties = 1;
            } else if (counts_[idx(c)] == counts_[idx(colour)] &&
                       rng.below(static_cast<std::uint64_t>(++ties)) == 0) {
                colour = static_cast<Colour>(c);
            }
        }
        return colour;
    }

    // A random starting cell: a new column (in proportion, see prefer_fresh) or a level of an
    // open column. False when there is nowhere to start.
    bool random_start(Rng& rng) {
        int open = 0;
        for (int x = 0; x < n_; ++x) open += free_in(x) > 0;
        if (missing() > 0 && (open == 0 || prefer_fresh(rng))) {
            start(Strip{true, rng.range(0, n_), 0, 1});
            return true;
        }
        if (open == 0) return false;
        int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(open)));
        int x = 0;
        for (;; ++x)
            if (free_in(x) > 0 && pick-- == 0) break;
        start(Strip{false, x, rng.range(0, heights_[idx(x)]), 1});
        return true;
    }

    // One random growth step of the plan (a cell on a strip, or a new strip at either end), kept
    // only if the group still touches no tile of `colour`.
    bool grow_random(Colour colour, int room, Rng& rng) {
        const auto kind = rng.below(kGrowKinds);
        if (kind < 2) {
            const int slot = first_ + static_cast<int>(rng.below(static_cast<std::uint64_t>(last_ - first_)));
            Strip& s = strips_[idx(slot)];
            if (s.len >= cap(s)) return false;
            const Strip saved = s;
            if (kind == 1 && !s.fresh && s.lo > 0) --s.lo; // grow at the bottom
            ++s.len;
            ++total_;
            if (neighbours() & (1u << colour)) {
                s = saved;
                --total_;
                return false;
            }
            return true;
        }
        const bool right = kind % 2 == 1;
        const Strip end = strips_[idx(right ? last_ - 1 : first_)];
        // The neighbouring existing column of B', and the gap where a new column would go.
        const int existing = right ? (end.fresh ? end.src : end.src + 1) : end.src - 1;
        const int gap = right && !end.fresh ? end.src + 1 : end.src;
        const bool can_existing =
            existing >= 0 && existing < n_ && free_in(existing) > 0 && end.lo <= heights_[idx(existing)];
        // A new column holds levels [0, len): it must reach the end strip's bottom.
        const bool can_fresh = fresh_used_ < missing() && end.lo + 1 <= room;
        if (!can_existing && !can_fresh) return false;
        const bool use_fresh = can_fresh && (!can_existing || prefer_fresh(rng));
        const Strip s =
            use_fresh
                ? Strip{true, gap, 0, end.lo + 1}
                : Strip{false, existing,
                        rng.range(end.lo, std::min(end.lo + end.len - 1, int{heights_[idx(existing)]})), 1};
        if (right)
            push_back(s);
        else
            push_front(s);
        if (neighbours() & (1u << colour)) {
            if (right)
                pop_back();
            else
                pop_front();
            return false;
        }
        return true;
    }

    // A random plan: start cell, colour, then growth towards a sampled size.
    bool random_plan(bool strict, Rng& rng) {
        if (!random_start(rng)) return false;
        unsigned allowed = palette_ & ~neighbours();
        if (strict) {
            const int fewest = *std::min_element(counts_.begin() + 1, counts_.begin() + 1 + c_);
            for (int c = 1; c <= c_; ++c)
                if (counts_[idx(c)] > fewest + kSlack) allowed &= ~(1u << c);
        }
        if (!allowed) return false;
        const Colour colour = scarcest(allowed, rng);
        // A big group in a colour already at its share would push it over: at most what the
        // colour still lacks (plus a little), but always a pair.
        const int lacking = (w_ * h_ + c_ - 1) / c_ + kSlack - counts_[idx(colour)];
        const int size = std::min({sample_size(rng), left(), std::max(2, lacking)});
        for (int tries = 0; total_ < size && tries < 3 * size + 4; ++tries)
            grow_random(colour, size - total_, rng);
        if (total_ < 2 || !fillable()) return false;
        commit(colour);
        return true;
    }

    // Every group of exactly `size` tiles grown from the current plan, depth first; true (plan
    // left in place) at the first one that avoids `colour` and leaves the board fillable.
    bool search(Colour colour, int size) {
        if (total_ == size) return fillable();
        const unsigned bit = 1u << colour;
        for (int slot = first_; slot < last_; ++slot) {
            Strip& s = strips_[idx(slot)];
            if (s.len >= cap(s)) continue;
            const Strip saved = s;
            for (int down = 0; down < 2; ++down) {
                if (down && (s.fresh || s.lo == 0)) break;
                s.lo -= down;
                ++s.len;
                ++total_;
                if (!(neighbours() & bit) && search(colour, size)) return true;
                s = saved;
                --total_;
            }
        }
        for (int right = 0; right < 2; ++right) {
            const Strip end = strips_[idx(right ? last_ - 1 : first_)];
            const int existing = right ? (end.fresh ? end.src : end.src + 1) : end.src - 1;
            const int gap = right && !end.fresh ? end.src + 1 : end.src;
            auto attempt = [&](const Strip& s) {
                if (right)
                    push_back(s);
                else
                    push_front(s);
                if (!(neighbours() & bit) && search(colour, size)) return true;
                if (right)
                    pop_back();
                else
                    pop_front();
                return false;
            };
            if (existing >= 0 && existing < n_ && free_in(existing) > 0) {
                const int top = std::min(end.lo + end.len - 1, int{heights_[idx(existing)]});
                for (int y = end.lo; y <= top; ++y)
                    if (attempt(Strip{false, existing, y, 1})) return true;
            }
            if (fresh_used_ < missing() && total_ + end.lo + 1 <= size &&
                attempt(Strip{true, gap, 0, end.lo + 1}))
                return true;
        }
        return false;
    }

    // Every starting cell in random order, every allowed colour (scarcest first), every group of
    // 2, then 3, ... kExhaustiveMax tiles: false only when none of them fits anywhere.
    bool every_plan(Rng& rng) {
        starts_.clear();
        if (missing() > 0)
            for (int g = 0; g <= n_; ++g) starts_.push_back(Strip{true, g, 0, 1});
        for (int x = 0; x < n_; ++x)
            if (free_in(x) > 0)
                for (int lo = 0; lo <= heights_[idx(x)]; ++lo) starts_.push_back(Strip{false, x, lo, 1});
        rng.shuffle(starts_);
        for (int size = 2; size <= std::min(kExhaustiveMax, left()); ++size) {
            for (const Strip& first : starts_) {
                start(first);
                unsigned allowed = palette_ & ~neighbours();
                while (allowed) {
                    const Colour colour = scarcest(allowed, rng);
                    if (search(colour, size)) {
                        commit(colour);
                        return true;
                    }
                    start(first);
                    allowed &= ~(1u << colour);
                }
            }
        }
        return false;
    }

    // Builds the new board from the plan in `colour`, in place: B' column g moves right by the
    // number of new columns at gaps up to g, so going from the right every column is read before
    // anything is written over it.
    void commit(Colour colour) {
        int fi = last_ - 1;
        int shift = fresh_used_;
        for (int g = n_; g >= 0; --g) {
            if (g < n_) {
                const int to = g + shift;
                if (shift > 0) {
                    cols_[idx(to)] = cols_[idx(g)];
                    heights_[idx(to)] = heights_[idx(g)];
                }
                if (fi >= first_ && !strips_[idx(fi)].fresh && strips_[idx(fi)].src == g) {
                    const Strip& s = strips_[idx(fi--)];
                    auto& col = cols_[idx(to)];
                    const int hx = heights_[idx(to)];
                    std::copy_backward(col.begin() + s.lo, col.begin() + hx, col.begin() + hx + s.len);
                    std::fill_n(col.begin() + s.lo, s.len, colour);
                    heights_[idx(to)] = static_cast<std::uint8_t>(hx + s.len);
                }
            }
            for (; fi >= first_ && strips_[idx(fi)].fresh && strips_[idx(fi)].src == g; --fi) {
                const int to = g + --shift;
                std::fill_n(cols_[idx(to)].begin(), strips_[idx(fi)].len, colour);
                heights_[idx(to)] = static_cast<std::uint8_t>(strips_[idx(fi)].len);
            }
        }
        n_ += fresh_used_;
        tiles_ += total_;
        counts_[colour] += total_;
        // The leftmost strip keeps its index: every new column of the group lies to its right.
        const Strip& lead = strips_[idx(first_)];
        moves_.push_back(Move{{lead.src, h_ - 1 - lead.lo}});
        sizes_.push_back(total_);
    }

    int w_, h_, c_;
    unsigned palette_; // bits 1..c_: the colours in play
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
    std::vector<Strip> starts_; // every_plan's starting cells
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
    // A dead end is left by undoing the last few insertions: 1..4 at first, up to 4·2^k after k
    // dead ends in a row without getting further than before (a bad region set up earlier is not
    // undone by stepping back one group at a time). After kMaxBacktracks dead ends the
    // construction starts again from an empty board.
    Builder b(width, height, colours);
    std::vector<Builder::Snapshot> steps;
    int backtracks = 0;
    for (int restart = 0; restart < kMaxRestarts; ++restart) {
        b.reset();
        std::size_t depth = 0; // insertions made; steps[i] is the board before insertion i
        int wall = 0;          // the most tiles any dead end of this construction had
        int stuck = 0;         // dead ends since the construction last got past `wall`
        for (int dead_ends = 0; !b.full() && dead_ends <= kMaxBacktracks;) {
            if (steps.size() <= depth) steps.emplace_back();
            b.snapshot(steps[depth]);
            if (b.insert_one(rng)) {
                ++depth;
                if (b.tiles() > wall) stuck = 0;
                continue;
            }
            ++dead_ends;
            ++backtracks;
            if (depth == 0) break;
            wall = std::max(wall, b.tiles());
            const int reach = 4 << std::min(stuck++, 4);
            depth -= std::min<std::size_t>(depth, static_cast<std::size_t>(rng.range(1, reach)));
            b.restore(steps[depth]);
        }
        if (b.full()) return b.result(restart, backtracks);
    }
    return std::nullopt;
}

} // namespace tessera::samegame
