// PopStar's free play (the endless run, and Discovery's) for the command line and the bench: the
// run kinds, the daily challenge's, and the certificate check (code the generator does not use).
#include <string>

#include "tessera/cli/common/new_game_bench.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/samegame/free_play.hpp"

namespace tessera::cli {

namespace {

using namespace tessera::samegame;

// Levels a certificate check deals: the first ones of the run (each deal stands alone).
constexpr int kCheckedLevels = 2;

// The article's wave-average deal: a full board, every colour within ±wave of its even share.
std::string check_counts(const Board& board) {
    const int cells = kRunSide * kRunSide;
    if (board.width() != kRunSide || board.height() != kRunSide || board.tiles_left() != cells)
        return "the board is not a full " + std::to_string(kRunSide) + "x" + std::to_string(kRunSide);
    const auto counts = board.colour_counts();
    for (int c = 1; c <= kRunColours; ++c) {
        const int share = cells / kRunColours + (c - 1 < cells % kRunColours ? 1 : 0);
        const int n = counts[static_cast<std::size_t>(c)];
        if (n < share - kRunWave || n > share + kRunWave)
            return "colour " + std::to_string(c) + " has " + std::to_string(n) + " tiles, outside the wave";
    }
    return "";
}

std::string certify_level(RunKind kind, std::uint64_t seed, int level) {
    const RunLevel dealt = deal_run_level(kind, seed, level);
    if (auto bad = check_counts(dealt.board); !bad.empty()) return bad;
    // The proof replays from the lowest score a player can carry in, through the rules.
    State s = run_level_start(dealt, run_lowest_carry(level));
    for (const Move& m : dealt.line.moves) {
        auto out = apply(s, m);
        if (!out)
            return "level " + std::to_string(level) + ": the proof's move " + to_string(m) + " is illegal";
        s = std::move(out->state);
    }
    if (!s.over) return "level " + std::to_string(level) + ": the proof stops before the end";
    if (s.score < run_target(level))
        return "level " + std::to_string(level) + ": the proof scores " + std::to_string(s.score) + " of " +
               std::to_string(run_target(level));
    return "";
}

std::string certify(std::string_view name, std::uint64_t seed) {
    const auto kind = parse_run(name);
    if (!kind) return "no samegame run \"" + std::string(name) + "\"";
    for (int level = 1; level <= kCheckedLevels; ++level)
        if (auto bad = certify_level(*kind, seed, level); !bad.empty()) return bad;
    return "";
}

// Level 2 is the one timed: every level after the first needs the same 2,000 points from the
// lowest carried score (level 1 needs 1,000), so it is the wait between any two levels.
std::vector<bench::Workload> new_game_workloads() {
    std::vector<bench::Workload> out;
    for (std::size_t i = 0; i < kRunNames.size(); ++i) {
        const auto kind = static_cast<RunKind>(i);
        out.push_back({"samegame.new." + std::string(kRunNames[i]), [kind] {
                           int attempts = 0;
                           bench::Result r = bench::time_new_games(
                               [kind, &attempts](std::uint64_t seed) {
                                   const RunLevel level = deal_run_level(kind, seed, 2);
                                   attempts += level.attempt;
                                   std::uint64_t h = bench::mix(level.deal_seed,
                                                                static_cast<std::uint64_t>(level.line.score));
                                   return bench::mix(h, level.line.moves.size());
                               },
                               "levels");
                           r.detail += "; level 2, " + std::to_string(attempts) + " deals for " +
                                       std::to_string(r.work) + " levels";
                           return r;
                       }});
    }
    return out;
}

} // namespace

FreePlayInfo samegame_free_play() {
    FreePlayInfo info;
    for (auto n : kRunNames) info.difficulties.emplace_back(n);
    info.daily = std::string(run_name(kDailyRun));
    info.certify = &certify;
    info.workloads = &new_game_workloads;
    return info;
}

} // namespace tessera::cli
