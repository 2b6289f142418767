#include <iostream>

#include "gui_commands.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::gui {

int play_command(const cli::PlayOptions&) {
    std::string error;
    auto app = app::App::create({}, &error);
    if (!app) {
        std::cerr << "tessera: " << error << "\n";
        return 1;
    }
    app->scenes().push(app::make_menu_scene(*app));
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

} // namespace tessera::gui
