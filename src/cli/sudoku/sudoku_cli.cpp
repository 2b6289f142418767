// `tessera sudoku solve|generate|rate|hint`: the solver, generator and rating for designers,
// tests and the comparison scripts in bench/.
#include <charconv>
#include <cstdio>
#include <cstring>
#include <istream>
#include <iterator>
#include <ostream>
#include <string>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/sudoku/generator.hpp"
#include "tessera/core/sudoku/play.hpp"
#include "tessera/core/sudoku/solver.hpp"

namespace tessera::cli {

namespace {

using namespace tessera::sudoku;

constexpr const char* kUsage =
    "usage: tessera sudoku <command> [options]\n"
    "  solve [--latin] [--count] [--first] [--stats]\n"
    "                              read 81-character puzzles from stdin ('.' or '0' = blank);\n"
    "                              print the solution, 'unsolvable' or 'multiple' per line;\n"
    "                              --count prints the number of solutions (0, 1 or 2 = more);\n"
    "                              --first prints the first solution found without proving it\n"
    "                              unique (what most solvers, e.g. qqwing --solve, do);\n"
    "                              --stats ends with search nodes per puzzle on stderr\n"
    "  generate --count N [--difficulty D] [--latin] [--seed S] [--symmetry none|rotational]\n"
    "           [--pattern]        print N puzzles, each followed by its rating\n"
    "                              D: easy|medium|hard|expert|diabolical (default easy), S default 1\n"
    "  rate [--latin]              read puzzles; print the rating, score and techniques used\n"
    "  hint [--latin]              read puzzles; print the first logical step of each\n";

constexpr int kMaxGenerate = 1000000;

bool parse_u64(const std::string& text, std::uint64_t& value) {
    const auto* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, value);
    return ec == std::errc() && p == end && !text.empty();
}

struct Options {
    Rules rules = Rules::Classic;
    bool count = false;
    bool first = false;
    bool stats = false;
    std::uint64_t n = 0;
    bool have_n = false;
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
        const auto st = start_state(p, o.rules);
        if (!st) {
            out << (count_solutions(p, o.rules, 2) == 0 ? "unsolvable" : "multiple") << '\n';
            return;
        }
        const auto step = hint(*st);
        out << (step ? describe(*step) : std::string("solved")) << '\n';
    });
}

int run_generate(const Options& o, std::ostream& out, std::ostream& err) {
    if (!o.have_n) {
        err << "tessera sudoku generate: --count N is required\n";
        return 2;
    }
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

int sudoku_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        err << kUsage;
        return 2;
    }
    const std::string& command = args[0];
    if (command == "--help" || command == "-h" || command == "help") {
        out << kUsage;
        return 0;
    }
    Options o;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string& v) {
            if (i + 1 >= args.size()) return false;
            v = args[++i];
            return true;
        };
        std::string v;
        if (a == "--help" || a == "-h") {
            out << kUsage;
            return 0;
        } else if (a == "--first" && command == "solve") {
            o.first = true;
        } else if (a == "--stats" && command == "solve") {
            o.stats = true;
        } else if (a == "--latin") {
            o.rules = Rules::Latin;
        } else if (a == "--count" && command != "generate") {
            o.count = true;
        } else if (a == "--count") {
            if (!value(v) || !parse_u64(v, o.n) || o.n < 1 || o.n > kMaxGenerate) {
                err << "tessera sudoku generate: --count expects a number 1.." << kMaxGenerate << '\n';
                return 2;
            }
            o.have_n = true;
        } else if (a == "--difficulty") {
            const auto d = value(v) ? parse_difficulty(v) : std::nullopt;
            if (!d) {
                err << "tessera sudoku: --difficulty expects easy, medium, hard, expert or diabolical\n";
                return 2;
            }
            o.difficulty = *d;
        } else if (a == "--seed") {
            if (!value(v) || !parse_u64(v, o.seed)) {
                err << "tessera sudoku: --seed expects a non-negative integer\n";
                return 2;
            }
        } else if (a == "--symmetry") {
            if (!value(v) || (v != "none" && v != "rotational")) {
                err << "tessera sudoku: --symmetry expects none or rotational\n";
                return 2;
            }
            o.symmetry = v == "none" ? Symmetry::None : Symmetry::Rotational;
        } else if (a == "--pattern") {
            o.source = GridSource::Pattern;
        } else {
            err << "tessera sudoku " << command << ": unknown option '" << a << "' (see --help)\n";
            return 2;
        }
    }
    if (command == "solve") return run_solve(o, in, out, err);
    if (command == "rate") return run_rate(o, in, out, err);
    if (command == "hint") return run_hint(o, in, out, err);
    if (command == "generate") return run_generate(o, out, err);
    err << "tessera sudoku: unknown command '" << command << "'\n" << kUsage;
    return 2;
}

} // namespace tessera::cli
