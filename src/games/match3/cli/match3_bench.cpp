// `tessera bench` workloads for match3: start boards generated, random legal swaps resolved with
// their cascades, and the shipped levels autoplayed on many deals (the odds of their star scores).
// Signatures hash boards and scores, never timings.
#include <filesystem>
#include <map>
#include <string>

#include "match3_bench.hpp"

#include "tessera/cli/common/workload.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/match3/autoplay_level.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/levels/match3/level.hpp"

namespace tessera::cli {

namespace {

namespace m3 = tessera::match3;

std::uint64_t hash_board(std::uint64_t sig, const m3::Board& b) {
    for (const m3::Tile& t : b)
        sig = bench::mix(sig, static_cast<std::uint64_t>(static_cast<std::uint8_t>(t.colour)) << 8 |
                                  static_cast<std::uint64_t>(t.special));
    return sig;
}

m3::Params bench_params(int w, int h, int colours, std::uint64_t seed) {
    m3::Params p;
    p.width = w;
    p.height = h;
    p.rules.colours = colours;
    p.seed = seed;
    return p;
}

} // namespace

namespace match3_bench {

bench::Result generate(int boards) {
    bench::Result r;
    r.unit = "boards";
    // A mix of the sizes levels use: 8x8/6, 16x16/8, 6x6/4.
    for (int i = 0; i < boards; ++i) {
        const int kind = i % 3;
        const auto p = kind == 0   ? bench_params(8, 8, 6, static_cast<std::uint64_t>(i))
                       : kind == 1 ? bench_params(16, 16, 8, static_cast<std::uint64_t>(i))
                                   : bench_params(6, 6, 4, static_cast<std::uint64_t>(i));
        Rng rng(p.seed);
        const auto b = m3::generate(p, rng);
        if (!b) continue;
        r.signature = hash_board(r.signature, *b);
        ++r.work;
    }
    r.detail = "8x8/6, 16x16/8 and 6x6/4 colours";
    return r;
}

bench::Result resolve(int games, int swaps) {
    bench::Result r;
    r.unit = "swaps";
    std::uint64_t steps = 0;
    for (int g = 0; g < games; ++g) {
        auto s = m3::start(bench_params(8, 8, 6, 1000 + static_cast<std::uint64_t>(g)));
        if (!s) continue;
        Rng pick(static_cast<std::uint64_t>(g));
        for (int i = 0; i < swaps; ++i) {
            const auto moves = m3::legal_moves(*s);
            if (moves.empty()) break;
            const m3::Move m = moves[pick.below(moves.size())];
            auto out = m3::apply(*s, m);
            if (!out) break;
            for (const auto& e : out->events) steps += std::holds_alternative<m3::CascadeStep>(e) ? 1 : 0;
            *s = std::move(out->state);
            ++r.work;
        }
        r.signature = bench::mix(hash_board(r.signature, s->board), static_cast<std::uint64_t>(s->score));
    }
    const std::uint64_t per100 = r.work ? steps * 100 / r.work : 0;
    r.detail = "8x8/6 colours, " + std::to_string(per100 / 100) + "." + std::to_string(per100 % 100 / 10) +
               std::to_string(per100 % 10) + " clear steps per swap";
    return r;
}

bench::Result levels(const std::string& dir, int deals) {
    bench::Result r;
    r.unit = "games";
    std::map<std::string, std::filesystem::path> files;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(dir, ec))
        if (e.path().extension() == ".json") files[e.path().stem().string()] = e.path();
    if (files.empty()) {
        r.detail = "no level files in " + dir;
        return r;
    }
    int three = 0, fewest = deals + 1;
    std::string hardest;
    for (const auto& [name, path] : files) {
        try {
            m3::Params p = levels::parse_match3_level(levels::load_document(path.string())).params;
            const std::uint64_t first = p.seed;
            int level_three = 0;
            for (int i = 0; i < deals; ++i) {
                p.seed = first + static_cast<std::uint64_t>(i);
                const auto s = m3::start(p);
                if (!s) continue;
                const m3::LevelRun run = m3::autoplay_level(*s);
                r.signature = bench::mix(hash_board(r.signature, run.state.board),
                                         static_cast<std::uint64_t>(run.state.score));
                level_three += run.status.stars == 3;
                ++r.work;
            }
            three += level_three;
            if (level_three < fewest) fewest = level_three, hardest = name;
        } catch (const levels::LevelError& e) {
            r.detail = e.what();
            return r;
        }
    }
    r.detail = std::to_string(files.size()) + " levels x " + std::to_string(deals) + " deals, 3 stars in " +
               std::to_string(r.work ? 100 * static_cast<std::uint64_t>(three) / r.work : 0) +
               "% (fewest: " + hardest + " " + std::to_string(100 * fewest / deals) + "%)";
    return r;
}

} // namespace match3_bench

std::vector<bench::Workload> match3_workloads() {
    using namespace match3_bench;
    return {{"match3.generate", [] { return generate(kGenerateBoards); }},
            {"match3.resolve", [] { return resolve(kResolveGames, kResolveSwaps); }},
            // The shipped levels under the current directory (bench_command enters the data folder).
            {"match3.levels", [] { return levels("levels/match3", kLevelDeals); }}};
}

std::optional<StartupProbe> match3_startup_probe() { return std::nullopt; }

} // namespace tessera::cli
