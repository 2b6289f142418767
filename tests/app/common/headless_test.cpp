// Headless rendering through the real App (dummy video driver, software renderer): the same
// code path as the window.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/levels/catalog.hpp"

using namespace tessera;

namespace {
std::unique_ptr<app::App> headless_app(int w = 1280, int h = 720) {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR, 1);
    const auto home =
        std::filesystem::temp_directory_path() / ("tessera-app-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(home);
    setenv("TESSERA_HOME", home.c_str(), 1);
    app::AppOptions opt;
    opt.headless = true;
    opt.width = w;
    opt.height = h;
    std::string error;
    auto a = app::App::create(opt, &error);
    INFO(error);
    REQUIRE(a);
    return a;
}

// Distinct colours in a sample of pixels: a blank or single-colour frame has 1.
std::size_t distinct_colours(SDL_Surface* s) {
    std::set<Uint32> colours;
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; y += 7)
        for (int x = 0; x < s->w; x += 7)
            colours.insert(static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x]);
    SDL_UnlockSurface(s);
    return colours.size();
}
} // namespace

TEST_CASE("the menu renders headless at 1280x720 and is not blank", "[app][screenshot]") {
    auto a = headless_app();
    a->scenes().push(app::make_menu_scene(*a));
    a->simulate(60);
    REQUIRE(a->surface());
    CHECK(a->surface()->w == 1280);
    CHECK(a->surface()->h == 720);
    CHECK(distinct_colours(a->surface()) > 50);
    const auto out = std::filesystem::temp_directory_path() / "tessera-menu-test.png";
    CHECK(a->save_png(out.string()).empty());
    CHECK(std::filesystem::file_size(out) > 10000);
    std::filesystem::remove(out);
}

TEST_CASE("every shell scene renders headless", "[app][screenshot]") {
    for (const char* name : {"menu", "settings", "help", "pause", "result"}) {
        auto a = headless_app();
        std::string error;
        auto s = app::make_scene_by_name(*a, name, "", "", &error);
        INFO(name << ": " << error);
        REQUIRE(s);
        a->scenes().push(std::move(s));
        a->simulate(30);
        CHECK(distinct_colours(a->surface()) > 20);
    }
    auto a = headless_app();
    std::string error;
    CHECK_FALSE(app::make_scene_by_name(*a, "nonsense", "", "", &error));
    CHECK(error.find("unknown scene") != std::string::npos);
}

TEST_CASE("a non-16:9 window is letterboxed, not stretched", "[app][screenshot]") {
    auto a = headless_app(1000, 1000);
    a->scenes().push(app::make_menu_scene(*a));
    a->simulate(60);
    SDL_Surface* s = a->surface();
    SDL_LockSurface(s);
    auto pixel = [&](int x, int y) {
        return static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x] & 0xFFFFFF;
    };
    // 1280x720 scaled to 1000 wide is 562 high: bars of ~219 px above and below.
    const Uint32 bar = pixel(500, 5);
    CHECK(pixel(10, 100) == bar);
    CHECK(pixel(990, 990) == bar);
    SDL_UnlockSurface(s);
    CHECK(distinct_colours(s) > 50);
}

TEST_CASE("Escape in settings goes back to the menu, and the keyboard reaches every menu item",
          "[app][input]") {
    auto a = headless_app();
    a->scenes().push(app::make_menu_scene(*a));
    a->scenes().push(app::make_settings_scene(*a));
    a->simulate(1);
    REQUIRE(a->scenes().top()->name() == "settings");
    SDL_Event esc{};
    esc.type = SDL_KEYDOWN;
    esc.key.keysym.sym = SDLK_ESCAPE;
    a->scenes().handle(esc);
    a->simulate(1);
    CHECK(a->scenes().top()->name() == "menu");
    auto keys = [&](std::initializer_list<SDL_Keycode> ks) {
        for (SDL_Keycode k : ks) {
            SDL_Event e{};
            e.type = SDL_KEYDOWN;
            e.key.keysym.sym = k;
            a->scenes().handle(e);
            a->simulate(1);
        }
    };
    // Down to the first card's Free play, Enter opens its free-play screen; Esc comes back.
    keys({SDLK_DOWN, SDLK_RETURN});
    CHECK(a->scenes().top()->name() == "freeplay");
    keys({SDLK_ESCAPE});
    REQUIRE(a->scenes().top()->name() == "menu");
    // Down again to the button row, right twice to Help, Enter opens it.
    keys({SDLK_DOWN, SDLK_RIGHT, SDLK_RIGHT, SDLK_RETURN});
    CHECK(a->scenes().top()->name() == "help");
    keys({SDLK_ESCAPE});
    // Statistics is left of Help; from the button row, Up twice reaches a card, Enter its levels.
    keys({SDLK_LEFT, SDLK_RETURN});
    CHECK(a->scenes().top()->name() == "stats");
    keys({SDLK_ESCAPE, SDLK_UP, SDLK_UP, SDLK_RETURN});
    CHECK(a->scenes().top()->name() == "levels");
}

TEST_CASE("level select lists a broken level with its error and keeps the others", "[app][levels]") {
    const auto root = std::filesystem::temp_directory_path() / ("tessera-data-" + std::to_string(::getpid()));
    std::filesystem::create_directories(root / "levels" / "sudoku");
    std::filesystem::create_directories(root / "assets");
    {
        FILE* f = std::fopen((root / "levels/sudoku/01-bad.json").c_str(), "w");
        std::fputs("{\n  \"game\": \"sudoku\",\n  \"title\": 12\n}\n", f);
        std::fclose(f);
        f = std::fopen((root / "levels/sudoku/02-syntax.json").c_str(), "w");
        std::fputs("{\n  \"game\": \"sudoku\"\n  \"title\": \"x\"\n}\n", f);
        std::fclose(f);
        f = std::fopen((root / "levels/sudoku/03-ok.json").c_str(), "w");
        std::fputs("{\"game\": \"sudoku\", \"title\": \"Fine\", \"group\": \"Stage 1\"}", f);
        std::fclose(f);
    }
    const auto list = levels::scan_levels(root.string(), "sudoku", false);
    REQUIRE(list.size() == 3);
    CHECK(list[0].error ==
          (root / "levels/sudoku/01-bad.json").string() +
              ":3:12: /title: expected a string or an object of translations ({\"en\": ..., \"zh_CN\": ..., "
              "\"es\": ...}), got 12");
    CHECK(list[1].error.find("02-syntax.json:3:3: invalid JSON") != std::string::npos);
    CHECK_FALSE(list[2].broken());
    CHECK(list[2].title == "Fine");
    CHECK(list[2].group == "Stage 1");
    std::filesystem::remove_all(root);
}
