// The title screen: the five games as cards with previews, then settings, help and quit, and
// "Continue: <game>, <level>" when a game is in progress (focused, so Enter resumes it).
#include <SDL.h>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/game_in_progress.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

namespace {

constexpr float kCardW = 224, kCardH = 316, kCardGap = 18, kCardTop = 170;
constexpr int kContinue = 8; // the Continue button's index: after five cards and three buttons

class MenuScene final : public Scene {
  public:
    explicit MenuScene(App& app) : app_(app), cards_(5) {
        const auto& games = game_registry();
        const float total =
            static_cast<float>(games.size()) * kCardW + static_cast<float>(games.size() - 1) * kCardGap;
        float x = (kLogicalWidth - total) / 2;
        for (const auto& g : games) {
            Button b;
            b.rect = {x, kCardTop, kCardW, kCardH};
            b.label = g.title;
            b.detail = g.tagline;
            b.enabled = g.playable();
            const std::string id = g.id;
            b.on_activate = [this, id, playable = g.playable()] {
                if (!playable) {
                    app_.toast(trf("{0} is not playable yet: its scene is still being built.",
                                   tr(find_game(id)->title.c_str())),
                               3);
                    return;
                }
                app_.audio().play("click");
                app_.scenes().push(make_level_select_scene(app_, id));
            };
            cards_.add(std::move(b));
            auto v = std::make_shared<Visual>();
            v->y = 60;
            v->alpha = 0;
            card_fx_.push_back(v);
            x += kCardW + kCardGap;
        }
        const float bw = 220, by = kCardTop + kCardH + 40;
        const char* labels[3] = {N_("Settings"), N_("Help"), N_("Quit")};
        const float bx = (kLogicalWidth - 3 * bw - 2 * 24) / 2;
        for (int i = 0; i < 3; ++i) {
            Button b;
            b.rect = {bx + static_cast<float>(i) * (bw + 24), by, bw, 56};
            b.label = labels[i];
            if (i == 0) b.on_activate = [this] { app_.scenes().push(make_settings_scene(app_)); };
            if (i == 1) b.on_activate = [this] { app_.scenes().push(make_help_scene(app_)); };
            if (i == 2) b.on_activate = [this] { app_.quit(); };
            cards_.add(std::move(b));
        }
        find_game_in_progress();
        // The cards rise into place one after another.
        for (std::size_t i = 0; i < card_fx_.size(); ++i) {
            timeline_.add(tw::sequence({tw::delay(0.06 * static_cast<double>(i)),
                                        tw::parallel({tw::move_to(card_fx_[i], 0, 0, 0.45, ease::out_back),
                                                      tw::fade_to(card_fx_[i], 1, 0.3)})}));
        }
        timeline_.speed = app_.animation_speed();
    }

    std::string name() const override { return "menu"; }

    bool handle(const SDL_Event& e) override {
        if (e.type == SDL_KEYDOWN) {
            const auto key = e.key.keysym.sym;
            // Up/Down jump between the card row and the button row.
            if (key == SDLK_DOWN && cards_.focus() < 5) {
                cards_.set_focus(5 + std::min(cards_.focus(), 4) * 3 / 5);
                return true;
            }
            // Continue sits under the button row.
            if (key == SDLK_DOWN && cards_.focus() >= 5 && has_continue()) {
                cards_.set_focus(kContinue);
                return true;
            }
            if (key == SDLK_UP && cards_.focus() == kContinue) {
                cards_.set_focus(6);
                return true;
            }
            if (key == SDLK_UP && cards_.focus() >= 5) {
                cards_.set_focus((cards_.focus() - 5) * 2);
                return true;
            }
            if (key == SDLK_ESCAPE) {
                app_.quit();
                return true;
            }
        }
        if (timeline_.busy() && (e.type == SDL_KEYDOWN || e.type == SDL_MOUSEBUTTONDOWN))
            timeline_.finish_all();
        return cards_.handle(e);
    }

    void step(double dt) override {
        timeline_.update(dt);
        pulse_ += dt;
        if (app_.catalog().generation() != seen_) find_game_in_progress();
    }

    // Back from a game: the game in progress may have changed or ended.
    void on_resume() override { find_game_in_progress(); }

    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        gfx.text("TESSERA", kLogicalWidth / 2.0f + 3, 43, 72, {0, 0, 0, 120}, Align::Centre, true);
        gfx.text("TESSERA", kLogicalWidth / 2.0f, 40, 72, theme::kAccent, Align::Centre, true);
        gfx.text(tr("five tile puzzles, one mosaic"), kLogicalWidth / 2.0f, 122, theme::kBodySize,
                 theme::kTextDim, Align::Centre);
        cards_.draw(gfx, [this](Gfx& g, const Button& b, bool focused) { return draw_card(g, b, focused); });
        gfx.text(tr("Arrows or mouse to choose  ·  Enter to play  ·  F11 full screen  ·  "
                    "Esc quits"),
                 kLogicalWidth / 2.0f, 680, theme::kSmallSize, theme::kTextDim, Align::Centre);
    }

  private:
    bool has_continue() const { return static_cast<int>(cards_.buttons().size()) > kContinue; }

    // Shows, updates or removes the Continue button for the latest game in progress.
    void find_game_in_progress() {
        seen_ = app_.catalog().generation();
        const std::optional<levels::LevelInfo> level = game_in_progress(app_);
        auto& buttons = cards_.buttons();
        if (!level) {
            if (has_continue()) {
                buttons.pop_back();
                if (cards_.focus() >= kContinue) cards_.set_focus(0);
            }
            return;
        }
        const GameDescriptor* g = find_game(level->game);
        Button b;
        b.rect = {(kLogicalWidth - 720) / 2, kCardTop + kCardH + 40 + 56 + 18, 720, 54};
        b.label = trf("Continue: {0}, {1}", tr(g->title.c_str()), level->title_in(current_language()));
        b.on_activate = [this, lv = *level] { continue_game(app_, lv); };
        if (has_continue()) {
            buttons[kContinue] = std::move(b);
            return;
        }
        cards_.add(std::move(b));
        cards_.set_focus(kContinue); // one Enter away
    }

    bool draw_card(Gfx& gfx, const Button& b, bool focused) {
        const auto& games = game_registry();
        std::size_t index = 0;
        while (index < games.size() && games[index].title != b.label) ++index;
        if (index >= games.size()) return false; // a plain button
        const Visual& fx = *card_fx_[index];
        const float lift = focused ? -8.0f : 0.0f;
        SDL_FRect r{b.rect.x, b.rect.y + fx.y + lift, b.rect.w, b.rect.h};
        const auto a = static_cast<Uint8>(255 * fx.alpha);
        gfx.fill_rounded({r.x + 4, r.y + 8, r.w, r.h}, 18, {0, 0, 0, static_cast<Uint8>(100 * fx.alpha)});
        gfx.fill_rounded(r, 18, {30, 36, 64, a});
        SDL_FRect pic{r.x + 12, r.y + 12, r.w - 24, (r.w - 24) * 200.0f / 360.0f};
        if (!gfx.image("assets/previews/" + games[index].id + ".png", pic, fx.alpha))
            gfx.fill_rounded(pic, 10, {60, 70, 120, a});
        if (!b.enabled) gfx.fill_rect(pic, {10, 10, 20, static_cast<Uint8>(150 * fx.alpha)});
        gfx.text(tr(b.label.c_str()), r.x + r.w / 2, pic.y + pic.h + 14, 26, {255, 255, 255, a},
                 Align::Centre, true);
        gfx.text_wrapped(tr(b.detail.c_str()), r.x + 16, pic.y + pic.h + 54, r.w - 32, theme::kSmallSize,
                         {190, 195, 220, a});
        if (!b.enabled)
            gfx.text(tr("Coming soon"), r.x + r.w / 2, r.y + r.h - 36, theme::kSmallSize, {255, 160, 120, a},
                     Align::Centre, true);
        else
            gfx.text(tr("Play"), r.x + r.w / 2, r.y + r.h - 38, theme::kBodySize,
                     focused ? theme::kAccent : Colour{200, 205, 235, a}, Align::Centre, true);
        if (focused) gfx.outline_rounded(r, 18, theme::kButtonFocus, 3);
        return true;
    }

    App& app_;
    ButtonList cards_;
    std::vector<VisualPtr> card_fx_;
    Timeline timeline_;
    double pulse_ = 0;
    std::uint64_t seen_ = 0; // the catalog's generation Continue was found at
};

} // namespace

std::unique_ptr<Scene> make_menu_scene(App& app) { return std::make_unique<MenuScene>(app); }

} // namespace tessera::app
