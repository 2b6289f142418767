#include "tessera/app/framework/tween.hpp"

#include <algorithm>
#include <cmath>

namespace tessera::app {

namespace ease {
double linear(double t) { return t; }
double in_quad(double t) { return t * t; }
double out_quad(double t) { return 1 - (1 - t) * (1 - t); }
double in_out_quad(double t) { return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2; }
double in_cubic(double t) { return t * t * t; }
double out_cubic(double t) { return 1 - std::pow(1 - t, 3); }
double in_out_cubic(double t) { return t < 0.5 ? 4 * t * t * t : 1 - std::pow(-2 * t + 2, 3) / 2; }
double out_back(double t) {
    constexpr double c1 = 1.70158, c3 = c1 + 1;
    return 1 + c3 * std::pow(t - 1, 3) + c1 * std::pow(t - 1, 2);
}
double in_back(double t) {
    constexpr double c1 = 1.70158, c3 = c1 + 1;
    return c3 * t * t * t - c1 * t * t;
}
double out_bounce(double t) {
    constexpr double n1 = 7.5625, d1 = 2.75;
    if (t < 1 / d1) return n1 * t * t;
    if (t < 2 / d1) {
        t -= 1.5 / d1;
        return n1 * t * t + 0.75;
    }
    if (t < 2.5 / d1) {
        t -= 2.25 / d1;
        return n1 * t * t + 0.9375;
    }
    t -= 2.625 / d1;
    return n1 * t * t + 0.984375;
}
double out_elastic(double t) {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    constexpr double c4 = (2 * 3.14159265358979323846) / 3;
    return std::pow(2, -10 * t) * std::sin((t * 10 - 0.75) * c4) + 1;
}
} // namespace ease

namespace {

class TweenAction final : public Action {
  public:
    TweenAction(double seconds, std::function<void()> start, std::function<void(double)> apply, Easing easing)
        : duration_(std::max(0.0, seconds)), start_(std::move(start)), apply_(std::move(apply)),
          easing_(easing) {}

    double update(double dt) override {
        if (done_) return dt;
        begin();
        elapsed_ += dt;
        if (elapsed_ >= duration_) {
            const double left = elapsed_ - duration_;
            finish();
            return left;
        }
        apply_(easing_(elapsed_ / duration_));
        return 0;
    }
    bool done() const override { return done_; }
    void finish() override {
        if (done_) return;
        begin();
        apply_(easing_(1.0));
        done_ = true;
    }
    double duration() const override { return duration_; }

  private:
    void begin() {
        if (started_) return;
        started_ = true;
        if (start_) start_();
    }
    double duration_;
    double elapsed_ = 0;
    bool started_ = false;
    bool done_ = false;
    std::function<void()> start_;
    std::function<void(double)> apply_;
    Easing easing_;
};

class CallAction final : public Action {
  public:
    explicit CallAction(std::function<void()> fn) : fn_(std::move(fn)) {}
    double update(double dt) override {
        finish();
        return dt;
    }
    bool done() const override { return done_; }
    void finish() override {
        if (done_) return;
        done_ = true;
        if (fn_) fn_();
    }
    double duration() const override { return 0; }

  private:
    std::function<void()> fn_;
    bool done_ = false;
};

class SequenceAction final : public Action {
  public:
    explicit SequenceAction(std::vector<ActionPtr> steps) : steps_(std::move(steps)) {}
    double update(double dt) override {
        while (index_ < steps_.size()) {
            dt = steps_[index_]->update(dt);
            if (!steps_[index_]->done()) return 0;
            ++index_;
        }
        return dt;
    }
    bool done() const override { return index_ >= steps_.size(); }
    void finish() override {
        for (; index_ < steps_.size(); ++index_) steps_[index_]->finish();
    }
    double duration() const override {
        double d = 0;
        for (const auto& s : steps_) d += s->duration();
        return d;
    }

  private:
    std::vector<ActionPtr> steps_;
    std::size_t index_ = 0;
};

class ParallelAction final : public Action {
  public:
    explicit ParallelAction(std::vector<ActionPtr> group) : group_(std::move(group)) {}
    double update(double dt) override {
        double least_left = dt;
        bool all_done = true;
        for (auto& a : group_) {
            if (a->done()) continue;
            const double left = a->update(dt);
            if (a->done())
                least_left = std::min(least_left, left);
            else
                all_done = false;
        }
        return all_done ? least_left : 0;
    }
    bool done() const override {
        return std::all_of(group_.begin(), group_.end(), [](const ActionPtr& a) { return a->done(); });
    }
    void finish() override {
        for (auto& a : group_) a->finish();
    }
    double duration() const override {
        double d = 0;
        for (const auto& a : group_) d = std::max(d, a->duration());
        return d;
    }

  private:
    std::vector<ActionPtr> group_;
};

float lerp(float a, float b, double t) { return static_cast<float>(a + (b - a) * t); }

} // namespace

namespace tw {

ActionPtr custom(double seconds, std::function<void()> start, std::function<void(double)> apply,
                 Easing easing) {
    return std::make_shared<TweenAction>(seconds, std::move(start), std::move(apply), easing);
}

ActionPtr move_to(VisualPtr v, float x, float y, double seconds, Easing easing) {
    auto from = std::make_shared<std::pair<float, float>>();
    return custom(
        seconds,
        [v, from] {
            *from = {v->x, v->y};
        },
        [v, from, x, y](double t) {
            v->x = lerp(from->first, x, t);
            v->y = lerp(from->second, y, t);
        },
        easing);
}

ActionPtr move_by(VisualPtr v, float dx, float dy, double seconds, Easing easing) {
    auto from = std::make_shared<std::pair<float, float>>();
    return custom(
        seconds,
        [v, from] {
            *from = {v->x, v->y};
        },
        [v, from, dx, dy](double t) {
            v->x = lerp(from->first, from->first + dx, t);
            v->y = lerp(from->second, from->second + dy, t);
        },
        easing);
}

ActionPtr scale_to(VisualPtr v, float scale, double seconds, Easing easing) {
    auto from = std::make_shared<float>();
    return custom(
        seconds, [v, from] { *from = v->scale; },
        [v, from, scale](double t) { v->scale = lerp(*from, scale, t); }, easing);
}

ActionPtr fade_to(VisualPtr v, float alpha, double seconds, Easing easing) {
    auto from = std::make_shared<float>();
    return custom(
        seconds, [v, from] { *from = v->alpha; },
        [v, from, alpha](double t) { v->alpha = lerp(*from, alpha, t); }, easing);
}

ActionPtr tint_to(VisualPtr v, Rgba colour, double seconds, Easing easing) {
    auto from = std::make_shared<Rgba>();
    return custom(
        seconds, [v, from] { *from = v->tint; },
        [v, from, colour](double t) {
            v->tint = {lerp(from->r, colour.r, t), lerp(from->g, colour.g, t), lerp(from->b, colour.b, t),
                       lerp(from->a, colour.a, t)};
        },
        easing);
}

ActionPtr delay(double seconds) {
    return custom(seconds, nullptr, [](double) {});
}
ActionPtr call(std::function<void()> fn) { return std::make_shared<CallAction>(std::move(fn)); }
ActionPtr sequence(std::vector<ActionPtr> steps) {
    return std::make_shared<SequenceAction>(std::move(steps));
}
ActionPtr parallel(std::vector<ActionPtr> group) {
    return std::make_shared<ParallelAction>(std::move(group));
}

} // namespace tw

void Timeline::add(ActionPtr action) {
    if (action) actions_.push_back(std::move(action));
}

void Timeline::update(double dt) {
    // Callbacks may add actions: iterate over a snapshot and keep what is still running.
    auto running = std::move(actions_);
    actions_.clear();
    for (auto& a : running) {
        a->update(dt * speed);
    }
    std::vector<ActionPtr> kept;
    for (auto& a : running)
        if (!a->done()) kept.push_back(std::move(a));
    for (auto& a : actions_) kept.push_back(std::move(a));
    actions_ = std::move(kept);
}

void Timeline::finish_all() {
    // Finishing can fire callbacks that add more actions; bounded so a callback loop cannot hang.
    for (int round = 0; round < 64 && !actions_.empty(); ++round) {
        auto running = std::move(actions_);
        actions_.clear();
        for (auto& a : running) a->finish();
    }
    actions_.clear();
}

void Schedule::at(double start, ActionPtr action) {
    if (!action) return;
    all_.push_back(start > 0 ? tw::sequence({tw::delay(start), std::move(action)}) : std::move(action));
}

void Schedule::call_at(double start, std::function<void()> fn) { at(start, tw::call(std::move(fn))); }

void Schedule::sound_at(double start, const char* name) {
    if (!sound_) return;
    call_at(start, [fn = sound_, name] { fn(name); });
}

ActionPtr Schedule::build() {
    ActionPtr out = all_.empty() ? tw::delay(0) : tw::parallel(std::move(all_));
    all_.clear();
    return out;
}

} // namespace tessera::app
