// `tessera screenshot`: any scene rendered headless through the same code as the window.
#include <algorithm>
#include <iostream>

#include "gui_commands.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::gui {

int screenshot_command(const cli::ScreenshotOptions& options) {
    const std::string& scene = options.scene;
    const std::string& game = options.game;
    const std::string& level = options.level;
    const std::string& out = options.output;
    const int width = options.width, height = options.height, steps = options.steps;
    const std::optional<std::uint64_t> seed = options.seed;
    std::string error;
    app::AppOptions opt;
    opt.headless = true;
    opt.width = width;
    opt.height = height;
    auto app = app::App::create(opt, &error);
    if (!app) {
        std::cerr << "tessera screenshot: " << error << "\n";
        return 1;
    }
    app->seed_override = seed;
    // Overlays are shown over something: the game when one is named, else the menu.
    if (scene == "pause" || scene == "result") {
        std::unique_ptr<app::Scene> below;
        if (!game.empty()) below = app::make_scene_by_name(*app, "game", game, level, &error);
        if (!below) below = app::make_menu_scene(*app);
        app->scenes().push(std::move(below));
    }
    if (scene == "ranking") { // over the level select it opens from
        if (auto below = app::make_scene_by_name(*app, "levels", game, level, &error))
            app->scenes().push(std::move(below));
    }
    auto s = app::make_scene_by_name(*app, scene, game, level, &error);
    if (!s) {
        std::cerr << "tessera screenshot: " << error << "\n";
        return 1;
    }
    app->scenes().push(std::move(s));
    app->simulate(steps);
    // --keys: each pressed and released as a player would, then --steps steps.
    for (std::size_t from = 0; !options.keys.empty() && from <= options.keys.size();) {
        const std::size_t comma = std::min(options.keys.find(',', from), options.keys.size());
        const std::string name = options.keys.substr(from, comma - from);
        from = comma + 1;
        const SDL_Keycode key = SDL_GetKeyFromName(name.c_str());
        if (key == SDLK_UNKNOWN) {
            std::cerr << "tessera screenshot: --keys: no key named \"" << name << "\"\n";
            return 2;
        }
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.keysym.sym = key;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
        app->dispatch(e);
        e.type = SDL_KEYUP;
        app->dispatch(e);
        app->simulate(steps);
    }
    error = app->save_png(out);
    if (!error.empty()) {
        std::cerr << "tessera screenshot: " << error << "\n";
        return 1;
    }
    std::cout << out << "\n";
    return 0;
}

int preview_command(const cli::PreviewOptions& options) {
    if (options.solution) return solution_strip_command(options);
    cli::ScreenshotOptions shot;
    shot.scene = "game";
    shot.game = levels::check_level_file(options.file, false).game;
    shot.level = options.file;
    shot.output = options.output;
    return screenshot_command(shot);
}

} // namespace tessera::gui
