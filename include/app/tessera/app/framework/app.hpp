#pragma once
// The application: window (or an off-screen surface for headless screenshots), renderer, the
// fixed-step loop, the scene stack, the resources, audio and the player's profile. Scenes get an
// App& and use it for everything. They lay out in 1280x720 logical units, letterboxed into any
// window (frame_fit.hpp): Gfx draws at the window's pixel size and App maps the pointer back.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SDL.h>

#include "tessera/app/framework/audio.hpp"
#include "tessera/app/framework/fixed_clock.hpp"
#include "tessera/app/framework/gamepad.hpp"
#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/resources.hpp"
#include "tessera/app/framework/scene_stack.hpp"
#include "tessera/app/framework/tooltip.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/profile.hpp"

namespace tessera::app {

struct AppOptions {
    bool headless = false;       // render into an off-screen surface (tessera screenshot, tests)
    int width = kLogicalWidth;   // the surface's size in pixels; a window opens to fit the screen
    int height = kLogicalHeight; // or where the player left it (window_placement.hpp)
    bool audio = true;
    // Decode the pictures of every scene on a worker thread from the start (image_preloader.hpp).
    bool preload_images = true;
};

class App {
  public:
    // Returns nullptr with *error set when SDL or the data folder cannot be set up.
    static std::unique_ptr<App> create(const AppOptions& options, std::string* error);
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // The interactive loop; returns the process exit code.
    int run();
    // Headless: applies pending scene changes and runs n fixed steps, then draws one frame.
    void simulate(int steps);
    // Handles every event SDL has queued, as the interactive loop does (tests push pad events).
    void pump_events();
    // One event through the global keys, the pads' translation and the scene stack.
    void dispatch(const SDL_Event& e);
    // The last input came from a game pad (help and toolbars show its buttons).
    bool last_input_was_pad() const { return pads_.last_input_was_pad(); }
    const Gamepads& pads() const { return pads_; }
    // The full text of a cut label under the resting pointer (tooltip.hpp).
    const Tooltip& tooltip() const { return tooltip_; }
    // Draws one frame to the renderer (and presents it in a window).
    void render_frame();
    // Writes the last drawn frame as PNG. Returns "" or the error.
    std::string save_png(const std::string& path);
    // Reads back the last drawn frame (headless only); for tests.
    SDL_Surface* surface() const { return surface_; }

    SceneStack& scenes() { return scenes_; }
    Gfx& gfx() { return *gfx_; }
    Audio& audio() { return *audio_; }
    const std::string& data_dir() const { return data_dir_; }
    // The level files, checked on a worker thread (level select reads it; headless runs wait for it).
    levels::LevelCatalog& catalog() { return *catalog_; }
    double fixed_step() const { return clock_.step_seconds(); }

    levels::Profile& profile() { return profile_; }
    const levels::Settings& settings() const { return profile_.settings; }
    // Writes the profile atomically (merging what another running instance saved meanwhile);
    // on failure the game plays on, the player is warned once per reason, and the "progress is
    // not being saved" marker shows until a save succeeds.
    void save_profile();
    // True while the profile on disk is behind this session: the file cannot be read (saving is
    // off until it can), the last save failed, or a game is too long to save.
    bool progress_unsaved() const;
    // A game scene's progress cannot be saved (see GameScene::save_progress); `why` is toasted
    // once. Cleared with an empty string.
    void set_game_unsaved(const std::string& why);
    // Applies settings that touch SDL (fullscreen, volumes).
    void apply_settings();

    // A short message over everything for a few seconds (warnings, "progress cannot be saved").
    // A toast with a `topic` replaces the one before it on that topic (a file reloaded again
    // says only how it stands now).
    void toast(const std::string& message, double seconds = 5.0, const std::string& topic = {});
    // The texts shown now, top first.
    std::vector<std::string> toast_texts() const;
    // The last toast's text, forgotten once taken (a caller that needs a failure's reason).
    std::string take_last_toast() { return std::exchange(last_toast_, {}); }
    void quit() { running_ = false; }
    void toggle_fullscreen();
    // The window's size and place out of full screen into the profile (not written).
    void remember_window();
    bool headless() const { return headless_; }
    // Animation-speed multiplier from settings (reduced motion is its own setting: the views fade
    // in place instead of moving, shaking or bouncing).
    double animation_speed() const;
    // `tessera screenshot --seed S`: game scenes deal from this seed instead of the level's.
    std::optional<std::uint64_t> seed_override;
    // Runs `hook` on the UI thread once per fixed step, before the scenes step (live reload
    // polls its file watcher here). Hooks live as long as the App.
    void on_step(std::function<void()> hook) { step_hooks_.push_back(std::move(hook)); }

  private:
    std::string open_window(); // create()'s window and renderer: "" or why not
    // An event after the pads' translation: global keys first, then the scene stack.
    void deliver(const SDL_Event& e);
    App() = default;
    bool handle_global(const SDL_Event& e);
    void step_once(double dt);
    // Pointer coordinates from window units to the logical 1280x720 space.
    void map_pointer(SDL_Event& e) const;
    void set_fullscreen(bool on);
    void draw_toasts();
    void draw_unsaved_marker();
    void step_toasts(double dt);
    std::string save_without_folder();

    WindowPtr window_;
    RendererPtr renderer_;
    SDL_Surface* surface_ = nullptr; // headless target, owned
    std::unique_ptr<Gfx> gfx_;
    std::unique_ptr<Audio> audio_;
    ResourceLog audio_log_;
    SceneStack scenes_;
    std::vector<std::function<void()>> step_hooks_;
    Gamepads pads_;
    Tooltip tooltip_;
    FixedClock clock_{120.0};
    std::string data_dir_;
    std::unique_ptr<levels::ProfileStore> store_; // null while the profile folder cannot be made
    std::string no_folder_;                       // why it cannot be made
    std::unique_ptr<levels::LevelCatalog> catalog_;
    levels::Profile profile_;
    std::string save_warned_;  // the last save error toasted (each reason once)
    std::string game_unsaved_; // set by a game whose progress cannot be saved
    double retry_clock_ = 0;   // seconds until the next check whether an unreadable profile is fixed
    // The window out of full screen, restored when full screen ends (desktop coordinates).
    SDL_Rect windowed_{0, 0, kLogicalWidth, kLogicalHeight};
    // When the window was last moved or resized: its placement is saved once it settles.
    Uint64 window_changed_at_ = 0;
    // Frames are redrawn whole until then (after a resize; see handle_global).
    Uint64 redraw_whole_until_ = 0;
    bool headless_ = false;
    bool running_ = true;
    bool sdl_ttf_ = false;
    bool sdl_video_ = false;
    struct Toast {
        std::string text;
        double left;
        std::string topic;
    };
    std::vector<Toast> toasts_;
    std::string last_toast_;
};

} // namespace tessera::app
