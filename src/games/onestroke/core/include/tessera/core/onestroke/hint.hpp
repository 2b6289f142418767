#pragma once
// Hints and solving by Euler's theorem: a stroke at vertex c can be finished exactly when the
// undrawn segments are connected, touch c, and have no odd vertex or exactly two with c one of them.
// The hint is the next segment of such a trail (Fleury: never take a segment that strands the rest).
#include <optional>
#include <string>
#include <vector>

#include "tessera/core/onestroke/game.hpp"

namespace tessera::onestroke {

// Whether the game in this state can still be won without undo (true for a won state).
bool can_finish(const State& state);

struct Hint {
    enum class Kind {
        Start,   // no stroke yet: start at `vertex`
        Next,    // move to `vertex` along `edge`
        Restart, // the current stroke cannot be finished: restart, starting at `vertex`
        Done,    // already won
        Invalid, // the figure itself cannot be drawn in one stroke
    };
    Kind kind = Kind::Done;
    int vertex = -1;
    int edge = -1;
    std::string text; // a sentence for the HUD
};
Hint hint(const State& state);

// Where a stroke should start: the lower-index odd vertex, or vertex 0 when none is odd.
int best_start(const Figure& figure);

// A full solution from the start: the vertex trail (edges+1 vertices), or nullopt when the figure
// is not drawable in one stroke. Deterministic (Hierholzer, lowest edge index first).
std::optional<std::vector<int>> solve(const Figure& figure);

// The moves that finish the game from `state` (empty when won), or nullopt when it cannot finish.
std::optional<std::vector<Move>> finish(const State& state);

} // namespace tessera::onestroke
