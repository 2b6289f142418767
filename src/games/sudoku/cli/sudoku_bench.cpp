// Bench workloads for `tessera bench`: fixed seeds and fixed puzzles; signatures hash results.
#include <array>
#include <string>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/sudoku/generate.hpp"
#include "tessera/core/sudoku/solver.hpp"

namespace tessera::cli {

namespace {

using namespace tessera::sudoku;

// Well-known hard classic puzzles (each with a unique solution).
constexpr std::array<const char*, 4> kHardPuzzles = {
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", // Inkala 2012
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1", // Easter Monster
    ".......39.....1..5..3.5.8....8.9...6.7...2..1..4.......9.8..5..2....6..4..7.....",  // Golden Nugget
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..", // AI Escargot
};

std::uint64_t hash_digits(std::uint64_t sig, const Digits& d) {
    for (auto v : d) sig = bench::mix(sig, v);
    return sig;
}

// Puzzles the solve bench reuses: generated once per run from a fixed seed (not timed separately,
// but small next to the solving).
std::vector<Digits> bench_puzzles(int n) {
    std::vector<Digits> out;
    Rng rng(2026);
    GenerateParams gp;
    gp.difficulty = Difficulty::Diabolical;
    for (int i = 0; i < n; ++i) out.push_back(generate(gp, rng)->givens);
    for (const char* text : kHardPuzzles) out.push_back(*parse_digits(text));
    return out;
}

bench::Result solve_workload() {
    const auto puzzles = bench_puzzles(40);
    bench::Result r;
    r.unit = "solves";
    std::uint64_t nodes = 0;
    for (int round = 0; round < 200; ++round) {
        for (const auto& p : puzzles) {
            const SolveResult s = solve(p, Rules::Classic, 2);
            ++r.work;
            nodes += s.nodes;
            if (round == 0)
                r.signature =
                    hash_digits(bench::mix(r.signature, static_cast<std::uint64_t>(s.count)), s.solution);
        }
    }
    r.detail = "avg " + std::to_string(nodes / r.work) + " nodes per solve (2-solution proof)";
    return r;
}

bench::Result generate_workload(Rules rules, Difficulty d, int count) {
    bench::Result r;
    r.unit = "puzzles";
    Rng rng(7);
    GenerateParams gp;
    gp.rules = rules;
    gp.difficulty = d;
    int clues = 0, attempts = 0;
    for (int i = 0; i < count; ++i) {
        const auto p = generate(gp, rng);
        if (!p) continue;
        ++r.work;
        clues += count_filled(p->givens);
        attempts += p->attempts;
        r.signature =
            bench::mix(hash_digits(r.signature, p->givens), static_cast<std::uint64_t>(p->rating.score));
    }
    if (r.work)
        r.detail = "avg " + std::to_string(clues / static_cast<int>(r.work)) + " clues, " +
                   std::to_string(attempts) + " grids";
    return r;
}

bench::Result rate_workload() {
    const auto puzzles = bench_puzzles(40);
    bench::Result r;
    r.unit = "ratings";
    int score = 0;
    for (int round = 0; round < 20; ++round)
        for (const auto& p : puzzles) {
            const Rating rating = rate(p, Rules::Classic);
            ++r.work;
            score += rating.score;
            if (round == 0) r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(rating.score));
        }
    r.detail = "avg score " + std::to_string(score / static_cast<int>(r.work));
    return r;
}

} // namespace

std::vector<bench::Workload> sudoku_workloads() {
    return {
        {"sudoku.solve", solve_workload},
        {"sudoku.rate", rate_workload},
        {"sudoku.generate.easy", [] { return generate_workload(Rules::Classic, Difficulty::Easy, 150); }},
        {"sudoku.generate.medium", [] { return generate_workload(Rules::Classic, Difficulty::Medium, 60); }},
        {"sudoku.generate.hard", [] { return generate_workload(Rules::Classic, Difficulty::Hard, 20); }},
        {"sudoku.generate.expert", [] { return generate_workload(Rules::Classic, Difficulty::Expert, 15); }},
        {"sudoku.generate.diabolical",
         [] { return generate_workload(Rules::Classic, Difficulty::Diabolical, 60); }},
        {"sudoku.generate.latin", [] { return generate_workload(Rules::Latin, Difficulty::Medium, 40); }},
    };
}

// One hard puzzle: the process's start and exit outweigh its solve.
std::optional<StartupProbe> sudoku_startup_probe() {
    return StartupProbe{{"solve"},
                        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n",
                        "solve (1 puzzle)"};
}

} // namespace tessera::cli
