#pragma once
// A game's "How to play": its rules in a few short lines, beside a small animated example drawn
// by the game's own sprites. It opens the first time a level of the game is played, from the
// pause menu, and from Help.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <SDL.h>

#include "tessera/app/framework/scene.hpp"

namespace tessera::app {

class App;
class Gfx;

struct HowToPlay {
    std::vector<std::string> rules; // three or four short lines
    // Draws the example into `area` at `t` seconds (it loops; the drawing chooses its period).
    std::function<void(Gfx& gfx, SDL_FRect area, double t)> illustrate;
};

// 0 before `from`, 1 after `to`, linear between: an example's timeline, step by step.
inline double progress(double t, double from, double to) {
    return t <= from ? 0.0 : t >= to ? 1.0 : (t - from) / (to - from);
}

// The overlay for the game `game` (its title and how-to from the game registry).
std::unique_ptr<Scene> make_how_to_play_scene(App& app, const std::string& game);
// Pushes the game's how-to the first time one of its levels opens (recorded in the profile).
void show_how_to_play_once(App& app, const std::string& game);

} // namespace tessera::app
