#pragma once
// The solver: Lights Out is linear over GF(2). Pressing a cell twice undoes it and the order of
// presses does not matter, so a solution is a set of cells p with A p = lit, where column c of A
// is press_mask(c). Gaussian elimination finds one solution or proves there is none; adding every
// combination of the null space's basis finds the one with the fewest presses (5x5: a null space
// of dimension 2, so 4 candidates).
#include <optional>
#include <vector>

#include "tessera/core/lights/game.hpp"

namespace tessera::lights {

// The fewest presses that switch every light off, in row-major order; nullopt: unsolvable.
std::optional<std::vector<Move>> solve(const State& state);
// The first press of solve(state); nullopt when solved or unsolvable.
std::optional<Move> hint(const State& state);
// The dimension of the null space of the size's press matrix: 2^k boards are reachable from dark
// for each class, and 1 in 2^k boards of the size is solvable.
int null_space_dimension(int size);

// A board to play, from a seed: each cell pressed with probability 1/2 from dark (so it is
// solvable by construction), never the dark board. The free-play deal and the soak's boards.
Params deal(int size, std::uint64_t seed);

} // namespace tessera::lights
