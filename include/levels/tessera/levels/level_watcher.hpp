#pragma once
// Live reload for `tessera play FILE`: a worker thread waits for the kernel to say that the level
// file's folder changed (inotify: a save, a rename over the file, a new or deleted file), looks
// at the file (size, modification time, inode: an editor that saves by renaming counts too) and,
// when it changed, runs the game's full check on it there, so the UI thread only picks up results.
// Where inotify cannot watch the folder (no such folder yet, no inotify), it looks every
// `interval` instead.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "tessera/levels/catalog.hpp"

namespace tessera::levels {

class LevelFileWatcher {
  public:
    // Watches `path` as a level of `game` (a file for another game is an error). The file as it
    // is now is the starting point: only later changes are reported.
    LevelFileWatcher(std::string path, std::string game,
                     std::chrono::milliseconds interval = std::chrono::milliseconds(200));
    ~LevelFileWatcher(); // stops after the check in hand
    LevelFileWatcher(const LevelFileWatcher&) = delete;
    LevelFileWatcher& operator=(const LevelFileWatcher&) = delete;

    // The checked file after its latest change, once (nullopt: nothing new). A file that is gone
    // or broken comes back with its error.
    std::optional<LevelInfo> take();
    // Changes seen so far (tests).
    std::uint64_t changes() const { return changes_.load(); }
    // Whether the kernel tells of changes (inotify), rather than a look every `interval`.
    bool notified() const { return inotify_ >= 0; }

  private:
    struct Stamp {
        std::uint64_t dev = 0, ino = 0, size = 0;
        std::int64_t mtime_ns = -1;
        bool operator==(const Stamp&) const = default;
    };
    static Stamp stamp_of(const std::string& path);
    void run();
    // Waits for a change to the folder, the interval (no inotify) or stop(); false once stopped.
    bool wait_for_change();

    std::string path_, game_;
    std::chrono::milliseconds interval_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::optional<LevelInfo> result_;
    Stamp last_; // the worker's own
    std::atomic<std::uint64_t> changes_{0};
    bool stop_ = false;
    int inotify_ = -1;            // the inotify descriptor watching the file's folder, -1 for none
    int stop_pipe_[2] = {-1, -1}; // written to by the destructor, to end the wait at once
    std::thread worker_;
};

} // namespace tessera::levels
