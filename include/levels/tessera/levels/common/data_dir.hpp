#pragma once
// Where Tessera finds its data (assets/ and levels/). Pure std, so the text commands (which link
// no SDL) and the window find the same folder.
#include <string>
#include <vector>

namespace tessera::levels {

struct DataLocation {
    std::string dir;                // the folder holding assets/ and levels/, "" when none found
    std::vector<std::string> tried; // for the error message
};

// Data: next to the executable (/proc/self/exe), then <bin>/../share/tessera and the install
// prefix, then $TESSERA_DATA_DIR, then the source tree (developer builds).
DataLocation find_data_dir();

} // namespace tessera::levels
