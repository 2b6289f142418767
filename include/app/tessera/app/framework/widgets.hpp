#pragma once
// Focusable buttons: the one widget every menu uses, so every screen works with the keyboard
// alone (arrows/Tab move focus, Enter/Space activate, Left/Right adjust values), the mouse
// (hover focuses, click activates) and touch (SDL turns taps into mouse clicks).
#include <functional>
#include <string>
#include <vector>

#include <SDL.h>

#include "tessera/app/framework/gfx.hpp"

namespace tessera::app {

struct Button {
    SDL_FRect rect{};
    std::string label;
    std::string value;  // shown right-aligned (settings)
    std::string detail; // a second, smaller line
    bool enabled = true;
    std::function<void()> on_activate;  // Enter / Space / click
    std::function<void(int)> on_adjust; // Left / Right with -1 / +1 (settings values)
    std::string icon;                   // optional "ui" atlas frame drawn left of the label
};

class ButtonList {
  public:
    // Layout: `columns` > 1 makes arrows move in a grid: to the nearest button that way.
    explicit ButtonList(int columns = 1) : columns_(columns) {}

    Button& add(Button b);
    std::vector<Button>& buttons() { return buttons_; }
    const std::vector<Button>& buttons() const { return buttons_; }
    void clear() {
        buttons_.clear();
        focus_ = 0;
    }

    int focus() const { return focus_; }
    // -1 (or any negative) focuses nothing.
    void set_focus(int index);
    // True when the event was used.
    bool handle(const SDL_Event& e);
    // Draws every button; `custom` can take over a button's face (cards) — return true if it drew.
    void draw(Gfx& gfx, const std::function<bool(Gfx&, const Button&, bool focused)>& custom = nullptr) const;

  private:
    void move(int delta);
    void step(int dx, int dy);
    int hit(float x, float y) const;
    std::vector<Button> buttons_;
    int focus_ = 0;
    int columns_;
    int pressed_ = -1;
};

// Draws the standard button face (used by ButtonList and by scenes with their own buttons).
// `label_right` > 0 ends the label left of that x (its detail line keeps the width): something,
// such as a toolbar badge, sits over the button's top right corner.
void draw_button(Gfx& gfx, const Button& b, bool focused, float label_right = 0);

} // namespace tessera::app
