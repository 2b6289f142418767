// No display: the game says that no window can be opened, and why, before SDL can pick a driver
// that shows nothing (the end-to-end run is the no_display_says_so_* ctests).
#include <catch2/catch.hpp>

#include <string>

#include "tessera/app/framework/display_check.hpp"

using namespace tessera::app;

TEST_CASE("with no display and no driver chosen, no window is tried", "[app][display]") {
    const std::string why = missing_display(nullptr, nullptr, "");
    CHECK(why.rfind("no window can be opened: there is no display", 0) == 0);
    CHECK(why.find("neither DISPLAY nor WAYLAND_DISPLAY is set") != std::string::npos);
    CHECK(why.find("SDL_VIDEODRIVER") != std::string::npos); // how to choose a driver anyway
    CHECK(missing_display(nullptr, ":0", nullptr).empty());
    CHECK(missing_display(nullptr, nullptr, "wayland-0").empty());
    CHECK(missing_display("kmsdrm", nullptr, nullptr).empty()); // the player chose: SDL decides
}

TEST_CASE("a driver that draws nowhere is refused unless asked for", "[app][display]") {
    for (const char* hidden : {"dummy", "offscreen", "evdev"}) {
        INFO(hidden);
        CHECK(invisible_driver(nullptr, hidden).find("shows nothing") != std::string::npos);
        CHECK(invisible_driver(hidden, hidden).empty());
    }
    CHECK(invisible_driver(nullptr, "x11").empty());
    CHECK(invisible_driver(nullptr, "wayland").empty());
}

TEST_CASE("a video driver that does not start is named with SDL's reason", "[app][display]") {
    const std::string why = video_failed("x11", nullptr, nullptr, "x11 not available");
    CHECK(why.rfind("no window can be opened: SDL's video did not start (x11 not available; "
                    "SDL_VIDEODRIVER is x11, neither DISPLAY nor WAYLAND_DISPLAY is set)",
                    0) == 0);
}
