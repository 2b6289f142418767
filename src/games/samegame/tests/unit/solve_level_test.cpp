// `tessera samegame solve LEVEL` (issue 37 item 7): it reads a level file, plays by the level's
// own rules, and prints its line as a level's "solution" takes it, which the validator replays.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "support/cli_run.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/levels/registry.hpp"

using namespace tessera;

namespace {

// The value after "solution " in solve's output.
nlohmann::json solution_of(const std::string& out) {
    const auto at = out.find("\nsolution ");
    REQUIRE(at != std::string::npos);
    const auto end = out.find('\n', at + 1);
    return nlohmann::json::parse(out.substr(at + 10, end - at - 10));
}

} // namespace

TEST_CASE("samegame solve reads a level file and prints the line as the level's solution",
          "[samegame][cli]") {
    const std::string file = std::string(TESSERA_SOURCE_DIR) + "/levels/samegame/01-popstar-1.json";
    const auto r = testing::run_cli(cli::samegame_main, {"solve", file, "--nodes", "20000"});
    REQUIRE(r.code == 0);
    INFO(r.out);
    const nlohmann::json line = solution_of(r.out);
    REQUIRE(line.is_array());
    REQUIRE(!line.empty());
    // The line, put in the level in place of its own, is one the validator replays to the goal.
    std::ifstream in(file);
    nlohmann::json level = nlohmann::json::parse(in);
    level["solution"] = line;
    std::ofstream("solved.json") << level.dump(2);
    const std::string note = levels::validate_samegame(levels::load_document("solved.json"));
    CHECK(note.find("line of " + std::to_string(line.size()) + " moves") != std::string::npos);
}

TEST_CASE("samegame solve prints the solution form for a board on stdin too, move for move",
          "[samegame][cli]") {
    const auto r = testing::run_cli(cli::samegame_main, {"solve", "--rules", "classic"}, "RRG\nGBB\n");
    REQUIRE(r.code == 0);
    const nlohmann::json line = solution_of(r.out);
    std::istringstream moves(r.out.substr(r.out.find("\nmoves ") + 1));
    std::string word, list;
    std::getline(moves, word); // "moves N"
    std::getline(moves, list); // "x,y x,y ..."
    std::string from_line;
    for (const auto& m : line) from_line += (from_line.empty() ? "" : " ") + m[0].dump() + "," + m[1].dump();
    CHECK(from_line == list);
}

TEST_CASE("samegame solve names the level file and place of an error", "[samegame][cli]") {
    std::ofstream("bad.json") << "{\"game\": \"samegame\", \"title\": \"B\", \"mode\": \"sideways\",\n"
                                 " \"board\": {\"seed\": 1}}\n";
    const auto r = testing::run_cli(cli::samegame_main, {"solve", "bad.json"});
    CHECK(r.code == 1);
    CHECK(r.err.rfind("bad.json:1:", 0) == 0);
    CHECK(r.err.find("/mode") != std::string::npos);
}
