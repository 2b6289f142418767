#pragma once
// The player's profile: settings, progress per level and in-progress saves, stored as JSON.
// It lives in the JSON layer (no SDL) so it can be tested and fuzzed; the app only decides the
// folder (SDL_GetPrefPath, or $TESSERA_HOME).
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tessera::levels {

// The window as the player left it, out of full screen. A width of 0: never saved, and the window
// opens at a size that fits the screen.
struct WindowPlacement {
    int width = 0, height = 0;
    std::optional<int> x, y; // top-left on the desktop; absent: centred
    friend bool operator==(const WindowPlacement&, const WindowPlacement&) = default;
};

struct Settings {
    int music_volume = 50;   // 0..100
    int effects_volume = 80; // 0..100
    bool fullscreen = false;
    WindowPlacement window;
    double animation_speed = 1.0; // 0.5..3
    bool reduced_motion = false;  // animations become short fades
    bool colourblind_symbols = false;
    bool skip_animations_on_input = true; // input during an animation fast-forwards it (else: locked)
    friend bool operator==(const Settings&, const Settings&) = default;
};

struct LevelRecord {
    bool completed = false;
    int plays = 0;
    int stars = 0; // 0..3
    std::optional<std::int64_t> best_score;
    std::optional<std::int64_t> best_time_ms;
    std::vector<std::int64_t> top_times_ms; // local ranking: best first, at most kTopTimes
    friend bool operator==(const LevelRecord&, const LevelRecord&) = default;
};

inline constexpr std::size_t kTopTimes = 10;

struct Profile {
    Settings settings;
    std::map<std::string, LevelRecord> levels; // key: "<game>/<level id>"
    std::map<std::string, nlohmann::json>
        saves;                                  // key: "<game>/<level id>" -> {"id": game id, "moves": [...]}
    std::map<std::string, std::int64_t> totals; // cumulative counters, e.g. "popstar/score"

    // Records a finished play. Returns true when it is a new best (score or time).
    bool record_result(const std::string& key, bool won, std::optional<std::int64_t> score,
                       std::optional<std::int64_t> time_ms, int stars);
    void record_play(const std::string& key);

    nlohmann::json to_json() const;
    friend bool operator==(const Profile&, const Profile&) = default;
};

// Parses a profile; throws LevelError (with file:line:col) when the text is not a valid profile.
Profile profile_from_text(const std::string& text, const std::string& file);

struct ProfileLoad {
    Profile profile;
    std::vector<std::string> warnings; // shown to the player (corrupt file moved aside, ...)
};

// Reads and writes `<dir>/profile.json`. Writes are atomic: a temp file in the same folder,
// fsync, rename, fsync of the folder. A corrupt file is moved aside to
// `profile.json.corrupt-<timestamp>` and never overwritten.
class ProfileStore {
  public:
    explicit ProfileStore(std::string dir);
    const std::string& dir() const { return dir_; }
    std::string path() const;

    ProfileLoad load() const;
    // Returns an empty string on success, else the reason (the game plays on and warns).
    std::string save(const Profile& profile) const;

  private:
    std::string dir_;
};

} // namespace tessera::levels
