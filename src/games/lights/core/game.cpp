// Lights Out's rules: a press toggles a cross of up to five cells.
#include <bit>

#include "tessera/core/lights/game.hpp"

namespace tessera::lights {

namespace {

std::optional<int> parse_coordinate(std::string_view text) {
    // One or two digits, no sign, no leading zero: one move has one text.
    if (text.empty() || text.size() > 2 || (text.size() == 2 && text[0] == '0')) return std::nullopt;
    int v = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v;
}

bool inside(int size, int x, int y) { return x >= 0 && y >= 0 && x < size && y < size; }

Mask full_mask(int size) {
    const int n = size * size;
    return n >= 64 ? ~Mask{0} : (Mask{1} << n) - 1;
}

} // namespace

std::string to_string(const Move& move) { return std::to_string(move.x) + "," + std::to_string(move.y); }

std::optional<Move> parse_move(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto x = parse_coordinate(text.substr(0, comma));
    const auto y = parse_coordinate(text.substr(comma + 1));
    if (!x || !y) return std::nullopt;
    return Move{*x, *y};
}

Mask press_mask(int size, int x, int y) {
    Mask m = 0;
    constexpr int kCross[5][2] = {{0, 0}, {0, -1}, {-1, 0}, {1, 0}, {0, 1}};
    for (const auto& d : kCross)
        if (inside(size, x + d[0], y + d[1])) m |= bit(size, x + d[0], y + d[1]);
    return m;
}

std::optional<State> start(const Params& params) {
    if (params.size < kMinSize || params.size > kMaxSize) return std::nullopt;
    if ((params.lit & ~full_mask(params.size)) != 0) return std::nullopt;
    return State{params.size, params.lit, 0};
}

std::optional<Outcome> apply(const State& state, const Move& move) {
    if (!inside(state.size, move.x, move.y) || state.lit == 0) return std::nullopt;
    Outcome out{state, {}};
    const Mask toggled = press_mask(state.size, move.x, move.y);
    out.state.lit ^= toggled;
    ++out.state.presses;
    Toggled t{move, {move}, {(out.state.lit & bit(state.size, move.x, move.y)) != 0}};
    for (int y = 0; y < state.size; ++y)
        for (int x = 0; x < state.size; ++x)
            if ((toggled & bit(state.size, x, y)) && Move{x, y} != move) {
                t.cells.push_back({x, y});
                t.on.push_back((out.state.lit & bit(state.size, x, y)) != 0);
            }
    out.events.emplace_back(std::move(t));
    if (out.state.lit == 0) out.events.emplace_back(Won{});
    return out;
}

Status status(const State& state) { return {state.lit == 0 ? Phase::Won : Phase::Playing}; }

int lit_count(const State& state) { return std::popcount(state.lit); }

} // namespace tessera::lights
