// Bench workloads: fixed seeds and node budgets (never clocks), signatures over boards, scores
// and lines.
#include "reverse_cli.hpp"
#include "samegame_cli_support.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/generate.hpp"
#include "tessera/core/samegame/solver.hpp"

namespace tessera::cli {

using namespace tessera::samegame;

namespace {

std::uint64_t mix_board(std::uint64_t sig, const Board& b) { return bench::mix(sig, b.hash()); }

std::uint64_t mix_line(std::uint64_t sig, const Solution& s) {
    sig = bench::mix(sig, static_cast<std::uint64_t>(s.score));
    for (const Move& m : s.moves) sig = bench::mix(sig, static_cast<std::uint64_t>(m.tile.x * 64 + m.tile.y));
    return sig;
}

} // namespace

// Node budget for one 15x15 board: ~0.2 s of one idle core (docs/games/samegame.md); the bench
// reports the classic score (leftover penalty on) at that budget.
inline constexpr std::uint64_t kBenchSolveNodes = 300'000;

std::vector<bench::Workload> samegame_workloads() {
    std::vector<bench::Workload> w;
    w.push_back({"samegame.deal", [] {
                     std::uint64_t sig = 0;
                     const int n = 20000;
                     for (int i = 0; i < n; ++i) {
                         Rng rng(static_cast<std::uint64_t>(i));
                         sig = mix_board(sig, deal_board(15, 15, 5, 4, rng));
                     }
                     return bench::Result{static_cast<std::uint64_t>(n), "boards", sig, "15x15, 5 colours"};
                 }});
    w.push_back({"samegame.playout", [] {
                     // Random playouts through apply(): the cost of a move with its events.
                     std::uint64_t sig = 0, moves = 0;
                     const int n = 2000;
                     for (int i = 0; i < n; ++i) {
                         Rng rng(static_cast<std::uint64_t>(i));
                         Config cfg;
                         State s = start(deal_board(15, 15, 5, 4, rng), cfg);
                         while (!s.over) {
                             const auto groups = s.board.groups();
                             const auto& g = groups[static_cast<std::size_t>(rng.below(groups.size()))];
                             s = apply(s, Move{g.cell})->state;
                             ++moves;
                         }
                         sig = bench::mix(sig, static_cast<std::uint64_t>(s.score));
                     }
                     return bench::Result{moves, "moves", sig, std::to_string(n) + " playouts"};
                 }});
    w.push_back({"samegame.solve-15x15", [] {
                     // The first pinned random board (bench/data/samegame-15x15c5.txt) at a fixed
                     // node budget, standard classic scoring.
                     Rng rng(1);
                     const Board b = uniform_board(15, 15, 5, rng);
                     Config cfg;
                     cfg.rules = Rules::classic;
                     cfg.leftover_penalty = true;
                     SolveLimits limits;
                     limits.max_nodes = kBenchSolveNodes;
                     const Solution s = solve(start(b, cfg), limits);
                     return bench::Result{s.nodes, "nodes", mix_line(0, s),
                                          "classic score " + std::to_string(s.score) + " at " +
                                              std::to_string(kBenchSolveNodes) + " nodes"};
                 }});
    w.push_back({"samegame.generate-popstar", [] {
                     // The PopStar chain's generator: levels 1..4, a deal kept only with a proven line.
                     std::uint64_t sig = 0;
                     int attempts = 0;
                     for (int level = 1; level <= 4; ++level) {
                         Params p;
                         p.level = level;
                         Rng rng(static_cast<std::uint64_t>(level));
                         SolveLimits limits;
                         limits.max_nodes = 100'000;
                         const auto gen = generate(p, rng, limits);
                         if (!gen) continue;
                         attempts += gen->attempts;
                         sig = mix_line(mix_board(sig, gen->board), gen->line);
                     }
                     return bench::Result{4, "levels", sig, std::to_string(attempts) + " deals tried"};
                 }});
    for (auto& r : samegame_reverse_workloads()) w.push_back(std::move(r));
    return w;
}

std::optional<StartupProbe> samegame_startup_probe() { return std::nullopt; }

} // namespace tessera::cli
