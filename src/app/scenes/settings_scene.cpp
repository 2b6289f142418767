// Settings: volumes, full screen, animation speed (with reduced motion), colour-blind symbols,
// and what input does during an animation. Every change is saved at once.
#include <SDL.h>
#include <algorithm>
#include <cmath>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

namespace {

constexpr double kSpeeds[] = {0.5, 0.75, 1.0, 1.5, 2.0};

class SettingsScene final : public Scene {
  public:
    explicit SettingsScene(App& app) : app_(app) { build(); }
    std::string name() const override { return "settings"; }

    bool handle(const SDL_Event& e) override {
        if (e.type == SDL_KEYDOWN &&
            (e.key.keysym.sym == SDLK_ESCAPE || e.key.keysym.sym == SDLK_BACKSPACE)) {
            app_.scenes().pop();
            return true;
        }
        const bool used = list_.handle(e);
        refresh();
        return used;
    }

    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        gfx.text("Settings", kLogicalWidth / 2.0f, 60, theme::kHeadingSize + 8, theme::kText, Align::Centre,
                 true);
        theme::draw_panel(gfx, {300, 130, 680, 520});
        list_.draw(gfx);
        gfx.text("Up/Down choose  \xC2\xB7  Left/Right change  \xC2\xB7  Esc back", kLogicalWidth / 2.0f, 676,
                 theme::kSmallSize, theme::kTextDim, Align::Centre);
    }

  private:
    void changed() {
        app_.apply_settings();
        app_.save_profile();
        app_.audio().play("click");
    }

    void build() {
        auto& s = app_.profile().settings;
        float y = 150;
        auto row = [&](std::string label, std::function<void(int)> adjust) {
            Button b;
            b.rect = {330, y, 620, 54};
            b.label = std::move(label);
            b.on_adjust = std::move(adjust);
            list_.add(std::move(b));
            y += 64;
        };
        row("Music volume", [this, &s](int d) {
            s.music_volume = std::clamp(s.music_volume + 10 * d, 0, 100);
            changed();
        });
        row("Effects volume", [this, &s](int d) {
            s.effects_volume = std::clamp(s.effects_volume + 10 * d, 0, 100);
            changed();
        });
        row("Full screen (F11)", [this, &s](int) {
            s.fullscreen = !s.fullscreen;
            changed();
        });
        row("Animation speed", [this, &s](int d) {
            // Steps: reduced motion, 0.5x .. 2x.
            int i = s.reduced_motion ? -1 : 2;
            for (int k = 0; k < 5; ++k)
                if (std::abs(kSpeeds[k] - s.animation_speed) < 1e-6) i = s.reduced_motion ? -1 : k;
            i = std::clamp(i + d, -1, 4);
            s.reduced_motion = i < 0;
            if (i >= 0) s.animation_speed = kSpeeds[i];
            changed();
        });
        row("Colour-blind symbols", [this, &s](int) {
            s.colourblind_symbols = !s.colourblind_symbols;
            changed();
        });
        row("Input during animations", [this, &s](int) {
            s.skip_animations_on_input = !s.skip_animations_on_input;
            changed();
        });
        Button back;
        back.rect = {530, y + 12, 220, 54};
        back.label = "Back";
        back.on_activate = [this] { app_.scenes().pop(); };
        list_.add(std::move(back));
        refresh();
    }

    void refresh() {
        const auto& s = app_.settings();
        auto& b = list_.buttons();
        b[0].value = std::to_string(s.music_volume) + "%";
        b[1].value = std::to_string(s.effects_volume) + "%";
        b[2].value = s.fullscreen ? "On" : "Off";
        if (s.reduced_motion) {
            b[3].value = "Reduced motion";
        } else {
            char buf[16];
            std::snprintf(buf, sizeof buf, "%.2gx", s.animation_speed);
            b[3].value = buf;
        }
        b[4].value = s.colourblind_symbols ? "On" : "Off";
        b[5].value = s.skip_animations_on_input ? "Skip ahead" : "Wait";
    }

    App& app_;
    ButtonList list_;
};

class HelpScene final : public Scene {
  public:
    explicit HelpScene(App& app) : app_(app) {
        Button b;
        b.rect = {530, 636, 220, 50};
        b.label = "Back";
        b.on_activate = [this] { app_.scenes().pop(); };
        list_.add(std::move(b));
    }
    std::string name() const override { return "help"; }
    bool handle(const SDL_Event& e) override {
        if (e.type == SDL_KEYDOWN &&
            (e.key.keysym.sym == SDLK_ESCAPE || e.key.keysym.sym == SDLK_BACKSPACE)) {
            app_.scenes().pop();
            return true;
        }
        return list_.handle(e);
    }
    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        gfx.text("Help & about", kLogicalWidth / 2.0f, 36, theme::kHeadingSize + 4, theme::kText,
                 Align::Centre, true);
        theme::draw_panel(gfx, {60, 100, 560, 520});
        theme::draw_panel(gfx, {660, 100, 560, 520});
        gfx.text("Controls", 84, 118, 24, theme::kAccent, Align::Left, true);
        const char* controls =
            "Mouse or touch: click, tap or drag on the board.\n"
            "Keyboard: arrows move the cursor, Enter or Space selects.\n"
            "Esc or P: pause (resume, restart, settings, quit).\n"
            "H: hint.  Ctrl+Z / Ctrl+Y: undo / redo.\n"
            "F11 or Alt+Enter: full screen.\n"
            "Menus: arrows or Tab move, Enter chooses, Esc goes back, Left/Right change a setting.\n"
            "Progress saves by itself after every level; a game in progress is kept when you leave it.";
        gfx.text_wrapped(controls, 84, 160, 512, 18, theme::kText, false, 8);
        gfx.text("About", 684, 118, 24, theme::kAccent, Align::Left, true);
        const std::string about =
            std::string("Tessera ") + TESSERA_VERSION +
            ": five tile puzzles in one window: Swap (match-3), PopStar / SameGame with Discovery, Sudoku, "
            "Tile Stack and One Stroke.\n"
            "Every level can be solved, and hints come from real solvers.\n"
            "Free software under the MIT licence. Art and sound are generated by the project's own tools; "
            "text uses DejaVu Sans.\n"
            "Your progress lives in " +
            app_.data_dir().substr(0, 0) +
            "the profile folder ($TESSERA_HOME, or the system's per-user data folder).";
        gfx.text_wrapped(about, 684, 160, 512, 18, theme::kText, false, 8);
        list_.draw(gfx);
    }

  private:
    App& app_;
    ButtonList list_;
};

} // namespace

std::unique_ptr<Scene> make_settings_scene(App& app) { return std::make_unique<SettingsScene>(app); }
std::unique_ptr<Scene> make_help_scene(App& app) { return std::make_unique<HelpScene>(app); }

} // namespace tessera::app
