// `tessera sudoku solve|generate|rate|hint`: the solver, generator and rating for designers,
// tests and the comparison scripts in bench/.
#include <charconv>
#include <cstdio>
#include <cstring>
#include <istream>
#include <iterator>
#include <ostream>
#include <string>

#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/sudoku/generate.hpp"
#include "tessera/core/sudoku/game.hpp"
#include "tessera/core/sudoku/solver.hpp"

namespace tessera::cli {

namespace {

using namespace tessera::sudoku;

constexpr std::int64_t kMaxGenerate = 1000000;

struct Options {
    Rules rules = Rules::Classic;
    bool count = false;
    bool first = false;
    bool stats = false;
    std::uint64_t n = 0;
    Difficulty difficulty = Difficulty::Easy;
    std::uint64_t seed = 1;
    Symmetry symmetry = Symmetry::None;
    GridSource source = GridSource::Random;
};

// Reads puzzle lines, skipping blanks and '#' comments; a bad line is reported and skipped. Input
// is read in 64 KiB blocks and each block's whole lines are scanned in place (a partial last line
// waits for the next block): for fast solvers, per-line string handling, or growing one string
// to hold the whole input, would cost more than the solving.
template <class Each> int each_puzzle(std::istream& in, std::ostream& err, Each each) {
    int number = 0, status = 0;
    auto line = [&](std::string_view text) {
        ++number;
        std::size_t b = 0, e = text.size();
        while (b < e && (text[b] == ' ' || text[b] == '\t' || text[b] == '\r')) ++b;
        while (e > b && (text[e - 1] == ' ' || text[e - 1] == '\t' || text[e - 1] == '\r')) --e;
        if (b == e || text[b] == '#') return;
        // The puzzle is the line's first word; anything after it (e.g. a rating) is ignored.
        std::size_t w = b;
        while (w < e && text[w] != ' ' && text[w] != '\t') ++w;
        const auto digits = parse_digits(text.substr(b, w - b));
        if (!digits) {
            err << "tessera sudoku: stdin:" << number
                << ": expected 81 characters of 1-9, '.' or '0' at the start of the line\n";
            status = 1;
            return;
        }
        each(*digits);
    };
    constexpr std::size_t kBlock = 1 << 16;
    std::string buffer(2 * kBlock, '\0');
    std::size_t kept = 0; // bytes of an unfinished line at the buffer's start
    for (;;) {
        if (buffer.size() - kept < kBlock) buffer.resize(kept + 2 * kBlock); // a very long line
        in.read(buffer.data() + kept, static_cast<std::streamsize>(kBlock));
        const auto got = static_cast<std::size_t>(in.gcount());
        const std::string_view text(buffer.data(), kept + got);
        std::size_t pos = 0;
        for (std::size_t end; (end = text.find('\n', pos)) != std::string_view::npos; pos = end + 1)
            line(text.substr(pos, end - pos));
        kept = text.size() - pos;
        if (got == 0) break;
        std::memmove(buffer.data(), buffer.data() + pos, kept);
    }
    if (kept > 0) line(std::string_view(buffer.data(), kept));
    return status;
}

int run_solve(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
    std::string buffer;
    std::uint64_t puzzles = 0, nodes = 0, no_guess = 0;
    const int status = each_puzzle(in, err, [&](const Digits& p) {
        const SolveResult s = solve(p, o.rules, o.first ? 1 : 2);
        ++puzzles;
        nodes += s.nodes;
        no_guess += s.nodes == 1;
        if (o.count) {
            buffer += static_cast<char>('0' + s.count);
        } else if (s.count == 0) {
            buffer += "unsolvable";
        } else if (s.count > 1) {
            buffer += "multiple";
        } else {
            for (auto d : s.solution) buffer += static_cast<char>('0' + d);
        }
        buffer += '\n';
        if (buffer.size() > 1 << 16) {
            out << buffer;
            buffer.clear();
        }
    });
    out << buffer;
    if (o.stats && puzzles > 0) {
        // Nodes count the root: a puzzle solved without guessing takes one.
        char line[160];
        std::snprintf(line, sizeof line, "%llu puzzles, %.2f nodes per puzzle, %.1f%% without guessing\n",
                      static_cast<unsigned long long>(puzzles), static_cast<double>(nodes) / puzzles,
                      100.0 * static_cast<double>(no_guess) / puzzles);
        err << line;
    }
    return status;
}

int run_rate(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
    return each_puzzle(in, err, [&](const Digits& p) {
        const int n = count_solutions(p, o.rules, 2);
        if (n != 1) {
            out << (n == 0 ? "unsolvable" : "multiple") << '\n';
            return;
        }
        const Rating r = rate(p, o.rules);
        out << difficulty_name(r.difficulty) << " score=" << r.score
            << " techniques: " << techniques_summary(r) << '\n';
    });
}

int run_hint(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
    return each_puzzle(in, err, [&](const Digits& p) {
        const auto st = start(p, o.rules);
        if (!st) {
            out << (count_solutions(p, o.rules, 2) == 0 ? "unsolvable" : "multiple") << '\n';
            return;
        }
        const auto step = hint(*st);
        out << (step ? describe(*step) : std::string("solved")) << '\n';
    });
}

int run_generate(const Options& o, std::ostream& out, std::ostream& err) {
    Rng rng(o.seed);
    GenerateParams gp;
    gp.rules = o.rules;
    gp.difficulty = o.difficulty;
    gp.symmetry = o.symmetry;
    gp.source = o.source;
    for (std::uint64_t i = 0; i < o.n; ++i) {
        const auto p = generate(gp, rng);
        if (!p) {
            err << "tessera sudoku generate: no " << difficulty_name(o.difficulty) << " puzzle within "
                << gp.max_attempts << " grids\n";
            return 1;
        }
        out << format_digits(p->givens) << ' ' << difficulty_name(p->rating.difficulty) << '\n';
    }
    return 0;
}

} // namespace

const char* const sudoku_command_summary = "Sudoku: solve, generate, rate, hint";

namespace {

constexpr const char* kPuzzleInput =
    "Input: one puzzle per line, 81 characters of 1-9 with '.' or '0' for a blank (anything after the\n"
    "first word is ignored); blank lines and '#' comments are skipped. A bad line is reported with its\n"
    "number and makes the exit status 1.";

// `tessera sudoku`: every subcommand and its options, bound to `o`.
struct Command {
    Options o;
    CLI::App app{"Sudoku: solve, generate, rate and hint puzzles (classic, or Latin: rows and columns only)",
                 "tessera sudoku"};
    CLI::App* solve = nullptr;
    CLI::App* generate = nullptr;
    CLI::App* rate = nullptr;
    CLI::App* hint = nullptr;

    Command() {
        app.require_subcommand(1);
        solve = app.add_subcommand("solve", "Read puzzles from stdin; print each solution, 'unsolvable' or "
                                            "'multiple'");
        solve->add_flag("--count", o.count, "print the number of solutions instead (0, 1 or 2 = more)");
        solve->add_flag("--first", o.first,
                        "print the first solution found without proving it unique (what most solvers, e.g. "
                        "qqwing --solve, do)");
        solve->add_flag("--stats", o.stats, "end with the search nodes per puzzle, on stderr");
        generate = app.add_subcommand("generate", "Print N new puzzles, each followed by its rating");
        generate->add_option("--count", o.n, "how many puzzles")->required()->check(integer(1, kMaxGenerate));
        std::vector<std::pair<std::string, Difficulty>> difficulties;
        for (int d = 0; d < kDifficultyCount; ++d)
            difficulties.emplace_back(difficulty_name(static_cast<Difficulty>(d)),
                                      static_cast<Difficulty>(d));
        add_choice(*generate, "--difficulty", o.difficulty, difficulties,
                   "the hardest technique the puzzle may need");
        generate->add_option("--seed", o.seed, "the first puzzle's seed; the rest follow from it")
            ->check(non_negative())
            ->capture_default_str();
        add_choice(*generate, "--symmetry", o.symmetry,
                   {{"none", Symmetry::None}, {"rotational", Symmetry::Rotational}},
                   "clues placed freely, or symmetric under a 180-degree turn");
        generate->add_flag_callback(
            "--pattern", [this] { o.source = GridSource::Pattern; },
            "shuffle one fixed grid instead of building a fresh one (faster, far fewer distinct grids)");
        rate = app.add_subcommand("rate", "Read puzzles; print the rating, score and techniques used");
        hint = app.add_subcommand("hint", "Read puzzles; print the first logical step of each");
        for (CLI::App* sub : {solve, generate, rate, hint})
            sub->add_flag_callback(
                "--latin", [this] { o.rules = Rules::Latin; },
                "Latin rules: rows and columns only, no boxes");
        for (CLI::App* sub : {solve, rate, hint}) sub->footer(kPuzzleInput);
    }
};

} // namespace

std::vector<std::string> sudoku_subcommands() { return subcommand_names(Command().app); }

int sudoku_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    Command c;
    if (auto code = parse(c.app, args, out, err)) return *code;
    if (c.solve->parsed()) return run_solve(c.o, in, out, err);
    if (c.rate->parsed()) return run_rate(c.o, in, out, err);
    if (c.hint->parsed()) return run_hint(c.o, in, out, err);
    return run_generate(c.o, out, err);
}

} // namespace tessera::cli
