// A file name is bytes: on a file system in another encoding (or from an archive made on one) it
// need not be UTF-8. The commands that write JSON put such a name into their output; nlohmann's
// writer throws on it, which ended the program with an uncaught exception. Now each such byte is
// written as U+FFFD and the output stays valid JSON.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "support/cli_run.hpp"
#include "tessera/cli/commands.hpp"
#include "tessera/cli/game_commands.hpp"

using namespace tessera;
namespace fs = std::filesystem;

using tessera::testing::contains;
using tessera::testing::run_cli;

namespace {

const std::string kReplacement = "\xEF\xBF\xBD"; // U+FFFD

// A folder of this process's own holding `from` copied as "café<ext>" with "é" in Latin-1.
fs::path latin1_copy(const std::string& from, const std::string& ext) {
    const fs::path dir = fs::temp_directory_path() / ("tessera-latin1-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path to = dir / ("caf\xE9" + ext);
    fs::copy_file(from, to, fs::copy_options::overwrite_existing);
    return to;
}

} // namespace

TEST_CASE("a file name that is not UTF-8 comes out as U+FFFD in valid JSON, never as a crash",
          "[cli][levels][errors]") {
    const std::string src = TESSERA_SOURCE_DIR;
    const fs::path level = latin1_copy(src + "/levels/tilestack/01-first-stack.json", ".json");

    // levels validate --json: the report names the file.
    std::ostringstream out, err;
    REQUIRE(cli::levels_command({"validate", "--json", level.string()}, out, err) == 0);
    const auto report = nlohmann::json::parse(out.str());
    CHECK(contains(report["files"][0].dump(), "caf" + kReplacement + ".json"));

    // A Tile Stack certificate names its level file.
    const auto solved = run_cli(cli::tilestack_main, {"solve", "--json", level.string()});
    REQUIRE(solved.code == 0);
    const auto certificate = nlohmann::json::parse(solved.out);
    CHECK(certificate["level"].get<std::string>() ==
          (level.parent_path() / ("caf" + kReplacement + ".json")).string());

    // A One Stroke level read from a picture takes its title and "picture" from the file name.
    const fs::path picture = latin1_copy(src + "/levels/onestroke/pictures/21-tree.png", ".png");
    const auto read = run_cli(cli::onestroke_main, {"recognize", picture.string()});
    REQUIRE(read.code == 0);
    const auto drawn = nlohmann::json::parse(read.out.substr(read.out.find('{')));
    CHECK(contains(drawn["picture"].get<std::string>(), "caf" + kReplacement + ".png"));
    fs::remove_all(level.parent_path());
}
