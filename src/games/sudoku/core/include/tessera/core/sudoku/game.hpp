#pragma once
// The play state of one puzzle: locked givens, the player's digits and pencil marks, and the
// moves a scene sends (place, erase, toggle a mark, auto-candidates, take a hint). apply() is pure
// and returns the new state plus the ordered events the view animates. Undo/redo is a
// tessera::Session<State, Move>; each move (including the mark clean-up a placement causes) is one
// undo step.
//
// UiState for the scene (not here): selected cell, notes mode on/off, paused, elapsed time,
// highlighted digit, the hint currently shown.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "tessera/core/common/phase.hpp"
#include "tessera/core/sudoku/generate.hpp"
#include "tessera/core/sudoku/logic.hpp"

namespace tessera::sudoku {

struct State {
    Rules rules = Rules::Classic;
    Digits givens{};    // locked
    Digits values{};    // givens plus the player's digits
    Digits solution{};  // the unique solution (hints and mistake detection)
    Candidates notes{}; // pencil marks of empty cells
    friend bool operator==(const State&, const State&) = default;
};

// nullopt unless the givens have exactly one solution under the rules.
std::optional<State> start(const Digits& givens, Rules rules);
State start(const Puzzle& puzzle);

enum class MoveKind : std::uint8_t { Place, Erase, ToggleNote, AutoCandidates, Hint, kCount };

struct Move {
    MoveKind kind = MoveKind::Place;
    std::uint8_t cell = 0;  // Place, Erase, ToggleNote
    std::uint8_t digit = 0; // Place, ToggleNote
    friend bool operator==(const Move&, const Move&) = default;
};
Move place(int cell, int digit);
Move erase(int cell);
Move toggle_note(int cell, int digit);
Move auto_candidates();
Move take_hint();
// "r3c5=7", "r3c5-", "r3c5~7", "auto", "hint" (cells 1-based). parse_move inverts to_string.
std::string to_string(const Move& move);
std::optional<Move> parse_move(std::string_view text);

// Events, in the order they happen.
struct DigitPlaced {
    std::uint8_t cell;
    std::uint8_t digit;
    std::uint8_t previous; // 0 if the cell was empty
};
struct DigitErased {
    std::uint8_t cell;
    std::uint8_t digit;
};
struct NoteToggled {
    std::uint8_t cell;
    std::uint8_t digit;
    bool on;
};
struct NotesCleared { // a placed digit replaces the cell's own marks
    std::uint8_t cell;
    Mask removed;
};
struct NotesPruned { // the placed digit's mark removed from peers in its row, column (and box)
    std::uint8_t digit;
    std::vector<std::uint8_t> cells;
};
struct CandidatesFilled { // auto-candidates: how many cells changed
    int cells;
};
struct HintUsed { // the step the hint showed and applied (mistake: the wrong digit is erased)
    Step step;
};
struct ConflictsChanged { // the cells to paint red after this move
    std::vector<std::uint8_t> cells;
};
struct UnitCompleted { // a row/column/box just became complete and correct-by-rules
    UnitKind kind;
    int index;
};
struct DigitCompleted { // all nine of a digit are placed without conflict (the digit tracker)
    std::uint8_t digit;
};
struct Solved {};

using Event = std::variant<DigitPlaced, DigitErased, NoteToggled, NotesCleared, NotesPruned, CandidatesFilled,
                           HintUsed, ConflictsChanged, UnitCompleted, DigitCompleted, Solved>;

struct Outcome {
    State state;
    std::vector<Event> events;
};

// nullopt for an illegal move: a given, a cell out of range, a digit outside 1..9, a mark on a
// filled cell, placing the digit already there, erasing an empty cell, a hint on a solved board.
std::optional<Outcome> apply(const State& state, const Move& move);

using tessera::Phase;
struct Status {
    Phase phase = Phase::Playing;
    std::string reason; // "12 cells to fill", "3 cells in conflict", "solved"
    int filled = 0;
    int conflicts = 0;
};
Status status(const State& state);

CellSet conflicts(const State& state);
// How many of each digit are on the board (index 1..9), for the completed-digits tracker.
std::array<int, 10> digit_counts(const State& state);

// The next step a player should take: a wrong digit (Technique::Mistake), else the easiest logical
// step on the player's marks (where they are consistent with the solution; derived candidates
// elsewhere), else a Guess of the solution digit in the cell with the fewest candidates.
// nullopt when solved.
std::optional<Step> hint(const State& state);

} // namespace tessera::sudoku
