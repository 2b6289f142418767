#pragma once
// The Tile Stack game scene: the layered box, the tray and the side row, played with the mouse
// (click a free tile), the keyboard (arrows move a cursor over the free tiles, Enter/Space pick)
// or touch. Every core move's events become tweens (tilestack_animator.cpp); the State is updated
// at once and the view catches up. Exposed here so headless tests can drive it.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/games/tilestack/tilestack_layout.hpp"
#include "tessera/core/tilestack/game.hpp"
#include "tessera/levels/tilestack/level.hpp"

namespace tessera::app::tilestack_ui {

// Seconds without input before the hint shows by itself.
inline constexpr double kIdleHintSeconds = 12.0;
// The hint's solver budget (computed once per state, never per frame).
inline constexpr std::uint64_t kHintNodes = 300'000;

// The tint of a covered tile on layer z (darker, a little darker still deeper down).
Rgba covered_tint(int z);

class TilestackScene : public GameScene {
  public:
    TilestackScene(App& app, const levels::LevelInfo& info, levels::TilestackLevel level);

    // --- for tests and tools ---------------------------------------------------------------
    const tilestack::State& state() const { return state_; }
    std::uint64_t deal_seed() const { return seed_; }
    const std::vector<tilestack::Move>& moves() const { return moves_; }
    // Plays a move as a player would (animations, sounds, save). False when illegal.
    bool play_move(const tilestack::Move& move);
    // Where to click to pick `tile` (board face centre or side-row tile); nullopt if not shown.
    std::optional<SDL_FPoint> click_point(int tile) const;
    // The tile the hint points at, computing it if needed (-1: none found).
    int hint_tile();
    const BoardGeometry& board() const { return board_; }
    const TrayGeometry& tray() const { return tray_; }
    bool resumed() const { return resumed_; }

  protected:
    bool on_event(const SDL_Event& e) override;
    void on_step(double dt) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;
    void on_restart() override;
    void on_undo() override;
    void on_hint() override;
    void on_tool(ToolButton tool) override;
    std::string tool_badge(ToolButton tool) const override;
    bool tool_enabled(ToolButton tool) const override;

  private:
    struct Popup { // floating text ("+3") or a particle
        VisualPtr v;
        std::string text;
        Colour colour;
    };

    void reset_view(); // every Visual at rest for state_
    void intro();      // the deal: layers drop in, bottom first
    void animate(const tilestack::State& before, const std::vector<tilestack::Event>& events);
    void after_move();
    void save();
    void end_level();
    int tile_at(float x, float y, bool* covered) const;
    std::vector<int> pickable() const;
    void move_cursor(int dx, int dy);
    void pick_cursor();
    void try_pick(int tile);
    void nudge(int tile); // an unpickable tile wiggles
    void burst(float x, float y, int face, int count);
    void float_text(float x, float y, std::string text, Colour c);

    // Rest positions / scales for each place.
    SDL_FPoint board_centre(int tile) const;
    void draw_tile(Gfx& gfx, int tile, float dx) const;
    void draw_tray(Gfx& gfx) const;

    levels::TilestackLevel level_;
    std::uint64_t seed_ = 1;
    tilestack::State initial_;
    tilestack::State state_;
    std::vector<tilestack::Move> moves_;
    BoardGeometry board_;
    TrayGeometry tray_;
    std::vector<int> order_; // painter's order
    int total_tiles_ = 0;
    int power_ups_used_ = 0;
    bool resumed_ = false;

    // --- the view (what is on screen; catches up with state_ through tweens) ---------------
    std::vector<VisualPtr> vis_;
    std::vector<int> shown_face_;
    std::vector<tilestack::Place> view_place_;
    std::vector<char> flying_;
    std::vector<int> view_tray_, view_side_;
    std::vector<Popup> popups_;
    VisualPtr tray_shake_;

    // --- UiState ------------------------------------------------------------------------------
    int hover_ = -1;
    int cursor_ = -1;
    bool cursor_shown_ = false;
    std::optional<int> hint_; // cached for state_ (-1 = none found)
    bool hint_shown_ = false;
    std::string message_;
    double message_left_ = 0;
    bool end_pending_ = false;
    double time_ = 0; // for pulses
};

} // namespace tessera::app::tilestack_ui

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_tilestack_scene(App& app, const levels::LevelInfo& level);
} // namespace tessera::app
