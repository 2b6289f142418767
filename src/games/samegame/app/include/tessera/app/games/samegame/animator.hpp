#pragma once
// Turns the events of one SameGame move into tweens on the board's sprites (docs/architecture.md: the view
// turns events into tweens; the model never waits). Cleared → the group pops (shrink, particles,
// per-tile score pop-ups); Fell → drops with a small bounce; ColumnShifted → columns slide left;
// EndAdjusted → PopStar's bonus counts down while the tiles left vanish one by one (or classic's
// clear bonus / leftover penalty banner). The BoardView's grid is updated at once, so it always
// mirrors the State; only the Visuals lag behind.
#include <functional>
#include <vector>

#include "tessera/app/framework/tween.hpp"
#include "tessera/app/games/samegame/board_view.hpp"
#include "tessera/core/samegame/game.hpp"

namespace tessera::app::samegame_view {

struct AnimOptions {
    bool reduced_motion = false;
    bool discovery =
        false; // the selected group stays a beat before it shrinks (the Discovery article's timer)
    samegame::Rules rules = samegame::Rules::popstar;
    std::function<void(const char*)> sound;
    std::function<void(int)> add_score; // the HUD's score counter catches up by this much
};

// The whole move as one action (parallel groups with delays). Never null.
ActionPtr animate_move(BoardView& view, const std::vector<samegame::Event>& events, const AnimOptions& o);
// Blocks drop into place at the start of a level.
ActionPtr animate_intro(BoardView& view, const AnimOptions& o);
// The end of a level: remaining blocks hop and sparkle (won) or grey out (lost).
ActionPtr animate_end(BoardView& view, bool won, const AnimOptions& o);

} // namespace tessera::app::samegame_view
