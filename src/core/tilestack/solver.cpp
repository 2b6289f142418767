#include "tessera/core/tilestack/solver.hpp"

#include <algorithm>
#include <unordered_set>

namespace tessera::tilestack {

namespace {

// Lost positions are remembered by a 128-bit Zobrist hash of the removed-tile set. A winnable
// verdict is exact (it comes with a pick sequence); an unwinnable one is wrong only on a 128-bit
// collision.
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
        present_.assign(static_cast<std::size_t>(n_), 0);
        on_board_.assign(static_cast<std::size_t>(n_), 0);
        int faces = 1;
        for (int f : face_) faces = std::max(faces, f + 1);
        tray_.assign(static_cast<std::size_t>(faces), 0);
        for (std::size_t t = 0; t < static_cast<std::size_t>(n_); ++t) {
            on_board_[t] = s.place[t] == Place::Board;
            present_[t] = on_board_[t] || s.place[t] == Place::Side;
            remaining_ += present_[t];
        }
        for (const auto& tt : s.tray) ++tray_[static_cast<std::size_t>(tt.face)];
        tray_size_ = static_cast<int>(s.tray.size());
        capacity_ = s.tray_capacity;
        Rng rng(0x7157ac4ULL);
        zob_.resize(static_cast<std::size_t>(n_));
        for (auto& z : zob_) z = Key{rng.next_u64(), rng.next_u64()};
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
    bool free(int t) const {
        const auto i = static_cast<std::size_t>(t);
        return present_[i] && (!on_board_[i] || blockers_[i] == 0);
    }

    void pick(int t) {
        const auto i = static_cast<std::size_t>(t);
        present_[i] = 0;
        if (on_board_[i]) {
            on_board_[i] = 0;
            for (int c : layout_->covers[i]) --blockers_[static_cast<std::size_t>(c)];
            was_board_.push_back(1);
        } else {
            was_board_.push_back(0);
        }
        --remaining_;
        key_.a ^= zob_[i].a;
        key_.b ^= zob_[i].b;
        int& c = tray_[static_cast<std::size_t>(face_[i])];
        if (++c == 3) {
            c = 0;
            tray_size_ -= 2;
        } else {
            ++tray_size_;
        }
        path_.push_back(t);
    }

    void unpick(int t) {
        const auto i = static_cast<std::size_t>(t);
        path_.pop_back();
        int& c = tray_[static_cast<std::size_t>(face_[i])];
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
        present_[i] = 1;
        if (was_board_.back()) {
            on_board_[i] = 1;
            for (int c2 : layout_->covers[i]) ++blockers_[static_cast<std::size_t>(c2)];
        }
        was_board_.pop_back();
    }

    // How many board tiles picking t would uncover.
    int uncovers(int t) const {
        int k = 0;
        for (int c : layout_->covers[static_cast<std::size_t>(t)])
            if (on_board_[static_cast<std::size_t>(c)] && blockers_[static_cast<std::size_t>(c)] == 1) ++k;
        return k;
    }
    bool covers_nothing(int t) const {
        const auto i = static_cast<std::size_t>(t);
        if (!on_board_[i]) return true;
        for (int c : layout_->covers[i])
            if (on_board_[static_cast<std::size_t>(c)]) return false;
        return true;
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

        struct Cand {
            int tile;
            int score;
        };
        std::vector<Cand> cands;
        std::vector<char> face_leaf_seen(tray_.size(), 0);
        for (int t = 0; t < n_; ++t) {
            if (!free(t)) continue;
            const int f = face_[static_cast<std::size_t>(t)];
            const int in_tray = tray_[static_cast<std::size_t>(f)];
            if (in_tray == 2) { // forced: see the header
                cands.assign(1, Cand{t, 0});
                break;
            }
            if (tray_size_ + 1 >= capacity_) continue; // would fill the tray without a triple
            if (covers_nothing(t)) {
                if (face_leaf_seen[static_cast<std::size_t>(f)]) continue; // symmetric to one already listed
                face_leaf_seen[static_cast<std::size_t>(f)] = 1;
            }
            cands.push_back(Cand{t, in_tray * 100 + uncovers(t)});
        }
        std::stable_sort(cands.begin(), cands.end(),
                         [](const Cand& a, const Cand& b) { return a.score > b.score; });
        for (const Cand& c : cands) {
            pick(c.tile);
            if (dfs()) return true;
            unpick(c.tile);
            if (aborted_) return false;
        }
        if (failed_.size() < kMaxMemo) failed_.insert(key_);
        return false;
    }

    const SolveLimits& limits_;
    const Layout* layout_ = nullptr;
    int n_ = 0;
    std::vector<int> face_;
    std::vector<int> blockers_;
    std::vector<char> present_;
    std::vector<char> on_board_;
    std::vector<char> was_board_;
    std::vector<int> tray_;
    int tray_size_ = 0;
    int capacity_ = 0;
    int remaining_ = 0;
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
