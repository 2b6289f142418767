#include "tessera/core/tilestack/game.hpp"

#include <algorithm>
#include <charconv>

#include "tessera/core/tilestack/solver.hpp"

namespace tessera::tilestack {

namespace {

// Shuffle tries before giving up on a proven-winnable reshuffle, and the solver budget per try:
// small, because apply() runs while the player waits.
constexpr int kShuffleTries = 12;
constexpr std::uint64_t kShuffleSolveNodes = 20'000;

bool game_over(const State& s) { return status(s).phase != Phase::Playing; }

void append_end_event(const State& s, std::vector<Event>& events) {
    const Status st = status(s);
    if (st.phase == Phase::Won) events.emplace_back(Won{});
    if (st.phase == Phase::Lost) events.emplace_back(Lost{st.reason});
}

std::optional<Outcome> do_pick(const State& s, int tile) {
    if (tile < 0 || tile >= static_cast<int>(s.place.size()) || game_over(s) || !s.free(tile))
        return std::nullopt;
    Outcome out{s, {}};
    State& n = out.state;
    const auto t = static_cast<std::size_t>(tile);
    const Place from = s.place[t];
    int side_index = 0;
    std::vector<int> freed;
    if (from == Place::Board) {
        --n.board_left;
        for (int c : s.layout->covers[t]) {
            const auto ci = static_cast<std::size_t>(c);
            if (--n.blockers[ci] == 0 && n.place[ci] == Place::Board) freed.push_back(c);
        }
    } else {
        auto it =
            std::find_if(n.side.begin(), n.side.end(), [&](const TrayTile& tt) { return tt.tile == tile; });
        side_index = static_cast<int>(it - n.side.begin());
        n.side.erase(it);
    }
    n.place[t] = Place::Tray;
    const int face = s.face[t];
    // Next to the tiles of the same face, else at the right end.
    int slot = static_cast<int>(n.tray.size());
    for (int i = static_cast<int>(n.tray.size()) - 1; i >= 0; --i)
        if (n.tray[static_cast<std::size_t>(i)].face == face) {
            slot = i + 1;
            break;
        }
    n.tray.insert(n.tray.begin() + slot, TrayTile{tile, face});
    ++n.picks;
    out.events.emplace_back(Picked{tile, from, slot});
    if (!freed.empty()) {
        std::sort(freed.begin(), freed.end());
        out.events.emplace_back(Freed{freed});
    }
    const auto same =
        std::count_if(n.tray.begin(), n.tray.end(), [&](const TrayTile& tt) { return tt.face == face; });
    if (same >= 3) {
        const auto first =
            std::find_if(n.tray.begin(), n.tray.end(), [&](const TrayTile& tt) { return tt.face == face; });
        const int first_slot = static_cast<int>(first - n.tray.begin());
        TrayCleared cleared{{}, face, first_slot};
        for (auto it = first; it != first + 3; ++it) {
            cleared.tiles.push_back(it->tile);
            n.place[static_cast<std::size_t>(it->tile)] = Place::Gone;
        }
        n.tray.erase(first, first + 3);
        ++n.triples_cleared;
        n.last_pick.reset(); // a cleared triple cannot be taken back
        out.events.emplace_back(std::move(cleared));
    } else {
        n.last_pick = LastPick{tile, from, side_index};
    }
    append_end_event(n, out.events);
    return out;
}

std::optional<Outcome> do_undo(const State& s) {
    // Allowed after a loss too: that is the "undo after lose" of the lose overlay.
    if (s.left.undo <= 0 || !s.last_pick || status(s).phase == Phase::Won) return std::nullopt;
    const LastPick lp = *s.last_pick;
    auto it =
        std::find_if(s.tray.begin(), s.tray.end(), [&](const TrayTile& tt) { return tt.tile == lp.tile; });
    if (it == s.tray.end()) return std::nullopt;
    Outcome out{s, {}};
    State& n = out.state;
    const int slot = static_cast<int>(it - s.tray.begin());
    n.tray.erase(n.tray.begin() + slot);
    const auto t = static_cast<std::size_t>(lp.tile);
    n.place[t] = lp.from;
    std::vector<int> covered;
    int side_slot = 0;
    if (lp.from == Place::Board) {
        ++n.board_left;
        for (int c : s.layout->covers[t]) {
            const auto ci = static_cast<std::size_t>(c);
            if (n.blockers[ci]++ == 0 && n.place[ci] == Place::Board) covered.push_back(c);
        }
    } else {
        const auto at = std::min(static_cast<std::size_t>(lp.side_index), n.side.size());
        n.side.insert(n.side.begin() + static_cast<std::ptrdiff_t>(at), TrayTile{lp.tile, s.face[t]});
        side_slot = static_cast<int>(at);
    }
    --n.left.undo;
    --n.picks;
    n.last_pick.reset();
    out.events.emplace_back(Returned{lp.tile, lp.from, slot, side_slot});
    if (!covered.empty()) {
        std::sort(covered.begin(), covered.end());
        out.events.emplace_back(Covered{covered});
    }
    return out;
}

std::optional<Outcome> do_pop(const State& s) {
    if (s.left.pop <= 0 || s.tray.empty() || status(s).phase == Phase::Won) return std::nullopt;
    Outcome out{s, {}};
    State& n = out.state;
    const auto count = std::min<std::size_t>(kPopCount, n.tray.size());
    Popped popped;
    for (std::size_t i = 0; i < count; ++i) {
        popped.tiles.push_back(n.tray[i].tile);
        n.place[static_cast<std::size_t>(n.tray[i].tile)] = Place::Side;
        n.side.push_back(n.tray[i]);
    }
    n.tray.erase(n.tray.begin(), n.tray.begin() + static_cast<std::ptrdiff_t>(count));
    --n.left.pop;
    n.last_pick.reset();
    out.events.emplace_back(std::move(popped));
    return out;
}

std::optional<Outcome> do_shuffle(const State& s, std::uint64_t seed) {
    if (s.left.shuffle <= 0 || game_over(s)) return std::nullopt;
    std::vector<int> tiles;
    std::vector<int> faces;
    for (std::size_t t = 0; t < s.place.size(); ++t)
        if (s.place[t] == Place::Board) {
            tiles.push_back(static_cast<int>(t));
            faces.push_back(s.face[t]);
        }
    if (tiles.size() < 2) return std::nullopt;
    Rng rng(seed);
    Outcome out{s, {}};
    State& n = out.state;
    --n.left.shuffle;
    n.last_pick.reset();
    bool proven = false;
    for (int attempt = 0; attempt < kShuffleTries && !proven; ++attempt) {
        rng.shuffle(faces);
        for (std::size_t i = 0; i < tiles.size(); ++i) n.face[static_cast<std::size_t>(tiles[i])] = faces[i];
        proven = solve(n, SolveLimits{kShuffleSolveNodes, {}}).verdict == Verdict::Winnable;
    }
    out.events.emplace_back(Reshuffled{tiles, faces, proven});
    return out;
}

} // namespace

bool State::free(int tile) const {
    if (tile < 0 || tile >= static_cast<int>(place.size())) return false;
    const auto t = static_cast<std::size_t>(tile);
    return (place[t] == Place::Board && blockers[t] == 0) || place[t] == Place::Side;
}

std::string to_string(const Move& move) {
    switch (move.kind) {
    case MoveKind::Pick:
        return "pick " + std::to_string(move.tile);
    case MoveKind::Undo:
        return "undo";
    case MoveKind::Pop:
        return "pop";
    case MoveKind::Shuffle:
        return "shuffle " + std::to_string(move.seed);
    }
    return "?";
}

std::optional<Move> parse_move(std::string_view text) {
    auto number = [](std::string_view digits, auto& value) {
        if (digits.empty()) return false;
        auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
        return ec == std::errc{} && ptr == digits.data() + digits.size();
    };
    if (text == "undo") return Move::undo();
    if (text == "pop") return Move::pop();
    if (text.starts_with("pick ")) {
        int tile = 0;
        if (number(text.substr(5), tile) && tile >= 0) return Move::pick(tile);
    }
    if (text.starts_with("shuffle ")) {
        std::uint64_t seed = 0;
        if (number(text.substr(8), seed)) return Move::shuffle(seed);
    }
    return std::nullopt;
}

State start(const Params& params, std::vector<int> faces) {
    State s;
    s.layout = params.layout;
    const auto n = static_cast<std::size_t>(params.layout ? params.layout->size() : 0);
    faces.resize(n, 0);
    s.face = std::move(faces);
    s.place.assign(n, Place::Board);
    s.blockers.resize(n);
    for (std::size_t t = 0; t < n; ++t) s.blockers[t] = static_cast<int>(params.layout->covered_by[t].size());
    s.tray_capacity = params.tray;
    s.face_count = static_cast<int>(params.face_tiles.size());
    s.left = params.power_ups;
    s.board_left = static_cast<int>(n);
    return s;
}

std::optional<Outcome> apply(const State& state, const Move& move) {
    switch (move.kind) {
    case MoveKind::Pick:
        return do_pick(state, move.tile);
    case MoveKind::Undo:
        return do_undo(state);
    case MoveKind::Pop:
        return do_pop(state);
    case MoveKind::Shuffle:
        return do_shuffle(state, move.seed);
    }
    return std::nullopt;
}

Status status(const State& s) {
    if (s.board_left == 0 && s.tray.empty() && s.side.empty()) return {Phase::Won, "every tile cleared"};
    if (static_cast<int>(s.tray.size()) >= s.tray_capacity)
        return {Phase::Lost,
                "the tray is full (" + std::to_string(s.tray_capacity) + " tiles) with no three alike"};
    return {Phase::Playing, {}};
}

std::vector<int> free_tiles(const State& s) {
    std::vector<int> out;
    for (int t = 0; t < static_cast<int>(s.place.size()); ++t)
        if (s.free(t)) out.push_back(t);
    return out;
}

std::vector<int> tray_counts(const State& s) {
    int faces = s.face_count;
    for (const auto& tt : s.tray) faces = std::max(faces, tt.face + 1);
    std::vector<int> counts(static_cast<std::size_t>(faces), 0);
    for (const auto& tt : s.tray)
        if (tt.face >= 0) ++counts[static_cast<std::size_t>(tt.face)];
    return counts;
}

} // namespace tessera::tilestack
