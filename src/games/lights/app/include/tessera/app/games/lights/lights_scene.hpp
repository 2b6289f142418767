#pragma once
// The Lights Out scene: the grid, played with the mouse (click a cell) or the keyboard (arrows
// move the cursor, Enter/Space press). Everything else (HUD frame, toolbar, undo and redo, hints,
// the clock, saves, the result card, level select) is the midend's: SessionScene<lights::Game>.
// Exposed here so headless tests can drive it.
#include <memory>
#include <optional>
#include <string>

#include "tessera/app/framework/session_scene.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/core/lights/contract.hpp"
#include "tessera/levels/lights/level.hpp"

namespace tessera::app::lights_view {

class LightsScene : public SessionScene<lights::Game> {
  public:
    LightsScene(App& app, const levels::LevelInfo& info, levels::LightsLevel level);

    // --- for tests and tools ---------------------------------------------------------------
    // The centre of the cell (x, y) on screen, where a click presses it.
    SDL_FPoint click_point(lights::Move cell) const;
    lights::Move cursor() const { return cursor_; }
    // The fewest presses from the level's start (the result card's stars compare with it).
    int par() const { return par_; }

  protected:
    bool on_action(InputAction action) override;
    bool on_event(const SDL_Event& e) override;
    void on_draw(Gfx& gfx) override;
    HudInfo hud() const override;

    SaveParams save_params() const override;
    void show_state(bool intro) override;
    void animate_move(const lights::State& before, const lights::Outcome& out,
                      const lights::Move& move) override;
    ResultCard result_card(const lights::Status& st) override;

  private:
    SDL_FRect cell_rect(int x, int y) const;
    std::optional<lights::Move> cell_at(float x, float y) const;
    void press(lights::Move cell);

    levels::LightsLevel level_;
    int par_ = 0;
    float cell_ = 0;          // a cell's side in pixels
    SDL_FPoint origin_{0, 0}; // the grid's top-left corner
    lights::Move cursor_{0, 0};
    bool cursor_shown_ = false;
    std::optional<lights::Move> hover_;
};

} // namespace tessera::app::lights_view

namespace tessera::app {
// The scene for a level of this game (or a free-play deal); nullptr (after a toast saying why)
// when the file cannot be played.
std::unique_ptr<Scene> make_lights_scene(App& app, const levels::LevelInfo& level);
// Its "How to play" (how_to_play.cpp): the rules and an animated example.
HowToPlay lights_how_to_play();
} // namespace tessera::app
