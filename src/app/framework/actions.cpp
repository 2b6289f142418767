#include "tessera/app/framework/actions.hpp"

namespace tessera::app {

InputAction action_for_key(const SDL_Keysym& key) {
    const bool ctrl = (key.mod & KMOD_CTRL) != 0;
    const bool shift = (key.mod & KMOD_SHIFT) != 0;
    if (ctrl) {
        switch (key.sym) {
        case SDLK_z:
            return shift ? InputAction::Redo : InputAction::Undo;
        case SDLK_y:
            return InputAction::Redo;
        case SDLK_r:
            return InputAction::Restart;
        default:
            return InputAction::None;
        }
    }
    switch (key.sym) {
    case SDLK_LEFT:
        return InputAction::Left;
    case SDLK_RIGHT:
        return InputAction::Right;
    case SDLK_UP:
        return InputAction::Up;
    case SDLK_DOWN:
        return InputAction::Down;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        return InputAction::Select;
    case SDLK_TAB:
        return InputAction::Next;
    case SDLK_ESCAPE:
    case SDLK_p:
        return InputAction::Pause;
    case SDLK_h:
        return InputAction::Hint;
    default:
        return InputAction::None;
    }
}

Point direction_of(InputAction action) {
    switch (action) {
    case InputAction::Left:
        return {-1, 0};
    case InputAction::Right:
        return {1, 0};
    case InputAction::Up:
        return {0, -1};
    case InputAction::Down:
        return {0, 1};
    default:
        return {0, 0};
    }
}

bool is_back(const SDL_Event& e) {
    if (e.type == SDL_KEYDOWN) return e.key.keysym.sym == SDLK_ESCAPE || e.key.keysym.sym == SDLK_BACKSPACE;
    if (e.type == SDL_MOUSEBUTTONUP)
        return e.button.button == SDL_BUTTON_RIGHT || e.button.button == SDL_BUTTON_X1;
    return false;
}

bool is_cursor_action(InputAction action) {
    switch (action) {
    case InputAction::Left:
    case InputAction::Right:
    case InputAction::Up:
    case InputAction::Down:
    case InputAction::Select:
    case InputAction::Next:
        return true;
    default:
        return false;
    }
}

} // namespace tessera::app
