// A game's free-play screen (issue 38): a row per difficulty or mode, each starting a new game
// that the game's own solver has certified, with the player's statistics for it; a Resume button
// beside a row with a game in progress; the day's challenge; and the statistics screen.
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

constexpr float kLeft = 60, kTop = 122, kBottom = 616, kChoiceW = 430, kStatsX = 510, kResumeW = 200;
constexpr SDL_FRect kBack{1090, 22, 130, 52}, kStats{870, 22, 204, 52};

class FreePlayScene final : public Scene {
  public:
    FreePlayScene(App& app, std::string game) : app_(app), game_(std::move(game)), list_(2) { rebuild(); }
    std::string name() const override { return "freeplay"; }

    void on_resume() override {
        const int keep = list_.focus();
        rebuild(); // a game may have been finished or left meanwhile
        list_.set_focus(std::min(keep, static_cast<int>(list_.buttons().size()) - 1));
    }

    bool handle(const SDL_Event& e) override {
        if (is_back(e)) {
            app_.scenes().pop();
            return true;
        }
        return list_.handle(e);
    }

    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        const GameDescriptor* g = find_game(game_);
        const std::string title = trf("{0}: free play", g ? tr(g->title.c_str()) : game_);
        gfx.text_fit(title, kLeft, 28, kStats.x - kLeft - 20, theme::kHeadingSize + 4, 24, theme::kAccent,
                     Align::Left, true);
        gfx.text_wrapped(tr("A new game at the level you choose. The game's own solver checks every one "
                            "before you see it."),
                         kLeft, 80, 980, theme::kSmallSize, theme::kTextDim);
        list_.draw(gfx, [this](Gfx& gx, const Button& b, bool focused) {
            draw_button(gx, b, focused);
            draw_row_words(gx, b);
            return true;
        });
        theme::draw_panel(gfx, {40, 636, 1200, 70});
        gfx.text_wrapped(footer(), 60, 646, 1160, theme::kSmallSize, theme::kTextDim);
    }

  private:
    struct Row {
        std::string choice; // "" for the daily challenge
        float y = 0;
        bool resume = false; // the row's Resume button
    };

    void rebuild() {
        list_.clear();
        rows_.clear();
        const GameDescriptor* g = find_game(game_);
        if (!g) return;
        stats_ = levels::statistics_of(app_.profile());
        const float count = static_cast<float>(g->free_play.size() + 1);
        const float pitch = std::min(80.0f, (kBottom - kTop) / count);
        const float h = pitch - 10;
        float y = kTop;
        for (const FreeChoice& c : g->free_play) {
            add_row(c.id, tr(c.name.c_str()), tr(c.detail.c_str()), y, h);
            y += pitch;
        }
        const Date day = today_local();
        add_row("", tr("Daily challenge"),
                trf("{0}, {1}: the same game for every player today", day.to_string(),
                    free_choice_name(game_, g->daily)),
                y, h);
        Button stats;
        stats.rect = kStats;
        stats.label = N_("Statistics");
        stats.on_activate = [this] { app_.scenes().push(make_statistics_scene(app_, game_)); };
        list_.add(std::move(stats));
        Button back;
        back.rect = kBack;
        back.label = N_("Back");
        back.on_activate = [this] { app_.scenes().pop(); };
        list_.add(std::move(back));
        rows_.resize(list_.buttons().size());
    }

    std::string slot_of(const std::string& choice) const {
        return choice.empty() ? "daily" : "new=" + choice;
    }

    void add_row(const std::string& choice, std::string label, std::string detail, float y, float h) {
        const std::string slot = slot_of(choice);
        const auto in_progress = free_game_in_progress(app_, game_, slot);
        const bool daily_stale = choice.empty() && in_progress && in_progress->free_play->daily &&
                                 *in_progress->free_play->daily != today_local();
        Button b;
        b.rect = {kLeft, y, kChoiceW, h};
        b.label = std::move(label);
        b.detail = std::move(detail);
        b.on_activate = [this, choice, slot, resumable = in_progress.has_value() && !daily_stale] {
            app_.audio().play("click");
            if (choice.empty() && resumable) { // the day's challenge goes on where it was
                start(*free_game_in_progress(app_, game_, slot));
                return;
            }
            if (free_game_in_progress(app_, game_, slot)) {
                abandon_free_game(app_, game_, slot);
                app_.toast(tr("The game in progress was left: it counts as played, not won."), 3);
            }
            const GameDescriptor* g = find_game(game_);
            start(choice.empty() ? daily_game(*g, today_local()) : new_free_game(game_, choice));
        };
        list_.add(std::move(b));
        rows_.push_back({choice, y, false});
        if (in_progress && !choice.empty()) {
            Button r;
            r.rect = {kLogicalWidth - 60 - kResumeW, y, kResumeW, h};
            r.label = N_("Resume");
            r.detail = tr("a game in progress");
            r.on_activate = [this, slot] {
                if (auto level = free_game_in_progress(app_, game_, slot)) start(*level);
            };
            list_.add(std::move(r));
            rows_.push_back({choice, y, true});
        }
    }

    void start(const levels::LevelInfo& level) { start_level(app_, level, false); }

    // The player's figures for a row, right of its button.
    void draw_row_words(Gfx& gfx, const Button& b) const {
        const std::size_t i = static_cast<std::size_t>(&b - list_.buttons().data());
        if (i >= rows_.size() || rows_[i].resume || b.rect.x != kLeft) return;
        const Row& row = rows_[i];
        const bool has_resume = i + 1 < rows_.size() && rows_[i + 1].resume;
        const float w = (has_resume ? kLogicalWidth - 60 - kResumeW - 20 : kLogicalWidth - 60) - kStatsX;
        const std::string key = levels::stats_key(game_, row.choice.empty() ? "daily" : row.choice);
        const auto it = stats_.games.find(key);
        const levels::PlayStats s = it == stats_.games.end() ? levels::PlayStats{} : it->second;
        std::string first = played_words(s), second = best_words(s);
        if (row.choice.empty()) {
            const Date day = today_local();
            const auto today = stats_.daily.find(levels::daily_key(game_, day));
            first =
                today != stats_.daily.end() && today->second.done ? tr("Done today") : tr("Not done today");
            second = trf("Streak {0} · best {1}", levels::daily_streak(stats_, game_, day),
                         levels::best_daily_streak(stats_, game_));
        }
        gfx.text_fit(first, kStatsX, b.rect.y + 6, w, theme::kBodySize, 14, theme::kText);
        if (!second.empty())
            gfx.text_fit(second, kStatsX, b.rect.y + 6 + 28, w, theme::kSmallSize, 12, theme::kTextDim);
    }

    std::string footer() const {
        const int f = list_.focus();
        if (f >= 0 && static_cast<std::size_t>(f) < rows_.size() && !list_.buttons()[f].label.empty()) {
            const Row& row = rows_[static_cast<std::size_t>(f)];
            if (row.resume) return tr("Resume the game you left, where you left it.");
            if (list_.buttons()[f].rect.x == kLeft && !row.choice.empty() &&
                free_game_in_progress(const_cast<App&>(app_), game_, slot_of(row.choice)))
                return tr("Enter starts a new game: the one in progress at this level is left, and counts as "
                          "played.");
        }
        return tr("Arrows choose  ·  Enter plays  ·  A hint caps a game at 2 stars and keeps it off the "
                  "records  ·  Esc: back");
    }

    App& app_;
    std::string game_;
    ButtonList list_;
    std::vector<Row> rows_; // one per button of list_ (the last two, Statistics and Back, unused)
    levels::Statistics stats_;
};

} // namespace

std::unique_ptr<Scene> make_free_play_scene(App& app, const std::string& game) {
    return std::make_unique<FreePlayScene>(app, game);
}

} // namespace tessera::app
