// Bench workloads for Lights Out: boards dealt from fixed seeds and solved. The signature hashes
// the boards and the solutions (never timings), so it changes exactly when the rules, the deal or
// the solver's answers do.
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/lights/solver.hpp"

namespace tessera::cli {

namespace {

bench::Result solve_workload() {
    bench::Result r{0, "solves", 0xcbf29ce484222325ULL, {}};
    std::uint64_t presses = 0;
    constexpr std::uint64_t kBoards = 20'000;
    for (std::uint64_t seed = 0; seed < kBoards; ++seed) {
        const int size =
            lights::kMinSize + static_cast<int>(seed % (lights::kMaxSize - lights::kMinSize + 1));
        const lights::State s = *lights::start(lights::deal(size, seed));
        r.signature = bench::mix(r.signature, s.lit);
        const auto solution = lights::solve(s);
        for (const auto& m : *solution)
            r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(m.y * size + m.x));
        presses += solution->size();
        ++r.work;
    }
    r.detail = "sizes 2-7, " + std::to_string(presses / kBoards) + " presses per board on average";
    return r;
}

} // namespace

std::vector<bench::Workload> lights_workloads() { return {{"lights.solve", solve_workload}}; }

// The bench's start-up row times a game's short text command; this game offers none (the bench takes
// the next game of the build that does).
std::optional<StartupProbe> lights_startup_probe() { return std::nullopt; }

} // namespace tessera::cli
