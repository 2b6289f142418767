#pragma once
// The one action map: a key press becomes an abstract action before any game sees it, so every
// game reads the same keys the same way, and a gamepad can later map to the same actions.
//
//   arrows            Left / Right / Up / Down      move the board cursor
//   Enter, Space      Select                        act on the cursor (the first press shows it)
//   Tab               Next                          the next thing the cursor can act on
//   Esc, P            Pause
//   Ctrl+Z            Undo       Ctrl+Y, Ctrl+Shift+Z   Redo
//   H                 Hint       Ctrl+R                 Restart
//
// Keys only one game reads (digits, a letter for a tool of its own) stay events for that game.
#include <cstdint>

#include <SDL.h>

#include "tessera/core/common/point.hpp"

namespace tessera::app {

enum class InputAction : std::uint8_t {
    None,
    Left,
    Right,
    Up,
    Down,
    Select,
    Next,
    Pause,
    Undo,
    Redo,
    Hint,
    Restart
};

InputAction action_for_key(const SDL_Keysym& key);

// {-1, 0} for Left, {0, 1} for Down; {0, 0} for the others.
Point direction_of(InputAction action);

// "Go back" on a screen Esc leaves: Esc or Backspace, the right mouse button, or the mouse's back
// button (X1). A game pad's B arrives as Esc.
bool is_back(const SDL_Event& e);
bool is_cursor_action(InputAction action); // Left, Right, Up, Down, Select, Next

// The keyboard cursor's visibility: hidden while the pointer is used, and the first cursor key
// after that only shows where the cursor is (it does not move it or act).
class CursorVisibility {
  public:
    // True when the key should act; false when it only revealed the cursor.
    bool reveal() {
        const bool was = shown_;
        shown_ = true;
        return was;
    }
    void show() { shown_ = true; }
    void hide() { shown_ = false; }
    bool shown() const { return shown_; }

  private:
    bool shown_ = false;
};

} // namespace tessera::app
