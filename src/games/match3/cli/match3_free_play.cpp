// Swap's free play for the command line and the bench: its modes, the daily challenge's mode, and
// the certificate check (code the generator does not use).
#include <string>

#include "tessera/cli/common/new_game_bench.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/match3/free_play.hpp"
#include "tessera/core/match3/rules.hpp"

namespace tessera::cli {

namespace {

using namespace tessera::match3;

// Three of a colour in a line, read cell by cell.
bool any_run(const Board& b) {
    auto colour = [&b](int x, int y) { return b.at(x, y).matchable() ? b.at(x, y).colour : -100 - x - y; };
    for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x) {
            if (x + 2 < b.width() && colour(x, y) == colour(x + 1, y) && colour(x, y) == colour(x + 2, y))
                return true;
            if (y + 2 < b.height() && colour(x, y) == colour(x, y + 1) && colour(x, y) == colour(x, y + 2))
                return true;
        }
    return false;
}

// Some swap of two neighbours that the rules accept.
bool any_move(const State& s) {
    for (int y = 0; y < s.board.height(); ++y)
        for (int x = 0; x < s.board.width(); ++x)
            for (const Point d : {Point{1, 0}, Point{0, 1}}) {
                const Point a{x, y}, b{x + d.x, y + d.y};
                if (s.board.contains(b) && apply(s, Move{a, b})) return true;
            }
    return false;
}

std::string certify(std::string_view name, std::uint64_t seed) {
    const auto mode = parse_free_mode(name);
    if (!mode) return "no match3 mode \"" + std::string(name) + "\"";
    const State s = deal_free(*mode, seed);
    if (s.board.width() != kFreeSide || s.board.height() != kFreeSide) return "the board has the wrong size";
    for (const Tile& t : s.board)
        if (!t.matchable() || t.colour >= kFreeColours || t.special != Special::None)
            return "a cell is not a plain gem of the mode's colours";
    if (any_run(s.board)) return "the board starts with a run";
    if (!any_move(s)) return "the board has no legal move";
    return "";
}

std::vector<bench::Workload> new_game_workloads() {
    std::vector<bench::Workload> out;
    for (std::size_t i = 0; i < kFreeModeNames.size(); ++i) {
        const auto mode = static_cast<FreeMode>(i);
        out.push_back({"match3.new." + std::string(kFreeModeNames[i]), [mode] {
                           return bench::time_new_games(
                               [mode](std::uint64_t seed) {
                                   const State s = deal_free(mode, seed);
                                   std::uint64_t h = static_cast<std::uint64_t>(s.rules.goal.kind);
                                   for (const Tile& t : s.board)
                                       h = bench::mix(h, static_cast<std::uint64_t>(t.colour));
                                   return h;
                               },
                               "boards");
                       }});
    }
    return out;
}

} // namespace

FreePlayInfo match3_free_play() {
    FreePlayInfo info;
    for (auto n : kFreeModeNames) info.difficulties.emplace_back(n);
    info.daily = std::string(free_mode_name(kDailyMode));
    info.certify = &certify;
    info.workloads = &new_game_workloads;
    return info;
}

} // namespace tessera::cli
