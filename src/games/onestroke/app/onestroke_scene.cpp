#include "tessera/app/games/onestroke/onestroke_scene.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>

#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/core/onestroke/free_play.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/onestroke/level.hpp"

namespace tessera::app {

namespace {

using onestroke_view::Vec2;

float distance(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

} // namespace

OnestrokeScene::OnestrokeScene(App& app, levels::LevelInfo level, onestroke::Figure figure)
    : SessionScene(app, std::move(level), kToolUndo | kToolRedo | kToolHint | kToolRestart | kToolPause,
                   onestroke::start(std::make_shared<const onestroke::Figure>(std::move(figure)))),
      figure_(start_state().figure), layout_(*figure_),
      anim_(timeline(), view_, layout_, [this](const char* s) { sound(s); }) {
    begin();
}

OnestrokeScene::SaveParams OnestrokeScene::save_params() const {
    // FNV-1a over the line list: a different figure gives a different id.
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&](int v) {
        for (int k = 0; k < 4; ++k) {
            h ^= static_cast<std::uint64_t>((static_cast<unsigned>(v) >> (8 * k)) & 0xFFu);
            h *= 1099511628211ull;
        }
    };
    for (const onestroke::Edge& e : figure_->edges) {
        const Point a = figure_->vertices[static_cast<std::size_t>(e.a)];
        const Point b = figure_->vertices[static_cast<std::size_t>(e.b)];
        mix(a.x), mix(a.y), mix(b.x), mix(b.y);
    }
    char hex[20];
    std::snprintf(hex, sizeof hex, "%08x", static_cast<unsigned>(h ^ (h >> 32)));
    return {"level=" + level().id + ";lines=" + hex, 0};
}

void OnestrokeScene::show_state(bool intro) {
    view_.reset(layout_, state());
    win_shown_ = false;
    if (intro) anim_.appear();
}

// --- moves ----------------------------------------------------------------------------------------

bool OnestrokeScene::draw_to(int vertex) { return play_move(onestroke::Move{vertex}); }

void OnestrokeScene::animate_move(const onestroke::State&, const onestroke::Outcome& out,
                                  const onestroke::Move&) {
    for (const auto& ev : out.events) {
        if (std::holds_alternative<onestroke::Stuck>(ev)) count_in_visit("stuck");
        if (std::holds_alternative<onestroke::Won>(ev)) win_shown_ = true;
    }
    anim_.play(out.events, state(), [] {});
}

void OnestrokeScene::on_state_changed() {
    status_ = onestroke::status(state());
    next_ = onestroke::next_vertices(state());
    stuck_hint_.reset();
    if (status_.phase == Phase::Lost) stuck_hint_ = onestroke::hint(state());
    flagged_ = -1;
    if (state().current() >= 0) cursor_ = state().current();
    update_hover();
}

void OnestrokeScene::animate_history(const onestroke::State& before, Step step) {
    switch (step) {
    case Step::Undo:
        anim_.undo(before, state());
        break;
    case Step::Redo:
        if (const auto out = onestroke::apply(before, session().moves().back()))
            anim_.play(out->events, state(), [] {});
        break;
    case Step::Restart:
        dragging_ = false; // the visit's hints and times stuck stay (the reward rule)
        anim_.restart(before);
        break;
    }
}

void OnestrokeScene::reject(int vertex) {
    if (vertex < 0) return;
    anim_.reject(vertex);
    sound("invalid");
}

// Where to restart a stuck stroke is free (being stuck already costs a star), and so is an idle
// hint until it is asked for (the midend does not count those).
bool OnestrokeScene::hint_is_free(const onestroke::Hint& h) const {
    return stuck_hint_.has_value() || h.kind == onestroke::Hint::Kind::Done ||
           h.kind == onestroke::Hint::Kind::Invalid;
}

// Also while stuck (a Lost stroke takes no moves, but where to start again is a hint).
void OnestrokeScene::on_hint() {
    if (won() || finished()) return;
    const auto h = hint_cache();
    if (!h) return;
    next_hint_grade(); // counts the hint unless hint_is_free()
    if (hint_level() >= 2 && h->vertex >= 0) cursor_ = h->vertex;
    sound("pop");
}

void OnestrokeScene::act_on_hint(const onestroke::Hint& h) {
    using Kind = onestroke::Hint::Kind;
    if ((h.kind == Kind::Start || h.kind == Kind::Next) && h.vertex >= 0) draw_to(h.vertex);
}

// The hint's first grade: where to look, not the answer.
std::vector<int> OnestrokeScene::hint_area(const onestroke::Hint& h) const {
    std::vector<int> out;
    using Kind = onestroke::Hint::Kind;
    if (h.kind == Kind::Next) return next_;
    if (h.kind == Kind::Start || h.kind == Kind::Restart)
        for (int v = 0; v < figure_->vertex_count(); ++v)
            if (figure_->degree(v) % 2 == 1) out.push_back(v);
    return out;
}

void OnestrokeScene::on_undo() {
    SessionScene::on_undo();
    if (lone_start()) SessionScene::on_undo();
}

void OnestrokeScene::on_redo() {
    SessionScene::on_redo();
    if (lone_start() && session().can_redo()) SessionScene::on_redo();
}

bool OnestrokeScene::tool_enabled(ToolButton tool) const {
    switch (tool) {
    case kToolUndo:
        return session().can_undo() && !won();
    case kToolRedo:
        return session().can_redo() && !won();
    case kToolHint:
        return !won();
    case kToolRestart: // also after a win: the result card's Retry goes through it
        return session().position() > 0;
    default:
        return true;
    }
}

std::string OnestrokeScene::tool_badge(ToolButton tool) const {
    if (tool == kToolHint && hints_used() > 0) return std::to_string(hints_used());
    return {};
}

void OnestrokeScene::on_resume() {
    // Back from the pause overlay: the button may have come up while it was open.
    dragging_ = false;
    flagged_ = -1;
}

// --- input ----------------------------------------------------------------------------------------

bool OnestrokeScene::on_event(const SDL_Event& e) {
    switch (e.type) {
    case SDL_MOUSEMOTION:
        pointer_ = {static_cast<float>(e.motion.x), static_cast<float>(e.motion.y)};
        // The button came up where the board did not see it (over the toolbar, under an overlay).
        if (dragging_ && !(e.motion.state & SDL_BUTTON_LMASK)) dragging_ = false;
        if (dragging_)
            drag_to(pointer_);
        else
            update_hover();
        return true;
    case SDL_MOUSEBUTTONDOWN:
        if (e.button.button != SDL_BUTTON_LEFT) return false;
        pointer_ = {static_cast<float>(e.button.x), static_cast<float>(e.button.y)};
        keyboard_.hide();
        press(pointer_);
        return true;
    case SDL_MOUSEBUTTONUP:
        if (e.button.button != SDL_BUTTON_LEFT) return false;
        dragging_ = false;
        flagged_ = -1;
        update_hover();
        return true;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        view_.invalidate();
        return false;
    default:
        return false; // touch arrives as mouse events too (SDL's touch-mouse emulation)
    }
}

void OnestrokeScene::press(Vec2 p) {
    const Vec2 f = layout_.to_figure(p.x, p.y);
    const double rf = layout_.figure_dot_radius();
    const int cur = state().current();
    if (playing()) {
        // Pen down on the current end continues the stroke; on a legal dot it draws to it
        // (click-click or tap-tap) and keeps the pen down for a drag.
        if (cur >= 0 && distance(p, layout_.dot(cur)) <= layout_.dot_radius() * onestroke::kHitRadiusFactor) {
            dragging_ = true;
            last_drag_ = p;
            return;
        }
        if (const auto move = onestroke::touch(state(), f.x, f.y, rf)) {
            draw_to(move->vertex);
            dragging_ = true;
            last_drag_ = p;
            return;
        }
    }
    const int any = onestroke::nearest_vertex(*figure_, f.x, f.y, rf * onestroke::kHitRadiusFactor);
    if (any >= 0 && any != cur) reject(any);
}

void OnestrokeScene::drag_to(Vec2 p) {
    // Sample the pointer's path, so a fast drag that jumps over a dot between two motion events
    // still passes through it.
    const float step = std::max(3.0f, layout_.dot_radius() * 0.5f);
    const float len = distance(last_drag_, p);
    const int samples = std::max(1, static_cast<int>(std::ceil(len / step)));
    const double rf = layout_.figure_dot_radius();
    for (int i = 1; i <= samples && playing(); ++i) {
        const float t = static_cast<float>(i) / static_cast<float>(samples);
        const Vec2 q{last_drag_.x + (p.x - last_drag_.x) * t, last_drag_.y + (p.y - last_drag_.y) * t};
        const Vec2 f = layout_.to_figure(q.x, q.y);
        if (const auto move = onestroke::touch(state(), f.x, f.y, rf)) {
            draw_to(move->vertex);
            continue;
        }
        // Right over a dot the pen cannot go to: tell the player once per dot.
        const int over = onestroke::nearest_vertex(*figure_, f.x, f.y, rf);
        if (over >= 0 && over != state().current() && over != flagged_) {
            flagged_ = over;
            reject(over);
        }
    }
    last_drag_ = p;
}

void OnestrokeScene::update_hover() {
    hover_ = -1;
    if (!playing()) return;
    const Vec2 f = layout_.to_figure(pointer_.x, pointer_.y);
    if (const auto move = onestroke::touch(state(), f.x, f.y, layout_.figure_dot_radius()))
        hover_ = move->vertex;
}

bool OnestrokeScene::on_action(InputAction action) {
    if (action == InputAction::Next) { // the next dot the pen may move to
        if (!next_.empty()) {
            auto it = std::upper_bound(next_.begin(), next_.end(), keyboard_.shown() ? cursor_ : -1);
            cursor_ = it == next_.end() ? next_.front() : *it;
        }
        keyboard_.show();
        return true;
    }
    if (!keyboard_.reveal()) { // the first press shows where the cursor is
        if (action != InputAction::Select && state().current() >= 0) cursor_ = state().current();
        return true;
    }
    if (action == InputAction::Select) {
        if (!draw_to(cursor_) && cursor_ != state().current()) reject(cursor_);
        return true;
    }
    const Point d = direction_of(action);
    cursor_ = layout_.neighbour(cursor_, d.x, d.y);
    return true;
}

// --- frame ----------------------------------------------------------------------------------------

void OnestrokeScene::step_view(double) {
    view_.prune();
    anim_.set_reduced_motion(app().settings().reduced_motion);
}

ResultCard OnestrokeScene::result_card(const onestroke::Status&) {
    const int total = figure_->edge_count();
    ResultCard o;
    o.won = true;
    o.title = tr("Drawn in one stroke!");
    o.lines.push_back(
        plural(total, "All {0} line, never lifting the pen.", "All {0} lines, never lifting the pen."));
    if (hints_used() == 0 && stuck_count() == 0)
        o.lines.push_back(tr("No hints, never stuck: perfect!"));
    else
        o.lines.push_back(trf("Hints {0}", hints_used()) + "  \xC2\xB7  " +
                          plural(stuck_count(), "Stuck {0} time", "Stuck {0} times"));
    o.timed = true;
    o.stars = 3 - (hints_used() > 0 ? 1 : 0) - (stuck_count() > 0 ? 1 : 0);
    return o;
}

void OnestrokeScene::animate_ending(const ResultCard&) {
    // A game resumed into its win has not celebrated yet.
    if (!win_shown_) anim_.win(state(), 0.4, [] {});
    win_shown_ = true;
}

void OnestrokeScene::on_draw(Gfx& gfx) {
    onestroke_view::ViewFrame f;
    f.state = &state();
    f.next = &next_;
    f.started = state().current() >= 0;
    f.playing = playing() && !finished();
    f.hover = dragging_ ? -1 : hover_;
    f.cursor = cursor_;
    f.show_cursor = keyboard_.shown() && f.playing;
    // The hint shows where to look first, then the dot or line itself.
    if (const std::optional<onestroke::Hint> h = shown_hint(); h && !won()) {
        if (hint_level() >= 2) {
            f.hint_vertex = h->vertex;
            if (h->kind == onestroke::Hint::Kind::Next) f.hint_edge = h->edge;
        } else {
            f.hint_area = hint_area(*h);
        }
    }
    if (status_.phase == onestroke::Phase::Lost) f.stuck_vertex = state().current();
    f.rubber_band = dragging_ && f.started;
    f.preview = !dragging_ && f.started;
    f.pointer = pointer_;
    f.clock = app().settings().reduced_motion ? 0.0 : time(); // reduced motion: rings and glows hold still
    f.symbols = app().settings().colourblind_symbols;
    view_.draw(gfx, layout_, f);
}

HudInfo OnestrokeScene::hud() const {
    HudInfo info;
    const int total = status_.total, drawn = status_.drawn;
    info.items.push_back({N_("Lines"), std::to_string(drawn) + " / " + std::to_string(total)});
    info.items.push_back({N_("Time"), clock_text(elapsed())});
    info.items.push_back({N_("Hints"), std::to_string(hints_used())});
    info.progress = total > 0 ? static_cast<double>(drawn) / total : 0.0;
    info.progress_label = tr("Drawn");
    const int left = total - drawn;
    using Kind = onestroke::Hint::Kind;
    if (won()) {
        info.message = tr("Every line drawn in one stroke!");
    } else if (const auto hint = shown_hint(); hint && hint_level() >= 2) {
        const bool odd = hint->vertex >= 0 && figure_->degree(hint->vertex) % 2 == 1;
        switch (hint->kind) {
        case Kind::Start:
            info.message = odd ? tr("Hint: start at the green dot — an odd dot, so the stroke must "
                                    "start or end there (H again draws it)")
                               : tr("Hint: start at the green dot (H again draws it)");
            break;
        case Kind::Next:
            info.message = tr("Hint: draw the green line next (H again draws it)");
            break;
        case Kind::Restart:
            info.message = tr("Hint: Restart, and start again from the green dot");
            break;
        default:
            info.message = hint->text;
            break;
        }
    } else if (const auto hint = shown_hint()) {
        const bool odd_dots = !hint_area(*hint).empty();
        switch (hint->kind) {
        case Kind::Start:
            info.message = odd_dots
                               ? tr("Hint: start at one of the two glowing dots — a stroke with odd dots "
                                    "runs from one to the other (H again: which)")
                               : tr("Hint: every dot is even, so start anywhere (H again: a good start)");
            break;
        case Kind::Next:
            info.message =
                tr("Hint: of the glowing dots, avoid a line that would cut off lines you still need "
                   "(H again: which)");
            break;
        case Kind::Restart:
            info.message = tr("Hint: this stroke cannot be finished — a new one starts at a glowing "
                              "dot (H again: which)");
            break;
        default:
            info.message = hint->text;
            break;
        }
    } else if (status_.phase == onestroke::Phase::Lost) {
        info.message = plural(
            left, "Stuck! {0} line is left but none starts here — Undo, or Restart (H: where to start)",
            "Stuck! {0} lines are left but none starts here — Undo, or Restart (H: where to start)");
    } else if (state().current() < 0) {
        // The level's description when it speaks to the player (not a designer's provenance note).
        const std::string& d = level().description_in(current_language());
        const bool for_player = !d.empty() && level().description.find("Generated") == std::string::npos &&
                                level().description.find("Recognised") == std::string::npos && d.size() <= 80;
        info.message = for_player ? d : tr("Press a dot and drag along the lines: draw every line once");
    } else {
        info.message = plural(left, "{0} line left — drag on from the amber dot",
                              "{0} lines left — drag on from the amber dot");
    }
    return info;
}

// --- factory --------------------------------------------------------------------------------------

std::unique_ptr<Scene> make_onestroke_scene(App& app, const levels::LevelInfo& level) {
    if (level.free_play) { // a random trail on a lattice: drawable by construction
        const auto free = onestroke::parse_free_level(level.free_play->id.difficulty);
        if (!free) return nullptr;
        onestroke::BuildResult built =
            onestroke::build_figure(onestroke::deal_free(*free, level.free_play->id.seed));
        if (!built.figure) {
            app.toast(level.free_play->id.to_string() + ": " + built.error, 8);
            return nullptr;
        }
        return std::make_unique<OnestrokeScene>(app, level, std::move(*built.figure));
    }
    try {
        const levels::Document doc = levels::load_document(level.path);
        onestroke::Figure figure = levels::load_onestroke_figure(doc);
        const onestroke::FigureCheck check = onestroke::check_figure(figure);
        if (!check.ok) {
            app.toast(level.path + ": " + check.message, 8);
            return nullptr;
        }
        return std::make_unique<OnestrokeScene>(app, level, std::move(figure));
    } catch (const std::exception& ex) {
        app.toast(ex.what(), 8);
        return nullptr;
    }
}

GameDescriptor onestroke_descriptor() {
    GameDescriptor d{
        "onestroke",
        N_("One Stroke"),
        N_("Draw the figure without lifting the pen"),
        N_("Drag from a dot along the lines to draw every line exactly once, without lifting. Start at an "
           "odd dot if the figure has one."),
        make_onestroke_scene,
        onestroke_how_to_play};
    d.free_play = {
        {"easy", N_("Easy"), N_("3x3 dots, about 8 lines, no crossing")},
        {"medium", N_("Medium"), N_("4x4 dots, about 15 lines, crossings")},
        {"hard", N_("Hard"), N_("5x5 dots, about 24 lines, many crossings")},
    };
    d.daily = std::string(onestroke::free_level_name(onestroke::kDailyLevel));
    return d;
}

} // namespace tessera::app
