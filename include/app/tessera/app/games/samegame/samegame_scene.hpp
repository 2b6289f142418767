#pragma once
// The SameGame scene for all three modes: PopStar (5n² per group, the end bonus counts down),
// classic SameGame ((n−2)², +1000 for a cleared board) and Discovery (colours hidden until the
// pointer hovers; the group is picked tile by tile with the core's selection rules, then shrinks
// away on a timer). The core's State changes at once; a BoardView's sprites catch up through
// tweens built from each move's events. Exposed for the scene's headless tests.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/games/samegame/animator.hpp"
#include "tessera/app/games/samegame/board_view.hpp"
#include "tessera/core/common/session.hpp"
#include "tessera/core/samegame/discovery.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/levels/samegame/level.hpp"

namespace tessera::app {

class SamegameScene final : public GameScene {
  public:
    SamegameScene(App& app, levels::LevelInfo info, levels::SamegameLevel level);

    const samegame::State& state() const { return session_.current(); }
    samegame::Mode mode() const { return level_.params.mode; }
    const samegame_view::Layout& layout() const { return layout_; }
    const samegame_view::BoardView& view() const { return view_; }
    const samegame::Selection& selection() const { return selection_; }
    bool busy() const { return animating(); }
    std::size_t moves_played() const { return session_.position(); }
    int start_score() const { return start_score_; }
    Point cursor() const { return cursor_; }
    int shown_score() const { return shown_score_; }
    bool hint_shown() const { return hint_shown_; }
    // The core's hint for the current state, computed once per state (≤ 200 ms budget).
    std::optional<samegame::Move> hint_cache() const;
    // "samegame:level=<key>;start=<score>#<seed>": what a save belongs to.
    std::string game_id() const;
    SDL_FPoint cell_centre(Point p) const { return layout_.centre(p); }
    // The PopStar score carried into `level` from the previous level (profile totals).
    static int popstar_carry(const App& app, int level);

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
    enum class Ending { None, Animating, Done };

    samegame::State fresh_state(int start_score) const;
    void resume_or_start();
    void show_state(bool intro);
    bool accepts_input() const;
    void click(Point cell);
    void play_move(const samegame::Move& move);
    void save();
    void begin_ending();
    void flash(std::string message, double seconds = 3.0);
    void sound(const char* name);
    samegame_view::AnimOptions anim_options();
    void refresh_masks();
    void draw_side_panels(Gfx& gfx);
    void draw_preview(Gfx& gfx);
    std::optional<Point> pointer_cell() const; // the hovered cell, or the keyboard cursor

    levels::SamegameLevel level_;
    samegame::Board board_;
    int start_score_ = 0;
    samegame::State start_;
    Session<samegame::State, samegame::Move> session_;
    samegame::Selection selection_;
    samegame_view::Layout layout_;
    samegame_view::BoardView view_;

    // Input: the mouse's cell, or the keyboard cursor once arrows are used.
    std::optional<Point> hover_;
    Point cursor_{0, 0};
    bool keyboard_mode_ = false;

    // Per-cell masks for the view, rebuilt only when the pointer or the state changes.
    std::vector<char> highlight_, revealed_, hint_mask_;
    std::optional<Point> masks_pointer_;
    std::size_t masks_version_ = static_cast<std::size_t>(-1);
    std::size_t version_ = 0; // bumps on every state or selection change
    int preview_size_ = 0, preview_score_ = 0;
    SDL_FPoint preview_at_{0, 0};

    mutable std::optional<std::optional<samegame::Move>> hint_;
    bool hint_shown_ = false;
    int shown_score_ = 0; // the HUD counter (catches up with the animation)
    double score_display_ = 0;
    std::string message_;
    double message_left_ = 0;
    double clock_ = 0;
    double last_sound_time_ = -1;
    std::string last_sound_;
    Ending ending_ = Ending::None;
    Outcome pending_;
};

} // namespace tessera::app

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_samegame_scene(App& app, const levels::LevelInfo& level);
} // namespace tessera::app
