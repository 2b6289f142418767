// Level select, shared by every game: levels in file order, unlocked one by one within their
// group, each card with best score or time and play count; broken files show their error.
#include <SDL.h>
#include <algorithm>
#include <cstdio>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::app {

namespace {

std::string format_time(std::int64_t ms) {
    char buf[32];
    const auto s = ms / 1000;
    std::snprintf(buf, sizeof buf, "%lld:%02lld", static_cast<long long>(s / 60),
                  static_cast<long long>(s % 60));
    return buf;
}

// Shortens a title with an ellipsis so it fits the card (whole UTF-8 characters only).
std::string fit_text(Gfx& gfx, const std::string& text, float max_width, int size) {
    if (gfx.measure(text, size, true).w <= max_width) return text;
    std::string s = text;
    while (!s.empty()) {
        std::size_t n = s.size() - 1; // drop one whole UTF-8 character
        while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
        s.resize(n);
        while (!s.empty() && s.back() == ' ') s.pop_back();
        const std::string candidate = s + "\xE2\x80\xA6";
        if (gfx.measure(candidate, size, true).w <= max_width) return candidate;
    }
    return "\xE2\x80\xA6";
}

// Unlocked: the first level of a group, or one whose predecessor in the group is completed.
std::vector<bool> unlocked_levels(const levels::Profile& profile,
                                  const std::vector<levels::LevelInfo>& levels) {
    std::vector<bool> out(levels.size(), false);
    for (std::size_t i = 0; i < levels.size(); ++i) {
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

class LevelSelectScene final : public Scene {
  public:
    LevelSelectScene(App& app, std::string game) : app_(app), game_(std::move(game)), list_(4) { rebuild(); }
    std::string name() const override { return "levels"; }

    void on_resume() override {
        const int keep = list_.focus();
        rebuild();
        list_.set_focus(keep);
    }

    bool handle(const SDL_Event& e) override {
        if (e.type == SDL_KEYDOWN &&
            (e.key.keysym.sym == SDLK_ESCAPE || e.key.keysym.sym == SDLK_BACKSPACE)) {
            app_.scenes().pop();
            return true;
        }
        if (e.type == SDL_MOUSEWHEEL) {
            scroll_ = std::clamp(scroll_ - static_cast<float>(e.wheel.y) * 40.0f, 0.0f, max_scroll_);
            layout();
            return true;
        }
        const bool used = list_.handle(e);
        if (used) follow_focus();
        return used;
    }

    void draw(Gfx& gfx) override {
        theme::draw_background(gfx);
        const GameDescriptor* g = find_game(game_);
        gfx.text(g ? g->title : game_, 60, 28, theme::kHeadingSize + 4, theme::kAccent, Align::Left, true);
        if (g) gfx.text_wrapped(g->how_to, 60, 80, 1160, theme::kSmallSize, theme::kTextDim);
        SDL_Rect clip{0, static_cast<int>(kTop) - 6, kLogicalWidth, static_cast<int>(kBottom - kTop) + 12};
        gfx.push_clip(clip);
        for (const auto& h : headers_)
            if (h.y > kTop - 40 && h.y + 130 < kBottom) // a heading shows with its first row
                gfx.text(h.text, 60, h.y, theme::kBodySize, theme::kText, Align::Left, true);
        list_.draw(gfx, [this](Gfx& gx, const Button& b, bool focused) { return draw_card(gx, b, focused); });
        gfx.pop_clip();
        if (scroll_ < max_scroll_ - 1)
            gfx.text("\xE2\x96\xBC  more levels below (arrow keys or mouse wheel)", kLogicalWidth / 2.0f,
                     kBottom - 22, theme::kSmallSize, theme::kAccent, Align::Centre);
        if (scroll_ > 1)
            gfx.text("\xE2\x96\xB2  more above", kLogicalWidth / 2.0f, kTop - 30, theme::kSmallSize,
                     theme::kAccent, Align::Centre);
        // Footer: what the focused card is about (or why it is broken).
        const int f = list_.focus();
        std::string footer = "Arrows choose  \xC2\xB7  Enter plays  \xC2\xB7  Esc back";
        Colour colour = theme::kTextDim;
        if (f >= 0 && static_cast<std::size_t>(f) < levels_.size()) {
            const auto& lv = levels_[static_cast<std::size_t>(f)];
            if (lv.broken()) {
                footer = lv.error;
                colour = theme::kBad;
            } else if (!unlocked_[static_cast<std::size_t>(f)]) {
                footer = "Locked: finish the level before it to open this one.";
            } else if (!lv.description.empty()) {
                footer = lv.description;
            }
        }
        theme::draw_panel(gfx, {40, 636, 1200, 70});
        gfx.text_wrapped(footer, 60, 646, 1160, theme::kSmallSize, colour);
    }

  private:
    static constexpr float kTop = 150, kBottom = 626;
    struct Header {
        std::string text;
        float base_y;
        float y;
    };

    void rebuild() {
        levels_ = levels::scan_levels(app_.data_dir(), game_, false);
        unlocked_ = unlocked_levels(app_.profile(), levels_);
        list_.clear();
        headers_.clear();
        for (std::size_t i = 0; i < levels_.size(); ++i) {
            const auto& lv = levels_[i];
            Button b;
            b.label = lv.title;
            b.enabled = unlocked_[i] && !lv.broken();
            b.on_activate = [this, i] { play(i); };
            list_.add(std::move(b));
        }
        layout();
        if (levels_.empty()) {
            Button back;
            back.label = "No levels found: back";
            back.on_activate = [this] { app_.scenes().pop(); };
            list_.add(std::move(back));
            layout();
        }
    }

    void layout() {
        // Cards flow in rows of 4; a new group starts a new row with a heading.
        const float w = 280, h = 92, gap = 16, left = 60;
        float y = kTop - scroll_;
        int col = 0;
        std::string group = "\x01";
        headers_.clear();
        auto& buttons = list_.buttons();
        for (std::size_t i = 0; i < buttons.size(); ++i) {
            const std::string g = i < levels_.size() ? levels_[i].group : "";
            if (g != group) {
                if (col != 0) y += h + gap;
                col = 0;
                if (!g.empty()) {
                    headers_.push_back({g, 0, y});
                    y += 34;
                }
                group = g;
            }
            buttons[i].rect = {left + static_cast<float>(col) * (w + gap), y, w, h};
            if (++col == 4) {
                col = 0;
                y += h + gap;
            }
        }
        if (col != 0) y += h + gap;
        max_scroll_ = std::max(0.0f, y + scroll_ - kBottom);
    }

    void follow_focus() {
        const auto& b = list_.buttons();
        if (b.empty()) return;
        const auto& r = b[static_cast<std::size_t>(list_.focus())].rect;
        if (r.y < kTop) scroll_ = std::max(0.0f, scroll_ - (kTop - r.y) - 40);
        if (r.y + r.h > kBottom) scroll_ = std::min(max_scroll_, scroll_ + (r.y + r.h - kBottom) + 10);
        layout();
    }

    bool draw_card(Gfx& gfx, const Button& b, bool focused) {
        const std::size_t i = static_cast<std::size_t>(&b - list_.buttons().data());
        if (i >= levels_.size()) return false;
        // Only whole cards are drawn; the list scrolls to follow the focus (the clip rectangle
        // is not honoured by every renderer under a logical size).
        if (b.rect.y < kTop - 8 || b.rect.y + b.rect.h > kBottom + 4) return true;
        const auto& lv = levels_[i];
        const bool open = unlocked_[i] && !lv.broken();
        const SDL_FRect r = b.rect;
        gfx.fill_rounded({r.x + 3, r.y + 5, r.w, r.h}, 14, {0, 0, 0, 90});
        gfx.fill_rounded(r, 14,
                         lv.broken() ? Colour{80, 30, 36, 255}
                         : open      ? Colour{40, 48, 86, 255}
                                     : Colour{30, 32, 46, 255});
        if (focused) gfx.outline_rounded(r, 14, theme::kButtonFocus, 3);
        char num[24];
        std::snprintf(num, sizeof num, "%zu", i + 1);
        gfx.text(num, r.x + 16, r.y + 12, 28, open ? theme::kAccent : theme::kTextDim, Align::Left, true);
        gfx.text(fit_text(gfx, lv.title, r.w - 64 - 12, 18), r.x + 64, r.y + 14, 18,
                 open ? theme::kText : theme::kTextDim, Align::Left, true);
        std::string status;
        auto rec = app_.profile().levels.find(lv.key());
        if (lv.broken()) {
            status = "Broken level file";
        } else if (!unlocked_[i]) {
            if (!gfx.sprite("ui", "lock", {r.x + r.w - 44, r.y + 40, 32, 32}))
                status = "Locked";
            else
                status = "Locked";
        } else if (rec != app_.profile().levels.end()) {
            const auto& rr = rec->second;
            if (rr.best_score) status += "Best " + std::to_string(*rr.best_score) + "  ";
            if (rr.best_time_ms) status += "Best " + format_time(*rr.best_time_ms) + "  ";
            status += "Played " + std::to_string(rr.plays);
            for (int s = 0; s < 3; ++s)
                if (!gfx.sprite("ui", s < rr.stars ? "star_full" : "star_empty",
                                {r.x + r.w - 96 + static_cast<float>(s) * 28, r.y + 12, 26, 26}) &&
                    s < rr.stars)
                    gfx.circle(r.x + r.w - 83 + static_cast<float>(s) * 28, r.y + 25, 10, theme::kAccent);
        } else {
            status = "New";
        }
        gfx.text(status, r.x + 64, r.y + 52, theme::kSmallSize,
                 lv.broken() ? theme::kBad : (open ? Colour{180, 200, 240, 255} : theme::kTextDim));
        return true;
    }

    void play(std::size_t i) {
        if (i >= levels_.size()) return;
        const auto& lv = levels_[i];
        if (lv.broken() || !unlocked_[i]) return;
        const GameDescriptor* g = find_game(game_);
        if (!g || !g->playable()) {
            app_.toast("This game is not playable yet.", 3);
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
    float scroll_ = 0, max_scroll_ = 0;
};

} // namespace

std::unique_ptr<Scene> make_level_select_scene(App& app, const std::string& game) {
    return std::make_unique<LevelSelectScene>(app, game);
}

std::optional<levels::LevelInfo> next_level(App& app, const levels::LevelInfo& level) {
    const auto all = levels::scan_levels(app.data_dir(), level.game, false);
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
    // A level whose full check fails is refused here with its error, not mid-game.
    levels::LevelInfo checked = levels::check_level_file(level.path, true);
    if (checked.broken()) {
        app.toast(checked.error, 8);
        return;
    }
    checked.game = level.game;
    app.profile().record_play(checked.key());
    app.save_profile();
    auto scene = g->make_scene(app, checked);
    if (!scene) return;
    if (replace_top)
        app.scenes().replace(std::move(scene));
    else
        app.scenes().push(std::move(scene));
}

} // namespace tessera::app
