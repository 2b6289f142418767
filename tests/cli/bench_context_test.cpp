// `tessera bench` says what a reader needs to reproduce its figures (the command, the build, the
// machine's cores and load, the repeats), and --repeat N runs every workload N times in rounds and
// shows the medians (issue 37, item 8).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <regex>

#include <nlohmann/json.hpp>

#include "support/cli_run.hpp"
#include "support/env_guard.hpp"
#include "tessera/cli/commands.hpp"

using namespace tessera;

namespace {

// The bench enters the data folder and points TESSERA_HOME at a scratch folder: put both back.
testing::CliRun bench_in_process(const cli::Args& args, const std::vector<bench::Workload>& extra = {}) {
    const auto cwd = std::filesystem::current_path();
    const testing::EnvGuard home("TESSERA_HOME", std::getenv("TESSERA_HOME"));
    auto run = testing::run_cli([&](const cli::Args& a, std::istream&, std::ostream& out,
                                    std::ostream& err) { return cli::bench_command(a, out, err, extra); },
                                args);
    std::filesystem::current_path(cwd);
    return run;
}

// A workload that counts its runs and takes a known amount of work.
bench::Workload counting_workload(int& runs) {
    return {"test.counter", [&runs] {
                ++runs;
                bench::Result r;
                r.work = 1000;
                r.unit = "steps";
                r.signature = 42;
                r.detail = "run " + std::to_string(runs);
                return r;
            }};
}

} // namespace

TEST_CASE("bench prints the command, the build, the machine, its load and the repeats", "[cli][bench]") {
    const auto run = bench_in_process({"--filter", "no-such-workload"});
    REQUIRE(run.code == 0);
    // The variables that change what is measured come first (the tests run with SDL_VIDEODRIVER=dummy).
    CHECK(std::regex_search(
        run.out, std::regex("^command: ([A-Z_]+=[^ ]* )*tessera bench --filter no-such-workload\n")));
    // The build type comes from CMake; a build without it would say "unknown".
    const std::regex build("build: +(Debug|Release|RelWithDebInfo|MinSizeRel) \\(.*\\), (GCC|Clang) [0-9]");
    CHECK(std::regex_search(run.out, build));
    const std::regex machine("machine: ([0-9]+) cores, ");
    std::smatch m;
    REQUIRE(std::regex_search(run.out, m, machine));
    CHECK(std::stoi(m[1]) >= 1);
    CHECK(std::regex_search(
        run.out, std::regex("load: +[0-9]+\\.[0-9]{2} [0-9.]+ [0-9.]+ \\(1, 5, 15 min\\) at the start")));
    CHECK(std::regex_search(run.out, std::regex("load: +[0-9]+\\.[0-9]{2} [0-9.]+ [0-9.]+ at the end")));
    CHECK(testing::contains(run.out, "repeats: 1 (each workload runs once"));
}

TEST_CASE("bench --repeat runs every workload once per round and prints it once", "[cli][bench]") {
    int runs = 0;
    const auto run =
        bench_in_process({"--repeat", "3", "--filter", "test.counter"}, {counting_workload(runs)});
    REQUIRE(run.code == 0);
    CHECK(runs == 3);
    CHECK(testing::contains(run.out, "repeats: 3 rounds"));
    // One row, with wall-clock and CPU seconds, for the run of median CPU time.
    const std::regex row("test\\.counter +1000 steps +[0-9.]+ s +[0-9.]+ CPU s +[0-9.]+ /s   run [123]\n");
    CHECK(std::regex_search(run.out, row));
    std::size_t rows = 0;
    for (std::size_t at = 0; (at = run.out.find("test.counter ", at)) != std::string::npos; ++at) ++rows;
    CHECK(rows == 1);
}

TEST_CASE("bench --json carries the same context", "[cli][bench]") {
    int runs = 0;
    const auto run =
        bench_in_process({"--json", "--repeat", "2", "--filter", "test.counter"}, {counting_workload(runs)});
    REQUIRE(run.code == 0);
    const auto j = nlohmann::json::parse(run.out);
    const auto& c = j.at("context");
    const auto command = c.at("command").get<std::string>();
    CHECK(command.substr(command.find("tessera bench")) ==
          "tessera bench --json --repeat 2 --filter test.counter");
    CHECK(c.at("repeats") == 2);
    CHECK(c.at("cores").get<int>() >= 1);
    CHECK(c.at("build_type").get<std::string>() != "unknown");
    CHECK(c.at("load_start").size() == 3);
    CHECK(j.at("workloads").size() == 1);
    CHECK(j.at("workloads")[0].at("cpu_seconds").get<double>() >= 0);
    CHECK(runs == 2);
}

TEST_CASE("bench --repeat takes 1 to 99 rounds", "[cli][bench]") {
    const auto run = bench_in_process({"--repeat", "0"});
    CHECK(run.code == 2);
    CHECK(testing::contains(run.err, "--repeat"));
}
