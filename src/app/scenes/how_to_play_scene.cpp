// "How to play" for one game: its rules beside its animated example, and the controls for the
// keyboard, the mouse or a pad (whichever the player used last).
#include "tessera/app/scenes/how_to_play.hpp"

#include <algorithm>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/game_registry.hpp"

namespace tessera::app {

namespace {

constexpr SDL_FRect kCard{100, 40, 1080, 640};
constexpr SDL_FRect kExample{kCard.x + 600, kCard.y + 110, 440, 380};
constexpr float kTextX = kCard.x + 64;
constexpr float kTextWidth = 500;

class HowToPlayScene final : public Scene {
  public:
    HowToPlayScene(App& app, std::string title, HowToPlay how)
        : app_(app), title_(std::move(title)), how_(std::move(how)) {
        Button ok;
        ok.rect = {kCard.x + kCard.w / 2 - 110, kCard.y + kCard.h - 74, 220, 52};
        ok.label = N_("Got it");
        ok.on_activate = [this] { app_.scenes().pop(); };
        list_.add(std::move(ok));
    }
    std::string name() const override { return "how-to-play"; }
    bool is_overlay() const override { return true; }

    bool handle(const SDL_Event& e) override {
        if (is_back(e)) {
            app_.scenes().pop();
            return true;
        }
        return list_.handle(e);
    }
    void step(double dt) override { t_ += dt; }

    void draw(Gfx& gfx) override {
        theme::draw_shade(gfx);
        theme::draw_card(gfx, kCard); // opaque: the page below must not show through
        gfx.text(trf("How to play {0}", tr(title_.c_str())), kCard.x + 40, kCard.y + 26, theme::kHeadingSize,
                 theme::kAccent, Align::Left, true);
        const bool pad = app_.last_input_was_pad();
        const std::string controls =
            pad ? tr("Pad: D-pad moves, A selects, X hint, Y undo, LB/RB toolbar, Start pause.")
                : tr("Mouse: click or drag. Keys: arrows and Enter, H hint, Ctrl+Z undo, Esc pause.");
        // The rules take the body size when they fit above the controls line, else the small size.
        const float top = kCard.y + 100, bottom = list_.buttons().front().rect.y - 16;
        const float controls_h = gfx.wrapped_height(controls, kTextWidth, theme::kSmallSize);
        int size = theme::kBodySize;
        if (rules_height(gfx, size) + controls_h + 12 > bottom - top) size = theme::kSmallSize;
        float y = top;
        for (const auto& line : how_.rules) {
            gfx.fill_rounded({kTextX - 20, y + static_cast<float>(size) / 2 - 1, 8, 8}, 4, theme::kAccent);
            y += gfx.text_wrapped(line, kTextX, y, kTextWidth, size, theme::kText, false, 6) + 14;
        }
        gfx.text_wrapped(controls, kTextX - 20, std::max(y, bottom - controls_h), kTextWidth + 20,
                         theme::kSmallSize, theme::kTextDim);
        gfx.fill_rounded(kExample, 16, {14, 16, 32, 255});
        if (how_.illustrate) {
            gfx.push_clip({static_cast<int>(kExample.x), static_cast<int>(kExample.y),
                           static_cast<int>(kExample.w), static_cast<int>(kExample.h)});
            how_.illustrate(gfx, {kExample.x + 16, kExample.y + 16, kExample.w - 32, kExample.h - 32},
                            app_.settings().reduced_motion ? 1.5 : t_);
            gfx.pop_clip();
        }
        list_.draw(gfx);
    }

  private:
    float rules_height(Gfx& gfx, int size) const {
        float h = 0;
        for (const auto& line : how_.rules) h += gfx.wrapped_height(line, kTextWidth, size, false, 6) + 14;
        return h;
    }

    App& app_;
    std::string title_;
    HowToPlay how_;
    ButtonList list_;
    double t_ = 0;
};

std::string seen_key(const std::string& game) { return "help/seen/" + game; }

} // namespace

std::unique_ptr<Scene> make_how_to_play_scene(App& app, const std::string& game) {
    const GameDescriptor* g = find_game(game);
    if (!g) return nullptr;
    HowToPlay how = g->how_to_play ? g->how_to_play() : HowToPlay{{tr(g->how_to.c_str())}, {}};
    // The reward rule, the same in every game (issue 38).
    how.rules.push_back(tr("Hints cost: a game finished with a hint earns at most 2 stars, and free play keeps "
                           "its time and score off the records. Restart does not clear it."));
    return std::make_unique<HowToPlayScene>(app, g->title, std::move(how));
}

void show_how_to_play_once(App& app, const std::string& game) {
    auto& totals = app.profile().totals;
    if (totals.count(seen_key(game))) return;
    if (auto s = make_how_to_play_scene(app, game)) {
        totals[seen_key(game)] = 1;
        app.save_profile();
        app.scenes().push(std::move(s));
    }
}

} // namespace tessera::app
