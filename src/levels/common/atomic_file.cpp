#include "tessera/levels/common/atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <unistd.h>

namespace tessera::levels {

namespace {

std::string folder_of(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// Closes `fd`, removes `tmp` and returns "<what> <tmp>: <strerror(error)>".
std::string give_up(int fd, const std::string& tmp, const char* what, int error) {
    if (fd >= 0) ::close(fd);
    ::unlink(tmp.c_str());
    return std::string(what) + " " + tmp + ": " + std::strerror(error);
}

} // namespace

std::string write_file_atomically(const std::string& path, std::string_view data) {
    const std::string tmp = path + ".tmp-" + std::to_string(static_cast<long>(::getpid()));
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) return "cannot write " + tmp + ": " + std::strerror(errno);
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return give_up(fd, tmp, "cannot write", n < 0 ? errno : ENOSPC);
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) return give_up(fd, tmp, "cannot flush", errno);
    const int closed = ::close(fd);
    if (closed != 0) return give_up(-1, tmp, "cannot flush", errno);
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        const int error = errno;
        ::unlink(tmp.c_str());
        return "cannot replace " + path + ": " + std::strerror(error);
    }
    // Make the rename itself durable.
    const int dfd = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    return {};
}

namespace {

// std::cout's buffer once check_standard_output() ran: write(2) on descriptor 1, keeping the first
// error's errno (through stdio the reason is lost: the stream only knows it failed).
class CheckedOutput : public std::streambuf {
  public:
    CheckedOutput() { setp(buffer_, buffer_ + sizeof buffer_); }
    int error() const { return error_; }
    int flush_all() { return sync(); }

  protected:
    int overflow(int c) override {
        if (sync() != 0) return traits_type::eof();
        if (c != traits_type::eof()) {
            *pptr() = static_cast<char>(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override {
        const char* p = pbase();
        while (p < pptr() && error_ == 0) {
            const ssize_t n = ::write(1, p, static_cast<std::size_t>(pptr() - p));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0)
                error_ = n < 0 ? errno : EIO;
            else
                p += n;
        }
        setp(buffer_, buffer_ + sizeof buffer_); // what could not be written is dropped
        return error_ == 0 ? 0 : -1;
    }

  private:
    char buffer_[1 << 16];
    int error_ = 0;
};

CheckedOutput* checked_output = nullptr;

} // namespace

void check_standard_output() {
    // Never destroyed: std::ios_base::Init's destructor flushes std::cout after every static of
    // ours is gone, and a static buffer would be flushed after its end (a SEGV at exit under
    // ASan). The pointer stays reachable, so the leak checker does not count it.
    if (!checked_output) checked_output = new CheckedOutput;
    std::cout.flush();
    std::cout.rdbuf(checked_output);
}

std::string close_standard_output() {
    const std::string why = "cannot write to standard output: ";
    if (checked_output) {
        std::cout.flush();
        checked_output->flush_all();
        if (checked_output->error() != 0) return why + std::strerror(checked_output->error());
    }
    if (std::cout.fail() && !checked_output) return why + std::strerror(EIO);
    errno = 0;
    if (std::fflush(stdout) != 0) {
        const int error = errno != 0 ? errno : EIO;
        std::fclose(stdout);
        return why + std::strerror(error);
    }
    if (std::fclose(stdout) != 0) return why + std::strerror(errno);
    return {};
}

} // namespace tessera::levels
