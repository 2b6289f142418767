#pragma once
// Turns the events of one core move into tweens (docs/architecture.md: "the view turns events into tweens;
// the model never waits for an animation"). The view's cell map jumps to the final board at once;
// only the sprites' Visuals move later, along the returned action.
#include <cstdint>
#include <functional>
#include <vector>

#include "tessera/app/framework/tween.hpp"
#include "tessera/app/games/match3/board_view.hpp"
#include "tessera/core/match3/events.hpp"

namespace tessera::app::match3_view {

struct AnimOptions {
    bool reduced_motion = false;                // no bounces, particles or wobble: short slides and fades
    std::function<void(const char*)> sound;     // "swap", "clear", "drop", "pop", "invalid" (may be empty)
    std::function<void(std::int64_t)> on_score; // a clear's points, when it shows (the HUD counts up)
    std::function<void(int)> on_moves_left;     // the bonus round: moves still to go off, as it shows
};

// Timings in seconds at speed 1 (the timeline's speed setting scales them).
inline constexpr double kSwapTime = 0.18;
inline constexpr double kClearTime = 0.24;
inline constexpr double kSpecialTime = 0.32;
inline constexpr double kShuffleTime = 0.9;

struct MoveAnimation {
    ActionPtr action;      // everything, to add to the scene's timeline
    double duration = 0;   // until the board has settled (pop-ups may run a little longer)
    int cascade_steps = 0; // CascadeStep count
    bool reshuffled = false;
    bool no_moves_left = false;
    bool bonus_round = false; // the move reached the target: its leftover moves went off
};

MoveAnimation animate_move(BoardView& view, const std::vector<match3::Event>& events,
                           const AnimOptions& options);
// A swap that makes no run: the two pieces trade places and come back.
ActionPtr animate_swap_back(BoardView& view, Point a, Point b, const AnimOptions& options);
// A new board drops in from above, column by column.
ActionPtr animate_intro(BoardView& view, const AnimOptions& options);
// The win: a wave of hops across the board under a banner ("Level complete!").
ActionPtr animate_win(BoardView& view, const AnimOptions& options, const std::string& banner);
// The loss: pieces grey out.
ActionPtr animate_loss(BoardView& view, const AnimOptions& options);
// A banner over the board ("Shuffling!", "Cascade x4!").
ActionPtr animate_banner(BoardView& view, const std::string& text, Colour colour, double seconds);

} // namespace tessera::app::match3_view
