#include <catch2/catch.hpp>
#include <sstream>

#include "tessera/cli/game_commands.hpp"

namespace {
struct Run {
    int code;
    std::string out;
    std::string err;
};
Run run(const std::vector<std::string>& args, const std::string& input = "") {
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = tessera::cli::tilestack_main(args, in, out, err);
    return {code, out.str(), err.str()};
}
const std::string kLevels = std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack/";
} // namespace

TEST_CASE("tilestack cli: --help and bad arguments", "[tilestack][cli]") {
    const Run help = run({"--help"});
    CHECK(help.code == 0);
    CHECK(help.out.find("prove-levels") != std::string::npos);
    const Run solve_help = run({"solve", "--help"});
    CHECK(solve_help.code == 0);
    CHECK(solve_help.out.find("Usage: tessera tilestack solve [OPTIONS] LEVEL") != std::string::npos);
    CHECK(solve_help.out.find("--seed") != std::string::npos);
    CHECK(run({}).code == 2);
    const Run bad = run({"fly"});
    CHECK(bad.code == 2);
    CHECK(bad.err.rfind("tessera tilestack: unknown command \"fly\"", 0) == 0);
    const Run no_seed = run({"solve", kLevels + "01-first-stack.json", "--seed"});
    CHECK(no_seed.code == 2);
    CHECK(no_seed.err.rfind("tessera tilestack solve: --seed", 0) == 0);
    const Run bad_seed = run({"solve", kLevels + "01-first-stack.json", "--seed", "-1"});
    CHECK(bad_seed.code == 2);
    CHECK(bad_seed.err.rfind("tessera tilestack solve: --seed: expected a non-negative integer, got \"-1\"",
                             0) == 0);
    CHECK(run({"solve"}).code == 2); // no LEVEL
    const Run missing = run({"solve", "/nonexistent/level.json"});
    CHECK(missing.code == 1);
    CHECK(missing.err.find("/nonexistent/level.json") != std::string::npos);
}

TEST_CASE("tilestack cli: solve prints winnable and the picks, or unwinnable", "[tilestack][cli]") {
    const Run r = run({"solve", kLevels + "13-seed-deal.json"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("winnable (seed 7, 181 nodes, ", 0) == 0);
    CHECK(r.out.find("\npicks: ") != std::string::npos);
    const Run u = run({"solve", kLevels + "13-seed-deal.json", "--seed", "1"});
    CHECK(u.out.rfind("unwinnable (seed 1, ", 0) == 0);
    const Run h = run({"hint", kLevels + "13-seed-deal.json"});
    CHECK(h.out.rfind("pick ", 0) == 0);
}

TEST_CASE("tilestack cli: play replays moves and reports events", "[tilestack][cli]") {
    // Level 01 with seed 3: solve it, then feed the picks to `play`.
    const Run s = run({"solve", kLevels + "01-first-stack.json", "--seed", "3"});
    REQUIRE(s.code == 0);
    std::istringstream picks(s.out.substr(s.out.find("picks:") + 6));
    std::string script;
    for (int t; picks >> t;) script += "pick " + std::to_string(t) + "\n";
    const Run p = run({"play", kLevels + "01-first-stack.json", "--seed", "3"}, script);
    CHECK(p.code == 0);
    CHECK(p.out.find("[cleared face ") != std::string::npos);
    CHECK(p.out.substr(p.out.rfind("\n", p.out.size() - 2) + 1) ==
          "won: every tile cleared (tray 0/7, 0 tiles on the board)\n");
    const Run bad = run({"play", kLevels + "01-first-stack.json"}, "pick 0\n");
    CHECK(bad.code == 1);
    CHECK(bad.err == "line 1: illegal move: pick 0\n");
}

TEST_CASE("tilestack cli: generate lists every tile and validate checks files", "[tilestack][cli]") {
    const Run g = run({"generate", kLevels + "01-first-stack.json", "--seed", "5"});
    CHECK(g.code == 0);
    std::istringstream lines(g.out);
    int count = 0;
    for (std::string line; std::getline(lines, line);) count += !line.empty() && line[0] != '#';
    CHECK(count == 18);
    const Run v = run({"validate", kLevels + "10-pyramid.json"});
    CHECK(v.code == 0);
    CHECK(v.out.find("winnable: 54 tiles, mode explicit") != std::string::npos);
}

TEST_CASE("tilestack bench workloads are deterministic and named", "[tilestack][bench]") {
    const auto w = tessera::cli::tilestack_workloads();
    REQUIRE(w.size() == 4);
    CHECK(w[0].name == "tilestack.deal");
    CHECK(w[1].name == "tilestack.prove_generated");
    CHECK(w[2].name == "tilestack.prove_levels");
    CHECK(w[3].name == "tilestack.solve_shuffled");
}
