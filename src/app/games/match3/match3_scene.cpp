#include "tessera/app/games/match3/match3_scene.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/framework/theme.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/core/common/game_id.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/rules.hpp"
#include "tessera/levels/match3/level.hpp"
#include "tessera/levels/match3/save.hpp"

namespace tessera::app {

namespace {

constexpr double kIdleHintSeconds = 5.0; // the spec: a hint after 5 s idle
constexpr unsigned kTools = kToolUndo | kToolRedo | kToolHint | kToolRestart | kToolPause;

match3::State start_state(const match3::Params& params) {
    if (auto s = match3::start(params)) return *s;
    match3::State none; // never reached for a validated level (make_match3_scene checks)
    return none;
}

} // namespace

Match3Scene::Match3Scene(App& app, levels::LevelInfo level, match3::Params params)
    : GameScene(app, std::move(level), kTools), params_(std::move(params)), start_(start_state(params_)),
      session_(start_) {
    layout_ = match3_view::BoardLayout::fit(params_.width, params_.height);
    ui_.cursor = {params_.width / 2, params_.height / 2};
    if (!params_.playable(ui_.cursor)) // start the cursor on a playable cell
        for (int i = 0; i < params_.width * params_.height; ++i)
            if (params_.playable({i % params_.width, i / params_.width})) {
                ui_.cursor = {i % params_.width, i / params_.width};
                break;
            }
    resume_or_start();
}

std::string Match3Scene::game_id() const {
    return GameId{"match3", "level=" + level().key(), params_.seed}.to_string();
}

void Match3Scene::resume_or_start() {
    if (const auto saved = saved_progress()) {
        // The codec replays every move with the rules: a save that does not replay is dropped.
        auto restored = levels::restore_match3_save(start_, *saved, game_id());
        if (restored) {
            session_ = std::move(*restored.session);
            set_elapsed(levels::save_elapsed(*saved));
            if (session_.position() > 0) flash("Welcome back: your game is resumed", 3);
        } else {
            SDL_Log("match3: dropping the save of %s: %s", level().key().c_str(), restored.error.c_str());
            clear_progress();
            app().toast("Your saved game of \"" + level().title +
                        "\" could not be resumed, so it starts afresh.");
        }
    }
    show_state(true);
}

match3_view::AnimOptions Match3Scene::anim_options() {
    match3_view::AnimOptions o;
    o.reduced_motion = app().settings().reduced_motion;
    o.sound = [this](const char* name) { sound(name); };
    o.on_score = [this](std::int64_t points) { shown_target_ += points; };
    return o;
}

void Match3Scene::sound(const char* name) {
    // Fast-forwarding fires many callbacks in one frame: play each sound once.
    if (last_sound_ == name && clock_ - last_sound_time_ < 0.05) return;
    last_sound_ = name;
    last_sound_time_ = clock_;
    play(name);
}

void Match3Scene::show_state(bool intro) {
    timeline().clear();
    view_.reset(state().board, layout_);
    shown_target_ = state().score;
    shown_score_ = static_cast<double>(shown_target_);
    hint_.reset();
    hint_shown_ = false;
    press_cell_.reset();
    if (intro) timeline().add(match3_view::animate_intro(view_, anim_options()));
}

void Match3Scene::save() { save_progress(game_id(), levels::encode_save_moves(session_.moves())); }

void Match3Scene::flash(std::string message, double seconds) {
    message_ = std::move(message);
    message_left_ = seconds;
}

std::optional<match3::Hint> Match3Scene::hint_cache() const {
    if (!hint_) hint_ = match3::hint(state());
    return *hint_;
}

bool Match3Scene::accepts_input() const {
    return !finished() && ending_ == Ending::None && match3::accepts_moves(state()) &&
           current_status().phase == match3::Phase::Playing;
}

bool Match3Scene::ready_for_input() {
    if (!accepts_input()) return false;
    if (!animating()) return true;
    if (!app().settings().skip_animations_on_input) return false;
    timeline().finish_all();
    return true;
}

void Match3Scene::try_swap(const match3::Move& move) {
    if (!ready_for_input()) return;
    ui_.selected.reset();
    auto out = match3::apply(state(), move);
    if (!out) {
        if (match3::swaps_back(state(), move)) {
            timeline().add(match3_view::animate_swap_back(view_, move.a, move.b, anim_options()));
            flash("No line of three there: the gems swap back (no move spent)");
        } else {
            sound("invalid");
        }
        return;
    }
    hint_shown_ = false;
    hint_.reset();
    message_left_ = 0;
    auto anim = match3_view::animate_move(view_, out->events, anim_options());
    timeline().add(anim.action);
    session_.push(std::move(out->state), move);
    save();
}

void Match3Scene::handle_click(Point cell) {
    const auto r = match3::click(ui_, state().board, cell);
    switch (r.action) {
    case match3::ClickAction::Ignored:
        return;
    case match3::ClickAction::Selected:
    case match3::ClickAction::Reselected:
        ui_ = r.ui;
        sound("pick");
        break;
    case match3::ClickAction::Deselected:
        ui_ = r.ui;
        sound("click");
        break;
    case match3::ClickAction::TrySwap:
        ui_ = r.ui;
        if (r.swap) try_swap(*r.swap);
        break;
    }
}

bool Match3Scene::on_event(const SDL_Event& e) {
    switch (e.type) {
    case SDL_MOUSEMOTION: {
        const float x = static_cast<float>(e.motion.x), y = static_cast<float>(e.motion.y);
        hover_ = layout_.cell_at(x, y);
        if (hover_ && !params_.playable(*hover_)) hover_.reset();
        keyboard_mode_ = false;
        if (press_cell_ && (e.motion.state & SDL_BUTTON_LMASK)) {
            if (auto m = match3::drag(state().board, *press_cell_, x - press_x_, y - press_y_,
                                      layout_.cell * 0.4)) {
                press_cell_.reset();
                try_swap(*m);
            }
        }
        return true;
    }
    case SDL_MOUSEBUTTONDOWN: {
        if (e.button.button != SDL_BUTTON_LEFT) return false;
        const float x = static_cast<float>(e.button.x), y = static_cast<float>(e.button.y);
        keyboard_mode_ = false;
        const auto cell = layout_.cell_at(x, y);
        if (!cell || !accepts_input()) return false;
        if (!ready_for_input()) return true;
        const bool was_swap = ui_.selected && orthogonally_adjacent(*ui_.selected, *cell);
        handle_click(*cell);
        if (!was_swap && state().board[*cell].is_piece()) {
            press_cell_ = *cell;
            press_x_ = x;
            press_y_ = y;
        }
        return true;
    }
    case SDL_MOUSEBUTTONUP:
        if (e.button.button == SDL_BUTTON_LEFT) press_cell_.reset();
        return false;
    case SDL_KEYDOWN: {
        Point dir{0, 0};
        switch (e.key.keysym.sym) {
        case SDLK_LEFT:
            dir = {-1, 0};
            break;
        case SDLK_RIGHT:
            dir = {1, 0};
            break;
        case SDLK_UP:
            dir = {0, -1};
            break;
        case SDLK_DOWN:
            dir = {0, 1};
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE:
            if (!keyboard_mode_) { // the first key only shows where the cursor is
                keyboard_mode_ = true;
                return true;
            }
            if (ready_for_input()) handle_click(ui_.cursor);
            return true;
        default:
            return false;
        }
        if (keyboard_mode_) ui_ = match3::move_cursor(ui_, state().board, dir);
        keyboard_mode_ = true;
        return true;
    }
    default:
        return false;
    }
}

void Match3Scene::on_step(double dt) {
    clock_ += dt;
    view_.compact();
    if (message_left_ > 0) message_left_ -= dt;
    if (!animating()) shown_target_ = state().score; // whatever the animations showed, settle on the truth
    const double gap = static_cast<double>(shown_target_) - shown_score_;
    shown_score_ =
        std::abs(gap) < 1 ? static_cast<double>(shown_target_) : shown_score_ + gap * std::min(1.0, dt * 12);
    if (finished()) return;
    if (animating()) return;
    if (ending_ == Ending::Celebrating || ending_ == Ending::Losing) {
        ending_ = Ending::Done;
        finish(pending_);
        return;
    }
    if (ending_ != Ending::None) return;
    const match3::Status st = current_status();
    if (st.phase != match3::Phase::Playing) {
        begin_ending(st);
        return;
    }
    if (!hint_shown_ && idle() >= kIdleHintSeconds && hint_cache()) hint_shown_ = true;
}

void Match3Scene::begin_ending(const match3::Status& st) {
    ui_.selected.reset();
    hint_shown_ = false;
    const auto& goal = params_.rules.goal;
    Outcome o;
    o.score = state().score;
    o.stars = st.stars;
    o.timed = goal.kind == match3::GoalKind::Time;
    const std::string scored =
        group_digits(state().score) + " of " + group_digits(goal.target_score) + " points";
    if (st.phase == match3::Phase::Won) {
        o.won = true;
        o.title = "Level complete!";
        std::string line = "You reached " + group_digits(goal.target_score) + " points";
        if (goal.kind == match3::GoalKind::Moves)
            line +=
                " in " + std::to_string(state().moves_used) + (state().moves_used == 1 ? " move" : " moves");
        else if (goal.kind == match3::GoalKind::Time)
            line += " with " + clock_text(st.seconds_left) + " to spare";
        o.lines.push_back(line + ".");
    } else if (goal.kind == match3::GoalKind::Endless) {
        // Endless ends only on a board that cannot be reshuffled: a score with a star counts as a win.
        o.won = st.stars >= 1;
        o.title = "Game over";
        o.lines.push_back("No moves left, and the gems cannot be reshuffled into a playable board.");
        o.offer_undo = session_.can_undo();
    } else if (state().stuck) {
        o.title = "No moves left";
        o.lines.push_back("The gems cannot be reshuffled into a playable board: " + scored + ".");
        o.offer_undo = session_.can_undo();
    } else if (goal.kind == match3::GoalKind::Time) {
        o.title = "Out of time";
        o.lines.push_back("Time is up: you scored " + scored + ".");
    } else {
        o.title = "Out of moves";
        o.lines.push_back("All " + std::to_string(goal.moves) + " moves used: you scored " + scored + ".");
        o.offer_undo = session_.can_undo();
    }
    pending_ = std::move(o);
    if (pending_.won) {
        ending_ = Ending::Celebrating;
        timeline().add(match3_view::animate_win(view_, anim_options()));
    } else {
        ending_ = Ending::Losing;
        timeline().add(match3_view::animate_loss(view_, anim_options()));
    }
}

void Match3Scene::on_restart() {
    session_ = Session<match3::State, match3::Move>(start_);
    ui_.selected.reset();
    ending_ = Ending::None;
    message_left_ = 0;
    show_state(true);
}

void Match3Scene::on_undo() {
    if (!session_.undo()) return;
    ending_ = Ending::None;
    ui_.selected.reset();
    show_state(false);
    save();
    flash("Move undone");
}

void Match3Scene::on_redo() {
    if (!session_.redo()) return;
    ending_ = Ending::None;
    ui_.selected.reset();
    show_state(false);
    save();
}

void Match3Scene::on_hint() {
    if (!accepts_input()) return;
    if (hint_cache()) {
        hint_shown_ = true;
        if (!keyboard_mode_) flash("Hint: swap the two glowing gems");
    } else {
        flash("No move found");
    }
}

bool Match3Scene::tool_enabled(ToolButton tool) const {
    return history_tool_enabled(tool, session_.can_undo(), session_.can_redo(), accepts_input());
}

HudInfo Match3Scene::hud() const {
    HudInfo info;
    const match3::State& s = state();
    const match3::Status st = current_status();
    const auto& goal = params_.rules.goal;
    const std::int64_t shown = shown_score();
    info.items.push_back({"Score", group_digits(shown)});
    if (goal.kind == match3::GoalKind::Moves)
        info.items.push_back({"Moves left", std::to_string(st.moves_left)});
    else if (goal.kind == match3::GoalKind::Time)
        info.items.push_back({"Time left", clock_text(std::ceil(st.seconds_left))});
    else
        info.items.push_back({"Moves", std::to_string(s.moves_used)});
    int stars = match3::stars_for(params_.rules, shown);
    if (st.phase == match3::Phase::Won && shown >= goal.target_score) stars = std::max(stars, 1);
    info.items.push_back({"Stars", std::to_string(stars) + " / 3"});
    const std::int64_t toward =
        goal.kind == match3::GoalKind::Endless ? params_.rules.stars[2] : goal.target_score;
    info.progress =
        toward > 0 ? std::clamp(static_cast<double>(shown) / static_cast<double>(toward), 0.0, 1.0) : 0.0;
    info.progress_label = goal.kind == match3::GoalKind::Endless
                              ? "3 stars at " + group_digits(params_.rules.stars[2])
                              : "Target " + group_digits(goal.target_score);
    if (finished() || ending_ != Ending::None) return info;
    if (message_left_ > 0)
        info.message = message_;
    else if (goal.kind == match3::GoalKind::Time && st.seconds_left <= 10)
        info.message = "Hurry! " + clock_text(std::ceil(st.seconds_left)) + " left";
    else if (goal.kind == match3::GoalKind::Moves && st.moves_left <= 3 && st.moves_left > 0)
        info.message = st.moves_left == 1 ? "Last move!" : std::to_string(st.moves_left) + " moves left";
    else if (s.moves_used == 0 && !ui_.selected)
        info.message = "Swap two neighbouring gems to line up three: click one then the other, or drag";
    return info;
}

void Match3Scene::draw_side_panel(Gfx& gfx) {
    const SDL_FRect b = layout_.bounds();
    const float w = std::min(260.0f, b.x - 40 - 24);
    if (w < 210) return; // the board is too wide for a side panel
    const float x = b.x - 24 - w, y = b.y;
    const auto& rules = params_.rules;
    theme::draw_panel(gfx, {x, y, w, 250});
    gfx.text("Goal", x + 18, y + 14, theme::kSmallSize, theme::kTextDim, Align::Left, true);
    std::string goal;
    switch (rules.goal.kind) {
    case match3::GoalKind::Moves:
        goal = "Score " + group_digits(rules.goal.target_score) + " in " + std::to_string(rules.goal.moves) +
               " moves";
        break;
    case match3::GoalKind::Time:
        goal = "Score " + group_digits(rules.goal.target_score) + " in " + clock_text(rules.goal.seconds);
        break;
    default:
        goal = "Endless: play until no move is left";
        break;
    }
    gfx.text_wrapped(goal, x + 18, y + 38, w - 36, 20, theme::kText, true);
    const std::int64_t score = shown_score();
    for (int i = 0; i < 3; ++i) {
        const float sy = y + 110 + 40.0f * static_cast<float>(i);
        const bool got = score >= rules.stars[static_cast<std::size_t>(i)];
        for (int k = 0; k <= i; ++k)
            gfx.sprite("ui", got ? "star_full" : "star_empty",
                       {x + 18 + 22.0f * static_cast<float>(k), sy, 28, 28});
        gfx.text(group_digits(rules.stars[static_cast<std::size_t>(i)]), x + w - 18, sy + 4, 20,
                 got ? theme::kAccent : theme::kTextDim, Align::Right, true);
    }
    const auto& recs = app().profile().levels;
    const auto it = recs.find(level().key());
    if (it != recs.end() && it->second.best_score)
        gfx.text("Best " + group_digits(*it->second.best_score), x + 18, y + 222, theme::kSmallSize,
                 theme::kTextDim);
    else if (!rules.specials)
        gfx.text("No specials in this level", x + 18, y + 222, theme::kSmallSize, theme::kTextDim);
}

void Match3Scene::on_draw(Gfx& gfx) {
    draw_side_panel(gfx);
    match3_view::Overlay o;
    o.selected = ui_.selected;
    if (keyboard_mode_ && accepts_input()) o.cursor = ui_.cursor;
    if (!keyboard_mode_ && accepts_input()) o.hover = hover_;
    if (hint_shown_ && accepts_input())
        if (const auto h = hint_cache()) o.hint = std::make_pair(h->move.a, h->move.b);
    o.clock = clock_;
    o.colourblind = app().settings().colourblind_symbols;
    o.reduced_motion = app().settings().reduced_motion;
    view_.draw(gfx, o);
}

std::unique_ptr<Scene> make_match3_scene(App& app, const levels::LevelInfo& level) {
    try {
        const levels::Document doc = levels::load_document(level.path);
        match3::Params params = levels::parse_match3_level(doc).params;
        if (app.seed_override) params.seed = *app.seed_override;
        if (!match3::start(params)) {
            app.toast("\"" + level.title + "\" has no room for a move and cannot be played.");
            return nullptr;
        }
        return std::make_unique<Match3Scene>(app, level, std::move(params));
    } catch (const std::exception& e) {
        app.toast(e.what());
        return nullptr;
    }
}

GameDescriptor match3_descriptor() {
    return {"match3", "Swap", "Swap gems, line up three, chain cascades",
            "Swap two neighbouring gems to line up three or more of a colour. Lines clear, gems fall and new "
            "ones drop in; chains score more. Reach the goal before the moves or time run out.",
            make_match3_scene};
}

} // namespace tessera::app
