#include "tessera/app/games/match3/animator.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <type_traits>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/core/common/rng.hpp"

namespace tessera::app::match3_view {

namespace {

using match3::Event;

void sound(const AnimOptions& o, const char* name) {
    if (o.sound) o.sound(name);
}

// A drop: accelerate under "gravity", then a small bounce on landing (no bounce with reduced motion).
// `pace` scales the times (the bonus round runs faster).
ActionPtr fall_to(const GemPtr& g, SDL_FPoint to, float cells, float cell, bool reduced, double* length,
                  double pace = 1) {
    const double t = std::min(0.5, 0.12 + 0.045 * static_cast<double>(cells)) * pace;
    if (reduced) {
        *length = 0.15 * pace;
        return tw::move_to(g->v, to.x, to.y, 0.15 * pace, ease::out_quad);
    }
    const float hop = cell * 0.08f;
    *length = t + 0.15 * pace;
    return tw::sequence({tw::move_to(g->v, to.x, to.y, t, ease::in_quad),
                         tw::move_by(g->v, 0, -hop, 0.07 * pace, ease::out_quad),
                         tw::move_by(g->v, 0, hop, 0.08 * pace, ease::in_quad)});
}

// The bonus round speeds up as it goes: the board's motions start at kBonusPace of their normal
// times and get faster with each move to spare (down to kBonusFastest), so a dozen leftover moves
// with their cascades stay a short flurry. Beams, sparks and score pop-ups keep their own times.
constexpr double kBonusPace = 0.35;
constexpr double kBonusSpeedUp = 0.8;
constexpr double kBonusFastest = 0.1;

class Builder : Schedule {
  public:
    Builder(BoardView& view, const AnimOptions& options)
        : Schedule(options.sound), view_(view), o_(options), l_(view.layout()) {}

    MoveAnimation build(const std::vector<Event>& events) {
        count_spawns(events);
        for (std::size_t i = 0; i < events.size(); ++i) {
            index_ = i;
            std::visit([&](const auto& ev) { on(ev); }, events[i]);
        }
        end_falls();
        MoveAnimation m;
        m.duration = t_;
        m.cascade_steps = steps_;
        m.reshuffled = reshuffled_;
        m.no_moves_left = no_moves_;
        m.bonus_round = bonus_;
        m.action = Schedule::build();
        return m;
    }

  private:
    // How many pieces spawn in each column of each step: they stack above the board before dropping.
    void count_spawns(const std::vector<Event>& events) {
        int step = 0;
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (std::holds_alternative<match3::CascadeStep>(events[i])) ++step;
            if (const auto* s = std::get_if<match3::Spawned>(&events[i])) ++spawns_[{step, s->cell.x}];
        }
    }

    void end_falls() {
        if (fall_len_ <= 0) return;
        sound_at(t_ + fall_len_ * 0.6, "drop");
        t_ += fall_len_;
        fall_len_ = 0;
    }

    void on(const match3::Swapped& e) {
        GemPtr a = view_.at(e.a), b = view_.at(e.b);
        const SDL_FPoint pa = l_.centre(e.a), pb = l_.centre(e.b);
        std::vector<ActionPtr> group;
        if (a) group.push_back(tw::move_to(a->v, pb.x, pb.y, kSwapTime, ease::in_out_quad));
        if (b) group.push_back(tw::move_to(b->v, pa.x, pa.y, kSwapTime, ease::in_out_quad));
        sound_at(t_, "swap");
        at(t_, tw::parallel(std::move(group)));
        view_.set(e.a, b);
        view_.set(e.b, a);
        t_ += kSwapTime;
    }

    void on(const match3::CascadeStep& e) {
        end_falls();
        ++step_index_;
        steps_ = std::max(steps_, e.n);
        step_ = e.n;
        clear_len_ = kClearTime * pace_;
        if (e.n >= 3 && !bonus_) {
            static const char* kWords[] = {"",
                                           "",
                                           "",
                                           N_("Sweet! Cascade ×{0}"),
                                           N_("Great! Cascade ×{0}"),
                                           N_("Superb! Cascade ×{0}"),
                                           N_("Amazing! Cascade ×{0}")};
            const std::string word = trf(e.n < 7 ? kWords[e.n] : N_("Unstoppable! Cascade ×{0}"), e.n);
            at(t_, animate_banner(view_, word, theme::kAccent, 0.9));
        }
    }

    void on(const match3::SpecialFired& e) {
        const GemPtr g = view_.at(e.cell);
        const Colour c = g && g->tile.colour >= 0 ? gem_colour(g->tile.colour) : Colour{255, 255, 255, 255};
        const SDL_FPoint p = l_.centre(e.cell);
        Effect::Kind kind = Effect::Kind::Blast;
        float grow = 3.2f;
        switch (e.special) {
        case match3::Special::LineH:
            kind = Effect::Kind::BeamH;
            grow = 1;
            break;
        case match3::Special::LineV:
            kind = Effect::Kind::BeamV;
            grow = 1;
            break;
        case match3::Special::ColourBomb:
            kind = Effect::Kind::Flash;
            grow = 5;
            break;
        default:
            break;
        }
        EffectPtr fx = view_.add_effect(kind, kind == Effect::Kind::Flash ? Colour{255, 255, 255, 255} : c);
        fx->v->x = p.x;
        fx->v->y = p.y;
        fx->v->scale = kind == Effect::Kind::BeamH || kind == Effect::Kind::BeamV ? 0.2f : 0.6f;
        fx->v->visible = false;
        EffectPtr keep = fx;
        at(t_,
           tw::sequence(
               {tw::call([keep] { keep->v->visible = true; }),
                tw::parallel({tw::scale_to(fx->v, grow, 0.16, ease::out_quad),
                              tw::sequence({tw::delay(0.12), tw::fade_to(fx->v, 0, kSpecialTime - 0.12)})}),
                tw::call([keep] { keep->dead = true; })}));
        clear_len_ = std::max(clear_len_, kSpecialTime * pace_);
        sound_at(t_, "pop");
    }

    void on(const match3::Cleared& e) {
        float sx = 0, sy = 0;
        int n = 0;
        const int per_cell = o_.reduced_motion ? 0 : e.cells.size() <= 12 ? 5 : e.cells.size() <= 40 ? 3 : 1;
        for (Point p : e.cells) {
            GemPtr g = view_.at(p);
            const SDL_FPoint c = l_.centre(p);
            sx += c.x;
            sy += c.y;
            ++n;
            if (!g) continue;
            view_.set(p, nullptr);
            at(t_, tw::sequence({tw::parallel({tw::scale_to(g->v, 0, kClearTime * pace_, ease::in_back),
                                               tw::fade_to(g->v, 0, kClearTime * pace_, ease::in_quad)}),
                                 tw::call([g] { g->dead = true; })}));
            const Colour colour =
                g->tile.colour >= 0 ? gem_colour(g->tile.colour) : Colour{255, 255, 255, 255};
            for (int k = 0; k < per_cell; ++k) {
                EffectPtr fx = view_.add_effect(Effect::Kind::Particle, colour);
                fx->v->x = c.x;
                fx->v->y = c.y;
                fx->v->visible = false;
                const double angle = rng_.unit() * 6.283185307179586;
                const float dist = l_.cell * static_cast<float>(0.5 + 0.6 * rng_.unit());
                EffectPtr keep = fx;
                at(t_ + 0.05,
                   tw::sequence(
                       {tw::call([keep] { keep->v->visible = true; }),
                        tw::parallel(
                            {tw::move_by(fx->v, dist * static_cast<float>(std::cos(angle)),
                                         dist * static_cast<float>(std::sin(angle)), 0.4, ease::out_cubic),
                             tw::fade_to(fx->v, 0, 0.4, ease::in_quad), tw::scale_to(fx->v, 0.3f, 0.4)}),
                        tw::call([keep] { keep->dead = true; })}));
            }
        }
        sound_at(t_, "clear");
        if (o_.on_score && e.score > 0) {
            auto fn = o_.on_score;
            const std::int64_t points = e.score;
            at(t_ + 0.08, tw::call([fn, points] { fn(points); }));
        }
        if (n > 0 && e.score > 0) {
            const int size = std::min(44, 24 + 4 * (e.step - 1) + (e.cells.size() > 5 ? 6 : 0));
            EffectPtr pop = view_.add_effect(Effect::Kind::Popup, e.step > 1 ? Colour{255, 226, 120, 255}
                                                                             : Colour{255, 255, 255, 255});
            pop->text = "+" + std::to_string(e.score);
            pop->size = size;
            pop->v->x = sx / static_cast<float>(n);
            pop->v->y = sy / static_cast<float>(n);
            pop->v->scale = 0.5f;
            pop->v->visible = false;
            EffectPtr keep = pop;
            const float rise = o_.reduced_motion ? 0 : -l_.cell * 0.7f;
            at(t_ + 0.08,
               tw::sequence({tw::call([keep] { keep->v->visible = true; }),
                             tw::parallel({tw::scale_to(pop->v, 1, 0.18, ease::out_back),
                                           tw::move_by(pop->v, 0, rise, 0.7, ease::out_quad),
                                           tw::sequence({tw::delay(0.45), tw::fade_to(pop->v, 0, 0.25)})}),
                             tw::call([keep] { keep->dead = true; })}));
        }
        t_ += clear_len_;
    }

    void on(const match3::SpecialCreated& e) {
        GemPtr g = view_.at(e.cell);
        const match3::Tile tile = e.tile;
        if (!g) {
            const SDL_FPoint c = l_.centre(e.cell);
            g = view_.add_gem(tile, c.x, c.y);
            g->v->visible = false;
            view_.set(e.cell, g);
        }
        at(t_, tw::sequence({tw::call([g, tile] {
                                 g->tile = tile;
                                 g->v->visible = true;
                                 g->v->alpha = 1;
                                 g->v->scale = 1.45f;
                             }),
                             tw::scale_to(g->v, 1, 0.25, ease::out_back)}));
        sound_at(t_, "pop");
    }

    void on(const match3::Fell& e) {
        GemPtr g = view_.at(e.from);
        view_.set(e.from, nullptr);
        view_.set(e.to, g);
        if (!g) return;
        double len = 0;
        at(t_, fall_to(g, l_.centre(e.to), static_cast<float>(e.to.y - e.from.y), l_.cell, o_.reduced_motion,
                       &len, pace_));
        fall_len_ = std::max(fall_len_, len);
    }

    void on(const match3::Spawned& e) {
        const SDL_FPoint c = l_.centre(e.cell);
        const int above = spawns_[{step_index_, e.cell.x}];
        const float start_y = c.y - static_cast<float>(above) * l_.cell - l_.cell * 0.25f;
        GemPtr g = view_.add_gem(e.tile, c.x, start_y);
        g->v->visible = false;
        view_.set(e.cell, g);
        double len = 0;
        at(t_,
           tw::sequence({tw::call([g] { g->v->visible = true; }),
                         fall_to(g, c, static_cast<float>(above), l_.cell, o_.reduced_motion, &len, pace_)}));
        fall_len_ = std::max(fall_len_, len);
    }

    void on(const match3::Reshuffled& e) {
        end_falls();
        reshuffled_ = true;
        at(t_, animate_banner(view_, tr("No moves left — shuffling!"), theme::kAccent, kShuffleTime + 0.3));
        // The same pieces move to their new cells: match sprites to tiles, first come first served.
        std::vector<GemPtr> pool;
        for (int y = 0; y < e.board.height(); ++y)
            for (int x = 0; x < e.board.width(); ++x)
                if (GemPtr g = view_.at({x, y})) pool.push_back(g);
        std::vector<ActionPtr> moves;
        for (int y = 0; y < e.board.height(); ++y)
            for (int x = 0; x < e.board.width(); ++x) {
                const match3::Tile t = e.board.at(x, y);
                if (!t.is_piece()) {
                    view_.set({x, y}, nullptr);
                    continue;
                }
                auto it = std::find_if(pool.begin(), pool.end(),
                                       [&](const GemPtr& g) { return g && g->tile == t; });
                GemPtr g;
                if (it != pool.end()) {
                    g = *it;
                    it->reset();
                } else {
                    const SDL_FPoint c = l_.centre({x, y});
                    g = view_.add_gem(t, c.x, c.y);
                    g->v->scale = 0;
                    moves.push_back(tw::scale_to(g->v, 1, kShuffleTime * 0.5));
                }
                view_.set({x, y}, g);
                const SDL_FPoint c = l_.centre({x, y});
                moves.push_back(tw::move_to(g->v, c.x, c.y, kShuffleTime * 0.6, ease::in_out_cubic));
            }
        for (GemPtr& g : pool)
            if (g)
                moves.push_back(tw::sequence({tw::fade_to(g->v, 0, 0.2), tw::call([g] { g->dead = true; })}));
        at(t_ + kShuffleTime * 0.3, tw::parallel(std::move(moves)));
        sound_at(t_ + kShuffleTime * 0.3, "swap");
        t_ += kShuffleTime;
    }

    void on(const match3::NoMovesLeft&) {
        end_falls();
        no_moves_ = true;
        at(t_, animate_banner(view_, tr("No moves left!"), theme::kBad, 1.0));
        t_ += 0.6;
    }

    // The target is reached: a banner, then the leftover moves go off one by one, faster.
    void on(const match3::BonusRound& e) {
        end_falls();
        bonus_ = true;
        moves_left(e.moves);
        at(t_, animate_banner(view_,
                              e.moves > 0 ? trnf("Target reached!  {0} move to spare",
                                                 "Target reached!  {0} moves to spare", e.moves, e.moves)
                                          : tr("Target reached!"),
                              theme::kGood, 1.3));
        sound_at(t_, "win");
        t_ += e.moves > 0 ? 1.0 : 0.5;
        pace_ = kBonusPace;
    }

    // A leftover move: its gem swells into a line clearer (the next events set it off).
    void on(const match3::BonusMove& e) {
        end_falls();
        if (spent_++ > 0) pace_ = std::max(kBonusFastest, pace_ * kBonusSpeedUp);
        moves_left(e.moves_left);
        const match3::Tile tile = e.tile;
        const float swell = o_.reduced_motion ? 1.0f : 1.5f;
        if (GemPtr g = view_.at(e.cell)) {
            at(t_, tw::sequence({tw::call([g, tile, swell] {
                                     g->tile = tile;
                                     g->v->scale = swell;
                                 }),
                                 tw::scale_to(g->v, 1, 0.16, ease::out_back)}));
        }
        sound_at(t_, "pick");
        t_ += std::max(0.06, 0.45 * pace_);
    }

    // The HUD's moves counter follows the bonus round.
    void moves_left(int n) {
        if (!o_.on_moves_left) return;
        auto fn = o_.on_moves_left;
        at(t_, tw::call([fn, n] { fn(n); }));
    }

    BoardView& view_;
    const AnimOptions& o_;
    const BoardLayout l_;
    double t_ = 0;        // when the next phase starts
    double fall_len_ = 0; // the longest drop of the current step
    double clear_len_ = kClearTime;
    int step_ = 0, steps_ = 0, step_index_ = 0;
    std::size_t index_ = 0;
    bool reshuffled_ = false, no_moves_ = false;
    bool bonus_ = false; // after BonusRound: the leftover moves, at kBonusPace
    double pace_ = 1;
    int spent_ = 0; // BonusMove events so far
    std::map<std::pair<int, int>, int> spawns_;
    Rng rng_{12345}; // particle directions only: looks, not rules
};

} // namespace

MoveAnimation animate_move(BoardView& view, const std::vector<Event>& events, const AnimOptions& options) {
    return Builder(view, options).build(events);
}

ActionPtr animate_swap_back(BoardView& view, Point a, Point b, const AnimOptions& options) {
    const BoardLayout& l = view.layout();
    GemPtr ga = view.at(a), gb = view.at(b);
    if (!ga || !gb) return nullptr;
    const SDL_FPoint pa = l.centre(a), pb = l.centre(b);
    sound(options, "swap");
    auto fn = options.sound;
    return tw::sequence({tw::parallel({tw::move_to(ga->v, pb.x, pb.y, kSwapTime, ease::in_out_quad),
                                       tw::move_to(gb->v, pa.x, pa.y, kSwapTime, ease::in_out_quad)}),
                         tw::call([fn] {
                             if (fn) fn("invalid");
                         }),
                         tw::parallel({tw::move_to(ga->v, pa.x, pa.y, kSwapTime, ease::in_out_quad),
                                       tw::move_to(gb->v, pb.x, pb.y, kSwapTime, ease::in_out_quad)})});
}

ActionPtr animate_intro(BoardView& view, const AnimOptions& options) {
    const BoardLayout& l = view.layout();
    std::vector<ActionPtr> group;
    const float drop = l.bounds().y + l.bounds().h;
    for (int y = 0; y < l.rows; ++y)
        for (int x = 0; x < l.cols; ++x) {
            GemPtr g = view.at({x, y});
            if (!g) continue;
            const SDL_FPoint c = l.centre({x, y});
            if (options.reduced_motion) {
                g->v->alpha = 0;
                group.push_back(tw::fade_to(g->v, 1, 0.2));
                continue;
            }
            g->v->y = c.y - drop;
            double len = 0;
            const double start = 0.02 * x + 0.03 * (l.rows - 1 - y);
            group.push_back(tw::sequence(
                {tw::delay(start), fall_to(g, c, static_cast<float>(l.rows), l.cell, false, &len)}));
        }
    return tw::parallel(std::move(group));
}

ActionPtr animate_win(BoardView& view, const AnimOptions& options, const std::string& banner) {
    const BoardLayout& l = view.layout();
    std::vector<ActionPtr> group;
    for (int y = 0; y < l.rows; ++y)
        for (int x = 0; x < l.cols; ++x) {
            GemPtr g = view.at({x, y});
            if (!g) continue;
            if (options.reduced_motion) {
                group.push_back(tw::sequence({tw::scale_to(g->v, 1.1f, 0.1), tw::scale_to(g->v, 1, 0.1)}));
                continue;
            }
            const double start = 0.035 * (x + y);
            group.push_back(
                tw::sequence({tw::delay(start),
                              tw::parallel({tw::move_by(g->v, 0, -l.cell * 0.3f, 0.14, ease::out_quad),
                                            tw::scale_to(g->v, 1.2f, 0.14)}),
                              tw::parallel({tw::move_by(g->v, 0, l.cell * 0.3f, 0.2, ease::out_bounce),
                                            tw::scale_to(g->v, 1, 0.2)})}));
        }
    group.push_back(animate_banner(view, banner, theme::kGood, 1.2));
    return tw::parallel(std::move(group));
}

ActionPtr animate_loss(BoardView& view, const AnimOptions&) {
    const BoardLayout& l = view.layout();
    std::vector<ActionPtr> group;
    for (int y = 0; y < l.rows; ++y)
        for (int x = 0; x < l.cols; ++x)
            if (GemPtr g = view.at({x, y})) group.push_back(tw::tint_to(g->v, {110, 110, 125, 255}, 0.5));
    group.push_back(tw::delay(0.7));
    return tw::parallel(std::move(group));
}

ActionPtr animate_banner(BoardView& view, const std::string& text, Colour colour, double seconds) {
    const SDL_FRect b = view.layout().bounds();
    EffectPtr fx = view.add_effect(Effect::Kind::Banner, colour);
    fx->text = text;
    fx->size = 30;
    fx->v->x = b.x + b.w / 2;
    fx->v->y = b.y + b.h / 2;
    fx->v->scale = 0.2f;
    fx->v->alpha = 0;
    fx->v->visible = false;
    EffectPtr keep = fx;
    return tw::sequence(
        {tw::call([keep] { keep->v->visible = true; }),
         tw::parallel({tw::scale_to(fx->v, 1, 0.2, ease::out_back), tw::fade_to(fx->v, 1, 0.12)}),
         tw::delay(std::max(0.1, seconds - 0.45)), tw::fade_to(fx->v, 0, 0.25),
         tw::call([keep] { keep->dead = true; })});
}

} // namespace tessera::app::match3_view
