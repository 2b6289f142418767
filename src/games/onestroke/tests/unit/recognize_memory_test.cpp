// docs/reliability.md, "Bounded memory and time on any input" (issue 36, item 7): recognizing any
// picture the loader accepts takes at most 256 MiB. The largest picture it takes is 16
// megapixels; the costliest encoding to decode is a 16-bit RGBA PNG (8 bytes a pixel before it is
// brought to 8 bits). Such a picture, 4096x4096, of 144 dots joined by lines, goes through the real
// `tessera onestroke recognize` in a process of its own, read at the default size and at full size
// (--max-side 4096: no downscaling), and the child's peak resident memory (wait4) must stay within
// the bound. Under the sanitizers the peak is not checked (their shadow memory and quarantine are
// resident too; the run itself still must succeed): the normal build holds the bound.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fcntl.h>
#include <fstream>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "png16.hpp"
#include "support/build_path.hpp"
#include "support/files.hpp"
#include "support/sanitized.hpp"
#include "tessera/core/onestroke/picture.hpp"

extern char** environ;

namespace os = tessera::onestroke;

namespace {

constexpr long long kBoundBytes = 256LL * 1024 * 1024; // docs/reliability.md

// n x n dots, every row joined left to right and the rows joined at alternate ends: one stroke
// draws it, n * n dots and n * n - 1 segments.
os::Image dot_lattice(int n, int size) {
    os::Image img(size, size, {250, 250, 245});
    const double step = double(size) / (n + 1);
    auto at = [&](int x, int y) { return os::PointF{step * (x + 1), step * (y + 1)}; };
    for (int y = 0; y < n; ++y) {
        os::draw_line(img, at(0, y), at(n - 1, y), 0.1 * step, {50, 50, 60});
        if (y + 1 < n) {
            const int x = y % 2 ? 0 : n - 1;
            os::draw_line(img, at(x, y), at(x, y + 1), 0.1 * step, {50, 50, 60});
        }
    }
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) os::fill_disc(img, at(x, y), 0.22 * step, {220, 80, 40});
    return img;
}

struct Child {
    int status = -1;
    long long peak_bytes = 0;
    std::string err;
};

// Runs `tessera ARGS...` with stdout and stderr to files; its exit status and peak RSS.
Child run_tessera(const std::vector<std::string>& args) {
    const std::string out_path = tessera::testing::temp_path("recognize-memory.out");
    const std::string err_path = tessera::testing::temp_path("recognize-memory.err");
    posix_spawn_file_actions_t actions;
    REQUIRE(::posix_spawn_file_actions_init(&actions) == 0);
    ::posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out_path.c_str(),
                                       O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ::posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, err_path.c_str(),
                                       O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const std::string program = tessera::testing::build_path(TESSERA_CLI_BINARY);
    std::vector<char*> argv{const_cast<char*>(program.c_str())};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    // posix_spawn, not fork: the child's peak RSS is the program's own, not this process's pages.
    pid_t pid = -1;
    const int spawned = ::posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    ::posix_spawn_file_actions_destroy(&actions);
    REQUIRE(spawned == 0);
    Child c;
    struct rusage usage {};
    REQUIRE(::wait4(pid, &c.status, 0, &usage) == pid);
    c.peak_bytes = static_cast<long long>(usage.ru_maxrss) * 1024; // Linux: KiB
    c.err = tessera::testing::slurp(err_path);
    std::remove(out_path.c_str());
    std::remove(err_path.c_str());
    return c;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

} // namespace

TEST_CASE("recognizing the largest, costliest picture the loader takes stays within 256 MiB",
          "[onestroke][recognize][bounds][memory]") {
    const std::string picture = tessera::testing::temp_path("recognize-memory-4096.png");
    const std::string level = tessera::testing::temp_path("recognize-memory-4096.json");
    {
        const os::Image img = dot_lattice(12, 4096);
        std::ofstream(picture, std::ios::binary) << tessera::testing::png16(img, true, false);
    }
    for (const std::vector<std::string>& options :
         {std::vector<std::string>{}, std::vector<std::string>{"--max-side", "4096"}}) {
        std::vector<std::string> args{"onestroke", "recognize", picture, "-o", level};
        args.insert(args.end(), options.begin(), options.end());
        const Child c = run_tessera(args);
        const std::string written = tessera::testing::slurp(level);
        std::remove(level.c_str());
        INFO((options.empty() ? "default size" : "full size (--max-side 4096)")
             << ": peak RSS " << c.peak_bytes / (1024 * 1024) << " MiB; stderr: " << c.err);
        REQUIRE(WIFEXITED(c.status));
        CHECK(WEXITSTATUS(c.status) == 0);
        CHECK(count(written, "\"x1\"") == 12 * 12 - 1); // every segment found: a real recognition
        if (tessera::testing::sanitized())
            WARN("peak RSS under the sanitizers, not checked: " << c.peak_bytes / (1024 * 1024) << " MiB");
        else
            CHECK(c.peak_bytes <= kBoundBytes);
    }
    std::remove(picture.c_str());
}
