#include "tessera/app/games/match3/match3_scene.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/core/match3/free_play.hpp"
#include "tessera/core/match3/rules.hpp"
#include "tessera/levels/common/statistics.hpp"
#include "tessera/levels/match3/level.hpp"

namespace tessera::app {

namespace {

constexpr unsigned kMatch3Tools = kToolUndo | kToolRedo | kToolHint | kToolRestart | kToolPause;

} // namespace

Match3Scene::Match3Scene(App& app, levels::LevelInfo level, match3::Params params, match3::State start)
    : SessionScene(app, std::move(level), kMatch3Tools, std::move(start)), params_(std::move(params)) {
    layout_ = match3_view::BoardLayout::fit(params_.width, params_.height);
    ui_.cursor = {params_.width / 2, params_.height / 2};
    if (!params_.playable(ui_.cursor)) // start the cursor on a playable cell
        for (int i = 0; i < params_.width * params_.height; ++i)
            if (params_.playable({i % params_.width, i / params_.width})) {
                ui_.cursor = {i % params_.width, i / params_.width};
                break;
            }
    begin();
}

match3_view::AnimOptions Match3Scene::anim_options() {
    match3_view::AnimOptions o;
    o.reduced_motion = app().settings().reduced_motion;
    o.sound = [this](const char* name) { sound(name); };
    o.on_score = [this](std::int64_t points) { score_.add(static_cast<double>(points)); };
    o.on_moves_left = [this](int n) {
        bonus_moves_left_ = n;
        bonus_shown_ = true;
    };
    return o;
}

void Match3Scene::show_state(bool intro) {
    timeline().clear();
    view_.reset(state().board, layout_);
    score_.snap(static_cast<double>(state().score));
    ui_.selected.reset();
    press_cell_.reset();
    if (intro) timeline().add(match3_view::animate_intro(view_, anim_options()));
}

void Match3Scene::animate_move(const match3::State&, const match3::Outcome& out, const match3::Move&) {
    // The move reached the target: until its bonus round shows, the HUD counts the moves to spare.
    for (const match3::Event& e : out.events)
        if (const auto* b = std::get_if<match3::BonusRound>(&e)) bonus_moves_left_ = b->moves;
    timeline().add(match3_view::animate_move(view_, out.events, anim_options()).action);
}

void Match3Scene::animate_history(const match3::State&, Step step) {
    show_state(step == Step::Restart);
    if (step == Step::Undo) flash(tr("Move undone"));
}

void Match3Scene::try_swap(const match3::Move& move) {
    if (!ready_for_input()) return;
    ui_.selected.reset();
    if (play_move(move)) return;
    if (match3::swaps_back(state(), move)) {
        timeline().add(match3_view::animate_swap_back(view_, move.a, move.b, anim_options()));
        flash(tr("No line of three there: the gems swap back (no move spent)"));
    } else {
        sound("invalid");
    }
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

bool Match3Scene::on_action(InputAction action) {
    if (action == InputAction::Next) return false;
    if (!cursor_.reveal()) return true; // the first key only shows where the cursor is
    if (action == InputAction::Select) {
        if (ready_for_input()) handle_click(ui_.cursor);
    } else {
        ui_ = match3::move_cursor(ui_, state().board, direction_of(action));
    }
    return true;
}

bool Match3Scene::on_event(const SDL_Event& e) {
    switch (e.type) {
    case SDL_MOUSEMOTION: {
        const float x = static_cast<float>(e.motion.x), y = static_cast<float>(e.motion.y);
        hover_ = layout_.cell_at(x, y);
        if (hover_ && !params_.playable(*hover_)) hover_.reset();
        cursor_.hide();
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
        cursor_.hide();
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
    default:
        return false;
    }
}

void Match3Scene::step_view(double dt) {
    view_.compact();
    if (!animating()) { // whatever the animations showed, settle on the truth
        score_.set(static_cast<double>(state().score));
        bonus_moves_left_.reset();
        bonus_shown_ = false;
    }
    score_.step(dt);
}

void Match3Scene::on_hint_shown(bool asked) {
    if (asked && !cursor_.shown()) flash(tr("Hint: swap the two glowing gems"));
}

ResultCard Match3Scene::result_card(const match3::Status& st) {
    ui_.selected.reset();
    const auto& goal = params_.rules.goal;
    const match3::State& s = state();
    ResultCard o;
    o.score = s.score;
    o.stars = st.stars;
    o.timed = goal.kind == match3::GoalKind::Time;
    if (st.phase == Phase::Won && !match3::has_target(goal)) { // free play: the score is the result
        o.won = true;
        o.rated = false;
        o.stars = 0;
        o.timed = false;
        o.title = goal.kind == match3::GoalKind::Time ? tr("Time's up!") : tr("All moves played");
        o.lines.push_back(trf("You scored {0} points.", group_digits(s.score)));
    } else if (st.phase == Phase::Won && goal.kind == match3::GoalKind::Moves) {
        o.won = true;
        o.title = tr("Level complete!");
        o.lines.push_back(trnf("You reached {0} points in {1} move.", "You reached {0} points in {1} moves.",
                               s.moves_used, group_digits(goal.target_score), s.moves_used));
        if (s.bonus_moves > 0)
            o.lines.push_back(trnf("{0} move to spare: the bonus round scored +{1}.",
                                   "{0} moves to spare: the bonus round scored +{1}.", s.bonus_moves,
                                   s.bonus_moves, group_digits(s.bonus_score)));
    } else if (st.phase == Phase::Won) {
        o.won = true;
        o.title = s.stuck ? tr("No moves left") : tr("Time's up!");
        o.lines.push_back(trf("You scored {0} points: the target of {1} is reached.", group_digits(s.score),
                              group_digits(goal.target_score)));
    } else if (goal.kind == match3::GoalKind::Endless) {
        // Endless ends only on a board that cannot be reshuffled: a score with a star counts as a win
        // (free play's endless mode has no stars: its score is the result).
        o.rated = rated();
        o.won = st.stars >= 1 || !o.rated;
        o.title = tr("Game over");
        o.lines.push_back(tr("No moves left, and the gems cannot be reshuffled into a playable board."));
        o.offer_undo = session().can_undo();
    } else if (s.stuck) {
        o.title = tr("No moves left");
        o.lines.push_back(trf("The gems cannot be reshuffled into a playable board: {0} of {1} points.",
                              group_digits(s.score), group_digits(goal.target_score)));
        o.offer_undo = session().can_undo();
    } else if (goal.kind == match3::GoalKind::Time) {
        o.title = tr("Out of time");
        o.lines.push_back(trf("Time is up: you scored {0} of {1} points.", group_digits(s.score),
                              group_digits(goal.target_score)));
    } else {
        o.title = tr("Out of moves");
        o.lines.push_back(trnf("All {0} move used: you scored {1} of {2} points.",
                               "All {0} moves used: you scored {1} of {2} points.", goal.moves, goal.moves,
                               group_digits(s.score), group_digits(goal.target_score)));
        o.offer_undo = session().can_undo();
    }
    return o;
}

void Match3Scene::animate_ending(const ResultCard& card) {
    const bool timed = params_.rules.goal.kind == match3::GoalKind::Time;
    timeline().add(card.won ? match3_view::animate_win(view_, anim_options(),
                                                       timed ? tr("Time's up!") : tr("Level complete!"))
                            : match3_view::animate_loss(view_, anim_options()));
}

HudInfo Match3Scene::hud() const {
    HudInfo info;
    const match3::State& s = state();
    const match3::Status st = current_status();
    const auto& rules = params_.rules;
    const auto& goal = rules.goal;
    const std::int64_t shown = shown_score();
    info.items.push_back({N_("Score"), group_digits(shown)});
    if (goal.kind == match3::GoalKind::Moves)
        info.items.push_back({N_("Moves left"), std::to_string(bonus_moves_left_.value_or(st.moves_left))});
    else if (goal.kind == match3::GoalKind::Time)
        info.items.push_back({N_("Time left"), clock_text(std::ceil(st.seconds_left))});
    else
        info.items.push_back({N_("Moves"), std::to_string(s.moves_used)});
    if (!rated()) { // free play: the score, and the moves or time left
        if (s.moves_used == 0 && !ui_.selected && !finished())
            info.message =
                tr("Swap two neighbouring gems to line up three: click one then the other, or drag");
        return info;
    }
    // The stars and the bar follow the score as it counts up (so the bonus round lights them).
    int stars = match3::stars_for(rules, shown);
    const bool reached =
        goal.kind != match3::GoalKind::Endless && match3::has_target(goal) && shown >= goal.target_score;
    if (reached) stars = std::max(stars, 1);
    info.items.push_back({N_("Stars"), std::to_string(stars) + " / 3"});
    const std::int64_t toward = goal.kind == match3::GoalKind::Endless ? rules.stars[2] : goal.target_score;
    info.progress =
        toward > 0 ? std::clamp(static_cast<double>(shown) / static_cast<double>(toward), 0.0, 1.0) : 0.0;
    info.progress_label = goal.kind == match3::GoalKind::Endless
                              ? trf("3 stars at {0}", group_digits(rules.stars[2]))
                          : reached ? tr("Target reached")
                                    : trf("Target {0}", group_digits(goal.target_score));
    if (bonus_shown_) {
        info.message = tr("Bonus round: each move to spare fires a line clearer");
        return info;
    }
    if (finished() || ending() != Ending::None) return info;
    // What the next star asks for, once the target is reached (a time goal plays on).
    std::size_t next_star = 3;
    for (std::size_t i = 0; i < 3 && next_star == 3; ++i)
        if (shown < rules.stars[i]) next_star = i;
    const std::string left = clock_text(std::ceil(st.seconds_left));
    if (goal.kind == match3::GoalKind::Time && reached)
        info.message = next_star == 3 ? trf("Target reached! 3 stars: keep scoring ({0} left)", left)
                                      : trf("Target reached! Keep scoring, star {0} at {1} ({2} left)",
                                            next_star + 1, group_digits(rules.stars[next_star]), left);
    else if (goal.kind == match3::GoalKind::Time && st.seconds_left <= 10)
        info.message = trf("Hurry! {0} left", left);
    else if (goal.kind == match3::GoalKind::Moves && st.moves_left <= 3 && st.moves_left > 0)
        info.message = st.moves_left == 1
                           ? tr("Last move!")
                           : trnf("{0} move left", "{0} moves left", st.moves_left, st.moves_left);
    else if (s.moves_used == 0 && !ui_.selected)
        info.message =
            goal.kind == match3::GoalKind::Moves
                ? tr("Swap neighbouring gems to line up three. Moves left at the target become a bonus")
                : tr("Swap two neighbouring gems to line up three: click one then the other, or drag");
    return info;
}

void Match3Scene::draw_side_panel(Gfx& gfx) {
    const SDL_FRect b = layout_.bounds();
    const float w = std::min(260.0f, b.x - 40 - 24);
    if (w < 210) return; // the board is too wide for a side panel
    const float x = b.x - 24 - w, y = b.y;
    const auto& rules = params_.rules;
    // Room for a goal of two lines and its rule of two small lines above the stars.
    constexpr float kStarsAt = 152;
    theme::draw_panel(gfx, {x, y, w, kStarsAt + 150});
    gfx.text(tr("Goal"), x + 18, y + 14, theme::kSmallSize, theme::kTextDim, Align::Left, true);
    std::string goal, rule;
    switch (rated() ? rules.goal.kind : match3::GoalKind::Count) {
    case match3::GoalKind::Count: // free play: no target
        goal = rules.goal.kind == match3::GoalKind::Moves
                   ? trnf("Score all you can in {0} move", "Score all you can in {0} moves", rules.goal.moves,
                          rules.goal.moves)
               : rules.goal.kind == match3::GoalKind::Time
                   ? trf("Score all you can in {0}", clock_text(rules.goal.seconds))
                   : tr("Endless: play as long as you like");
        rule = rules.goal.kind == match3::GoalKind::Endless ? tr("A board with no move is reshuffled.")
                                                            : tr("No target: the score is the result.");
        break;
    case match3::GoalKind::Moves:
        goal = trnf("Score {0} in {1} move", "Score {0} in {1} moves", rules.goal.moves,
                    group_digits(rules.goal.target_score), rules.goal.moves);
        rule = tr("Moves to spare at the target go off as a bonus.");
        break;
    case match3::GoalKind::Time:
        goal = trf("Score {0} in {1}", group_digits(rules.goal.target_score), clock_text(rules.goal.seconds));
        rule = tr("Then keep scoring until the time is up.");
        break;
    default:
        goal = tr("Endless: play until no move is left");
        break;
    }
    // Goal and rule share the room above the stars: a long translation shrinks, then ends in "…".
    const float room = kStarsAt - 38 - 8;
    const float goal_h = gfx.text_box(goal, {x + 18, y + 38, w - 36, room}, 20, 15, theme::kText, true);
    if (!rule.empty())
        gfx.text_box(rule, {x + 18, y + 38 + goal_h + 6, w - 36, room - goal_h - 6}, theme::kSmallSize, 12,
                     theme::kTextDim);
    const std::int64_t score = shown_score();
    if (!rated()) {
        if (level().free_play) draw_free_best(gfx, x + 18, y + kStarsAt);
        return;
    }
    for (int i = 0; i < 3; ++i) {
        const float sy = y + kStarsAt + 40.0f * static_cast<float>(i);
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
        gfx.text(trf("Best {0}", group_digits(*it->second.best_score)), x + 18, y + kStarsAt + 112,
                 theme::kSmallSize, theme::kTextDim);
    else if (!rules.specials)
        gfx.text(tr("No specials in this level"), x + 18, y + kStarsAt + 112, theme::kSmallSize,
                 theme::kTextDim);
}

bool Match3Scene::rated() const {
    return match3::has_target(params_.rules.goal) || params_.rules.stars[2] > 0;
}

// Free play's best for the mode, under its goal.
void Match3Scene::draw_free_best(Gfx& gfx, float x, float y) const {
    const levels::Statistics stats = levels::statistics_of(const_cast<App&>(app()).profile());
    const auto& source = *level().free_play;
    const auto it =
        stats.games.find(levels::stats_key(level().game, source.daily ? "daily" : source.id.difficulty));
    if (it == stats.games.end() || !it->second.best_score) return;
    gfx.text(trf("Best {0}", group_digits(*it->second.best_score)), x, y, theme::kBodySize, theme::kAccent,
             Align::Left, true);
}

void Match3Scene::on_draw(Gfx& gfx) {
    draw_side_panel(gfx);
    match3_view::Overlay o;
    o.selected = ui_.selected;
    if (cursor_.shown() && accepts_input()) o.cursor = ui_.cursor;
    if (!cursor_.shown() && accepts_input()) o.hover = hover_;
    if (hint_shown() && accepts_input())
        if (const auto h = hint_cache()) o.hint = std::make_pair(h->move.a, h->move.b);
    o.clock = time();
    o.colourblind = app().settings().colourblind_symbols;
    o.reduced_motion = app().settings().reduced_motion;
    view_.draw(gfx, o);
}

std::unique_ptr<Scene> make_match3_scene(App& app, const levels::LevelInfo& level) {
    if (level.free_play) { // gweled's modes on a generated 8x8 board: no run, a legal swap
        const auto mode = match3::parse_free_mode(level.free_play->id.difficulty);
        if (!mode) return nullptr;
        return std::make_unique<Match3Scene>(app, level, match3::free_params(*mode, level.free_play->id.seed),
                                             match3::deal_free(*mode, level.free_play->id.seed));
    }
    try {
        const levels::Document doc = levels::load_document(level.path);
        match3::Params params = levels::parse_match3_level(doc).params;
        if (app.seed_override) params.seed = *app.seed_override;
        std::optional<match3::State> start = match3::start(params);
        if (!start) {
            app.toast(trf("“{0}” has no room for a move and cannot be played.",
                          level.title_in(current_language())));
            return nullptr;
        }
        return std::make_unique<Match3Scene>(app, level, std::move(params), std::move(*start));
    } catch (const std::exception& e) {
        app.toast(e.what());
        return nullptr;
    }
}

GameDescriptor match3_descriptor() {
    GameDescriptor d{
        "match3",
        N_("Swap"),
        N_("Swap gems, line up three, chain cascades"),
        N_("Swap two neighbouring gems to line up three or more of a colour. Lines clear, gems fall and new "
           "ones drop in; chains score more. Reach the goal before the moves or time run out."),
        make_match3_scene,
        match3_how_to_play,
        {},
        [](const levels::LevelInfo&) { return true; }}; // every Swap level is ranked by its score
    d.free_play = {
        {"moves", N_("Moves"), N_("30 swaps: score all you can")},
        {"timed60", N_("Timed: 60 s"), N_("One minute on the clock")},
        {"timed120", N_("Timed: 120 s"), N_("Two minutes on the clock")},
        {"endless", N_("Endless"), N_("No limit; a dead board reshuffles")},
    };
    d.daily = std::string(match3::free_mode_name(match3::kDailyMode));
    return d;
}

} // namespace tessera::app
