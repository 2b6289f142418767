// `tessera lights ...`: solve, hint, play and validate Lights Out levels, and deal free-play boards.
#include <iostream>
#include <optional>

#include "tessera/cli/common/ok_line.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/lights/solver.hpp"
#include "tessera/levels/lights/level.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::cli {

namespace {

namespace lo = tessera::lights;

struct Options {
    std::string level;               // solve, hint, play
    std::vector<std::string> levels; // validate
    int size = lo::kDefaultSize;     // deal
    std::uint64_t seed = 1;          // deal
};

std::optional<lo::State> load(const Options& o, std::ostream& err) {
    try {
        const levels::Document doc = levels::load_document(o.level);
        const levels::LightsLevel level = levels::parse_lights_level(doc);
        for (const auto& w : doc.warnings()) err << "warning: " << w << "\n";
        return lo::start(level.params);
    } catch (const levels::LevelError& e) {
        err << e.what() << "\n";
        return std::nullopt;
    }
}

// The board as rows of '#' (on) and '.' (off).
void print_board(const lo::State& s, std::ostream& out) {
    for (int y = 0; y < s.size; ++y) {
        for (int x = 0; x < s.size; ++x) out << ((s.lit & lo::bit(s.size, x, y)) ? '#' : '.');
        out << "\n";
    }
}

int cmd_solve(const Options& o, std::ostream& out, std::ostream& err, bool hint_only) {
    const auto s = load(o, err);
    if (!s) return kExitInvalid;
    const auto presses = lo::solve(*s);
    if (!presses) {
        out << "unsolvable\n";
        return kExitInvalid;
    }
    if (hint_only) {
        out << (presses->empty() ? "no hint: already dark" : lo::to_string(presses->front())) << "\n";
        return kExitOk;
    }
    out << "solvable in " << presses->size() << (presses->size() == 1 ? " press" : " presses")
        << " (fewest):";
    for (const auto& m : *presses) out << ' ' << lo::to_string(m);
    out << "\n";
    return kExitOk;
}

int cmd_play(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
    auto s = load(o, err);
    if (!s) return kExitInvalid;
    std::string line;
    int line_no = 0;
    while (std::getline(in, line)) {
        ++line_no;
        if (line.empty() || line[0] == '#') continue;
        const auto move = lo::parse_move(line);
        if (!move) {
            err << "line " << line_no << ": not a move (expected \"x,y\"): \"" << line << "\"\n";
            return kExitInvalid;
        }
        const auto outcome = lo::apply(*s, *move);
        if (!outcome) {
            err << "line " << line_no << ": illegal move: " << line << "\n";
            return kExitInvalid;
        }
        *s = outcome->state;
        out << line << ": " << lo::lit_count(*s) << " lit"
            << (lo::status(*s).phase == lo::Phase::Won ? " [won]" : "") << "\n";
    }
    print_board(*s, out);
    out << (lo::status(*s).phase == lo::Phase::Won ? "won" : "playing") << " (" << s->presses
        << (s->presses == 1 ? " press, " : " presses, ") << lo::lit_count(*s) << " lit)\n";
    return kExitOk;
}

int cmd_validate(const Options& o, std::ostream& out, std::ostream& err) {
    int failures = 0;
    for (const auto& path : o.levels) {
        try {
            const levels::Document doc = levels::load_document(path);
            const std::string note = levels::validate_lights(doc);
            for (const auto& w : doc.warnings()) err << w << "\n"; // "file:line:col: warning: ..."
            out << ok_line(path, note) << "\n";
        } catch (const levels::LevelError& e) {
            err << e.what() << "\n";
            ++failures;
        }
    }
    return failures ? kExitInvalid : kExitOk;
}

int cmd_deal(const Options& o, std::ostream& out) {
    const lo::Params p = lo::deal(o.size, o.seed);
    print_board(*lo::start(p), out);
    return kExitOk;
}

// `tessera lights`: every subcommand and its options, bound to `o`.
struct Command {
    Options o;
    CLI::App app{"Lights Out: solve and hint boards, play moves, validate levels, deal boards",
                 "tessera lights"};
    CLI::App* solve = nullptr;
    CLI::App* hint = nullptr;
    CLI::App* play = nullptr;
    CLI::App* validate = nullptr;
    CLI::App* deal = nullptr;

    Command() {
        app.require_subcommand(1);
        app.footer("Cells are \"x,y\" from 0,0 at the top left.");
        solve =
            app.add_subcommand("solve", "The fewest presses that switch every light off, or \"unsolvable\"");
        hint = app.add_subcommand("hint", "The first press of a shortest solution");
        play =
            app.add_subcommand("play", "Read presses from stdin (\"x,y\"); print the lights left after each");
        validate = app.add_subcommand("validate", "The full level check (schema, then the solver's proof)");
        deal = app.add_subcommand("deal", "Print a board dealt from a seed, as free play deals it");
        for (CLI::App* sub : {solve, hint, play})
            sub->add_option("LEVEL", o.level, "the level file")->required();
        validate->add_option("LEVEL", o.levels, "level files")->required();
        deal->add_option("--size", o.size, "the grid's side")
            ->check(integer(lo::kMinSize, lo::kMaxSize))
            ->capture_default_str();
        deal->add_option("--seed", o.seed, "the deal's seed")->check(non_negative())->capture_default_str();
    }
};

} // namespace

const char* const lights_command_summary = "Lights Out: solve, hint, play, validate, deal";

std::vector<std::string> lights_subcommands() { return subcommand_names(Command().app); }

int lights_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    Command c;
    if (auto code = parse(c.app, args, out, err)) return *code;
    if (c.solve->parsed()) return cmd_solve(c.o, out, err, false);
    if (c.hint->parsed()) return cmd_solve(c.o, out, err, true);
    if (c.play->parsed()) return cmd_play(c.o, in, out, err);
    if (c.validate->parsed()) return cmd_validate(c.o, out, err);
    return cmd_deal(c.o, out);
}

} // namespace tessera::cli
