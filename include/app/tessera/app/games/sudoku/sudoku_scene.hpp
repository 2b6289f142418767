#pragma once
// The Sudoku scene for both stages (Latin: rows and columns; classic: boxes too) and for puzzles
// the player types in ("Enter a puzzle", level key "sudoku/custom"). The core's State changes at
// once; the BoardView's Visuals catch up through tweens built from each move's events.
// Exposed for the headless tests.
#include <memory>
#include <optional>
#include <string>

#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/games/sudoku/sudoku_view.hpp"
#include "tessera/core/common/session.hpp"
#include "tessera/core/sudoku/play.hpp"

namespace tessera::app {

class SudokuScene final : public GameScene {
  public:
    SudokuScene(App& app, levels::LevelInfo info, sudoku::Puzzle puzzle);

    const sudoku::State& state() const { return session_.current(); }
    const sudoku::Puzzle& puzzle() const { return puzzle_; }
    const sudoku_view::Layout& layout() const { return view_.layout(); }
    const sudoku_view::BoardView& view() const { return view_; }
    std::optional<int> selected() const { return ui_.selected; }
    bool notes_mode() const { return ui_.notes_mode; }
    bool busy() const { return animating(); }
    bool hint_shown() const { return hint_shown_; }
    std::size_t moves_played() const { return session_.position(); }
    int hints_taken() const;
    // "sudoku:level=<key>;givens=<81 chars>#0": what a save belongs to.
    std::string game_id() const;
    // Plays a move as if the player did it (tests, and every input path ends here).
    bool play_move(const sudoku::Move& move);

    static constexpr double kIdleHintSeconds = 45.0;

  protected:
    bool on_event(const SDL_Event& e) override;
    void on_step(double dt) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;
    void on_restart() override;
    void on_undo() override;
    void on_redo() override;
    void on_hint() override;
    void on_tool(ToolButton tool) override;
    std::string tool_badge(ToolButton tool) const override;
    bool tool_enabled(ToolButton tool) const override;
    bool hide_board_when_paused() const override { return true; }

  private:
    enum class Ending { None, Animating, Done };

    void resume_or_start();
    void show_state(bool intro);
    void after_state_change();
    void save();
    void flash(std::string message, double seconds = 3.0);
    void sound(const char* name);
    sudoku_view::AnimOptions anim_options();
    void begin_ending(int last_cell);
    bool accepts_input() const { return !finished() && ending_ == Ending::None; }
    void press_digit(int digit);
    void press_erase();
    void toggle_notes();
    void move_cursor(int dr, int dc);
    void select(int cell);
    void show_hint();
    void open_enter_puzzle();
    void draw_side_panel(Gfx& gfx);

    sudoku::Puzzle puzzle_;
    Session<sudoku::State, sudoku::Move> session_;
    sudoku_view::BoardView view_;
    sudoku_view::UiState ui_;

    // Cached per state (never recomputed per frame).
    sudoku::CellSet conflicts_;
    std::array<int, 10> counts_{};
    std::array<bool, 10> done_{};
    std::optional<sudoku::Step> hint_;
    std::string hint_text_;
    bool hint_shown_ = false;
    bool hint_auto_ = false; // shown by the idle timer
    bool hover_enter_ = false;

    void after_history_step(const sudoku::State& before);
    // The side panels: tracker, hint and number pad.
    void draw_panels(Gfx& gfx, bool can_erase);

    std::string message_;
    double message_left_ = 0;
    double clock_ = 0;
    double last_sound_time_ = -1;
    std::string last_sound_;
    Ending ending_ = Ending::None;
    Outcome pending_;
    double pending_elapsed_ = 0;
};

// The "Enter a puzzle" overlay: type or paste 81 characters, pick the stage, check (unique?),
// rate, and play. `on_play` gets the checked puzzle.
std::unique_ptr<Scene> make_sudoku_enter_scene(App& app, sudoku::Rules rules);
// A game scene for a player's own puzzle (level key "sudoku/custom").
std::unique_ptr<Scene> make_sudoku_custom_scene(App& app, const sudoku::Puzzle& puzzle);

} // namespace tessera::app

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_sudoku_scene(App& app, const levels::LevelInfo& level);
} // namespace tessera::app
