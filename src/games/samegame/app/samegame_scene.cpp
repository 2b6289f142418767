#include "tessera/app/games/samegame/samegame_scene.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/core/common/game_id.hpp"
#include "tessera/core/samegame/free_play.hpp"
#include "tessera/core/samegame/solver.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/samegame/save.hpp"

namespace tessera::app {

namespace {

using samegame::Mode;

constexpr unsigned kSameGameTools = kToolUndo | kToolRedo | kToolHint | kToolRestart | kToolPause;

std::string carry_key(int level) { return "popstar/carry/" + std::to_string(level); }

} // namespace

int SamegameScene::popstar_carry(const App& app, int level) {
    if (level <= 1) return 0;
    const auto& totals = const_cast<App&>(app).profile().totals;
    const auto it = totals.find(carry_key(level));
    // Without a recorded pass of the previous level, start where its proof starts: its target.
    if (it == totals.end() || it->second < 0) return samegame::popstar_target(level - 1);
    return static_cast<int>(std::min<std::int64_t>(it->second, 1'000'000'000));
}

namespace {

// A level of the ladders starts from its Params (PopStar with the profile's carry); a level of
// free play's run from the run's Config and the score the run carries in.
samegame::State initial_state(const App& app, const levels::LevelInfo& info,
                              const levels::SamegameLevel& level) {
    if (info.free_play) {
        const std::int64_t carried =
            std::clamp<std::int64_t>(info.free_play->carried, 0, levels::kMaxSamegameStartScore);
        return samegame::start(level.board(), samegame::run_config(info.free_play->run_level),
                               static_cast<int>(carried));
    }
    samegame::Params params = level.params;
    params.start_score =
        params.mode == Mode::popstar ? SamegameScene::popstar_carry(app, level.params.level) : 0;
    return samegame::start(level.board(), params);
}

} // namespace

SamegameScene::SamegameScene(App& app, levels::LevelInfo info, levels::SamegameLevel level)
    : SessionScene(app, info, kSameGameTools, initial_state(app, info, level)), level_(std::move(level)),
      board_(level_.board()), start_score_(start_state().score) {
    layout_ = samegame_view::Layout::fit(board_.width(), board_.height());
    cursor_ = {board_.width() / 2, board_.height() - 1};
    // A run's earlier hints count in its every level (a save of this level brings them back itself).
    if (in_run())
        for (int i = 0; i < std::clamp(this->level().free_play->hints, 0, 1'000'000); ++i) count_hint();
    begin();
}

std::string SamegameScene::save_key() const {
    return in_run() ? level().key() + "@" + std::to_string(run_level()) : level().key();
}

SamegameScene::SaveParams SamegameScene::save_params() const {
    return {levels::samegame_save_params(save_key(), start_score_), level_.params.seed};
}

SamegameScene::SaveStart SamegameScene::save_start(const GameId& id) const {
    // The moves replay from the score the save started with (so a later replay of the previous
    // PopStar level never invalidates a game in progress).
    if (in_run())
        return levels::samegame_run_save_start(board_, samegame::run_config(run_level()), level_.params.seed,
                                               save_key(), id);
    return levels::samegame_level_save_start(board_, level_.params, level().key(), id);
}

void SamegameScene::on_resumed(const GameId& id) {
    start_score_ = *levels::samegame_save_start(save_key(), level_.params.seed, id);
}

samegame_view::AnimOptions SamegameScene::anim_options() {
    samegame_view::AnimOptions o;
    o.reduced_motion = app().settings().reduced_motion;
    o.discovery = mode() == Mode::discovery;
    o.rules = state().config.rules;
    o.sound = [this](const char* name) { sound(name); };
    o.add_score = [this](int amount) { score_.add(amount); };
    return o;
}

void SamegameScene::show_state(bool intro) {
    timeline().clear();
    view_.reset(state().board, layout_);
    selection_.cells.clear();
    score_.snap(state().score);
    ++version_;
    if (intro) timeline().add(samegame_view::animate_intro(view_, anim_options()));
}

void SamegameScene::on_state_changed() {
    selection_.cells.clear();
    ++version_;
}

std::optional<samegame::Move> SamegameScene::compute_hint() const {
    constexpr double kHintBudgetMs = 200.0;
    samegame::SolveLimits limits;
    limits.max_nodes = samegame::kHintNodes;
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::duration<double, std::milli>(kHintBudgetMs);
    limits.should_stop = [deadline] { return std::chrono::steady_clock::now() >= deadline; };
    return samegame::hint(state(), limits);
}

void SamegameScene::on_hint_shown(bool asked) {
    ++version_;
    if (!asked) return;
    if (mode() != Mode::discovery) {
        flash(tr("Hint: the solver's best next group glows"), 3.0);
        return;
    }
    // Discovery's hint reveals what the player would have to look for: it costs time.
    set_elapsed(elapsed() + kDiscoveryHintSeconds);
    flash(trf("Hint: +{0} s on the clock. The glowing blocks form a group worth taking",
              static_cast<int>(kDiscoveryHintSeconds)),
          3.0);
    save();
}

std::optional<Point> SamegameScene::pointer_cell() const {
    if (keyboard_.shown()) return cursor_;
    return hover_;
}

void SamegameScene::animate_move(const samegame::State&, const samegame::Outcome& out,
                                 const samegame::Move&) {
    view_.compact();
    timeline().add(samegame_view::animate_move(view_, out.events, anim_options()));
    if (!view_.matches(state().board) && !state().over) {
        // Never expected; keeps what the player sees equal to the rules if an event is missed.
        timeline().finish_all();
        view_.reset(state().board, layout_);
    }
}

void SamegameScene::animate_history(const samegame::State&, Step step) {
    show_state(step == Step::Restart);
    if (step == Step::Undo) flash(tr("Move undone"), 1.5);
}

void SamegameScene::click(Point cell) {
    if (!accepts_input()) return;
    if (mode() != Mode::discovery) {
        if (state().board.at(cell) == samegame::kEmpty) return;
        if (state().board.group_size(cell) < 2) {
            sound("invalid");
            flash(tr("A lone block cannot be removed: pick 2 or more touching blocks of one colour"), 3.0);
            return;
        }
        if (!play_move({cell})) sound("invalid");
        return;
    }
    if (state().board.at(cell) == samegame::kEmpty) return;
    const bool had = selection_.contains(cell);
    switch (samegame::click(state().board, selection_, cell)) {
    case samegame::ClickResult::selected:
        sound("pick");
        break;
    case samegame::ClickResult::unselected:
        sound("click");
        break;
    case samegame::ClickResult::refused:
        sound("invalid");
        if (had)
            flash(tr("That block holds your selection together: let go of an end first"), 3.0);
        else
            flash(tr("Add a block of the same colour touching your selection (click a selected block to let "
                     "go)"),
                  3.0);
        return;
    }
    ++version_;
    if (samegame::selection_complete(state().board, selection_)) {
        if (!play_move(samegame::to_move(selection_))) sound("invalid");
    } else if (selection_.cells.size() == 1 && state().board.group_size(cell) < 2) {
        flash(tr("A lone block: it cannot be removed, click it again to let go"), 3.0);
    }
}

bool SamegameScene::on_action(InputAction action) {
    if (action == InputAction::Next) return false;
    if (!keyboard_.reveal()) return true; // the first key shows where the cursor is
    if (action == InputAction::Select) {
        click(cursor_);
        return true;
    }
    const Point dir = direction_of(action);
    cursor_.x = std::clamp(cursor_.x + dir.x, 0, layout_.cols - 1);
    cursor_.y = std::clamp(cursor_.y + dir.y, 0, layout_.rows - 1);
    return true;
}

bool SamegameScene::on_event(const SDL_Event& e) {
    switch (e.type) {
    case SDL_MOUSEMOTION: {
        hover_ = layout_.cell_at(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y));
        if (hover_ && state().board.at(*hover_) == samegame::kEmpty) hover_.reset();
        keyboard_.hide();
        return true;
    }
    case SDL_MOUSEBUTTONDOWN: {
        if (e.button.button != SDL_BUTTON_LEFT) return false;
        const auto cell = layout_.cell_at(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
        keyboard_.hide();
        hover_ = cell;
        if (!cell) return false;
        cursor_ = *cell;
        click(*cell);
        return true;
    }
    default:
        return false;
    }
}

void SamegameScene::refresh_masks() {
    const std::optional<Point> p = accepts_input() ? pointer_cell() : std::nullopt;
    if (masks_version_ == version_ && masks_pointer_ == p && !(hint_shown() && hint_mask_.empty())) return;
    masks_version_ = version_;
    masks_pointer_ = p;
    const std::size_t n = static_cast<std::size_t>(layout_.cols * layout_.rows);
    highlight_.assign(n, 0);
    revealed_.assign(n, 0);
    hint_mask_.clear();
    preview_size_ = 0;
    preview_score_ = 0;
    const auto mark = [&](std::vector<char>& m, Point c) {
        if (c.x >= 0 && c.y >= 0 && c.x < layout_.cols && c.y < layout_.rows)
            m[static_cast<std::size_t>(c.y * layout_.cols + c.x)] = 1;
    };
    const samegame::Board& b = state().board;
    if (mode() == Mode::discovery) {
        for (Point c : selection_.cells) {
            mark(highlight_, c);
            mark(revealed_, c);
        }
        if (p) mark(revealed_, *p);
    } else if (p && b.at(*p) != samegame::kEmpty) {
        const auto group = b.group_at(*p);
        if (group.size() >= 2) {
            float top = 1e9f, sx = 0;
            for (Point c : group) {
                mark(highlight_, c);
                const SDL_FPoint at = layout_.centre(c);
                top = std::min(top, at.y);
                sx += at.x;
            }
            preview_size_ = static_cast<int>(group.size());
            preview_score_ = samegame::preview_score(state(), *p);
            preview_at_ = {sx / static_cast<float>(group.size()), top - layout_.cell * 0.5f};
        }
    }
    if (hint_shown() && accepts_input()) {
        hint_mask_.assign(n, 0);
        if (const auto h = hint_cache())
            for (Point c : b.group_at(h->tile)) mark(hint_mask_, c);
    }
}

void SamegameScene::step_view(double dt) {
    view_.compact();
    // The HUD score counts up toward what the animation has paid out so far.
    score_.step(dt);
}

ResultCard SamegameScene::result_card(const samegame::Status& st) {
    const samegame::State& s = state();
    const bool won = st.phase == Phase::Won;
    const int left = s.board.tiles_left();
    ResultCard o;
    o.won = won;
    o.score = s.score;
    o.offer_undo = !won && session().can_undo();
    // The core's reason (status()) in the card's words, its numbers grouped as the HUD shows them.
    const std::int64_t target = s.config.target;
    if (s.config.max_left >= 0 && left > s.config.max_left)
        o.lines.push_back(trnf("No group left, and {0} block remains (at most {1} may).",
                               "No group left, and {0} blocks remain (at most {1} may).", left,
                               group_digits(left), group_digits(s.config.max_left)));
    else if (s.score < target)
        o.lines.push_back(trf("No group left: score {0}, below the target {1}.", group_digits(s.score),
                              group_digits(target)));
    else if (left == 0)
        o.lines.push_back(trf("Board cleared with a score of {0}.", group_digits(s.score)));
    else if (target <= 0)
        o.lines.push_back(trf("No group left: final score {0}.", group_digits(s.score)));
    else
        o.lines.push_back(trf("No group left: score {0}, target {1} reached.", group_digits(s.score),
                              group_digits(target)));
    (void)st;
    if (in_run()) {
        run_card(o);
        selection_.cells.clear();
        ++version_;
        return o;
    }
    switch (mode()) {
    case Mode::popstar: {
        o.title = won ? tr("Stage clear!") : tr("Target missed");
        o.lines.push_back(trnf("This level: +{0} points, bonus +{1} ({2} block left).",
                               "This level: +{0} points, bonus +{1} ({2} blocks left).", left,
                               group_digits(s.score - s.end_adjustment - start_score_),
                               group_digits(s.end_adjustment), group_digits(left)));
        if (start_score_ >= s.config.target)
            o.lines.push_back(trf("The score carried in, {0}, already met this level's target.",
                                  group_digits(start_score_)));
        if (won) {
            o.lines.push_back(trf("Next target: {0} (your score carries over).",
                                  group_digits(samegame::popstar_target(s.config.level + 1))));
            auto& totals = app().profile().totals;
            totals[carry_key(s.config.level + 1)] = s.score;
            totals["popstar/score"] = s.score;
        }
        o.stars = !won ? 0 : left == 0 ? 3 : left < 10 ? 2 : 1;
        break;
    }
    case Mode::classic: {
        o.title = won ? (left == 0 ? tr("Board cleared!") : tr("Level complete!")) : tr("Out of groups");
        const int target = s.config.target;
        if (!won)
            o.lines.push_back(tr("Tip: let groups grow before you pop them: (n−"
                                 "2)² rewards big ones."));
        o.stars = !won ? 0 : left == 0 ? 3 : (target > 0 ? s.score * 4 >= target * 5 : left <= 5) ? 2 : 1;
        break;
    }
    case Mode::discovery: {
        o.title = won ? tr("All discovered!") : tr("Stuck!");
        if (!won) o.lines.push_back(tr("Tip: a lone block can never go, so plan which groups will join up."));
        o.timed = true;
        const double cells = static_cast<double>(s.board.width() * s.board.height());
        o.stars = !won ? 0 : elapsed() <= cells * 1.2 ? 3 : elapsed() <= cells * 2.5 ? 2 : 1;
        break;
    }
    }
    selection_.cells.clear();
    ++version_;
    return o;
}

void SamegameScene::animate_ending(const ResultCard& card) {
    timeline().add(samegame_view::animate_end(view_, card.won, anim_options()));
}

HudInfo SamegameScene::hud() const {
    HudInfo info;
    const samegame::State& s = state();
    const int left = s.board.tiles_left();
    const int cells = s.board.width() * s.board.height();
    info.items.push_back({N_("Score"), group_digits(shown_score())});
    if (mode() == Mode::discovery) info.items.push_back({N_("Time"), clock_text(elapsed())});
    info.items.push_back({N_("Blocks left"), std::to_string(left)});
    info.items.push_back({N_("Moves"), std::to_string(s.moves)});
    const int target = s.config.target;
    const bool reached = target > 0 && shown_score() >= target;
    if (target > 0) {
        // PopStar's bar spans this level's part of the cumulative target. A carried score may
        // already meet the target (the PopStar article's rule): then the bar is full from the start.
        const int base = carries() ? std::min(start_score_, target) : 0;
        info.progress =
            reached ? 1.0 : std::clamp((score_.value() - base) / std::max(1, target - base), 0.0, 1.0);
        info.progress_label = reached ? tr("Target reached") : trf("Target {0}", group_digits(target));
    } else {
        info.progress = 1.0 - static_cast<double>(left) / std::max(1, cells);
        info.progress_label = s.config.max_left >= 0 ? tr("Clear the board") : tr("Blocks cleared");
    }
    if (finished() || ending() != Ending::None) return info;
    if (carries() && reached)
        info.message =
            s.moves == 0 && start_score_ >= target
                ? tr("Target reached with your carried score: play on for points and the end bonus")
                : tr("Target reached! Play on: fewer than 10 blocks left earn a bonus");
    else if (s.moves == 0 && selection_.empty())
        info.message =
            mode() == Mode::discovery
                ? tr("Hover to peek at a colour; click blocks of one colour to gather a whole group")
                : tr("Click a group of 2 or more touching blocks of one colour");
    return info;
}

void SamegameScene::draw_side_panels(Gfx& gfx) {
    const SDL_FRect b = layout_.bounds();
    const float frame = std::max(8.0f, layout_.cell * 0.18f) + 20; // the board's frame plus a gap
    const float room = b.x - frame - 40;
    if (room < 180) return;
    const float w = std::min(260.0f, room);
    const float x = b.x - frame - w, y = std::max(96.0f, b.y - 8);
    const samegame::State& s = state();
    const int left = s.board.tiles_left();
    float ty = y + 14;
    const std::string heading = in_run()                  ? run_heading()
                                : mode() == Mode::popstar ? trf("PopStar level {0}", s.config.level)
                                : mode() == Mode::classic ? tr("Classic")
                                                          : tr("Discovery");
    std::string rules;
    switch (mode()) {
    case Mode::popstar:
        rules = tr("A group of n scores 5n². Fewer than 10 blocks left earn a bonus.");
        break;
    case Mode::classic:
        rules = s.config.leftover_penalty
                    ? tr("A group of n scores (n−"
                         "2)². Clear the board for +1000; k blocks left of a colour cost (k−"
                         "2)².")
                    : tr("A group of n scores (n−"
                         "2)². Clear the board for +1000.");
        break;
    case Mode::discovery:
        rules =
            tr("Colours hide until you hover. Pick a whole group block by block; it vanishes when complete.");
        if (in_run()) rules += " " + tr("A group of n scores 5n². Fewer than 10 blocks left earn a bonus.");
        break;
    }
    // The panel is as tall as what it holds: the rules run longer in Spanish, and the figures
    // under them (two rows but in Classic) must stay inside its border.
    const float rules_h = gfx.wrapped_height(rules, w - 36, theme::kSmallSize);
    const float figures_h = mode() == Mode::classic ? 56 : 108;
    theme::draw_panel(gfx, {x, y, w, std::max(270.0f, 14 + 34 + rules_h + 12 + figures_h)});
    gfx.text_fit(heading, x + 18, ty, w - 36, 22, 14, theme::kAccent, Align::Left, true);
    ty += 34;
    ty += gfx.text_wrapped(rules, x + 18, ty, w - 36, theme::kSmallSize, theme::kText) + 12;
    if (carries()) {
        gfx.text(tr("Bonus if it ended now"), x + 18, ty, theme::kSmallSize, theme::kTextDim);
        gfx.text(group_digits(samegame::popstar_bonus(left)), x + w - 18, ty + 20, 24,
                 left < 10 ? theme::kGood : theme::kTextDim, Align::Right, true);
        gfx.text(tr("Level score"), x + 18, ty + 52, theme::kSmallSize, theme::kTextDim);
        gfx.text("+" + group_digits(shown_score() - start_score_), x + w - 18, ty + 72, 24, theme::kText,
                 Align::Right, true);
    } else {
        const auto& recs = app().profile().levels;
        const auto it = recs.find(level().key());
        if (mode() == Mode::discovery) {
            gfx.text(tr("Best time"), x + 18, ty, theme::kSmallSize, theme::kTextDim);
            const bool has = it != recs.end() && it->second.best_time_ms;
            gfx.text(has ? clock_text(static_cast<double>(*it->second.best_time_ms) / 1000.0)
                         : "\xE2\x80\x94",
                     x + w - 18, ty + 20, 24, theme::kText, Align::Right, true);
        } else {
            gfx.text(tr("Best score"), x + 18, ty, theme::kSmallSize, theme::kTextDim);
            const bool has = it != recs.end() && it->second.best_score;
            gfx.text(has ? group_digits(*it->second.best_score) : "\xE2\x80\x94", x + w - 18, ty + 20, 24,
                     theme::kText, Align::Right, true);
        }
        if (mode() == Mode::discovery) {
            gfx.text(tr("Selected"), x + 18, ty + 52, theme::kSmallSize, theme::kTextDim);
            gfx.text(std::to_string(selection_.cells.size()), x + w - 18, ty + 72, 24, theme::kText,
                     Align::Right, true);
        }
    }
    // Right: the hovered group's preview and the controls.
    const float rx = b.x + b.w + frame;
    if (kLogicalWidth - 40 - rx < 180) return;
    const float rw = std::min(260.0f, kLogicalWidth - 40 - rx);
    theme::draw_panel(gfx, {rx, y, rw, 270});
    float ry = y + 14;
    gfx.text(mode() == Mode::discovery ? tr("Your pick") : tr("Group"), rx + 18, ry, 22, theme::kAccent,
             Align::Left, true);
    ry += 36;
    if (mode() == Mode::discovery) {
        const std::string pick = selection_.empty() ? tr("Nothing picked yet")
                                                    : plural(static_cast<int>(selection_.cells.size()),
                                                             "{0} block picked", "{0} blocks picked");
        gfx.text(pick, rx + 18, ry, theme::kBodySize, theme::kText);
    } else if (preview_size_ >= 2) {
        gfx.text(plural(preview_size_, "{0} block", "{0} blocks"), rx + 18, ry, theme::kBodySize,
                 theme::kText);
        gfx.text("+" + group_digits(preview_score_), rx + rw - 18, ry - 4, 28, theme::kAccent, Align::Right,
                 true);
    } else {
        gfx.text(tr("Point at a group"), rx + 18, ry, theme::kBodySize, theme::kTextDim);
    }
    ry += 44;
    gfx.text(tr("Controls"), rx + 18, ry, theme::kSmallSize, theme::kTextDim, Align::Left, true);
    ry += 24;
    gfx.text_wrapped(mode() == Mode::discovery
                         ? tr("Click blocks, or arrows + Enter. H hint, Ctrl+Z undo, Esc pause.")
                         : tr("Click a group, or arrows + Enter. H hint, Ctrl+Z undo, Esc pause."),
                     rx + 18, ry, rw - 36, theme::kSmallSize, theme::kText);
}

void SamegameScene::draw_preview(Gfx& gfx) {
    if (preview_size_ < 2 || mode() == Mode::discovery) return;
    const std::string text = "+" + group_digits(preview_score_);
    const TextSize sz = gfx.measure(text, 18, true);
    const float w = sz.w + 20, h = sz.h + 8;
    const float x = std::clamp(preview_at_.x - w / 2, 44.0f, kLogicalWidth - 44 - w);
    const float y = std::max(76.0f, preview_at_.y - h);
    gfx.fill_rounded({x, y, w, h}, h / 2, {20, 20, 36, 230});
    gfx.outline_rounded({x, y, w, h}, h / 2, theme::kAccent, 2);
    gfx.text(text, x + w / 2, y + 4, 18, theme::kAccent, Align::Centre, true);
}

void SamegameScene::on_draw(Gfx& gfx) {
    refresh_masks();
    draw_side_panels(gfx);
    samegame_view::DrawOptions o;
    o.colourblind = app().settings().colourblind_symbols;
    o.hidden = mode() == Mode::discovery && ending() == Ending::None && !finished();
    o.revealed = &revealed_;
    o.highlight = &highlight_;
    o.hint = hint_mask_.empty() ? nullptr : &hint_mask_;
    if (keyboard_.shown() && accepts_input()) o.cursor = cursor_;
    o.clock = time();
    view_.draw(gfx, o);
    if (!animating()) draw_preview(gfx);
}

std::unique_ptr<Scene> make_samegame_scene(App& app, const levels::LevelInfo& info) {
    if (info.free_play) return make_samegame_run_scene(app, info);
    try {
        const levels::Document doc = levels::load_document(info.path);
        levels::SamegameLevel level = levels::parse_samegame_level(doc);
        if (app.seed_override && !level.rows) level.params.seed = *app.seed_override;
        return std::make_unique<SamegameScene>(app, info, std::move(level));
    } catch (const std::exception& e) {
        app.toast(e.what());
        return nullptr;
    }
}

// PopStar and Classic levels are ranked by score, Discovery by time.
static bool samegame_ranks_by_score(const levels::LevelInfo& info) {
    try {
        return levels::parse_samegame_level(levels::load_document(info.path)).params.mode !=
               samegame::Mode::discovery;
    } catch (const std::exception&) {
        return true;
    }
}

GameDescriptor samegame_descriptor() {
    GameDescriptor d{
        "samegame",
        N_("PopStar"),
        N_("Pop same-coloured groups, clear the board"),
        N_("Click a group of two or more touching blocks of one colour to pop it. Blocks above fall, empty "
           "columns close to the left. Big groups score much more; clear the board for a bonus."),
        make_samegame_scene,
        samegame_how_to_play,
        {},
        samegame_ranks_by_score};
    d.free_play = {
        {"popstar", N_("PopStar run"), N_("Endless: level n's target is 1000 + (n−1)·2000")},
        {"discovery", N_("Discovery run"), N_("The same run with hidden colours, against the clock")},
    };
    d.daily = std::string(samegame::run_name(samegame::kDailyRun));
    return d;
}

} // namespace tessera::app
