#pragma once
// Driving a game scene in a headless App as a player would: open a shipped level, click, press
// keys, let animations settle, and look at what is on screen. Shared by the scene tests.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>
#include <unistd.h>

#include <SDL.h>

#include "tessera/app/framework/app.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::testing {

// A profile folder of the test's own, per process.
inline std::filesystem::path scene_test_home(std::string_view game, std::string_view name) {
    return std::filesystem::temp_directory_path() /
           ("tessera-" + std::string(game) + "-test-" + std::to_string(::getpid()) + "-" + std::string(name));
}

// A level file of the source tree, checked (`deep`: with its proofs) and known good.
inline levels::LevelInfo shipped_level(const std::string& game, const std::string& id, bool deep) {
    auto info = levels::check_level_file(
        std::string(TESSERA_SOURCE_DIR) + "/levels/" + game + "/" + id + ".json", deep);
    info.game = game;
    info.id = id;
    REQUIRE_FALSE(info.broken());
    return info;
}

// Pushes the scene `make` returns and draws its first frame.
template <class SceneT, class Make> SceneT& push_scene(app::App& a, Make make) {
    auto s = make();
    REQUIRE(s);
    auto* scene = dynamic_cast<SceneT*>(s.get());
    REQUIRE(scene);
    a.scenes().push(std::move(s));
    a.simulate(1);
    return *scene;
}

// Plays frames until the scene's animations are over (at most `rounds` x 0.1 s).
template <class SceneT> void settle(app::App& a, SceneT& s, int rounds) {
    for (int i = 0; i < rounds && s.busy(); ++i) a.simulate(12);
    a.simulate(2);
}

// One event, then a frame.
inline void send(app::App& a, SDL_Event e) {
    a.scenes().handle(e);
    a.simulate(1);
}

// The pointer moves to p and clicks there; one frame, after the release.
inline void click(app::App& a, SDL_FPoint p, Uint8 button = SDL_BUTTON_LEFT) {
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = static_cast<int>(p.x);
    e.motion.y = static_cast<int>(p.y);
    a.scenes().handle(e);
    e = SDL_Event{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = button;
    e.button.x = static_cast<int>(p.x);
    e.button.y = static_cast<int>(p.y);
    a.scenes().handle(e);
    e.type = SDL_MOUSEBUTTONUP;
    send(a, e);
}

// A game pad's button, pushed through SDL's queue and the App's pad translation as a real
// controller's would be; then `frames` frames.
inline void pad(app::App& a, SDL_GameControllerButton button, int frames = 2) {
    SDL_Event e{};
    e.type = SDL_CONTROLLERBUTTONDOWN;
    e.cbutton.button = static_cast<Uint8>(button);
    e.cbutton.state = SDL_PRESSED;
    SDL_PushEvent(&e);
    a.pump_events();
    a.simulate(frames);
}

// The D-pad direction that goes most directly from `from` to `to` (screen coordinates).
template <class P> SDL_GameControllerButton dpad_toward(P from, P to) {
    const auto dx = to.x - from.x, dy = to.y - from.y;
    if (std::abs(dx) >= std::abs(dy))
        return dx > 0 ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT;
    return dy > 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN : SDL_CONTROLLER_BUTTON_DPAD_UP;
}

inline void key(app::App& a, SDL_Keycode k, Uint16 mod = 0) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    send(a, e);
}

// Colours seen on a 5-pixel grid over r: a blank or one-colour area has one or two.
inline std::size_t distinct_colours(SDL_Surface* s, SDL_Rect r) {
    std::set<Uint32> colours;
    SDL_LockSurface(s);
    for (int y = r.y; y < r.y + r.h; y += 5)
        for (int x = r.x; x < r.x + r.w; x += 5)
            colours.insert(static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x]);
    SDL_UnlockSurface(s);
    return colours.size();
}

inline std::string top_name(app::App& a) { return a.scenes().top() ? a.scenes().top()->name() : ""; }

} // namespace tessera::testing
