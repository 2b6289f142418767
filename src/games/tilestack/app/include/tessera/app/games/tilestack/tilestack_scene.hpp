#pragma once
// The Tile Stack game scene: the layered box, the tray and the side row, played with the mouse
// (click a free tile), the keyboard (arrows move a cursor over the free tiles, Enter/Space pick)
// or touch. Every core move's events become tweens (animator.cpp); the State is updated
// at once and the view catches up. Exposed here so headless tests can drive it.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tessera/app/framework/session_scene.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/tilestack/tilestack_layout.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/core/tilestack/contract.hpp"
#include "tessera/levels/tilestack/level.hpp"

namespace tessera::app::tilestack_view {

// Seconds without input before the hint shows by itself.
inline constexpr double kIdleHintSeconds = 12.0;

// The tint of a covered tile on layer z (darker, a little darker still deeper down).
Rgba covered_tint(int z);

class TilestackScene : public SessionScene<tilestack::Game> {
  public:
    // The power-ups on the toolbar (its specs are in tilestack_scene.cpp).
    static constexpr ToolButton kToolShuffle = game_tool(0);
    static constexpr ToolButton kToolPop = game_tool(1);

    TilestackScene(App& app, const levels::LevelInfo& info, levels::TilestackLevel level);

    // --- for tests and tools ---------------------------------------------------------------
    std::uint64_t deal_seed() const { return seed_; }
    std::vector<tilestack::Move> moves() const { return session().moves(); }
    // Where to click to pick `tile` (board face centre or side-row tile); nullopt if not shown.
    std::optional<SDL_FPoint> click_point(int tile) const;
    // The tile the hint points at, computing it if needed (-1: none found).
    int hint_tile() const;
    const BoardGeometry& board() const { return board_; }
    const TrayGeometry& tray() const { return tray_; }

  protected:
    bool on_action(InputAction action) override;
    bool on_event(const SDL_Event& e) override;
    void step_view(double dt) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;
    void on_undo() override; // the undo power-up: a move, counted
    void on_hint() override;
    void on_tool(ToolButton tool) override;
    std::string tool_badge(ToolButton tool) const override;
    bool tool_enabled(ToolButton tool) const override;

    // "level=<key>" and the deal's seed; saves filed under "tilestack seed <n>" still resume.
    SaveParams save_params() const override;
    std::optional<std::string> legacy_save_id(std::string_view id) const override;
    SaveStart save_start(const GameId& id) const override;
    void on_resumed(const GameId& id) override { seed_ = id.seed; }
    std::string save_dropped_message(const nlohmann::json&) const override {
        return "The saved game of this level could not be resumed; starting afresh.";
    }
    void show_state(bool intro) override;
    void animate_move(const tilestack::State& before, const tilestack::Outcome& out,
                      const tilestack::Move& move) override;
    void animate_history(const tilestack::State& before, Step step) override;
    void on_state_changed() override;
    ResultCard result_card(const tilestack::Status& st) override;
    double idle_hint_seconds() const override { return kIdleHintSeconds; }
    bool plays_after_end(const tilestack::Move& move) const override {
        return move.kind == tilestack::MoveKind::Undo;
    }

  private:
    TilestackScene(App& app, const levels::LevelInfo& info, levels::TilestackLevel&& level,
                   std::uint64_t seed);

    struct Popup { // floating text ("+3") or a particle
        VisualPtr v;
        std::string text;
        Colour colour;
    };

    void reset_view(); // every Visual at rest for state()
    void intro();      // the deal: layers drop in, bottom first
    void animate(const tilestack::State& before, const std::vector<tilestack::Event>& events);
    // animator.cpp: each event's part of a move's animation, added to its phases.
    struct Phases;
    void animate_pick(const tilestack::Picked& e, Phases& p);
    void animate_clear(const tilestack::TrayCleared& e, Phases& p);
    void animate_pop(const tilestack::Popped& e, Phases& p);
    void animate_return(const tilestack::Returned& e, Phases& p);
    void animate_reshuffle(const tilestack::Reshuffled& e, Phases& p);
    void animate_won(Phases& p);
    void animate_lost(Phases& p);
    void slide_tray(int except, std::vector<ActionPtr>& into); // the tray's tiles to their slots
    void slide_side(int except, std::vector<ActionPtr>& into); // the side row's tiles to theirs
    ActionPtr land(int t);                                     // a tween: tile t has landed
    int tile_at(float x, float y, bool* covered) const;
    std::vector<int> pickable() const;
    void move_cursor(int dx, int dy);
    void pick_cursor();
    void try_pick(int tile);
    void nudge(int tile); // an unpickable tile wiggles
    bool reduced_motion() const { return app().settings().reduced_motion; }
    // Moves a tile; with reduced motion it fades out and in at its new place instead.
    ActionPtr travel(const VisualPtr& v, float x, float y, double seconds, Easing easing);
    void burst(float x, float y, int face, int count);
    void float_text(float x, float y, std::string text, Colour c);

    // Rest positions / scales for each place.
    SDL_FPoint board_centre(int tile) const;
    void draw_tile(Gfx& gfx, int tile, float dx) const;
    void draw_tray(Gfx& gfx) const;

    levels::TilestackLevel level_;
    std::uint64_t seed_ = 1;
    BoardGeometry board_;
    TrayGeometry tray_;
    std::vector<int> order_; // painter's order
    int total_tiles_ = 0;

    // --- the view (what is on screen; catches up with state() through tweens) --------------
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
};

} // namespace tessera::app::tilestack_view

namespace tessera::app {
// The scene for a level of this game; nullptr (after a toast saying why) when the file cannot be played.
std::unique_ptr<Scene> make_tilestack_scene(App& app, const levels::LevelInfo& level);
// Its "How to play" (how_to_play.cpp): the rules and an animated example.
HowToPlay tilestack_how_to_play();
// What a level changes of those rules (level_rules.cpp): a tray of another size, a shuffled deal.
LevelRules tilestack_level_rules(const tilestack::Params& params);
LevelRules tilestack_level_rules_of(const levels::LevelInfo& level);
} // namespace tessera::app
