#include <iostream>

#include "gui_commands.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/scenes/play_file.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::gui {

int play_command(const cli::PlayOptions& options) {
    std::string error;
    auto app = app::App::create({}, &error);
    if (!app) {
        std::cerr << "tessera: " << error << "\n";
        return 1;
    }
    if (const auto id = cli::free_play_id_argument(options.file)) {
        // Checked by `tessera` already; the window's free-play scenes are not written yet.
        std::cerr << "tessera play: " << options.file
                  << ": free play opens from the menu in a later version; this build cannot open it yet\n";
        return 1;
    }
    if (options.any()) {
        error = app::open_level(*app, {options.file, options.game, options.seed, true});
        if (!error.empty()) {
            std::cerr << error << "\n";
            return 1;
        }
    } else {
        app->scenes().push(app::make_menu_scene(*app));
    }
    app->audio().play_music("assets/music/calm_loop.wav");
    return app->run();
}

int first_frame_command() {
    std::string error;
    app::AppOptions opt;
    opt.headless = true;
    auto app = app::App::create(opt, &error);
    if (!app) {
        std::cerr << "tessera: " << error << "\n";
        return 1;
    }
    app->scenes().push(app::make_menu_scene(*app));
    app->simulate(0);
    return 0;
}

int save_loop_command(const std::string& key) {
    std::string error;
    app::AppOptions opt;
    opt.headless = true;
    opt.audio = false;
    opt.preload_images = false;
    auto app = app::App::create(opt, &error);
    if (!app) {
        std::cerr << "tessera: " << error << "\n";
        return 1;
    }
    std::cout << "ready" << std::endl;
    // Each save differs from the last: the play count and its total go up together, so a file
    // mixing two saves, or one that went back, shows in the test.
    for (;;) {
        app->profile().record_play(key);
        app->profile().totals[key] += 1;
        app->save_profile();
    }
}

} // namespace tessera::gui
