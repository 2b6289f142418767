#include "tessera/core/onestroke/game.hpp"

#include <algorithm>
#include <charconv>

namespace tessera::onestroke {

std::string to_string(const Move& move) { return std::to_string(move.vertex); }

std::optional<Move> parse_move(std::string_view text) {
    int v = -1;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, v);
    if (ec != std::errc{} || ptr != end || v < 0) return std::nullopt;
    return Move{v};
}

State start(std::shared_ptr<const Figure> figure) {
    State s;
    s.figure = std::move(figure);
    return s;
}

std::optional<State> start(const Params& params) {
    BuildResult built = build_figure(params);
    if (!built.figure) return std::nullopt;
    return start(std::make_shared<const Figure>(std::move(*built.figure)));
}

namespace {

// Lowest-index undrawn edge from the current vertex to `to`, or -1.
int undrawn_edge(const State& state, int to) {
    const int cur = state.current();
    for (int e : state.figure->incident[static_cast<std::size_t>(cur)])
        if (!state.is_drawn(e) && state.figure->edges[static_cast<std::size_t>(e)].other(cur) == to) return e;
    return -1;
}

bool has_undrawn_edge(const State& state, int v) {
    for (int e : state.figure->incident[static_cast<std::size_t>(v)])
        if (!state.is_drawn(e)) return true;
    return false;
}

} // namespace

Status status(const State& state) {
    Status st;
    st.total = state.figure->edge_count();
    st.drawn = state.drawn_count();
    if (st.drawn == st.total) {
        st.phase = Phase::Won;
        st.reason = "every segment is drawn";
    } else if (state.current() >= 0 && !has_undrawn_edge(state, state.current())) {
        st.phase = Phase::Lost;
        st.reason = "stuck at vertex " + describe_vertex(*state.figure, state.current()) + ": " +
                    std::to_string(st.total - st.drawn) + " segment(s) left but none starts here";
    } else {
        st.phase = Phase::Playing;
        st.reason = std::to_string(st.total - st.drawn) + " segment(s) left";
    }
    return st;
}

std::optional<Outcome> apply(const State& state, const Move& move) {
    if (!state.figure || move.vertex < 0 || move.vertex >= state.figure->vertex_count()) return std::nullopt;
    if (status(state).phase != Phase::Playing) return std::nullopt;
    Outcome out{state, {}};
    if (state.current() < 0) {
        out.state.trail.push_back(move.vertex);
        out.events.push_back(StrokeStarted{move.vertex});
    } else {
        const int e = undrawn_edge(state, move.vertex);
        if (e < 0) return std::nullopt;
        out.state.drawn.set(static_cast<std::size_t>(e));
        out.state.trail.push_back(move.vertex);
        out.state.stroke.push_back(e);
        out.events.push_back(EdgeDrawn{e, state.current(), move.vertex, out.state.drawn_count()});
    }
    const Status st = status(out.state);
    if (st.phase == Phase::Won) out.events.push_back(Won{st.total});
    if (st.phase == Phase::Lost) out.events.push_back(Stuck{out.state.current(), st.total - st.drawn});
    return out;
}

std::vector<int> next_vertices(const State& state) {
    std::vector<int> out;
    if (status(state).phase != Phase::Playing) return out;
    const int cur = state.current();
    if (cur < 0) {
        for (int v = 0; v < state.figure->vertex_count(); ++v) out.push_back(v);
        return out;
    }
    for (int e : state.figure->incident[static_cast<std::size_t>(cur)])
        if (!state.is_drawn(e)) out.push_back(state.figure->edges[static_cast<std::size_t>(e)].other(cur));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

int nearest_vertex(const Figure& figure, double x, double y, double radius) {
    int best = -1;
    double best_d2 = radius * radius;
    for (int v = 0; v < figure.vertex_count(); ++v) {
        const double dx = figure.vertices[static_cast<std::size_t>(v)].x - x;
        const double dy = figure.vertices[static_cast<std::size_t>(v)].y - y;
        const double d2 = dx * dx + dy * dy;
        if (d2 <= best_d2 && (best < 0 || d2 < best_d2)) {
            best = v;
            best_d2 = d2;
        }
    }
    return best;
}

std::optional<Move> touch(const State& state, double x, double y, double dot_radius) {
    const double r = dot_radius * kHitRadiusFactor;
    int best = -1;
    double best_d2 = r * r;
    for (int v : next_vertices(state)) {
        const double dx = state.figure->vertices[static_cast<std::size_t>(v)].x - x;
        const double dy = state.figure->vertices[static_cast<std::size_t>(v)].y - y;
        const double d2 = dx * dx + dy * dy;
        if (d2 <= best_d2 && (best < 0 || d2 < best_d2)) {
            best = v;
            best_d2 = d2;
        }
    }
    if (best < 0) return std::nullopt;
    return Move{best};
}

} // namespace tessera::onestroke
