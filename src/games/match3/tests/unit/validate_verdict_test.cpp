// One verdict on a level file (issue 37 item 2): `tessera levels validate` and level select
// (LevelCatalog) agree, down to the message, on a file placed in another game's folder. And the
// checking commands' output (item 7): one OK line, warnings placed in --json.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "support/cli_run.hpp"
#include "tessera/cli/commands.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/levels/catalog.hpp"

using namespace tessera;
namespace fs = std::filesystem;

namespace {

using VerdictRun = tessera::testing::CliRun;

VerdictRun check_files(const std::vector<std::string>& paths) {
    cli::Args args{"validate"};
    args.insert(args.end(), paths.begin(), paths.end());
    std::ostringstream out, err;
    const int code = cli::levels_command(args, out, err);
    return {code, out.str(), err.str()};
}

const std::string kSource = TESSERA_SOURCE_DIR;

// A user levels folder of its own, removed at the end.
struct UserFolder {
    fs::path dir = fs::temp_directory_path() / ("tessera-verdict-" + std::to_string(::getpid()));
    UserFolder() {
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    ~UserFolder() { fs::remove_all(dir); }
};

} // namespace

TEST_CASE("levels validate refuses a Sudoku level in the match3 folder, as level select does",
          "[cli][levels]") {
    UserFolder user;
    fs::create_directories(user.dir / "match3");
    const fs::path file = user.dir / "match3" / "02-sudoku-in-match3.json";
    fs::copy_file(kSource + "/levels/sudoku/01-first-lines.json", file);

    levels::LevelCatalog catalog(kSource, user.dir.string());
    catalog.refresh("match3");
    catalog.wait_idle();
    std::string shown; // what level select shows for the file
    for (const auto& level : catalog.listing("match3").levels)
        if (level.path == file.string()) shown = level.error;
    REQUIRE(shown.find("this file is for \"sudoku\", not \"match3\"") != std::string::npos);

    const VerdictRun r = check_files({file.string()});
    CHECK(r.code == 1);
    CHECK(r.out == shown + "\n0 valid, 1 invalid\n");

    // The same file outside a game's folder is a good Sudoku level.
    fs::copy_file(file, user.dir / "sudoku-anywhere.json");
    CHECK(check_files({(user.dir / "sudoku-anywhere.json").string()}).code == 0);
}

TEST_CASE("folder_game names the game of a game's folder only", "[cli][levels]") {
    CHECK(levels::folder_game("/x/levels/match3/a.json") == "match3");
    CHECK(levels::folder_game("/x/match3/sub/a.json").empty());
    CHECK(levels::folder_game("a.json").empty());
}

// Issue 37 item 7: one "OK" line across the checking commands, and placed warnings in --json.
TEST_CASE("levels validate and every game's own check print one OK format", "[cli][levels]") {
    int games_with_a_check = 0;
    for (const cli::GameCommands& g : cli::game_commands()) {
        const auto subs = g.subcommands();
        const auto check = std::find_if(subs.begin(), subs.end(),
                                        [](const std::string& s) { return s == "validate" || s == "check"; });
        std::vector<fs::path> files;
        for (const auto& e : fs::directory_iterator(kSource + "/levels/" + std::string(g.id)))
            if (e.path().extension() == ".json") files.push_back(e.path());
        REQUIRE(!files.empty());
        const std::string level = std::min_element(files.begin(), files.end())->string();
        const auto first_line = [](const std::string& text) { return text.substr(0, text.find('\n')); };
        const std::string line = first_line(check_files({level}).out);
        INFO(line);
        CHECK(line.rfind("OK " + level + "  (", 0) == 0);
        CHECK(line.back() == ')');
        if (check == subs.end()) continue;
        ++games_with_a_check;
        CHECK(first_line(testing::run_cli(g.main, {*check, level}).out) == line);
    }
    CHECK(games_with_a_check >= 2);
}

TEST_CASE("levels validate --json places warnings as it places errors", "[cli][levels]") {
    UserFolder user;
    const fs::path file = user.dir / "warned.json";
    std::ofstream(file)
        << "{\n  \"game\": \"sudoku\",\n  \"title\": \"W\",\n  \"stage\": \"latin\",\n"
           "  \"difficulty\": \"easy\",\n  \"generator\": {\"seed\": 101},\n  \"colurs\": 3\n}\n";
    const VerdictRun r = check_files({"--json", file.string()});
    CHECK(r.code == 0);
    const auto report = nlohmann::json::parse(r.out);
    const auto& warnings = report["files"][0]["warnings"];
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0]["file"] == file.string());
    CHECK(warnings[0]["line"] == 7);
    CHECK(warnings[0]["column"] == 13);
    CHECK(warnings[0]["pointer"] == "/colurs");
    CHECK(warnings[0]["message"] == "unknown field \"colurs\" is ignored");
    CHECK(warnings[0]["text"] ==
          file.string() + ":7:13: /colurs: warning: unknown field \"colurs\" is ignored");
}
