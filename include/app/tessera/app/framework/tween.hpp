#pragma once
// Tweens and timelines: every drop, slide, fly and shrink in Tessera is one of these, built by a
// scene from the events a core move returns (docs/architecture.md, "The path of a click"). Pure
// C++ (no SDL) so the maths is testable; the values they animate live in `Visual`s owned by
// shared_ptr, so a tween never outlives what it moves.
//
//   auto v = std::make_shared<Visual>();
//   timeline.add(tw::sequence({tw::move_to(v, 100, 200, 0.25, ease::out_bounce),
//                              tw::parallel({tw::scale_to(v, 0, 0.2), tw::fade_to(v, 0, 0.2)}),
//                              tw::call([] { /* done */ })}));
//   timeline.update(dt);   // from the fixed-step clock
#include <functional>
#include <memory>
#include <vector>

namespace tessera::app {

// ----------------------------------------------------------------- easing
using Easing = double (*)(double);
namespace ease {
double linear(double t);
double in_quad(double t);
double out_quad(double t);
double in_out_quad(double t);
double in_cubic(double t);
double out_cubic(double t);
double in_out_cubic(double t);
double out_back(double t);   // overshoots a little: pops
double in_back(double t);    // pulls back first: shrinks away
double out_bounce(double t); // the drop's small bounce
double out_elastic(double t);
} // namespace ease

struct Rgba {
    float r = 255, g = 255, b = 255, a = 255;
};

// What a tween animates: a sprite's position (its centre, logical pixels), scale, opacity and tint.
struct Visual {
    float x = 0, y = 0;
    float scale = 1;
    float alpha = 1;
    float rotation = 0; // degrees
    Rgba tint{};
    bool visible = true;
};
using VisualPtr = std::shared_ptr<Visual>;

// ----------------------------------------------------------------- actions
class Action {
  public:
    virtual ~Action() = default;
    // Advances by dt seconds; returns the part of dt left over once the action has finished
    // (0 while it is still running), so sequences hand the rest to the next step.
    virtual double update(double dt) = 0;
    virtual bool done() const = 0;
    // Jumps to the end (fires callbacks), as when animations are fast-forwarded.
    virtual void finish() = 0;
    // Total duration in seconds (for layout and tests).
    virtual double duration() const = 0;
};
using ActionPtr = std::shared_ptr<Action>;

namespace tw {
// Generic value tween: `apply(eased_t)` is called with 0..1; `start` is called once at the start
// (to capture from-values).
ActionPtr custom(double seconds, std::function<void()> start, std::function<void(double)> apply,
                 Easing easing = ease::linear);
ActionPtr move_to(VisualPtr v, float x, float y, double seconds, Easing easing = ease::out_quad);
ActionPtr move_by(VisualPtr v, float dx, float dy, double seconds, Easing easing = ease::out_quad);
ActionPtr scale_to(VisualPtr v, float scale, double seconds, Easing easing = ease::out_quad);
ActionPtr fade_to(VisualPtr v, float alpha, double seconds, Easing easing = ease::linear);
ActionPtr tint_to(VisualPtr v, Rgba colour, double seconds, Easing easing = ease::linear);
ActionPtr delay(double seconds);
ActionPtr call(std::function<void()> fn);
ActionPtr sequence(std::vector<ActionPtr> steps);
ActionPtr parallel(std::vector<ActionPtr> group);
} // namespace tw

// One animation built from a move's events: actions placed at start times (seconds from now),
// played together. The views' animators build on it.
//
//   Schedule s(sound);
//   s.at(0.0, tw::move_to(v, x, y, 0.2));
//   s.sound_at(0.15, "drop");
//   timeline.add(s.build());
class Schedule {
  public:
    explicit Schedule(std::function<void(const char*)> sound = {}) : sound_(std::move(sound)) {}
    void at(double start, ActionPtr action);
    void call_at(double start, std::function<void()> fn);
    // Plays a sound at `start` (nothing when the schedule has no sound function).
    void sound_at(double start, const char* name);
    bool empty() const { return all_.empty(); }
    // Everything in parallel; an empty schedule is a zero delay. Leaves the schedule empty.
    ActionPtr build();

  private:
    std::function<void(const char*)> sound_;
    std::vector<ActionPtr> all_;
};

// A set of concurrently running actions. `speed` scales time (animation-speed setting);
// `busy()` tells a scene to keep its board input locked.
class Timeline {
  public:
    void add(ActionPtr action);
    void update(double dt);
    void finish_all();
    bool busy() const { return !actions_.empty(); }
    std::size_t size() const { return actions_.size(); }
    void clear() { actions_.clear(); }
    double speed = 1.0;

  private:
    std::vector<ActionPtr> actions_;
};

} // namespace tessera::app
