#pragma once
// The base of every game scene. It owns what all five games share so each game only writes its
// board: the HUD (title, figures, goal bar), the toolbar (undo, redo, hint, restart, pause),
// keyboard shortcuts (Esc/P pause, H hint, Ctrl+Z/Ctrl+Y), the tween timeline with input lock or
// fast-forward (per settings), the play timer, in-progress saves, and the end of a level
// (profile update + win/lose overlay).
//
// A game scene derives from GameScene and implements on_event / on_draw / hud / on_restart,
// turning the events of each core move into tweens on timeline().
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>
#include <nlohmann/json.hpp>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/scene.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/app/framework/tween.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::app {

struct HudItem {
    std::string label; // "Score"
    std::string value; // "12 340"
};

struct HudInfo {
    std::vector<HudItem> items;     // shown left to right in the top bar
    std::optional<double> progress; // 0..1 goal progress bar (e.g. score / target)
    std::string progress_label;     // "Target 3 000"
    std::string message;            // a line under the board ("Stuck! Undo or restart")
};

enum ToolButton : unsigned {
    kToolUndo = 1u << 0,
    kToolRedo = 1u << 1,
    kToolHint = 1u << 2,
    kToolRestart = 1u << 3,
    kToolPause = 1u << 4,
    kToolShuffle = 1u << 5, // power-ups (Tile Stack)
    kToolPop = 1u << 6,
    kToolNotes = 1u << 7, // Sudoku pencil marks
};

// The toolbar of a game with an undo history and hints: Undo and Redo while there is something
// to take back or bring back, Hint while the board takes input, the rest always.
constexpr bool history_tool_enabled(ToolButton tool, bool can_undo, bool can_redo, bool takes_input) {
    switch (tool) {
    case kToolUndo:
        return can_undo;
    case kToolRedo:
        return can_redo;
    case kToolHint:
        return takes_input;
    default:
        return true;
    }
}

// Where the board goes: between the HUD bar and the toolbar.
inline constexpr SDL_FRect kBoardArea{40, 84, 1200, 556};

class GameScene : public Scene {
  public:
    GameScene(App& app, levels::LevelInfo level, unsigned tools);
    ~GameScene() override;

    bool handle(const SDL_Event& e) final;
    void step(double dt) final;
    void draw(Gfx& gfx) final;
    std::string name() const override { return "game"; }

  protected:
    // --- for the game -------------------------------------------------------------------
    virtual bool on_event(const SDL_Event& e) = 0; // board input (already unlocked)
    virtual void on_step(double dt) { (void)dt; }
    virtual void on_draw(Gfx& gfx) = 0; // the board, inside kBoardArea
    virtual HudInfo hud() const = 0;
    virtual void on_restart() = 0;
    virtual void on_undo() {}
    virtual void on_redo() {}
    virtual void on_hint() {}
    virtual void on_tool(ToolButton tool) { (void)tool; } // shuffle, pop, notes
    // Counts or states shown on tool buttons ("Undo 2", "Notes on"); "" for none.
    virtual std::string tool_badge(ToolButton tool) const {
        (void)tool;
        return {};
    }
    virtual bool tool_enabled(ToolButton tool) const {
        (void)tool;
        return true;
    }
    virtual bool hide_board_when_paused() const { return false; }

    App& app() { return app_; }
    const App& app() const { return app_; }
    const levels::LevelInfo& level() const { return level_; }
    Timeline& timeline() { return timeline_; }
    bool animating() const { return timeline_.busy(); }
    // Seconds of play (pauses and overlays do not count).
    double elapsed() const { return elapsed_; }
    void set_elapsed(double s) { elapsed_ = s; }
    // Seconds since the last input (for the idle hint).
    double idle() const { return idle_; }
    bool finished() const { return finished_; }

    // The deal's seed: `tessera screenshot --seed` overrides the level's.
    std::uint64_t seed_or(std::uint64_t level_seed) const;

    // In-progress saves: the game id and the move list (moves as strings). Resumed on entry.
    void save_progress(const std::string& game_id, const nlohmann::json& moves);
    std::optional<nlohmann::json> saved_progress() const; // {"id": ..., "moves": [...], "elapsed": s}
    void clear_progress();

    struct Outcome {
        bool won = false;
        std::string title;              // "Level complete!" / "Out of moves"
        std::vector<std::string> lines; // reason, score, best...
        std::optional<std::int64_t> score;
        bool timed = false; // record elapsed() as the time
        int stars = 0;
        bool offer_undo = false; // lose overlay offers "Undo last move"
    };
    // Ends the level: records it in the profile, clears the save, shows the overlay.
    void finish(Outcome outcome);
    void play(const char* sound) { app_.audio().play(sound); }
    void pause();

  private:
    void build_toolbar();
    void draw_hud(Gfx& gfx);
    void use_tool(ToolButton tool);

    App& app_;
    levels::LevelInfo level_;
    unsigned tools_;
    Timeline timeline_;
    ButtonList toolbar_;
    std::vector<ToolButton> toolbar_tools_;
    double elapsed_ = 0;
    double idle_ = 0;
    bool finished_ = false;
};

// Formats 12340 as "12 340" and seconds as "2:05".
std::string group_digits(std::int64_t value);
std::string clock_text(double seconds);

} // namespace tessera::app
