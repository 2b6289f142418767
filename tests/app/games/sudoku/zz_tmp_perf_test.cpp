#include <catch2/catch.hpp>
#include <chrono>
#include <ctime>
#include <cstdlib>
#include <filesystem>
#include "tessera/app/app.hpp"
#include "tessera/app/games/game_scenes.hpp"
#include "tessera/app/games/sudoku/sudoku_scene.hpp"
#include "tessera/levels/catalog.hpp"
using namespace tessera;

TEST_CASE("tmp perf", "[sudoku-perf]") {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR, 1);
    setenv("TESSERA_HOME", "/tmp/sudoku-perf-home", 1);
    app::AppOptions opt; opt.headless = true; std::string err;
    auto a = app::App::create(opt, &err);
    auto info = levels::check_level_file(std::string(TESSERA_SOURCE_DIR) + "/levels/sudoku/09-triples.json", false);
    info.game = "sudoku"; info.id = "09-triples";
    auto s = app::make_sudoku_scene(*a, info);
    auto* sc = dynamic_cast<app::SudokuScene*>(s.get());
    a->scenes().push(std::move(s));
    a->simulate(400);
    sc->play_move(sudoku::auto_candidates());
    a->simulate(400);
    const auto t0 = std::clock();
    for (int i = 0; i < 200; ++i) a->render_frame();
    const double ms = 1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC / 200;
    WARN("cpu ms per frame: " << ms);
    a->save_png("/tmp/sudoku-shots/notes.png");
    a->scenes().push(app::make_level_select_scene(*a, "sudoku"));
    a->simulate(100);
    const auto t1 = std::clock();
    for (int i = 0; i < 200; ++i) a->render_frame();
    WARN("level select cpu ms per frame: " << 1000.0 * static_cast<double>(std::clock() - t1) / CLOCKS_PER_SEC / 200);
}
