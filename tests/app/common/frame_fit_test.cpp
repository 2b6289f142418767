// Where the logical frame goes in any output, how the pointer maps back, and the window's size
// and place at start-up: pure functions, checked for the screens players have.
#include <catch2/catch.hpp>

#include "support/same_rect.hpp"
#include "tessera/app/framework/frame_fit.hpp"
#include "tessera/app/framework/window_placement.hpp"

using namespace tessera;
using app::fit_frame;
using app::fitting_window_size;
using app::initial_window;

using tessera::testing::same_rect;

TEST_CASE("the frame fills a 16:9 output at any scale, and is letterboxed in others", "[app][fit]") {
    struct Case {
        int w, h;
        float scale;
        SDL_Rect area;
    };
    for (const Case& c :
         {Case{1280, 720, 1.0f, {0, 0, 1280, 720}}, Case{1600, 900, 1.25f, {0, 0, 1600, 900}},
          Case{1920, 1080, 1.5f, {0, 0, 1920, 1080}}, Case{2240, 1260, 1.75f, {0, 0, 2240, 1260}},
          Case{2560, 1440, 2.0f, {0, 0, 2560, 1440}}, Case{800, 600, 0.625f, {0, 75, 800, 450}},
          // 1365.33 columns: the frame's last edge rounds as every edge does, and
          // one column is left as a bar.
          Case{1366, 768, 768.0f / 720.0f, {0, 0, 1365, 768}}, Case{2000, 900, 1.25f, {200, 0, 1600, 900}}}) {
        INFO(c.w << "x" << c.h);
        const app::FrameFit fit = fit_frame(c.w, c.h);
        CHECK(fit.scale == Approx(c.scale));
        CHECK(same_rect(fit.area, c.area));
        CHECK(fit.fills(c.w, c.h) == (c.area.w == c.w && c.area.h == c.h));
    }
    CHECK(same_rect(fit_frame(0, 0).area, SDL_Rect{0, 0, 1280, 720}));
}

TEST_CASE("logical edges go to device pixels through one rounding, so shared edges stay shared",
          "[app][fit]") {
    CHECK(app::to_device(10.5f, 1.0f) == 10.5f); // the identity at 1: nothing moves
    CHECK(app::to_device(1280, 1.5f) == 1920);
    CHECK(app::to_device(101, 1.5f) == 152); // 151.5 rounds up
    CHECK(app::to_device(1, 1.25f) == 1);
    CHECK(app::to_device(2, 1.25f) == 3); // 2.5
}

TEST_CASE("the pointer maps from window units to the logical frame", "[app][fit]") {
    // A window of 960x540 units with 1920x1080 pixels (a HiDPI desktop at 2x).
    SDL_FPoint p = app::window_to_logical(480, 270, 960, 540, 1920, 1080);
    CHECK(p.x == Approx(640));
    CHECK(p.y == Approx(360));
    // 1.5 times, no bars.
    p = app::window_to_logical(1920, 1080, 1920, 1080, 1920, 1080);
    CHECK(p.x == Approx(1280));
    CHECK(p.y == Approx(720));
    // Letterboxed: 800x600 has bars of 75 above and below.
    p = app::window_to_logical(400, 75, 800, 600, 800, 600);
    CHECK(p.x == Approx(640));
    CHECK(p.y == Approx(0));
    p = app::window_to_logical(0, 10, 800, 600, 800, 600);
    CHECK(p.y < 0); // on the bar: outside the frame
}

TEST_CASE("the window opens at a 16:9 size that fits the screen", "[app][window]") {
    struct Case {
        int usable_w, usable_h, w, h;
    };
    for (const Case& c : {
             Case{800, 600, 784, 441},     // the whole title and every card on screen
             Case{1024, 768, 1008, 567},   //
             Case{1366, 741, 1232, 693},   // a laptop with a panel
             Case{1366, 768, 1280, 720},   // fits exactly with its frame
             Case{1920, 1053, 1280, 720},  // 1080p keeps the usual size
             Case{2560, 1400, 1600, 900},  // larger screens: two thirds of what fits
             Case{3840, 2160, 2496, 1404}, //
             Case{600, 400, 576, 324},     // smaller than the usual minimum: still fits
         }) {
        INFO(c.usable_w << "x" << c.usable_h);
        const SDL_Point size = fitting_window_size(c.usable_w, c.usable_h);
        CHECK(size.x == c.w);
        CHECK(size.y == c.h);
        CHECK(size.x * 9 == size.y * 16);
        CHECK(size.x + 2 * app::kFrameSide <= c.usable_w);
        CHECK(size.y + app::kFrameTop + app::kFrameSide <= c.usable_h);
    }
}

TEST_CASE("the window opens where the player left it, when that is still on a screen", "[app][window]") {
    const std::vector<SDL_Rect> one{{0, 0, 1920, 1080}};
    const std::vector<SDL_Rect> small{{0, 0, 800, 600}};
    const std::vector<SDL_Rect> two{{0, 0, 1920, 1080}, {1920, 0, 2560, 1440}};
    using levels::WindowPlacement;

    // Never saved: the fitting size, centred with its title bar.
    CHECK(same_rect(initial_window(small, {}), SDL_Rect{8, 95, 784, 441}));
    CHECK(same_rect(initial_window(one, {}), SDL_Rect{320, 196, 1280, 720}));
    // Saved: as it was.
    CHECK(same_rect(initial_window(one, WindowPlacement{1000, 600, 100, 50}), SDL_Rect{100, 50, 1000, 600}));
    // On the second screen: stays there.
    CHECK(same_rect(initial_window(two, WindowPlacement{1280, 720, 2200, 300}),
                    SDL_Rect{2200, 300, 1280, 720}));
    // That screen is gone: the primary one, centred.
    CHECK(
        same_rect(initial_window(one, WindowPlacement{1280, 720, 2200, 300}), SDL_Rect{320, 196, 1280, 720}));
    // Partly off the screen: moved back onto it whole.
    CHECK(same_rect(initial_window(one, WindowPlacement{1280, 720, 900, -30}), SDL_Rect{632, 40, 1280, 720}));
    // Saved on a larger screen: shrunk to this one, keeping its proportions.
    const SDL_Rect shrunk = initial_window(small, WindowPlacement{1920, 1080, 0, 0});
    CHECK(shrunk.w == 784);
    CHECK(shrunk.h == 441);
    CHECK(shrunk.x >= 0);
    CHECK(shrunk.y + shrunk.h <= 600);
    // No place saved: centred.
    CHECK(same_rect(initial_window(one, WindowPlacement{1000, 600, std::nullopt, std::nullopt}),
                    SDL_Rect{460, 256, 1000, 600}));
    // No display known: SDL centres it.
    CHECK(initial_window({}, {}).w == 1280);
}
