#pragma once
// A value that eases toward its target each step (after Endless Sky's Animate<T>): HUD counters
// that count up as the animation pays points out, rather than jumping when the State changes.
//
//   Animated<double> score;
//   score.add(120);      // the animation paid out 120 points
//   score.step(dt);      // each fixed step
//   draw(score.value());
#include <algorithm>
#include <cmath>

namespace tessera::app {

template <class T> class Animated {
  public:
    // `rate`: the share of the remaining gap closed per second (12 closes it in a fraction of one).
    explicit Animated(T value = T{}, double rate = 12.0) : value_(value), target_(value), rate_(rate) {}

    void set(T target) { target_ = target; }
    void add(T delta) { target_ += delta; }
    // Jumps to `value` at once (a new state shown without animation).
    void snap(T value) { value_ = target_ = value; }
    void step(double dt) {
        const double gap = static_cast<double>(target_) - static_cast<double>(value_);
        if (std::abs(gap) < 1.0)
            value_ = target_;
        else
            value_ = static_cast<T>(static_cast<double>(value_) + gap * std::min(1.0, dt * rate_));
    }
    T value() const { return value_; }
    T target() const { return target_; }
    bool settled() const { return value_ == target_; }

  private:
    T value_;
    T target_;
    double rate_;
};

} // namespace tessera::app
