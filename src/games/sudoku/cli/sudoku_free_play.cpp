// Sudoku's free play for the command line and the bench: its levels, the daily challenge's level,
// and the certificate check (code the generator does not use).
#include <string>

#include "tessera/cli/common/new_game_bench.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/sudoku/free_play.hpp"
#include "tessera/core/sudoku/solver.hpp"

namespace tessera::cli {

namespace {

using namespace tessera::sudoku;

// Every row, column (and box in Classic) of the grid holds 1..9 once.
bool complete_grid(const Digits& grid, Rules rules) {
    for (int unit = 0; unit < 27; ++unit) {
        if (unit >= 18 && rules == Rules::Latin) break;
        unsigned seen = 0;
        for (int i = 0; i < 9; ++i) {
            const int cell = unit < 9    ? cell_at(unit, i)
                             : unit < 18 ? cell_at(i, unit - 9)
                                         : cell_at((unit - 18) / 3 * 3 + i / 3, (unit - 18) % 3 * 3 + i % 3);
            const int d = grid[static_cast<std::size_t>(cell)];
            if (d < 1 || d > 9) return false;
            seen |= 1u << d;
        }
        if (seen != 0x3FEu) return false;
    }
    return true;
}

std::string certify(std::string_view name, std::uint64_t seed) {
    const auto level = parse_free_level(name);
    if (!level) return "no sudoku level \"" + std::string(name) + "\"";
    const Puzzle p = deal_free(*level, seed);
    const GenerateParams asked = free_level_params(*level);
    if (p.rules != asked.rules) return "dealt under the other stage's rules";
    if (!complete_grid(p.solution, p.rules)) return "the solution is not a complete grid";
    for (std::size_t c = 0; c < p.givens.size(); ++c)
        if (p.givens[c] != 0 && p.givens[c] != p.solution[c]) return "a given differs from the solution";
    const SolveResult s = solve(p.givens, p.rules, 2);
    if (s.count != 1) return std::to_string(s.count) + " solutions instead of 1";
    if (s.solution != p.solution) return "the solver's solution differs from the dealt one";
    const Rating r = rate(p.givens, p.rules);
    if (r.difficulty != asked.difficulty)
        return "rated " + std::string(difficulty_name(r.difficulty)) + ", asked " +
               std::string(difficulty_name(asked.difficulty));
    return "";
}

std::vector<bench::Workload> new_game_workloads() {
    std::vector<bench::Workload> out;
    for (std::size_t i = 0; i < kFreeLevelNames.size(); ++i) {
        const auto level = static_cast<FreeLevel>(i);
        out.push_back({"sudoku.new." + std::string(kFreeLevelNames[i]), [level] {
                           return bench::time_new_games(
                               [level](std::uint64_t seed) {
                                   const Puzzle p = deal_free(level, seed);
                                   std::uint64_t h = static_cast<std::uint64_t>(p.rating.score);
                                   for (auto d : p.givens) h = bench::mix(h, d);
                                   return h;
                               },
                               "puzzles");
                       }});
    }
    return out;
}

} // namespace

FreePlayInfo sudoku_free_play() {
    FreePlayInfo info;
    for (auto n : kFreeLevelNames) info.difficulties.emplace_back(n);
    info.daily = std::string(free_level_name(kDailyLevel));
    info.certify = &certify;
    info.workloads = &new_game_workloads;
    return info;
}

} // namespace tessera::cli
