// `tessera samegame ...`: deal, generate (levels with a proven line), solve and hint (a board on
// stdin), solver-bench (average classic score at a time budget per board).
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "reverse_cli.hpp"
#include "samegame_cli_support.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/generator.hpp"
#include "tessera/core/samegame/solver.hpp"
#include "tessera/levels/samegame/level.hpp"

namespace tessera::cli {

using namespace tessera::samegame;

namespace {

constexpr const char* kHelp = R"(usage: tessera samegame <command> [options]

commands:
  deal      [--width W] [--height H] [--colours C] [--wave K] [--seed S]
            print a wave-average deal, top row first
  generate  --mode popstar|classic|discovery [--level N] [--width W] [--height H]
            [--colours C] [--wave K] [--seed S] [--target T] [--max-left K]
            [--no-collapse] [--penalty] [--nodes N] [--attempts N] [--title TEXT] [--auto-target]
            deal (seed, seed+1, ...) until the solver proves the goal; print the level JSON
            with the fixed board and its line (--auto-target: target = 90% of the line's
            score, rounded down to 50)
  solve     --rules classic|popstar [--time-ms T] [--nodes N] [--penalty] [--no-collapse]
            read a board on stdin (rows of R G B Y P O C W or 1-8, top row first);
            print the score and the moves, each as column,row (0-based, row 0 = top)
  hint      same options as solve; print the best first move found (default 200 ms)
  solver-bench [--boards N] [--time-ms T] [--nodes N] [--seed S] [--size N] [--colours C]
            average classic score on generated boards (default 10 boards of 15x15, 5 colours, 1000 ms)
  generate-clearable [--width W] [--height H] [--colours C] [--count N] [--seed S] [--quiet] [--verify]
            boards built backwards with a line that clears them (board i from seed S+i)

Without --time-ms, solve uses a node budget (--nodes, default 200000), which is deterministic.
)";

struct Opts {
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
};

bool parse_opts(const Args& args, std::size_t from, const std::set<std::string>& with_value,
                const std::set<std::string>& switches, Opts& out, std::ostream& err) {
    for (std::size_t i = from; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (switches.count(a)) {
            out.flags.insert(a);
        } else if (with_value.count(a)) {
            if (i + 1 >= args.size()) {
                err << "tessera samegame: " << a << " needs a value\n";
                return false;
            }
            out.values[a] = args[++i];
        } else {
            err << "tessera samegame: unknown option '" << a << "' (see tessera samegame --help)\n";
            return false;
        }
    }
    return true;
}

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

int cmd_deal(const Args& args, std::ostream& out, std::ostream& err) {
    Opts o;
    if (!parse_opts(args, 1, {"--width", "--height", "--colours", "--wave", "--seed"}, {}, o, err)) return 2;
    std::int64_t w, h, c, wave, seed;
    if (!int_opt(o.values, "--width", 2, kMaxSide, 10, w, err) ||
        !int_opt(o.values, "--height", 2, kMaxSide, 10, h, err) ||
        !int_opt(o.values, "--colours", 2, kMaxColours, 5, c, err) ||
        !int_opt(o.values, "--wave", 0, kMaxCells, 4, wave, err) ||
        !int_opt(o.values, "--seed", 0, INT64_MAX, 1, seed, err))
        return 2;
    Rng rng(static_cast<std::uint64_t>(seed));
    for (const auto& row : format_board(deal_board(static_cast<int>(w), static_cast<int>(h),
                                                   static_cast<int>(c), static_cast<int>(wave), rng)))
        out << row << "\n";
    return 0;
}

int cmd_solve(const Args& args, std::istream& in, std::ostream& out, std::ostream& err, bool hint_only) {
    Opts o;
    if (!parse_opts(args, 1, {"--rules", "--time-ms", "--nodes"}, {"--penalty", "--no-collapse"}, o, err))
        return 2;
    Config cfg;
    const std::string rules = o.values.count("--rules") ? o.values["--rules"] : "classic";
    if (rules == "classic")
        cfg.rules = Rules::classic;
    else if (rules == "popstar")
        cfg.rules = Rules::popstar;
    else {
        err << "tessera samegame: --rules must be classic or popstar, got '" << rules << "'\n";
        return 2;
    }
    cfg.leftover_penalty = o.flags.count("--penalty") && cfg.rules == Rules::classic;
    cfg.collapse = !o.flags.count("--no-collapse");
    std::int64_t time_ms = 0, nodes = 0;
    if (!int_opt(o.values, "--time-ms", 1, 3'600'000, hint_only && !o.values.count("--nodes") ? 200 : 0,
                 time_ms, err) ||
        !int_opt(o.values, "--nodes", 1, INT64_MAX, 200'000, nodes, err))
        return 2;
    if (o.values.count("--nodes") && !o.values.count("--time-ms")) time_ms = 0;
    Board board;
    if (!read_board(in, cfg.collapse, board, err)) return 2;
    const State s = start(board, cfg);
    std::chrono::steady_clock::time_point deadline;
    SolveLimits limits = limits_from(nodes, time_ms, deadline);
    if (o.values.count("--nodes")) limits.max_nodes = static_cast<std::uint64_t>(nodes);
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

int cmd_generate(const Args& args, std::ostream& out, std::ostream& err) {
    Opts o;
    if (!parse_opts(args, 1,
                    {"--mode", "--level", "--width", "--height", "--colours", "--wave", "--seed", "--target",
                     "--max-left", "--nodes", "--title", "--attempts"},
                    {"--no-collapse", "--penalty", "--auto-target"}, o, err))
        return 2;
    levels::SamegameLevel level;
    Params& p = level.params;
    const std::string mode = o.values.count("--mode") ? o.values["--mode"] : "popstar";
    if (mode == "popstar")
        p.mode = Mode::popstar;
    else if (mode == "classic")
        p.mode = Mode::classic;
    else if (mode == "discovery")
        p.mode = Mode::discovery;
    else {
        err << "tessera samegame: --mode must be popstar, classic or discovery, got '" << mode << "'\n";
        return 2;
    }
    std::int64_t lv, w, h, c, wave, seed, target, max_left, nodes, attempts;
    if (!int_opt(o.values, "--level", 1, 500, 1, lv, err) ||
        !int_opt(o.values, "--width", 2, kMaxSide, 10, w, err) ||
        !int_opt(o.values, "--height", 2, kMaxSide, 10, h, err) ||
        !int_opt(o.values, "--colours", 2, kMaxColours, 5, c, err) ||
        !int_opt(o.values, "--wave", 0, kMaxCells, 4, wave, err) ||
        !int_opt(o.values, "--seed", 0, INT64_MAX, 1, seed, err) ||
        !int_opt(o.values, "--target", 0, 10'000'000, 0, target, err) ||
        !int_opt(o.values, "--max-left", -1, kMaxCells, -1, max_left, err) ||
        !int_opt(o.values, "--nodes", 1, INT64_MAX, 200'000, nodes, err) ||
        !int_opt(o.values, "--attempts", 1, 100'000, 200, attempts, err))
        return 2;
    p.level = static_cast<int>(lv);
    p.width = static_cast<int>(w);
    p.height = static_cast<int>(h);
    p.colours = static_cast<int>(c);
    p.wave = static_cast<int>(wave);
    p.target = p.mode == Mode::popstar ? 0 : static_cast<int>(target);
    p.max_left = static_cast<int>(max_left);
    p.collapse = !o.flags.count("--no-collapse");
    p.leftover_penalty = o.flags.count("--penalty") && p.mode != Mode::popstar;
    SolveLimits limits;
    limits.max_nodes = static_cast<std::uint64_t>(nodes);
    // Every attempt is a fresh seed so the file can record the deal as a plain seed.
    for (std::int64_t a = 0; a < attempts; ++a) {
        p.seed = static_cast<std::uint64_t>(seed + a);
        Rng rng(p.seed);
        auto gen = generate(p, rng, limits, 1);
        if (!gen) continue;
        level.title = o.values.count("--title") ? o.values["--title"] : mode + " " + std::to_string(p.seed);
        level.rows = gen->board; // shipped boards are fixed; the seed records where they came from
        if (o.flags.count("--auto-target") && p.mode != Mode::popstar)
            p.target = std::max(p.target, gen->line.score * 9 / 10 / 50 * 50);
        level.solution = gen->line.moves;
        out << levels::samegame_level_text(level);
        return 0;
    }
    err << "tessera samegame: no deal in " << attempts << " seeds from " << seed
        << " reached the goal; raise --nodes or --attempts, or ease the goal\n";
    return 1;
}

int cmd_solver_bench(const Args& args, std::ostream& out, std::ostream& err) {
    Opts o;
    if (!parse_opts(args, 1, {"--boards", "--time-ms", "--nodes", "--seed", "--size", "--colours"}, {}, o,
                    err))
        return 2;
    std::int64_t boards, time_ms, nodes, seed, size, colours;
    if (!int_opt(o.values, "--boards", 1, 100'000, 10, boards, err) ||
        !int_opt(o.values, "--time-ms", 1, 3'600'000, 1000, time_ms, err) ||
        !int_opt(o.values, "--nodes", 1, INT64_MAX, 1, nodes, err) ||
        !int_opt(o.values, "--seed", 0, INT64_MAX, 1, seed, err) ||
        !int_opt(o.values, "--size", 2, kMaxSide, 15, size, err) ||
        !int_opt(o.values, "--colours", 2, kMaxColours, 5, colours, err))
        return 2;
    const bool by_nodes = o.values.count("--nodes") > 0;
    std::int64_t total = 0;
    for (std::int64_t i = 0; i < boards; ++i) {
        const Board b = solver_bench_board(static_cast<std::uint64_t>(seed + i), static_cast<int>(size),
                                           static_cast<int>(colours));
        Config cfg;
        cfg.rules = Rules::classic;
        const State s = start(b, cfg);
        std::chrono::steady_clock::time_point deadline;
        SolveLimits limits = limits_from(0, by_nodes ? 0 : time_ms, deadline);
        if (by_nodes) limits.max_nodes = static_cast<std::uint64_t>(nodes);
        const auto t0 = std::chrono::steady_clock::now();
        const Solution sol = solve(s, limits);
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0);
        total += sol.score;
        out << "board " << seed + i << ": score " << sol.score << " (" << sol.moves.size() << " moves, width "
            << sol.width << ", " << sol.nodes << " nodes, " << ms.count() << " ms)\n";
        out.flush();
    }
    out << "average " << static_cast<double>(total) / static_cast<double>(boards) << " over " << boards
        << " boards\n";
    return 0;
}

} // namespace

const char* const samegame_command_summary = "PopStar / SameGame: deal, generate levels, solve, hint";

int samegame_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? err : out) << kHelp;
        return args.empty() ? 2 : 0;
    }
    const std::string& cmd = args[0];
    if (args.size() > 1 && (args[1] == "--help" || args[1] == "-h")) {
        out << kHelp;
        return 0;
    }
    if (cmd == "deal") return cmd_deal(args, out, err);
    if (cmd == "generate") return cmd_generate(args, out, err);
    if (cmd == "solve") return cmd_solve(args, in, out, err, false);
    if (cmd == "hint") return cmd_solve(args, in, out, err, true);
    if (cmd == "solver-bench") return cmd_solver_bench(args, out, err);
    if (cmd == "generate-clearable") return samegame_reverse_main(args, in, out, err);
    err << "tessera samegame: unknown command '" << cmd << "' (see tessera samegame --help)\n";
    return 2;
}

} // namespace tessera::cli
