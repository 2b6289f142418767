#pragma once
// The player's profile: settings, progress per level and in-progress saves, stored as JSON.
// It lives in the JSON layer (no SDL) so it can be tested and fuzzed; the app only decides the
// folder (SDL_GetPrefPath, or $TESSERA_HOME).
//
// The profile is never lost or silently rewritten (docs/reliability.md, "The profile"):
//   * a file that exists but cannot be read is left alone, and saving stops until it can be;
//   * fields this version does not know (a newer version's) are kept and written back;
//   * a bad value loses only itself: the rest is read, the original is kept as .corrupt-<time>;
//   * the writer checks what it writes against the reader's limits;
//   * a symlinked profile.json is replaced through the link;
//   * two running instances merge each other's saves instead of undoing them.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tessera::levels {

// The reader's limits, which the writer checks too.
inline constexpr std::size_t kMaxProfileEntries = 100000; // level records, saves, totals (each)
inline constexpr std::size_t kMaxProfileKeyLength = 512;  // a level record's or save's key, in characters
inline constexpr std::size_t kMaxSaveMoves = 100000;      // moves in one in-progress save
inline constexpr std::size_t kMaxSaveIdLength = 4096;     // a save's "id", in characters

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
    std::string language; // "" follows the system; else "en", "zh_CN", "es" (the app's i18n.hpp)
    nlohmann::json extra; // null or an object: fields of another version, written back as read
    friend bool operator==(const Settings&, const Settings&) = default;
};

// One finished play in a level's local ranking.
struct RankedTime {
    std::int64_t ms = 0;
    std::int64_t at = 0; // when, in seconds since 1970 (UTC); 0: not known (recorded before dates were kept)
    friend bool operator==(const RankedTime&, const RankedTime&) = default;
};

// One winning score in a level's local ranking (a level ranked by score).
struct RankedScore {
    std::int64_t score = 0;
    std::int64_t at = 0; // as RankedTime::at
    friend bool operator==(const RankedScore&, const RankedScore&) = default;
};

struct LevelRecord {
    bool completed = false;
    int plays = 0;
    int stars = 0; // 0..3
    std::optional<std::int64_t> best_score;
    std::optional<std::int64_t> best_time_ms;
    std::vector<RankedTime>
        top_times; // local ranking: best first (earlier first on a tie), at most kTopTimes
    std::vector<RankedScore> top_scores; // the same for scores: highest first, at most kTopTimes
    nlohmann::json extra;                // null or an object: fields of another version
    friend bool operator==(const LevelRecord&, const LevelRecord&) = default;
};

inline constexpr std::size_t kTopTimes = 10;

struct Profile {
    int format = 1; // the highest format that wrote this profile (a newer one's is kept)
    Settings settings;
    std::map<std::string, LevelRecord> levels; // key: "<game>/<level id>"
    std::map<std::string, nlohmann::json>
        saves; // key: "<game>/<level id>" -> {"id": game id, "moves": [...]} (kept whole, unknown fields too)
    std::map<std::string, std::int64_t> totals; // cumulative counters, e.g. "<game>/score"
    nlohmann::json extra;                       // null or an object: top-level fields of another version

    // Records a finished play. Returns true when it is a new best (score or time).
    // `at` dates the time in the ranking (seconds since 1970, UTC; 0: not known).
    bool record_result(const std::string& key, bool won, std::optional<std::int64_t> score,
                       std::optional<std::int64_t> time_ms, int stars, std::int64_t at = 0);
    void record_play(const std::string& key);

    friend bool operator==(const Profile&, const Profile&) = default;
};

// The text the store writes: one line per level record, save and total, so a long save does
// not cost a line per move. Invalid UTF-8 (a level file's name) is written as U+FFFD.
std::string profile_to_text(const Profile& profile);

// Reads a profile, value by value. Throws LevelError only when nothing can be read (not JSON,
// too large, not an object); otherwise every value that is wrong is left out and named in
// `dropped` ("profile.json:2:31: /settings/music_volume: expected an integer 0..100, got 300").
struct ProfileRead {
    Profile profile;
    std::vector<std::string> dropped;
};
ProfileRead read_profile(std::string text, const std::string& file);
// Strict: throws the first value read_profile would leave out (tests, fuzzing).
Profile profile_from_text(const std::string& text, const std::string& file);

// Why the store would refuse to write `profile` as `text` (a limit the reader enforces), or "".
std::string profile_limit_problem(const Profile& profile, const std::string& text);

// Three-way merge for two instances saving one profile: `ours` (this instance) receives what
// `theirs` (the file, written by another instance since `base` was read) changed. A value only
// one side changed takes that side; when both changed, records combine (completed if either,
// the best score and time, plays and totals add up both sides' increments) and anything else
// keeps ours. Map entries keep their addresses when they exist on both sides.
void merge_profiles(const Profile& base, Profile& ours, const Profile& theirs);

struct ProfileLoad {
    Profile profile;
    std::vector<std::string> warnings; // shown to the player (values left out, file kept aside, ...)
    bool saving_disabled = false;      // the file exists but cannot be read: it is left alone
};

// Reads and writes `<dir>/profile.json` (or, when that is a symlink, the file it points to).
// Writes are atomic: a temp file in the same folder, fsync, rename, fsync of the folder; the
// folder is locked (flock) from reading the file to renaming, and whatever another instance
// wrote since this one last read or wrote is merged in first. After each save the same text is
// written to `profile.json.last-good`. A file that cannot be read as a whole (a stray byte, a cut,
// not UTF-8) is moved aside, and the profile is rebuilt from the last good copy plus every level
// record, save and total that reads before the damage, and written back.
class ProfileStore {
  public:
    explicit ProfileStore(std::string dir);
    const std::string& dir() const { return dir_; }
    std::string path() const;

    ProfileLoad load();
    // Writes `profile`, after merging into it what another instance saved meanwhile. Returns ""
    // on success, else the reason (the game plays on and warns). While saving is disabled, each
    // call first checks whether the file has become readable (then it is merged and saving resumes).
    std::string save(Profile& profile);
    std::string save(const Profile& profile); // merges into a copy
    // Saving is off because the file exists and cannot be read; this says why.
    bool saving_disabled() const { return !disabled_.empty(); }
    const std::string& disabled_reason() const { return disabled_; }
    // Whether the last save() (or load) left the file behind this instance's progress.
    // Set when saving is disabled or the last write failed.
    bool behind() const { return behind_; }

  private:
    struct Stamp {
        std::uint64_t dev = 0, ino = 0, size = 0;
        std::int64_t mtime_ns = 0;
        bool exists = false;
        friend bool operator==(const Stamp&, const Stamp&) = default;
    };
    std::string write_locked(Profile& profile, const std::string& target);
    // `target` could not be read as a whole and was moved aside to `damaged` ("" when it was not
    // read at all): `out.profile` becomes its last good copy plus what reads before the damage.
    void recover(ProfileLoad& out, const std::string& target, const std::string& damaged);
    // Writes `<target>.last-good` from base_text_ when it is missing or differs.
    void keep_last_good(const std::string& target);

    Profile base() const; // the file's content as last read or written here

    std::string dir_;
    std::string disabled_;
    std::string base_text_;      // base() as text: a profile's text is smaller than its second copy
    Stamp stamp_;                // the file as last read or written here
    std::string recovered_from_; // what recover() used, for the player's message
    bool behind_ = false;
};

} // namespace tessera::levels
