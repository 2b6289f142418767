// Bench workloads for Tile Stack: winnable deals generated, shipped-level proofs, solver on the
// Tile Stack article's shuffled deals. Fixed seeds; signatures hash deals, verdicts and pick sequences.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <map>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/tilestack/certified.hpp"
#include "tessera/core/tilestack/deal.hpp"
#include "tessera/core/tilestack/solver.hpp"
#include "tessera/levels/tilestack/level.hpp"

namespace tessera::cli {

namespace {

namespace tt = tessera::tilestack;

// Built-in layouts, so the deal and shuffled-solve workloads do not depend on the current directory.
std::vector<tt::Params> bench_params() {
    std::vector<tt::Params> out;
    auto add = [&](std::shared_ptr<const tt::Layout> layout, int kinds, int tray, int difficulty) {
        tt::Params p;
        const int triples = layout->size() / 3;
        for (int f = 0; f < kinds; ++f)
            p.face_tiles.push_back(3 * (triples / kinds + (f < triples % kinds ? 1 : 0)));
        p.layout = std::move(layout);
        p.tray = tray;
        p.difficulty = difficulty;
        out.push_back(std::move(p));
    };
    const std::vector<std::vector<int>> h = {{1, 1, 0, 0, 1, 1}, {1, 1, 0, 0, 1, 1}, {1, 1, 1, 1, 1, 1},
                                             {1, 1, 1, 1, 1, 1}, {1, 1, 0, 0, 1, 1}, {1, 1, 0, 0, 1, 1}};
    add(std::make_shared<const tt::Layout>(tt::box_layout(tt::CoverMode::A, 4, 3, 3, {})), 6, 7, 1);
    add(std::make_shared<const tt::Layout>(tt::box_layout(tt::CoverMode::B, 5, 4, 3, {})), 8, 7, 2);
    add(std::make_shared<const tt::Layout>(tt::box_layout(tt::CoverMode::C, 6, 6, 3, h)), 8, 7, 3);
    std::vector<tt::TilePos> pyramid;
    for (int z = 0; z < 4; ++z)
        for (int j = 0; j < 5 - z; ++j)
            for (int i = 0; i < 5 - z; ++i) pyramid.push_back({2 * i + z, 2 * j + z, z});
    auto layout = std::make_shared<tt::Layout>();
    tt::explicit_layout(pyramid, *layout);
    add(layout, 9, 7, 3);
    return out;
}

std::uint64_t hash_deal(std::uint64_t sig, const std::vector<int>& faces) {
    for (int f : faces) sig = bench::mix(sig, static_cast<std::uint64_t>(f));
    return sig;
}

bench::Result deal_workload() {
    const auto params = bench_params();
    bench::Result r{0, "deals", 0xcbf29ce484222325ULL, {}};
    constexpr std::uint64_t kDeals = 100'000;
    for (std::uint64_t seed = 0; seed < kDeals; ++seed) {
        const tt::Params& p = params[seed % params.size()];
        Rng rng(seed);
        r.signature = hash_deal(r.signature, tt::generate(p, rng));
        ++r.work;
    }
    r.detail = std::to_string(params.size()) + " layouts (36-84 tiles)";
    return r;
}

bench::Result prove_generated_workload() {
    const auto params = bench_params();
    bench::Result r{0, "proofs", 0xcbf29ce484222325ULL, {}};
    std::uint64_t nodes = 0;
    constexpr std::uint64_t kProofs = 10'000;
    for (std::uint64_t seed = 0; seed < kProofs; ++seed) {
        const tt::Params& p = params[seed % params.size()];
        Rng rng(seed);
        const tt::SolveResult s = tt::solve(tt::start(p, rng));
        r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(s.verdict));
        for (int t : s.picks) r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(t));
        nodes += s.nodes;
        ++r.work;
    }
    r.detail = "avg " + std::to_string(nodes / kProofs) + " nodes per proof";
    return r;
}

bench::Result shuffled_workload() {
    // The Tile Stack article's shuffled deal (a) in a tray of 4: many are unwinnable, and proving that is the
    // solver's hard case. A node budget keeps each solve bounded.
    auto params = bench_params();
    bench::Result r{0, "solves", 0xcbf29ce484222325ULL, {}};
    int counts[3] = {0, 0, 0};
    constexpr std::uint64_t kSolves = 800;
    for (std::uint64_t seed = 0; seed < kSolves; ++seed) {
        tt::Params p = params[seed % params.size()];
        p.deal = tt::DealKind::Shuffled;
        p.tray = 4;
        Rng rng(seed);
        const tt::SolveResult s = tt::solve(tt::start(p, rng), tt::SolveLimits{50'000, {}});
        ++counts[static_cast<int>(s.verdict)];
        r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(s.verdict));
        r.signature = bench::mix(r.signature, s.nodes);
        ++r.work;
    }
    r.detail = std::to_string(counts[0]) + " winnable, " + std::to_string(counts[1]) + " unwinnable, " +
               std::to_string(counts[2]) + " unknown";
    return r;
}

bench::Result levels_workload() {
    // The shipped levels, read from levels/tilestack under the current directory (the repository
    // root, or the build directory, which links levels/ in).
    bench::Result r{0, "proofs", 0xcbf29ce484222325ULL, {}};
    std::map<std::string, std::filesystem::path> files;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator("levels/tilestack", ec))
        if (e.path().extension() == ".json") files[e.path().filename().string()] = e.path();
    if (files.empty()) {
        r.detail = "no levels/tilestack in the current directory";
        return r;
    }
    constexpr int kRounds = 600; // each level's deals for seeds 1..kRounds
    for (const auto& [name, path] : files) {
        try {
            const auto doc = levels::load_document(path.string());
            const auto level = levels::parse_tilestack_level(doc);
            for (std::uint64_t seed = 1; seed <= kRounds; ++seed) {
                Rng rng(level.seed.value_or(seed));
                const tt::SolveResult s = tt::solve(tt::start(level.params, rng));
                r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(s.verdict));
                for (int t : s.picks) r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(t));
                ++r.work;
            }
        } catch (const levels::LevelError& e) {
            r.detail = e.what();
            return r;
        }
    }
    r.detail = std::to_string(files.size()) + " levels x " + std::to_string(kRounds) + " deals";
    return r;
}

double thread_cpu_ms() {
    timespec ts{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// Free play's new game at one size: what the player waits for is deal_winnable (the deal and its
// certificate, replayed through the rules), timed per seed in CPU time. The signature hashes the
// deals and their certificates; the detail gives the median and 99th percentile.
bench::Result new_game_workload(tt::DealSize size) {
    const tt::Params params = tt::free_play_params(size);
    bench::Result r{0, "deals", 0xcbf29ce484222325ULL, {}};
    constexpr std::uint64_t kSeeds = 500;
    std::vector<double> ms;
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
        const double t0 = thread_cpu_ms();
        const auto deal = tt::deal_winnable(params, seed);
        ms.push_back(thread_cpu_ms() - t0);
        if (!deal) {
            r.detail = "seed " + std::to_string(seed) + " gave no certified deal";
            return r;
        }
        r.signature = hash_deal(r.signature, deal->faces);
        for (int t : deal->picks) r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(t));
        ++r.work;
    }
    std::sort(ms.begin(), ms.end());
    char buf[128];
    std::snprintf(buf, sizeof buf, "%d tiles: median %.3f ms, p99 %.3f ms CPU per certified deal",
                  params.layout->size(), ms[ms.size() / 2], ms[ms.size() * 99 / 100]);
    r.detail = buf;
    return r;
}

} // namespace

std::vector<bench::Workload> tilestack_workloads() {
    return {{"tilestack.deal", deal_workload},
            {"tilestack.prove_generated", prove_generated_workload},
            {"tilestack.prove_levels", levels_workload},
            {"tilestack.solve_shuffled", shuffled_workload},
            {"tilestack.new.small", [] { return new_game_workload(tt::DealSize::Small); }},
            {"tilestack.new.medium", [] { return new_game_workload(tt::DealSize::Medium); }},
            {"tilestack.new.large", [] { return new_game_workload(tt::DealSize::Large); }}};
}

std::optional<StartupProbe> tilestack_startup_probe() { return std::nullopt; }

} // namespace tessera::cli
