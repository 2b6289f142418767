// Crash safety: a process killed with SIGKILL in the middle of saving never leaves a truncated
// or mixed profile. The file is always the complete old version or the complete new one. The
// writer is a real process (tests/drivers/profile_writer.cpp) saving through ProfileStore as the
// game does: load at start, then save, save, save... until it is killed.
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

#include "profile_versions.hpp"
#include "support/build_path.hpp"
#include "support/files.hpp"
#include "support/ready_child.hpp"
#include "support/sanitized.hpp"
#include "tessera/levels/common/profile.hpp"

using namespace tessera::levels;
using tessera::test::versioned_profile;
namespace fs = std::filesystem;

using tessera::testing::has_profile_temp_file;
using tessera::testing::slurp;
using tessera::testing::start_ready_child;

namespace {

// Writers started and killed. Each start of a sanitized writer costs ~0.4 s (the sanitizer
// build's run of this test took 53 s at 120), so that build kills half as many: the writer's
// memory safety is checked on every run, and the normal build keeps the full count. A few kills
// in a hundred land mid-save (3-5 of 60 here); where none has by the last round, the test goes on
// killing, up to four times as many rounds, so that "some kill was mid-save" is not left to a
// 1-in-20 chance on a loaded machine.
const int kKillRounds = tessera::testing::sanitized() ? 60 : 120;

} // namespace

TEST_CASE("SIGKILL during saves of the real writer never leaves a truncated or mixed profile",
          "[profile][crash]") {
    const fs::path dir = fs::temp_directory_path() / ("tessera-crash-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    ProfileStore store(dir.string());
    REQUIRE(store.save(versioned_profile(0)).empty());
    // Kill times spread over a few save durations, measured here (disks differ a lot).
    const auto t0 = std::chrono::steady_clock::now();
    REQUIRE(store.save(versioned_profile(1)).empty());
    const auto save_us =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0).count();
    REQUIRE(store.save(versioned_profile(0)).empty());
    const Profile versions[] = {versioned_profile(0), versioned_profile(1), versioned_profile(2)};
    int kills = 0, mid_save = 0, seen[3] = {0, 0, 0};
    for (int round = 0; round < kKillRounds || (mid_save == 0 && round < 4 * kKillRounds); ++round) {
        const pid_t child = start_ready_child(tessera::testing::build_path(TESSERA_PROFILE_WRITER),
                                              {dir.string(), "alternate"});
        ::usleep(static_cast<useconds_t>((round * 7919) % (2 * save_us + 1)));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        REQUIRE(WIFSIGNALED(status));
        ++kills;
        mid_save += has_profile_temp_file(dir); // killed between creating its temp file and the rename
        Profile loaded;
        const std::string text = slurp(store.path());
        REQUIRE_NOTHROW(loaded = profile_from_text(text, store.path()));
        const int version = loaded.extra.value("version", -1);
        REQUIRE(version >= 0);
        REQUIRE(version <= 2);
        REQUIRE(loaded == versions[version]);
        ++seen[version];
    }
    std::printf(
        "profile crash test: %d SIGKILLs of tessera_profile_writer, %d of them mid-save (temp file left); "
        "file found at version 0: %d, 1: %d, 2: %d times\n",
        kills, mid_save, seen[0], seen[1], seen[2]);
    CHECK(kills >= kKillRounds);
    CHECK(mid_save > 0);
    CHECK(seen[1] + seen[2] > 0);
    // Temp files of killed writers are cleaned up on the next load.
    store.load();
    for (const auto& e : fs::directory_iterator(dir))
        CHECK(e.path().filename().string().find(".tmp-") == std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("two instances saving at once never undo each other's progress", "[profile][instances]") {
    const fs::path dir = fs::temp_directory_path() / ("tessera-instances-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    Profile start;
    start.record_result("old/level", true, 5, 5000, 2);
    start.totals["a"] = 1000;
    ProfileStore store(dir.string());
    REQUIRE(store.save(start).empty());
    // Two real processes, each finishing 60 levels of its own and counting them, saving after
    // each; their saves interleave.
    const int n = 60;
    const std::string writer = tessera::testing::build_path(TESSERA_PROFILE_WRITER);
    auto run = [&](const std::string& name) {
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::execl(writer.c_str(), writer.c_str(), dir.c_str(), "instance", name.c_str(),
                    std::to_string(n).c_str(), static_cast<char*>(nullptr));
            ::_exit(127);
        }
        return child;
    };
    const pid_t a = run("a"), b = run("b");
    for (const pid_t p : {a, b}) {
        int status = 0;
        ::waitpid(p, &status, 0);
        REQUIRE(WIFEXITED(status));
        REQUIRE(WEXITSTATUS(status) == 0);
    }
    const auto loaded = store.load();
    REQUIRE(loaded.warnings.empty());
    const Profile& p = loaded.profile;
    CHECK(p.levels.at("old/level").completed);
    for (const std::string name : {"a", "b"}) {
        for (int i = 0; i < n; ++i) {
            const auto& r = p.levels.at(name + "/" + std::to_string(i));
            CHECK(r.completed);
            CHECK(r.plays == 1);
            CHECK(r.best_score == i);
        }
        CHECK(p.saves.at(name + "/open")["moves"][0] == std::to_string(n - 1));
    }
    CHECK(p.totals.at("a") == 1000 + n);
    CHECK(p.totals.at("b") == n);
    fs::remove_all(dir);
}
