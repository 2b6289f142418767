#pragma once
// Fixed-step simulation clock: the game world (tweens, timers) advances in equal steps whatever
// the frame rate, and drawing is decoupled from it. Pure C++ so it can be tested.
#include <algorithm>

namespace tessera::app {

class FixedClock {
  public:
    explicit FixedClock(double hz = 120.0, int max_steps_per_frame = 12)
        : step_(1.0 / hz), max_steps_(max_steps_per_frame) {}

    double step_seconds() const { return step_; }

    // Adds real elapsed time; returns how many fixed steps to run now. After a long stall (a
    // dragged window, a breakpoint) at most max_steps are run and the rest is dropped, so the
    // game never fast-forwards wildly.
    int advance(double real_seconds) {
        acc_ += std::max(0.0, real_seconds);
        int n = static_cast<int>(acc_ / step_);
        if (n > max_steps_) {
            n = max_steps_;
            acc_ = 0;
        } else {
            acc_ -= n * step_;
        }
        return n;
    }
    // Fraction of a step not yet simulated (0..1), for interpolated drawing.
    double alpha() const { return acc_ / step_; }

  private:
    double step_;
    int max_steps_;
    double acc_ = 0;
};

} // namespace tessera::app
