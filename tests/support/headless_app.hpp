#pragma once
// A headless App for scene tests: dummy video and audio drivers, the source tree's data, and a
// profile folder of the test's own (wiped first when asked), exactly as `tessera screenshot`.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "tessera/app/framework/app.hpp"

namespace tessera::testing {

inline std::unique_ptr<app::App> headless_app(const std::filesystem::path& home, bool wipe, int width = 1280,
                                              int height = 720) {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR, 1);
    if (wipe) std::filesystem::remove_all(home);
    std::filesystem::create_directories(home);
    setenv("TESSERA_HOME", home.c_str(), 1);
    app::AppOptions opt;
    opt.headless = true;
    opt.width = width;
    opt.height = height;
    std::string error;
    auto a = app::App::create(opt, &error);
    INFO(error);
    REQUIRE(a);
    return a;
}

} // namespace tessera::testing
