// The files around the profile: links, copies kept aside, stale temp files and the save lock.
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#include "profile_internal.hpp"
#include "tessera/levels/common/atomic_file.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels::profile_files {

std::string parent_of(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string name_of(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string last_good_name(const std::string& file) { return file + ".last-good"; }
std::string turn_name(const std::string& file) { return file + ".lock"; }

Target resolve(std::string path) {
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return {path, {}};
        std::string link(4096, '\0');
        const ssize_t n = ::readlink(path.c_str(), link.data(), link.size());
        if (n < 0) return {path, std::string("cannot follow the link: ") + std::strerror(errno)};
        link.resize(static_cast<std::size_t>(n));
        path = link.front() == '/' ? link : parent_of(path) + "/" + link;
    }
    return {path, std::strerror(ELOOP)};
}

std::string free_aside_name(const std::string& file) {
    char stamp[32];
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    std::strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", &tm);
    std::string aside = file + ".corrupt-" + stamp;
    for (int n = 1; ::access(aside.c_str(), F_OK) == 0 && n < 1000; ++n)
        aside = file + ".corrupt-" + stamp + "-" + std::to_string(n);
    return aside;
}

Aside keep_aside(const std::string& file, const std::string& text) {
    // A start with the same damaged file finds the copy it made last time.
    std::error_code ec;
    const std::string prefix = name_of(file) + ".corrupt-";
    for (const auto& e : std::filesystem::directory_iterator(parent_of(file), ec)) {
        const std::string name = e.path().filename().string();
        if (name.rfind(prefix, 0) != 0 || name.find(".tmp-") != std::string::npos) continue;
        std::error_code size_ec;
        if (std::filesystem::file_size(e.path(), size_ec) != text.size() || size_ec) continue;
        const FileRead copy = read_regular_file(e.path().string(), text.size());
        if (copy.text && *copy.text == text) return {e.path().string(), {}};
    }
    Aside out{free_aside_name(file), {}};
    out.error = write_file_atomically(out.name, text);
    return out;
}

void remove_stale_temps(const std::string& dir, const std::string& name) {
    std::error_code ec;
    for (const std::string& prefix : {name + ".tmp-", last_good_name(name) + ".tmp-"})
        for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
            const std::string file = e.path().filename().string();
            if (file.rfind(prefix, 0) != 0) continue;
            const long pid = std::strtol(file.c_str() + prefix.size(), nullptr, 10);
            if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
                std::filesystem::remove(e.path(), ec);
        }
}

namespace {

enum class Locked { yes, no_flock, timed_out };

// Polls an exclusive flock on `fd` until `deadline`.
Locked lock_until(int fd, std::chrono::steady_clock::time_point deadline) {
    while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR) return Locked::no_flock; // write without it
        if (std::chrono::steady_clock::now() > deadline) return Locked::timed_out;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return Locked::yes;
}

} // namespace

FolderLock::FolderLock(const std::string& dir, const std::string& turn_file) {
    fd_ = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd_ < 0) return; // no folder to lock: writing there fails and says why
    // Another instance holds it only while it writes; give up after two seconds rather than
    // freeze this one behind a stopped process.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    turn_ = ::open(turn_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (turn_ >= 0 && lock_until(turn_, deadline) == Locked::timed_out) {
        error_ = "another Tessera has been saving " + dir + " for more than 2 s";
        return;
    }
    if (lock_until(fd_, deadline) == Locked::timed_out)
        error_ = "another Tessera has been saving " + dir + " for more than 2 s";
    if (turn_ >= 0) {
        ::close(turn_); // the next waiter's turn
        turn_ = -1;
    }
}

FolderLock::~FolderLock() {
    if (turn_ >= 0) ::close(turn_);
    if (fd_ >= 0) ::close(fd_);
}

} // namespace tessera::levels::profile_files
