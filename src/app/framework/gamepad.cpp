#include "tessera/app/framework/gamepad.hpp"

#include <algorithm>
#include <cstdlib>

namespace tessera::app {

namespace {

constexpr Sint16 kDeadZone = 16000;   // of ±32767: a resting stick never moves the cursor
constexpr double kRepeatFirst = 0.35; // seconds before a held stick repeats
constexpr double kRepeatEvery = 0.12;

SDL_Keycode stick_key(Sint16 x, Sint16 y) {
    if (std::abs(x) < kDeadZone && std::abs(y) < kDeadZone) return SDLK_UNKNOWN;
    if (std::abs(x) >= std::abs(y)) return x < 0 ? SDLK_LEFT : SDLK_RIGHT;
    return y < 0 ? SDLK_UP : SDLK_DOWN;
}

} // namespace

SDL_Event key_event(SDL_Keycode key, Uint16 mod) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    e.key.keysym.mod = mod;
    return e;
}

Gamepads::~Gamepads() {
    for (SDL_GameController* p : pads_) SDL_GameControllerClose(p);
}

void Gamepads::open_all() {
    for (int i = 0; i < SDL_NumJoysticks(); ++i)
        if (SDL_IsGameController(i))
            if (SDL_GameController* p = SDL_GameControllerOpen(i)) pads_.push_back(p);
}

SDL_Keysym Gamepads::key_for(SDL_GameControllerButton button) {
    SDL_Keysym k{};
    k.sym = SDLK_UNKNOWN;
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        k.sym = SDLK_UP;
        break;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        k.sym = SDLK_DOWN;
        break;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        k.sym = SDLK_LEFT;
        break;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        k.sym = SDLK_RIGHT;
        break;
    case SDL_CONTROLLER_BUTTON_A:
        k.sym = SDLK_RETURN;
        break;
    case SDL_CONTROLLER_BUTTON_B:
        k.sym = SDLK_ESCAPE;
        break;
    case SDL_CONTROLLER_BUTTON_X:
        k.sym = SDLK_h;
        break;
    case SDL_CONTROLLER_BUTTON_Y:
        k.sym = SDLK_z;
        k.mod = KMOD_LCTRL;
        break;
    case SDL_CONTROLLER_BUTTON_START:
        k.sym = SDLK_p;
        break;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        k.sym = SDLK_PAGEUP;
        break;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        k.sym = SDLK_PAGEDOWN;
        break;
    default:
        break;
    }
    return k;
}

std::vector<SDL_Event> Gamepads::translate(const SDL_Event& e) {
    std::vector<SDL_Event> out;
    switch (e.type) {
    case SDL_CONTROLLERDEVICEADDED:
        if (SDL_GameController* p = SDL_GameControllerOpen(e.cdevice.which))
            if (std::find(pads_.begin(), pads_.end(), p) == pads_.end()) pads_.push_back(p);
        return out;
    case SDL_CONTROLLERDEVICEREMOVED:
        for (auto it = pads_.begin(); it != pads_.end(); ++it)
            if (SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(*it)) == e.cdevice.which) {
                SDL_GameControllerClose(*it);
                pads_.erase(it);
                break;
            }
        stick_key_ = SDLK_UNKNOWN;
        return out;
    case SDL_CONTROLLERBUTTONDOWN: {
        pad_last_ = true;
        const SDL_Keysym k = key_for(static_cast<SDL_GameControllerButton>(e.cbutton.button));
        if (k.sym != SDLK_UNKNOWN) out.push_back(key_event(k.sym, k.mod));
        return out;
    }
    case SDL_CONTROLLERAXISMOTION: {
        if (e.caxis.axis != SDL_CONTROLLER_AXIS_LEFTX && e.caxis.axis != SDL_CONTROLLER_AXIS_LEFTY)
            return out;
        (e.caxis.axis == SDL_CONTROLLER_AXIS_LEFTX ? stick_x_ : stick_y_) = e.caxis.value;
        const SDL_Keycode k = stick_key(stick_x_, stick_y_);
        if (k != stick_key_) {
            stick_key_ = k;
            stick_wait_ = kRepeatFirst;
            if (k != SDLK_UNKNOWN) {
                pad_last_ = true;
                out.push_back(key_event(k));
            }
        }
        return out;
    }
    case SDL_KEYDOWN:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEMOTION:
    case SDL_FINGERDOWN:
        pad_last_ = false;
        return out;
    default:
        return out;
    }
}

std::vector<SDL_Event> Gamepads::step(double dt) {
    std::vector<SDL_Event> out;
    if (stick_key_ == SDLK_UNKNOWN) return out;
    stick_wait_ -= dt;
    if (stick_wait_ <= 0) {
        stick_wait_ += kRepeatEvery;
        out.push_back(key_event(stick_key_));
    }
    return out;
}

} // namespace tessera::app
