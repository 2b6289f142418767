#pragma once
// The Sudoku scene for both stages (Latin: rows and columns; classic: boxes too) and for puzzles
// the player types in ("Enter a puzzle", level key "sudoku/custom"). The core's State changes at
// once; the BoardView's Visuals catch up through tweens built from each move's events.
// Exposed for the headless tests.
#include <memory>
#include <optional>
#include <string>

#include "tessera/app/framework/session_scene.hpp"
#include "tessera/app/games/sudoku/board_view.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/core/sudoku/contract.hpp"

namespace tessera::app {

class SudokuScene final : public SessionScene<sudoku::Game> {
  public:
    // The pencil-mark switch on the toolbar (its spec is in sudoku_scene.cpp).
    static constexpr ToolButton kToolNotes = game_tool(0);

    SudokuScene(App& app, levels::LevelInfo info, sudoku::Puzzle puzzle);

    const sudoku::Puzzle& puzzle() const { return puzzle_; }
    const sudoku_view::Layout& layout() const { return view_.layout(); }
    const sudoku_view::BoardView& view() const { return view_; }
    std::optional<int> selected() const { return ui_.selected; }
    bool notes_mode() const { return ui_.notes_mode; }
    // The number-pad key the arrows are on, when they went past the grid's last column.
    std::optional<int> pad_cursor() const { return pad_cursor_; }
    int hints_taken() const;

    static constexpr double kIdleHintSeconds = 45.0;

  protected:
    bool on_action(InputAction action) override;
    bool on_event(const SDL_Event& e) override;
    void step_view(double dt) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;
    void on_tool(ToolButton tool) override;
    std::string tool_badge(ToolButton tool) const override;
    bool tool_enabled(ToolButton tool) const override;

    // "level=<key>;stage=<rules>;givens=<81 chars>", seed 0: what a save belongs to.
    SaveParams save_params() const override;
    // A solved puzzle is a finished game, not one in progress: its save is not resumed.
    std::string refuse_resume(const sudoku::State& end) const override;
    std::string welcome_back() const override { return "Welcome back: your puzzle is resumed"; }
    std::string save_dropped_message(const nlohmann::json& save) const override;
    void show_state(bool intro) override;
    void animate_move(const sudoku::State& before, const sudoku::Outcome& out,
                      const sudoku::Move& move) override;
    void animate_history(const sudoku::State& before, Step step) override;
    void on_state_changed() override;
    ResultCard result_card(const sudoku::Status& st) override;
    void animate_ending(const ResultCard& card) override;
    double idle_hint_seconds() const override { return kIdleHintSeconds; }
    void on_hint_shown(bool asked) override;
    int hint_grades() const override { return 2; }
    void act_on_hint(const sudoku::Step& step) override;

  private:
    sudoku_view::AnimOptions anim_options();
    // Plays a move as the player would; an illegal one makes the "invalid" sound.
    void try_move(const sudoku::Move& move);
    void press_digit(int digit);
    void press_pad(int key);
    void move_in_pad(int dx, int dy);
    void press_erase();
    void toggle_notes();
    void move_cursor(int dr, int dc);
    void select(int cell);
    void open_enter_puzzle();
    void draw_side_panel(Gfx& gfx);
    // The side panels: tracker, hint and number pad.
    void draw_panels(Gfx& gfx, bool can_erase);

    sudoku::Puzzle puzzle_;
    sudoku_view::BoardView view_;
    sudoku_view::UiState ui_;

    // Cached per state (never recomputed per frame).
    sudoku::CellSet conflicts_;
    std::array<int, 10> counts_{};
    std::array<bool, 10> done_{};
    std::string hint_text_;
    sudoku::CellSet hint_region_;
    bool hover_enter_ = false;
    std::optional<int> pad_cursor_; // the arrows are on the number pad (a key from sudoku_layout.hpp)
    int last_cell_ = 0;             // where the last digit went: the win ripples out from it
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
// Its "How to play" (how_to_play.cpp): the rules and an animated example.
HowToPlay sudoku_how_to_play();
} // namespace tessera::app
