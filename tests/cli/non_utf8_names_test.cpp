// A file name is bytes: on a file system in another encoding (or from an archive made on one) it
// need not be UTF-8. The commands that write JSON put such a name into their output; nlohmann's
// writer throws on it, which ended the program with an uncaught exception. Now each such byte is
// written as U+FFFD and the output stays valid JSON. (Each game's commands that name a file have
// their own case in its tests: src/games/<g>/tests/unit/non_utf8_names_test.cpp.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/cli_run.hpp"
#include "support/latin1_copy.hpp"
#include "tessera/cli/commands.hpp"
#include "tessera/cli/game_commands.hpp"

using namespace tessera;
namespace fs = std::filesystem;

using tessera::testing::contains;
using tessera::testing::kReplacement;
using tessera::testing::latin1_copy;

TEST_CASE("a file name that is not UTF-8 comes out as U+FFFD in valid JSON, never as a crash",
          "[cli][levels][errors]") {
    // The first level of the build's first game.
    const std::string game(cli::game_commands().front().id);
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/" + game))
        if (e.path().extension() == ".json") files.push_back(e.path());
    REQUIRE_FALSE(files.empty());
    std::sort(files.begin(), files.end());
    const fs::path level = latin1_copy(files.front().string(), ".json");

    // levels validate --json: the report names the file.
    std::ostringstream out, err;
    REQUIRE(cli::levels_command({"validate", "--json", level.string()}, out, err) == 0);
    const auto report = nlohmann::json::parse(out.str());
    CHECK(contains(report["files"][0].dump(), "caf" + kReplacement + ".json"));
    fs::remove_all(level.parent_path());
}
