// Settings: volumes, full screen, animation speed, reduced motion, colour-blind symbols, what
// input does during an animation, and the language. Every change is saved and applied at once.
#include <SDL.h>
#include <algorithm>
#include <cmath>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
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
        if (is_back(e)) {
            app_.scenes().pop();
            return true;
        }
        const bool used = list_.handle(e);
        refresh();
        return used;
    }

    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        gfx.text(tr("Settings"), kLogicalWidth / 2.0f, 60, theme::kHeadingSize + 8, theme::kText,
                 Align::Centre, true);
        theme::draw_panel(gfx, {300, 130, 680, 520});
        list_.draw(gfx);
        gfx.text(tr("Up/Down choose  ·  Left/Right change  ·  Esc back"), kLogicalWidth / 2.0f, 676,
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
        float y = 146;
        auto row = [&](std::string label, std::function<void(int)> adjust) {
            Button b;
            b.rect = {330, y, 620, 46};
            b.label = std::move(label);
            b.on_adjust = std::move(adjust);
            list_.add(std::move(b));
            y += 52;
        };
        row(N_("Music volume"), [this, &s](int d) {
            s.music_volume = std::clamp(s.music_volume + 10 * d, 0, 100);
            changed();
        });
        row(N_("Effects volume"), [this, &s](int d) {
            s.effects_volume = std::clamp(s.effects_volume + 10 * d, 0, 100);
            changed();
        });
        row(N_("Full screen (F11)"), [this, &s](int) {
            s.fullscreen = !s.fullscreen;
            changed();
        });
        row(N_("Animation speed"), [this, &s](int d) {
            int i = 2;
            for (int k = 0; k < 5; ++k)
                if (std::abs(kSpeeds[k] - s.animation_speed) < 1e-6) i = k;
            s.animation_speed = kSpeeds[std::clamp(i + d, 0, 4)];
            changed();
        });
        // Its own switch: no shakes, bounces or flying tiles; things fade in place instead.
        row(N_("Reduced motion"), [this, &s](int) {
            s.reduced_motion = !s.reduced_motion;
            changed();
        });
        row(N_("Colour-blind symbols"), [this, &s](int) {
            s.colourblind_symbols = !s.colourblind_symbols;
            changed();
        });
        row(N_("Input during animations"), [this, &s](int) {
            s.skip_animations_on_input = !s.skip_animations_on_input;
            changed();
        });
        // System, then each language in its own name; the change shows on this very screen.
        row(N_("Language"), [this, &s](int d) {
            std::vector<std::string> choices = {""};
            for (const Language& l : languages()) choices.push_back(l.code);
            const auto n = static_cast<int>(choices.size());
            int i = 0;
            for (int k = 0; k < n; ++k)
                if (choices[static_cast<std::size_t>(k)] == s.language) i = k;
            s.language = choices[static_cast<std::size_t>(((i + d) % n + n) % n)];
            changed();
        });
        Button back;
        back.rect = {530, y + 6, 220, 50};
        back.label = N_("Back");
        back.on_activate = [this] { app_.scenes().pop(); };
        list_.add(std::move(back));
        refresh();
    }

    void refresh() {
        const auto& s = app_.settings();
        auto& b = list_.buttons();
        b[0].value = std::to_string(s.music_volume) + "%";
        b[1].value = std::to_string(s.effects_volume) + "%";
        b[2].value = s.fullscreen ? N_("On") : N_("Off");
        char buf[16];
        std::snprintf(buf, sizeof buf, "%.2gx", s.animation_speed);
        b[3].value = buf;
        b[4].value = s.reduced_motion ? N_("On") : N_("Off");
        b[5].value = s.colourblind_symbols ? N_("On") : N_("Off");
        b[6].value = s.skip_animations_on_input ? N_("Skip ahead") : N_("Wait");
        b[7].value = language_value(s.language);
    }

    // What is in force and why: "Español"; "System (中文, from LANG)"; "System (English, the
    // default)"; "中文 (from TESSERA_LANG)" when the variable overrides the choice made here.
    static std::string language_value(const std::string& setting) {
        auto name_of = [](const std::string& code) {
            for (const Language& l : languages())
                if (code == l.code) return std::string(l.name);
            return code;
        };
        const LanguageChoice in_force = language_choice(setting);
        const std::string name = name_of(in_force.code);
        if (in_force.source == "setting") return name;
        if (in_force.source == "TESSERA_LANG" && !setting.empty())
            return trf("{0} (from {1})", name, in_force.source);
        if (in_force.source.empty()) return trf("System ({0}, the default)", name);
        return trf("System ({0}, from {1})", name, in_force.source);
    }

    App& app_;
    ButtonList list_;
};

} // namespace

std::unique_ptr<Scene> make_settings_scene(App& app) { return std::make_unique<SettingsScene>(app); }

} // namespace tessera::app
