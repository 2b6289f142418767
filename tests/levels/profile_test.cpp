#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/files.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/profile.hpp"

using namespace tessera::levels;
namespace fs = std::filesystem;

using tessera::testing::fresh_dir;
using tessera::testing::slurp;

TEST_CASE("a profile round-trips through its file", "[profile]") {
    auto dir = fresh_dir("roundtrip");
    ProfileStore store(dir.string());
    Profile p;
    p.settings.music_volume = 10;
    p.settings.colourblind_symbols = true;
    p.record_play("numbers/01");
    p.record_result("numbers/01", true, std::nullopt, 93000, 3);
    p.saves["match3/02"] = {{"id", "match3:l02#5"}, {"moves", {"1,2>2,2"}}};
    p.totals["popstar/score"] = 12345;
    REQUIRE(store.save(p).empty());
    auto loaded = store.load();
    CHECK(loaded.warnings.empty());
    CHECK(loaded.profile == p);
    // No temp files (or anything else) are left behind: the profile, its last good copy and the
    // lock file that makes instances take turns.
    std::set<std::string> files;
    for (auto& e : fs::directory_iterator(dir)) files.insert(e.path().filename().string());
    CHECK(files == std::set<std::string>{"profile.json", "profile.json.last-good", "profile.json.lock"});
    CHECK(slurp(dir / "profile.json.last-good") == slurp(dir / "profile.json"));
    fs::remove_all(dir);
}

TEST_CASE("best scores and times and the top-10 ranking", "[profile]") {
    Profile p;
    CHECK(p.record_result("a/1", true, 100, 5000, 1));
    CHECK_FALSE(p.record_result("a/1", true, 90, 6000, 2));
    CHECK(p.record_result("a/1", true, 120, 7000, 1));
    CHECK_FALSE(p.record_result("a/1", false, 999, 1, 3));
    const auto& r = p.levels["a/1"];
    CHECK(r.best_score == 120);
    CHECK(r.best_time_ms == 5000);
    CHECK(r.stars == 2);
    for (int i = 0; i < 20; ++i) p.record_result("a/1", true, 0, 10000 - i, 0);
    CHECK(r.top_times.size() == kTopTimes);
    CHECK(r.top_times.front().ms == 5000);
}

TEST_CASE("the ranking keeps the date of each time, through a save and a load", "[profile][ranking]") {
    Profile p;
    p.record_result("numbers/01", true, std::nullopt, 93'000, 3, 1'795'000'000);
    p.record_result("numbers/01", true, std::nullopt, 81'500, 3, 1'795'100'000);
    p.record_result("numbers/01", true, std::nullopt, 93'000, 3, 1'795'200'000); // a tie: the older first
    const std::vector<RankedTime> expected{
        {81'500, 1'795'100'000}, {93'000, 1'795'000'000}, {93'000, 1'795'200'000}};
    CHECK(p.levels["numbers/01"].top_times == expected);
    const auto dir = fresh_dir("ranking-dates");
    ProfileStore store(dir.string());
    REQUIRE(store.save(p).empty());
    CHECK(store.load().profile.levels["numbers/01"].top_times == expected);
}

TEST_CASE("a profile from before dates has undated times, and an older version's new time is kept",
          "[profile][ranking]") {
    const auto dir = fresh_dir("ranking-old");
    ProfileStore store(dir.string());
    // Written by 0.2 (times only), then by 0.3 (dated), then 0.2 again added 70000 to the times
    // and kept the dated field as it was.
    {
        std::ofstream(dir / "profile.json")
            << R"({"format": 1, "levels": {"numbers/01": {"completed": true, "plays": 3, "stars": 3,
                  "top_times_ms": [61000, 70000, 90000],
                  "top_times_dated": [[61000, 1795000000], [90000, 1795300000]]}}})";
    }
    const auto loaded = store.load();
    CHECK(loaded.warnings.empty());
    const std::vector<RankedTime> expected{{61'000, 1'795'000'000}, {70'000, 0}, {90'000, 1'795'300'000}};
    CHECK(loaded.profile.levels.at("numbers/01").top_times == expected);
}

TEST_CASE("a corrupt profile is moved aside with a warning, never overwritten", "[profile]") {
    auto dir = fresh_dir("corrupt");
    { std::ofstream(dir / "profile.json") << "{\"settings\": {\"music_volume\": \"loud\"}"; }
    ProfileStore store(dir.string());
    auto loaded = store.load();
    REQUIRE(loaded.warnings.size() == 1);
    CHECK(loaded.warnings[0].find("profile.json.corrupt-") != std::string::npos);
    CHECK(loaded.profile == Profile{});
    int aside = 0;
    for (auto& e : fs::directory_iterator(dir)) {
        if (e.path().filename().string().rfind("profile.json.corrupt-", 0) == 0) {
            ++aside;
            CHECK(slurp(e.path()) == "{\"settings\": {\"music_volume\": \"loud\"}");
        }
    }
    CHECK(aside == 1);
    CHECK_FALSE(fs::exists(dir / "profile.json"));
    fs::remove_all(dir);
}

TEST_CASE("a profile with a wrong value is rejected with its place", "[profile]") {
    try {
        profile_from_text("{\n \"settings\": {\"music_volume\": 300}\n}", "profile.json");
        FAIL("no error");
    } catch (const LevelError& e) {
        CHECK(std::string(e.what()) ==
              "profile.json:2:31: /settings/music_volume: expected an integer 0..100, got 300");
    }
}

TEST_CASE("an unwritable profile folder gives a reason, not a crash", "[profile]") {
    ProfileStore store("/proc/tessera-cannot-write-here");
    CHECK_FALSE(store.save(Profile{}).empty());
}

// ---------------------------------------------------------------- issue 20: never lost

namespace {

// A profile with something in every field, as the newest version would write it, with fields
// this version does not know at every level.
const char* const kNewerProfile = R"({
  "format": 2,
  "settings": {"music_volume": 30, "effects_volume": 70, "fullscreen": true, "animation_speed": 1.5,
               "reduced_motion": true, "colourblind_symbols": true, "skip_animations_on_input": false,
               "language": "fr", "theme": "dark"},
  "levels": {
    "match3/01": {"completed": true, "plays": 4, "stars": 2, "best_score": 1200, "best_time_ms": 61000,
                  "top_times_ms": [61000, 62000, 70000], "ghost": {"moves": ["1,1-1,2"]}},
    "numbers/03": {"completed": false, "plays": 1, "stars": 0}
  },
  "saves": {
    "match3/02": {"id": "match3:level=match3/02#5", "moves": ["1,2-2,2"], "elapsed": 12.5, "snapshot": {"v": 1}},
    "stack/01": {"id": "stack:1", "moves": ["pick 3", "undo"]}
  },
  "totals": {"popstar/score": 4500, "match3/swaps": 77},
  "achievements": {"first-win": "2026-11-20", "list": [1, 2, {"deep": [true]}]},
  "cloud": null
}
)";

std::string replace_once(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

int count_aside(const fs::path& dir) {
    int n = 0;
    for (auto& e : fs::directory_iterator(dir))
        n += e.path().filename().string().rfind("profile.json.corrupt-", 0) == 0;
    return n;
}

} // namespace

// The mode-000 scenario, its checks collected as text (it may run in a child process).
static std::vector<std::string> unreadable_profile_scenario(const fs::path& dir) {
    std::vector<std::string> failed;
    auto expect = [&](bool ok, const std::string& what) {
        if (!ok) failed.push_back(what);
    };
    const fs::path file = dir / "profile.json";
    { std::ofstream(file) << kNewerProfile; }
    fs::permissions(file, fs::perms::none);
    ProfileStore store(dir.string());
    auto loaded = store.load();
    expect(loaded.saving_disabled, "load: saving is disabled");
    expect(store.saving_disabled(), "store: saving is disabled");
    const std::string told = "Your profile " + file.string() +
                             " cannot be read: cannot open file: Permission denied. It was left untouched, "
                             "and your progress is not being saved until this is fixed.";
    expect(loaded.warnings == std::vector<std::string>{told},
           "the player is told: " +
               (loaded.warnings.empty() ? std::string("(nothing)") : loaded.warnings[0]));
    // Play on: saving is refused with the reason; nothing is written.
    loaded.profile.record_result("blocks/01", true, 900, std::nullopt, 3);
    const std::string refused = store.save(loaded.profile);
    expect(refused ==
               "your profile " + file.string() + " cannot be read: cannot open file: Permission denied",
           "save refused with the reason: " + refused);
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
    expect(slurp(file) == kNewerProfile, "the file is untouched");
    expect(count_aside(dir) == 0, "no copy set aside");
    // Fixed: the next save merges this session's progress into the file; nothing is lost.
    expect(store.save(loaded.profile).empty(), "the save after the fix succeeds");
    expect(!store.saving_disabled(), "saving resumes");
    const Profile after = profile_from_text(slurp(file), "profile.json");
    expect(after.levels.count("blocks/01") && after.levels.at("blocks/01").best_score == 900,
           "this session's progress is in the file");
    expect(after.levels.count("match3/01") && after.levels.at("match3/01").best_score == 1200,
           "the file's progress is kept");
    expect(after.settings.music_volume == 30, "the file's settings are kept");
    expect(after.extra.contains("achievements") &&
               after.extra["achievements"].value("first-win", "") == "2026-11-20",
           "a newer version's field is kept");
    return failed;
}

TEST_CASE("an unreadable profile is left untouched, and saving waits until it is fixed",
          "[profile][hostile]") {
    auto dir = fresh_dir("unreadable");
    std::vector<std::string> failed;
    if (::geteuid() != 0) {
        failed = unreadable_profile_scenario(dir);
    } else {
        // Root reads a mode-000 file, so the scenario runs in a child that is the unprivileged
        // user "nobody" (65534), owning the folder: the same EACCES a player gets.
        REQUIRE(::chown(dir.c_str(), 65534, 65534) == 0);
        int out[2];
        REQUIRE(::pipe(out) == 0);
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::close(out[0]);
            std::string report;
            if (::setgid(65534) != 0 || ::setuid(65534) != 0)
                report = "cannot become the user nobody";
            else
                for (const auto& f : unreadable_profile_scenario(dir)) report += f + "\n";
            [[maybe_unused]] const auto n = ::write(out[1], report.data(), report.size());
            ::_exit(0);
        }
        ::close(out[1]);
        std::string report;
        char buf[4096];
        for (ssize_t n; (n = ::read(out[0], buf, sizeof buf)) > 0;)
            report.append(buf, static_cast<std::size_t>(n));
        ::close(out[0]);
        int status = 0;
        REQUIRE(::waitpid(child, &status, 0) == child);
        REQUIRE(WIFEXITED(status));
        if (!report.empty()) failed.push_back(report);
    }
    INFO((failed.empty() ? std::string() : failed.front()));
    CHECK(failed.empty());
    fs::remove_all(dir);
}

TEST_CASE("a profile.json that is a folder, a FIFO, a device or a link loop is never replaced",
          "[profile][hostile]") {
    auto dir = fresh_dir("special");
    const fs::path file = dir / "profile.json";
    struct Case {
        std::function<void()> make;
        std::string why;
    };
    const std::vector<Case> cases = {
        {[&] { fs::create_directory(file); }, "not a regular file (it is a folder)"},
        {[&] { REQUIRE(::mkfifo(file.c_str(), 0644) == 0); }, "not a regular file (it is a FIFO)"},
        {[&] { fs::create_symlink("/dev/zero", file); }, "not a regular file (it is a character device)"},
        {[&] { fs::create_symlink("profile.json", file); }, "Too many levels of symbolic links"},
    };
    for (const auto& c : cases) {
        fs::remove_all(file);
        c.make();
        ProfileStore store(dir.string());
        const auto t0 = std::chrono::steady_clock::now();
        auto loaded = store.load();
        CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(1)); // a FIFO does not hang
        CHECK(loaded.saving_disabled);
        REQUIRE(loaded.warnings.size() == 1);
        INFO(loaded.warnings[0]);
        CHECK(loaded.warnings[0].find(c.why) != std::string::npos);
        CHECK(loaded.warnings[0].find(file.string()) != std::string::npos);
        CHECK_FALSE(store.save(loaded.profile).empty());
        CHECK(count_aside(dir) == 0);
    }
    fs::remove_all(dir);
}

TEST_CASE("a 1 GB sparse profile is refused from its size and kept aside", "[profile][hostile]") {
    auto dir = fresh_dir("sparse");
    { std::ofstream out(dir / "profile.json"); }
    fs::resize_file(dir / "profile.json", 1ull << 30);
    ProfileStore store(dir.string());
    const auto t0 = std::chrono::steady_clock::now();
    auto loaded = store.load();
    CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(1));
    REQUIRE(loaded.warnings.size() == 1);
    CHECK(loaded.warnings[0].find("file too large: 1073741824 bytes, at most 4194304") != std::string::npos);
    CHECK(count_aside(dir) == 1);
    CHECK_FALSE(loaded.saving_disabled);
    fs::remove_all(dir);
}

TEST_CASE("downgrade then upgrade: fields of a newer version survive a save by this one",
          "[profile][versions]") {
    auto dir = fresh_dir("versions");
    { std::ofstream(dir / "profile.json") << kNewerProfile; }
    ProfileStore store(dir.string());
    auto loaded = store.load();
    REQUIRE(loaded.warnings.empty());
    Profile& p = loaded.profile;
    CHECK(p.format == 2);
    CHECK(p.settings.language == "fr"); // a known field: kept as read though the app lacks French
    CHECK(p.settings.extra.at("theme") == "dark");
    CHECK(p.levels.at("match3/01").extra.at("ghost").at("moves")[0] == "1,1-1,2");
    CHECK(p.saves.at("match3/02").at("snapshot").at("v") == 1);
    CHECK(p.extra.at("achievements").at("list")[2].at("deep")[0] == true);
    CHECK(p.extra.at("cloud").is_null());
    // This (older) version plays and saves.
    p.record_result("match3/01", true, 1500, 60000, 3);
    p.saves.erase("stack/01");
    p.settings.music_volume = 40;
    REQUIRE(store.save(p).empty());
    // The newer version reads it back: everything it wrote is still there, as it wrote it.
    const nlohmann::json newer = nlohmann::json::parse(kNewerProfile);
    const nlohmann::json after = nlohmann::json::parse(slurp(dir / "profile.json"));
    CHECK(after.at("format") == 2);
    CHECK(after.at("achievements") == newer.at("achievements"));
    CHECK(after.at("cloud").is_null());
    CHECK(after.at("settings").at("language") == "fr");
    CHECK(after.at("settings").at("theme") == "dark");
    CHECK(after.at("settings").at("music_volume") == 40);
    CHECK(after.at("levels").at("match3/01").at("ghost") == newer.at("levels").at("match3/01").at("ghost"));
    CHECK(after.at("levels").at("match3/01").at("best_score") == 1500);
    CHECK(after.at("saves").at("match3/02") == newer.at("saves").at("match3/02"));
    CHECK_FALSE(after.at("saves").contains("stack/01"));
    // And a second round trip changes nothing.
    ProfileStore again(dir.string());
    auto reloaded = again.load();
    CHECK(reloaded.profile == p);
    fs::remove_all(dir);
}

TEST_CASE("one bad value loses only itself: 21 single-field corruptions", "[profile][recovery]") {
    const Profile good = profile_from_text(kNewerProfile, "profile.json");
    struct Corruption {
        std::string from, to; // a unique piece of kNewerProfile and its corrupt replacement
        std::string pointer;  // what is lost
        std::function<void(Profile&)> lose;
    };
    const Settings defaults;
    const std::vector<Corruption> cases = {
        {"\"format\": 2", "\"format\": \"two\"", "/format", [](Profile& p) { p.format = 1; }},
        {"\"music_volume\": 30", "\"music_volume\": 300", "/settings/music_volume",
         [&](Profile& p) { p.settings.music_volume = defaults.music_volume; }},
        {"\"effects_volume\": 70", "\"effects_volume\": -1", "/settings/effects_volume",
         [&](Profile& p) { p.settings.effects_volume = defaults.effects_volume; }},
        {"\"fullscreen\": true", "\"fullscreen\": \"yes\"", "/settings/fullscreen",
         [&](Profile& p) { p.settings.fullscreen = defaults.fullscreen; }},
        {"\"animation_speed\": 1.5", "\"animation_speed\": 99", "/settings/animation_speed",
         [&](Profile& p) { p.settings.animation_speed = defaults.animation_speed; }},
        {"\"reduced_motion\": true", "\"reduced_motion\": 1", "/settings/reduced_motion",
         [&](Profile& p) { p.settings.reduced_motion = defaults.reduced_motion; }},
        {"\"colourblind_symbols\": true", "\"colourblind_symbols\": null", "/settings/colourblind_symbols",
         [&](Profile& p) { p.settings.colourblind_symbols = defaults.colourblind_symbols; }},
        {"\"skip_animations_on_input\": false", "\"skip_animations_on_input\": []",
         "/settings/skip_animations_on_input",
         [&](Profile& p) { p.settings.skip_animations_on_input = defaults.skip_animations_on_input; }},
        {"\"language\": \"fr\"", "\"language\": 7", "/settings/language",
         [&](Profile& p) { p.settings.language = defaults.language; }},
        {"\"completed\": true", "\"completed\": \"true\"", "/levels/match3~101/completed",
         [](Profile& p) { p.levels["match3/01"].completed = false; }},
        {"\"plays\": 4", "\"plays\": -4", "/levels/match3~101/plays",
         [](Profile& p) { p.levels["match3/01"].plays = 0; }},
        {"\"stars\": 2", "\"stars\": 7", "/levels/match3~101/stars",
         [](Profile& p) { p.levels["match3/01"].stars = 0; }},
        {"\"best_score\": 1200", "\"best_score\": 1.5", "/levels/match3~101/best_score",
         [](Profile& p) { p.levels["match3/01"].best_score.reset(); }},
        {"\"best_time_ms\": 61000", "\"best_time_ms\": {}", "/levels/match3~101/best_time_ms",
         [](Profile& p) { p.levels["match3/01"].best_time_ms.reset(); }},
        {"[61000, 62000, 70000]", "[61000, \"62000\", 70000]", "/levels/match3~101/top_times_ms/1",
         [](Profile& p) {
             p.levels["match3/01"].top_times = {{61000, 0}, {70000, 0}};
         }},
        {"\"numbers/03\": {\"completed\": false, \"plays\": 1, \"stars\": 0}", "\"numbers/03\": 17",
         "/levels/numbers~103", [](Profile& p) { p.levels.erase("numbers/03"); }},
        {"\"moves\": [\"1,2-2,2\"]", "\"moves\": \"1,2-2,2\"", "/saves/match3~102/moves",
         [](Profile& p) { p.saves.erase("match3/02"); }},
        {"\"id\": \"stack:1\"", "\"id\": 1", "/saves/stack~101/id",
         [](Profile& p) { p.saves.erase("stack/01"); }},
        {"\"popstar/score\": 4500", "\"popstar/score\": \"lots\"", "/totals/popstar~1score",
         [](Profile& p) { p.totals.erase("popstar/score"); }},
        {"\"match3/swaps\": 77", "\"match3/swaps\": 1e300", "/totals/match3~1swaps",
         [](Profile& p) { p.totals.erase("match3/swaps"); }},
        {"\"totals\": {\"popstar/score\": 4500, \"match3/swaps\": 77}", "\"totals\": [4500, 77]", "/totals",
         [](Profile& p) { p.totals.clear(); }},
    };
    REQUIRE(cases.size() == 21);
    for (const auto& c : cases) {
        INFO(c.pointer);
        auto dir = fresh_dir("recovery");
        const std::string corrupt = replace_once(kNewerProfile, c.from, c.to);
        { std::ofstream(dir / "profile.json") << corrupt; }
        ProfileStore store(dir.string());
        auto loaded = store.load();
        Profile expected = good;
        c.lose(expected);
        CHECK(loaded.profile == expected);
        CHECK_FALSE(loaded.saving_disabled);
        // The toast names what was left out and where the original is.
        REQUIRE(loaded.warnings.size() == 1);
        const std::string& w = loaded.warnings[0];
        CHECK(w.rfind("Part of your profile could not be read and was left out: ", 0) == 0);
        CHECK(w.find(": " + c.pointer + ": ") != std::string::npos);
        CHECK(w.find("the original file was kept as " + (dir / "profile.json.corrupt-").string()) !=
              std::string::npos);
        // The original is kept byte for byte; the profile itself is rewritten on the next save only.
        REQUIRE(count_aside(dir) == 1);
        for (auto& e : fs::directory_iterator(dir))
            if (e.path().filename() != "profile.json") CHECK(slurp(e.path()) == corrupt);
        CHECK(slurp(dir / "profile.json") == corrupt);
        REQUIRE(store.save(loaded.profile).empty());
        CHECK(profile_from_text(slurp(dir / "profile.json"), "profile.json") == expected);
        fs::remove_all(dir);
    }
}

TEST_CASE("the largest profile the game writes reads back and a larger one is refused before it is written",
          "[profile][limits]") {
    auto dir = fresh_dir("largest");
    ProfileStore store(dir.string());
    // The longest save the game keeps (kMaxSaveMoves moves; the midend stops saving a longer
    // game), with the longest move text of any game, plus as many records as fit in the largest
    // file the reader takes.
    nlohmann::json moves = nlohmann::json::array();
    for (std::size_t i = 0; i < kMaxSaveMoves; ++i) moves.push_back("15,15-15,14");
    auto with_records = [&](int n) {
        Profile p;
        p.saves["match3/13-endless"] = {
            {"id", "match3:level=match3/13-endless#123456789"}, {"moves", moves}, {"elapsed", 1e6}};
        for (int i = 0; i < n; ++i)
            p.record_result("blocks/level-" + std::to_string(i), true, 1'000'000'000 + i, 3'600'000 + i, 3);
        return p;
    };
    // The most records that fit: lo fits, hi = lo + 1 does not. Records 10,000 to 99,999 all
    // have the same length, so two sizes in that range give the count; the loops below only
    // confirm it (each size is a whole profile written, which the sanitizer build pays for).
    const auto size_of = [&](int n) { return profile_to_text(with_records(n)).size(); };
    const std::size_t at10k = size_of(10000), per_record = (size_of(20000) - at10k) / 10000;
    int lo = 10000 + static_cast<int>((kMaxLevelFileBytes - at10k) / per_record);
    while (size_of(lo) > kMaxLevelFileBytes) --lo;
    while (size_of(lo + 1) <= kMaxLevelFileBytes) ++lo;
    const int hi = lo + 1;
    const Profile p = with_records(lo);
    const std::string text = profile_to_text(p);
    INFO(text.size() << " bytes");
    CHECK(text.size() > kMaxLevelFileBytes - 200);
    REQUIRE(store.save(p).empty());
    auto loaded = store.load();
    CHECK(loaded.warnings.empty());
    CHECK(loaded.profile == p);
    // One more record does not fit: the writer refuses and the file stays as it was.
    const std::string err = store.save(with_records(hi));
    CHECK(err.find("the profile would not read back (file too large: ") != std::string::npos);
    CHECK(slurp(dir / "profile.json") == text);
    // A save longer than the midend keeps is refused too.
    Profile longer;
    moves.push_back("0,0-0,1");
    longer.saves["x/y"] = {{"id", "x"}, {"moves", moves}};
    CHECK(store.save(longer).find("has 100001 moves, at most 100000") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("a symlinked profile.json is replaced through the link", "[profile][hostile]") {
    auto dir = fresh_dir("symlink");
    fs::create_directories(dir / "home" / "sub");
    fs::create_directories(dir / "sync");
    const fs::path target = dir / "sync" / "my-profile.json";
    fs::create_symlink("../../sync/my-profile.json", dir / "home" / "sub" / "profile.json");
    ProfileStore store((dir / "home" / "sub").string());
    auto loaded = store.load(); // a dangling link: first run
    CHECK(loaded.warnings.empty());
    loaded.profile.record_result("numbers/01", true, std::nullopt, 1234, 3);
    REQUIRE(store.save(loaded.profile).empty());
    CHECK(fs::is_symlink(dir / "home" / "sub" / "profile.json"));
    CHECK(profile_from_text(slurp(target), "x") == loaded.profile);
    loaded.profile.record_play("numbers/02");
    REQUIRE(store.save(loaded.profile).empty());
    CHECK(fs::is_symlink(dir / "home" / "sub" / "profile.json"));
    CHECK(profile_from_text(slurp(target), "x") == loaded.profile);
    // No temp file is left in either folder.
    for (const auto& f : fs::recursive_directory_iterator(dir))
        CHECK(f.path().string().find(".tmp-") == std::string::npos);
    ProfileStore again((dir / "home" / "sub").string());
    CHECK(again.load().profile == loaded.profile);
    fs::remove_all(dir);
}

TEST_CASE("two stores of one profile merge each other's saves", "[profile][instances]") {
    auto dir = fresh_dir("merge");
    ProfileStore first(dir.string()), second(dir.string());
    Profile a = first.load().profile;
    Profile b = second.load().profile;
    a.record_play("match3/01");
    a.record_result("match3/01", true, 100, 5000, 1);
    a.saves["numbers/01"] = {{"id", "s1"}, {"moves", {"r1c1=5"}}};
    a.totals["popstar/score"] = 10;
    REQUIRE(first.save(a).empty());
    b.record_play("match3/01");
    b.record_result("match3/01", true, 300, 9000, 3);
    b.record_play("blocks/02");
    b.totals["popstar/score"] = 5;
    b.settings.music_volume = 5;
    REQUIRE(second.save(b).empty()); // merges a's save into b
    CHECK(b.saves.count("numbers/01") == 1);
    const auto& r = b.levels.at("match3/01");
    CHECK(r.plays == 2);
    CHECK(r.best_score == 300);
    CHECK(r.best_time_ms == 5000);
    CHECK(r.stars == 3);
    CHECK(r.top_times == std::vector<RankedTime>{{5000, 0}, {9000, 0}});
    CHECK(b.totals.at("popstar/score") == 15);
    // a deletes its save (level finished) and saves again: b's changes come in, the save goes.
    a.saves.erase("numbers/01");
    REQUIRE(first.save(a).empty());
    CHECK(a.settings.music_volume == 5);
    CHECK(a.levels.count("blocks/02") == 1);
    CHECK(a.saves.count("numbers/01") == 0);
    CHECK(profile_from_text(slurp(dir / "profile.json"), "x") == a);
    fs::remove_all(dir);
}

TEST_CASE("the window's size, place and full screen are kept in the profile", "[profile]") {
    auto dir = fresh_dir("window");
    ProfileStore store(dir.string());
    Profile p;
    CHECK(p.settings.window.width == 0); // never saved: the window opens to fit the screen
    p.settings.fullscreen = true;
    p.settings.window = {1366, 700, -20, 35};
    REQUIRE(store.save(p).empty());
    const std::string text = slurp(dir / "profile.json");
    CHECK(text.find("\"window\"") != std::string::npos);
    auto loaded = store.load();
    CHECK(loaded.warnings.empty());
    CHECK(loaded.profile.settings.fullscreen);
    CHECK(loaded.profile.settings.window == p.settings.window);
    // Without a place it opens centred; a profile from before the field opens to fit the screen.
    p.settings.window = {1000, 600, std::nullopt, std::nullopt};
    REQUIRE(store.save(p).empty());
    CHECK(store.load().profile.settings.window == p.settings.window);
    CHECK(profile_from_text("{\"settings\": {\"fullscreen\": false}}", "p.json").settings.window ==
          WindowPlacement{});
    fs::remove_all(dir);
}

TEST_CASE("a window with a wrong size or half a place is rejected with its place", "[profile]") {
    auto error_of = [](const std::string& text) {
        try {
            profile_from_text(text, "profile.json");
        } catch (const LevelError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    CHECK(error_of("{\"settings\": {\"window\": {\"width\": 0, \"height\": 720}}}") ==
          "profile.json:1:35: /settings/window/width: expected an integer 1..100000, got 0");
    CHECK(error_of("{\"settings\": {\"window\": {\"width\": 800, \"height\": 450, \"x\": 5}}}")
              .find("/settings/window: missing field \"y\"") != std::string::npos);
    CHECK(error_of("{\"settings\": {\"window\": [800, 450]}}").find("/settings/window: expected an object") !=
          std::string::npos);
}

TEST_CASE("the language setting is saved, read back, and a language this version lacks is kept",
          "[profile]") {
    const fs::path dir = fs::temp_directory_path() / "tessera-profile-language";
    fs::remove_all(dir);
    ProfileStore store(dir.string());
    Profile p;
    CHECK(p.settings.language.empty()); // the system's language by default
    for (const std::string lang : {"zh_CN", "es", "fr", ""}) {
        p.settings.language = lang;
        REQUIRE(store.save(p).empty());
        const auto loaded = store.load();
        CHECK(loaded.warnings.empty());
        CHECK(loaded.profile.settings.language == lang);
    }
    fs::remove_all(dir);
}
