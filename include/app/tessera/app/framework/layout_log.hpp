#pragma once
// What a frame put where, for layout checks: every text's box, every filled panel a text may sit
// in, and every icon (the "ui" atlas) a text must not be covered by. Gfx fills it while enabled
// (tests and `tessera screenshot --check-layout`); the checks (layout_check.hpp) read it.
#include <cstddef>
#include <string>
#include <vector>

#include <SDL.h>

namespace tessera::app {

struct LayoutLog {
    struct Text {
        std::string text;
        SDL_FRect box; // logical pixels, as measured (line height included)
        std::size_t layer = 0;
        std::size_t order = 0; // when it was drawn: a panel drawn later covers it
    };
    struct Box {
        SDL_FRect box;
        std::size_t layer = 0;
        std::string name; // icons: the frame name
        std::size_t order = 0;
    };
    bool enabled = false;
    std::size_t layer = 0; // scenes drawn so far over each other in this frame
    std::size_t drawn = 0; // texts, panels and icons logged so far in this frame
    std::vector<Text> texts;
    std::vector<Box> panels;
    std::vector<Box> icons;

    void clear() {
        layer = 0;
        drawn = 0;
        texts.clear();
        panels.clear();
        icons.clear();
    }
};

} // namespace tessera::app
