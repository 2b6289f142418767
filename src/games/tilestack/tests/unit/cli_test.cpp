#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "support/cli_run.hpp"
#include "tessera/cli/game_commands.hpp"

namespace {
using Run = tessera::testing::CliRun;
Run run(const std::vector<std::string>& args, const std::string& input = "") {
    return tessera::testing::run_cli(tessera::cli::tilestack_main, args, input);
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
    CHECK(r.out.rfind("winnable (seed 7, 103 nodes, ", 0) == 0);
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
    REQUIRE(w.size() == 7);
    CHECK(w[0].name == "tilestack.deal");
    CHECK(w[1].name == "tilestack.prove_generated");
    CHECK(w[2].name == "tilestack.prove_levels");
    CHECK(w[3].name == "tilestack.solve_shuffled");
    CHECK(w[4].name == "tilestack.new.small");
    CHECK(w[5].name == "tilestack.new.medium");
    CHECK(w[6].name == "tilestack.new.large");
}

namespace {

// Replays a `solve --json` certificate with nothing but the certificate: the tiles' faces and
// covered_by lists, the tray size and the picks (a tray of faces; three alike leave). Also checks
// that every listed cover is a tile on a higher layer overlapping it in half-tile units. Returns
// "" when the line wins, else what went wrong.
std::string replay_certificate(const nlohmann::json& c) {
    struct Tile {
        int x, y, z, face;
        std::vector<int> covered_by;
    };
    std::map<int, Tile> tiles;
    for (const auto& t : c.at("tiles"))
        tiles[t.at("tile").get<int>()] = {t.at("x").get<int>(), t.at("y").get<int>(), t.at("z").get<int>(),
                                          t.at("face").get<int>(),
                                          t.at("covered_by").get<std::vector<int>>()};
    for (const auto& [id, t] : tiles)
        for (int by : t.covered_by) {
            const Tile& o = tiles.at(by);
            if (o.z <= t.z || std::abs(o.x - t.x) >= 2 || std::abs(o.y - t.y) >= 2)
                return "tile " + std::to_string(by) + " does not lie over tile " + std::to_string(id);
        }
    const auto capacity = c.at("tray").get<std::size_t>();
    std::map<int, bool> gone;
    std::vector<int> tray;
    for (const auto& p : c.at("picks")) {
        const int id = p.at("tile").get<int>();
        const Tile& t = tiles.at(id);
        if (p.at("x") != t.x || p.at("y") != t.y || p.at("z") != t.z || p.at("face") != t.face)
            return "pick " + std::to_string(id) + " does not match its tile";
        if (gone[id]) return "tile " + std::to_string(id) + " picked twice";
        for (int by : t.covered_by)
            if (!gone[by]) return "tile " + std::to_string(id) + " is under tile " + std::to_string(by);
        gone[id] = true;
        tray.push_back(t.face);
        if (std::count(tray.begin(), tray.end(), t.face) == 3)
            tray.erase(std::remove(tray.begin(), tray.end(), t.face), tray.end());
        if (tray.size() >= capacity) return "the tray fills at tile " + std::to_string(id);
    }
    if (!tray.empty()) return "tiles left in the tray";
    for (const auto& [id, t] : tiles)
        if (!gone[id]) return "tile " + std::to_string(id) + " is left on the board";
    return "";
}

} // namespace

TEST_CASE("tilestack cli: solve --json prints a certificate an independent checker replays",
          "[tilestack][cli]") {
    // Box modes A, B, C and an explicit layout, fixed and generated deals.
    for (const char* level : {"01-first-stack.json", "04-brickwork.json", "06-checkered.json",
                              "10-pyramid.json", "11-turtle.json", "13-seed-deal.json"}) {
        INFO(level);
        const Run r = run({"solve", "--json", kLevels + level});
        REQUIRE(r.code == 0);
        const auto c = nlohmann::json::parse(r.out);
        CHECK(c.at("format") == "tessera-tilestack-certificate/1");
        CHECK(c.at("units") == "half-tile");
        REQUIRE(c.at("verdict") == "winnable");
        CHECK(c.at("picks").size() == c.at("tiles").size());
        CHECK(replay_certificate(c) == "");
        // The same checker refuses a line with two picks swapped when that breaks it.
        auto broken = c;
        std::swap(broken["picks"][0], broken["picks"][broken["picks"].size() - 1]);
        CHECK(replay_certificate(broken) != "");
    }
    const Run u = run({"solve", "--json", kLevels + "13-seed-deal.json", "--seed", "1"});
    CHECK(u.code == 0);
    const auto c = nlohmann::json::parse(u.out);
    CHECK(c.at("verdict") == "unwinnable");
    CHECK(c.at("picks").empty());
}
