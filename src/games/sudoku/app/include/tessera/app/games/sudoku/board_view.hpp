#pragma once
// The Sudoku board as the player sees it: per-cell Visuals (digit pop/shake, cell flash, note
// pop), fading "ghosts" for digits and marks that the State already dropped, floating pop-ups, and
// the animator that turns one move's events into tweens. Drawing reads the current State plus
// these Visuals, so the model never waits for an animation.
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/tween.hpp"
#include "tessera/app/games/sudoku/sudoku_layout.hpp"
#include "tessera/core/sudoku/game.hpp"

namespace tessera::app::sudoku_view {

// What the scene knows that the State does not (UiState: never part of undo; docs/architecture.md).
struct UiState {
    std::optional<int> selected;  // the selected cell
    std::optional<int> hover;     // the cell under the mouse
    std::optional<int> hover_pad; // the pad key under the mouse
    int digit = 0;                // the highlighted digit (same-digit highlight, digit-first entry)
    bool notes_mode = false;
    bool keyboard = false;              // the cursor was moved with the keyboard: draw it boldly
    const sudoku::Step* hint = nullptr; // the hint shown (cells outlined and pulsing)
    int hint_level = 0;                 // 1: only its region is washed; 2: its cells are outlined
    sudoku::CellSet hint_region;        // where to look
    double clock = 0;                   // seconds, for pulses
    bool colourblind = false;           // conflicts also get a "!" marker, hint roles a letter
};

struct AnimOptions {
    bool reduced_motion = false;
    std::function<void(const char*)> sound;
};

// Opaque shapes drawn without blending (Gfx::solid_rect for plain rectangles): with the software
// renderer a blended fill costs several times an opaque one, and the board, pad and panels are
// most of the screen. `c` must be opaque.
void solid_rounded(Gfx& gfx, SDL_FRect r, float radius, Colour c);
// The suite's panel look (theme::draw_panel) with an opaque body and only the visible shadow edge.
void solid_panel(Gfx& gfx, SDL_FRect r);

class BoardView {
  public:
    BoardView();
    const Layout& layout() const { return layout_; }

    // Back to rest (after undo, redo, restart, resume): no tweens, everything at scale 1.
    void reset();
    // The board fades and pops in, cell by cell, from the top-left corner.
    ActionPtr animate_intro(const AnimOptions& o);
    // One move's events; `before`/`after` are the States around the move (ghosts show what the
    // move removed; only newly conflicting cells shake).
    ActionPtr animate_move(const std::vector<sudoku::Event>& events, const sudoku::State& before,
                           const sudoku::State& after, const AnimOptions& o);
    // The win wave: every cell pops and flashes gold, rippling out from `origin`.
    ActionPtr animate_win(int origin, const AnimOptions& o);
    // A quick pulse where undo/redo changed a cell.
    ActionPtr animate_pulse(int cell);
    // Drops ghosts and pop-ups that finished.
    void prune();

    void draw_board(Gfx& gfx, const sudoku::State& state, const sudoku::CellSet& conflicts,
                    const UiState& ui) const;
    // Floating pop-ups ("Row 3 complete"), drawn over the panels.
    void draw_popups(Gfx& gfx) const;
    // Digit counts for the pad (index 1..9); `done` digits are fully and correctly placed.
    void draw_pad(Gfx& gfx, const std::array<int, 10>& counts, const std::array<bool, 10>& done,
                  const UiState& ui, bool can_erase) const;

    float pad_scale(int digit) const { return pad_fx_[static_cast<std::size_t>(digit)]->scale; }
    // For tests: live ghosts and pop-ups.
    std::size_t ghost_count() const { return ghosts_.size(); }
    const Visual& digit_visual(int cell) const { return *digit_fx_[static_cast<std::size_t>(cell)]; }

  private:
    void draw_digits(Gfx& gfx, const sudoku::State& state, const sudoku::CellSet& conflicts,
                     const UiState& ui) const;
    // The parts of animate_move that take more than a few lines, one event kind each.
    void animate_hint(const sudoku::HintUsed& e, const sudoku::State& before, Schedule& b);
    void animate_conflicts(const sudoku::ConflictsChanged& e, const sudoku::CellSet& conflicts_before,
                           const AnimOptions& o, Schedule& b);
    void animate_unit(const sudoku::UnitCompleted& e, const sudoku::Geometry& g, const AnimOptions& o,
                      double at0, Schedule& b);
    void animate_digit_done(const sudoku::DigitCompleted& e, const sudoku::State& after, Schedule& b);
    struct Ghost {
        int cell = 0;
        int digit = 0;
        bool note = false;
        VisualPtr v;
    };
    struct Popup {
        std::string text;
        Colour colour;
        VisualPtr v;
    };
    Layout layout_;
    std::array<VisualPtr, 81> digit_fx_; // x/y: offset (shake), scale, alpha
    std::array<VisualPtr, 81> cell_fx_;  // alpha: flash strength, tint: flash colour
    std::array<VisualPtr, 81> note_fx_;  // scale of the cell's marks
    std::array<VisualPtr, 10> pad_fx_;   // scale of the pad's digit buttons
    std::vector<Ghost> ghosts_;
    std::vector<Popup> popups_;
};

} // namespace tessera::app::sudoku_view
