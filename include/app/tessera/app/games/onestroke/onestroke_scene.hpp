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

#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/games/onestroke/board_layout.hpp"
#include "tessera/app/games/onestroke/board_view.hpp"
#include "tessera/app/games/onestroke/stroke_animator.hpp"
#include "tessera/core/common/session.hpp"
#include "tessera/core/onestroke/game.hpp"
#include "tessera/core/onestroke/hint.hpp"

namespace tessera::app {

class OnestrokeScene final : public GameScene {
  public:
    // Seconds without input before a hint shows by itself (not counted as a used hint).
    static constexpr double kIdleHintSeconds = 8.0;

    OnestrokeScene(App& app, levels::LevelInfo level, onestroke::Figure figure);

    // For tests and tools.
    const onestroke::State& state() const { return session_.current(); }
    const onestroke_ui::BoardLayout& layout() const { return layout_; }
    std::string message() const { return hud().message; }
    int hints_used() const { return hints_used_; }
    bool hint_shown() const { return hint_.has_value(); }
    // The id saves are filed under: the level and a hash of its lines, so an edited level file
    // never replays an old move list onto a different figure.
    std::string game_id() const;
    void on_resume() override;

  protected:
    bool on_event(const SDL_Event& e) override;
    void on_step(double dt) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;
    void on_restart() override;
    void on_undo() override;
    void on_redo() override;
    void on_hint() override;
    bool tool_enabled(ToolButton tool) const override;
    std::string tool_badge(ToolButton tool) const override;

  private:
    bool playing() const { return status_.phase == onestroke::Phase::Playing; }
    bool won() const { return status_.phase == onestroke::Phase::Won; }
    void resume();
    // Applies "touch vertex v" through the core; false (and nothing changes) when illegal.
    bool play_move(int vertex);
    void changed(); // after any state change: caches, hint, cursor, save
    void save();
    void press(onestroke_ui::Vec2 p);
    void drag_to(onestroke_ui::Vec2 p);
    void update_hover();
    void reject(int vertex);
    bool on_key(SDL_Keycode key);
    void end_level();

    std::shared_ptr<const onestroke::Figure> figure_;
    Session<onestroke::State, onestroke::Move> session_;
    onestroke_ui::BoardLayout layout_;
    onestroke_ui::BoardView view_;
    onestroke_ui::StrokeAnimator anim_;

    // Cached rules queries (recomputed on state change, never per frame).
    onestroke::Status status_;
    std::vector<int> next_;
    std::optional<onestroke::Hint> stuck_hint_; // where to restart, shown while stuck

    // UiState.
    bool dragging_ = false;
    onestroke_ui::Vec2 pointer_;
    onestroke_ui::Vec2 last_drag_;
    int hover_ = -1;
    int flagged_ = -1; // illegal dot already shaken during this drag
    int cursor_ = 0;
    bool show_cursor_ = false;
    std::optional<onestroke::Hint> hint_;
    bool hint_auto_ = false;
    bool win_ready_ = false;
    double clock_ = 0;

    // For the stars.
    int hints_used_ = 0;
    int stuck_count_ = 0;
};

} // namespace tessera::app

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_onestroke_scene(App& app, const levels::LevelInfo& level);
} // namespace tessera::app
