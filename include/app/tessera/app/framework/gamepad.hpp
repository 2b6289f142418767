#pragma once
// Gamepads play through the keyboard's map: a button becomes the key it stands for, so every menu,
// overlay and game (actions.hpp) reads a gamepad as it reads the keyboard.
//
//   D-pad             arrows               A            Enter   (select)
//   B, Back           Esc (back, pause)    X            H       (hint)
//   Y                 Tab (next)           Start        P       (pause)
//   left shoulder     Ctrl+Z (undo)        right shoulder   Ctrl+Y (redo)
//
// SDL's game-controller mapping gives every supported pad these names, whatever its make.
#include <optional>

#include <SDL.h>

namespace tessera::app {

// The key event a gamepad button event stands for (pressed or released), or nullopt for any other
// event and for buttons with no key (the guide button, sticks, paddles).
std::optional<SDL_Event> key_event_for_gamepad(const SDL_Event& e);

} // namespace tessera::app
