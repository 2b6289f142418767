// The overlays every game shares: pause (Esc / P) and the win / lose card with stars.
#include <algorithm>
#include <cmath>

#include <SDL.h>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

namespace {

class PauseOverlay final : public Scene {
  public:
    PauseOverlay(App& app, PauseActions actions) : app_(app), actions_(std::move(actions)) {
        auto add = [&](std::string label, std::function<void()> fn) {
            Button b;
            b.label = std::move(label);
            b.on_activate = std::move(fn);
            list_.add(std::move(b));
        };
        add(N_("Resume"), [this] { app_.scenes().pop(); });
        if (actions_.on_restart)
            add(N_("Restart level"), [this] {
                app_.scenes().pop();
                actions_.on_restart();
            });
        add(N_("Settings"), [this] { app_.scenes().push(make_settings_scene(app_)); });
        if (!actions_.game.empty())
            add(N_("How to play"), [this] {
                if (auto s = make_how_to_play_scene(app_, actions_.game)) app_.scenes().push(std::move(s));
            });
        else
            add(N_("Help"), [this] { app_.scenes().push(make_help_scene(app_)); });
        add(actions_.quit_label.empty() ? N_("Quit to levels") : actions_.quit_label, [this] {
            app_.scenes().pop();
            if (actions_.on_quit) actions_.on_quit();
        });
        float y = 250;
        for (auto& b : list_.buttons()) {
            b.rect = {490, y, 300, 54};
            y += 66;
        }
        fx_->alpha = 0;
        timeline_.add(tw::fade_to(fx_, 1, 0.15));
    }
    std::string name() const override { return "pause"; }
    bool is_overlay() const override { return true; }
    bool handle(const SDL_Event& e) override {
        if (is_back(e) || (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_p)) {
            app_.scenes().pop();
            return true;
        }
        return list_.handle(e);
    }
    void step(double dt) override { timeline_.update(dt); }
    void draw(Gfx& gfx) override {
        if (actions_.hide_board) theme::draw_background(gfx, "assets/backgrounds/game.png");
        theme::draw_shade(gfx, fx_->alpha);
        auto card = [&] {
            theme::draw_panel(gfx,
                              {450, 150, 380, 60 + 66.0f * static_cast<float>(list_.buttons().size()) + 40});
            gfx.text(tr("Paused"), kLogicalWidth / 2.0f, 172, theme::kHeadingSize, theme::kText,
                     Align::Centre, true);
            list_.draw(gfx);
        };
        // The card shows once the shade is half in; its texts are rendered ahead until then.
        if (fx_->alpha < 0.5f)
            gfx.warm(card);
        else
            card();
    }

  private:
    App& app_;
    PauseActions actions_;
    ButtonList list_;
    Timeline timeline_;
    VisualPtr fx_ = std::make_shared<Visual>();
};

class ResultOverlay final : public Scene {
  public:
    ResultOverlay(App& app, ResultInfo info) : app_(app), info_(std::move(info)), list_(1) {
        auto add = [&](std::string label, std::function<void()> fn) {
            if (!fn) return;
            Button b;
            b.label = std::move(label);
            b.on_activate = [this, fn] {
                app_.scenes().pop();
                fn();
            };
            list_.add(std::move(b));
        };
        add(info_.next_label.empty() ? N_("Next level") : info_.next_label, info_.on_next);
        add(N_("Retry"), info_.on_retry);
        add(N_("Undo last move"), info_.on_undo);
        add(info_.levels_label.empty() ? N_("Level select") : info_.levels_label, info_.on_levels);
        place_buttons(500);
        panel_->alpha = 0;
        panel_->scale = 0.8f;
        timeline_.add(
            tw::parallel({tw::fade_to(panel_, 1, 0.25), tw::scale_to(panel_, 1, 0.35, ease::out_back)}));
        for (int i = 0; i < 3; ++i) {
            auto s = std::make_shared<Visual>();
            s->scale = 0;
            stars_.push_back(s);
            if (info_.won && i < info_.stars)
                timeline_.add(
                    tw::sequence({tw::delay(0.35 + 0.25 * i), tw::scale_to(s, 1, 0.35, ease::out_back),
                                  tw::call([this] { app_.audio().play("pop"); })}));
        }
        timeline_.speed = app_.animation_speed();
        app_.audio().play(info_.won ? "win" : "lose");
    }
    std::string name() const override { return "result"; }
    bool is_overlay() const override { return true; }
    bool handle(const SDL_Event& e) override {
        if (timeline_.busy() && (e.type == SDL_KEYDOWN || e.type == SDL_MOUSEBUTTONDOWN))
            timeline_.finish_all();
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE && info_.on_levels) {
            app_.scenes().pop();
            info_.on_levels();
            return true;
        }
        if (e.type == SDL_KEYDOWN && (e.key.keysym.sym == SDLK_LEFT || e.key.keysym.sym == SDLK_RIGHT)) {
            list_.set_focus(list_.focus() + (e.key.keysym.sym == SDLK_LEFT ? -1 : 1));
            return true;
        }
        return list_.handle(e);
    }
    void step(double dt) override { timeline_.update(dt); }
    void draw(Gfx& gfx) override {
        if (!laid_out_) lay_out(gfx);
        theme::draw_shade(gfx, panel_->alpha);
        const float w = kCardWidth * panel_->scale, h = card_h_ * panel_->scale;
        theme::draw_card(gfx, {(kLogicalWidth - w) / 2, card_top_ + (card_h_ - h) / 2, w, h}, panel_->alpha);
        // The texts show once the card is half in; until then they are rendered ahead.
        if (panel_->alpha < 0.5f)
            gfx.warm([&] { draw_content(gfx); });
        else
            draw_content(gfx);
    }

  private:
    static constexpr float kCardWidth = 720, kTextWidth = 640, kButtonH = 56;

    void place_buttons(float y) {
        const float n = static_cast<float>(list_.buttons().size());
        float x = (kLogicalWidth - (n * 220 + (n - 1) * 16)) / 2;
        for (auto& b : list_.buttons()) {
            b.rect = {x, y, 220, kButtonH};
            x += 236;
        }
    }

    // The card is as tall as what it says: title, stars, the lines, the buttons, centred on the
    // screen (no empty band when a result has two lines, no overflow when it has six).
    void lay_out(Gfx& gfx) {
        float text_h = 0;
        for (const auto& line : info_.lines) text_h += gfx.wrapped_height(line, kTextWidth, theme::kBodySize);
        const float content = (starred() ? 192.0f : 100.0f) + text_h + 32 + kButtonH + 30;
        card_h_ = std::max(300.0f, content);
        card_top_ = std::round((kLogicalHeight - card_h_) / 2);
        place_buttons(card_top_ + card_h_ - 30 - kButtonH);
        laid_out_ = true;
    }

    bool starred() const { return info_.won && info_.show_stars; }

    void draw_content(Gfx& gfx) {
        const float top = card_top_;
        gfx.text(info_.title, kLogicalWidth / 2.0f, top + 30, theme::kHeadingSize + 6,
                 info_.won ? theme::kAccent : theme::kBad, Align::Centre, true);
        if (starred()) {
            for (int i = 0; i < 3; ++i) {
                const auto& s = *stars_[static_cast<std::size_t>(i)];
                const float cx = kLogicalWidth / 2.0f + static_cast<float>(i - 1) * 90, cy = top + 132;
                gfx.sprite("ui", "star_empty", {cx - 36, cy - 36, 72, 72}) ||
                    (gfx.circle(cx, cy, 30, {70, 70, 90, 255}), true);
                if (s.scale > 0.01f) {
                    Visual v = s;
                    v.x = cx;
                    v.y = cy;
                    if (!gfx.sprite("ui", "star_full", v, 72, 72))
                        gfx.circle(cx, cy, 30 * s.scale, theme::kAccent);
                }
            }
        }
        float y = top + (starred() ? 192.0f : 100.0f);
        const float x = (kLogicalWidth - kTextWidth) / 2;
        for (const auto& line : info_.lines)
            y += gfx.text_wrapped(line, x, y, kTextWidth, theme::kBodySize, theme::kText);
        list_.draw(gfx);
    }

    App& app_;
    ResultInfo info_;
    ButtonList list_;
    Timeline timeline_;
    VisualPtr panel_ = std::make_shared<Visual>();
    std::vector<VisualPtr> stars_;
    bool laid_out_ = false;
    float card_top_ = 130, card_h_ = 460;
};

} // namespace

std::unique_ptr<Scene> make_pause_overlay(App& app, PauseActions actions) {
    return std::make_unique<PauseOverlay>(app, std::move(actions));
}

std::unique_ptr<Scene> make_result_overlay(App& app, ResultInfo info) {
    return std::make_unique<ResultOverlay>(app, std::move(info));
}

} // namespace tessera::app
