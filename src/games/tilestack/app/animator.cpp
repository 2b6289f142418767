// Turns the events of one Tile Stack move into tweens on the scene's timeline. The State is
// already updated; this only moves the view (view_tray_, view_side_, view_place_ and the tile
// Visuals) along the same steps the core took, phase by phase:
//   Picked      the tile lifts and flies into its slot while later tray tiles slide right
//   Freed       uncovered tiles brighten (same phase)
//   TrayCleared after the landing, the three shrink away with a burst; the rest slide left
//   Popped      the leftmost tray tiles fly to the side row
//   Returned    undo: the tile flies back to the board or side row
//   Covered     undo: tiles darken again
//   Reshuffled  board tiles flip to their new faces
//   Won / Lost  a burst of confetti / the tray shakes; the overlay follows when all is done
#include <algorithm>
#include <cmath>
#include <numbers>
#include <type_traits>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/games/tilestack/tilestack_scene.hpp"

namespace tessera::app::tilestack_view {

namespace tt = tessera::tilestack;

namespace {

// A colour per face picture (apple, orange, cherries, ...), for bursts.
constexpr Colour kFaceColours[16] = {
    {230, 60, 60, 255},  {255, 150, 40, 255}, {200, 30, 60, 255},   {150, 80, 200, 255},
    {250, 225, 70, 255}, {110, 190, 80, 255}, {240, 120, 160, 255}, {120, 130, 150, 255},
    {60, 160, 90, 255},  {60, 150, 230, 255}, {255, 205, 50, 255},  {120, 130, 220, 255},
    {255, 170, 40, 255}, {230, 80, 170, 255}, {70, 150, 235, 255},  {190, 140, 110, 255}};

constexpr double kFly = 0.30;
constexpr double kSlide = 0.16;
constexpr double kShrink = 0.22;

template <class... F> struct Overloaded : F... { using F::operator()...; };
template <class... F> Overloaded(F...) -> Overloaded<F...>;

} // namespace

ActionPtr TilestackScene::travel(const VisualPtr& v, float x, float y, double seconds, Easing easing) {
    if (!reduced_motion()) return tw::move_to(v, x, y, seconds, easing);
    // Reduced motion: nothing flies; the tile fades out where it was and in where it goes.
    return tw::sequence({tw::fade_to(v, 0, seconds * 0.4), tw::call([v, x, y] {
                             v->x = x;
                             v->y = y;
                         }),
                         tw::fade_to(v, 1, seconds * 0.6)});
}

void TilestackScene::burst(float x, float y, int face, int count) {
    if (reduced_motion()) return;
    const Colour c = kFaceColours[(face < 0 ? 0 : face) % 16];
    for (int i = 0; i < count; ++i) {
        auto v = std::make_shared<Visual>();
        v->x = x;
        v->y = y;
        v->scale = 1.3f + 0.25f * static_cast<float>(i % 3);
        v->tint = {static_cast<float>(c.r), static_cast<float>(c.g), static_cast<float>(c.b), 255};
        const double a = 2 * std::numbers::pi * (i + 0.5 * (i % 2)) / count;
        const float r = 60.0f + 24.0f * static_cast<float>(i % 3);
        timeline().add(tw::parallel({tw::move_by(v, static_cast<float>(std::cos(a)) * r,
                                                 static_cast<float>(std::sin(a)) * r, 0.45, ease::out_cubic),
                                     tw::sequence({tw::delay(0.2), tw::fade_to(v, 0, 0.25)}),
                                     tw::scale_to(v, 0.4f, 0.45)}));
        popups_.push_back({v, {}, {}});
    }
}

void TilestackScene::float_text(float x, float y, std::string text, Colour c) {
    auto v = std::make_shared<Visual>();
    v->x = x;
    v->y = y;
    timeline().add(tw::parallel({tw::move_by(v, 0, -44, 0.8, ease::out_cubic),
                                 tw::sequence({tw::delay(0.45), tw::fade_to(v, 0, 0.35)})}));
    popups_.push_back({v, std::move(text), c});
}

void TilestackScene::nudge(int tile) {
    if (tile < 0 || tile >= total_tiles_ || reduced_motion()) return;
    const VisualPtr v = vis_[static_cast<std::size_t>(tile)];
    if (view_place_[static_cast<std::size_t>(tile)] != tt::Place::Board) return;
    const SDL_FPoint c = board_centre(tile);
    v->x = c.x;
    timeline().add(tw::sequence({tw::move_to(v, c.x - 4, c.y, 0.04), tw::move_to(v, c.x + 4, c.y, 0.06),
                                 tw::move_to(v, c.x - 2, c.y, 0.05), tw::move_to(v, c.x, c.y, 0.04)}));
}

void TilestackScene::intro() {
    const auto& layout = *level_.params.layout;
    std::vector<ActionPtr> drops;
    int k = 0;
    for (int t : order_) {
        if (view_place_[static_cast<std::size_t>(t)] != tt::Place::Board) continue;
        const VisualPtr v = vis_[static_cast<std::size_t>(t)];
        const float x = v->x, y = v->y;
        if (!reduced_motion()) v->y = y - 70 * board_.scale; // reduced motion: fade in, no drop
        v->alpha = 0;
        const double wait =
            0.07 * std::min(layout.pos[static_cast<std::size_t>(t)].z, 6) + 0.008 * (k++ % 12);
        drops.push_back(tw::sequence(
            {tw::delay(wait),
             tw::parallel({tw::move_to(v, x, y, reduced_motion() ? 0.01 : 0.38, ease::out_bounce),
                           tw::fade_to(v, 1, reduced_motion() ? 0.3 : 0.12)})}));
    }
    if (!drops.empty()) timeline().add(tw::parallel(std::move(drops)));
    sound("drop");
}

// The phases one move's events become: `cur` is the phase being built (its tweens run in
// parallel), `seq` the phases before it, one after another.
struct TilestackScene::Phases {
    std::vector<ActionPtr> seq;
    std::vector<ActionPtr> cur;
    void flush() {
        if (!cur.empty()) seq.push_back(tw::parallel(std::move(cur)));
        cur.clear();
    }
};

void TilestackScene::slide_tray(int except, std::vector<ActionPtr>& into) {
    for (std::size_t i = 0; i < view_tray_.size(); ++i) {
        const int t = view_tray_[i];
        if (t == except) continue;
        const SDL_FPoint c = tray_.slot_centre(static_cast<int>(i));
        into.push_back(travel(vis_[static_cast<std::size_t>(t)], c.x, c.y, kSlide, ease::out_cubic));
    }
}

void TilestackScene::slide_side(int except, std::vector<ActionPtr>& into) {
    const int n = static_cast<int>(view_side_.size());
    for (int i = 0; i < n; ++i) {
        const int t = view_side_[static_cast<std::size_t>(i)];
        if (t == except) continue;
        const SDL_FPoint c = tray_.side_centre(i, n);
        into.push_back(travel(vis_[static_cast<std::size_t>(t)], c.x, c.y, kSlide, ease::out_cubic));
    }
}

ActionPtr TilestackScene::land(int t) {
    return tw::call([this, t] { flying_[static_cast<std::size_t>(t)] = 0; });
}

void TilestackScene::animate_pick(const tt::Picked& e, Phases& p) {
    p.flush();
    const std::size_t t = static_cast<std::size_t>(e.tile);
    if (e.from == tt::Place::Side)
        view_side_.erase(std::remove(view_side_.begin(), view_side_.end(), e.tile), view_side_.end());
    const int slot = std::clamp(e.slot, 0, static_cast<int>(view_tray_.size()));
    view_tray_.insert(view_tray_.begin() + slot, e.tile);
    view_place_[t] = tt::Place::Tray;
    flying_[t] = 1;
    const VisualPtr v = vis_[t];
    v->visible = true;
    const SDL_FPoint c = tray_.slot_centre(slot);
    const float lifted = v->scale * 1.12f;
    p.cur.push_back(tw::sequence(
        {tw::parallel({tw::scale_to(v, lifted, 0.06), tw::tint_to(v, Rgba{}, 0.06)}),
         tw::parallel({travel(v, c.x, c.y, kFly, ease::in_out_cubic),
                       tw::sequence({tw::delay(kFly * 0.5),
                                     tw::scale_to(v, tray_.tile_scale, kFly * 0.5, ease::out_back)})}),
         land(e.tile)}));
    slide_tray(e.tile, p.cur);
    if (e.from == tt::Place::Side) slide_side(-1, p.cur);
    sound("pick");
}

void TilestackScene::animate_clear(const tt::TrayCleared& e, Phases& p) {
    p.flush();
    std::vector<ActionPtr> shrink;
    float cx = 0, cy = 0;
    for (int t : e.tiles) {
        const VisualPtr v = vis_[static_cast<std::size_t>(t)];
        shrink.push_back(tw::scale_to(v, 0, kShrink, ease::in_back));
        shrink.push_back(tw::fade_to(v, 0, kShrink, ease::in_quad));
        const auto pos = std::find(view_tray_.begin(), view_tray_.end(), t);
        const int slot = pos == view_tray_.end() ? e.first_slot : static_cast<int>(pos - view_tray_.begin());
        const SDL_FPoint c = tray_.slot_centre(slot);
        cx += c.x / 3;
        cy += c.y / 3;
    }
    for (int t : e.tiles) {
        view_tray_.erase(std::remove(view_tray_.begin(), view_tray_.end(), t), view_tray_.end());
        view_place_[static_cast<std::size_t>(t)] = tt::Place::Gone;
    }
    const std::vector<int> tiles = e.tiles;
    const int face = e.face;
    p.seq.push_back(tw::delay(0.04));
    p.seq.push_back(tw::parallel(std::move(shrink)));
    p.seq.push_back(tw::call([this, tiles, face, cx, cy] {
        for (int t : tiles) vis_[static_cast<std::size_t>(t)]->visible = false;
        sound("clear");
        burst(cx, cy, face, 14);
        float_text(cx, cy - 60, "+3", theme::kAccent);
    }));
    slide_tray(-1, p.cur);
    p.flush();
}

void TilestackScene::animate_pop(const tt::Popped& e, Phases& p) {
    p.flush();
    for (int t : e.tiles) {
        view_tray_.erase(std::remove(view_tray_.begin(), view_tray_.end(), t), view_tray_.end());
        view_side_.push_back(t);
        view_place_[static_cast<std::size_t>(t)] = tt::Place::Side;
    }
    const int n = static_cast<int>(view_side_.size());
    for (int i = 0; i < n; ++i) {
        const int t = view_side_[static_cast<std::size_t>(i)];
        const SDL_FPoint c = tray_.side_centre(i, n);
        const VisualPtr v = vis_[static_cast<std::size_t>(t)];
        const bool moving = std::find(e.tiles.begin(), e.tiles.end(), t) != e.tiles.end();
        if (moving) flying_[static_cast<std::size_t>(t)] = 1;
        p.cur.push_back(tw::sequence({travel(v, c.x, c.y, moving ? kFly : kSlide, ease::in_out_cubic),
                                      moving ? land(t) : tw::delay(0)}));
        if (moving) p.cur.push_back(tw::scale_to(v, tray_.side_tile_scale(), kFly));
    }
    p.flush();
    slide_tray(-1, p.cur);
    p.flush();
    sound("pop");
}

void TilestackScene::animate_return(const tt::Returned& e, Phases& p) {
    p.flush();
    const std::size_t t = static_cast<std::size_t>(e.tile);
    view_tray_.erase(std::remove(view_tray_.begin(), view_tray_.end(), e.tile), view_tray_.end());
    const VisualPtr v = vis_[t];
    flying_[t] = 1;
    p.cur.push_back(tw::tint_to(v, Rgba{}, 0.2)); // it is free again wherever it lands
    if (e.to == tt::Place::Side) {
        const int at = std::clamp(e.side_slot, 0, static_cast<int>(view_side_.size()));
        view_side_.insert(view_side_.begin() + at, e.tile);
        view_place_[t] = tt::Place::Side;
        slide_side(e.tile, p.cur);
        const int n = static_cast<int>(view_side_.size());
        const SDL_FPoint c = tray_.side_centre(at, n);
        p.cur.push_back(tw::sequence({travel(v, c.x, c.y, kFly, ease::in_out_cubic), land(e.tile)}));
        p.cur.push_back(tw::scale_to(v, tray_.side_tile_scale(), kFly));
    } else {
        view_place_[t] = tt::Place::Board;
        const SDL_FPoint c = board_centre(e.tile);
        p.cur.push_back(tw::sequence({travel(v, c.x, c.y, kFly, ease::in_out_cubic), land(e.tile)}));
        p.cur.push_back(tw::scale_to(v, board_.scale, kFly));
    }
    slide_tray(-1, p.cur);
    for (int o : view_tray_) // after a loss the tray was tinted red
        p.cur.push_back(tw::tint_to(vis_[static_cast<std::size_t>(o)], Rgba{}, 0.2));
    sound("swap");
}

void TilestackScene::animate_reshuffle(const tt::Reshuffled& e, Phases& p) {
    p.flush();
    for (std::size_t i = 0; i < e.tiles.size() && i < e.faces.size(); ++i) {
        const int t = e.tiles[i];
        const int f = e.faces[i];
        const VisualPtr v = vis_[static_cast<std::size_t>(t)];
        const float s = v->scale;
        p.cur.push_back(tw::sequence(
            {tw::delay(0.008 * static_cast<double>(i % 40)), tw::scale_to(v, s * 0.1f, 0.12, ease::in_quad),
             tw::call([this, t, f] { shown_face_[static_cast<std::size_t>(t)] = f; }),
             tw::scale_to(v, s, 0.16, ease::out_back)}));
    }
    p.flush();
    sound("swap");
    if (!e.proven_winnable) {
        flash(tr("Shuffled (no sure win found from here)"), 3);
    }
}

void TilestackScene::animate_won(Phases& p) {
    p.flush();
    p.seq.push_back(tw::delay(0.12));
    p.seq.push_back(tw::call([this] {
        const SDL_FRect b = board_.bounds;
        for (int k = 0; k < 5; ++k)
            burst(b.x + b.w * (0.15f + 0.175f * static_cast<float>(k)), b.y + b.h * (k % 2 ? 0.35f : 0.6f),
                  k * 3, 18);
        float_text(kLogicalWidth / 2.0f, b.y + b.h / 2, tr("Cleared!"), theme::kGood);
    }));
    p.seq.push_back(tw::delay(0.9));
}

void TilestackScene::animate_lost(Phases& p) {
    p.flush();
    std::vector<ActionPtr> red;
    for (int t : view_tray_)
        red.push_back(tw::tint_to(vis_[static_cast<std::size_t>(t)], {255, 150, 150, 255}, 0.2));
    if (!reduced_motion()) // the tray shakes; with reduced motion it only turns red
        red.push_back(
            tw::sequence({tw::move_to(tray_shake_, -12, 0, 0.05), tw::move_to(tray_shake_, 12, 0, 0.08),
                          tw::move_to(tray_shake_, -8, 0, 0.07), tw::move_to(tray_shake_, 6, 0, 0.06),
                          tw::move_to(tray_shake_, 0, 0, 0.05)}));
    p.seq.push_back(tw::parallel(std::move(red)));
    p.seq.push_back(tw::delay(0.5));
}

void TilestackScene::animate(const tt::State& before, const std::vector<tt::Event>& events) {
    (void)before;
    Phases p;
    const auto& layout = *level_.params.layout;
    for (const auto& event : events) {
        std::visit(Overloaded{
                       [&](const tt::Picked& e) { animate_pick(e, p); },
                       [&](const tt::Freed& e) {
                           for (int t : e.tiles)
                               p.cur.push_back(tw::tint_to(vis_[static_cast<std::size_t>(t)], Rgba{}, 0.25));
                       },
                       [&](const tt::TrayCleared& e) { animate_clear(e, p); },
                       [&](const tt::Popped& e) { animate_pop(e, p); },
                       [&](const tt::Returned& e) { animate_return(e, p); },
                       [&](const tt::Covered& e) {
                           for (int t : e.tiles)
                               p.cur.push_back(tw::tint_to(
                                   vis_[static_cast<std::size_t>(t)],
                                   covered_tint(layout.pos[static_cast<std::size_t>(t)].z), 0.25));
                       },
                       [&](const tt::Reshuffled& e) { animate_reshuffle(e, p); },
                       [&](const tt::Won&) { animate_won(p); },
                       [&](const tt::Lost&) { animate_lost(p); },
                   },
                   event);
    }
    p.flush();
    if (!p.seq.empty()) timeline().add(tw::sequence(std::move(p.seq)));
}

} // namespace tessera::app::tilestack_view
