#pragma once
// Game pads (SDL_GameController, plugged in or out while playing) drive the same input path as the
// keyboard: each button becomes the key press every scene already reads, so menus, settings, the
// toolbar and every game work with a pad with no pad code of their own.
//
//   D-pad, left stick  arrows            A      Enter (select)     B      Esc (back; pause in a game)
//   X                  H (hint)          Y      Ctrl+Z (undo)      Start  P (pause)
//   LB / RB            Page Up / Down (move along a game's toolbar; A then uses the button)
#include <SDL.h>
#include <vector>

namespace tessera::app {

class Gamepads {
  public:
    Gamepads() = default;
    ~Gamepads();
    Gamepads(const Gamepads&) = delete;
    Gamepads& operator=(const Gamepads&) = delete;

    // Opens the pads already plugged in (SDL_INIT_GAMECONTROLLER must be up).
    void open_all();
    // Key presses for a controller event (none for other events); opens and closes pads as they
    // come and go. Other input (keys, mouse) makes the keyboard the last input again.
    std::vector<SDL_Event> translate(const SDL_Event& e);
    // The left stick held past its dead zone repeats its arrow: the presses due after `dt` seconds.
    std::vector<SDL_Event> step(double dt);
    // The last input came from a pad: help and toolbars show pad buttons instead of keys.
    bool last_input_was_pad() const { return pad_last_; }
    int count() const { return static_cast<int>(pads_.size()); }

    // The key press a pad button stands for (SDLK_UNKNOWN when it stands for none).
    static SDL_Keysym key_for(SDL_GameControllerButton button);

  private:
    std::vector<SDL_GameController*> pads_;
    bool pad_last_ = false;
    Sint16 stick_x_ = 0, stick_y_ = 0;     // the left stick's last position
    SDL_Keycode stick_key_ = SDLK_UNKNOWN; // the arrow the stick is held towards
    double stick_wait_ = 0;                // until its next repeat
};

// A key press event, as SDL would deliver it (for pads, tests and tools).
SDL_Event key_event(SDL_Keycode key, Uint16 mod = KMOD_NONE);

} // namespace tessera::app
