#pragma once
// `tessera play FILE` and `tessera play --game G [--seed S]`: the window opens straight into a
// level, over the menu (leaving the level leads there). A file is played from wherever it is,
// never locked, and reloaded live: saving it replaces the level within a second (a fresh game),
// while a file that no longer validates leaves the last good version playable and shows the
// validator's error in the window.
#include <cstdint>
#include <optional>
#include <string>

namespace tessera::app {

class App;

struct PlayRequest {
    std::string file;                  // a level file, anywhere
    std::string game;                  // the game (required without a file: its first level)
    std::optional<std::uint64_t> seed; // deal with this seed instead of the level's
    bool watch = true;                 // reload the file when it changes
};

// Pushes the menu and the level's game scene. Returns "" or why not (every error of a broken
// file, one per line); nothing is pushed then.
std::string open_level(App& app, const PlayRequest& request);

} // namespace tessera::app
