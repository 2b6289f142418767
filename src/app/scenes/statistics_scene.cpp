// The statistics screen (issue 38), after GNOME Mahjongg's scores and the statistics pages of
// common puzzle apps: a tab per game, and for each of its free-play choices and its daily challenge
// the games played and won, the win rate, the current and best streak, and the best and average
// time or score; under the table, the daily challenge's streak.
#include <SDL.h>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/app/scenes/stats_words.hpp"

namespace tessera::app {

namespace {

constexpr SDL_FRect kBack{1090, 22, 130, 52};
constexpr float kTabsY = 96, kTabH = 48, kTableY = 170, kRowH = 44;
// The table's columns: the choice's name, then the figures (right-aligned at these x).
constexpr float kNameX = 70;
constexpr float kColumns[] = {470, 570, 680, 790, 910, 1050, 1200};
const char* const kHeadings[] = {N_("Played"),      N_("Won"),  N_("Win rate"), N_("Streak"),
                                 N_("Best streak"), N_("Best"), N_("Average")};

class StatisticsScene final : public Scene {
  public:
    StatisticsScene(App& app, const std::string& game) : app_(app), tabs_(8) {
        const auto& games = game_registry();
        for (std::size_t i = 0; i < games.size(); ++i)
            if (games[i].id == game) current_ = i;
        build_tabs();
    }
    std::string name() const override { return "stats"; }

    bool handle(const SDL_Event& e) override {
        if (is_back(e)) {
            app_.scenes().pop();
            return true;
        }
        return tabs_.handle(e);
    }

    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        gfx.text(tr("Statistics"), 60, 28, theme::kHeadingSize + 4, theme::kAccent, Align::Left, true);
        tabs_.draw(gfx, [this](Gfx& g, const Button& b, bool focused) {
            draw_button(g, b, focused);
            const std::size_t i = static_cast<std::size_t>(&b - tabs_.buttons().data());
            if (i == current_)
                g.fill_rect({b.rect.x + 12, b.rect.y + b.rect.h - 5, b.rect.w - 24, 3}, theme::kAccent);
            return true;
        });
        draw_table(gfx);
        theme::draw_panel(gfx, {40, 636, 1200, 70});
        gfx.text_wrapped(
            tr("Free play and daily challenges count here. A game finished with a hint counts as "
               "played and won, but its time and score stay off the records.  ·  Esc: back"),
            60, 646, 1160, theme::kSmallSize, theme::kTextDim);
    }

  private:
    void build_tabs() {
        tabs_.clear();
        const auto& games = game_registry();
        const float w =
            std::min(200.0f, (kLogicalWidth - 120 - 10.0f * static_cast<float>(games.size() - 1)) /
                                 static_cast<float>(games.size()));
        float x = 60;
        for (std::size_t i = 0; i < games.size(); ++i) {
            Button b;
            b.rect = {x, kTabsY, w, kTabH};
            b.label = games[i].title;
            b.on_activate = [this, i] { current_ = i; };
            tabs_.add(std::move(b));
            x += w + 10;
        }
        Button back;
        back.rect = kBack;
        back.label = N_("Back");
        back.on_activate = [this] { app_.scenes().pop(); };
        tabs_.add(std::move(back));
        tabs_.set_focus(static_cast<int>(current_));
    }

    void draw_table(Gfx& gfx) const {
        const auto& games = game_registry();
        if (current_ >= games.size()) return;
        const GameDescriptor& g = games[current_];
        const levels::Statistics stats = levels::statistics_of(const_cast<App&>(app_).profile());
        theme::draw_panel(gfx, {40, kTableY - 14, 1200, 456});
        for (std::size_t c = 0; c < std::size(kHeadings); ++c)
            gfx.text_fit(tr(kHeadings[c]), kColumns[c], kTableY, 100, theme::kSmallSize, 12, theme::kTextDim,
                         Align::Right, true);
        float y = kTableY + 34;
        auto row = [&](const std::string& name, const std::string& key) {
            const auto it = stats.games.find(key);
            const levels::PlayStats s = it == stats.games.end() ? levels::PlayStats{} : it->second;
            const std::string cells[] = {
                group_digits(s.played),   group_digits(s.won),           win_rate_cell(s),
                std::to_string(s.streak), std::to_string(s.best_streak), best_cell(s),
                average_cell(s)};
            const Colour colour = s.played ? theme::kText : theme::kTextDim;
            gfx.text_fit(name, kNameX, y, kColumns[0] - 110 - kNameX, theme::kBodySize, 14, colour);
            for (std::size_t c = 0; c < std::size(cells); ++c)
                gfx.text(cells[c], kColumns[c], y, theme::kBodySize, colour, Align::Right);
            y += kRowH;
        };
        for (const FreeChoice& c : g.free_play) row(tr(c.name.c_str()), levels::stats_key(g.id, c.id));
        row(tr("Daily challenge"), levels::stats_key(g.id, "daily"));
        const Date day = today_local();
        y += 8;
        gfx.text_wrapped(trf("Daily challenge: {0} days in a row, best {1}.",
                             levels::daily_streak(stats, g.id, day), levels::best_daily_streak(stats, g.id)) +
                             "  " + tr("The campaign's levels keep their own bests on level select."),
                         kNameX, y, 1120, theme::kSmallSize, theme::kTextDim);
        // A run of levels (a game's endless run): the furthest level reached, per choice.
        std::string levels_line;
        auto best_level = [&](const std::string& name, const std::string& choice) {
            const auto it = stats.games.find(levels::stats_key(g.id, choice));
            if (it == stats.games.end() || !it->second.best_level) return;
            levels_line += (levels_line.empty() ? "" : "  ·  ") +
                           trf("{0}: best level {1}", name, *it->second.best_level);
        };
        for (const FreeChoice& c : g.free_play) best_level(tr(c.name.c_str()), c.id);
        best_level(tr("Daily challenge"), "daily");
        if (!levels_line.empty())
            gfx.text_wrapped(levels_line, kNameX, y + 30, 1120, theme::kSmallSize, theme::kText);
    }

    App& app_;
    ButtonList tabs_;
    std::size_t current_ = 0;
};

} // namespace

std::unique_ptr<Scene> make_statistics_scene(App& app, const std::string& game) {
    return std::make_unique<StatisticsScene>(app, game);
}

} // namespace tessera::app
