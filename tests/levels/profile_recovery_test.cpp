// A stray byte or a cut file costs no progress (issue 36, items 5 and 8): the store keeps a last
// good copy after every save, and a profile that cannot be read as a whole is rebuilt from it and
// from every record that reads before the damage.
#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <filesystem>
#include <sys/wait.h>
#include <unistd.h>

#include "support/files.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/profile.hpp"

using namespace tessera::levels;
namespace fs = std::filesystem;

using tessera::testing::slurp;
using tessera::testing::temp_path;
using tessera::testing::write_file;

namespace {

Profile sample_profile(int records = 24) {
    Profile p;
    p.settings.music_volume = 35;
    p.settings.language = "es";
    for (int i = 0; i < records; ++i) {
        const std::string key = "sudoku/" + std::to_string(100 + i);
        p.record_play(key);
        p.record_result(key, i % 3 != 0, 1000 + i, 60000 + 1000 * i, i % 4, 1'700'000'000 + i);
    }
    p.saves["match3/02"] = {{"id", "match3:l02#5"}, {"moves", {"1,2-2,2", "3,3-3,4"}}};
    p.saves["sudoku/07"] = {{"id", "sudoku:07"}, {"moves", {"r1c1=5"}}};
    p.totals["popstar/score"] = 12345;
    return p;
}

int count_named(const fs::path& dir, const std::string& prefix) {
    int n = 0;
    for (auto& e : fs::directory_iterator(dir)) n += e.path().filename().string().rfind(prefix, 0) == 0;
    return n;
}

// A new start of the game on `dir` whose profile.json is `text` (copies kept aside before are
// removed); `last_good`, when given, is the last good copy (a load that reads a file cleanly
// makes that file the copy, so each damage starts from the copy of the real save).
ProfileLoad start_with(const fs::path& dir, const std::string& text, const std::string* last_good = nullptr) {
    for (auto& e : fs::directory_iterator(dir))
        if (e.path().filename().string().find(".corrupt-") != std::string::npos) fs::remove(e.path());
    if (last_good) write_file(dir / "profile.json.last-good", *last_good);
    write_file(dir / "profile.json", text);
    return ProfileStore(dir.string()).load();
}

bool parses(const std::string& text) {
    try {
        Document::parse(text, "p.json");
        return true;
    } catch (const LevelError&) {
        return false;
    }
}

} // namespace

TEST_CASE("a profile cut at any byte keeps everything saved before the last good write",
          "[profile][recovery]") {
    const fs::path dir = temp_path("cut");
    fs::remove_all(dir);
    const Profile p = sample_profile();
    REQUIRE(ProfileStore(dir.string()).save(p).empty());
    const std::string text = slurp(dir / "profile.json");
    CHECK(slurp(dir / "profile.json.last-good") == text);
    for (int percent = 0; percent < 100; ++percent) {
        INFO("cut at " << percent << "%");
        const ProfileLoad loaded = start_with(dir, text.substr(0, text.size() * percent / 100));
        CHECK(loaded.profile == p);
        CHECK_FALSE(loaded.saving_disabled);
        REQUIRE(loaded.warnings.size() == 1);
        CHECK(loaded.warnings[0].find("your progress was recovered from its last good copy") !=
              std::string::npos);
        // The recovered profile is written back at once; the damaged file is kept aside.
        CHECK(profile_from_text(slurp(dir / "profile.json"), "p.json") == p);
        CHECK(count_named(dir, "profile.json.corrupt-") == 1);
    }
    fs::remove_all(dir);
}

TEST_CASE("without a last good copy, every record before the damage is kept, whole", "[profile][recovery]") {
    const fs::path dir = temp_path("prefix");
    fs::remove_all(dir);
    const Profile p = sample_profile();
    REQUIRE(ProfileStore(dir.string()).save(p).empty());
    const std::string text = slurp(dir / "profile.json");
    std::size_t last = 0;
    for (int percent = 0; percent < 100; ++percent) {
        INFO("cut at " << percent << "%");
        fs::remove(dir / "profile.json.last-good");
        const ProfileLoad loaded = start_with(dir, text.substr(0, text.size() * percent / 100));
        // Only whole records, each as it was; more of them the later the cut.
        for (const auto& [key, record] : loaded.profile.levels) CHECK(record == p.levels.at(key));
        for (const auto& [key, save] : loaded.profile.saves) CHECK(save == p.saves.at(key));
        CHECK(loaded.profile.levels.size() >= last);
        last = loaded.profile.levels.size();
    }
    CHECK(last >= p.levels.size() - 1);
    // The damage of issue 36: each of these lost the whole profile.
    for (const std::string& damaged :
         {text + "}}}", text + std::string(1, '\0'), text.substr(0, text.size() * 99 / 100)}) {
        fs::remove(dir / "profile.json.last-good");
        const ProfileLoad loaded = start_with(dir, damaged);
        CHECK(loaded.profile.levels.size() >= p.levels.size() - 1);
        CHECK(loaded.profile.settings == p.settings);
    }
    std::string latin1 = text;
    latin1[text.find("sudoku/112")] = '\xE9';
    fs::remove(dir / "profile.json.last-good");
    CHECK(start_with(dir, latin1).profile.levels.size() == 12); // sudoku/100 .. sudoku/111
    fs::remove_all(dir);
}

TEST_CASE("a single flipped byte anywhere costs no saved progress", "[profile][recovery]") {
    const fs::path dir = temp_path("flip");
    fs::remove_all(dir);
    const Profile p = sample_profile(8);
    REQUIRE(ProfileStore(dir.string()).save(p).empty());
    const std::string text = slurp(dir / "profile.json");
    int unreadable = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        {
            const unsigned char flip = std::array<unsigned char, 4>{0x01, 0x80, 0x20, 0x10}[i % 4];
            std::string damaged = text;
            damaged[i] = static_cast<char>(static_cast<unsigned char>(damaged[i]) ^ flip);
            INFO("byte " << i << " ^ " << int(flip));
            ProfileLoad loaded = start_with(dir, damaged, &text);
            CHECK_FALSE(loaded.saving_disabled);
            if (parses(damaged)) continue; // still JSON: read value by value (one bad value loses itself)
            ++unreadable;
            CHECK(loaded.profile.settings == p.settings);
            for (const auto& [key, record] : p.levels) CHECK(loaded.profile.levels[key] == record);
            for (const auto& [key, save] : p.saves) CHECK(loaded.profile.saves[key] == save);
            CHECK(loaded.profile.totals == p.totals);
        }
    }
    CHECK(unreadable > static_cast<int>(text.size() / 2)); // most flips break the JSON
    fs::remove_all(dir);
}

TEST_CASE("a partly bad profile is copied aside once, not at every start", "[profile][recovery]") {
    const fs::path dir = temp_path("aside-once");
    fs::remove_all(dir);
    write_file(dir / "profile.json",
               R"({"settings": {"music_volume": 300}, "levels": {"a/1": {"plays": 2}}})");
    for (int start = 0; start < 3; ++start) {
        const ProfileLoad loaded = ProfileStore(dir.string()).load();
        REQUIRE(loaded.warnings.size() == 1);
        CHECK(loaded.profile.levels.at("a/1").plays == 2);
    }
    CHECK(count_named(dir, "profile.json.corrupt-") == 1);
    fs::remove_all(dir);
}

TEST_CASE("a language that is no language code is left out and named", "[profile][recovery]") {
    const ProfileRead read =
        read_profile(R"({"settings": {"language": "klingon", "music_volume": 20}})", "p.json");
    CHECK(read.profile.settings.language.empty());
    CHECK(read.profile.settings.music_volume == 20);
    REQUIRE(read.dropped.size() == 1);
    CHECK(read.dropped[0].find("/settings/language: expected a language code") != std::string::npos);
    CHECK(read_profile(R"({"settings": {"language": "pt_BR"}})", "p.json").profile.settings.language ==
          "pt_BR");
}

TEST_CASE("two instances saving in a tight loop take turns, without the 2 s alarm", "[profile][instances]") {
    const fs::path dir = temp_path("tight-loop");
    fs::remove_all(dir);
    fs::create_directories(dir);
    // Each child saves for 4 s (two of the lock's 2 s) as fast as it can and exits with the number of failed
    // saves.
    auto child = [&](const std::string& key) {
        const pid_t pid = ::fork();
        if (pid != 0) return pid;
        ProfileStore store(dir.string());
        Profile p = store.load().profile;
        int failed = 0;
        for (const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(4);
             std::chrono::steady_clock::now() < end;) {
            p.record_play(key);
            failed += !store.save(p).empty();
        }
        ::_exit(std::min(failed, 100));
    };
    const pid_t a = child("a/1"), b = child("b/1");
    for (const pid_t pid : {a, b}) {
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        REQUIRE(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
    }
    const Profile saved = profile_from_text(slurp(dir / "profile.json"), "p.json");
    CHECK(saved.levels.at("a/1").plays > 0);
    CHECK(saved.levels.at("b/1").plays > 0);
    fs::remove_all(dir);
}
