#pragma once
// The player's folder: one folder holds the profile (profile.json: settings, progress, games in
// progress) and the player's own levels (levels/<game>/*.json). Pure std, so the text commands
// and the window agree on it.
//
//   $TESSERA_HOME when set (tests, a portable copy), else <data home>/<app id>, where the data
//   home is $XDG_DATA_HOME when it is an absolute path and ~/.local/share otherwise. A relative
//   XDG_DATA_HOME is ignored, as the XDG base directory specification says.
//
// Settings are not split into $XDG_CONFIG_HOME: they live in profile.json beside the progress,
// which is written as one file, atomically, so the two can never disagree (docs/packaging.md).
#include <string>
#include <vector>

namespace tessera::levels {

// $XDG_DATA_HOME if absolute, else $HOME/.local/share (the password database's home folder when
// HOME is unset). "" when there is no home folder at all.
std::string data_home();

// The player's folder as above; "" when there is no home folder. Not created here.
std::string player_folder();

// <player_folder()>/levels: the player's own levels, listed after the shipped ones in level
// select ("My levels", never locked). "" when there is no home folder. Need not exist.
std::string user_levels_dir();

// Creates `dir` and the folders above it that are missing (mode 0700, as the XDG specification
// asks for the data home). "" on success (or when it exists), else why not, with the reason the
// system gave: "cannot create the folder /proc/x/y: No such file or directory".
std::string make_folder(const std::string& dir);

// Where older versions kept the player's own levels: <data home>/tessera/levels.
std::string old_user_levels_dir();

// Moves the player's levels from `from` (old_user_levels_dir()) into `to` (user_levels_dir()),
// losing nothing: game folders that exist on both sides are merged file by file, and a file whose
// name `to` already has stays where it was. Returns what the player should be told, one sentence
// each (nothing when there was nothing to move).
std::vector<std::string> move_user_levels(const std::string& from, const std::string& to);

} // namespace tessera::levels
