#include "tessera/app/framework/gamepad.hpp"

namespace tessera::app {

namespace {

// The scancode too, spelt out: SDL_GetScancodeFromKey needs the video subsystem's keymap.
struct KeyFor {
    SDL_Keycode sym;
    SDL_Scancode scancode;
    Uint16 mod;
};

std::optional<KeyFor> key_for_button(Uint8 button) {
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        return KeyFor{SDLK_UP, SDL_SCANCODE_UP, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return KeyFor{SDLK_DOWN, SDL_SCANCODE_DOWN, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return KeyFor{SDLK_LEFT, SDL_SCANCODE_LEFT, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return KeyFor{SDLK_RIGHT, SDL_SCANCODE_RIGHT, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_A:
        return KeyFor{SDLK_RETURN, SDL_SCANCODE_RETURN, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_B:
    case SDL_CONTROLLER_BUTTON_BACK:
        return KeyFor{SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_X:
        return KeyFor{SDLK_h, SDL_SCANCODE_H, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_Y:
        return KeyFor{SDLK_TAB, SDL_SCANCODE_TAB, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_START:
        return KeyFor{SDLK_p, SDL_SCANCODE_P, KMOD_NONE};
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        return KeyFor{SDLK_z, SDL_SCANCODE_Z, KMOD_LCTRL};
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        return KeyFor{SDLK_y, SDL_SCANCODE_Y, KMOD_LCTRL};
    default:
        return std::nullopt;
    }
}

} // namespace

std::optional<SDL_Event> key_event_for_gamepad(const SDL_Event& e) {
    if (e.type != SDL_CONTROLLERBUTTONDOWN && e.type != SDL_CONTROLLERBUTTONUP) return std::nullopt;
    const auto key = key_for_button(e.cbutton.button);
    if (!key) return std::nullopt;
    SDL_Event out{};
    const bool down = e.type == SDL_CONTROLLERBUTTONDOWN;
    out.key.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    out.key.timestamp = e.cbutton.timestamp;
    out.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    out.key.keysym.sym = key->sym;
    out.key.keysym.scancode = key->scancode;
    out.key.keysym.mod = key->mod;
    return out;
}

} // namespace tessera::app
