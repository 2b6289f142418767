#pragma once
// The full text of a label that did not fit: when the pointer rests on a label cut with "…"
// (Gfx::cut_labels), a card with the whole text appears beside it, over everything. Any click,
// key, wheel or pad input, or moving off the label, hides it again. (A Spanish title runs ~30%
// longer than its English one: the player can still read all of it.)
#include <SDL.h>

#include <string>

#include "tessera/app/framework/gfx.hpp"

namespace tessera::app {

class Tooltip {
  public:
    // How long the pointer must rest before the card shows.
    static constexpr double kDelaySeconds = 0.5;

    // Every event the app handles (logical coordinates).
    void see(const SDL_Event& e);
    void step(double dt);
    // After the scenes drew this frame: finds the cut label under the pointer and draws the card.
    // Returns whether it drew one.
    bool draw(Gfx& gfx);
    // The text shown in the last frame ("" when none).
    const std::string& shown() const { return shown_; }

  private:
    SDL_FPoint at_{-1, -1};
    bool pointer_known_ = false;
    double rested_ = 0;
    std::string shown_;
};

} // namespace tessera::app
