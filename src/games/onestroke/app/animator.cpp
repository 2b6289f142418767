#include "tessera/app/games/onestroke/animator.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <type_traits>

namespace tessera::app::onestroke_view {

namespace {
constexpr Colour kStartColour{255, 200, 70, 255};
constexpr Rgba kWhite{255, 255, 255, 255};
} // namespace

void StrokeAnimator::appear() {
    *view_.board_alpha = 0;
    auto alpha = view_.board_alpha;
    tl_.add(tw::custom(
        0.3, nullptr, [alpha](double t) { *alpha = static_cast<float>(t); }, ease::out_quad));
    const int n = static_cast<int>(view_.dots.size());
    const double step = n > 1 ? std::min(0.03, 0.35 / n) : 0;
    for (int v = 0; v < n; ++v) {
        const VisualPtr d = view_.dots[static_cast<std::size_t>(v)];
        d->scale = 0;
        tl_.add(tw::sequence({tw::delay(0.08 + step * v), tw::scale_to(d, 1, 0.3, ease::out_back)}));
    }
}

void StrokeAnimator::play(const std::vector<onestroke::Event>& events, const onestroke::State& after,
                          const std::function<void()>& on_won) {
    const int total = after.figure->edge_count();
    for (const onestroke::Event& ev : events) {
        std::visit(
            [&](const auto& e) {
                using T = std::decay_t<decltype(e)>;
                if constexpr (std::is_same_v<T, onestroke::StrokeStarted>) {
                    sound_("click");
                    pop(e.vertex, 0, 1.5f);
                    ripple(e.vertex, kStartColour, 0);
                } else if constexpr (std::is_same_v<T, onestroke::EdgeDrawn>) {
                    sound_("pick");
                    grow(e.edge, e.from, e.drawn - 1, 0);
                    pop(e.to, kGrowSeconds);
                    ripple(e.to, BoardView::stroke_colour(e.drawn - 1, total), kGrowSeconds);
                    if (e.drawn < total)
                        popup(e.to, std::to_string(e.drawn) + " / " + std::to_string(total),
                              BoardView::stroke_colour(e.drawn - 1, total), kGrowSeconds);
                } else if constexpr (std::is_same_v<T, onestroke::Won>) {
                    win(after, kGrowSeconds + 0.08, on_won);
                } else if constexpr (std::is_same_v<T, onestroke::Stuck>) {
                    stuck(e.vertex, kGrowSeconds);
                }
            },
            ev);
    }
}

void StrokeAnimator::win(const onestroke::State& state, double delay, const std::function<void()>& on_won) {
    const int n = static_cast<int>(state.stroke.size());
    const double step = n > 0 ? std::min(0.07, 0.9 / n) : 0;
    tl_.add(tw::sequence({tw::delay(delay), tw::call([sound = sound_] { sound("win"); })}));
    for (int i = 0; i < n; ++i) {
        const EdgeAnimPtr a =
            view_.edges[static_cast<std::size_t>(state.stroke[static_cast<std::size_t>(i)])];
        tl_.add(tw::sequence(
            {tw::delay(delay + step * i),
             tw::custom(
                 0.12, nullptr, [a](double t) { a->flash = static_cast<float>(t); }, ease::out_quad),
             tw::custom(
                 0.4, nullptr, [a](double t) { a->flash = static_cast<float>(1 - t); }, ease::in_quad)}));
    }
    // Each dot pops (and throws sparks) when the wave first reaches it.
    std::vector<bool> seen(view_.dots.size(), false);
    for (std::size_t i = 0; i < state.trail.size(); ++i) {
        const int v = state.trail[i];
        if (seen[static_cast<std::size_t>(v)]) continue;
        seen[static_cast<std::size_t>(v)] = true;
        const double at = delay + step * static_cast<double>(i);
        const Colour c = BoardView::stroke_colour(static_cast<int>(i > 0 ? i - 1 : 0), n);
        pop(v, at, 1.45f);
        sparks(v, c, at, static_cast<int>(i));
    }
    tl_.add(tw::sequence({tw::delay(delay + step * n + 0.55), tw::call(on_won)}));
}

void StrokeAnimator::undo(const onestroke::State& before, const onestroke::State& after) {
    for (int e : before.stroke)
        if (!after.is_drawn(e)) retract(e, kRetractSeconds);
    if (before.current() >= 0 && after.current() < 0) pop(before.current(), 0, 0.75f);
    if (after.current() >= 0) ripple(after.current(), kStartColour, 0);
}

void StrokeAnimator::restart(const onestroke::State& before) {
    const int n = static_cast<int>(before.stroke.size());
    for (int i = 0; i < n; ++i) retract(before.stroke[static_cast<std::size_t>(i)], 0.3);
    for (std::size_t v = 0; v < view_.dots.size(); ++v) {
        const VisualPtr d = view_.dots[v];
        d->x = d->y = 0;
        d->tint = kWhite;
    }
}

void StrokeAnimator::reject(int vertex) {
    const VisualPtr d = view_.dots[static_cast<std::size_t>(vertex)];
    d->x = 0;
    if (!reduced_motion_) // reduced motion: the dot only blushes
        tl_.add(
            tw::sequence({tw::move_to(d, 7, 0, 0.04, ease::linear), tw::move_to(d, -6, 0, 0.06, ease::linear),
                          tw::move_to(d, 4, 0, 0.05, ease::linear), tw::move_to(d, -2, 0, 0.04, ease::linear),
                          tw::move_to(d, 0, 0, 0.04, ease::linear)}));
    d->tint = {255, 120, 120, 255};
    tl_.add(tw::tint_to(d, kWhite, 0.35));
}

void StrokeAnimator::stuck(int vertex, double delay) {
    // Two red pulses over the lines that are left, and the dot shakes.
    auto flash = view_.remaining_flash;
    auto wave = [flash](double t) {
        *flash = static_cast<float>(std::max(0.0, std::sin(t * 4 * 3.14159265358979)));
    };
    tl_.add(tw::sequence({tw::delay(delay), tw::call([sound = sound_] { sound("invalid"); }),
                          tw::custom(0.9, nullptr, wave, ease::linear), tw::call([flash] { *flash = 0; })}));
    tl_.add(tw::sequence({tw::delay(delay), tw::call([this, vertex] { reject(vertex); })}));
}

void StrokeAnimator::grow(int edge, int from, int order, double delay) {
    const EdgeAnimPtr a = view_.edges[static_cast<std::size_t>(edge)];
    a->from = from;
    a->order = order;
    a->flash = 0;
    a->grow = 0;
    const int gen = ++a->generation;
    tl_.add(tw::sequence({tw::delay(delay), tw::custom(
                                                kGrowSeconds, nullptr,
                                                [a, gen](double t) {
                                                    if (a->generation == gen) a->grow = static_cast<float>(t);
                                                },
                                                ease::out_quad)}));
}

void StrokeAnimator::retract(int edge, double seconds) {
    const EdgeAnimPtr a = view_.edges[static_cast<std::size_t>(edge)];
    a->flash = 0;
    const int gen = ++a->generation;
    const float from = a->grow;
    tl_.add(tw::custom(
        seconds, nullptr,
        [a, gen, from](double t) {
            if (a->generation == gen) a->grow = static_cast<float>(from * (1 - t));
        },
        ease::in_quad));
}

void StrokeAnimator::pop(int vertex, double delay, float peak) {
    const VisualPtr d = view_.dots[static_cast<std::size_t>(vertex)];
    tl_.add(tw::sequence({tw::delay(delay), tw::scale_to(d, peak, 0.07, ease::out_quad),
                          tw::scale_to(d, 1, 0.24, ease::out_back)}));
}

void StrokeAnimator::ripple(int vertex, Colour colour, double delay) {
    auto v = std::make_shared<Visual>();
    const Vec2 c = layout_.dot(vertex);
    v->x = c.x;
    v->y = c.y;
    v->scale = 1.1f;
    v->alpha = 0.9f;
    v->visible = delay <= 0;
    view_.ripples.push_back({v, colour});
    tl_.add(tw::sequence(
        {tw::delay(delay), tw::call([v] { v->visible = true; }),
         tw::parallel({tw::scale_to(v, 2.8f, 0.45, ease::out_cubic), tw::fade_to(v, 0, 0.45)})}));
}

void StrokeAnimator::popup(int vertex, std::string text, Colour colour, double delay) {
    auto v = std::make_shared<Visual>();
    const Vec2 c = layout_.dot(vertex);
    v->x = c.x;
    v->y = c.y - layout_.dot_radius() * 2.6f - 12;
    v->alpha = 0;
    view_.popups.push_back({v, std::move(text), colour});
    tl_.add(tw::sequence({tw::delay(delay), tw::fade_to(v, 1, 0.08),
                          tw::parallel({tw::move_by(v, 0, -22, 0.6, ease::out_cubic),
                                        tw::sequence({tw::delay(0.3), tw::fade_to(v, 0, 0.3)})})}));
}

void StrokeAnimator::sparks(int vertex, Colour colour, double delay, int variant) {
    const Vec2 c = layout_.dot(vertex);
    const float reach = layout_.dot_radius() * 3.2f + 18;
    constexpr int kSparks = 6;
    for (int k = 0; k < kSparks; ++k) {
        auto v = std::make_shared<Visual>();
        v->x = c.x;
        v->y = c.y;
        v->alpha = 0;
        v->scale = 0.7f + 0.1f * static_cast<float>((k + variant) % 4);
        v->tint = {static_cast<float>(colour.r), static_cast<float>(colour.g), static_cast<float>(colour.b),
                   255};
        view_.sparks.push_back({v});
        const double angle = (k * 60.0 + variant * 23.0) * 3.14159265358979 / 180.0;
        const float dist = reach * (0.75f + 0.25f * static_cast<float>((k * 7 + variant) % 3) / 2.0f);
        tl_.add(tw::sequence(
            {tw::delay(delay), tw::fade_to(v, 1, 0.01),
             tw::parallel({tw::move_by(v, static_cast<float>(std::cos(angle)) * dist,
                                       static_cast<float>(std::sin(angle)) * dist, 0.55, ease::out_cubic),
                           tw::sequence({tw::delay(0.2), tw::fade_to(v, 0, 0.35)})})}));
    }
}

} // namespace tessera::app::onestroke_view
