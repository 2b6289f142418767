#pragma once
// Whether a window can be shown at all, asked before and after SDL picks its video driver: with
// no display SDL 2 may fall back to a driver that shows nothing (KMS/DRM on a console, or none
// that starts), and the game would run unseen until killed. Each returns "" when all is well,
// else the whole message for the player: that no window can be opened, and why.
#include <string>

namespace tessera::app {

// Before SDL_Init: `driver` is $SDL_VIDEODRIVER, `display` $DISPLAY, `wayland` $WAYLAND_DISPLAY
// (nullptr or "" when unset). With no driver chosen, a window needs an X or Wayland display.
std::string missing_display(const char* driver, const char* display, const char* wayland);

// After SDL_Init failed: SDL's error, said as why no window opens.
std::string video_failed(const char* driver, const char* display, const char* wayland,
                         const std::string& sdl_error);

// After SDL_Init: `current` is the driver SDL started. One that draws nowhere (dummy, offscreen,
// evdev) is refused unless the player asked for it in $SDL_VIDEODRIVER.
std::string invisible_driver(const char* driver, const char* current);

} // namespace tessera::app
