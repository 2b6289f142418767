// A One Stroke level read from a picture takes its title and "picture" from the file name: a name
// that is not UTF-8 comes out as U+FFFD in valid JSON (tests/cli/non_utf8_names_test.cpp has the
// shared commands' case).
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "support/cli_run.hpp"
#include "support/latin1_copy.hpp"
#include "tessera/cli/game_commands.hpp"

namespace fs = std::filesystem;

TEST_CASE("onestroke: a picture whose file name is not UTF-8 is named with U+FFFD",
          "[onestroke][cli][errors]") {
    using namespace tessera;
    const fs::path picture = testing::latin1_copy(
        std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/pictures/21-tree.png", ".png");
    const auto read = testing::run_cli(cli::onestroke_main, {"recognize", picture.string()});
    REQUIRE(read.code == 0);
    const auto drawn = nlohmann::json::parse(read.out.substr(read.out.find('{')));
    CHECK(testing::contains(drawn["picture"].get<std::string>(), "caf" + testing::kReplacement + ".png"));
    fs::remove_all(picture.parent_path());
}
