// The main of every Catch test executable. The executables run headless whether ctest starts them
// or a developer does: SDL gets the dummy video and audio drivers and the software renderer unless
// the environment already names others. (This was a ctest ENVIRONMENT property, but
// catch_discover_tests passes PROPERTIES through list expansions that split the value at each ';':
// only the first variable reached the tests.)
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>

int main(int argc, char* argv[]) {
    // The shipped data as a player's copy finds it: the game has no source path built in
    // (tessera/levels/common/data_dir.hpp), so the tests name the source tree, as a player would
    // name a folder, unless the environment already names another.
    setenv("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR, 0);
    // The build's translations, and English unless a test asks for another language.
    setenv("TESSERA_LOCALE_DIR", TESSERA_BINARY_DIR "/locale", 0);
    setenv("TESSERA_LANG", "en", 1);
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    setenv("SDL_RENDER_DRIVER", "software", 0);
    return Catch::Session().run(argc, argv);
}
