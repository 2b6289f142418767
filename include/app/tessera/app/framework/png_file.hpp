#pragma once
// A surface as a PNG file, written through the one atomic writer (tessera/levels/common/
// atomic_file.hpp): encoded in memory first, so a full disk leaves an existing file whole.
#include <string>

struct SDL_Surface;

namespace tessera::app {

// "" on success, else why ("cannot write shot.png.tmp-12: No space left on device").
std::string write_png_file(SDL_Surface* surface, const std::string& path);

} // namespace tessera::app
