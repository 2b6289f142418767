// The main of every Catch test executable. The executables run headless whether ctest starts them
// or a developer does: SDL gets the dummy video and audio drivers and the software renderer unless
// the environment already names others. (This was a ctest ENVIRONMENT property, but
// catch_discover_tests passes PROPERTIES through list expansions that split the value at each ';':
// only the first variable reached the tests.)
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>
#include <unistd.h>

#include "support/build_path.hpp"

int main(int argc, char* argv[]) {
    // Every test's scratch files go into one folder of this process's own, removed when the run
    // ends: a test that fails before it removes its folder, or forgets to, leaves nothing behind
    // (ctest runs each test case as a process; hundreds of folders a run were left in /tmp). The
    // folder the run was given stays TESSERA_TEST_OUTPUT_DIR, where the hidden picture tests
    // write what they draw for a person to look at (tests/support/files.hpp: output_dir).
    namespace fs = std::filesystem;
    const fs::path given = fs::temp_directory_path();
    const fs::path scratch = given / ("tessera-tests-" + std::to_string(::getpid()));
    fs::create_directories(scratch);
    setenv("TESSERA_TEST_OUTPUT_DIR", given.c_str(), 0);
    setenv("TMPDIR", scratch.c_str(), 1);
    // The shipped data as a player's copy finds it: the game has no source path built in
    // (tessera/levels/common/data_dir.hpp), so the tests name the source tree, as a player would
    // name a folder, unless the environment already names another.
    setenv("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR, 0);
    // The build's translations, and English unless a test asks for another language.
    setenv("TESSERA_LOCALE_DIR", tessera::testing::build_path("locale").c_str(), 0);
    setenv("TESSERA_LANG", "en", 1);
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    setenv("SDL_RENDER_DRIVER", "software", 0);
    const int failed = Catch::Session().run(argc, argv);
    std::error_code ignored;
    fs::remove_all(scratch, ignored);
    return failed;
}
