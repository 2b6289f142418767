// Damage tracking: Gfx redraws only what changed between frames. These tests pin the rule that
// decides what changed, and check on every scene that a frame redrawn in part is pixel for pixel
// the frame a full redraw gives.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "support/headless_app.hpp"
#include "support/same_rect.hpp"
#include "tessera/app/framework/draw_list.hpp"
#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;
using app::DrawCmd;
using app::DrawList;
using app::DrawOp;

using tessera::testing::same_rect;

namespace {

constexpr SDL_Rect kScreen{0, 0, 1280, 720};

DrawCmd fill(float x, float y, float w, float h, app::Colour c = {200, 10, 10, 255}) {
    DrawCmd cmd;
    cmd.op = DrawOp::Fill;
    cmd.colour = c;
    cmd.dst = {x, y, w, h};
    cmd.bounds = app::bounds_of(cmd.dst);
    return cmd;
}

DrawList list_of(std::vector<DrawCmd> cmds) {
    DrawList l;
    l.cmds = std::move(cmds);
    return l;
}

} // namespace

TEST_CASE("an unchanged frame redraws nothing", "[app][damage]") {
    const DrawList a = list_of({fill(0, 0, 1280, 720), fill(10, 10, 50, 50)});
    CHECK(app::damage(a, a, kScreen).empty());
}

TEST_CASE("a changed command redraws where it was and where it is", "[app][damage]") {
    const DrawList before = list_of({fill(0, 0, 1280, 720), fill(100, 100, 20, 20), fill(900, 600, 10, 10)});
    const DrawList now = list_of({fill(0, 0, 1280, 720), fill(104, 100, 20, 20), fill(900, 600, 10, 10)});
    const auto rects = app::damage(before, now, kScreen);
    REQUIRE(rects.size() == 1);
    // Both positions, one pixel of margin each side.
    CHECK(same_rect(rects[0], SDL_Rect{99, 99, 26, 22}));
}

TEST_CASE("a command that appears or goes redraws only its own area", "[app][damage]") {
    const DrawList before = list_of({fill(0, 0, 1280, 720), fill(300, 300, 40, 40)});
    const DrawList now = list_of({fill(0, 0, 1280, 720), fill(10, 10, 8, 8), fill(300, 300, 40, 40)});
    auto rects = app::damage(before, now, kScreen);
    REQUIRE(rects.size() == 1);
    CHECK(same_rect(rects[0], SDL_Rect{9, 9, 10, 10}));
    rects = app::damage(now, before, kScreen);
    REQUIRE(rects.size() == 1);
    CHECK(same_rect(rects[0], SDL_Rect{9, 9, 10, 10}));
}

TEST_CASE("changes far apart stay separate rectangles, near ones merge", "[app][damage]") {
    const DrawList before =
        list_of({fill(0, 0, 1280, 720), fill(10, 10, 10, 10), fill(30, 10, 10, 10), fill(1000, 600, 10, 10)});
    const DrawList now =
        list_of({fill(0, 0, 1280, 720), fill(10, 10, 10, 10, {1, 2, 3, 255}),
                 fill(30, 10, 10, 10, {1, 2, 3, 255}), fill(1000, 600, 10, 10, {1, 2, 3, 255})});
    const auto rects = app::damage(before, now, kScreen);
    REQUIRE(rects.size() == 2);
    CHECK(same_rect(rects[0], SDL_Rect{9, 9, 32, 12}));
    CHECK(same_rect(rects[1], SDL_Rect{999, 599, 12, 12}));
}

TEST_CASE("a change of the background redraws the whole screen", "[app][damage]") {
    const DrawList before = list_of({fill(0, 0, 1280, 720), fill(10, 10, 10, 10)});
    const DrawList now = list_of({fill(0, 0, 1280, 720, {9, 9, 9, 255}), fill(10, 10, 10, 10)});
    const auto rects = app::damage(before, now, kScreen);
    REQUIRE(rects.size() == 1);
    CHECK(same_rect(rects[0], kScreen));
}

TEST_CASE("rectangles and vertices are compared by value", "[app][damage]") {
    DrawList a, b;
    for (DrawList* l : {&a, &b}) {
        DrawCmd c;
        c.op = DrawOp::FillRects;
        c.first = 0;
        c.count = 2;
        l->rects = {{0, 0, 5, 5}, {20, 20, 5, 5}};
        c.bounds = {0, 0, 30, 30};
        l->cmds.push_back(c);
    }
    CHECK(a.same(0, b, 0));
    b.rects[1].x = 21;
    CHECK_FALSE(a.same(0, b, 0));
}

namespace {

// Copies the frame into `out`, which keeps its buffer from frame to frame: a fresh 3.7 MB vector
// per copy is fresh pages from the kernel each time (two per frame made 4 million page faults and
// half of this test's time in the kernel).
void pixels(const app::App& a, std::vector<Uint8>& out) {
    SDL_Surface* s = a.surface();
    REQUIRE(s->w * 4 == s->pitch);
    out.resize(static_cast<std::size_t>(s->pitch) * static_cast<std::size_t>(s->h));
    SDL_LockSurface(s);
    std::memcpy(out.data(), s->pixels, out.size());
    SDL_UnlockSurface(s);
}

// The count of differing pixels and where they are.
std::string differing_pixels(const std::vector<Uint8>& a, const std::vector<Uint8>& b, std::size_t width) {
    // Equal buffers first, in one call: the pixel loop below costs a memcmp call per pixel, which
    // the sanitizer build (test files at -O0, every call intercepted) pays dearly for every frame.
    if (a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size()) == 0) return "none";
    std::size_t n = 0;
    int x0 = 99999, y0 = 99999, x1 = -1, y1 = -1;
    for (std::size_t i = 0; i + 3 < a.size(); i += 4)
        if (std::memcmp(&a[i], &b[i], 3) != 0) {
            ++n;
            const int x = static_cast<int>(i / 4 % width), y = static_cast<int>(i / 4 / width);
            x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
        }
    if (n == 0) return "none";
    return std::to_string(n) + " pixels in x " + std::to_string(x0) + ".." + std::to_string(x1) + ", y " +
           std::to_string(y0) + ".." + std::to_string(y1);
}

void send(app::App& a, SDL_Event e) { a.scenes().handle(e); }

void move_mouse(app::App& a, int x, int y) {
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    send(a, e);
}

void press(app::App& a, SDL_Keycode key) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    send(a, e);
}

// Frames played per scene, in both builds: with the two frame copies kept from frame to frame
// and equal frames compared in one memcmp, a sanitized frame costs about what a normal one does.
constexpr int kDamageFrames = 150;

// Plays kDamageFrames frames with the pointer wandering and a few keys, checking after each that
// the partly redrawn frame equals a full redraw of the same scene.
void check_scene(const std::string& scene, const std::string& game, bool over_game, int width = 1280,
                 int height = 720) {
    INFO("scene " << scene << " " << game << " at " << width << "x" << height);
    const auto home = std::filesystem::temp_directory_path() / ("tessera-damage-" + scene + "-" + game);
    auto a = testing::headless_app(home, true, width, height);
    std::string error;
    if (over_game) {
        auto under = app::make_scene_by_name(*a, "game", app::game_registry().front().id, "", &error);
        REQUIRE(under);
        a->scenes().push(std::move(under));
    }
    auto s = app::make_scene_by_name(*a, scene, game, "", &error);
    INFO(error);
    REQUIRE(s);
    a->scenes().push(std::move(s));
    std::size_t partial_frames = 0;
    std::vector<Uint8> partial, whole;
    for (int frame = 0; frame < kDamageFrames; ++frame) {
        if (frame % 7 == 3) move_mouse(*a, 80 + (frame * 97) % 1120, 60 + (frame * 53) % 600);
        if (frame == kDamageFrames * 3 / 5) press(*a, SDLK_DOWN);
        if (frame == kDamageFrames * 11 / 15) press(*a, SDLK_RIGHT);
        a->simulate(1);
        if (a->scenes().empty()) break;
        if (!a->gfx().last_frame().full) ++partial_frames;
        pixels(*a, partial);
        a->gfx().repaint_last_frame();
        pixels(*a, whole);
        INFO("frame " << frame);
        REQUIRE(differing_pixels(partial, whole, static_cast<std::size_t>(width)) == "none");
    }
    // The tracking was in use, not always redrawing everything. An overlay fading in redraws the
    // whole screen for its first frames (up to ~30), whatever the length of the run.
    CHECK(partial_frames > kDamageFrames - 50);
    a.reset();
    std::filesystem::remove_all(home);
}

} // namespace

TEST_CASE("every scene drawn in part equals the scene drawn whole, frame after frame", "[app][damage]") {
    check_scene("menu", "", false);
    check_scene("settings", "", false);
    check_scene("help", "", false);
    check_scene("pause", "", true);
    check_scene("result", "", true);
    for (const auto& g : app::game_registry()) {
        check_scene("levels", g.id, false);
        if (g.playable()) check_scene("game", g.id, false);
    }
}

TEST_CASE("at any scale a frame drawn in part equals it drawn whole (in place and through the frame texture)",
          "[app][damage]") {
    // The games of the one list, taken in turn for the scales (no second list of games here).
    const auto& games = app::game_registry();
    const auto game = [&](std::size_t i) { return games[i % games.size()].id; };
    // Drawn at the output's pixel size: in place when the frame fills the screen (16:9) ...
    check_scene("menu", "", false, 1920, 1080);      // 1.5
    check_scene("game", game(2), false, 1600, 900);  // 1.25
    check_scene("game", game(4), false, 2240, 1260); // 1.75, canvases made at that scale
    // ... and through the frame texture when letterboxed, the layer under an overlay included.
    check_scene("levels", game(1), false, 1366, 768); // 1.067: no round scale at all, a 1 px bar
    check_scene("game", game(0), false, 1000, 700);
    check_scene("pause", "", true, 2000, 1200);
}
