// Help: the controls (keyboard, mouse and touch, game pad), each game's "How to play", and about.
#include <SDL.h>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

namespace {

constexpr SDL_FRect kControls{60, 96, 640, 530};
constexpr SDL_FRect kGames{730, 96, 490, 530};

class HelpScene final : public Scene {
  public:
    explicit HelpScene(App& app) : app_(app) {
        float y = kGames.y + 62;
        for (const auto& g : game_registry()) {
            Button b;
            b.rect = {kGames.x + 24, y, kGames.w - 48, 52};
            b.label = g.title;
            b.detail = g.tagline;
            const std::string id = g.id;
            b.on_activate = [this, id] {
                if (auto s = make_how_to_play_scene(app_, id)) app_.scenes().push(std::move(s));
            };
            list_.add(std::move(b));
            y += 62;
        }
        Button back;
        back.rect = {kLogicalWidth / 2.0f - 110, 646, 220, 50};
        back.label = N_("Back");
        back.on_activate = [this] { app_.scenes().pop(); };
        list_.add(std::move(back));
    }
    std::string name() const override { return "help"; }

    bool handle(const SDL_Event& e) override {
        if (is_back(e)) {
            app_.scenes().pop();
            return true;
        }
        return list_.handle(e);
    }

    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        gfx.text(tr("Help"), kLogicalWidth / 2.0f, 28, theme::kHeadingSize + 4, theme::kText, Align::Centre,
                 true);
        theme::draw_panel(gfx, kControls);
        gfx.text(tr("Controls"), kControls.x + 24, kControls.y + 18, 24, theme::kAccent, Align::Left, true);
        static const char* const kRows[][3] = {
            {"", N_("Keyboard"), N_("Game pad")},
            {N_("Move"), N_("arrows"), N_("D-pad, left stick")},
            {N_("Select"), N_("Enter, Space"), "A"},
            {N_("Back"), N_("Esc, right-click"), "B"},
            {N_("Hint"), "H", "X"},
            {N_("Undo / redo"), "Ctrl+Z / Ctrl+Y", "Y"},
            {N_("Toolbar"), N_("PgUp / PgDn, then Enter"), N_("LB / RB, then A")},
            {N_("Pause"), N_("Esc or P"), N_("Start")},
            {N_("Full screen"), "F11", ""},
        };
        float y = kControls.y + 62;
        for (const auto& row : kRows) {
            const bool head = row[0][0] == '\0';
            const Colour c = head ? theme::kTextDim : theme::kText;
            // Columns of fixed width: a longer translation shrinks, then ends in "…".
            gfx.text_fit(tr(row[0]), kControls.x + 24, y, 148, theme::kSmallSize, 12, theme::kAccent,
                         Align::Left, true);
            gfx.text_fit(tr(row[1]), kControls.x + 180, y, 232, theme::kSmallSize, 12, c, Align::Left, head);
            gfx.text_fit(tr(row[2]), kControls.x + 420, y, kControls.w - 444, theme::kSmallSize, 12, c,
                         Align::Left, head);
            y += 30;
        }
        y += 10;
        y += gfx.text_wrapped(
                 tr("Mouse or touch: click, tap or drag on the board; the toolbar's buttons show "
                    "their keys. A game in progress is kept when you leave it."),
                 kControls.x + 24, y, kControls.w - 48, theme::kSmallSize, theme::kText, false, 6) +
             10;
        gfx.text_wrapped(
            trf("Tessera {0}: free software (MIT). Every level can be solved; hints come from real solvers.",
                TESSERA_VERSION),
            kControls.x + 24, y, kControls.w - 48, theme::kSmallSize, theme::kTextDim, false, 6);
        theme::draw_panel(gfx, kGames);
        gfx.text(tr("How to play"), kGames.x + 24, kGames.y + 18, 24, theme::kAccent, Align::Left, true);
        list_.draw(gfx);
    }

  private:
    App& app_;
    ButtonList list_;
};

} // namespace

std::unique_ptr<Scene> make_help_scene(App& app) { return std::make_unique<HelpScene>(app); }

} // namespace tessera::app
