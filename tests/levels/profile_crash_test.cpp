// Crash safety: a process killed with SIGKILL in the middle of saving never leaves a truncated
// or mixed profile. The file is always the complete old version or the complete new one.
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

#include "tessera/levels/common/profile.hpp"

using namespace tessera::levels;
namespace fs = std::filesystem;

namespace {
// A profile big enough that a write takes a while, tagged by version.
Profile versioned(int version) {
    Profile p;
    p.totals["version"] = version;
    for (int i = 0; i < 4000; ++i) {
        auto& r = p.levels["game/level-" + std::to_string(i)];
        r.plays = version;
        r.best_score = version * 1000 + i;
        r.completed = true;
    }
    return p;
}
} // namespace

TEST_CASE("SIGKILL during saves never leaves a truncated or mixed profile", "[profile][crash]") {
    const fs::path dir = fs::temp_directory_path() / ("tessera-crash-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    ProfileStore store(dir.string());
    REQUIRE(store.save(versioned(0)).empty());
    const Profile a = versioned(1), b = versioned(2);
    // Kill times spread over a few save durations, measured here (disks differ a lot).
    const auto t0 = std::chrono::steady_clock::now();
    REQUIRE(store.save(a).empty());
    const auto save_us =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0).count();
    REQUIRE(store.save(versioned(0)).empty());
    int seen_a = 0, seen_b = 0;
    for (int round = 0; round < 25 || (seen_a + seen_b == 0 && round < 200); ++round) {
        const pid_t child = fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            for (int i = 0;; ++i) store.save(i % 2 ? a : b);
        }
        ::usleep(static_cast<useconds_t>(save_us / 2 + (round * 7919) % (4 * save_us + 1)));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        std::ifstream in(store.path());
        std::ostringstream ss;
        ss << in.rdbuf();
        Profile loaded;
        REQUIRE_NOTHROW(loaded = profile_from_text(ss.str(), store.path()));
        const auto version = loaded.totals.at("version");
        REQUIRE((version == 0 || version == 1 || version == 2));
        REQUIRE(loaded == versioned(static_cast<int>(version)));
        seen_a += version == 1;
        seen_b += version == 2;
    }
    CHECK(seen_a + seen_b > 0);
    // Temp files of killed writers are cleaned up on the next load.
    store.load();
    for (const auto& e : fs::directory_iterator(dir)) CHECK(e.path().filename() == "profile.json");
    fs::remove_all(dir);
}
