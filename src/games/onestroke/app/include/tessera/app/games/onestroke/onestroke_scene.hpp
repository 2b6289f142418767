#pragma once
// The One Stroke game scene: a figure of dots and lines drawn in one stroke by dragging (mouse or
// touch), click-click, or the keyboard cursor. It keeps a Session of core States (undo, redo,
// restart), animates each move's events through StrokeAnimator, saves the move list after every
// change and resumes it on entry, shows hints from the core's Euler solver, and ends the level
// with a win animation and the result overlay. Declared here (not only in the .cpp) so the scene
// tests can reach its state and layout.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tessera/app/framework/session_scene.hpp"
#include "tessera/app/games/onestroke/board_layout.hpp"
#include "tessera/app/games/onestroke/board_view.hpp"
#include "tessera/app/games/onestroke/animator.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/core/onestroke/contract.hpp"

namespace tessera::app {

class OnestrokeScene final : public SessionScene<onestroke::Game> {
  public:
    // Seconds without input before a hint shows by itself (not counted as a used hint).
    static constexpr double kIdleHintSeconds = 8.0;

    OnestrokeScene(App& app, levels::LevelInfo level, onestroke::Figure figure);

    // For tests and tools.
    const onestroke_view::BoardLayout& layout() const { return layout_; }
    int stuck_count() const { return visit_count("stuck"); }
    int cursor() const { return cursor_; } // the keyboard / pad cursor's dot
    void on_resume() override;

  protected:
    bool on_action(InputAction action) override;
    bool on_event(const SDL_Event& e) override;
    void step_view(double dt) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;
    void on_hint() override;
    // Undoing the first line also lifts the pen off its dot, and Redo puts both back: a dot
    // without lines is not a stroke, and the next press must start wherever the player presses.
    void on_undo() override;
    void on_redo() override;
    bool tool_enabled(ToolButton tool) const override;
    std::string tool_badge(ToolButton tool) const override;

    // The id saves are filed under: the level and a hash of its lines ("level=<id>;lines=<hash>"),
    // so an edited level file never replays an old move list onto a different figure.
    SaveParams save_params() const override;
    std::string save_dropped_message(const nlohmann::json&) const override {
        return "The saved game of this level did not fit the figure; starting afresh.";
    }
    void show_state(bool intro) override;
    void animate_move(const onestroke::State& before, const onestroke::Outcome& out,
                      const onestroke::Move& move) override;
    void animate_history(const onestroke::State& before, Step step) override;
    void on_state_changed() override;
    // A stuck stroke is undone or restarted, not lost: only the win ends the level.
    bool ends_level(const onestroke::Status& st) const override { return st.phase == Phase::Won; }
    ResultCard result_card(const onestroke::Status& st) override;
    void animate_ending(const ResultCard& card) override;
    double idle_hint_seconds() const override { return dragging_ ? 0 : kIdleHintSeconds; }
    int hint_grades() const override { return 2; }
    void act_on_hint(const onestroke::Hint& hint) override;
    bool hint_is_free(const onestroke::Hint& hint) const override;

  private:
    bool playing() const { return status_.phase == Phase::Playing; }
    bool won() const { return status_.phase == Phase::Won; }
    // The pen rests on a dot with no line drawn: the history's first move alone.
    bool lone_start() const { return session().position() == 1 && state().drawn_count() == 0; }
    // Applies "touch vertex v" through the core; false (and nothing changes) when illegal.
    bool draw_to(int vertex);
    void press(onestroke_view::Vec2 p);
    void drag_to(onestroke_view::Vec2 p);
    void update_hover();
    void reject(int vertex);
    std::optional<onestroke::Hint> shown_hint() const { return hint_shown() ? hint_cache() : std::nullopt; }
    std::vector<int> hint_area(const onestroke::Hint& hint) const;

    std::shared_ptr<const onestroke::Figure> figure_;
    onestroke_view::BoardLayout layout_;
    onestroke_view::BoardView view_;
    onestroke_view::StrokeAnimator anim_;

    // Cached rules queries (recomputed on state change, never per frame).
    onestroke::Status status_;
    std::vector<int> next_;
    std::optional<onestroke::Hint> stuck_hint_; // where to restart, shown while stuck

    // UiState.
    bool dragging_ = false;
    onestroke_view::Vec2 pointer_;
    onestroke_view::Vec2 last_drag_;
    int hover_ = -1;
    int flagged_ = -1; // illegal dot already shaken during this drag
    int cursor_ = 0;
    CursorVisibility keyboard_;
    bool win_shown_ = false; // the last move's animation already celebrated the win
};

} // namespace tessera::app

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_onestroke_scene(App& app, const levels::LevelInfo& level);
// Its "How to play" (how_to_play.cpp): the rules and an animated example.
HowToPlay onestroke_how_to_play();
} // namespace tessera::app
