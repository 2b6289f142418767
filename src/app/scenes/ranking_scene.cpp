// A level's ranking: its ten best times (or scores, for a level ranked by score), each with the
// date it was set, over level select (the "Ranking" button or T on a card). The latest of them is marked, so
// a player sees where today's run landed.
#include <SDL.h>
#include <algorithm>
#include <cmath>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

namespace {

constexpr float kRankingW = 560, kRankingRowH = 32, kRankingHeadH = 150, kRankingButtonH = 52;

class RankingOverlay final : public Scene {
  public:
    RankingOverlay(App& app, levels::LevelInfo level) : app_(app), level_(std::move(level)) {
        const auto rec = app_.profile().levels.find(level_.key());
        const GameDescriptor* g = find_game(level_.game);
        scores_ = g && g->ranks_by_score && g->ranks_by_score(level_);
        // The rows' texts once, not every frame (the date goes through the time zone).
        std::vector<std::int64_t> dates;
        if (rec != app_.profile().levels.end()) {
            if (scores_)
                for (const levels::RankedScore& t : rec->second.top_scores) {
                    rows_.push_back({group_digits(t.score), date_text(t.at)});
                    dates.push_back(t.at);
                }
            else
                for (const levels::RankedTime& t : rec->second.top_times) {
                    rows_.push_back({clock_text(static_cast<double>(t.ms) / 1000.0, true), date_text(t.at)});
                    dates.push_back(t.at);
                }
        }
        for (std::size_t i = 0; i < dates.size(); ++i)
            if (dates[i] > 0 && (latest_ < 0 || dates[i] > dates[static_cast<std::size_t>(latest_)]))
                latest_ = static_cast<int>(i);
        const float rows = rows_.empty() ? 2.0f : static_cast<float>(rows_.size());
        card_h_ = kRankingHeadH + rows * kRankingRowH + 28 + kRankingButtonH + 28;
        card_top_ = std::round((kLogicalHeight - card_h_) / 2);
        Button back;
        back.rect = {(kLogicalWidth - 200) / 2.0f, card_top_ + card_h_ - 28 - kRankingButtonH, 200,
                     kRankingButtonH};
        back.label = N_("Back");
        back.on_activate = [this] { app_.scenes().pop(); };
        list_.add(std::move(back));
    }
    std::string name() const override { return "ranking"; }
    bool is_overlay() const override { return true; }

    bool handle(const SDL_Event& e) override {
        if (is_back(e) || (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_t)) {
            app_.scenes().pop();
            return true;
        }
        return list_.handle(e);
    }

    void draw(Gfx& gfx) override {
        theme::draw_shade(gfx);
        const float left = (kLogicalWidth - kRankingW) / 2;
        theme::draw_card(gfx, {left, card_top_, kRankingW, card_h_});
        const float cx = kLogicalWidth / 2.0f;
        gfx.text(scores_ ? tr("Best scores") : tr("Best times"), cx, card_top_ + 24, theme::kHeadingSize,
                 theme::kAccent, Align::Centre, true);
        gfx.text(level_.title_in(current_language()), cx, card_top_ + 72, theme::kBodySize, theme::kText,
                 Align::Centre);
        const float rank_x = left + 60, time_x = left + 250, date_x = left + kRankingW - 60;
        float y = card_top_ + kRankingHeadH - 34;
        gfx.text("#", rank_x, y, theme::kSmallSize, theme::kTextDim, Align::Right, true);
        gfx.text(scores_ ? tr("Score") : tr("Time"), time_x, y, theme::kSmallSize, theme::kTextDim,
                 Align::Right, true);
        gfx.text(tr("Date"), date_x, y, theme::kSmallSize, theme::kTextDim, Align::Right, true);
        y = card_top_ + kRankingHeadH;
        if (rows_.empty())
            gfx.text_wrapped(scores_ ? tr("No scores yet: win this level to set one.")
                                     : tr("No times yet: finish this level to set one."),
                             left + 40, y, kRankingW - 80, theme::kBodySize, theme::kTextDim);
        for (std::size_t i = 0; i < rows_.size(); ++i, y += kRankingRowH) {
            const bool latest = static_cast<int>(i) == latest_;
            const Colour c = latest ? theme::kAccent : theme::kText;
            gfx.text(std::to_string(i + 1), rank_x, y, theme::kBodySize, c, Align::Right, true);
            gfx.text(rows_[i].time, time_x, y, theme::kBodySize, c, Align::Right);
            gfx.text(rows_[i].date, date_x, y, theme::kBodySize, c, Align::Right);
            if (latest) gfx.text(tr("latest"), time_x + 20, y + 3, theme::kSmallSize, theme::kAccent);
        }
        list_.draw(gfx);
    }

  private:
    App& app_;
    levels::LevelInfo level_;
    struct Row {
        std::string time, date;
    };
    std::vector<Row> rows_; // best first, at most ten
    int latest_ = -1;       // the most recently set row in the ranking, if its date is known
    bool scores_ = false;   // a ranking of scores (ranks_by_score), not of times
    float card_top_ = 0, card_h_ = 0;
    ButtonList list_;
};

} // namespace

std::unique_ptr<Scene> make_ranking_overlay(App& app, const levels::LevelInfo& level) {
    return std::make_unique<RankingOverlay>(app, level);
}

} // namespace tessera::app
