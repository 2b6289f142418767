#include "tessera/levels/level_watcher.hpp"

#include <array>
#include <cerrno>
#include <fcntl.h>
#include <filesystem>
#include <poll.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace tessera::levels {

namespace {

// The events that can change what the path names: a write that ended, a file moved or created
// over it, the file deleted or moved away, its attributes (touch). A write in progress
// (IN_MODIFY) is left for its close.
constexpr std::uint32_t kFolderEvents =
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB;

} // namespace

LevelFileWatcher::LevelFileWatcher(std::string path, std::string game, std::chrono::milliseconds interval)
    : path_(std::move(path)), game_(std::move(game)), interval_(interval) {
    // The folder is watched, not the file: an editor that saves by renaming replaces the file.
    std::filesystem::path folder = std::filesystem::path(path_).parent_path();
    if (folder.empty()) folder = ".";
    inotify_ = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (inotify_ >= 0 && (::inotify_add_watch(inotify_, folder.c_str(), kFolderEvents) < 0 ||
                          ::pipe2(stop_pipe_, O_CLOEXEC | O_NONBLOCK) != 0)) {
        ::close(inotify_);
        inotify_ = -1; // looks every interval instead
    }
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
    if (stop_pipe_[1] >= 0) {
        const char byte = 1;
        [[maybe_unused]] const auto n = ::write(stop_pipe_[1], &byte, 1);
    }
    if (worker_.joinable()) worker_.join();
    for (int fd : {inotify_, stop_pipe_[0], stop_pipe_[1]})
        if (fd >= 0) ::close(fd);
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

bool LevelFileWatcher::wait_for_change() {
    if (inotify_ < 0) {
        std::unique_lock lock(mutex_);
        wake_.wait_for(lock, interval_, [this] { return stop_; });
        return !stop_;
    }
    std::array<pollfd, 2> fds{pollfd{inotify_, POLLIN, 0}, pollfd{stop_pipe_[0], POLLIN, 0}};
    while (::poll(fds.data(), fds.size(), -1) < 0)
        if (errno != EINTR) return false;
    if (fds[1].revents != 0) return false;
    // Drain what is queued: the stamp below tells whether the file itself changed.
    alignas(inotify_event) std::array<char, 4096> buffer;
    while (::read(inotify_, buffer.data(), buffer.size()) > 0) {
    }
    std::lock_guard lock(mutex_);
    return !stop_;
}

void LevelFileWatcher::run() {
    while (wait_for_change()) {
        const Stamp now = stamp_of(path_);
        if (now == last_) continue;
        last_ = now;
        ++changes_;
        // The check runs on this thread (a large level takes seconds); a save that lands
        // meanwhile is seen at the next event.
        LevelInfo info = check_level_file(path_, true);
        if (!game_.empty()) require_game(info, game_);
        std::lock_guard lock(mutex_);
        result_ = std::move(info);
    }
}

} // namespace tessera::levels
