#pragma once
// The SameGame scene for all three modes: PopStar (5n² per group, the end bonus counts down),
// classic SameGame ((n−2)², +1000 for a cleared board) and Discovery (colours hidden until the
// pointer hovers; the group is picked tile by tile with the core's selection rules, then shrinks
// away on a timer). The core's State changes at once; a BoardView's sprites catch up through
// tweens built from each move's events. Exposed for the scene's headless tests.
//
// Free play's run (core/samegame/free_play.hpp) is a level of this scene too: its LevelInfo's
// free_play names the run (PopStar or Discovery), its seed, the level and the score carried in.
// Its state starts from the run's Config and that score (never the ladder's carry, nor
// Discovery's "clear the board" rule), and it scores as PopStar; a Discovery run keeps the
// hidden colours, the block-by-block pick and the clock. A level won goes on to the next level of
// the same run with the final score; a level lost ends the run.
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tessera/app/framework/animated.hpp"
#include "tessera/app/framework/session_scene.hpp"
#include "tessera/app/games/samegame/animator.hpp"
#include "tessera/app/games/samegame/board_view.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/core/samegame/contract.hpp"
#include "tessera/core/samegame/discovery.hpp"
#include "tessera/levels/samegame/level.hpp"

namespace tessera::app {

class SamegameScene final : public SessionScene<samegame::Game> {
  public:
    SamegameScene(App& app, levels::LevelInfo info, levels::SamegameLevel level);

    samegame::Mode mode() const { return level_.params.mode; }
    const samegame_view::Layout& layout() const { return layout_; }
    const samegame_view::BoardView& view() const { return view_; }
    const samegame::Selection& selection() const { return selection_; }
    int start_score() const { return start_score_; }
    Point cursor() const { return cursor_; }
    int shown_score() const { return static_cast<int>(std::lround(score_.value())); }
    bool settled() const override { return !animating() && score_.settled() && view_.effects().empty(); }
    // A level of free play's run, and its number in the run (1 otherwise).
    bool in_run() const { return level().free_play.has_value(); }
    int run_level() const { return in_run() ? level().free_play->run_level : 1; }
    // A hint asked for in Discovery (levels and runs) costs this much time on the clock.
    static constexpr double kDiscoveryHintSeconds = 10;
    SDL_FPoint cell_centre(Point p) const { return layout_.centre(p); }
    // The PopStar score carried into `level` from the previous level (profile totals).
    static int popstar_carry(const App& app, int level);
    // What the top bar and the line under the board show now.
    HudInfo hud_info() const { return hud(); }

  protected:
    bool on_action(InputAction action) override;
    bool on_event(const SDL_Event& e) override;
    void step_view(double dt) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;

    // "level=<key>;start=<score>" and the level's seed: what a save belongs to. A run's level is
    // keyed "<slot key>@<level>" with the run's seed: "samegame:level=samegame/new=popstar@3;start=9120#7".
    SaveParams save_params() const override;
    SaveStart save_start(const GameId& id) const override;
    void on_resumed(const GameId& id) override;
    void show_state(bool intro) override;
    void animate_move(const samegame::State& before, const samegame::Outcome& out,
                      const samegame::Move& move) override;
    void animate_history(const samegame::State& before, Step step) override;
    void on_state_changed() override;
    ResultCard result_card(const samegame::Status& st) override;
    void animate_ending(const ResultCard& card) override;
    // The solver's best next group within 200 ms (never per frame: once per state).
    std::optional<samegame::Move> compute_hint() const override;
    double idle_hint_seconds() const override { return 8.0; }
    std::string no_hint_message() const override { return "No group left"; }
    void on_hint_shown(bool asked) override;
    std::optional<levels::LevelInfo> next_free_game(const ResultCard& card) const override;
    std::string next_free_label(const ResultCard& card) const override;

  private:
    // The score carries in from the previous level (the PopStar ladder, and both runs).
    bool carries() const { return mode() == samegame::Mode::popstar || in_run(); }
    std::string save_key() const;
    // free_run.cpp: the run's result card, and the figures of its side panel.
    void run_card(ResultCard& o);
    std::string run_heading() const; // "Run, level 3"
    void click(Point cell);
    samegame_view::AnimOptions anim_options();
    void refresh_masks();
    void draw_side_panels(Gfx& gfx);
    void draw_preview(Gfx& gfx);
    std::optional<Point> pointer_cell() const; // the hovered cell, or the keyboard cursor

    levels::SamegameLevel level_;
    samegame::Board board_;
    int start_score_ = 0;
    samegame::Selection selection_;
    samegame_view::Layout layout_;
    samegame_view::BoardView view_;

    // Input: the mouse's cell, or the keyboard cursor once arrows are used.
    std::optional<Point> hover_;
    Point cursor_{0, 0};
    CursorVisibility keyboard_;

    // Per-cell masks for the view, rebuilt only when the pointer or the state changes.
    std::vector<char> highlight_, revealed_, hint_mask_;
    std::optional<Point> masks_pointer_;
    std::size_t masks_version_ = static_cast<std::size_t>(-1);
    std::size_t version_ = 0; // bumps on every state or selection change
    int preview_size_ = 0, preview_score_ = 0;
    SDL_FPoint preview_at_{0, 0};

    Animated<double> score_; // the HUD counter (catches up with the animation)
};

} // namespace tessera::app

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_samegame_scene(App& app, const levels::LevelInfo& level);
// A level of free play's run (free_run.cpp): dealt and certified by the core, started with the
// score the run carries in; nullptr for a choice this build does not know.
std::unique_ptr<Scene> make_samegame_run_scene(App& app, const levels::LevelInfo& level);
// Its "How to play" (how_to_play.cpp): the rules and an animated example.
HowToPlay samegame_how_to_play();
} // namespace tessera::app
