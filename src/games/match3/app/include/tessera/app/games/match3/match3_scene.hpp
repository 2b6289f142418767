#pragma once
// The match-3 "Swap" scene: the Match-3 article's selection rules (match3::click / drag /
// move_cursor) and a BoardView whose sprites catch up with each move's events through tweens. The
// midend (SessionScene) owns the history, saves, hints, the clock and the ending. Exposed for the
// scene's headless tests.
#include <memory>
#include <optional>
#include <string>

#include "tessera/app/framework/animated.hpp"
#include "tessera/app/framework/session_scene.hpp"
#include "tessera/app/games/match3/animator.hpp"
#include "tessera/app/games/match3/board_view.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/core/match3/contract.hpp"
#include "tessera/core/match3/selection.hpp"

namespace tessera::app {

class Match3Scene final : public SessionScene<match3::Game> {
  public:
    // `start` is match3::start(params) (make_match3_scene builds both from the level file).
    Match3Scene(App& app, levels::LevelInfo level, match3::Params params, match3::State start);

    const match3::UiState& ui() const { return ui_; }
    const match3_view::BoardLayout& layout() const { return layout_; }
    const match3_view::BoardView& view() const { return view_; }
    double play_seconds() const { return elapsed(); }
    // The hint on screen, if one is shown.
    std::optional<match3::Hint> shown_hint() const { return hint_shown() ? hint_cache() : std::nullopt; }
    std::int64_t shown_score() const { return static_cast<std::int64_t>(score_.value()); }
    bool settled() const override { return !animating() && score_.settled() && view_.effect_count() == 0; }
    match3::Status current_status() const { return status(); }
    // What the top bar and the line under the board show now.
    HudInfo hud_info() const { return hud(); }
    // The centre of a cell on screen (tests click there).
    SDL_FPoint cell_centre(Point p) const { return layout_.centre(p); }

  protected:
    bool on_action(InputAction action) override;
    bool on_event(const SDL_Event& e) override;
    void step_view(double dt) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;

    // "level=<key>" and the deal's seed: save_id() is "match3:level=<key>#<seed>".
    SaveParams save_params() const override { return {"level=" + level().key(), params_.seed}; }
    void show_state(bool intro) override;
    void animate_move(const match3::State& before, const match3::Outcome& out,
                      const match3::Move& move) override;
    void animate_history(const match3::State& before, Step step) override;
    ResultCard result_card(const match3::Status& st) override;
    void animate_ending(const ResultCard& card) override;
    double idle_hint_seconds() const override { return 5.0; } // the Match-3 article: a hint after 5 s idle
    void on_hint_shown(bool asked) override;

  private:
    void try_swap(const match3::Move& move);
    void handle_click(Point cell);
    match3_view::AnimOptions anim_options();
    void draw_side_panel(Gfx& gfx);
    // Whether the level has stars: a target or star marks (free play's modes have neither).
    bool rated() const;
    void draw_free_best(Gfx& gfx, float x, float y) const;

    match3::Params params_;
    match3::UiState ui_;
    match3_view::BoardLayout layout_;
    match3_view::BoardView view_;
    CursorVisibility cursor_;
    std::optional<Point> hover_;
    // A press that may become a drag.
    std::optional<Point> press_cell_;
    float press_x_ = 0, press_y_ = 0;
    // The HUD score counts up as clears are shown, not when the State changes.
    Animated<double> score_;
    // While the deciding move's bonus round plays: the moves to spare it has not yet shown, and
    // whether the round has begun on screen (after the move's own clears).
    std::optional<int> bonus_moves_left_;
    bool bonus_shown_ = false;
};

} // namespace tessera::app

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_match3_scene(App& app, const levels::LevelInfo& level);
// Its "How to play" (how_to_play.cpp): the rules and an animated example.
HowToPlay match3_how_to_play();
} // namespace tessera::app
