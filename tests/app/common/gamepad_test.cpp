// A gamepad plays through the keyboard's map: each button becomes its key, and the menus answer
// a pad as they answer the keyboard.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <filesystem>
#include <unistd.h>

#include "support/headless_app.hpp"
#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/gamepad.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;

namespace {
SDL_Event button(SDL_GameControllerButton b, bool down = true) {
    SDL_Event e{};
    e.type = down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
    e.cbutton.button = static_cast<Uint8>(b);
    e.cbutton.state = down ? SDL_PRESSED : SDL_RELEASED;
    return e;
}
app::InputAction action_of(SDL_GameControllerButton b) {
    const auto key = app::key_event_for_gamepad(button(b));
    REQUIRE(key);
    CHECK(key->type == SDL_KEYDOWN);
    return app::action_for_key(key->key.keysym);
}
} // namespace

TEST_CASE("each gamepad button stands for the key of its action", "[app][input][gamepad]") {
    using A = app::InputAction;
    CHECK(action_of(SDL_CONTROLLER_BUTTON_DPAD_UP) == A::Up);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_DPAD_DOWN) == A::Down);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_DPAD_LEFT) == A::Left);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_DPAD_RIGHT) == A::Right);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_A) == A::Select);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_B) == A::Pause);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_BACK) == A::Pause);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_START) == A::Pause);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_X) == A::Hint);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_Y) == A::Next);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_LEFTSHOULDER) == A::Undo);
    CHECK(action_of(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER) == A::Redo);

    const auto up = app::key_event_for_gamepad(button(SDL_CONTROLLER_BUTTON_A, false));
    REQUIRE(up);
    CHECK(up->type == SDL_KEYUP);
    CHECK(up->key.keysym.sym == SDLK_RETURN);
    CHECK(up->key.keysym.scancode == SDL_SCANCODE_RETURN);

    CHECK_FALSE(app::key_event_for_gamepad(button(SDL_CONTROLLER_BUTTON_GUIDE)));
    SDL_Event key{};
    key.type = SDL_KEYDOWN;
    key.key.keysym.sym = SDLK_a;
    CHECK_FALSE(app::key_event_for_gamepad(key));
}

TEST_CASE("the menus answer a gamepad as they answer the keyboard", "[app][input][gamepad]") {
    const auto home =
        std::filesystem::temp_directory_path() / ("tessera-gamepad-" + std::to_string(::getpid()));
    auto a = testing::headless_app(home, true);
    a->scenes().push(app::make_menu_scene(*a));
    a->scenes().push(app::make_settings_scene(*a));
    a->simulate(1);
    REQUIRE(a->scenes().top()->name() == "settings");
    a->dispatch(button(SDL_CONTROLLER_BUTTON_B)); // back, as Esc
    a->dispatch(button(SDL_CONTROLLER_BUTTON_B, false));
    a->simulate(1);
    CHECK(a->scenes().top()->name() == "menu");
    // Down to the button row, right to Help, A opens it (the keyboard's Down, Right, Enter).
    for (auto b :
         {SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_CONTROLLER_BUTTON_A}) {
        a->dispatch(button(b));
        a->dispatch(button(b, false));
        a->simulate(1);
    }
    CHECK(a->scenes().top()->name() == "help");
    a.reset();
    std::filesystem::remove_all(home);
}
