#pragma once
// The match-3 "Swap" scene: the core's State and Session, the seed's selection rules
// (match3::click / drag / move_cursor), and a BoardView whose sprites catch up with each move's
// events through tweens on the GameScene timeline. Exposed for the scene's headless tests.
#include <memory>
#include <optional>
#include <string>

#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/games/match3/animator.hpp"
#include "tessera/app/games/match3/board_view.hpp"
#include "tessera/core/common/session.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/params.hpp"
#include "tessera/core/match3/selection.hpp"
#include "tessera/core/match3/state.hpp"
#include "tessera/core/match3/status.hpp"

namespace tessera::app {

class Match3Scene final : public GameScene {
  public:
    // `initial` must be start(params) (make_match3_scene builds both from the level file).
    Match3Scene(App& app, levels::LevelInfo level, match3::Params params);

    const match3::State& state() const { return session_.current(); }
    const match3::UiState& ui() const { return ui_; }
    const match3_view::BoardLayout& layout() const { return layout_; }
    const match3_view::BoardView& view() const { return view_; }
    bool busy() const { return animating(); }
    double play_seconds() const { return elapsed(); }
    std::size_t moves_played() const { return session_.position(); }
    // The hint on screen, if one is shown.
    std::optional<match3::Hint> shown_hint() const { return hint_shown_ ? hint_cache() : std::nullopt; }
    // The best move now (the core's hint), computed once per state.
    std::optional<match3::Hint> hint_cache() const;
    // "match3:level=<key>#<seed>": what a save belongs to.
    std::string game_id() const;
    std::int64_t shown_score() const { return static_cast<std::int64_t>(shown_score_); }
    match3::Status current_status() const { return match3::status(state(), elapsed()); }
    // The centre of a cell on screen (tests click there).
    SDL_FPoint cell_centre(Point p) const { return layout_.centre(p); }

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

  private:
    enum class Ending { None, Celebrating, Losing, Done };

    bool accepts_input() const;
    bool ready_for_input(); // fast-forwards or refuses while animating, per settings
    void try_swap(const match3::Move& move);
    void handle_click(Point cell);
    void resume_or_start();
    void save();
    void show_state(bool intro); // snaps the view to the current state
    void begin_ending(const match3::Status& st);
    void flash(std::string message, double seconds = 2.5);
    void sound(const char* name);
    match3_view::AnimOptions anim_options();
    void draw_side_panel(Gfx& gfx);

    match3::Params params_;
    match3::State start_;
    Session<match3::State, match3::Move> session_;
    match3::UiState ui_;
    match3_view::BoardLayout layout_;
    match3_view::BoardView view_;
    // Input state: keyboard cursor shown after arrow keys; mouse hover; a press that may become a drag.
    bool keyboard_mode_ = false;
    std::optional<Point> hover_;
    std::optional<Point> press_cell_;
    float press_x_ = 0, press_y_ = 0;
    // The hint of the current state (computed lazily, once per state).
    mutable std::optional<std::optional<match3::Hint>> hint_;
    bool hint_shown_ = false;
    std::string message_;
    double message_left_ = 0;
    double clock_ = 0;
    // The score the HUD shows: it counts up as clears are shown, not when the State changes.
    double shown_score_ = 0;
    std::int64_t shown_target_ = 0;
    double last_sound_time_ = -1;
    std::string last_sound_;
    Ending ending_ = Ending::None;
    Outcome pending_;
};

} // namespace tessera::app

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_match3_scene(App& app, const levels::LevelInfo& level);
} // namespace tessera::app
