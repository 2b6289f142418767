#pragma once
// Where Tessera finds its data (assets/, levels/) and keeps the player's profile.
#include <string>
#include <vector>

#include "tessera/levels/common/data_dir.hpp"

namespace tessera::app {

// Data: levels::find_data_dir (tessera/levels/common/data_dir.hpp).
using levels::DataLocation;
using levels::find_data_dir;

// Profile folder: $TESSERA_HOME if set, else SDL_GetPrefPath("", TESSERA_APP_ID), which on Linux
// is $XDG_DATA_HOME/<app id> (~/.local/share/io.github.tessera.Tessera). A profile left in the
// folder older versions used ($XDG_DATA_HOME/tessera/tessera) is moved there first, losing
// nothing (levels::move_profile_folder); `notes` gets what the player should be told about it.
std::string profile_dir(std::vector<std::string>* notes = nullptr);

// The translations' folder (<lang>/LC_MESSAGES/tessera.mo): $TESSERA_LOCALE_DIR, else locale/ in
// the data folder (the build tree), else the installed share/locale relative to the data folder,
// else the configured prefix's. Fonts: font_lookup.hpp.
std::string locale_dir(const std::string& data_dir);

} // namespace tessera::app
