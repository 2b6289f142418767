#include "tessera/core/tilestack/solver.hpp"
#include "tessera/core/common/index.hpp"

#include <algorithm>
#include <bit>
#include <unordered_set>

namespace tessera::tilestack {

namespace {

// Lost positions are remembered by a 128-bit Zobrist hash of the removed-tile set (which fixes the
// tray: each face's tray count is its picked count mod 3). A winnable verdict is exact (it comes
// with a pick sequence); an unwinnable one is wrong only on a 128-bit collision.
struct Key {
    std::uint64_t a = 0, b = 0;
    friend bool operator==(const Key&, const Key&) = default;
};
struct KeyHash {
    std::size_t operator()(const Key& k) const { return static_cast<std::size_t>(k.a); }
};
constexpr std::size_t kMaxMemo = 4'000'000; // about 100 MB at most; beyond it we just stop remembering

class Search {
  public:
    Search(const State& s, const SolveLimits& limits) : limits_(limits) {
        n_ = static_cast<int>(s.place.size());
        layout_ = s.layout.get();
        face_ = s.face;
        blockers_ = s.blockers;
        present_.assign(u(n_), 0);
        on_board_.assign(u(n_), 0);
        int faces = 1;
        for (int f : face_) faces = std::max(faces, f + 1);
        for (const auto& tt : s.tray) faces = std::max(faces, tt.face + 1);
        tray_.assign(u(faces), 0);
        left_.assign(u(faces), 0);
        for (std::size_t t = 0; t < u(n_); ++t) {
            on_board_[t] = s.place[t] == Place::Board;
            present_[t] = on_board_[t] || s.place[t] == Place::Side;
            remaining_ += present_[t];
            free_.push_back(present_[t] && (!on_board_[t] || blockers_[t] == 0));
            if (present_[t]) ++left_[u(face_[t])];
        }
        for (const auto& tt : s.tray) ++tray_[u(tt.face)];
        tray_size_ = static_cast<int>(s.tray.size());
        capacity_ = s.tray_capacity;
        Rng rng(0x7157ac4ULL);
        zob_.resize(u(n_));
        for (auto& z : zob_) z = Key{rng.next_u64(), rng.next_u64()};
        free_count_.assign(u(faces), 0);
        face_head_.assign(u(faces), -1);
        face_tail_.assign(u(faces), -1);
        // The tiles of each face, face by face (a counting sort).
        face_start_.assign(u(faces) + 1, 0);
        for (int t = 0; t < n_; ++t) ++face_start_[u(face_[u(t)]) + 1];
        for (std::size_t f = 0; f < u(faces); ++f) face_start_[f + 1] += face_start_[f];
        by_face_.resize(u(n_));
        std::vector<int> at(face_start_.begin(), face_start_.end() - 1);
        for (int t = 0; t < n_; ++t) by_face_[u(at[u(face_[u(t)])]++)] = t;
    }

    SolveResult run() {
        SolveResult r;
        if (tray_size_ >= capacity_) {
            r.verdict = Verdict::Unwinnable;
            return r;
        }
        const bool won = dfs();
        r.nodes = nodes_;
        if (won) {
            r.verdict = Verdict::Winnable;
            r.picks = path_;
        } else {
            r.verdict = aborted_ ? Verdict::Unknown : Verdict::Unwinnable;
        }
        return r;
    }

  private:
    bool free(int t) const { return free_[u(t)] != 0; }

    void pick(int t) {
        const auto i = u(t);
        present_[i] = 0;
        free_[i] = 0;
        if (on_board_[i]) {
            on_board_[i] = 0;
            for (int c : layout_->covers[i])
                if (--blockers_[u(c)] == 0 && on_board_[u(c)]) free_[u(c)] = 1;
            was_board_.push_back(1);
        } else {
            was_board_.push_back(0);
        }
        --remaining_;
        --left_[u(face_[i])];
        key_.a ^= zob_[i].a;
        key_.b ^= zob_[i].b;
        int& c = tray_[u(face_[i])];
        if (++c == 3) {
            c = 0;
            tray_size_ -= 2;
        } else {
            ++tray_size_;
        }
        path_.push_back(t);
    }

    void unpick(int t) {
        const auto i = u(t);
        path_.pop_back();
        int& c = tray_[u(face_[i])];
        if (c == 0) {
            c = 2;
            tray_size_ += 2;
        } else {
            --c;
            --tray_size_;
        }
        key_.a ^= zob_[i].a;
        key_.b ^= zob_[i].b;
        ++remaining_;
        ++left_[u(face_[i])];
        present_[i] = 1;
        free_[i] = 1;
        if (was_board_.back()) {
            on_board_[i] = 1;
            for (int c2 : layout_->covers[i])
                if (blockers_[u(c2)]++ == 0) free_[u(c2)] = 0;
        }
        was_board_.pop_back();
    }

    // How many board tiles picking t would uncover.
    int uncovers(int t) const {
        int k = 0;
        for (int c : layout_->covers[u(t)])
            if (on_board_[u(c)] && blockers_[u(c)] == 1) ++k;
        return k;
    }

    // Whether every board tile that `a` covers is also covered by `b` (a side-row tile covers
    // nothing). Then, for two free tiles of one face, picking b where a line picks a first and b
    // later is never worse: the tray is the same, and whatever a's pick would uncover stays covered
    // by b until b goes, so nothing the line uses is missing; after both picks the states agree.
    bool covers_within(int a, int b) const {
        if (!on_board_[u(a)]) return true;
        for (int c : layout_->covers[u(a)]) {
            if (!on_board_[u(c)]) continue;
            if (!on_board_[u(b)]) return false;
            const auto& bc = layout_->covers[u(b)];
            if (std::find(bc.begin(), bc.end(), c) == bc.end()) return false;
        }
        return true;
    }

    // Whether the candidate at stack_[at] is dominated by another of its face (covers_within):
    // the relation is a strict order, so exactly its maximal tiles are tried.
    bool dominated(std::size_t at) const {
        const int t = stack_[at].tile;
        for (std::size_t j = u(next_same_[at]); j != at; j = u(next_same_[j])) {
            const int o = stack_[j].tile;
            if (covers_within(t, o) && (!covers_within(o, t) || o < t)) return true; // strictly, or tie
        }
        return false;
    }

    // A pick that completes a pair in the tray and is never worse than any other line: t, free,
    // of a face with two in the tray, such that every other tile x of that face left covers only
    // board tiles t also covers (covers_within(x, t)). A winning line completes the pair with some
    // x first; swapping x and t in it keeps it legal (what x would uncover stays under t in the
    // line anyway) and the same tray, and then taking t at once only empties the tray sooner.
    // (Completing with any free tile is not safe: the other tile may have to come off the board
    // to uncover what lies under it while t waits, free, on the board; the old rule lost wins so.)
    // Returns -1 when no pick qualifies.
    int forced_pick(std::size_t base) const {
        for (std::size_t i = base; i < stack_.size(); ++i) {
            const int t = stack_[i].tile;
            const int f = face_[u(t)];
            if (tray_[u(f)] != 2) continue;
            bool dominates = true;
            for (int at = face_start_[u(f)]; at < face_start_[u(f) + 1] && dominates; ++at) {
                const int x = by_face_[u(at)];
                dominates = x == t || !present_[u(x)] || covers_within(x, t);
            }
            if (dominates) return t;
        }
        return -1;
    }

    // The tray bound, from the tiles still covered. Until the next triple clears, every pick adds
    // a tile to the tray, and the tray may hold capacity - 1 tiles between picks, so the next
    // clear must come within `capacity - tray size` picks. Clearing face g needs r = 3 - (g in the
    // tray) more g tiles, each with every board tile above it (its ancestors) picked first, so it
    // takes at least max(r, 1 + the r-th smallest ancestor count among g's tiles) picks. When no
    // face can clear in time the position is lost.
    bool next_clear_reachable() {
        const int budget = capacity_ - tray_size_;
        // Cheap pass: a face with enough free tiles needs exactly r picks.
        bool need_depth = false;
        for (std::size_t f = 0; f < tray_.size(); ++f) {
            const int r = 3 - tray_[f];
            if (left_[f] < r) continue;
            if (free_count_[f] >= r && r <= budget) return true;
            need_depth = true;
        }
        if (!need_depth) return false;
        if (top_down_.empty()) {
            // Coverers before the tiles they cover; set up on first use (most searches never
            // get here, and most solves are short).
            top_down_.resize(u(n_));
            for (int t = 0; t < n_; ++t) top_down_[u(t)] = t;
            std::stable_sort(top_down_.begin(), top_down_.end(),
                             [&](int a, int b) { return layout_->pos[u(a)].z > layout_->pos[u(b)].z; });
            words_ = (n_ + 63) / 64;
            ancestors_.assign(u(n_ * words_), 0);
            depth_.assign(u(n_), 0);
        }
        std::uint64_t* anc = ancestors_.data();
        const int w = words_;
        for (int t : top_down_) {
            if (!on_board_[u(t)]) continue;
            std::uint64_t* a = anc + t * w;
            std::fill(a, a + w, 0);
            for (int c : layout_->covered_by[u(t)]) {
                if (!on_board_[u(c)]) continue;
                const std::uint64_t* ac = anc + c * w;
                for (int k = 0; k < w; ++k) a[k] |= ac[k];
                a[c / 64] |= std::uint64_t{1} << (c % 64);
            }
            int d = 0;
            for (int k = 0; k < w; ++k) d += std::popcount(a[k]);
            depth_[u(t)] = d;
        }
        // Smallest three depths per face.
        constexpr int kBig = 1 << 20;
        best_.assign(tray_.size() * 3, kBig);
        for (int t = 0; t < n_; ++t) {
            if (!present_[u(t)]) continue;
            const int d = on_board_[u(t)] ? depth_[u(t)] : 0;
            int* b = &best_[u(face_[u(t)]) * 3];
            if (d >= b[2]) continue;
            b[2] = d;
            if (b[2] < b[1]) std::swap(b[1], b[2]);
            if (b[1] < b[0]) std::swap(b[0], b[1]);
        }
        for (std::size_t f = 0; f < tray_.size(); ++f) {
            const int r = 3 - tray_[f];
            if (left_[f] < r) continue;
            if (std::max(r, 1 + best_[f * 3 + u(r - 1)]) <= budget) return true;
        }
        return false;
    }

    bool dfs() {
        if (remaining_ == 0) return tray_size_ == 0;
        if (aborted_) return false;
        ++nodes_;
        if (nodes_ > limits_.max_nodes ||
            ((nodes_ & 4095) == 1 && limits_.should_stop && limits_.should_stop())) {
            aborted_ = true;
            return false;
        }
        if (failed_.count(key_)) return false;

        // This node's candidates live on a shared stack above `base`.
        const std::size_t base = stack_.size();
        std::fill(free_count_.begin(), free_count_.end(), 0);
        const bool room = tray_size_ + 1 < capacity_; // a pick that clears nothing still fits
        for (int t = 0; t < n_; ++t) {
            if (!free(t)) continue;
            const int f = face_[u(t)];
            ++free_count_[u(f)];
            if (room || tray_[u(f)] == 2) stack_.push_back(Cand{t, 0});
        }
        const int forced = forced_pick(base);
        bool won = false;
        if (forced >= 0) {
            stack_.resize(base);
            pick(forced);
            won = dfs();
            if (!won) unpick(forced);
        } else if (stack_.size() > base && next_clear_reachable()) {
            // Candidates of one face are chained through next_same_ (the dominance test below
            // compares only those); each gets its ordering score.
            // The chains are cycles, so they outlive the scratch heads (which the children reuse).
            const std::size_t k = stack_.size() - base;
            if (next_same_.size() < stack_.size()) next_same_.resize(stack_.size());
            std::fill(face_head_.begin(), face_head_.end(), -1);
            for (std::size_t i = base; i < stack_.size(); ++i) {
                const int t = stack_[i].tile;
                const int f = face_[u(t)];
                if (face_head_[u(f)] < 0) face_tail_[u(f)] = static_cast<int>(i);
                next_same_[i] = face_head_[u(f)];
                face_head_[u(f)] = static_cast<int>(i);
                // Pairs first, then faces whose triple is already free, then the most uncovered.
                const int in_tray = tray_[u(f)];
                const bool completes = in_tray + free_count_[u(f)] >= 3;
                stack_[i].score = in_tray * 1000 + (completes ? 100 : 0) + uncovers(t);
            }
            for (std::size_t f = 0; f < face_head_.size(); ++f)
                if (face_head_[f] >= 0) next_same_[u(face_tail_[f])] = face_head_[f];
            // Children best first, chosen one at a time: most nodes need only their first child,
            // so neither a full sort nor the dominance test of the rest is paid for up front.
            for (std::size_t tried = 0; tried < k && !won && !aborted_; ++tried) {
                std::size_t best = base;
                for (std::size_t i = base; i < stack_.size(); ++i)
                    if (stack_[i].score > stack_[best].score) best = i;
                if (stack_[best].score == kTried) break;
                stack_[best].score = kTried;
                const int t = stack_[best].tile;
                if (dominated(best)) continue;
                pick(t);
                won = dfs();
                if (!won) unpick(t);
            }
        }
        stack_.resize(base);
        if (won) return true;
        if (!aborted_ && failed_.size() < kMaxMemo) failed_.insert(key_);
        return false;
    }

    struct Cand {
        int tile;
        int score;
    };
    static constexpr int kTried = -1; // scores are >= 0

    const SolveLimits& limits_;
    const Layout* layout_ = nullptr;
    int n_ = 0;
    std::vector<int> face_;
    std::vector<int> blockers_;
    std::vector<char> present_;
    std::vector<char> on_board_;
    std::vector<char> free_; // present and uncovered (or in the side row)
    std::vector<char> was_board_;
    std::vector<int> tray_;       // per face: its tiles in the tray (0..2)
    std::vector<int> left_;       // per face: its tiles on the board or in the side row
    std::vector<int> free_count_; // per face, at the current node: its free tiles
    std::vector<int> by_face_;    // every tile, grouped by face
    std::vector<int> face_start_; // face f's tiles are by_face_[face_start_[f] .. face_start_[f+1])
    int tray_size_ = 0;
    int capacity_ = 0;
    int remaining_ = 0;
    std::vector<int> top_down_;
    int words_ = 1;
    std::vector<std::uint64_t> ancestors_; // per board tile: the board tiles above it, a bit set
    std::vector<int> depth_;               // per board tile: how many those are
    std::vector<int> best_;
    std::vector<Cand> stack_;
    std::vector<int> next_same_;             // per stack entry: the next candidate of its face
    std::vector<int> face_head_, face_tail_; // scratch for building those chains
    std::vector<Key> zob_;
    Key key_;
    std::unordered_set<Key, KeyHash> failed_;
    std::vector<int> path_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

} // namespace

SolveResult solve(const State& state, const SolveLimits& limits) {
    if (!state.layout) return {};
    if (status(state).phase == Phase::Won) return {Verdict::Winnable, {}, 0};
    Search search(state, limits);
    return search.run();
}

std::optional<Move> hint(const State& state, const SolveLimits& limits) {
    const SolveResult r = solve(state, limits);
    if (r.verdict != Verdict::Winnable || r.picks.empty()) return std::nullopt;
    return Move::pick(r.picks.front());
}

const char* to_string(Verdict verdict) {
    switch (verdict) {
    case Verdict::Winnable:
        return "winnable";
    case Verdict::Unwinnable:
        return "unwinnable";
    case Verdict::Unknown:
        return "unknown";
    }
    return "?";
}

} // namespace tessera::tilestack
