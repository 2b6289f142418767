// `tessera screenshot`: any scene rendered headless through the same code as the window.
#include <charconv>
#include <iostream>

#include "tessera/app/app.hpp"
#include "tessera/app/cli/commands.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

namespace tessera::cli {

int screenshot_command(const std::vector<std::string>& args) {
    std::string scene = "menu", game, level, out;
    int width = app::kLogicalWidth, height = app::kLogicalHeight, steps = 120;
    std::optional<std::uint64_t> seed;
    auto usage = [] {
        std::string games;
        for (const auto& g : app::game_registry()) games += (games.empty() ? "" : ", ") + g.id;
        std::cerr
            << "usage: tessera screenshot --scene NAME [--game G] [--level FILE] [--seed S] [--size WxH] "
               "[--steps N] -o OUT.png\n"
               "  NAME: "
            << app::kSceneNames << " (levels and game need --game: " << games
            << ")\n"
               "  --steps N: steps of 1/120 s played before the picture (default 120)\n";
        return 2;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> const std::string* { return i + 1 < args.size() ? &args[++i] : nullptr; };
        const std::string* v = nullptr;
        if (a == "--help") return usage(), 0;
        if (a == "--scene" && (v = value()))
            scene = *v;
        else if (a == "--game" && (v = value()))
            game = *v;
        else if (a == "--level" && (v = value()))
            level = *v;
        else if ((a == "-o" || a == "--output") && (v = value()))
            out = *v;
        else if (a == "--seed" && (v = value())) {
            std::uint64_t s = 0;
            auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), s);
            if (ec != std::errc{} || p != v->data() + v->size()) {
                std::cerr << "tessera screenshot: --seed needs a non-negative integer, got \"" << *v
                          << "\"\n";
                return 2;
            }
            seed = s;
        } else if (a == "--steps" && (v = value())) {
            steps = std::atoi(v->c_str());
            if (steps < 0 || steps > 100000) {
                std::cerr << "tessera screenshot: --steps must be 0..100000\n";
                return 2;
            }
        } else if (a == "--size" && (v = value())) {
            if (std::sscanf(v->c_str(), "%dx%d", &width, &height) != 2 || width < 64 || height < 64 ||
                width > 7680 || height > 4320) {
                std::cerr << "tessera screenshot: --size must be WxH between 64x64 and 7680x4320, got \""
                          << *v << "\"\n";
                return 2;
            }
        } else {
            std::cerr << "tessera screenshot: unexpected argument \"" << a << "\"\n";
            return usage();
        }
    }
    if (out.empty()) return usage();
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
    auto s = app::make_scene_by_name(*app, scene, game, level, &error);
    if (!s) {
        std::cerr << "tessera screenshot: " << error << "\n";
        return 1;
    }
    app->scenes().push(std::move(s));
    app->simulate(steps);
    error = app->save_png(out);
    if (!error.empty()) {
        std::cerr << "tessera screenshot: " << error << "\n";
        return 1;
    }
    std::cout << out << "\n";
    return 0;
}

} // namespace tessera::cli
