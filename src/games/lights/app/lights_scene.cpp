// The Lights Out scene: input, HUD, drawing, the result card, and the game's descriptor (what the
// menu, level select and free play know of it).
#include "tessera/app/games/lights/lights_scene.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::app {
namespace lights_view {

namespace lo = tessera::lights;

namespace {

constexpr float kMaxCell = 96;
constexpr float kGap = 8;

lo::State start_of(const levels::LightsLevel& level) {
    return lo::start(level.params).value_or(lo::State{level.params.size, 0, 0});
}

} // namespace

LightsScene::LightsScene(App& app, const levels::LevelInfo& info, levels::LightsLevel level)
    : SessionScene(app, info, kToolUndo | kToolRedo | kToolHint | kToolRestart | kToolPause, start_of(level)),
      level_(std::move(level)) {
    const auto solution = lo::solve(start_state());
    par_ = solution ? static_cast<int>(solution->size()) : 0;
    const int n = level_.params.size;
    cell_ = std::min(kMaxCell, (std::min(kBoardArea.w, kBoardArea.h) - 40) / static_cast<float>(n));
    const float side = cell_ * static_cast<float>(n);
    origin_ = {kBoardArea.x + (kBoardArea.w - side) / 2, kBoardArea.y + (kBoardArea.h - side) / 2};
    cursor_ = {n / 2, n / 2};
    begin();
}

// The params codec: the level and its board, so a save of a level whose file has changed is not
// replayed on the new board ("lights:level=lights/01-plus;lit=325#0").
LightsScene::SaveParams LightsScene::save_params() const {
    return {"level=" + level().key() + ";lit=" + std::to_string(level_.params.lit), 0};
}

void LightsScene::show_state(bool) { hover_.reset(); }

void LightsScene::animate_move(const lo::State&, const lo::Outcome&, const lo::Move&) {
    // The board is drawn from state(): a game with tweens would add them to timeline() here.
    sound("click");
}

ResultCard LightsScene::result_card(const lo::Status& st) {
    ResultCard card;
    card.won = st.phase == lo::Phase::Won;
    card.timed = true;
    card.title = tr("Lights out!");
    const int presses = state().presses;
    card.lines.push_back(trnf("Dark in {0} press", "Dark in {0} presses", presses, presses));
    card.lines.push_back(trnf("The fewest is {0} press", "The fewest is {0} presses", par_, par_));
    card.stars = presses <= par_ ? 3 : presses <= 2 * par_ ? 2 : 1;
    return card;
}

// ------------------------------------------------------------------------------ input

SDL_FRect LightsScene::cell_rect(int x, int y) const {
    return {origin_.x + static_cast<float>(x) * cell_ + kGap / 2,
            origin_.y + static_cast<float>(y) * cell_ + kGap / 2, cell_ - kGap, cell_ - kGap};
}

SDL_FPoint LightsScene::click_point(lo::Move cell) const {
    const SDL_FRect r = cell_rect(cell.x, cell.y);
    return {r.x + r.w / 2, r.y + r.h / 2};
}

std::optional<lo::Move> LightsScene::cell_at(float x, float y) const {
    const int cx = static_cast<int>(std::floor((x - origin_.x) / cell_));
    const int cy = static_cast<int>(std::floor((y - origin_.y) / cell_));
    const int n = state().size;
    if (cx < 0 || cy < 0 || cx >= n || cy >= n) return std::nullopt;
    return lo::Move{cx, cy};
}

void LightsScene::press(lo::Move cell) {
    if (!ready_for_input()) return;
    if (!play_move(cell)) sound("invalid");
}

bool LightsScene::on_action(InputAction action) {
    if (action == InputAction::Next) return false;
    if (action == InputAction::Select) {
        if (cursor_shown_) press(cursor_);
        cursor_shown_ = true;
        return true;
    }
    const Point d = direction_of(action);
    if (d.x == 0 && d.y == 0) return false; // not a cursor key: the midend's (Hint, Undo, ...)
    if (cursor_shown_) {
        const int n = state().size;
        cursor_.x = std::clamp(cursor_.x + d.x, 0, n - 1);
        cursor_.y = std::clamp(cursor_.y + d.y, 0, n - 1);
    }
    cursor_shown_ = true;
    return true;
}

bool LightsScene::on_event(const SDL_Event& e) {
    switch (e.type) {
    case SDL_MOUSEMOTION:
        hover_ = cell_at(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y));
        if (e.motion.xrel != 0 || e.motion.yrel != 0) cursor_shown_ = false;
        return hover_.has_value();
    case SDL_MOUSEBUTTONDOWN: {
        if (e.button.button != SDL_BUTTON_LEFT) return false;
        const auto cell = cell_at(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
        if (!cell) return false;
        cursor_ = *cell;
        cursor_shown_ = false;
        press(*cell);
        return true;
    }
    default:
        return false;
    }
}

// ------------------------------------------------------------------------------ HUD, drawing

HudInfo LightsScene::hud() const {
    HudInfo h;
    const int cells = state().size * state().size;
    h.items.push_back({N_("Lit"), std::to_string(lo::lit_count(state()))});
    h.items.push_back({N_("Presses"), std::to_string(state().presses)});
    h.items.push_back({N_("Time"), clock_text(elapsed())});
    h.progress = 1.0 - static_cast<double>(lo::lit_count(state())) / cells;
    h.progress_label = trf("Fewest presses: {0}", par_);
    if (!finished() && hint_shown()) h.message = tr("Hint: press the glowing cell");
    return h;
}

void LightsScene::on_draw(Gfx& gfx) {
    const lo::State& s = state();
    const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(time() * 5.0));
    const float radius = cell_ * 0.18f;
    for (int y = 0; y < s.size; ++y)
        for (int x = 0; x < s.size; ++x) {
            const SDL_FRect r = cell_rect(x, y);
            const bool on = (s.lit & lo::bit(s.size, x, y)) != 0;
            if (on) gfx.fill_rounded({r.x - 4, r.y - 4, r.w + 8, r.h + 8}, radius + 4, {255, 214, 90, 70});
            gfx.fill_rounded(r, radius, on ? Colour{255, 214, 90, 255} : Colour{38, 44, 78, 255});
            gfx.outline_rounded(r, radius, on ? Colour{255, 245, 200, 255} : Colour{70, 80, 130, 255}, 2);
        }
    auto mark = [&](lo::Move m, Colour c, float thickness) {
        const SDL_FRect r = cell_rect(m.x, m.y);
        gfx.outline_rounded({r.x - thickness, r.y - thickness, r.w + 2 * thickness, r.h + 2 * thickness},
                            radius + thickness, c, thickness);
    };
    if (finished()) return;
    if (hint_shown())
        if (const auto hint = hint_cache())
            mark(*hint, {120, 230, 150, static_cast<Uint8>(120 + 135 * pulse)}, 3 + 3 * pulse);
    if (hover_ && !cursor_shown_) mark(*hover_, {110, 200, 255, 235}, 3);
    if (cursor_shown_) mark(cursor_, theme::kAccent, 4);
}

} // namespace lights_view

std::unique_ptr<Scene> make_lights_scene(App& app, const levels::LevelInfo& level) {
    if (level.free_play) { // "random": a 5x5 board dealt from the free-play seed
        if (level.free_play->id.difficulty != "random") return nullptr;
        levels::LightsLevel free;
        free.title = level.title;
        free.params = lights::deal(lights::kDefaultSize, level.free_play->id.seed);
        return std::make_unique<lights_view::LightsScene>(app, level, std::move(free));
    }
    try {
        const levels::Document doc = levels::load_document(level.path);
        return std::make_unique<lights_view::LightsScene>(app, level, levels::parse_lights_level(doc));
    } catch (const levels::LevelError& e) {
        app.toast(e.what(), 8);
        return nullptr;
    }
}

GameDescriptor lights_descriptor() {
    GameDescriptor d{
        "lights",
        N_("Lights Out"),
        N_("Press a light to flip it and its neighbours"),
        N_("Pressing a cell switches it and its four neighbours on or off. Switch every light off."),
        make_lights_scene,
        lights_how_to_play};
    d.free_play = {{"random", N_("Random"), N_("5x5, a new board each game")}};
    d.daily = "random";
    return d;
}

} // namespace tessera::app
