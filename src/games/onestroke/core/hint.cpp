#include "tessera/core/onestroke/hint.hpp"

#include <algorithm>

namespace tessera::onestroke {

namespace {

// Why the undrawn segments cannot be finished from the current vertex, or "" when they can.
std::string finish_problem(const State& state) {
    const Figure& f = *state.figure;
    const int cur = state.current();
    if (state.edges_left() == 0) return "";
    if (cur < 0) {
        const FigureCheck check = check_figure(f);
        return check.ok ? "" : check.message;
    }
    std::vector<int> degree(static_cast<std::size_t>(f.vertex_count()), 0);
    for (int e = 0; e < f.edge_count(); ++e) {
        if (state.is_drawn(e)) continue;
        ++degree[static_cast<std::size_t>(f.edges[static_cast<std::size_t>(e)].a)];
        ++degree[static_cast<std::size_t>(f.edges[static_cast<std::size_t>(e)].b)];
    }
    if (degree[static_cast<std::size_t>(cur)] == 0) return status(state).reason;
    // Undrawn segments reachable from the current vertex must be all of them.
    std::vector<char> seen(static_cast<std::size_t>(f.vertex_count()), 0);
    std::vector<int> stack{cur};
    seen[static_cast<std::size_t>(cur)] = 1;
    int reached = 0;
    while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        for (int e : f.incident[static_cast<std::size_t>(v)]) {
            if (state.is_drawn(e)) continue;
            if (f.edges[static_cast<std::size_t>(e)].a == v) ++reached; // count each edge once
            const int w = f.edges[static_cast<std::size_t>(e)].other(v);
            if (!seen[static_cast<std::size_t>(w)]) {
                seen[static_cast<std::size_t>(w)] = 1;
                stack.push_back(w);
            }
        }
    }
    if (reached != state.edges_left())
        return "the undrawn segments are cut off from " + describe_vertex(f, cur);
    int odd = 0;
    for (int d : degree) odd += d % 2;
    if (odd == 0 || (odd == 2 && degree[static_cast<std::size_t>(cur)] % 2 == 1)) return "";
    std::string list;
    for (int v = 0; v < f.vertex_count(); ++v) {
        if (degree[static_cast<std::size_t>(v)] % 2 == 0 || v == cur) continue;
        list += (list.empty() ? "" : ", ") + describe_vertex(f, v);
    }
    return "the undrawn segments need a stroke ending at " + list;
}

} // namespace

bool can_finish(const State& state) { return finish_problem(state).empty(); }

int best_start(const Figure& figure) {
    for (int v = 0; v < figure.vertex_count(); ++v)
        if (figure.degree(v) % 2 == 1) return v;
    return 0;
}

Hint hint(const State& state) {
    const Figure& f = *state.figure;
    Hint h;
    if (state.edges_left() == 0) {
        h.kind = Hint::Kind::Done;
        h.text = "the figure is complete";
        return h;
    }
    const FigureCheck check = check_figure(f);
    if (!check.ok) {
        h.kind = Hint::Kind::Invalid;
        h.text = check.message;
        return h;
    }
    if (state.current() < 0) {
        h.kind = Hint::Kind::Start;
        h.vertex = best_start(f);
        h.text = "start at vertex " + describe_vertex(f, h.vertex) +
                 (check.odd_vertices.empty() ? "" : " (an odd vertex: the stroke must start or end there)");
        return h;
    }
    const std::string problem = finish_problem(state);
    if (!problem.empty()) {
        h.kind = Hint::Kind::Restart;
        h.vertex = best_start(f);
        h.text = "this stroke cannot be finished (" + problem + "); restart from vertex " +
                 describe_vertex(f, h.vertex);
        return h;
    }
    const int cur = state.current();
    for (int e : f.incident[static_cast<std::size_t>(cur)]) {
        if (state.is_drawn(e)) continue;
        const int to = f.edges[static_cast<std::size_t>(e)].other(cur);
        auto next = apply(state, Move{to});
        if (next && can_finish(next->state)) {
            h.kind = Hint::Kind::Next;
            h.vertex = to;
            h.edge = e;
            h.text = "draw to vertex " + describe_vertex(f, to);
            return h;
        }
    }
    // Unreachable by Euler's theorem (a finishable state always has a non-stranding segment).
    h.kind = Hint::Kind::Restart;
    h.vertex = best_start(f);
    h.text = "restart from vertex " + describe_vertex(f, h.vertex);
    return h;
}

std::optional<std::vector<int>> solve(const Figure& figure) {
    if (!check_figure(figure).ok) return std::nullopt;
    // Hierholzer, iterative: walk until stuck, then back out, splicing sub-tours.
    std::vector<std::size_t> next(static_cast<std::size_t>(figure.vertex_count()), 0);
    std::vector<char> used(static_cast<std::size_t>(figure.edge_count()), 0);
    std::vector<int> stack{best_start(figure)};
    std::vector<int> trail;
    while (!stack.empty()) {
        const int v = stack.back();
        const auto& inc = figure.incident[static_cast<std::size_t>(v)];
        std::size_t& i = next[static_cast<std::size_t>(v)];
        while (i < inc.size() && used[static_cast<std::size_t>(inc[i])]) ++i;
        if (i == inc.size()) {
            trail.push_back(v);
            stack.pop_back();
        } else {
            const int e = inc[i];
            used[static_cast<std::size_t>(e)] = 1;
            stack.push_back(figure.edges[static_cast<std::size_t>(e)].other(v));
        }
    }
    std::reverse(trail.begin(), trail.end());
    return trail;
}

std::optional<std::vector<Move>> finish(const State& state) {
    if (!can_finish(state)) return std::nullopt;
    std::vector<Move> moves;
    State s = state;
    while (s.edges_left() > 0) {
        const Hint h = hint(s);
        if (h.kind != Hint::Kind::Start && h.kind != Hint::Kind::Next) return std::nullopt;
        auto out = apply(s, Move{h.vertex});
        if (!out) return std::nullopt;
        moves.push_back(Move{h.vertex});
        s = std::move(out->state);
    }
    return moves;
}

} // namespace tessera::onestroke
