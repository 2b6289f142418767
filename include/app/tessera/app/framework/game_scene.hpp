#pragma once
// The base of every game scene. It owns what all the games share so each game only writes its
// board: the HUD (title, figures, goal bar), the toolbar (undo, redo, hint, restart, pause),
// keyboard shortcuts (Esc/P pause, H hint, Ctrl+Z/Ctrl+Y), the tween timeline with input lock or
// fast-forward (per settings), the play timer, in-progress saves, and the end of a level
// (profile update + win/lose overlay).
//
// The games derive from SessionScene<G> (session_scene.hpp), the midend, which owns the Session,
// saves, hints and the ending once for every game; GameScene is its SDL-facing half.
#include <any>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <SDL.h>
#include <nlohmann/json.hpp>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/scene.hpp"
#include "tessera/app/framework/tween.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
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

// A toolbar tool's id. The framework owns these five; a game's own tools (a power-up, a mode
// switch) are game_tool(0), game_tool(1), ... of that game, described by the ToolSpecs it passes
// in its Toolbar.
using ToolButton = unsigned;
inline constexpr ToolButton kToolUndo = 1u << 0;
inline constexpr ToolButton kToolRedo = 1u << 1;
inline constexpr ToolButton kToolHint = 1u << 2;
inline constexpr ToolButton kToolRestart = 1u << 3;
inline constexpr ToolButton kToolPause = 1u << 4;

// The i-th of a game's own tools (i from 0): an id no framework tool has.
constexpr ToolButton game_tool(unsigned i) { return 1u << (5 + i); }

// How each tool looks and is reached: its label (N_()) and icon, the key shown under the label,
// the pad button shown instead when a pad was the last input, and the key that uses it (for tools
// without an action of their own).
struct ToolSpec {
    ToolButton tool;
    const char* label;
    const char* icon;
    const char* key;
    const char* pad;
    SDL_Keycode keycode;
};

// A game scene's toolbar: which of the framework's tools it shows, and the game's own tools
// (ToolSpecs of game_tool(i), in static storage), which sit between Hint and Restart.
struct Toolbar {
    // Implicit: a game with no tools of its own passes just the mask.
    constexpr Toolbar(unsigned framework_tools, std::span<const ToolSpec> own_tools = {})
        : tools(framework_tools), own(own_tools) {}
    unsigned tools;                // kToolUndo | kToolHint | ...
    std::span<const ToolSpec> own; // the game's tools, in toolbar order
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

// What the result card says at the end of a level.
struct ResultCard {
    bool won = false;
    std::string title;              // "Level complete!" / "Out of moves"
    std::vector<std::string> lines; // reason, score, best...
    std::optional<std::int64_t> score;
    bool timed = false; // record elapsed() as the time
    int stars = 0;
    bool rated = true;       // stars are shown (a free-play mode whose score is the result)
    bool offer_undo = false; // lose overlay offers "Undo last move"
    bool offer_retry = true; // "Retry" (a free-play run of levels only goes forward)
};

// Where the board goes: between the HUD bar and the toolbar.
inline constexpr SDL_FRect kBoardArea{40, 84, 1200, 556};

class GameScene : public Scene {
  public:
    GameScene(App& app, levels::LevelInfo level, Toolbar toolbar);
    ~GameScene() override;

    bool handle(const SDL_Event& e) final;
    void step(double dt) final;
    void draw(Gfx& gfx) final;
    std::string name() const override { return "game"; }

    const levels::LevelInfo& level() const { return level_; }
    // Whether the toolbar has `tool` (every game has Undo and Hint; Redo only where Undo is not a
    // power-up).
    bool has_tool(ToolButton tool) const { return (tools_ & tool) != 0; }
    // Moves on the board's history (undo takes them back); 0 for a scene without one.
    virtual std::size_t moves_made() const { return 0; }
    // The game as it stands (start, state and moves), for tests and tools that know no game: a
    // scene that is the same game as a snapshot taken of another (after a resume, a redo) says so.
    virtual std::any snapshot() const { return {}; }
    virtual bool same_game(const std::any& snapshot) const {
        (void)snapshot;
        return false;
    }
    // Seconds of play: pauses and overlays do not count, and the clock stops at the move that
    // decides the game (not after its animation).
    double elapsed() const { return elapsed_; }
    bool finished() const { return finished_; }
    // The line under the board now: a flash, or the game's own message.
    std::string message() const;
    // The board and its top bar show the game as it is: no animation runs, and no counter or
    // effect (a score counting up, a "+120" floating away) is still moving. `levels preview
    // --solution` takes its frames then.
    virtual bool settled() const { return !animating(); }
    // The reward rule (issue 38), the same in every game: a level or free-play game finished after
    // a hint was asked for earns at most kHintedStars stars, and its time and score do not count
    // for the free-play bests. The count belongs to the visit, not the attempt: Restart keeps it,
    // a resumed save brings it back, and leaving the level ends it.
    static constexpr int kHintedStars = 2;
    int hints_used() const { return hints_used_; }

  protected:
    // --- for the game -------------------------------------------------------------------
    // Cursor actions (arrows, Enter/Space, Tab) while the board takes input; false = not used.
    virtual bool on_action(InputAction action) {
        (void)action;
        return false;
    }
    virtual bool on_event(const SDL_Event& e) = 0; // pointer input and keys that are not actions
    virtual void on_step(double dt) { (void)dt; }
    virtual void on_draw(Gfx& gfx) = 0; // the board, inside kBoardArea
    virtual HudInfo hud() const = 0;
    virtual void on_restart() = 0;
    virtual void on_undo() {}
    virtual void on_redo() {}
    virtual void on_hint() {}
    virtual void on_tool(ToolButton tool) { (void)tool; } // the game's own tools
    // Counts or states shown on tool buttons ("Undo 2", "Notes on"); "" for none.
    virtual std::string tool_badge(ToolButton tool) const {
        (void)tool;
        return {};
    }
    virtual bool tool_enabled(ToolButton tool) const {
        (void)tool;
        return true;
    }
    // Pause hides the board when the HUD shows a clock ("Time", "Time left"): a stopped clock is
    // no time to plan the next moves.
    virtual bool hide_board_when_paused() const;

    App& app() { return app_; }
    const App& app() const { return app_; }
    Timeline& timeline() { return timeline_; }
    bool animating() const { return timeline_.busy(); }
    void set_elapsed(double s) { elapsed_ = s; }
    void stop_clock() { clock_running_ = false; }
    void start_clock() { clock_running_ = true; }
    // Seconds since the scene opened (pulses and glows; not the game clock).
    double time() const { return time_; }
    // Seconds since the last input (for the idle hint).
    double idle() const { return idle_; }

    // The deal's seed: `tessera screenshot --seed` overrides the level's.
    std::uint64_t seed_or(std::uint64_t level_seed) const;

    // A hint was asked for (the midend calls it; a game's free hints do not count).
    void count_hint() { ++hints_used_; }
    // The game's own counts for the visit (e.g. times stuck), kept like the hints.
    void count_in_visit(const std::string& what) { ++visit_[what]; }
    int visit_count(const std::string& what) const {
        const auto it = visit_.find(what);
        return it == visit_.end() ? 0 : it->second;
    }
    // After a save is resumed: the visit's record it carries (hints asked for).
    void resume_visit(const nlohmann::json& save);
    // Free play: what the result card's first button starts after this game, and its label; by
    // default a new game of the same choice ("New game"), none after a daily challenge. A run of
    // levels (an endless run) goes on to its next level instead.
    virtual std::optional<levels::LevelInfo> next_free_game(const ResultCard& card) const;
    virtual std::string next_free_label(const ResultCard& card) const;

    // In-progress saves: the game id and the move list (moves as strings). Resumed on entry.
    void save_progress(const std::string& game_id, const nlohmann::json& moves);
    std::optional<nlohmann::json> saved_progress() const; // {"id": ..., "moves": [...], "elapsed": s}
    void clear_progress();

    // A line under the board for `seconds` (it gives way to the next flash or move).
    void flash(std::string message, double seconds = 2.5);
    void clear_flash() { flash_left_ = 0; }
    // Plays a sound once: fast-forwarding fires many callbacks in one frame.
    void sound(const char* name);

    // Ends the level: records it in the profile, clears the save, shows the result card.
    void finish(ResultCard card);
    // The result card's "Undo last move": the level goes on from before the losing move.
    virtual void undo_after_loss();
    // The level goes on after its end: not finished, the clock running again.
    void reopen();
    void pause();

  private:
    void build_toolbar(std::span<const ToolSpec> own);
    bool handle_toolbar_key(const SDL_Keysym& key);
    void draw_hud(Gfx& gfx);
    void use_tool(ToolButton tool);

    App& app_;
    levels::LevelInfo level_;
    unsigned tools_;
    Timeline timeline_;
    ButtonList toolbar_;
    std::vector<ToolSpec> toolbar_tools_; // one per toolbar button
    double elapsed_ = 0;
    bool clock_running_ = true;
    double time_ = 0;
    double idle_ = 0;
    bool finished_ = false;
    int hints_used_ = 0;
    std::map<std::string, int> visit_;
    std::string flash_;
    double flash_left_ = 0;
    std::string last_sound_;
    double last_sound_time_ = -1;
};

} // namespace tessera::app
