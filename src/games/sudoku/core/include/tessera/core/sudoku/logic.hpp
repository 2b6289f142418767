#pragma once
// The human-style logic solver: named techniques that each find one step (placements or candidate
// eliminations plus the cells that justify them). The rating (rating.hpp) and the in-game hint
// both walk these steps, so a hint always names the technique a player would use next.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/core/sudoku/board.hpp"

namespace tessera::sudoku {

// In the order the logic solver tries them (easiest first).
enum class Technique : std::uint8_t {
    HiddenSingle,
    NakedSingle,
    Pointing,         // pointing pair/triple: a box's candidates for a digit lie on one line
    BoxLineReduction, // a line's candidates for a digit lie in one box
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    XWing,
    XYWing,
    Swordfish,
    SimpleColouring, // single-digit chains of conjugate pairs (colour wrap and colour trap)
    ForcingChain,    // both digits of a two-candidate cell, followed through two-candidate cells
    Guess,           // no logical step left: place the solution's digit (hints only; rates Diabolical)
    Mistake,         // a placed digit differs from the solution (hints only)
    kCount
};
inline constexpr int kTechniqueCount = static_cast<int>(Technique::kCount);

enum class Difficulty : std::uint8_t { Easy, Medium, Hard, Expert, Diabolical, kCount };
inline constexpr int kDifficultyCount = static_cast<int>(Difficulty::kCount);

std::string_view technique_name(Technique t);   // "hidden single", "x-wing", ...
std::string_view difficulty_name(Difficulty d); // "easy" ... "diabolical"
std::optional<Difficulty> parse_difficulty(std::string_view name);
// The level a technique belongs to: singles Easy; locked candidates and pairs Medium; triples,
// fish and XY-wing Hard; chains (simple colouring, forcing chains) Expert; guessing Diabolical.
// (Pairs and intersections are where qqwing's techniques end: a puzzle that needs a triple is one
// it has to guess on.)
Difficulty technique_tier(Technique t);
// Points per use, summed into Rating::score.
int technique_weight(Technique t);

struct Placement {
    std::uint8_t cell = 0;
    std::uint8_t digit = 0;
    friend bool operator==(const Placement&, const Placement&) = default;
};
struct Elimination {
    std::uint8_t cell = 0;
    std::uint8_t digit = 0;
    friend bool operator==(const Elimination&, const Elimination&) = default;
};

struct Step {
    Technique technique = Technique::HiddenSingle;
    std::vector<Placement> placements;
    std::vector<Elimination> eliminations;
    std::vector<std::uint8_t> cells;     // the pattern to highlight (pair cells, fish corners, pivot...)
    std::vector<std::uint8_t> secondary; // a second highlight: XY-wing pincers, the other colour
    Mask digits = 0;                     // the digits the pattern is about
    int unit = -1;                       // the unit for singles, subsets and locked candidates
};

// "hidden single: 7 in box 5 -> r3c5", "x-wing on 4 (rows 2,7): removes 4 from r5c3, r8c3"
std::string describe(const Step& step);
std::string cell_name(int cell); // "r3c5" (1-based)

// A position for the logic solver: placed digits plus candidates of the empty cells (0 for
// filled cells). Candidates must never exclude the true digit, or steps may be wrong.
struct LogicBoard {
    Rules rules = Rules::Classic;
    Digits values{};
    Candidates cands{};
};
LogicBoard make_logic_board(const Digits& puzzle, Rules rules);

// The next step using techniques up to max_tier (Guess and Mistake are never produced here),
// trying them easiest first from `from` (a caller that has just found no single passes Pointing).
// nullopt when the board is solved, stuck, or contradictory.
std::optional<Step> find_step(const LogicBoard& board, Difficulty max_tier = Difficulty::Expert,
                              Technique from = Technique::HiddenSingle);
// One technique on its own (for tests and the hint explanation); nullopt if it finds nothing.
std::optional<Step> find_technique(const LogicBoard& board, Technique t);
// Places the step's digits (removing them from peers' candidates) and removes its eliminations.
void apply_step(LogicBoard& board, const Step& step);
// Places the digits in order, each removed from its peers' candidates (apply_step's first half).
void place_all(LogicBoard& board, std::span<const Placement> placements);
bool is_solved(const LogicBoard& board);

} // namespace tessera::sudoku
