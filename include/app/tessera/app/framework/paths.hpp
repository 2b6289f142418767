#pragma once
// Where Tessera finds its data (assets/, levels/) and keeps the player's profile.
#include <string>
#include <vector>

#include "tessera/levels/common/data_dir.hpp"

namespace tessera::app {

// Data: levels::find_data_dir (tessera/levels/common/data_dir.hpp).
using levels::DataLocation;
using levels::find_data_dir;

// The profile folder, levels::player_folder() (tessera/levels/common/player_folder.hpp): $TESSERA_HOME
// if set, else <data home>/<app id> (~/.local/share/io.github.tessera.Tessera), created if
// missing. What older versions left in <data home>/tessera/tessera (the profile) and
// <data home>/tessera/levels (the player's levels) is moved there first, losing nothing
// (levels::move_profile_folder); `notes` gets what the player should be told about it. When the
// folder cannot be made, "" with *error saying why: the game then plays without saving and never
// writes anywhere else.
std::string profile_dir(std::vector<std::string>* notes = nullptr, std::string* error = nullptr);

// The translations' folder (<lang>/LC_MESSAGES/tessera.mo): $TESSERA_LOCALE_DIR, else locale/ in
// the data folder (the build tree), else the installed share/locale relative to the data folder,
// else the configured prefix's. Fonts: font_lookup.hpp.
std::string locale_dir(const std::string& data_dir);

} // namespace tessera::app
