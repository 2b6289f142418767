#include "tessera/levels/level_watcher.hpp"

#include <sys/stat.h>
#include <utility>

namespace tessera::levels {

LevelFileWatcher::LevelFileWatcher(std::string path, std::string game, std::chrono::milliseconds interval)
    : path_(std::move(path)), game_(std::move(game)), interval_(interval) {
    worker_ = std::thread([this, start = stamp_of(path_)] {
        last_ = start;
        run();
    });
}

LevelFileWatcher::~LevelFileWatcher() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    if (worker_.joinable()) worker_.join();
}

std::optional<LevelInfo> LevelFileWatcher::take() {
    std::lock_guard lock(mutex_);
    return std::exchange(result_, std::nullopt);
}

LevelFileWatcher::Stamp LevelFileWatcher::stamp_of(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return {};
    return {static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino),
            static_cast<std::uint64_t>(st.st_size),
            std::int64_t{st.st_mtim.tv_sec} * 1'000'000'000 + st.st_mtim.tv_nsec};
}

void LevelFileWatcher::run() {
    std::unique_lock lock(mutex_);
    while (!stop_) {
        wake_.wait_for(lock, interval_, [this] { return stop_; });
        if (stop_) break;
        lock.unlock();
        const Stamp now = stamp_of(path_);
        if (now == last_) {
            lock.lock();
            continue;
        }
        last_ = now;
        ++changes_;
        // The check runs on this thread (a large level takes seconds); a save that lands
        // meanwhile is seen at the next look.
        LevelInfo info = check_level_file(path_, true);
        if (!game_.empty()) require_game(info, game_);
        lock.lock();
        result_ = std::move(info);
    }
}

} // namespace tessera::levels
