#include "tessera/app/framework/game_scene.hpp"

#include "tessera/app/scenes/free_play.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/level_text.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/scenes/free_play.hpp"

namespace tessera::app {

GameScene::GameScene(App& app, levels::LevelInfo level, Toolbar toolbar)
    : app_(app), level_(std::move(level)), tools_(toolbar.tools), toolbar_(8) {
    timeline_.speed = app_.animation_speed();
    build_toolbar(toolbar.own);
}

GameScene::~GameScene() { app_.set_game_unsaved({}); }

std::uint64_t GameScene::seed_or(std::uint64_t level_seed) const {
    return app_.seed_override ? *app_.seed_override : level_seed;
}

namespace {

// The framework's tools, in toolbar order, with the keys a player can press for each (shown under
// its label) and a pad's buttons: LB/RB move along the toolbar, A uses the focused button. A
// game's own tools go after Hint.
constexpr ToolSpec kFrameworkTools[] = {
    {kToolUndo, N_("Undo"), "icon_undo", "Ctrl+Z", "Y", SDLK_UNKNOWN},
    {kToolRedo, N_("Redo"), "icon_redo", "Ctrl+Y", "LB/RB", SDLK_UNKNOWN},
    {kToolHint, N_("Hint"), "icon_hint", "H", "X", SDLK_UNKNOWN},
    {kToolRestart, N_("Restart"), "icon_restart", "Ctrl+R", "LB/RB", SDLK_UNKNOWN},
    {kToolPause, N_("Pause"), "icon_pause", N_("Esc"), N_("Start"), SDLK_UNKNOWN},
};

} // namespace

void GameScene::build_toolbar(std::span<const ToolSpec> own) {
    std::vector<ToolSpec> chosen;
    for (const ToolSpec& s : kFrameworkTools) {
        if (s.tool == kToolRestart) chosen.insert(chosen.end(), own.begin(), own.end());
        if (tools_ & s.tool) chosen.push_back(s);
    }
    // As wide as leaves room for a translated label beside the icon and under a badge ("Sacar 3",
    // "弹出 3 张"), narrower only when many tools share the row.
    const float gap = 12, n = static_cast<float>(chosen.size());
    const float w = std::min(186.0f, (kLogicalWidth - 80 - (n - 1) * gap) / n);
    float x = (kLogicalWidth -
               (static_cast<float>(chosen.size()) * w + static_cast<float>(chosen.size() - 1) * gap)) /
              2;
    for (const auto& s : chosen) {
        Button b;
        b.rect = {x, 652, w, 52};
        b.label = s.label;
        b.icon = s.icon;
        const ToolButton t = s.tool;
        b.on_activate = [this, t] { use_tool(t); };
        toolbar_.add(std::move(b));
        toolbar_tools_.push_back(s);
        x += w + gap;
    }
    toolbar_.set_focus(-1);
}

void GameScene::use_tool(ToolButton tool) {
    if (finished_ && tool != kToolRestart && tool != kToolUndo) return;
    if (!tool_enabled(tool)) {
        sound("invalid");
        return;
    }
    if (animating()) timeline_.finish_all();
    switch (tool) {
    case kToolUndo:
        on_undo();
        break;
    case kToolRedo:
        on_redo();
        break;
    case kToolHint:
        on_hint();
        break;
    case kToolRestart:
        finished_ = false;
        elapsed_ = 0;
        clock_running_ = true;
        flash_left_ = 0;
        clear_progress();
        on_restart();
        break;
    case kToolPause:
        pause();
        break;
    default:
        on_tool(tool);
        break;
    }
}

bool GameScene::hide_board_when_paused() const {
    const HudInfo info = hud();
    return std::any_of(info.items.begin(), info.items.end(),
                       [](const HudItem& item) { return item.label == "Time" || item.label == "Time left"; });
}

void GameScene::pause() {
    PauseActions actions;
    actions.on_restart = [this] { use_tool(kToolRestart); };
    actions.on_quit = [this] { app_.scenes().pop(); };
    actions.hide_board = hide_board_when_paused();
    actions.game = level_.game;
    if (level_.free_play) actions.quit_label = N_("Quit to free play");
    app_.scenes().push(make_pause_overlay(app_, std::move(actions)));
}

bool GameScene::handle(const SDL_Event& e) {
    if (e.type == SDL_KEYDOWN || e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_FINGERDOWN) idle_ = 0;
    const InputAction action = e.type == SDL_KEYDOWN ? action_for_key(e.key.keysym) : InputAction::None;
    switch (action) {
    case InputAction::Pause:
        pause();
        return true;
    case InputAction::Undo:
    case InputAction::Redo:
        if (!(tools_ & (action == InputAction::Undo ? kToolUndo : kToolRedo))) break;
        use_tool(action == InputAction::Undo ? kToolUndo : kToolRedo);
        return true;
    case InputAction::Restart:
        use_tool(kToolRestart);
        return true;
    case InputAction::Hint:
        if (!(tools_ & kToolHint)) break;
        use_tool(kToolHint);
        return true;
    default:
        break;
    }
    if (e.type == SDL_KEYDOWN && handle_toolbar_key(e.key.keysym)) return true;
    // The toolbar takes clicks on its buttons; keyboard focus stays with the board.
    if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP || e.type == SDL_MOUSEMOTION) {
        const float y = static_cast<float>(e.type == SDL_MOUSEMOTION ? e.motion.y : e.button.y);
        if (y >= 640) {
            const bool used = toolbar_.handle(e);
            // A click leaves no focus ring behind: the ring means "Enter uses this button".
            if (e.type == SDL_MOUSEBUTTONUP) toolbar_.set_focus(-1);
            if (e.type != SDL_MOUSEMOTION) return used;
        } else if (e.type == SDL_MOUSEMOTION) {
            toolbar_.set_focus(-1);
        }
    }
    if (finished_) return false;
    if (animating()) {
        const bool is_input =
            e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_KEYDOWN || e.type == SDL_FINGERDOWN;
        if (!is_input) return on_event(e);                          // hover and motion still reach the board
        if (!app_.settings().skip_animations_on_input) return true; // locked while animating
        timeline_.finish_all();
    }
    if (is_cursor_action(action) && on_action(action)) return true;
    return on_event(e);
}

void GameScene::step(double dt) {
    timeline_.speed = app_.animation_speed();
    timeline_.update(dt);
    if (!finished_ && clock_running_) elapsed_ += dt;
    time_ += dt;
    idle_ += dt;
    if (flash_left_ > 0) flash_left_ -= dt;
    on_step(dt);
}

bool GameScene::handle_toolbar_key(const SDL_Keysym& key) {
    if (key.mod & (KMOD_CTRL | KMOD_ALT)) return false;
    // A tool's own key (a game's tools have one).
    for (const ToolSpec& spec : toolbar_tools_) {
        if (spec.keycode != SDLK_UNKNOWN && key.sym == spec.keycode) {
            use_tool(spec.tool);
            return true;
        }
    }
    // Page Up / Page Down (a pad's LB / RB) move a focus along the toolbar; Enter (A) uses it;
    // any other key gives the board its keys back.
    const int n = static_cast<int>(toolbar_tools_.size());
    if (n == 0) return false;
    if (key.sym == SDLK_PAGEUP || key.sym == SDLK_PAGEDOWN) {
        const int f = toolbar_.focus();
        const int step = key.sym == SDLK_PAGEDOWN ? 1 : -1;
        toolbar_.set_focus(f < 0 ? (step > 0 ? 0 : n - 1) : (f + step + n) % n);
        return true;
    }
    if (toolbar_.focus() < 0) return false;
    if (key.sym == SDLK_RETURN || key.sym == SDLK_KP_ENTER || key.sym == SDLK_SPACE) {
        use_tool(toolbar_tools_[static_cast<std::size_t>(toolbar_.focus())].tool);
        return true;
    }
    if (key.sym == SDLK_LEFT || key.sym == SDLK_RIGHT) {
        toolbar_.set_focus((toolbar_.focus() + (key.sym == SDLK_RIGHT ? 1 : n - 1)) % n);
        return true;
    }
    toolbar_.set_focus(-1);
    return false;
}

std::string GameScene::message() const { return flash_left_ > 0 ? flash_ : hud().message; }

void GameScene::flash(std::string message, double seconds) {
    flash_ = std::move(message);
    flash_left_ = seconds;
}

void GameScene::sound(const char* name) {
    if (last_sound_ == name && time_ - last_sound_time_ < 0.05) return;
    last_sound_ = name;
    last_sound_time_ = time_;
    app_.audio().play(name);
}

void GameScene::draw(Gfx& gfx) {
    theme::draw_background(gfx, "assets/backgrounds/game.png");
    on_draw(gfx);
    draw_hud(gfx);
    // Toolbar with badges ("Undo 2"), its key (or pad button) under each label, disabled tools dimmed.
    auto& buttons = const_cast<ButtonList&>(toolbar_).buttons();
    const bool pad = app_.last_input_was_pad();
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const ToolSpec& spec = toolbar_tools_[i];
        buttons[i].value = tool_badge(spec.tool);
        buttons[i].enabled = tool_enabled(spec.tool);
        buttons[i].detail = pad ? spec.pad : spec.key;
    }
    toolbar_.draw(gfx, [](Gfx& g, const Button& b, bool focused) {
        Button copy = b;
        copy.value.clear();
        if (b.value.empty()) {
            draw_button(g, copy, focused);
            return true;
        }
        // The badge sits over the top right corner; the label ends before it.
        const float bx = b.rect.x + b.rect.w - 10, by = b.rect.y - 6;
        const auto sz = g.measure(b.value, 14, true);
        const SDL_FRect badge{bx - sz.w / 2 - 8, by - 2, sz.w + 16, sz.h + 4};
        draw_button(g, copy, focused, badge.x - 4);
        g.fill_rounded(badge, 10, theme::kAccent);
        g.text(b.value, bx, by, 14, {30, 20, 10, 255}, Align::Centre, true);
        return true;
    });
}

void GameScene::draw_hud(Gfx& gfx) {
    HudInfo info = hud();
    if (flash_left_ > 0) info.message = flash_;
    gfx.fill_rect({0, 0, kLogicalWidth, 72}, {10, 12, 24, 170});
    const auto title =
        gfx.text(level_.title_in(current_language()), 24, 12, 26, theme::kAccent, Align::Left, true);
    if (const std::string group = group_heading(level_); !group.empty())
        gfx.text(group, 24, 44, 14, theme::kTextDim);
    float x = std::max(420.0f, 24 + title.w + 40); // figures start after a long title
    for (const auto& item : info.items) {
        const auto label = gfx.text(tr(item.label.c_str()), x, 8, 14, theme::kTextDim);
        const auto sz = gfx.text(item.value, x, 28, 28, theme::kText, Align::Left, true);
        x += std::max(120.0f, std::max(sz.w, label.w) + 36);
    }
    if (info.progress) {
        const SDL_FRect bar{980, 30, 270, 18};
        gfx.fill_rounded(bar, 9, {40, 44, 70, 255});
        const double p = std::clamp(*info.progress, 0.0, 1.0);
        if (p > 0)
            gfx.fill_rounded({bar.x, bar.y, std::max(18.0f, bar.w * static_cast<float>(p)), bar.h}, 9,
                             p >= 1.0 ? theme::kGood : theme::kAccent);
        gfx.text(info.progress_label, bar.x, 8, 14, theme::kTextDim);
    }
    if (!info.message.empty()) {
        // One line across the window at most: a long message (a hint removing many candidates)
        // shrinks, then is cut with "…" (its tooltip has the whole text).
        constexpr float kMaxWidth = kLogicalWidth - 80.0f;
        const int size = gfx.fitting_size(info.message, kMaxWidth, 20, 14, true);
        const auto sz = gfx.measure(info.message, size, true);
        const float w = std::min(sz.w, kMaxWidth);
        const SDL_FRect box{(kLogicalWidth - w) / 2 - 20, 596, w + 40,
                            gfx.measure(info.message, 20, true).h + 16};
        gfx.fill_rounded(box, 12, {20, 20, 36, 220});
        gfx.text_fit(info.message, kLogicalWidth / 2.0f, 604, kMaxWidth, 20, 14, theme::kAccent,
                     Align::Centre, true);
    }
}

void GameScene::reopen() {
    finished_ = false;
    clock_running_ = true;
}

void GameScene::undo_after_loss() {
    reopen();
    on_undo();
}

void GameScene::save_progress(const std::string& game_id, const nlohmann::json& moves) {
    if (finished_) return;
    // The profile reader keeps saves of at most kMaxSaveMoves moves, so a longer game is not
    // written (the save of its first kMaxSaveMoves moves stays) and the player is told.
    if (moves.size() > levels::kMaxSaveMoves) {
        app_.set_game_unsaved(trf("This game is longer than {0} moves: moves after that are not saved.",
                                  group_digits(levels::kMaxSaveMoves)));
        return;
    }
    app_.set_game_unsaved({});
    auto& slot = app_.profile().saves[level_.key()];
    // "at" (seconds since 1970): the menu's Continue offers the game saved last.
    const auto at =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    slot = {{"id", game_id}, {"moves", moves}, {"elapsed", elapsed_}, {"at", at}};
    if (hints_used_ > 0) slot["hints"] = hints_used_;
    if (!visit_.empty()) slot["visit"] = visit_;
    if (level_.free_play) slot.update(free_play_save_fields(*level_.free_play));
    app_.save_profile();
}

std::optional<nlohmann::json> GameScene::saved_progress() const {
    const auto& saves = app_.profile().saves;
    auto it = saves.find(level_.key());
    if (it == saves.end()) return std::nullopt;
    return it->second;
}

void GameScene::clear_progress() {
    if (app_.profile().saves.erase(level_.key()) > 0) app_.save_profile();
}

void GameScene::resume_visit(const nlohmann::json& save) {
    const auto it = save.find("hints");
    if (it != save.end() && it->is_number_integer() && *it > 0 && *it < 1'000'000)
        hints_used_ = it->get<int>();
    const auto visit = save.find("visit");
    if (visit == save.end() || !visit->is_object()) return;
    for (auto v = visit->begin(); v != visit->end(); ++v)
        if (v->is_number_integer() && *v > 0 && *v < 1'000'000) visit_[v.key()] = v->get<int>();
}

std::optional<levels::LevelInfo> GameScene::next_free_game(const ResultCard&) const {
    if (!level_.free_play || level_.free_play->daily) return std::nullopt;
    return new_free_game(level_.game, level_.free_play->id.difficulty);
}

std::string GameScene::next_free_label(const ResultCard&) const { return N_("New game"); }

void GameScene::finish(ResultCard o) {
    if (finished_) return;
    finished_ = true;
    timeline_.finish_all();
    auto& profile = app_.profile();
    const std::optional<std::int64_t> time_ms =
        o.timed ? std::optional<std::int64_t>(static_cast<std::int64_t>(elapsed_ * 1000)) : std::nullopt;
    const auto now =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    if (hints_used_ > 0 && o.won) {
        o.stars = std::min(o.stars, kHintedStars);
        o.lines.push_back(level_.free_play
                              ? trnf("{0} hint used: at most 2 stars, and no record.",
                                     "{0} hints used: at most 2 stars, and no record.", hints_used_,
                                     hints_used_)
                              : trnf("{0} hint used: at most 2 stars.", "{0} hints used: at most 2 stars.",
                                     hints_used_, hints_used_));
    }
    const bool best =
        level_.free_play ? record_free_play(app_, *level_.free_play, o.won, time_ms, o.score, hints_used_ > 0)
                         : profile.record_result(level_.key(), o.won, o.score, time_ms, o.stars, now);
    profile.saves.erase(level_.key());
    app_.save_profile();

    ResultInfo info;
    info.won = o.won;
    info.title = o.title.empty() ? (o.won ? tr("Level complete!") : tr("Level lost")) : o.title;
    info.lines = o.lines;
    if (o.score)
        info.lines.push_back(o.won && best ? trf("Score {0} — new best!", group_digits(*o.score))
                                           : trf("Score {0}", group_digits(*o.score)));
    if (o.timed)
        info.lines.push_back(o.won && best && !o.score ? trf("Time {0} — new best!", clock_text(elapsed_))
                                                       : trf("Time {0}", clock_text(elapsed_)));
    info.stars = o.stars;
    info.show_stars = o.rated;
    if (level_.free_play) {
        if (auto next = next_free_game(o)) {
            info.next_label = next_free_label(o);
            info.on_next = [this, n = *next] { start_level(app_, n, true); };
        }
        info.levels_label = N_("Free play");
    } else if (o.won) {
        if (auto next = next_level(app_, level_)) {
            const levels::LevelInfo n = *next;
            info.on_next = [this, n] { start_level(app_, n, true); };
        }
    }
    if (o.offer_retry) info.on_retry = [this] { use_tool(kToolRestart); };
    if (o.offer_undo && (tools_ & kToolUndo)) info.on_undo = [this] { undo_after_loss(); };
    info.on_levels = [this] { app_.scenes().pop(); };
    app_.scenes().push(make_result_overlay(app_, std::move(info)));
}

} // namespace tessera::app
