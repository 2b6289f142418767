#include "tessera/app/framework/display_check.hpp"

#include <cstring>

namespace tessera::app {

namespace {

bool given(const char* v) { return v && *v; }

constexpr const char* kNoWindowHelp = "Start Tessera from a desktop session (X11 or Wayland), or set "
                                      "SDL_VIDEODRIVER to the video driver to use (kmsdrm on a console). "
                                      "The text commands (tessera --help) need no window.";

std::string displays(const char* display, const char* wayland) {
    if (!given(display) && !given(wayland)) return "neither DISPLAY nor WAYLAND_DISPLAY is set";
    std::string out;
    if (given(display)) out += std::string("DISPLAY is ") + display;
    if (given(wayland)) out += std::string(out.empty() ? "" : ", ") + "WAYLAND_DISPLAY is " + wayland;
    return out;
}

} // namespace

std::string missing_display(const char* driver, const char* display, const char* wayland) {
    if (given(driver) || given(display) || given(wayland)) return "";
    return "no window can be opened: there is no display (" + displays(display, wayland) + "). " +
           kNoWindowHelp;
}

std::string video_failed(const char* driver, const char* display, const char* wayland,
                         const std::string& sdl_error) {
    std::string chosen = given(driver) ? std::string("SDL_VIDEODRIVER is ") + driver + ", " : "";
    return "no window can be opened: SDL's video did not start (" + sdl_error + "; " + chosen +
           displays(display, wayland) + "). " + kNoWindowHelp;
}

std::string invisible_driver(const char* driver, const char* current) {
    if (given(driver) || !current) return "";
    for (const char* hidden : {"dummy", "offscreen", "evdev"})
        if (std::strcmp(current, hidden) == 0)
            return std::string("no window can be opened: the only video driver that started is \"") +
                   current + "\", which shows nothing. " + kNoWindowHelp;
    return "";
}

} // namespace tessera::app
