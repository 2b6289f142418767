#pragma once
// Random figures that are drawable by construction: a random trail on a lattice (right, down and
// diagonal neighbours; at most one diagonal per lattice cell, so segments never cross at a point
// that is not a vertex). Used by tests, recognition property tests and bench workloads.
#include "tessera/core/common/rng.hpp"
#include "tessera/core/onestroke/figure.hpp"

namespace tessera::onestroke {

struct GenerateParams {
    int columns = 4;   // lattice points across, 2..12
    int rows = 4;      // lattice points down, 2..12
    int segments = 10; // wanted trail length (the walk may stop earlier when it runs out of edges)
    int spacing = 100; // distance between lattice points, in figure units
    int margin = 50;   // offset of the first lattice point
    bool diagonals = true;
};

Params generate(const GenerateParams& params, Rng& rng);

} // namespace tessera::onestroke
