#pragma once
// Arrow keys between things placed freely on screen (buttons of a grid, free tiles, the keys of
// an on-screen number pad): the next one is the nearest ahead in the arrow's direction, a step
// sideways costing `across_weight` times a step ahead.
#include <SDL.h>

#include <cmath>

namespace tessera::app {

struct NavCandidate {
    int id;
    SDL_FPoint at;
};

// The id of the candidate nearest `from` in direction (dx, dy) (one of them 0, the other +-1),
// at least 4 px ahead; -1 when none is ahead.
template <class Range>
int nearest_toward(SDL_FPoint from, const Range& candidates, int dx, int dy, float across_weight) {
    int best = -1;
    float best_cost = 1e30f;
    for (const NavCandidate& c : candidates) {
        const float ax = c.at.x - from.x, ay = c.at.y - from.y;
        const float along = ax * static_cast<float>(dx) + ay * static_cast<float>(dy);
        if (along <= 4) continue;
        const float across = std::abs(ax * static_cast<float>(dy) - ay * static_cast<float>(dx));
        const float cost = along + across_weight * across;
        if (cost < best_cost) {
            best_cost = cost;
            best = c.id;
        }
    }
    return best;
}

inline SDL_FPoint centre_of(const SDL_FRect& r) { return {r.x + r.w / 2, r.y + r.h / 2}; }

} // namespace tessera::app
