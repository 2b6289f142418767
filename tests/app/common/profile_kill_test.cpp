// Crash safety of the game's own save path: the real tessera-gui binary (its hidden save-loop
// command starts headless as the game does, then records a play and calls App::save_profile
// until killed) is killed with SIGKILL at least 100 times at random points. After every kill the
// profile must be complete and strict-valid, hold one save (a level's play count and its total
// agree), and never go back (no save that finished is lost).
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "support/build_path.hpp"
#include "support/files.hpp"
#include "support/ready_child.hpp"
#include "support/sanitized.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/levels/common/profile.hpp"

namespace fs = std::filesystem;
using namespace tessera;

using tessera::testing::has_profile_temp_file;
using tessera::testing::slurp;
using tessera::testing::start_ready_child;

namespace {

// Starts tessera-gui save-loop with the profile in `home`; returns once it has loaded the profile
// (it prints "ready") and is saving.
pid_t start_game(const fs::path& home, const std::string& key) {
    return start_ready_child(
        tessera::testing::build_path(TESSERA_GUI_BINARY), {"save-loop", "--key", key},
        {{"TESSERA_HOME", home.string()}, {"SDL_VIDEODRIVER", "dummy"}, {"SDL_AUDIODRIVER", "dummy"}});
}

} // namespace

TEST_CASE("SIGKILL of the game binary while it saves never damages or rolls back the profile",
          "[profile][crash]") {
    const fs::path home = fs::temp_directory_path() / ("tessera-kill-" + std::to_string(::getpid()));
    fs::remove_all(home);
    fs::create_directories(home);
    const std::string key = "test/kill";
    const fs::path file = home / "profile.json";
    Rng rng(20240520);
    // A sanitized game binary takes ~0.3 s to start, so that build kills half as many; in both,
    // the kills go on (up to four times as many) until one has landed mid-save and one save has
    // finished, so neither check is left to chance on a loaded machine.
    const int kKills = tessera::testing::sanitized() ? 50 : 100;
    int mid_save = 0, unchanged = 0, kills = 0;
    std::int64_t last = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (int round = 0; round < kKills || ((mid_save == 0 || last == 0) && round < 4 * kKills); ++round) {
        ++kills;
        const pid_t child = start_game(home, key);
        // Up to 30 ms of saving: a few dozen saves on a fast disk, a few on a slow one.
        ::usleep(static_cast<useconds_t>(rng.below(30001)));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        REQUIRE(WIFSIGNALED(status));
        mid_save += has_profile_temp_file(home);
        if (!fs::exists(file)) { // killed before its first save finished
            REQUIRE(last == 0);
            ++unchanged;
            continue;
        }
        levels::Profile p;
        REQUIRE_NOTHROW(p = levels::profile_from_text(slurp(file), file.string()));
        const std::int64_t plays = p.levels.count(key) ? p.levels.at(key).plays : 0;
        INFO("round " << round);
        REQUIRE(p.totals[key] == plays); // one save, not two mixed
        REQUIRE(plays >= last);          // nothing a finished save wrote is lost
        unchanged += plays == last;
        last = plays;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf(
        "game binary kill test: %d SIGKILLs of tessera-gui save-loop in %.1f s, %d mid-save (temp file "
        "left), %d with no new save; %lld saves survived\n",
        kills, seconds, mid_save, unchanged, static_cast<long long>(last));
    CHECK(last > 0);
    CHECK(mid_save > 0);
    fs::remove_all(home);
}
