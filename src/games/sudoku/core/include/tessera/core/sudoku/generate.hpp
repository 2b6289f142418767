#pragma once
// Puzzle generation: a random complete grid, then clues removed in a random order while the
// solution stays unique and the rating stays at or below the requested level (a removal that
// makes the puzzle too hard is put back, so the removal order is steered toward the level rather
// than whole puzzles being thrown away). Deterministic from the Rng.
#include <cstdint>
#include <optional>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/sudoku/rating.hpp"

namespace tessera::sudoku {

enum class Symmetry : std::uint8_t { None, Rotational, kCount }; // Rotational: 180-degree turn
// Random: a fresh grid from the randomised solver. Pattern: the Sudoku article's fast path, which
// shuffles one fixed grid by rows and columns (within bands and stacks, and bands and stacks
// themselves, in Classic) and relabels digits; it reaches far fewer distinct grids.
enum class GridSource : std::uint8_t { Random, Pattern, kCount };

std::string_view symmetry_name(Symmetry s);      // "none" / "rotational"
std::string_view grid_source_name(GridSource s); // "random" / "pattern"

struct GenerateParams {
    Rules rules = Rules::Classic;
    Difficulty difficulty = Difficulty::Easy;
    Symmetry symmetry = Symmetry::None;
    GridSource source = GridSource::Random;
    int max_attempts = 400; // fresh grids tried before giving up
};

struct Puzzle {
    Rules rules = Rules::Classic;
    Digits givens{};
    Digits solution{};
    Rating rating;
    int attempts = 0; // grids used (1 = the first one reached the level)
};

// nullopt only if max_attempts grids never reached the level (e.g. a level the rules cannot
// produce); the Rng has then still advanced deterministically.
std::optional<Puzzle> generate(const GenerateParams& params, Rng& rng);

// The Sudoku article's shuffled pattern grid (see GridSource::Pattern).
Digits pattern_grid(Rules rules, Rng& rng);

} // namespace tessera::sudoku
