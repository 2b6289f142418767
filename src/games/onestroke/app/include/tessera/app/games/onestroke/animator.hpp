#pragma once
// Turns the events of One Stroke moves into tweens on the scene's Timeline (docs/architecture.md: the view
// turns events into tweens; the model never waits for an animation). The State has already moved
// on when these run; only BoardView's values catch up.
#include <functional>
#include <vector>

#include "tessera/app/framework/tween.hpp"
#include "tessera/app/games/onestroke/board_layout.hpp"
#include "tessera/app/games/onestroke/board_view.hpp"
#include "tessera/core/onestroke/game.hpp"

namespace tessera::app::onestroke_view {

// Seconds, before the animation-speed setting scales them.
inline constexpr double kGrowSeconds = 0.14;
inline constexpr double kRetractSeconds = 0.16;

class StrokeAnimator {
  public:
    using Sound = std::function<void(const char*)>;
    StrokeAnimator(Timeline& timeline, BoardView& view, const BoardLayout& layout, Sound sound)
        : tl_(timeline), view_(view), layout_(layout), sound_(std::move(sound)) {}

    // No shakes (the scene sets it from the player's settings each step).
    void set_reduced_motion(bool on) { reduced_motion_ = on; }
    // The board fades in and its dots pop up one after another.
    void appear();
    // The events of one move (or a redo), `after` being the state they led to. `on_won` runs when
    // the win animation has played.
    void play(const std::vector<onestroke::Event>& events, const onestroke::State& after,
              const std::function<void()>& on_won);
    // The win: the stroke's edges flash in drawing order, dots pop and throw sparks, then on_won.
    void win(const onestroke::State& state, double delay, const std::function<void()>& on_won);
    // Undo: what `before` had drawn and `after` has not retracts into the dot it came from.
    void undo(const onestroke::State& before, const onestroke::State& after);
    // Restart: the whole stroke retracts.
    void restart(const onestroke::State& before);
    // An illegal touch: the dot shakes and blushes.
    void reject(int vertex);
    // Getting stuck: the dot shakes and the lines left flash red.
    void stuck(int vertex, double delay);

  private:
    void grow(int edge, int from, int order, double delay);
    void retract(int edge, double seconds);
    void pop(int vertex, double delay, float peak = 1.35f);
    void ripple(int vertex, Colour colour, double delay);
    void popup(int vertex, std::string text, Colour colour, double delay);
    void sparks(int vertex, Colour colour, double delay, int variant);

    Timeline& tl_;
    BoardView& view_;
    const BoardLayout& layout_;
    Sound sound_;
    bool reduced_motion_ = false;
};

} // namespace tessera::app::onestroke_view
