#pragma once
// The shipped levels of one game: levels/<game>/*.json in file-name order. A broken file never
// stops the others: it is listed with its error.
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <optional>

#include "tessera/core/common/free_play.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/localized_text.hpp"

namespace tessera::levels {

// A free-play game (issue 38) in place of a level file: the id that deals it, the day when it is
// the daily challenge, and, in a run of levels (a game's endless run), the level and the score
// carried into it.
struct FreePlaySource {
    FreePlayId id;
    std::optional<Date> daily;
    int run_level = 1;
    std::int64_t carried = 0;
    // A run: the hints asked for in its earlier levels (the reward rule holds for the whole run;
    // once a level's save exists, its "hints" carries them).
    int hints = 0;
    // The slot its game in progress and statistics are filed under: "new=<difficulty>", "daily".
    std::string slot() const { return daily ? std::string("daily") : "new=" + id.difficulty; }
};

struct LevelInfo {
    std::string game;
    std::string id;    // file stem, e.g. "03-cascade"
    std::string path;  // full path
    std::string title; // from the file ("title"), or the id when broken
    std::string group; // optional "group" field: levels unlock in order within a group
    std::string description;
    // The same in every language the file gives (title_in); `group` stays the English name, which
    // is what levels unlock by.
    LocalizedText titles, groups, descriptions;
    std::string error;              // non-empty: the level is broken and cannot be played (its first error)
    std::vector<LevelError> errors; // every error found (at most kMaxErrorsPerFile + 1), in order
    std::vector<std::string> warnings;
    std::vector<LevelError> placed_warnings; // the same, placed (Document::placed_warnings)
    std::string note;                        // the validator's note (e.g. "winnable: 132 picks")
    bool checked = false;                    // the game's full check ran (error or note is final)
    // Its game is one this build leaves out (left_out_of_build): broken here, with an error that
    // says so, and `levels validate` reports it as skipped rather than invalid.
    bool left_out = false;
    bool user = false; // from the player's own folder (user_levels_dir): "My levels", never locked
    std::optional<FreePlaySource> free_play; // a free-play game: `id` is its slot, `path` empty
    std::string key() const { return game + "/" + id; }
    // The title / description in `language` ("zh_CN"), English when the file has none in it.
    const std::string& title_in(const std::string& language) const {
        return titles.en.empty() ? title : titles.in(language);
    }
    const std::string& description_in(const std::string& language) const {
        return descriptions.en.empty() ? description : descriptions.in(language);
    }
    bool broken() const { return !error.empty(); }
};

// Scans <data_dir>/levels/<game>/. With `deep`, every file goes through the game's validator
// (schema + solvability); otherwise only the envelope (game, title, group) is read.
std::vector<LevelInfo> scan_levels(const std::string& data_dir, const std::string& game, bool deep);

// Validates one file (any game, by its "game" field): the info with error or note filled in.
// The one verdict on a level file, for level select, `tessera play` and `levels validate` alike:
// a file in a folder named after a game (levels/<game>/, the player's <game>/) must be that
// game's (require_game).
LevelInfo check_level_file(const std::string& path, bool deep);
// The game a level file's folder is named after (".../<game>/x.json": "<game>"), "" for a folder
// that names no game of this build.
std::string folder_game(const std::string& path);
// A level of `game` (its folder's, or the one asked for): a file for another game gets that error.
void require_game(LevelInfo& info, const std::string& game);

// The level-select group of the player's own levels.
inline constexpr const char* kMyLevelsGroup = "My levels";
// Marks a level from the player's folder: group "My levels", id "my/<stem>" (its progress never
// mixes with a shipped level's of the same name).
void as_user_level(LevelInfo& info);

// Every game's level files, checked on a worker thread so that the UI never waits for a file
// (a level of 600 stacked tiles takes seconds to prove winnable). refresh(game) lists the
// folder, reads every file's envelope (cards appear) and then runs the game's full check on each
// (broken files show as broken with their error); files unchanged since the last refresh keep
// their results. The UI polls listing() and generation(); nothing here blocks but
// wait_idle() and check_now().
class LevelCatalog {
  public:
    // Shipped levels from <data_dir>/levels/<game>/, then the player's from <user_dir>/<game>/
    // (user_dir "" for none).
    explicit LevelCatalog(std::string data_dir, std::string user_dir = {});
    ~LevelCatalog(); // stops after the file being checked
    LevelCatalog(const LevelCatalog&) = delete;
    LevelCatalog& operator=(const LevelCatalog&) = delete;

    struct Listing {
        bool scanned = false;  // the folder has been read (levels holds every file)
        bool checking = false; // full checks are still running
        std::vector<LevelInfo> levels;
    };
    // Queues a scan of the game's folder (the game's files go before other games' waiting ones).
    void refresh(const std::string& game);
    // What is known now.
    Listing listing(const std::string& game) const;
    // Changes whenever anything new is known.
    std::uint64_t generation() const;
    // Waits until every queued scan and check is done (headless screenshots, tests).
    void wait_idle() const;
    // The fully checked level: the catalog's result when it has one for this file as it is now,
    // else checked here, on the caller's thread (not for a UI frame).
    LevelInfo check_now(const LevelInfo& level) const;
    // How many full checks check_now ran on its caller's thread (the worker's results did not
    // cover the file): level select and starting a level from it must never need one, since a
    // check can take seconds and the UI thread has 16 ms a frame (tests read this).
    std::size_t checks_on_caller_thread() const { return caller_checks_.load(); }

  private:
    struct Entry {
        LevelInfo info;
        std::uint64_t size = 0;
        std::int64_t mtime_ns = 0;
    };
    void run();
    void scan(const std::string& game);

    std::string data_dir_, user_dir_;
    mutable std::atomic<std::size_t> caller_checks_{0};
    mutable std::mutex mutex_;
    mutable std::condition_variable wake_, idle_;
    std::deque<std::string> queue_;           // games to scan
    std::map<std::string, Listing> listings_; // per game, published
    std::map<std::string, Entry> entries_;    // per path: the last result and the file it was for
    std::uint64_t generation_ = 0;
    bool busy_ = false;
    bool stop_ = false;
    std::thread worker_;
};

} // namespace tessera::levels
