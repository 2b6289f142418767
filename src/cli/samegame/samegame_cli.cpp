// `tessera samegame ...`: deal, generate (levels with a proven line), solve and hint (a board on
// stdin), solver-bench (average classic score at a time budget per board), generate-clearable.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <optional>
#include <sstream>

#include "reverse_cli.hpp"
#include "samegame_cli_support.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/generator.hpp"
#include "tessera/core/samegame/solver.hpp"
#include "tessera/levels/samegame/level.hpp"

namespace tessera::cli {

using namespace tessera::samegame;

namespace {

bool read_board(std::istream& in, bool collapse, Board& board, std::ostream& err) {
    std::vector<std::string> rows;
    std::string line;
    while (std::getline(in, line)) {
        std::string row;
        for (char c : line)
            if (!std::isspace(static_cast<unsigned char>(c))) row += c;
        if (!row.empty()) rows.push_back(row);
        if (rows.size() > static_cast<std::size_t>(kMaxSide)) break;
    }
    auto parsed = parse_board(rows, collapse);
    if (auto* e = std::get_if<BoardTextError>(&parsed)) {
        err << "tessera samegame: stdin:" << e->row + 1 << ":" << e->column + 1 << ": " << e->message << "\n";
        return false;
    }
    board = std::get<Board>(parsed);
    return true;
}

// A time budget (the CLI may read clocks; the core never does) replaces the node budget; an
// explicit --nodes is applied by the caller on top of it.
SolveLimits limits_from(std::int64_t default_nodes, std::int64_t time_ms,
                        std::chrono::steady_clock::time_point& deadline) {
    SolveLimits l;
    l.max_nodes = static_cast<std::uint64_t>(default_nodes);
    if (time_ms > 0) {
        deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(time_ms);
        l.max_nodes = 0;
        l.should_stop = [&deadline] { return std::chrono::steady_clock::now() >= deadline; };
    }
    return l;
}

struct DealOptions {
    int width = 10, height = 10, colours = 5, wave = 4;
    std::int64_t seed = 1;
};

struct SolveOptions {
    Rules rules = Rules::classic;
    std::optional<std::int64_t> time_ms, nodes;
    bool penalty = false, no_collapse = false;
};

struct GenerateOptions {
    Mode mode = Mode::popstar;
    int level = 1, width = 10, height = 10, colours = 5, wave = 4, target = 0, max_left = -1;
    std::int64_t seed = 1, nodes = 200'000, attempts = 200;
    std::optional<std::string> title;
    bool no_collapse = false, penalty = false, auto_target = false;
};

struct BenchOptions {
    std::int64_t boards = 10, time_ms = 1000, seed = 1;
    std::optional<std::int64_t> nodes;
    int size = 15, colours = 5;
};

int cmd_deal(const DealOptions& o, std::ostream& out) {
    Rng rng(static_cast<std::uint64_t>(o.seed));
    for (const auto& row : format_board(deal_board(o.width, o.height, o.colours, o.wave, rng)))
        out << row << "\n";
    return 0;
}

int cmd_solve(const SolveOptions& o, std::istream& in, std::ostream& out, std::ostream& err, bool hint_only) {
    Config cfg;
    cfg.rules = o.rules;
    cfg.leftover_penalty = o.penalty && cfg.rules == Rules::classic;
    cfg.collapse = !o.no_collapse;
    // hint defaults to 200 ms; an explicit --nodes alone makes either command deterministic.
    const std::int64_t time_ms = o.time_ms.value_or(hint_only && !o.nodes ? 200 : 0);
    const std::int64_t nodes = o.nodes.value_or(200'000);
    Board board;
    if (!read_board(in, cfg.collapse, board, err)) return kExitInvalid;
    const State s = start(board, cfg);
    std::chrono::steady_clock::time_point deadline;
    SolveLimits limits = limits_from(nodes, time_ms, deadline);
    if (o.nodes) limits.max_nodes = static_cast<std::uint64_t>(nodes);
    const Solution sol = solve(s, limits);
    if (hint_only) {
        if (sol.moves.empty()) {
            out << "no move: the game is over\n";
            return 0;
        }
        out << to_string(sol.moves.front()) << "\n";
        return 0;
    }
    out << "score " << sol.score << "\nmoves " << sol.moves.size() << "\n";
    for (std::size_t i = 0; i < sol.moves.size(); ++i) out << (i ? " " : "") << to_string(sol.moves[i]);
    out << "\nnodes " << sol.nodes << " width " << sol.width << "\n";
    return 0;
}

std::string_view mode_name(Mode m) {
    return m == Mode::popstar ? "popstar" : m == Mode::classic ? "classic" : "discovery";
}

int cmd_generate(const GenerateOptions& o, std::ostream& out, std::ostream& err) {
    levels::SamegameLevel level;
    Params& p = level.params;
    p.mode = o.mode;
    p.level = o.level;
    p.width = o.width;
    p.height = o.height;
    p.colours = o.colours;
    p.wave = o.wave;
    p.target = p.mode == Mode::popstar ? 0 : o.target;
    p.max_left = o.max_left;
    p.collapse = !o.no_collapse;
    p.leftover_penalty = o.penalty && p.mode != Mode::popstar;
    SolveLimits limits;
    limits.max_nodes = static_cast<std::uint64_t>(o.nodes);
    // Every attempt is a fresh seed so the file can record the deal as a plain seed.
    for (std::int64_t a = 0; a < o.attempts; ++a) {
        p.seed = static_cast<std::uint64_t>(o.seed + a);
        Rng rng(p.seed);
        auto gen = generate(p, rng, limits, 1);
        if (!gen) continue;
        level.title = o.title ? *o.title : std::string(mode_name(o.mode)) + " " + std::to_string(p.seed);
        level.rows = gen->board; // shipped boards are fixed; the seed records where they came from
        if (o.auto_target && p.mode != Mode::popstar)
            p.target = std::max(p.target, gen->line.score * 9 / 10 / 50 * 50);
        level.solution = gen->line.moves;
        out << levels::samegame_level_text(level);
        return 0;
    }
    err << "tessera samegame: no deal in " << o.attempts << " seeds from " << o.seed
        << " reached the goal; raise --nodes or --attempts, or ease the goal\n";
    return 1;
}

int cmd_solver_bench(const BenchOptions& o, std::ostream& out) {
    std::int64_t total = 0;
    for (std::int64_t i = 0; i < o.boards; ++i) {
        const Board b = solver_bench_board(static_cast<std::uint64_t>(o.seed + i), o.size, o.colours);
        Config cfg;
        cfg.rules = Rules::classic;
        const State s = start(b, cfg);
        std::chrono::steady_clock::time_point deadline;
        SolveLimits limits = limits_from(0, o.nodes ? 0 : o.time_ms, deadline);
        if (o.nodes) limits.max_nodes = static_cast<std::uint64_t>(*o.nodes);
        const auto t0 = std::chrono::steady_clock::now();
        const Solution sol = solve(s, limits);
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0);
        total += sol.score;
        out << "board " << o.seed + i << ": score " << sol.score << " (" << sol.moves.size()
            << " moves, width " << sol.width << ", " << sol.nodes << " nodes, " << ms.count() << " ms)\n";
        out.flush();
    }
    out << "average " << static_cast<double>(total) / static_cast<double>(o.boards) << " over " << o.boards
        << " boards\n";
    return 0;
}

constexpr const char* kBoardInput =
    "Input: a board on stdin, rows of R G B Y P O C W or 1-8 ('.' = empty), top row first.\n"
    "Moves print as column,row (0-based, row 0 = top). Without --time-ms the budget is --nodes\n"
    "(default 200000), which is deterministic.";

// An integer option in lo..hi whose default (the bound variable's value) shows in the help.
template <class T> CLI::Option* add_integer(CLI::App* cmd, const std::string& name, T& slot, std::int64_t lo,
                                            std::int64_t hi, const std::string& description) {
    return cmd->add_option(name, slot, description)->check(integer(lo, hi))->capture_default_str();
}

// `tessera samegame`: every subcommand and its options.
struct Command {
    DealOptions deal_o;
    SolveOptions solve_o;
    GenerateOptions generate_o;
    BenchOptions bench_o;
    ClearableOptions clearable_o;
    CLI::App app{"PopStar / SameGame: deals, levels with a proven line, the solver and its benchmark",
                 "tessera samegame"};
    CLI::App* deal = nullptr;
    CLI::App* generate = nullptr;
    CLI::App* solve = nullptr;
    CLI::App* hint = nullptr;
    CLI::App* solver_bench = nullptr;
    CLI::App* clearable = nullptr;

    Command() {
        app.require_subcommand(1);
        deal = app.add_subcommand("deal", "Print a wave-average deal, top row first");
        add_integer(deal, "--width", deal_o.width, 2, kMaxSide, "board width");
        add_integer(deal, "--height", deal_o.height, 2, kMaxSide, "board height");
        add_integer(deal, "--colours", deal_o.colours, 2, kMaxColours, "number of colours");
        add_integer(deal, "--wave", deal_o.wave, 0, kMaxCells,
                    "each colour's count within +-K of its even share");
        add_integer(deal, "--seed", deal_o.seed, 0, INT64_MAX, "the deal's seed");

        generate =
            app.add_subcommand("generate", "Deal (seed, seed+1, ...) until the solver proves the goal; "
                                           "print the level JSON");
        generate->footer("The level has the fixed board and its line. --auto-target: target = 90% of the "
                         "line's score,\nrounded down to 50.");
        GenerateOptions& g = generate_o;
        add_choice(*generate, "--mode", g.mode,
                   {{"popstar", Mode::popstar}, {"classic", Mode::classic}, {"discovery", Mode::discovery}},
                   "the level's mode");
        add_integer(generate, "--level", g.level, 1, 500, "PopStar level number (its target)");
        add_integer(generate, "--width", g.width, 2, kMaxSide, "board width");
        add_integer(generate, "--height", g.height, 2, kMaxSide, "board height");
        add_integer(generate, "--colours", g.colours, 2, kMaxColours, "number of colours");
        add_integer(generate, "--wave", g.wave, 0, kMaxCells,
                    "each colour's count within +-K of its even share");
        add_integer(generate, "--seed", g.seed, 0, INT64_MAX, "the first seed tried");
        add_integer(generate, "--target", g.target, 0, 10'000'000, "score to reach (classic, discovery)");
        add_integer(generate, "--max-left", g.max_left, -1, kMaxCells, "tiles left at most (-1 = any)");
        add_integer(generate, "--nodes", g.nodes, 1, INT64_MAX, "solver node budget per seed");
        add_integer(generate, "--attempts", g.attempts, 1, 100'000, "seeds tried");
        generate->add_option("--title", g.title, "the level's title (default: mode and seed)");
        generate->add_flag("--no-collapse", g.no_collapse, "empty columns stay (no shift left)");
        generate->add_flag("--penalty", g.penalty, "leftover penalty (classic, discovery)");
        generate->add_flag("--auto-target", g.auto_target, "set the target from the line found");

        solve = app.add_subcommand("solve", "Read a board on stdin; print the score and the moves");
        hint = app.add_subcommand("hint", "Read a board on stdin; print the best first move found (default "
                                          "200 ms)");
        for (CLI::App* sub : {solve, hint}) {
            add_choice(*sub, "--rules", solve_o.rules,
                       {{"classic", Rules::classic}, {"popstar", Rules::popstar}}, "scoring rules");
            sub->add_option("--time-ms", solve_o.time_ms, "time budget in milliseconds")
                ->check(integer(1, 3'600'000));
            sub->add_option("--nodes", solve_o.nodes, "node budget (default 200000)")
                ->check(integer(1, INT64_MAX));
            sub->add_flag("--penalty", solve_o.penalty, "leftover penalty (classic rules)");
            sub->add_flag("--no-collapse", solve_o.no_collapse, "empty columns stay (no shift left)");
            sub->footer(kBoardInput);
        }

        solver_bench = app.add_subcommand("solver-bench", "Average classic score on generated boards");
        add_integer(solver_bench, "--boards", bench_o.boards, 1, 100'000, "number of boards");
        add_integer(solver_bench, "--time-ms", bench_o.time_ms, 1, 3'600'000, "time budget per board");
        solver_bench->add_option("--nodes", bench_o.nodes, "node budget per board instead of time")
            ->check(integer(1, INT64_MAX));
        add_integer(solver_bench, "--seed", bench_o.seed, 0, INT64_MAX, "the first board's seed");
        add_integer(solver_bench, "--size", bench_o.size, 2, kMaxSide, "board side");
        add_integer(solver_bench, "--colours", bench_o.colours, 2, kMaxColours, "number of colours");

        clearable = add_generate_clearable(app, clearable_o);
    }
};

} // namespace

const char* const samegame_command_summary = "PopStar / SameGame: deal, generate levels, solve, hint";

std::vector<std::string> samegame_subcommands() { return subcommand_names(Command().app); }

int samegame_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    Command c;
    if (auto code = parse(c.app, args, out, err)) return *code;
    if (c.deal->parsed()) return cmd_deal(c.deal_o, out);
    if (c.generate->parsed()) return cmd_generate(c.generate_o, out, err);
    if (c.solve->parsed()) return cmd_solve(c.solve_o, in, out, err, false);
    if (c.hint->parsed()) return cmd_solve(c.solve_o, in, out, err, true);
    if (c.solver_bench->parsed()) return cmd_solver_bench(c.bench_o, out);
    return run_generate_clearable(c.clearable_o, out, err);
}

} // namespace tessera::cli
