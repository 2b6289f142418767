#pragma once
// Where Tessera finds its data (assets/, levels/) and keeps the player's profile.
#include <string>
#include <vector>

namespace tessera::app {

struct DataLocation {
    std::string dir;                // the folder holding assets/ and levels/, "" when none found
    std::vector<std::string> tried; // for the error message
};

// Data: next to the executable (SDL_GetBasePath), then <base>/../share/tessera and the install
// prefix, then $TESSERA_DATA_DIR, then the source tree (developer builds).
DataLocation find_data_dir();

// Profile folder: $TESSERA_HOME if set, else SDL_GetPrefPath("tessera", "tessera").
std::string profile_dir();

// Font: $TESSERA_FONT (regular) / $TESSERA_FONT_BOLD if set, else DejaVu Sans from fonts-dejavu-core.
std::string font_regular_path();
std::string font_bold_path();

} // namespace tessera::app
