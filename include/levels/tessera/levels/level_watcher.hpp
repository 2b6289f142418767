#pragma once
// Live reload for `tessera play FILE`: a worker thread looks at one level file every
// `interval` (size, modification time, inode: an editor that saves by renaming counts too) and,
// when it changed, runs the game's full check on it there, so the UI thread only picks up results.
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

  private:
    struct Stamp {
        std::uint64_t dev = 0, ino = 0, size = 0;
        std::int64_t mtime_ns = -1;
        bool operator==(const Stamp&) const = default;
    };
    static Stamp stamp_of(const std::string& path);
    void run();

    std::string path_, game_;
    std::chrono::milliseconds interval_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::optional<LevelInfo> result_;
    Stamp last_; // the worker's own
    std::atomic<std::uint64_t> changes_{0};
    bool stop_ = false;
    std::thread worker_;
};

} // namespace tessera::levels
