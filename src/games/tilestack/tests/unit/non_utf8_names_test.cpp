// A Tile Stack certificate names its level file: a name that is not UTF-8 comes out as U+FFFD in
// valid JSON (tests/cli/non_utf8_names_test.cpp has the shared commands' case).
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "support/cli_run.hpp"
#include "support/latin1_copy.hpp"
#include "tessera/cli/game_commands.hpp"

namespace fs = std::filesystem;

TEST_CASE("tilestack: a certificate of a level whose file name is not UTF-8 names it with U+FFFD",
          "[tilestack][cli][errors]") {
    using namespace tessera;
    const fs::path level = testing::latin1_copy(
        std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack/01-first-stack.json", ".json");
    const auto solved = testing::run_cli(cli::tilestack_main, {"solve", "--json", level.string()});
    REQUIRE(solved.code == 0);
    const auto certificate = nlohmann::json::parse(solved.out);
    CHECK(certificate["level"].get<std::string>() ==
          (level.parent_path() / ("caf" + testing::kReplacement + ".json")).string());
    fs::remove_all(level.parent_path());
}
