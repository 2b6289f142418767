// Reading a level file: only regular files, within a size limit, with the reason when it cannot be
// read (document.hpp: read_regular_file, load_document).
#include "tessera/levels/common/document.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tessera::levels {

namespace {

std::string kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a plain file";
}

} // namespace

FileRead read_regular_file(const std::string& path, std::size_t limit) {
    FileRead r;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        r.error = errno;
        r.problem = std::string("cannot open file: ") + std::strerror(r.error);
        return r;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        r.error = errno;
        r.problem = std::string("cannot read file: ") + std::strerror(r.error);
        ::close(fd);
        return r;
    }
    r.dev = static_cast<std::uint64_t>(st.st_dev);
    r.ino = static_cast<std::uint64_t>(st.st_ino);
    r.size = static_cast<std::uint64_t>(st.st_size);
    r.mtime_ns = std::int64_t{st.st_mtim.tv_sec} * 1'000'000'000 + st.st_mtim.tv_nsec;
    if (!S_ISREG(st.st_mode)) {
        r.error = S_ISDIR(st.st_mode) ? EISDIR : 0;
        r.problem = "not a regular file (it is " + kind_of(st.st_mode) + ")";
        ::close(fd);
        return r;
    }
    if (static_cast<std::uint64_t>(st.st_size) > limit) {
        r.problem = "file too large: " + std::to_string(static_cast<long long>(st.st_size)) +
                    " bytes, at most " + std::to_string(limit);
        ::close(fd);
        return r;
    }
    // At most limit + 1 bytes, whatever fstat said: a file that grows meanwhile is still refused.
    std::string text(static_cast<std::size_t>(st.st_size), '\0');
    std::size_t done = 0;
    while (true) {
        if (done == text.size()) {
            if (done > limit) break;
            // Probe one byte past what fstat said (end of file, as a rule), else grow.
            const std::size_t grow =
                done == static_cast<std::size_t>(st.st_size) ? 1 : std::max<std::size_t>(done, 4096);
            text.resize(std::min(limit + 1, done + grow));
        }
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            r.error = errno;
            r.problem = std::string("cannot read file: ") + std::strerror(r.error);
            ::close(fd);
            return r;
        }
        if (n == 0) break;
        done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    text.resize(done);
    if (text.size() > limit) {
        r.problem = "file too large: more than " + std::to_string(limit) + " bytes";
        return r;
    }
    r.text = std::move(text);
    return r;
}

std::string FileRead::message() const { return problem; }

Document load_document(const std::string& path) {
    FileRead file = read_regular_file(path, kMaxLevelFileBytes);
    if (!file.text) throw LevelError(path, {}, "", file.problem);
    return Document::parse(std::move(*file.text), path);
}

} // namespace tessera::levels
