#pragma once
// Drawing rules of One Stroke (the One Stroke article, "交互绘制"): the first vertex touched starts
// the stroke; each next vertex must be an "unused valid connection point" of the current one
// (joined to it by a segment not drawn yet); the level is won when every segment is drawn and the
// player is stuck when the current vertex has no undrawn segment left while others remain. Undo and
// restart are Session<State, Move> operations (one move = one segment, or the starting touch).
#include <bitset>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "tessera/core/common/phase.hpp"
#include "tessera/core/onestroke/figure.hpp"

namespace tessera::onestroke {

// Everything undo restores. The figure is shared (immutable), so a copy costs a bitset and two
// short vectors.
struct State {
    std::shared_ptr<const Figure> figure;
    std::bitset<kMaxSegments> drawn;
    std::vector<int> trail;  // vertices touched, in order; empty before the stroke starts
    std::vector<int> stroke; // edges drawn, in order (stroke.size() + 1 == trail.size() once started)

    int current() const { return trail.empty() ? -1 : trail.back(); }
    int drawn_count() const { return static_cast<int>(stroke.size()); }
    int edges_left() const { return figure->edge_count() - drawn_count(); }
    bool is_drawn(int edge) const { return drawn.test(static_cast<std::size_t>(edge)); }
    // The figure compares by identity: states of one game share it.
    friend bool operator==(const State&, const State&) = default;
};

// Touch a vertex: starts the stroke when none is started, otherwise draws the segment to it.
struct Move {
    int vertex = -1;
    friend bool operator==(const Move&, const Move&) = default;
};
std::string to_string(const Move& move);               // "3"
std::optional<Move> parse_move(std::string_view text); // inverse of to_string

// Events, in the order a view should animate them.
struct StrokeStarted {
    int vertex = -1;
};
struct EdgeDrawn {
    int edge = -1;
    int from = -1;
    int to = -1;
    int drawn = 0; // segments drawn after this one (HUD progress)
};
struct Won {
    int edges = 0;
};
struct Stuck {
    int vertex = -1; // where the stroke is stuck
    int edges_left = 0;
};
using Event = std::variant<StrokeStarted, EdgeDrawn, Won, Stuck>;

struct Outcome {
    State state;
    std::vector<Event> events;
};

// A new game on a figure that build_figure() accepted.
State start(std::shared_ptr<const Figure> figure);
// The level's figure built from its lines; nullopt when they do not make one (build_figure says why).
std::optional<State> start(const Params& params);

// nullopt for an illegal move: an unknown vertex, a vertex not joined to the current one by an
// undrawn segment, or any move after the game ended (won or stuck).
std::optional<Outcome> apply(const State& state, const Move& move);

// The vertices the stroke may move to next (the glow in the scene): every vertex before the
// stroke starts, then the current vertex's unused valid connection points. Ascending, no repeats.
std::vector<int> next_vertices(const State& state);

using tessera::Phase;
struct Status {
    Phase phase = Phase::Playing;
    std::string reason;
    int drawn = 0;
    int total = 0;
};
Status status(const State& state);

// The One Stroke article's hit test: a touch at (x, y) (figure coordinates) hits a vertex within 2r,
// where r is the radius dots are drawn with. Before the stroke starts any vertex counts; afterwards only the
// unused valid connection points do, so dragging across other dots does nothing. The nearest wins.
inline constexpr double kHitRadiusFactor = 2.0;
std::optional<Move> touch(const State& state, double x, double y, double dot_radius);

// Nearest vertex within radius of (x, y), or -1 (no rules applied).
int nearest_vertex(const Figure& figure, double x, double y, double radius);

} // namespace tessera::onestroke
