// Buttons and the keyboard: a grid's arrows reach every button, whatever the rows' lengths.
#include <catch2/catch.hpp>

#include "tessera/app/framework/actions.hpp"
#include "tessera/app/framework/widgets.hpp"

using namespace tessera::app;

namespace {

SDL_Event key(SDL_Keycode k) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    return e;
}

// Rows of 4, 4 and 2 cards, the last two in a row of their own (a group's last levels), as level
// select lays them out.
ButtonList ragged_grid() {
    ButtonList list(4);
    const int rows[] = {4, 4, 2};
    float y = 0;
    for (int n : rows) {
        for (int c = 0; c < n; ++c) {
            Button b;
            b.rect = {static_cast<float>(c) * 296, y, 280, 92};
            b.on_activate = [] {};
            list.add(std::move(b));
        }
        y += 108;
    }
    return list;
}

} // namespace

TEST_CASE("Down from the third column reaches a short last row (levels 23-24 were unreachable)",
          "[app][widgets]") {
    ButtonList list = ragged_grid();
    list.set_focus(6); // row 2, third column
    list.handle(key(SDLK_DOWN));
    CHECK(list.focus() == 9); // the nearest card of the short row
    list.set_focus(7);        // row 2, fourth column
    list.handle(key(SDLK_DOWN));
    CHECK(list.focus() == 9);
    list.handle(key(SDLK_DOWN)); // already on the last row: stays
    CHECK(list.focus() == 9);
    list.handle(key(SDLK_UP));
    CHECK(list.focus() == 5); // back up to the card above it
}

TEST_CASE("every button of a ragged grid is reached with the arrows alone", "[app][widgets]") {
    ButtonList list = ragged_grid();
    std::vector<bool> seen(list.buttons().size(), false);
    list.set_focus(0);
    seen[0] = true;
    // Snake through the rows: right to the end, down, left to the start, down...
    const SDL_Keycode pattern[] = {SDLK_RIGHT, SDLK_RIGHT, SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT,
                                   SDLK_LEFT,  SDLK_LEFT,  SDLK_DOWN,  SDLK_RIGHT};
    for (SDL_Keycode k : pattern) {
        list.handle(key(k));
        seen[static_cast<std::size_t>(list.focus())] = true;
    }
    for (std::size_t i = 0; i < seen.size(); ++i) {
        INFO("button " << i);
        CHECK(seen[i]);
    }
}

TEST_CASE("back is Esc, Backspace, the right mouse button or the mouse's back button", "[app][widgets]") {
    CHECK(is_back(key(SDLK_ESCAPE)));
    CHECK(is_back(key(SDLK_BACKSPACE)));
    CHECK_FALSE(is_back(key(SDLK_RETURN)));
    SDL_Event up{};
    up.type = SDL_MOUSEBUTTONUP;
    up.button.button = SDL_BUTTON_RIGHT;
    CHECK(is_back(up));
    up.button.button = SDL_BUTTON_X1;
    CHECK(is_back(up));
    up.button.button = SDL_BUTTON_LEFT;
    CHECK_FALSE(is_back(up));
}
