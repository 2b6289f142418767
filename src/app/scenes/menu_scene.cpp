// The title screen: the games as cards with previews, each with its Free play under it, then
// settings, statistics, help and quit, and
// "Continue: <game>, <level>" when a game is in progress (focused, so Enter resumes it).
#include <SDL.h>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/app/scenes/game_in_progress.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

namespace {

constexpr float kCardH = 282, kCardGap = 18, kCardTop = 160, kFreeH = 44, kButtonsY = 526;
constexpr int kButtons = 4; // Settings, Statistics, Help, Quit

// The cards share the frame's width: 224 px each while they fit, narrower for more games.
float card_width(std::size_t games) {
    const float n = static_cast<float>(games);
    return std::min(224.0f, (kLogicalWidth - 80 - (n - 1) * kCardGap) / n);
}

class MenuScene final : public Scene {
  public:
    explicit MenuScene(App& app)
        : app_(app), games_(game_registry().size()), cards_(static_cast<int>(games_)) {
        const auto& games = game_registry();
        const float w = card_width(games_);
        const float total = static_cast<float>(games_) * w + static_cast<float>(games_ - 1) * kCardGap;
        const float left = (kLogicalWidth - total) / 2;
        float x = left;
        for (const auto& g : games) {
            Button b;
            b.rect = {x, kCardTop, w, kCardH};
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
            x += w + kCardGap;
        }
        // Under each card: its free play (issue 38).
        x = left;
        for (const auto& g : games) {
            Button b;
            b.rect = {x, kCardTop + kCardH + 12, w, kFreeH};
            b.label = N_("Free play");
            b.enabled = g.playable() && !g.free_play.empty();
            b.on_activate = [this, id = g.id] {
                app_.audio().play("click");
                app_.scenes().push(make_free_play_scene(app_, id));
            };
            cards_.add(std::move(b));
            x += w + kCardGap;
        }
        const float bw = 220;
        const char* labels[kButtons] = {N_("Settings"), N_("Statistics"), N_("Help"), N_("Quit")};
        const float bx = (kLogicalWidth - kButtons * bw - (kButtons - 1) * 24) / 2;
        for (int i = 0; i < kButtons; ++i) {
            Button b;
            b.rect = {bx + static_cast<float>(i) * (bw + 24), kButtonsY, bw, 56};
            b.label = labels[i];
            if (i == 0) b.on_activate = [this] { app_.scenes().push(make_settings_scene(app_)); };
            if (i == 1) b.on_activate = [this] { app_.scenes().push(make_statistics_scene(app_, "")); };
            if (i == 2) b.on_activate = [this] { app_.scenes().push(make_help_scene(app_)); };
            if (i == 3) b.on_activate = [this] { app_.quit(); };
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
            if ((key == SDLK_DOWN || key == SDLK_UP) && move_between_rows(key == SDLK_DOWN ? 1 : -1))
                return true;
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
        gfx.text(tr("tile puzzles, one mosaic"), kLogicalWidth / 2.0f, 122, theme::kBodySize, theme::kTextDim,
                 Align::Centre);
        cards_.draw(gfx, [this](Gfx& g, const Button& b, bool focused) { return draw_card(g, b, focused); });
        gfx.text(tr("Arrows or mouse to choose  ·  Enter to play  ·  F11 full screen  ·  "
                    "Esc quits"),
                 kLogicalWidth / 2.0f, 680, theme::kSmallSize, theme::kTextDim, Align::Centre);
    }

  private:
    // The menu's rows, top to bottom: the cards, their Free play buttons, the buttons, Continue.
    int n() const { return static_cast<int>(games_); }
    int first_button() const { return 2 * n(); }
    int continue_index() const { return first_button() + kButtons; }
    bool has_continue() const { return static_cast<int>(cards_.buttons().size()) > continue_index(); }

    // Up and Down go from row to row, to the button under or over the focused one.
    bool move_between_rows(int dir) {
        const int f = cards_.focus();
        const int games = n();
        if (f < games) { // a card
            if (dir < 0) return true;
            cards_.set_focus(games + f);
        } else if (f < first_button()) { // a Free play button
            const int column = f - games;
            cards_.set_focus(dir < 0 ? column
                                     : first_button() + std::min(column * kButtons / games, kButtons - 1));
        } else if (f < continue_index()) { // Settings .. Quit
            const int column = f - first_button();
            if (dir > 0) {
                if (has_continue()) cards_.set_focus(continue_index());
                return true;
            }
            cards_.set_focus(games + std::min((2 * column + 1) * games / (2 * kButtons), games - 1));
        } else if (dir < 0) { // Continue
            cards_.set_focus(first_button() + 1);
        }
        return true;
    }

    // Shows, updates or removes the Continue button for the latest game in progress.
    void find_game_in_progress() {
        seen_ = app_.catalog().generation();
        const std::optional<levels::LevelInfo> level = game_in_progress(app_);
        auto& buttons = cards_.buttons();
        if (!level) {
            if (has_continue()) {
                buttons.pop_back();
                if (cards_.focus() >= continue_index()) cards_.set_focus(0);
            }
            return;
        }
        const GameDescriptor* g = find_game(level->game);
        Button b;
        b.rect = {(kLogicalWidth - 720) / 2, kButtonsY + 56 + 14, 720, 50};
        b.label = trf("Continue: {0}, {1}", tr(g->title.c_str()), level->title_in(current_language()));
        b.on_activate = [this, lv = *level] { continue_game(app_, lv); };
        if (has_continue()) {
            buttons[static_cast<std::size_t>(continue_index())] = std::move(b);
            return;
        }
        cards_.add(std::move(b));
        cards_.set_focus(continue_index()); // one Enter away
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
    std::size_t games_;
    ButtonList cards_;
    std::vector<VisualPtr> card_fx_;
    Timeline timeline_;
    double pulse_ = 0;
    std::uint64_t seen_ = 0; // the catalog's generation Continue was found at
};

} // namespace

std::unique_ptr<Scene> make_menu_scene(App& app) { return std::make_unique<MenuScene>(app); }

} // namespace tessera::app
