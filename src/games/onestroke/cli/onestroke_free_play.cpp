// One Stroke's free play for the command line and the bench: its levels, the daily challenge's
// level, and the certificate check (Euler's theorem and a replayed stroke: code the generator does
// not use).
#include <cstdio>
#include <memory>
#include <string>

#include "tessera/cli/common/new_game_bench.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/onestroke/free_play.hpp"
#include "tessera/core/onestroke/game.hpp"
#include "tessera/core/onestroke/hint.hpp"

namespace tessera::cli {

namespace {

using namespace tessera::onestroke;

std::string certify(std::string_view name, std::uint64_t seed) {
    const auto level = parse_free_level(name);
    if (!level) return "no onestroke level \"" + std::string(name) + "\"";
    const Params p = deal_free(*level, seed);
    const FreeShape shape = free_shape(*level);
    const int n = static_cast<int>(p.lines.size());
    if (n < shape.min_segments || n > shape.max_segments)
        return std::to_string(n) + " segments, outside the level";
    if (count_crossings(p) < shape.min_crossings) return "too few crossings";
    const BuildResult built = build_figure(p);
    if (!built.figure) return built.error;
    const FigureCheck euler = check_figure(*built.figure);
    if (!euler.ok) return euler.message;
    const auto trail = solve(*built.figure);
    if (!trail) return "the solver finds no stroke";
    State s = start(std::make_shared<const Figure>(*built.figure));
    for (int v : *trail) {
        auto out = apply(s, Move{v});
        if (!out) return "the stroke's move to " + std::to_string(v) + " is illegal";
        s = std::move(out->state);
    }
    if (status(s).phase != Phase::Won) return "the stroke does not win";
    return "";
}

// Besides the time: the figures' average segments, dots and crossings, and their dead-end rate
// (100 random strokes each, outside the timing): how the three levels differ.
std::vector<bench::Workload> new_game_workloads() {
    std::vector<bench::Workload> out;
    for (std::size_t i = 0; i < kFreeLevelNames.size(); ++i) {
        const auto level = static_cast<FreeLevel>(i);
        out.push_back({"onestroke.new." + std::string(kFreeLevelNames[i]), [level] {
                           std::vector<Params> figures;
                           bench::Result r = bench::time_new_games(
                               [level, &figures](std::uint64_t seed) {
                                   figures.push_back(deal_free(level, seed));
                                   std::uint64_t h = 0;
                                   for (const Segment& s : figures.back().lines)
                                       for (int v : {s.x1, s.y1, s.x2, s.y2})
                                           h = bench::mix(h, static_cast<std::uint64_t>(v));
                                   return h;
                               },
                               "figures");
                           double segments = 0, dots = 0, crossings = 0, dead = 0;
                           Rng rng(38);
                           for (const Params& p : figures) {
                               const Figure f = *build_figure(p).figure;
                               segments += f.edge_count();
                               dots += f.vertex_count();
                               crossings += count_crossings(p);
                               dead += dead_end_rate(f, rng, 100);
                           }
                           const double n = static_cast<double>(figures.size());
                           char buf[160];
                           std::snprintf(buf, sizeof buf,
                                         "; avg %.1f dots, %.1f segments, %.1f crossings, %.0f%% dead ends",
                                         dots / n, segments / n, crossings / n, 100 * dead / n);
                           r.detail += buf;
                           return r;
                       }});
    }
    return out;
}

} // namespace

FreePlayInfo onestroke_free_play() {
    FreePlayInfo info;
    for (auto n : kFreeLevelNames) info.difficulties.emplace_back(n);
    info.daily = std::string(free_level_name(kDailyLevel));
    info.certify = &certify;
    info.workloads = &new_game_workloads;
    return info;
}

} // namespace tessera::cli
