// `tessera tilestack ...`: solve, hint, generate, play and validate Tile Stack levels.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/tilestack/deal.hpp"
#include "tessera/core/tilestack/solver.hpp"
#include "tessera/levels/registry.hpp"
#include "tessera/levels/tilestack/level.hpp"

namespace tessera::cli {

namespace {

namespace tt = tessera::tilestack;

constexpr const char* kUsage = R"(usage: tessera tilestack COMMAND LEVEL.json [options]

commands:
  solve LEVEL [--seed S] [--nodes N]   prove the deal winnable (prints the picks) or unwinnable
  hint LEVEL [--seed S]                the first pick of a winning sequence
  generate LEVEL [--seed S]            print the deal: one line per tile "tile x y z face"
  play LEVEL [--seed S]                read moves from stdin ("pick 12", "undo", "pop", "shuffle 7"),
                                       print the events of each and the final status
  validate LEVEL...                    the full level check (schema, solver on fixed and sampled deals)
  prove-levels [DIR]                   time the proof of every level in DIR (default levels/tilestack)

The deal comes from --seed, else the level's "seed", else seed 1.
Tiles are numbered layer by layer from the bottom, row by row, as in the level's layout.
)";

struct Options {
    std::vector<std::string> positional;
    std::optional<std::uint64_t> seed;
    std::uint64_t nodes = levels::kTilestackValidateNodes;
};

bool parse_u64(const std::string& s, std::uint64_t& v) {
    if (s.empty()) return false;
    std::uint64_t r = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
        if (r > (UINT64_MAX - d) / 10) return false;
        r = r * 10 + d;
    }
    v = r;
    return true;
}

std::optional<Options> parse_options(const Args& args, std::size_t first, std::ostream& err) {
    Options o;
    for (std::size_t i = first; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--seed" || a == "--nodes") {
            std::uint64_t v = 0;
            if (i + 1 >= args.size() || !parse_u64(args[i + 1], v)) {
                err << "tessera tilestack: " << a << " needs a non-negative integer\n";
                return std::nullopt;
            }
            ++i;
            if (a == "--seed")
                o.seed = v;
            else
                o.nodes = v;
        } else if (a.starts_with("--")) {
            err << "tessera tilestack: unknown option " << a << " (see --help)\n";
            return std::nullopt;
        } else {
            o.positional.push_back(a);
        }
    }
    return o;
}

struct Loaded {
    levels::TilestackLevel level;
    std::uint64_t seed = 1;
    tt::State state;
};

std::optional<Loaded> load(const Options& o, std::ostream& err) {
    if (o.positional.size() != 1) {
        err << "tessera tilestack: expected one LEVEL file (see --help)\n";
        return std::nullopt;
    }
    try {
        const levels::Document doc = levels::load_document(o.positional[0]);
        Loaded l{levels::parse_tilestack_level(doc), 1, {}};
        for (const auto& w : doc.warnings()) err << "warning: " << w << "\n";
        l.seed = o.seed ? *o.seed : l.level.seed.value_or(1);
        Rng rng(l.seed);
        l.state = tt::start(l.level.params, rng);
        return l;
    } catch (const levels::LevelError& e) {
        err << e.what() << "\n";
        return std::nullopt;
    }
}

std::string ms_since(std::chrono::steady_clock::time_point start) {
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f ms", ms);
    return buf;
}

int cmd_solve(const Options& o, std::ostream& out, std::ostream& err, bool hint_only) {
    auto l = load(o, err);
    if (!l) return 1;
    const auto start = std::chrono::steady_clock::now();
    const tt::SolveResult r = tt::solve(l->state, tt::SolveLimits{o.nodes, {}});
    const std::string took = ms_since(start);
    if (hint_only) {
        if (r.verdict != tt::Verdict::Winnable || r.picks.empty()) {
            out << "no hint: " << tt::to_string(r.verdict) << "\n";
            return r.verdict == tt::Verdict::Unknown ? 3 : 0;
        }
        out << tt::to_string(tt::Move::pick(r.picks.front())) << "\n";
        return 0;
    }
    out << tt::to_string(r.verdict) << " (seed " << l->seed << ", " << r.nodes << " nodes, " << took << ")\n";
    if (r.verdict == tt::Verdict::Winnable) {
        out << "picks:";
        for (int t : r.picks) out << ' ' << t;
        out << "\n";
    }
    return r.verdict == tt::Verdict::Unknown ? 3 : 0;
}

int cmd_generate(const Options& o, std::ostream& out, std::ostream& err) {
    auto l = load(o, err);
    if (!l) return 1;
    const tt::Layout& layout = *l->state.layout;
    out << "# " << l->level.title << ": " << layout.size() << " tiles, mode " << tt::to_string(layout.mode)
        << ", seed " << l->seed << "\n# tile x y z face (x, y in half tiles)\n";
    for (int t = 0; t < layout.size(); ++t) {
        const auto& p = layout.pos[static_cast<std::size_t>(t)];
        out << t << ' ' << p.x << ' ' << p.y << ' ' << p.z << ' '
            << l->state.face[static_cast<std::size_t>(t)] << "\n";
    }
    return 0;
}

std::string describe(const tt::Event& e) {
    std::ostringstream s;
    auto list = [&](const std::vector<int>& v) {
        for (std::size_t i = 0; i < v.size(); ++i) s << (i ? " " : "") << v[i];
    };
    if (auto* p = std::get_if<tt::Picked>(&e))
        s << "picked " << p->tile << (p->from == tt::Place::Side ? " from the side row" : "") << " into slot "
          << p->slot;
    else if (auto* f = std::get_if<tt::Freed>(&e))
        s << "freed ", list(f->tiles);
    else if (auto* c = std::get_if<tt::TrayCleared>(&e))
        s << "cleared face " << c->face << ": ", list(c->tiles);
    else if (auto* pp = std::get_if<tt::Popped>(&e))
        s << "popped to the side row: ", list(pp->tiles);
    else if (auto* r = std::get_if<tt::Returned>(&e))
        s << "returned " << r->tile << " from slot " << r->slot;
    else if (auto* cv = std::get_if<tt::Covered>(&e))
        s << "covered ", list(cv->tiles);
    else if (auto* sh = std::get_if<tt::Reshuffled>(&e))
        s << "reshuffled " << sh->tiles.size() << " tiles"
          << (sh->proven_winnable ? " (proven winnable)" : "");
    else if (std::holds_alternative<tt::Won>(e))
        s << "won";
    else if (auto* lo = std::get_if<tt::Lost>(&e))
        s << "lost: " << lo->reason;
    return s.str();
}

int cmd_play(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
    auto l = load(o, err);
    if (!l) return 1;
    tt::State s = l->state;
    std::string line;
    int line_no = 0;
    while (std::getline(in, line)) {
        ++line_no;
        if (line.empty() || line[0] == '#') continue;
        const auto move = tt::parse_move(line);
        if (!move) {
            err << "line " << line_no << ": not a move: \"" << line << "\"\n";
            return 1;
        }
        const auto outcome = tt::apply(s, *move);
        if (!outcome) {
            err << "line " << line_no << ": illegal move: " << line << "\n";
            return 1;
        }
        out << line << ":";
        for (const auto& e : outcome->events) out << " [" << describe(e) << "]";
        out << "\n";
        s = outcome->state;
    }
    const tt::Status st = tt::status(s);
    out << (st.phase == tt::Phase::Won ? "won" : st.phase == tt::Phase::Lost ? "lost" : "playing");
    if (!st.reason.empty()) out << ": " << st.reason;
    out << " (tray " << s.tray.size() << "/" << s.tray_capacity << ", " << s.board_left
        << " tiles on the board)\n";
    return 0;
}

int cmd_validate(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.positional.empty()) {
        err << "tessera tilestack validate: expected LEVEL files\n";
        return 2;
    }
    int failures = 0;
    for (const auto& path : o.positional) {
        try {
            const levels::Document doc = levels::load_document(path);
            const std::string note = levels::validate_tilestack(doc);
            for (const auto& w : doc.warnings()) err << "warning: " << w << "\n";
            out << path << ": " << note << "\n";
        } catch (const levels::LevelError& e) {
            err << e.what() << "\n";
            ++failures;
        }
    }
    return failures ? 1 : 0;
}

int cmd_prove_levels(const Options& o, std::ostream& out, std::ostream& err) {
    const std::string dir = o.positional.empty() ? "levels/tilestack" : o.positional[0];
    std::error_code ec;
    std::map<std::string, std::filesystem::path> files; // sorted by name
    for (const auto& e : std::filesystem::directory_iterator(dir, ec))
        if (e.path().extension() == ".json") files[e.path().filename().string()] = e.path();
    if (ec || files.empty()) {
        err << "tessera tilestack prove-levels: no levels in " << dir << "\n";
        return 1;
    }
    int failures = 0;
    for (const auto& [name, path] : files) {
        Options one = o;
        one.positional = {path.string()};
        auto l = load(one, err);
        if (!l) {
            ++failures;
            continue;
        }
        const auto start = std::chrono::steady_clock::now();
        const tt::SolveResult r = tt::solve(l->state, tt::SolveLimits{o.nodes, {}});
        out << name << ": " << tt::to_string(r.verdict) << ", " << l->state.layout->size() << " tiles, "
            << r.nodes << " nodes, " << ms_since(start) << "\n";
        failures += r.verdict != tt::Verdict::Winnable;
    }
    return failures ? 1 : 0;
}

} // namespace

const char* const tilestack_command_summary = "Tile Stack: solve and hint deals, generate, play, validate";

int tilestack_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    bool help = args.empty() || args[0] == "-h" || args[0] == "help";
    for (const auto& a : args) help = help || a == "--help";
    if (help) {
        (args.empty() ? err : out) << kUsage;
        return args.empty() ? 2 : 0;
    }
    const std::string& cmd = args[0];
    const auto o = parse_options(args, 1, err);
    if (!o) return 2;
    if (cmd == "solve") return cmd_solve(*o, out, err, false);
    if (cmd == "hint") return cmd_solve(*o, out, err, true);
    if (cmd == "generate") return cmd_generate(*o, out, err);
    if (cmd == "play") return cmd_play(*o, in, out, err);
    if (cmd == "validate") return cmd_validate(*o, out, err);
    if (cmd == "prove-levels") return cmd_prove_levels(*o, out, err);
    err << "tessera tilestack: unknown command \"" << cmd << "\" (see --help)\n";
    return 2;
}

} // namespace tessera::cli
