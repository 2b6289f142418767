#include "tessera/app/games/samegame/animator.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <type_traits>

#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"

namespace tessera::app::samegame_view {

namespace {

using samegame::Event;

// A tiny deterministic generator for particle directions (no std distributions: every random draw in Tessera
// is reproducible).
struct Scatter {
    std::uint32_t s = 0x9E3779B9u;
    float next() {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        return static_cast<float>(s & 0xFFFFu) / 65535.0f;
    }
};

class Builder : Schedule {
  public:
    Builder(BoardView& view, const AnimOptions& o)
        : Schedule(o.sound), view_(view), o_(o), l_(view.layout()) {}

    void score_at(double start, int amount) {
        if (!o_.add_score || amount == 0) return;
        auto fn = o_.add_score;
        at(start, tw::call([fn, amount] { fn(amount); }));
    }

    ActionPtr build(const std::vector<Event>& events) {
        std::size_t i = 0;
        while (i < events.size()) {
            if (const auto* c = std::get_if<samegame::Cleared>(&events[i])) {
                cleared(*c);
                ++i;
            } else if (std::holds_alternative<samegame::Fell>(events[i])) {
                std::vector<samegame::Fell> batch;
                while (i < events.size() && std::holds_alternative<samegame::Fell>(events[i]))
                    batch.push_back(std::get<samegame::Fell>(events[i++]));
                fell(batch);
            } else if (std::holds_alternative<samegame::ColumnShifted>(events[i])) {
                std::vector<samegame::ColumnShifted> batch;
                while (i < events.size() && std::holds_alternative<samegame::ColumnShifted>(events[i]))
                    batch.push_back(std::get<samegame::ColumnShifted>(events[i++]));
                shifted(batch);
            } else if (const auto* e = std::get_if<samegame::EndAdjusted>(&events[i])) {
                end_adjusted(*e);
                ++i;
            } else {
                ++i; // GameOver: the scene shows the ending once the timeline is idle
            }
        }
        at(0, tw::delay(t_));
        return Schedule::build();
    }

  private:
    bool reduced() const { return o_.reduced_motion; }

    void burst(float x, float y, Colour c, int n, double start, float reach) {
        for (int k = 0; k < n; ++k) {
            const float ang = scatter_.next() * 6.2831853f;
            const float dist = reach * (0.5f + 0.7f * scatter_.next());
            auto e = view_.add_effect(Effect::Kind::Particle, x, y, c);
            e->v->visible = false;
            e->v->scale = 0.8f + 0.8f * scatter_.next();
            auto v = e->v;
            const double life = 0.45 + 0.25 * scatter_.next();
            at(start,
               tw::sequence(
                   {tw::call([v] { v->visible = true; }),
                    tw::parallel({tw::move_by(v, std::cos(ang) * dist, std::sin(ang) * dist + reach * 0.3f,
                                              life, ease::out_cubic),
                                  tw::sequence({tw::delay(life * 0.4), tw::fade_to(v, 0, life * 0.6)}),
                                  tw::scale_to(v, 0.2f, life, ease::in_quad)}),
                    tw::call([e] { e->dead = true; })}));
        }
    }

    void popup(float x, float y, const std::string& text, Colour c, int size, double start, double life) {
        auto e = view_.add_effect(Effect::Kind::Popup, x, y, c, text, size);
        auto v = e->v;
        v->visible = false;
        v->scale = 0.6f;
        at(start,
           tw::sequence({tw::call([v] { v->visible = true; }),
                         tw::parallel({tw::scale_to(v, 1.0f, 0.18, ease::out_back),
                                       tw::move_by(v, 0, -l_.cell * 0.8f, life, ease::out_quad),
                                       tw::sequence({tw::delay(life * 0.6), tw::fade_to(v, 0, life * 0.4)})}),
                         tw::call([e] { e->dead = true; })}));
    }

    void cleared(const samegame::Cleared& c) {
        const double start = t_ + (o_.discovery ? (reduced() ? 0.1 : 0.3) : 0.0);
        const double stagger =
            reduced() ? 0.0
                      : std::min(0.025, 0.3 / static_cast<double>(std::max<std::size_t>(1, c.cells.size())));
        const Colour rgb = colour_rgb(c.colour);
        const int pop_size = static_cast<int>(std::clamp(l_.cell * 0.36f, 13.0f, 22.0f));
        float sx = 0, sy = 0;
        sound_at(start, "pop");
        for (std::size_t k = 0; k < c.cells.size(); ++k) {
            const Point p = c.cells[k];
            const SDL_FPoint centre = l_.centre(p);
            sx += centre.x;
            sy += centre.y;
            const double when = start + stagger * static_cast<double>(k);
            if (TilePtr t = view_.at(p)) {
                view_.set(p, nullptr);
                t->cell = {-1, -1};
                t->revealed = true;
                auto v = t->v;
                if (reduced())
                    at(when, tw::sequence({tw::fade_to(v, 0, 0.12), tw::call([t] { t->dead = true; })}));
                else
                    at(when, tw::sequence({tw::scale_to(v, 1.18f, 0.07, ease::out_quad),
                                           tw::parallel({tw::scale_to(v, 0.0f, 0.2, ease::in_back),
                                                         tw::fade_to(v, 0.2f, 0.2)}),
                                           tw::call([t] { t->dead = true; })}));
            }
            if (!reduced()) burst(centre.x, centre.y, rgb, 4, when + 0.08, l_.cell * 0.9f);
            const int share = k < c.tile_scores.size() ? c.tile_scores[k] : 0;
            if (share > 0)
                popup(centre.x, centre.y, std::to_string(share), {255, 250, 235, 255}, pop_size, when + 0.05,
                      0.7);
        }
        const double pop_end =
            start + stagger * static_cast<double>(c.cells.size()) + (reduced() ? 0.12 : 0.27);
        if (c.score > 0 && !c.cells.empty() &&
            (c.cells.size() >= 4 || o_.rules == samegame::Rules::classic)) {
            const float n = static_cast<float>(c.cells.size());
            popup(sx / n, sy / n, "+" + group_digits(c.score), theme::kAccent,
                  static_cast<int>(std::clamp(l_.cell * 0.6f, 22.0f, 36.0f)), pop_end - 0.1, 0.9);
        }
        score_at(pop_end, c.score);
        fall_start_ = start + (reduced() ? 0.1 : 0.18);
        t_ = std::max(t_, pop_end);
    }

    // Drops: accelerate, then a small bounce on landing.
    void fell(const std::vector<samegame::Fell>& batch) {
        std::vector<std::pair<TilePtr, Point>> moved;
        for (const auto& f : batch) moved.emplace_back(view_.at(f.from), f.to);
        for (const auto& f : batch) view_.set(f.from, nullptr);
        double end = fall_start_;
        for (const auto& [t, to] : moved) {
            if (!t) continue;
            view_.set(to, t);
            const SDL_FPoint dst = l_.centre(to);
            const float cells = std::abs(dst.y - t->v->y) / std::max(1.0f, l_.cell);
            if (reduced()) {
                at(fall_start_, tw::move_to(t->v, dst.x, dst.y, 0.12, ease::out_quad));
                end = std::max(end, fall_start_ + 0.12);
                continue;
            }
            const double d = std::min(0.42, 0.13 + 0.045 * static_cast<double>(cells));
            const float hop = l_.cell * 0.09f;
            at(fall_start_, tw::sequence({tw::move_to(t->v, dst.x, dst.y, d, ease::in_quad),
                                          tw::move_by(t->v, 0, -hop, 0.07, ease::out_quad),
                                          tw::move_by(t->v, 0, hop, 0.08, ease::in_quad)}));
            end = std::max(end, fall_start_ + d + 0.15);
        }
        if (!moved.empty()) sound_at(end - 0.15, "drop");
        slide_start_ = end;
        t_ = std::max(t_, end);
    }

    void shifted(const std::vector<samegame::ColumnShifted>& batch) {
        std::vector<std::pair<TilePtr, Point>> moved;
        for (const auto& s : batch)
            for (int y = 0; y < l_.rows; ++y)
                if (TilePtr t = view_.at({s.from, y})) moved.emplace_back(t, Point{s.to, y});
        for (const auto& s : batch)
            for (int y = 0; y < l_.rows; ++y) view_.set({s.from, y}, nullptr);
        const double start = std::max(slide_start_, fall_start_);
        double end = start;
        for (const auto& [t, to] : moved) {
            view_.set(to, t);
            const SDL_FPoint dst = l_.centre(to);
            const double d = reduced() ? 0.12 : 0.26;
            at(start, tw::move_to(t->v, dst.x, dst.y, d, reduced() ? ease::out_quad : ease::out_back));
            end = std::max(end, start + d);
        }
        if (!moved.empty()) sound_at(start, "swap");
        t_ = std::max(t_, end);
    }

    void end_adjusted(const samegame::EndAdjusted& e) {
        const SDL_FRect b = l_.bounds();
        const float cx = b.x + b.w / 2, cy = b.y + b.h / 2;
        double start = t_ + 0.25;
        if (o_.rules == samegame::Rules::popstar) {
            auto banner = view_.add_effect(
                Effect::Kind::Banner, cx, cy, theme::kAccent,
                e.cells.empty() ? trf("Perfect clear!  Bonus {0}", 2000) : trf("Bonus {0}", 2000), 34);
            banner->v->visible = false;
            banner->v->scale = 0.5f;
            auto bv = banner->v;
            at(start, tw::sequence({tw::call([bv] { bv->visible = true; }),
                                    tw::scale_to(bv, 1.0f, 0.25, ease::out_back)}));
            sound_at(start, "click");
            double tick = start + 0.45;
            const double step =
                reduced() ? 0.02
                          : std::clamp(2.4 / static_cast<double>(std::max<std::size_t>(1, e.cells.size())),
                                       0.05, 0.16);
            int bonus = 2000;
            for (std::size_t k = 0; k < e.cells.size(); ++k) {
                const Point p = e.cells[k];
                const int ded = k < e.tile_scores.size() ? e.tile_scores[k] : 0;
                bonus -= ded;
                if (TilePtr t = view_.at(p)) {
                    view_.set(p, nullptr);
                    t->cell = {-1, -1};
                    t->revealed = true;
                    auto v = t->v;
                    at(tick, tw::sequence({tw::parallel({tw::scale_to(v, 0.0f, 0.18, ease::in_back),
                                                         tw::fade_to(v, 0, 0.18)}),
                                           tw::call([t] { t->dead = true; })}));
                    const SDL_FPoint c = l_.centre(p);
                    if (!reduced()) burst(c.x, c.y, colour_rgb(t->colour), 3, tick + 0.1, l_.cell * 0.7f);
                    popup(c.x, c.y, "-" + std::to_string(ded), {255, 140, 140, 255},
                          static_cast<int>(std::clamp(l_.cell * 0.34f, 13.0f, 20.0f)), tick, 0.6);
                }
                const std::string text = trf("Bonus {0}", std::max(0, bonus));
                at(tick, tw::call([banner, text] { banner->text = text; }));
                if (k % 3 == 0) sound_at(tick, "click");
                tick += step;
            }
            const std::string final_text =
                e.amount > 0 ? trf("Bonus +{0}", group_digits(e.amount)) : tr("No bonus");
            const Colour fc = e.amount > 0 ? theme::kGood : theme::kTextDim;
            at(tick + 0.1, tw::call([banner, final_text, fc] {
                   banner->text = final_text;
                   banner->colour = fc;
               }));
            score_at(tick + 0.1, e.amount);
            if (e.amount > 0) sound_at(tick + 0.1, "clear");
            at(tick + 1.0,
               tw::sequence({tw::fade_to(bv, 0, 0.3), tw::call([banner] { banner->dead = true; })}));
            t_ = tick + 1.3;
            return;
        }
        if (e.amount == 0) return;
        const std::string text = e.amount > 0 ? trf("Board cleared!  +{0}", group_digits(e.amount))
                                              : trf("Leftovers {0}", group_digits(e.amount));
        auto banner = view_.add_effect(Effect::Kind::Banner, cx, cy,
                                       e.amount > 0 ? theme::kGood : theme::kBad, text, 32);
        auto bv = banner->v;
        bv->visible = false;
        bv->scale = 0.5f;
        at(start, tw::sequence({tw::call([bv] { bv->visible = true; }),
                                tw::scale_to(bv, 1.0f, 0.25, ease::out_back), tw::delay(1.0),
                                tw::fade_to(bv, 0, 0.3), tw::call([banner] { banner->dead = true; })}));
        score_at(start + 0.25, e.amount);
        sound_at(start, e.amount > 0 ? "clear" : "invalid");
        t_ = start + 1.6;
    }

    BoardView& view_;
    const AnimOptions& o_;
    const Layout& l_;
    double t_ = 0;           // when the move's animation ends so far
    double fall_start_ = 0;  // drops start while the group is still popping
    double slide_start_ = 0; // columns slide once the drops land
    Scatter scatter_;
};

} // namespace

ActionPtr animate_move(BoardView& view, const std::vector<Event>& events, const AnimOptions& o) {
    return Builder(view, o).build(events);
}

ActionPtr animate_intro(BoardView& view, const AnimOptions& o) {
    std::vector<ActionPtr> all;
    const Layout& l = view.layout();
    for (const TilePtr& t : view.sprites()) {
        auto v = t->v;
        if (o.reduced_motion) {
            v->alpha = 0;
            all.push_back(tw::fade_to(v, 1, 0.2));
            continue;
        }
        const float to_y = v->y;
        v->y = l.y0 - l.cell * (1.0f + static_cast<float>(l.rows - t->cell.y) * 0.35f);
        v->alpha = 0;
        const double delay =
            0.025 * static_cast<double>(t->cell.x) + 0.03 * static_cast<double>(l.rows - 1 - t->cell.y);
        all.push_back(tw::sequence(
            {tw::delay(delay),
             tw::parallel({tw::move_to(v, v->x, to_y, 0.5, ease::out_bounce), tw::fade_to(v, 1, 0.15)})}));
    }
    if (o.sound) {
        auto fn = o.sound;
        all.push_back(
            tw::sequence({tw::delay(o.reduced_motion ? 0.0 : 0.35), tw::call([fn] { fn("drop"); })}));
    }
    return tw::parallel(std::move(all));
}

ActionPtr animate_end(BoardView& view, bool won, const AnimOptions& o) {
    std::vector<ActionPtr> all;
    const Layout& l = view.layout();
    if (o.sound) {
        auto fn = o.sound;
        all.push_back(tw::call([fn, won] { fn(won ? "win" : "lose"); }));
    }
    for (const TilePtr& t : view.sprites()) {
        if (t->dead || t->cell.x < 0) continue;
        auto v = t->v;
        if (!won) {
            all.push_back(tw::tint_to(v, {110, 110, 125, 255}, o.reduced_motion ? 0.1 : 0.6));
            continue;
        }
        if (o.reduced_motion) continue;
        const double d = 0.04 * static_cast<double>(t->cell.x + t->cell.y);
        all.push_back(tw::sequence({tw::delay(d), tw::move_by(v, 0, -l.cell * 0.3f, 0.15, ease::out_quad),
                                    tw::move_by(v, 0, l.cell * 0.3f, 0.25, ease::out_bounce)}));
    }
    if (won && !o.reduced_motion) {
        const SDL_FRect b = l.bounds();
        Scatter s;
        for (int k = 0; k < 40; ++k) {
            const float x = b.x + b.w * s.next(), y = b.y + b.h * s.next();
            auto e = view.add_effect(Effect::Kind::Particle, x, y,
                                     colour_rgb(static_cast<samegame::Colour>(1 + k % 8)));
            auto v = e->v;
            v->visible = false;
            v->scale = 1.5f;
            const double d = 0.5 * s.next();
            all.push_back(tw::sequence({tw::delay(d), tw::call([v] { v->visible = true; }),
                                        tw::parallel({tw::move_by(v, 0, -l.cell * 1.5f, 0.8, ease::out_quad),
                                                      tw::fade_to(v, 0, 0.8), tw::scale_to(v, 0.3f, 0.8)}),
                                        tw::call([e] { e->dead = true; })}));
        }
    }
    all.push_back(tw::delay(o.reduced_motion ? 0.3 : 1.1));
    return tw::parallel(std::move(all));
}

} // namespace tessera::app::samegame_view
