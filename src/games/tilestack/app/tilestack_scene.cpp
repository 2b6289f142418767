// The Tile Stack scene: input, HUD, power-ups, saves and drawing. The event -> tween part is in
// animator.cpp; geometry in tilestack_layout.cpp.
#include "tessera/app/games/tilestack/tilestack_scene.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/spatial_nav.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/tilestack/certified.hpp"
#include "tessera/core/tilestack/deal.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/tilestack/save.hpp"

namespace tessera::app {
namespace tilestack_view {

namespace tt = tessera::tilestack;

namespace {

const char* const kFaceFrames[16] = {"face0",  "face1",  "face2",  "face3", "face4",  "face5",
                                     "face6",  "face7",  "face8",  "face9", "face10", "face11",
                                     "face12", "face13", "face14", "face15"};
const char* const kGlyphFrames[8] = {"glyph0", "glyph1", "glyph2", "glyph3",
                                     "glyph4", "glyph5", "glyph6", "glyph7"};

std::uint64_t fresh_seed() {
    std::uint64_t s = SDL_GetPerformanceCounter() ^ (static_cast<std::uint64_t>(SDL_GetTicks()) << 32);
    return splitmix64(s) % 1'000'000'000ULL;
}

int used_power_ups(const tt::PowerUps& start, const tt::PowerUps& left) {
    return (start.undo - left.undo) + (start.pop - left.pop) + (start.shuffle - left.shuffle);
}

} // namespace

Rgba covered_tint(int z) {
    // Deeper layers are a little darker still: depth shading.
    const float v = std::max(88.0f, 128.0f - 8.0f * static_cast<float>(std::max(0, 3 - z)));
    return {v, v, v + 14, 255};
}

namespace {

// The deal's seed: the level's, or one drawn for this game; `tessera screenshot --seed` overrides both.
std::uint64_t deal_seed_for(const App& app, const levels::TilestackLevel& level) {
    if (app.seed_override) return *app.seed_override;
    return level.seed ? *level.seed : fresh_seed();
}

// The power-ups, between Hint and Restart.
constexpr ToolSpec kTilestackTools[] = {
    {TilestackScene::kToolShuffle, N_("Shuffle"), "icon_shuffle", "S", "LB/RB", SDLK_s},
    {TilestackScene::kToolPop, N_("Pop 3"), "icon_pop", "O", "LB/RB", SDLK_o},
};

tt::State dealt(tt::Params params, std::uint64_t seed) {
    params.seed = seed;
    return tt::start(params);
}

} // namespace

TilestackScene::TilestackScene(App& app, const levels::LevelInfo& info, levels::TilestackLevel level)
    : TilestackScene(app, info, std::move(level), deal_seed_for(app, level)) {}

TilestackScene::TilestackScene(App& app, const levels::LevelInfo& info, levels::TilestackLevel&& level,
                               std::uint64_t seed)
    : SessionScene(app, info, Toolbar(kToolUndo | kToolHint | kToolRestart | kToolPause, kTilestackTools),
                   dealt(level.params, seed)),
      level_(std::move(level)), seed_(seed) {
    const tt::Layout& layout = *level_.params.layout;
    board_ = fit_board(layout);
    tray_ = fit_tray(level_.params.tray);
    order_ = painter_order(layout);
    total_tiles_ = layout.size();
    tray_shake_ = std::make_shared<Visual>();
    begin();
}

TilestackScene::SaveParams TilestackScene::save_params() const {
    return {levels::tilestack_save_params(level().key()), seed_};
}

std::optional<std::string> TilestackScene::legacy_save_id(std::string_view id) const {
    return levels::tilestack_legacy_save_id(id, save_params().params);
}

TilestackScene::SaveStart TilestackScene::save_start(const GameId& id) const {
    // The save's seed is dealt again (whatever the level's seed today), and its moves replay on it.
    return levels::tilestack_save_start(level_.params, level().key(), id);
}

void TilestackScene::show_state(bool intro_wanted) {
    timeline().clear();
    reset_view();
    if (intro_wanted && !resumed()) intro();
}

SDL_FPoint TilestackScene::board_centre(int tile) const {
    return board_.centre(level_.params.layout->pos[static_cast<std::size_t>(tile)]);
}

void TilestackScene::reset_view() {
    const std::size_t n = static_cast<std::size_t>(total_tiles_);
    vis_.assign(n, nullptr);
    for (auto& v : vis_) v = std::make_shared<Visual>();
    shown_face_ = state().face;
    view_place_ = state().place;
    flying_.assign(n, 0);
    view_tray_.clear();
    view_side_.clear();
    for (const auto& t : state().tray) view_tray_.push_back(t.tile);
    for (const auto& t : state().side) view_side_.push_back(t.tile);
    for (std::size_t i = 0; i < n; ++i) {
        Visual& v = *vis_[i];
        const int t = static_cast<int>(i);
        switch (state().place[i]) {
        case tt::Place::Board: {
            const SDL_FPoint c = board_centre(t);
            v.x = c.x;
            v.y = c.y;
            v.scale = board_.scale;
            v.tint = state().blockers[i] == 0 ? Rgba{} : covered_tint(level_.params.layout->pos[i].z);
            break;
        }
        case tt::Place::Gone:
            v.visible = false;
            break;
        default:
            break;
        }
    }
    for (std::size_t i = 0; i < view_tray_.size(); ++i) {
        Visual& v = *vis_[static_cast<std::size_t>(view_tray_[i])];
        const SDL_FPoint c = tray_.slot_centre(static_cast<int>(i));
        v.x = c.x;
        v.y = c.y;
        v.scale = tray_.tile_scale;
    }
    const int sides = static_cast<int>(view_side_.size());
    for (int i = 0; i < sides; ++i) {
        Visual& v = *vis_[static_cast<std::size_t>(view_side_[static_cast<std::size_t>(i)])];
        const SDL_FPoint c = tray_.side_centre(i, sides);
        v.x = c.x;
        v.y = c.y;
        v.scale = tray_.side_tile_scale();
    }
    popups_.clear();
    *tray_shake_ = Visual{};
    hover_ = -1;
}

// ------------------------------------------------------------------------------ moves

void TilestackScene::animate_move(const tt::State& before, const tt::Outcome& out, const tt::Move&) {
    animate(before, out.events);
}

void TilestackScene::on_state_changed() {
    if (cursor_ >= 0 && !state().free(cursor_)) cursor_ = -1;
}

void TilestackScene::try_pick(int tile) {
    if (!play_move(tt::Move::pick(tile))) {
        sound("invalid");
        nudge(tile);
    }
}

ResultCard TilestackScene::result_card(const tt::Status& st) {
    ResultCard o;
    o.won = st.phase == tt::Phase::Won;
    o.timed = true;
    const int used = used_power_ups(level_.params.power_ups, state().left);
    if (o.won) {
        o.title = tr("Box cleared!");
        o.lines.push_back(trnf("All {0} tiles cleared in {1} pick", "All {0} tiles cleared in {1} picks",
                               state().picks, total_tiles_, state().picks));
        o.lines.push_back(used == 0 ? tr("No power-ups used") : trf("Power-ups used: {0}", used));
        const int unused = state().left.undo + state().left.pop + state().left.shuffle;
        o.score = static_cast<std::int64_t>(total_tiles_) * 10 + unused * 50 +
                  std::max<std::int64_t>(0, 300 - static_cast<std::int64_t>(elapsed()));
        o.stars = used == 0 ? 3 : used <= 2 ? 2 : 1;
    } else {
        o.title = tr("Tray full");
        // The core's reason is its own English: the card says it in the player's words.
        (void)st;
        o.lines.push_back(tr("The tray filled up with no three alike."));
        // The same count as the top bar's "Tiles" (box and side row), then the tray.
        const int to_pick = state().board_left + static_cast<int>(state().side.size());
        o.lines.push_back(trnf("{0} tile still to pick, {1} in the tray",
                               "{0} tiles still to pick, {1} in the tray", to_pick, to_pick,
                               state().tray.size()));
        o.offer_undo = state().left.undo > 0 && tt::apply(state(), tt::Move::undo()).has_value();
    }
    return o;
}

// ------------------------------------------------------------------------------ tools

void TilestackScene::animate_history(const tt::State&, Step) {
    // Only Restart reaches here: the undo power-up is a move.
    cursor_ = -1;
    timeline().clear();
    reset_view();
    intro();
}

void TilestackScene::on_undo() {
    if (!play_move(tt::Move::undo())) sound("invalid");
}

void TilestackScene::on_tool(ToolButton tool) {
    bool ok = false;
    if (tool == kToolPop) ok = play_move(tt::Move::pop());
    if (tool == kToolShuffle) {
        // The shuffle carries its seed so the save replays it exactly.
        std::uint64_t s = seed_ * 1'000'003ULL + session().position();
        ok = play_move(tt::Move::shuffle(splitmix64(s)));
    }
    if (!ok) sound("invalid");
}

int TilestackScene::hint_tile() const {
    const auto m = hint_cache();
    return m && m->kind == tt::MoveKind::Pick ? m->tile : -1;
}

void TilestackScene::on_hint() {
    if (!accepts_input()) return;
    const int t = hint_tile();
    if (t < 0) {
        flash(state().left.undo + state().left.pop + state().left.shuffle > 0
                  ? tr("No sure win from here: try Undo, Pop 3 or Shuffle")
                  : tr("No sure win from here: try Restart"),
              4);
        sound("invalid");
        return;
    }
    if (hint_shown() && !hint_auto()) { // the press after the hint plays it, as in every game
        play_move(*hint_cache());
        return;
    }
    count_hint(); // the reward rule
    show_hint();
    cursor_ = t; // Enter / Space now picks the hinted tile
    cursor_shown_ = true;
    sound("click");
}

std::string TilestackScene::tool_badge(ToolButton tool) const {
    switch (tool) {
    case kToolUndo:
        return std::to_string(state().left.undo);
    case kToolPop:
        return std::to_string(state().left.pop);
    case kToolShuffle:
        return std::to_string(state().left.shuffle);
    default:
        return {};
    }
}

bool TilestackScene::tool_enabled(ToolButton tool) const {
    const bool playing = !finished();
    switch (tool) {
    case kToolUndo:
        return state().left.undo > 0 && state().last_pick.has_value();
    case kToolPop:
        return playing && state().left.pop > 0 && !state().tray.empty();
    case kToolShuffle:
        return playing && state().left.shuffle > 0 && state().board_left > 1;
    case kToolHint:
        return playing && state().board_left + static_cast<int>(state().side.size()) > 0;
    default:
        return true;
    }
}

// ------------------------------------------------------------------------------ input

int TilestackScene::tile_at(float x, float y, bool* covered) const {
    if (covered) *covered = false;
    auto inside = [](SDL_FRect r, float px, float py) {
        return px >= r.x && px < r.x + r.w && py >= r.y && py < r.y + r.h;
    };
    // The side row is drawn over the board: its tiles first (rightmost on top).
    const int sides = static_cast<int>(state().side.size());
    for (int i = sides; i-- > 0;) {
        const SDL_FPoint c = tray_.side_centre(i, sides);
        const float w = kFaceW * tray_.tile_scale, h = kFaceH * tray_.tile_scale;
        if (inside({c.x - kTileW * tray_.tile_scale / 2, c.y - kTileH * tray_.tile_scale / 2, w, h}, x, y))
            return state().side[static_cast<std::size_t>(i)].tile;
    }
    for (auto it = order_.rbegin(); it != order_.rend(); ++it) {
        const int t = *it;
        if (state().place[static_cast<std::size_t>(t)] != tt::Place::Board) continue;
        if (inside(board_.face_rect(level_.params.layout->pos[static_cast<std::size_t>(t)]), x, y)) {
            if (covered) *covered = !state().free(t);
            return t;
        }
    }
    return -1;
}

std::optional<SDL_FPoint> TilestackScene::click_point(int tile) const {
    if (tile < 0 || tile >= total_tiles_) return std::nullopt;
    const auto place = state().place[static_cast<std::size_t>(tile)];
    if (place == tt::Place::Board) {
        // The face's visible part: its top-left corner area is never under a higher tile in
        // B/C/explicit (those sit right/down or are removed when the tile is free).
        const SDL_FRect r = board_.face_rect(level_.params.layout->pos[static_cast<std::size_t>(tile)]);
        return SDL_FPoint{r.x + r.w / 2, r.y + r.h / 2};
    }
    if (place == tt::Place::Side) {
        const int sides = static_cast<int>(state().side.size());
        for (int i = 0; i < sides; ++i)
            if (state().side[static_cast<std::size_t>(i)].tile == tile) {
                const SDL_FPoint c = tray_.side_centre(i, sides);
                return SDL_FPoint{c.x - 6, c.y};
            }
    }
    return std::nullopt;
}

std::vector<int> TilestackScene::pickable() const {
    std::vector<int> out;
    for (int t = 0; t < total_tiles_; ++t)
        if (state().free(t)) out.push_back(t);
    return out;
}

void TilestackScene::move_cursor(int dx, int dy) {
    const std::vector<int> cands = pickable();
    if (cands.empty()) return;
    auto centre = [&](int t) -> SDL_FPoint {
        if (state().place[static_cast<std::size_t>(t)] == tt::Place::Board) return board_centre(t);
        return click_point(t).value_or(SDL_FPoint{0, 0});
    };
    if (cursor_ < 0 || !state().free(cursor_) || !cursor_shown_) {
        cursor_shown_ = true;
        if (cursor_ < 0 || !state().free(cursor_)) {
            // Start at the top-left free tile.
            cursor_ = *std::min_element(cands.begin(), cands.end(), [&](int a, int b) {
                const SDL_FPoint p = centre(a), q = centre(b);
                return p.y + p.x * 0.5f < q.y + q.x * 0.5f;
            });
        }
        return;
    }
    std::vector<NavCandidate> others;
    for (int t : cands)
        if (t != cursor_) others.push_back({t, centre(t)});
    const int best = nearest_toward(centre(cursor_), others, dx, dy, 2.5f);
    if (best >= 0) cursor_ = best;
}

void TilestackScene::pick_cursor() {
    if (cursor_ < 0 || !cursor_shown_) {
        move_cursor(0, 0);
        return;
    }
    try_pick(cursor_);
}

bool TilestackScene::on_action(InputAction action) {
    if (action == InputAction::Next) return false;
    if (action == InputAction::Select) {
        pick_cursor();
        return true;
    }
    const Point d = direction_of(action);
    move_cursor(d.x, d.y);
    return true;
}

bool TilestackScene::on_event(const SDL_Event& e) {
    switch (e.type) {
    case SDL_MOUSEMOTION: {
        const float x = static_cast<float>(e.motion.x), y = static_cast<float>(e.motion.y);
        bool covered = false;
        const int t = tile_at(x, y, &covered);
        hover_ = t >= 0 && !covered ? t : -1;
        if (e.motion.xrel != 0 || e.motion.yrel != 0) cursor_shown_ = false;
        return hover_ >= 0;
    }
    case SDL_MOUSEBUTTONDOWN: {
        if (e.button.button != SDL_BUTTON_LEFT) return false;
        const float x = static_cast<float>(e.button.x), y = static_cast<float>(e.button.y);
        bool covered = false;
        const int t = tile_at(x, y, &covered);
        if (t < 0) return false;
        cursor_shown_ = false;
        if (covered) {
            sound("invalid");
            nudge(t);
        } else {
            try_pick(t);
        }
        return true;
    }
    default:
        return false;
    }
}

void TilestackScene::step_view(double) {
    popups_.erase(
        std::remove_if(popups_.begin(), popups_.end(), [](const Popup& p) { return p.v->alpha <= 0.01f; }),
        popups_.end());
}

// ------------------------------------------------------------------------------ HUD

HudInfo TilestackScene::hud() const {
    HudInfo h;
    h.items.push_back(
        {N_("Tiles"), std::to_string(state().board_left + static_cast<int>(state().side.size()))});
    h.items.push_back(
        {N_("Tray"), std::to_string(state().tray.size()) + " / " + std::to_string(state().tray_capacity)});
    h.items.push_back({N_("Triples"), std::to_string(state().triples_cleared)});
    h.items.push_back({N_("Time"), clock_text(elapsed())});
    const int cleared = state().triples_cleared * 3;
    h.progress = total_tiles_ > 0 ? static_cast<double>(cleared) / total_tiles_ : 0.0;
    h.progress_label = trf("Cleared {0} / {1}", cleared, total_tiles_);
    if (!finished() && hint_shown() && hint_tile() >= 0)
        h.message = tr("Hint: pick the glowing tile");
    else if (moves_played() == 0) // until the first pick: what this level changes of the usual rules
        h.message = tilestack_level_rules(level_.params).start;
    return h;
}

// ------------------------------------------------------------------------------ drawing

void TilestackScene::draw_tile(Gfx& gfx, int tile, float dx) const {
    const Visual& v = *vis_[static_cast<std::size_t>(tile)];
    if (!v.visible || v.alpha <= 0.01f || v.scale <= 0.01f) return;
    const float s = v.scale;
    const float w = kTileW * s, h = kTileH * s;
    const float x = v.x - w / 2 + dx, y = v.y - h / 2;
    const Colour tint{static_cast<Uint8>(std::clamp(v.tint.r, 0.f, 255.f)),
                      static_cast<Uint8>(std::clamp(v.tint.g, 0.f, 255.f)),
                      static_cast<Uint8>(std::clamp(v.tint.b, 0.f, 255.f)), 255};
    gfx.sprite("tiles", "tile_shadow", {x + 3 * s, y + 5 * s, w, h}, v.alpha * 0.9f);
    gfx.sprite("tiles", "tile_base", {x, y, w, h}, v.alpha, tint);
    const int f = shown_face_[static_cast<std::size_t>(tile)];
    if (f < 0) return;
    gfx.sprite("tiles", kFaceFrames[f % 16], {x + 9 * s, y + 15 * s, 64 * s, 64 * s}, v.alpha, tint);
    if (f >= 16) // faces 17..32 reuse the pictures with a corner mark
        gfx.fill_rounded({x + 6 * s, y + 6 * s, 14 * s, 14 * s}, 7 * s, {60, 60, 90, 255});
    if (app().settings().colourblind_symbols) {
        const float g = 26 * s;
        gfx.sprite("glyphs", kGlyphFrames[f % 8], {x + 81 * s - g - 2 * s, y + 93 * s - g - 2 * s, g, g},
                   v.alpha * 0.95f, tint);
    }
}

void TilestackScene::draw_tray(Gfx& gfx) const {
    const float dx = tray_shake_->x;
    SDL_FRect panel = tray_.panel;
    panel.x += dx;
    const bool danger = static_cast<int>(view_tray_.size()) >= tray_.slots - 1;
    gfx.fill_rounded(panel, 14, {16, 18, 34, 215});
    gfx.outline_rounded(panel, 14, danger ? Colour{255, 110, 110, 255} : Colour{90, 100, 150, 255}, 2);
    for (int i = 0; i < tray_.slots; ++i) {
        SDL_FRect r = tray_.slot_rect(i);
        r.x += dx;
        gfx.sprite("tiles", "tray_slot", r);
    }
    if (!view_side_.empty()) {
        // A backing for the side row with its label inside (so it never touches the board).
        const SDL_FRect s = tray_.side;
        const float right = s.x + s.w + 10;
        const float left = std::min(tray_.side_centre(0, static_cast<int>(view_side_.size())).x -
                                        kTileW * tray_.tile_scale / 2 - 10,
                                    right - 150);
        gfx.fill_rounded({left, s.y, right - left, s.h}, 14, {16, 18, 34, 170});
        gfx.text(tr("Popped: pick again"), left + 10, s.y + 2, 13, theme::kTextDim);
    }
}

void TilestackScene::on_draw(Gfx& gfx) {
    const tt::Layout& layout = *level_.params.layout;
    // Board tiles in painter's order; hovered and cursor tiles get a lift and an outline.
    for (int t : order_) {
        const std::size_t i = static_cast<std::size_t>(t);
        if (view_place_[i] != tt::Place::Board || flying_[i]) continue;
        draw_tile(gfx, t, 0);
    }
    const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(time() * 5.0));
    auto mark = [&](int t, Colour c, float thickness) {
        if (t < 0 || !state().free(t) ||
            view_place_[static_cast<std::size_t>(t)] != state().place[static_cast<std::size_t>(t)])
            return;
        SDL_FRect r;
        if (state().place[static_cast<std::size_t>(t)] == tt::Place::Board) {
            r = board_.face_rect(layout.pos[static_cast<std::size_t>(t)]);
        } else {
            const Visual& v = *vis_[static_cast<std::size_t>(t)];
            const float s = v.scale;
            r = {v.x - kTileW * s / 2 + s, v.y - kTileH * s / 2 + s, kFaceW * s, kFaceH * s};
        }
        const float pad = thickness;
        gfx.outline_rounded({r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad}, 8 * board_.scale + pad, c,
                            thickness);
    };

    draw_tray(gfx);
    for (std::size_t i = 0; i < view_side_.size(); ++i)
        if (!flying_[static_cast<std::size_t>(view_side_[i])]) draw_tile(gfx, view_side_[i], 0);
    for (int t : view_tray_)
        if (!flying_[static_cast<std::size_t>(t)]) draw_tile(gfx, t, tray_shake_->x);
    for (int t = 0; t < total_tiles_; ++t) {
        // Flying tiles on top; cleared tiles stay visible while they shrink away.
        const std::size_t i = static_cast<std::size_t>(t);
        if (flying_[i] || (view_place_[i] == tt::Place::Gone && vis_[i]->visible)) draw_tile(gfx, t, 0);
    }

    if (!finished()) {
        if (hint_shown() && hint_tile() >= 0) {
            const Uint8 a = static_cast<Uint8>(120 + 135 * pulse);
            mark(hint_tile(), {120, 230, 150, a}, 3 + 3 * pulse);
        }
        if (hover_ >= 0 && hover_ != cursor_) mark(hover_, {110, 200, 255, 235}, 3);
        if (cursor_shown_ && cursor_ >= 0) mark(cursor_, theme::kAccent, 4);
    }

    for (const auto& p : popups_) {
        const Visual& v = *p.v;
        if (p.text.empty()) {
            gfx.sprite("ui", "particle", v, 16, 16);
        } else {
            Colour c = p.colour;
            c.a = static_cast<Uint8>(std::clamp(v.alpha, 0.0f, 1.0f) * 255);
            gfx.text(p.text, v.x, v.y, 30, c, Align::Centre, true);
        }
    }
}

} // namespace tilestack_view

std::unique_ptr<Scene> make_tilestack_scene(App& app, const levels::LevelInfo& level) {
    if (level.free_play) { // the size's box, dealt winnable: the deal is built along a winning order
        for (tilestack::DealSize size : tilestack::kDealSizes) {
            if (tilestack::to_string(size) != level.free_play->id.difficulty) continue;
            levels::TilestackLevel free;
            free.title = level.title;
            free.params = tilestack::free_play_params(size);
            free.seed = level.free_play->id.seed;
            return std::make_unique<tilestack_view::TilestackScene>(app, level, std::move(free));
        }
        return nullptr;
    }
    try {
        const levels::Document doc = levels::load_document(level.path);
        levels::TilestackLevel parsed = levels::parse_tilestack_level(doc);
        return std::make_unique<tilestack_view::TilestackScene>(app, level, std::move(parsed));
    } catch (const levels::LevelError& e) {
        app.toast(e.what(), 8);
        return nullptr;
    }
}

GameDescriptor tilestack_descriptor() {
    GameDescriptor d{
        "tilestack",
        N_("Tile Stack"),
        N_("Pick free tiles, match three in the tray"),
        N_("Pick uncovered tiles into the tray; three alike vanish. If the tray fills up, the level is lost. "
           "Every deal can be won."),
        make_tilestack_scene,
        tilestack_how_to_play,
        tilestack_level_rules_of};
    d.free_play = {
        {"small", N_("Small"), N_("36 tiles in a low box, 6 kinds")},
        {"medium", N_("Medium"), N_("108 tiles, 3 layers, 12 kinds")},
        {"large", N_("Large"), N_("600 tiles, 6 layers, 28 kinds")},
    };
    d.daily = "medium";
    return d;
}

} // namespace tessera::app
