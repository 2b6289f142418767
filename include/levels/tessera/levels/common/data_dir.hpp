#pragma once
// Where Tessera finds its data (assets/ and levels/). Pure std, so the text commands (which link
// no SDL) and the window find the same folder.
#include <string>
#include <vector>

#include "tessera/levels/common/player_folder.hpp" // user_levels_dir()

namespace tessera::levels {

struct DataLocation {
    std::string dir;                // the folder holding assets/ and levels/, "" when none found
    std::vector<std::string> tried; // every folder looked in, in order, for the error message
};

// Data, first hit wins:
//  1. $TESSERA_DATA_DIR, so a player or a test can always override what is installed;
//  2. next to the executable (/proc/self/exe): the build tree, whose assets/ and levels/ are
//     symlinks into the source tree;
//  3. the installed layout relative to the executable (<bin>/../share/tessera for `tessera`,
//     <libexec>/tessera/../../share/tessera for `tessera-gui`), so a relocated or extracted
//     install (dpkg -x into any folder) finds its own data, not another copy's;
//  4. the configured install prefix's data folder.
// No source-tree path is compiled in: a copy with no data beside it fails, naming these places.
DataLocation find_data_dir();

} // namespace tessera::levels
