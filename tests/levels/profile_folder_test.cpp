// Moving a profile folder from where older versions kept it: every entry arrives byte for byte,
// nothing already in the new folder is overwritten, and a second run changes nothing.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "support/files.hpp"
#include "tessera/levels/common/profile_folder.hpp"

using namespace tessera::levels;
namespace fs = std::filesystem;

using tessera::testing::fresh_dir;
using tessera::testing::slurp;
using tessera::testing::write_file;

TEST_CASE("an old profile folder moves whole into the new one", "[profile][migration]") {
    const fs::path base = fresh_dir("whole");
    const fs::path from = base / "tessera" / "tessera", to = base / "io.example.App";
    const std::string profile = R"({"format": 1, "levels": {"sudoku/01": {"completed": true}}})";
    write_file(from / "profile.json", profile);
    write_file(from / "profile.json.corrupt-20260101-120000", "not json");
    write_file(from / "levels" / "sudoku" / "mine.json", "{}"); // a folder of the player's own
    fs::create_directories(to);                                 // SDL_GetPrefPath has made it, empty

    const FolderMove move = move_profile_folder(from.string(), to.string());
    CHECK(move.errors.empty());
    CHECK(move.kept.empty());
    CHECK(move.moved ==
          std::vector<std::string>{"levels", "profile.json", "profile.json.corrupt-20260101-120000"});
    CHECK(move.removed_from);
    CHECK_FALSE(fs::exists(from));
    CHECK(slurp(to / "profile.json") == profile);
    CHECK(slurp(to / "profile.json.corrupt-20260101-120000") == "not json");
    CHECK(slurp(to / "levels" / "sudoku" / "mine.json") == "{}");

    // Run again (every start does): nothing to move, nothing changes.
    const FolderMove again = move_profile_folder(from.string(), to.string());
    CHECK(again.moved.empty());
    CHECK(again.errors.empty());
    CHECK(slurp(to / "profile.json") == profile);
    fs::remove_all(base);
}

TEST_CASE("a profile already in the new folder is never overwritten", "[profile][migration]") {
    const fs::path base = fresh_dir("both");
    const fs::path from = base / "old", to = base / "new";
    write_file(from / "profile.json", "old profile");
    write_file(from / "notes.txt", "old notes");
    write_file(to / "profile.json", "new profile");

    const FolderMove move = move_profile_folder(from.string(), to.string());
    CHECK(move.errors.empty());
    CHECK(move.moved == std::vector<std::string>{"notes.txt"});
    CHECK(move.kept == std::vector<std::string>{"profile.json"});
    CHECK_FALSE(move.removed_from);
    CHECK(slurp(to / "profile.json") == "new profile");
    CHECK(slurp(from / "profile.json") == "old profile"); // still there: nothing is lost
    CHECK(slurp(to / "notes.txt") == "old notes");
    fs::remove_all(base);
}

TEST_CASE("no old folder: nothing moves and the new folder is not made", "[profile][migration]") {
    const fs::path base = fresh_dir("none");
    const FolderMove move = move_profile_folder((base / "old").string(), (base / "new").string());
    CHECK(move.moved.empty());
    CHECK(move.kept.empty());
    CHECK(move.errors.empty());
    CHECK_FALSE(fs::exists(base / "new"));
    fs::remove_all(base);
}

TEST_CASE("a new folder that cannot be made leaves the old one whole", "[profile][migration]") {
    const fs::path base = fresh_dir("blocked");
    write_file(base / "old" / "profile.json", "kept");
    write_file(base / "file", "a file where the new folder's parent should be");
    const FolderMove move = move_profile_folder((base / "old").string(), (base / "file" / "new").string());
    CHECK(move.moved.empty());
    REQUIRE(move.errors.size() == 1);
    CHECK(move.errors[0].find((base / "file" / "new").string()) != std::string::npos);
    CHECK(slurp(base / "old" / "profile.json") == "kept");
    fs::remove_all(base);
}
