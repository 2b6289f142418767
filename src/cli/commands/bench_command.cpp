// `tessera bench`: fixed-seed workloads of every game's core, then (from tessera-gui) frame CPU
// time per scene, start-up time and peak RSS. The closing signature hashes the workloads'
// *results* (never timings), so a change in behaviour shows up as a new signature, as with
// Stockfish's `bench`. A header says how to reproduce the figures (bench_context.hpp); with
// --repeat N every workload runs once per round, N rounds in turn, and the medians are shown.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <ostream>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "bench_context.hpp"
#include "tessera/cli/commands.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/cli/gui_options.hpp"
#include "tessera/levels/common/data_dir.hpp"

namespace tessera::cli {

namespace {

struct Row {
    std::string name;
    bench::Result result;
    double seconds = 0;       // wall-clock
    double cpu_seconds = 0;   // the process's user + sys time
    bool timing_only = false; // frames, start-up, memory: not part of the signature
};

double process_cpu_seconds() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

Row run_once(bench::Workload& w, bool timing_only) {
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = process_cpu_seconds();
    Row row{w.name, w.run(), 0, 0, timing_only};
    row.cpu_seconds = process_cpu_seconds() - c0;
    row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return row;
}

// The run of median CPU time (its detail and result), with the median wall-clock time.
Row median_row(std::vector<Row> runs) {
    std::vector<double> wall;
    for (const auto& r : runs) wall.push_back(r.seconds);
    std::sort(wall.begin(), wall.end());
    std::sort(runs.begin(), runs.end(),
              [](const Row& a, const Row& b) { return a.cpu_seconds < b.cpu_seconds; });
    Row m = runs[runs.size() / 2];
    m.seconds = wall[wall.size() / 2];
    return m;
}

std::string row_line(const Row& row) {
    char buf[256];
    const double rate = row.seconds > 0 ? static_cast<double>(row.result.work) / row.seconds : 0;
    std::snprintf(buf, sizeof buf, "%-34s %9llu %-9s %8.3f s %8.3f CPU s %12.1f /s", row.name.c_str(),
                  static_cast<unsigned long long>(row.result.work), row.result.unit.c_str(), row.seconds,
                  row.cpu_seconds, rate);
    return buf + (row.result.detail.empty() ? "" : "   " + row.result.detail) + "\n";
}

// A profile folder of the bench's own for as long as it runs: the player's saves would change what
// the scenes show, and the bench must not write to them.
struct ScratchHome {
    std::string dir;
    ScratchHome() {
        char name[] = "/tmp/tessera-bench-XXXXXX";
        if (const char* made = ::mkdtemp(name)) {
            dir = made;
            ::setenv("TESSERA_HOME", made, 1);
        }
    }
    ~ScratchHome() {
        std::error_code ec;
        if (!dir.empty()) std::filesystem::remove_all(dir, ec);
    }
};

} // namespace

int bench_command(const Args& args, std::ostream& out, std::ostream& err,
                  const std::vector<bench::Workload>& extra) {
    CLI::App parent{"", "tessera"};
    BenchOptions options;
    add_bench_command(parent, options);
    Args with_name{"bench"};
    with_name.insert(with_name.end(), args.begin(), args.end());
    if (auto code = parse(parent, with_name, out, err)) return *code;

    // Workloads that read shipped levels (a game's level proofs) open `levels/...` relative to
    // the data folder, so the signature is the same wherever the bench is started from.
    if (const auto data = levels::find_data_dir(); !data.dir.empty() && ::chdir(data.dir.c_str()) != 0)
        err << "tessera bench: cannot enter " << data.dir << "\n";
    const ScratchHome home;

    std::vector<bench::Workload> all;
    bool game_found = options.game.empty();
    for (const GameCommands& g : game_commands()) {
        if (!options.game.empty() && options.game != g.id) continue;
        game_found = true;
        auto w = g.workloads();
        if (const auto fresh = g.free_play().workloads) {
            auto rows = fresh();
            w.insert(w.end(), std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()));
        }
        all.insert(all.end(), std::make_move_iterator(w.begin()), std::make_move_iterator(w.end()));
    }
    if (!game_found) {
        err << "tessera bench: --game: no game \"" << options.game << "\"\n";
        return kExitUsage;
    }
    const std::size_t core_count = all.size();
    if (!options.core && options.game.empty()) all.insert(all.end(), extra.begin(), extra.end());

    std::vector<std::size_t> chosen;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (options.filter.empty() || all[i].name.find(options.filter) != std::string::npos)
            chosen.push_back(i);
    auto context = bench_context::capture(args, options.repeat);
    if (!options.json) out << bench_context::header(context) << std::flush;

    // Round after round, each workload once per round, so a change in the machine's load falls on
    // every workload alike. A workload must give the same result in every round.
    std::vector<std::vector<Row>> runs(chosen.size());
    for (int round = 0; round < options.repeat; ++round) {
        for (std::size_t k = 0; k < chosen.size(); ++k) {
            runs[k].push_back(run_once(all[chosen[k]], chosen[k] >= core_count));
            const Row& got = runs[k].back();
            if (!got.timing_only && got.result.signature != runs[k].front().result.signature)
                err << "tessera bench: " << got.name << " gave another result in round " << round + 1 << "\n";
            if (!options.json && round + 1 == options.repeat)
                out << row_line(median_row(runs[k])) << std::flush;
        }
    }
    std::vector<Row> rows;
    std::uint64_t signature = 0xcbf29ce484222325ULL;
    for (auto& r : runs) {
        rows.push_back(median_row(r));
        if (!rows.back().timing_only) signature = bench::mix(signature, r.front().result.signature);
    }
    context.load_end = bench_context::load_average();
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    const double peak_mb = static_cast<double>(ru.ru_maxrss) / 1024.0;
    char sig[32];
    std::snprintf(sig, sizeof sig, "%016llx", static_cast<unsigned long long>(signature));

    if (options.json) {
        nlohmann::json j;
        j["workloads"] = nlohmann::json::array();
        for (const auto& r : rows)
            j["workloads"].push_back(
                {{"name", r.name},
                 {"work", r.result.work},
                 {"unit", r.result.unit},
                 {"seconds", r.seconds},
                 {"cpu_seconds", r.cpu_seconds},
                 {"per_second", r.seconds > 0 ? static_cast<double>(r.result.work) / r.seconds : 0},
                 {"detail", r.result.detail},
                 {"signature", r.timing_only ? "" : std::to_string(r.result.signature)}});
        j["context"] = bench_context::to_json(context);
        j["peak_rss_mb"] = peak_mb;
        j["signature"] = sig;
        out << j.dump(2) << "\n";
    } else {
        char buf[96];
        std::snprintf(buf, sizeof buf, "%-34s %9.1f MB\n", "peak RSS", peak_mb);
        out << buf << "signature " << sig << "\n" << bench_context::footer(context);
    }
    return kExitOk;
}

} // namespace tessera::cli
