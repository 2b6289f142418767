// Level keys come from file names, which need not be UTF-8 (issue 36, item 2). The profile writes
// the bytes that are not as %XX and reads them back, so a key always finds its own record again.
#include <catch2/catch.hpp>

#include <filesystem>
#include <random>

#include "support/files.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/profile.hpp"

using namespace tessera::levels;
namespace fs = std::filesystem;

using tessera::testing::slurp;
using tessera::testing::temp_path;

TEST_CASE("progress on a level whose file name is not UTF-8 survives every restart", "[profile][keys]") {
    // The repro of issue 36: `tessera-gui save-loop --key "$(printf 'sudoku/my/caf\xe9')"` three
    // times. The play count went 660, 694, then back to 660: the key came back as "caf\uFFFD", a
    // second record, and the file held the same key twice.
    const fs::path dir = temp_path("latin1-key");
    fs::remove_all(dir);
    const std::string key = "sudoku/my/caf\xE9";
    for (int start = 1; start <= 3; ++start) {
        ProfileStore store(dir.string());
        ProfileLoad loaded = store.load();
        CHECK(loaded.warnings.empty());
        for (int i = 0; i < 10; ++i) {
            loaded.profile.record_play(key);
            REQUIRE(store.save(loaded.profile).empty());
        }
        CHECK(loaded.profile.levels.size() == 1);
        CHECK(loaded.profile.levels.at(key).plays == 10 * start);
    }
    const std::string text = slurp(dir / "profile.json");
    CHECK(text.find("\"sudoku/my/caf%E9\"") != std::string::npos);
    CHECK(profile_from_text(text, "p.json").levels.at(key).plays == 30);
    fs::remove_all(dir);
}

TEST_CASE("every byte string is a key that reads back as itself", "[profile][keys]") {
    // Bytes that make the escaping work: '%', hex digits, a lone Latin-1 byte, the two bytes of
    // "é" in UTF-8 (valid together, not apart) and a continuation byte on its own.
    const std::string alphabet = std::string("%25E9aF/") + "\xE9\xC3\xA9\x80";
    std::mt19937 rng(36);
    Profile p;
    for (int i = 0; i < 3000; ++i) {
        std::string key = "g/";
        const int n = static_cast<int>(rng() % 9);
        for (int k = 0; k < n; ++k) key += alphabet[rng() % alphabet.size()];
        p.record_play(key);
        p.totals[key] = i;
        p.saves[key] = {{"id", "level=" + key}, {"moves", nlohmann::json::array()}};
    }
    const std::string text = profile_to_text(p);
    const Profile back = profile_from_text(text, "p.json"); // strict: UTF-8, and nothing left out
    CHECK(back == p);
    CHECK(back.levels.size() == p.levels.size()); // no two keys were written alike
}

TEST_CASE("keys written before the escaping read as they were", "[profile][keys]") {
    const Profile p = profile_from_text(
        R"({"levels": {"my/100%": {"plays": 1}, "my/a%41": {"plays": 2}, "my/caf\ufffd": {"plays": 3}}})",
        "p.json");
    CHECK(p.levels.at("my/100%").plays == 1);
    CHECK(p.levels.at("my/a%41").plays == 2);
    CHECK(p.levels.at("my/caf\xEF\xBF\xBD").plays == 3);
    CHECK(profile_from_text(profile_to_text(p), "p.json") == p);
}
