// The main of every Catch test executable. The executables run headless whether ctest starts them
// or a developer does: SDL gets the dummy video and audio drivers and the software renderer unless
// the environment already names others. (This was a ctest ENVIRONMENT property, but
// catch_discover_tests passes PROPERTIES through list expansions that split the value at each ';':
// only the first variable reached the tests.)
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>

int main(int argc, char* argv[]) {
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    setenv("SDL_RENDER_DRIVER", "software", 0);
    return Catch::Session().run(argc, argv);
}
