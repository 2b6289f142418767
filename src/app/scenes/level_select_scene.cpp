// Level select, shared by every game: levels in file order, unlocked one by one within their
// group, each card with best score or time and play count; broken files show their error.
// Every file is read and fully checked by the app's LevelCatalog on its worker thread: cards
// appear as the folder is read, a card says "Checking" until the game's own check has run, and a
// file it finds broken shows as broken with its error. No frame waits for a file.
#include <SDL.h>
#include <algorithm>
#include <cstdio>
#include <map>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/level_text.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

namespace {

class LevelSelectScene final : public Scene {
  public:
    LevelSelectScene(App& app, std::string game) : app_(app), game_(std::move(game)), list_(4) {
        app_.catalog().refresh(game_);
        rebuild();
    }
    std::string name() const override { return "levels"; }

    void on_resume() override {
        app_.catalog().refresh(game_); // a file may have been edited meanwhile
        rules_.clear();
        rebuild_keeping_focus();
        follow_focus();
    }

    // New results from the catalog's worker: the cards change, the focus and the view stay.
    void step(double) override {
        if (app_.catalog().generation() != seen_) rebuild_keeping_focus();
    }

    bool handle(const SDL_Event& e) override {
        if (is_back(e)) {
            app_.scenes().pop();
            return true;
        }
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_t && e.key.repeat == 0) {
            show_ranking();
            return true;
        }
        if (e.type == SDL_MOUSEWHEEL) {
            scroll_by(e.wheel.y > 0 ? -1 : 1);
            return true;
        }
        // Cards scrolled out of the view take no clicks; the buttons above them always do.
        if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP || e.type == SDL_MOUSEMOTION) {
            const float x = static_cast<float>(e.type == SDL_MOUSEMOTION ? e.motion.x : e.button.x);
            const float y = static_cast<float>(e.type == SDL_MOUSEMOTION ? e.motion.y : e.button.y);
            auto on = [&](const SDL_FRect& r) {
                return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
            };
            if (!on(kBack) && !on(kTimes) && !on(kFree) && (y < kTop || y > kBottom)) return false;
        }
        const bool used = list_.handle(e);
        if (used && e.type == SDL_KEYDOWN) follow_focus();
        remember_card();
        return used;
    }

    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        const GameDescriptor* g = find_game(game_);
        gfx.text_fit(g ? tr(g->title.c_str()) : game_, 60, 28, kFree.x - 80, theme::kHeadingSize + 4, 24,
                     theme::kAccent, Align::Left, true);
        if (g) gfx.text_wrapped(tr(g->how_to.c_str()), 60, 80, 980, theme::kSmallSize, theme::kTextDim);
        for (const auto& h : headers_)
            if (visible(h.y, kHeadingHeight))
                gfx.text(group_heading(levels_[h.first]), 60, kTop + h.y - scroll_, theme::kBodySize,
                         theme::kText, Align::Left, true);
        list_.draw(gfx, [this](Gfx& gx, const Button& b, bool focused) { return draw_card(gx, b, focused); });
        if (scroll_index_ + 1 < stops_.size() && scroll_ < max_scroll_)
            gfx.text("\xE2\x96\xBC  " + tr("more levels below"), kLogicalWidth / 2.0f, kBottom + 8,
                     theme::kSmallSize, theme::kAccent, Align::Centre);
        if (scroll_ > 0)
            gfx.text("▲  " + tr("more above"), kLogicalWidth - 60.0f, kTop - 26, theme::kSmallSize,
                     theme::kAccent, Align::Right);
        if (!scanned_)
            gfx.text(tr("Reading the level files…"), kLogicalWidth / 2.0f, kTop + 40, theme::kBodySize,
                     theme::kTextDim, Align::Centre);
        // Footer: what the focused card is about (or why it is broken).
        const int f = list_.focus();
        std::string footer = tr("Arrows choose  ·  Enter plays  ·  T ranking  ·  Esc or right-click: back");
        Colour colour = theme::kTextDim;
        if (f >= 0 && static_cast<std::size_t>(f) < levels_.size()) {
            const auto& lv = levels_[static_cast<std::size_t>(f)];
            if (lv.broken()) {
                footer = lv.error;
                colour = theme::kBad;
            } else if (!unlocked_[static_cast<std::size_t>(f)]) {
                footer = tr("Locked: finish the level before it to open this one.");
            } else if (!lv.description.empty()) {
                footer = lv.description_in(current_language());
            }
            // A title cut on its card is given whole here too, for keys and pads (the pointer
            // gets a tooltip).
            const std::string& title = lv.title_in(current_language());
            if (!lv.broken() && gfx.wrap(title, kTitleWidth, kTitleMinSize, true).size() > 2)
                footer = title + "\n" + footer;
        }
        theme::draw_panel(gfx, {40, 636, 1200, 70});
        gfx.text_wrapped(footer, 60, 646, 1160, theme::kSmallSize, colour);
    }

  private:
    // The cards' view: whole rows only, between the game's rules and the footer.
    static constexpr float kTop = 150, kBottom = 604;
    static constexpr float kCardW = 280, kCardH = 92, kGap = 16, kLeft = 60, kHeadingHeight = 34;
    static constexpr float kTitleWidth = kCardW - 64 - 14; // after the number, before the right edge
    static constexpr int kTitleSize = 18;                  // bold
    static constexpr int kTitleMinSize = 15;               // one line shrinks to this, then wraps
    static constexpr float kTwoLineTitleH = 40;            // two lines at kTitleMinSize
    static constexpr SDL_FRect kBack{1090, 22, 130, 52}, kTimes{910, 22, 164, 52}, kFree{726, 22, 168, 52};
    struct Header {
        std::size_t first; // the group's first level: its heading, in the language of the moment
        float y;           // in the list, from its top
    };

    bool visible(float y, float h) const {
        return y >= scroll_ - 0.5f && y + h <= scroll_ + (kBottom - kTop) + 0.5f;
    }

    void rebuild_keeping_focus() {
        const int keep = list_.focus();
        const float keep_scroll = scroll_;
        rebuild();
        list_.set_focus(keep);
        scroll_to(keep_scroll);
    }

    void rebuild() {
        seen_ = app_.catalog().generation();
        auto listing = app_.catalog().listing(game_);
        scanned_ = listing.scanned;
        levels_ = std::move(listing.levels);
        unlocked_ = unlocked_levels(app_.profile(), levels_);
        list_.clear();
        for (std::size_t i = 0; i < levels_.size(); ++i) {
            const auto& lv = levels_[i];
            Button b;
            b.label = lv.title;
            b.enabled = unlocked_[i] && !lv.broken();
            b.on_activate = [this, i] { play(i); };
            list_.add(std::move(b));
        }
        if (const GameDescriptor* g = find_game(game_); g && !g->free_play.empty()) {
            Button free;
            free.rect = kFree;
            free.label = N_("Free play"); // new games at a chosen difficulty (issue 38)
            free.on_activate = [this] { app_.scenes().push(make_free_play_scene(app_, game_)); };
            list_.add(std::move(free));
        }
        Button times;
        times.rect = kTimes;
        times.label = N_("Ranking"); // best times, or best scores for a level ranked by score
        times.detail = "T";
        times.on_activate = [this] { show_ranking(); };
        list_.add(std::move(times));
        Button back;
        back.rect = kBack;
        back.label = levels_.empty() && scanned_ ? N_("No levels: back") : N_("Back");
        back.icon = "";
        back.on_activate = [this] { app_.scenes().pop(); };
        list_.add(std::move(back));
        layout();
    }

    // Cards flow in rows of 4; a new group starts a new row under its heading. The view scrolls
    // by whole rows (its stops are the tops of headings and rows), so it never shows part of a
    // row or an empty band, and a group's heading shows above its first row.
    void layout() {
        float y = 0;
        int col = 0;
        std::string group = "\x01";
        headers_.clear();
        stops_.clear();
        card_y_.assign(levels_.size(), 0);
        for (std::size_t i = 0; i < levels_.size(); ++i) {
            const std::string& g = levels_[i].group;
            if (g != group) {
                if (col != 0) y += kCardH + kGap;
                col = 0;
                if (!g.empty()) {
                    headers_.push_back({i, y});
                    stops_.push_back(y);
                    y += kHeadingHeight;
                }
                group = g;
            }
            // A group's first row scrolls with its heading, never without it.
            const bool under_heading = !headers_.empty() && headers_.back().y + kHeadingHeight == y;
            if (col == 0 && !under_heading) stops_.push_back(y);
            card_y_[i] = y;
            if (++col == 4) {
                col = 0;
                y += kCardH + kGap;
            }
        }
        if (col != 0) y += kCardH + kGap;
        const float view = kBottom - kTop;
        content_ = y - kGap;
        max_scroll_ = 0;
        for (float s : stops_)
            if (content_ - s <= view) {
                max_scroll_ = s;
                break;
            }
        if (stops_.empty()) stops_.push_back(0);
        place_cards();
    }

    void place_cards() {
        scroll_ = std::min(scroll_, max_scroll_);
        scroll_index_ = 0;
        for (std::size_t k = 0; k < stops_.size(); ++k)
            if (stops_[k] <= scroll_ + 0.5f) scroll_index_ = k;
        auto& buttons = list_.buttons();
        int col = 0;
        float row_y = -1;
        for (std::size_t i = 0; i < levels_.size(); ++i) {
            if (card_y_[i] != row_y) {
                row_y = card_y_[i];
                col = 0;
            }
            buttons[i].rect = {kLeft + static_cast<float>(col++) * (kCardW + kGap),
                               kTop + card_y_[i] - scroll_, kCardW, kCardH};
        }
    }

    void scroll_to(float target) {
        scroll_ = std::clamp(target, 0.0f, max_scroll_);
        place_cards();
    }

    void scroll_by(int rows) {
        std::size_t k = scroll_index_;
        if (rows > 0 && k + 1 < stops_.size()) ++k;
        if (rows < 0 && k > 0) --k;
        scroll_to(stops_[k]);
    }

    // Keeps the focused card in view, with its group's heading when it is the group's first row.
    void follow_focus() {
        const int f = list_.focus();
        if (f < 0 || static_cast<std::size_t>(f) >= levels_.size()) return;
        const float top = card_y_[static_cast<std::size_t>(f)], bottom = top + kCardH;
        const float view = kBottom - kTop;
        if (top < scroll_) {
            float target = top;
            for (const auto& h : headers_)
                if (h.y + kHeadingHeight == top) target = h.y;
            scroll_to(target);
        } else if (bottom > scroll_ + view) {
            for (float s : stops_)
                if (bottom - s <= view) {
                    scroll_to(s);
                    break;
                }
        }
    }

    bool draw_card(Gfx& gfx, const Button& b, bool focused) {
        const std::size_t i = static_cast<std::size_t>(&b - list_.buttons().data());
        if (i >= levels_.size()) return false; // the Back button: the standard face
        if (!visible(card_y_[i], kCardH)) return true;
        const auto& lv = levels_[i];
        const bool open = unlocked_[i] && !lv.broken();
        const SDL_FRect r = b.rect;
        gfx.fill_rounded({r.x + 3, r.y + 5, r.w, r.h}, 14, {0, 0, 0, 90});
        gfx.fill_rounded(r, 14,
                         lv.broken() ? Colour{80, 30, 36, 255}
                         : open      ? Colour{40, 48, 86, 255}
                                     : Colour{30, 32, 46, 255});
        if (focused) gfx.outline_rounded(r, 14, theme::kButtonFocus, 3);
        const Colour dim = open ? Colour{180, 200, 240, 255} : theme::kTextDim;
        gfx.text(std::to_string(i + 1), r.x + 16, r.y + 12, 28, open ? theme::kAccent : theme::kTextDim,
                 Align::Left, true);
        // Row 1: the title, the card's whole width after the number. A long one shrinks a little,
        // then takes two lines (the rows under it move down), and only then is cut with "…".
        const float tx = r.x + 64, tw = kTitleWidth;
        const std::string& title = lv.title_in(current_language());
        const Colour title_colour = open ? theme::kText : theme::kTextDim;
        float dy = 0; // how far a two-line title pushes the rows under it
        if (gfx.measure(title, kTitleMinSize, true).w <= tw) {
            gfx.text_fit(title, tx, r.y + 12, tw, kTitleSize, kTitleMinSize, title_colour, Align::Left, true);
        } else {
            gfx.text_box(title, {tx, r.y + 4, tw, kTwoLineTitleH}, kTitleMinSize, kTitleMinSize, title_colour,
                         true, 0);
            dy = 6;
        }
        auto rec = app_.profile().levels.find(lv.key());
        if (lv.broken()) {
            gfx.text(tr("Broken level file"), tx, r.y + 40 + dy, theme::kSmallSize, theme::kBad);
            gfx.text_fit(lv.error, tx, r.y + 66 + dy, tw, theme::kSmallSize, theme::kSmallSize, theme::kBad);
        } else if (!lv.checked) {
            gfx.text(tr("Checking…"), tx, r.y + 40 + dy, theme::kSmallSize, dim);
        } else if (!unlocked_[i]) {
            gfx.sprite("ui", "lock", {r.x + r.w - 40, r.y + 44 + dy, 26, 26});
            gfx.text(tr("Locked"), tx, r.y + 40 + dy, theme::kSmallSize, dim);
            draw_last_row(gfx, r, r.y + 66 + dy, {}, i, dim);
        } else if (rec != app_.profile().levels.end()) {
            // Row 2: the stars and how often it was played; row 3: the best score or time.
            const auto& rr = rec->second;
            for (int s = 0; s < 3; ++s)
                if (!gfx.sprite("ui", s < rr.stars ? "star_full" : "star_empty",
                                {tx + static_cast<float>(s) * 24, r.y + 39 + dy, 22, 22}) &&
                    s < rr.stars)
                    gfx.circle(tx + 11 + static_cast<float>(s) * 24, r.y + 50 + dy, 9, theme::kAccent);
            const std::string plays =
                trnf("played once", "played {0}×", static_cast<long>(rr.plays), group_digits(rr.plays));
            gfx.text_fit(plays, r.x + r.w - 14, r.y + 41 + dy, tw - 80, theme::kSmallSize, theme::kSmallSize,
                         dim, Align::Right);
            std::string best;
            std::string figures;
            if (rr.best_score) figures = group_digits(*rr.best_score);
            if (rr.best_time_ms)
                figures += (figures.empty() ? "" : "  \xC2\xB7  ") +
                           clock_text(static_cast<double>(*rr.best_time_ms) / 1000.0);
            if (!figures.empty()) best = trf("Best {0}", figures);
            draw_last_row(gfx, r, r.y + 66 + dy, best, i, dim);
        } else {
            gfx.text(tr("New"), tx, r.y + 40 + dy, theme::kSmallSize, dim);
            draw_last_row(gfx, r, r.y + 66 + dy, {}, i, dim);
        }
        return true;
    }

    // Row 3: the best score or time on the left, the level's own rules ("Tray of 5") on the right.
    void draw_last_row(Gfx& gfx, const SDL_FRect& r, float y, const std::string& best, std::size_t i,
                       Colour dim) {
        const float tx = r.x + 64;
        const std::string& rules = rules_of(i);
        const float best_w = best.empty() ? 0 : std::min(kTitleWidth, gfx.measure(best, theme::kSmallSize).w);
        if (!best.empty()) gfx.text_fit(best, tx, y, kTitleWidth, theme::kSmallSize, theme::kSmallSize, dim);
        if (rules.empty()) return;
        if (best.empty()) { // under "New" or "Locked", clear of the lock on the right
            gfx.text_fit(rules, tx, y, kTitleWidth - 36, theme::kSmallSize, theme::kSmallSize - 2,
                         theme::kAccent);
            return;
        }
        const float room = kTitleWidth - best_w - 14;
        if (room > 40)
            gfx.text_fit(rules, r.x + r.w - 14, y, room, theme::kSmallSize, theme::kSmallSize - 2,
                         theme::kAccent, Align::Right);
    }

    // The level's own rules for its card, read once per level file (the game says what they are).
    const std::string& rules_of(std::size_t i) {
        static const std::string none;
        const auto& lv = levels_[i];
        const GameDescriptor* g = find_game(game_);
        if (!g || !g->level_rules || lv.broken() || !lv.checked) return none;
        auto it = rules_.find(lv.path);
        if (it == rules_.end()) it = rules_.emplace(lv.path, g->level_rules(lv).card).first;
        return it->second;
    }

    // The card the ranking is for: the focused one, or the one focused last (the focus is on the
    // Ranking button when it is clicked or reached with the arrows).
    void remember_card() {
        const int f = list_.focus();
        if (f >= 0 && static_cast<std::size_t>(f) < levels_.size()) last_card_ = static_cast<std::size_t>(f);
    }

    void show_ranking() {
        remember_card();
        if (last_card_ >= levels_.size()) {
            app_.toast("Choose a level first: its best times show here.", 3);
            return;
        }
        app_.scenes().push(make_ranking_overlay(app_, levels_[last_card_]));
    }

    void play(std::size_t i) {
        if (i >= levels_.size()) return;
        const auto& lv = levels_[i];
        if (lv.broken() || !unlocked_[i]) return;
        if (!lv.checked) {
            app_.toast(tr("This level is still being checked; it opens in a moment."), 3);
            return;
        }
        const GameDescriptor* g = find_game(game_);
        if (!g || !g->playable()) {
            app_.toast(tr("This game is not playable yet."), 3);
            return;
        }
        app_.audio().play("click");
        start_level(app_, lv, false);
    }

    App& app_;
    std::string game_;
    ButtonList list_;
    std::vector<levels::LevelInfo> levels_;
    std::vector<bool> unlocked_;
    std::vector<Header> headers_;
    std::vector<float> card_y_; // each card's top, in the list
    std::vector<float> stops_;  // where the view may start: headings and rows
    std::size_t scroll_index_ = 0;
    std::size_t last_card_ = 0; // the card the Ranking button shows
    float scroll_ = 0, max_scroll_ = 0, content_ = 0;
    std::uint64_t seen_ = 0; // the catalog's generation shown
    bool scanned_ = false;
    std::map<std::string, std::string> rules_; // level file -> its rules on the card
};

} // namespace

std::vector<bool> unlocked_levels(const levels::Profile& profile,
                                  const std::vector<levels::LevelInfo>& levels) {
    std::vector<bool> out(levels.size(), false);
    // Played: a record or a saved game. A level the player has played, or one before a level they
    // have played, stays open when a level added to the list later comes before it.
    auto played = [&](const levels::LevelInfo& lv) {
        return profile.levels.contains(lv.key()) || profile.saves.contains(lv.key());
    };
    std::vector<bool> reached(levels.size(), false);
    for (std::size_t i = levels.size(); i-- > 0;) {
        const bool later = i + 1 < levels.size() && levels[i + 1].group == levels[i].group && reached[i + 1];
        reached[i] = later || played(levels[i]);
    }
    for (std::size_t i = 0; i < levels.size(); ++i) {
        if (reached[i]) {
            out[i] = true;
            continue;
        }
        if (levels[i].user) {
            out[i] = true;
            continue;
        }
        std::size_t prev = i;
        bool has_prev = false;
        for (std::size_t j = i; j-- > 0;)
            if (levels[j].group == levels[i].group) {
                prev = j;
                has_prev = true;
                break;
            }
        if (!has_prev) {
            out[i] = true;
            continue;
        }
        auto it = profile.levels.find(levels[prev].key());
        out[i] = (it != profile.levels.end() && it->second.completed) || levels[prev].broken();
    }
    return out;
}

std::unique_ptr<Scene> make_level_select_scene(App& app, const std::string& game) {
    return std::make_unique<LevelSelectScene>(app, game);
}

std::optional<levels::LevelInfo> next_level(App& app, const levels::LevelInfo& level) {
    auto listing = app.catalog().listing(level.game);
    const auto all =
        listing.scanned ? std::move(listing.levels) : levels::scan_levels(app.data_dir(), level.game, false);
    for (std::size_t i = 0; i + 1 < all.size(); ++i)
        if (all[i].id == level.id) {
            for (std::size_t j = i + 1; j < all.size(); ++j)
                if (all[j].group == level.group) {
                    if (all[j].broken()) return std::nullopt;
                    return all[j];
                }
            return std::nullopt;
        }
    return std::nullopt;
}

void start_level(App& app, const levels::LevelInfo& level, bool replace_top) {
    const GameDescriptor* g = find_game(level.game);
    if (!g || !g->playable()) return;
    // A level whose full check fails is refused here with its error, not mid-game. Level select
    // only offers checked levels; others (tests, the next level) are checked here if need be.
    levels::LevelInfo checked = level.checked || level.free_play ? level : app.catalog().check_now(level);
    if (checked.broken()) {
        app.toast(checked.error, 8);
        return;
    }
    checked.game = level.game;
    if (!checked.free_play) { // free play keeps its own statistics
        app.profile().record_play(checked.key());
        app.save_profile();
    }
    auto scene = g->make_scene(app, checked);
    if (!scene) return;
    if (replace_top)
        app.scenes().replace(std::move(scene));
    else
        app.scenes().push(std::move(scene));
    show_how_to_play_once(app, level.game); // the first level of a game opens with its rules
}

} // namespace tessera::app
