// `tessera samegame ...`: deal, generate (levels with a proven line), solve and hint (a board on
// stdin), solver-bench (average classic score at a time budget per board), generate-clearable.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include "reverse_cli.hpp"
#include "samegame_cli_support.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/generate.hpp"
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
    bool uniform = false;
};

struct SolveOptions {
    std::string level; // a level file to solve instead of a board on stdin
    Rules rules = Rules::classic;
    std::optional<std::int64_t> time_ms, nodes;
    bool penalty = false, no_penalty = false, no_collapse = false;
    int threads = 1;
};

struct GenerateOptions {
    Mode mode = Mode::popstar;
    int level = 1, width = 10, height = 10, colours = 5, wave = 4, target = 0, max_left = -1;
    std::int64_t seed = 1, nodes = 200'000, attempts = 200;
    std::optional<std::string> title;
    bool no_collapse = false, penalty = false, auto_target = false;
};

enum class BenchDeal { uniform, wave };
enum class BenchClock { cpu, wall };

struct BenchOptions {
    std::int64_t boards = 20, time_ms = 1000, seed = 1;
    std::optional<std::int64_t> nodes;
    std::optional<std::string> file;
    int size = 15, colours = 5, threads = 1;
    BenchDeal deal = BenchDeal::uniform;
    BenchClock clock = BenchClock::cpu;
    bool no_penalty = false, lines = false;
};

int cmd_deal(const DealOptions& o, std::ostream& out) {
    Rng rng(static_cast<std::uint64_t>(o.seed));
    const Board b = o.uniform ? uniform_board(o.width, o.height, o.colours, rng)
                              : deal_board(o.width, o.height, o.colours, o.wave, rng);
    for (const auto& row : format_board(b)) out << row << "\n";
    return 0;
}

// --threads 0 means one search per core.
int thread_count(int threads) {
    if (threads > 0) return threads;
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

int cmd_solve(const SolveOptions& o, std::istream& in, std::ostream& out, std::ostream& err, bool hint_only) {
    Config cfg;
    cfg.rules = o.rules;
    // The standard classic scoring subtracts (k-2)^2 per colour left with k tiles; --no-penalty
    // scores a board that is not cleared by its groups alone.
    cfg.leftover_penalty = !o.no_penalty && cfg.rules == Rules::classic;
    cfg.collapse = !o.no_collapse;
    // hint defaults to 200 ms; an explicit --nodes alone makes either command deterministic.
    const std::int64_t time_ms = o.time_ms.value_or(hint_only && !o.nodes ? 200 : 0);
    const std::int64_t nodes = o.nodes.value_or(200'000);
    State s;
    if (!o.level.empty()) {
        // The level's own board and rules (mode, collapse, penalty, the PopStar score carried in).
        try {
            const levels::Document doc = levels::load_document(o.level);
            const levels::SamegameLevel level = levels::parse_samegame_level(doc);
            s = proof_start(level.board(), level.params);
        } catch (const levels::LevelError& e) {
            err << e.what() << "\n";
            return kExitInvalid;
        }
    } else {
        Board board;
        if (!read_board(in, cfg.collapse, board, err)) return kExitInvalid;
        s = start(board, cfg);
    }
    std::chrono::steady_clock::time_point deadline;
    SolveLimits limits = limits_from(nodes, time_ms, deadline);
    if (o.nodes) limits.max_nodes = static_cast<std::uint64_t>(nodes);
    limits.threads = thread_count(o.threads);
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
    out << "\nnodes " << sol.nodes;
    if (sol.width > 0) out << " width " << sol.width;
    if (sol.iterations > 0) out << " iterations " << sol.iterations;
    // The moves as a level's "solution" takes them: [x, y] (column, row from the top).
    out << "\nsolution [";
    for (std::size_t i = 0; i < sol.moves.size(); ++i)
        out << (i ? ", " : "") << "[" << sol.moves[i].tile.x << ", " << sol.moves[i].tile.y << "]";
    out << "]\n";
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

// The solver benchmark's boards: read from a file (boards of rows, a blank line between two, '#'
// lines ignored), or dealt from seeds seed, seed+1, ...
struct BenchBoard {
    std::string name;
    Board board;
};

std::optional<std::vector<BenchBoard>> bench_boards(const BenchOptions& o, std::ostream& err) {
    std::vector<BenchBoard> out;
    if (!o.file) {
        for (std::int64_t i = 0; i < o.boards; ++i) {
            const auto seed = static_cast<std::uint64_t>(o.seed + i);
            Rng rng(seed);
            out.push_back({"seed " + std::to_string(seed),
                           o.deal == BenchDeal::uniform ? uniform_board(o.size, o.size, o.colours, rng)
                                                        : solver_bench_board(seed, o.size, o.colours)});
        }
        return out;
    }
    std::ifstream in(*o.file);
    if (!in) {
        err << "tessera samegame solver-bench: " << *o.file << ": cannot read the file\n";
        return std::nullopt;
    }
    std::vector<std::string> rows;
    std::string name;
    int line_no = 0, first_row = 0;
    const auto flush = [&]() {
        if (rows.empty()) return true;
        auto parsed = parse_board(rows, true);
        if (auto* e = std::get_if<BoardTextError>(&parsed)) {
            err << "tessera samegame solver-bench: " << *o.file << ":" << first_row + e->row << ":"
                << e->column + 1 << ": " << e->message << "\n";
            return false;
        }
        out.push_back(
            {name.empty() ? "board " + std::to_string(out.size() + 1) : name, std::get<Board>(parsed)});
        rows.clear();
        name.clear();
        return true;
    };
    for (std::string line; std::getline(in, line);) {
        ++line_no;
        if (!line.empty() && line[0] == '#') {
            // "# seed N" names the board that follows.
            if (rows.empty() && line.rfind("# seed ", 0) == 0) name = line.substr(2);
            continue;
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) {
            if (!flush()) return std::nullopt;
            continue;
        }
        if (rows.empty()) first_row = line_no;
        rows.push_back(line);
    }
    if (!flush()) return std::nullopt;
    if (out.empty()) {
        err << "tessera samegame solver-bench: " << *o.file << ": no boards in the file\n";
        return std::nullopt;
    }
    return out;
}

// CPU seconds of the calling thread (the solver's threads poll should_stop themselves).
double thread_cpu_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double process_cpu_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// A CPU-time budget for each searching thread: every thread stops after `seconds` of its own CPU
// time, so a loaded machine gives the search the same work, and --threads N is N times that.
// Threads are timed from their first poll (within ~1,000 nodes of their start).
class CpuBudget {
  public:
    explicit CpuBudget(double seconds) : seconds_(seconds) { start(); }
    void start() {
        std::lock_guard lock(mutex_);
        since_[std::this_thread::get_id()] = thread_cpu_seconds();
    }
    bool operator()() {
        const double now = thread_cpu_seconds();
        std::lock_guard lock(mutex_);
        const auto [it, fresh] = since_.try_emplace(std::this_thread::get_id(), now);
        return now - it->second >= seconds_;
    }

  private:
    double seconds_;
    std::mutex mutex_;
    std::map<std::thread::id, double> since_;
};

int cmd_solver_bench(const BenchOptions& o, std::ostream& out, std::ostream& err) {
    const auto boards = bench_boards(o, err);
    if (!boards) return kExitInvalid;
    std::int64_t total = 0;
    for (const BenchBoard& bb : *boards) {
        Config cfg;
        cfg.rules = Rules::classic;
        cfg.leftover_penalty = !o.no_penalty;
        const State s = start(bb.board, cfg);
        SolveLimits limits;
        limits.max_nodes = o.nodes ? static_cast<std::uint64_t>(*o.nodes) : 0;
        limits.threads = thread_count(o.threads);
        const double budget = static_cast<double>(o.time_ms) / 1000.0;
        const auto wall0 = std::chrono::steady_clock::now();
        const auto deadline = wall0 + std::chrono::milliseconds(o.time_ms);
        auto cpu_budget = std::make_shared<CpuBudget>(budget);
        if (!o.nodes) {
            if (o.clock == BenchClock::cpu)
                limits.should_stop = [cpu_budget] { return (*cpu_budget)(); };
            else
                limits.should_stop = [deadline] { return std::chrono::steady_clock::now() >= deadline; };
        }
        const double cpu0 = process_cpu_seconds();
        const Solution sol = solve(s, limits);
        const double cpu = process_cpu_seconds() - cpu0;
        const auto wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
        total += sol.score;
        char times[64];
        std::snprintf(times, sizeof times, "%.1f CPU s, %.1f s", cpu, wall);
        out << bb.name << ": score " << sol.score << " (" << sol.moves.size() << " moves, " << sol.nodes
            << " nodes, " << times << ")\n";
        if (o.lines) {
            out << "  moves";
            for (const Move& m : sol.moves) out << ' ' << to_string(m);
            out << "\n";
        }
        out.flush();
    }
    out << "average " << static_cast<double>(total) / static_cast<double>(boards->size()) << " over "
        << boards->size() << " boards\n";
    return 0;
}

constexpr const char* kBoardInput =
    "Input: a level file (solve), or a board on stdin, rows of R G B Y P O C W or 1-8 ('.' =\n"
    "empty), top row first.\n"
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
        deal->add_flag(
            "--uniform", deal_o.uniform,
            "every cell an independent uniform colour (the literature's random boards; no --wave)");

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

        solve = app.add_subcommand("solve", "Solve a level file, or a board read on stdin; print the score "
                                            "and the moves, also as a level's \"solution\": [[x, y], ...]");
        solve->add_option("LEVEL", solve_o.level,
                          "a samegame level file: its board and rules (the rule options are then ignored)");
        hint = app.add_subcommand("hint", "Read a board on stdin; print the best first move found (default "
                                          "200 ms)");
        for (CLI::App* sub : {solve, hint}) {
            add_choice(*sub, "--rules", solve_o.rules,
                       {{"classic", Rules::classic}, {"popstar", Rules::popstar}}, "scoring rules");
            sub->add_option("--time-ms", solve_o.time_ms, "time budget in milliseconds")
                ->check(integer(1, 3'600'000));
            sub->add_option("--nodes", solve_o.nodes, "node budget (default 200000)")
                ->check(integer(1, INT64_MAX));
            auto* with = sub->add_flag("--penalty", solve_o.penalty,
                                       "leftover penalty (the default with classic rules)");
            sub->add_flag("--no-penalty", solve_o.no_penalty,
                          "no leftover penalty: a board that is not cleared keeps its groups' score")
                ->excludes(with);
            sub->add_flag("--no-collapse", solve_o.no_collapse, "empty columns stay (no shift left)");
            add_integer(sub, "--threads", solve_o.threads, 0, 256,
                        "independent searches in parallel, best line wins (0 = one per core)");
            sub->footer(kBoardInput);
        }

        solver_bench =
            app.add_subcommand("solver-bench", "Average classic score (leftover penalty on) on a set "
                                               "of boards at a budget per board");
        solver_bench->footer(
            "Boards: --file (rows per board, a blank line between boards, '#' lines skipped), "
            "else --boards\ndeals from --seed on. --time-ms is CPU time of each searching "
            "thread (--clock cpu)\nor a wall-clock deadline (--clock wall); --nodes replaces "
            "it and is deterministic.");
        BenchOptions& b = bench_o;
        solver_bench->add_option("--file", b.file, "read the boards from this file");
        add_integer(solver_bench, "--boards", b.boards, 1, 100'000, "number of dealt boards");
        add_integer(solver_bench, "--time-ms", b.time_ms, 1, 3'600'000, "time budget per board");
        solver_bench->add_option("--nodes", b.nodes, "node budget per board instead of time")
            ->check(integer(1, INT64_MAX));
        add_integer(solver_bench, "--seed", b.seed, 0, INT64_MAX, "the first board's seed");
        add_integer(solver_bench, "--size", b.size, 2, kMaxSide, "board side");
        add_integer(solver_bench, "--colours", b.colours, 2, kMaxColours, "number of colours");
        add_choice(*solver_bench, "--deal", b.deal,
                   {{"uniform", BenchDeal::uniform}, {"wave", BenchDeal::wave}},
                   "uniform: each cell a random colour; wave: the PopStar deal");
        add_choice(*solver_bench, "--clock", b.clock, {{"cpu", BenchClock::cpu}, {"wall", BenchClock::wall}},
                   "what --time-ms measures");
        add_integer(solver_bench, "--threads", b.threads, 0, 256,
                    "independent searches per board, best line wins (0 = one per core)");
        solver_bench->add_flag("--no-penalty", b.no_penalty, "score without the leftover penalty");
        solver_bench->add_flag("--lines", b.lines, "print each board's line after its score");

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
    if (c.solver_bench->parsed()) return cmd_solver_bench(c.bench_o, out, err);
    return run_generate_clearable(c.clearable_o, out, err);
}

} // namespace tessera::cli
