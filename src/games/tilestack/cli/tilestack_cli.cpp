// `tessera tilestack ...`: solve, hint, generate, play and validate Tile Stack levels.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "tessera/cli/common/ok_line.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/tilestack/deal.hpp"
#include "tessera/core/tilestack/solver.hpp"
#include "tessera/levels/common/json_text.hpp"
#include "tessera/levels/registry.hpp"
#include "tessera/levels/tilestack/level.hpp"

namespace tessera::cli {

namespace {

namespace tt = tessera::tilestack;

struct Options {
    std::string level;               // solve, hint, generate, play
    std::vector<std::string> levels; // validate
    std::string dir = "levels/tilestack";
    std::optional<std::uint64_t> seed;
    std::uint64_t nodes = levels::kTilestackValidateNodes;
    bool json = false; // solve: print the deal and the line as a certificate
};

struct Loaded {
    levels::TilestackLevel level;
    std::uint64_t seed = 1;
    tt::State state;
};

std::optional<Loaded> load(const Options& o, std::ostream& err) {
    try {
        const levels::Document doc = levels::load_document(o.level);
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

// `solve --json`: a certificate anyone can replay without our code (docs/games/tilestack.md):
// every tile with its place in half-tile units, its face and the tiles covering it, then the
// winning line as tile picks. One tile per line so a diff or a grep reads it.
void print_certificate(const Options& o, const Loaded& l, const tt::SolveResult& r, std::ostream& out) {
    const tt::State& s = l.state;
    const tt::Layout& layout = *s.layout;
    auto tile = [&](int t) {
        const tt::TilePos& p = layout.pos[static_cast<std::size_t>(t)];
        std::ostringstream j;
        j << "{\"tile\": " << t << ", \"x\": " << p.x << ", \"y\": " << p.y << ", \"z\": " << p.z
          << ", \"face\": " << s.face[static_cast<std::size_t>(t)];
        return j.str();
    };
    out << "{\n  \"format\": \"tessera-tilestack-certificate/1\",\n"
        << "  \"level\": " << levels::json_text(o.level) << ",\n"
        << "  \"title\": " << levels::json_text(l.level.title) << ",\n"
        << "  \"seed\": " << l.seed << ",\n  \"tray\": " << s.tray_capacity << ",\n"
        << "  \"units\": \"half-tile\",\n  \"verdict\": \"" << tt::to_string(r.verdict) << "\",\n"
        << "  \"nodes\": " << r.nodes << ",\n  \"tiles\": [";
    for (int t = 0; t < layout.size(); ++t) {
        out << (t ? ",\n    " : "\n    ") << tile(t) << ", \"covered_by\": [";
        const auto& by = layout.covered_by[static_cast<std::size_t>(t)];
        for (std::size_t i = 0; i < by.size(); ++i) out << (i ? ", " : "") << by[i];
        out << "]}";
    }
    out << "\n  ],\n  \"picks\": [";
    for (std::size_t i = 0; i < r.picks.size(); ++i)
        out << (i ? ",\n    " : "\n    ") << tile(r.picks[i]) << "}";
    out << (r.picks.empty() ? "]\n}\n" : "\n  ]\n}\n");
}

int cmd_solve(const Options& o, std::ostream& out, std::ostream& err, bool hint_only) {
    auto l = load(o, err);
    if (!l) return 1;
    const auto start = std::chrono::steady_clock::now();
    const tt::SolveResult r = tt::solve(l->state, tt::SolveLimits{o.nodes, {}});
    const std::string took = ms_since(start);
    if (o.json && !hint_only) {
        print_certificate(o, *l, r, out);
        return r.verdict == tt::Verdict::Unknown ? 3 : 0;
    }
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
    int failures = 0;
    for (const auto& path : o.levels) {
        try {
            const levels::Document doc = levels::load_document(path);
            const std::string note = levels::validate_tilestack(doc);
            for (const auto& w : doc.warnings()) err << w << "\n"; // "file:line:col: warning: ..."
            out << ok_line(path, note) << "\n";
        } catch (const levels::LevelError& e) {
            err << e.what() << "\n";
            ++failures;
        }
    }
    return failures ? 1 : 0;
}

int cmd_prove_levels(const Options& o, std::ostream& out, std::ostream& err) {
    const std::string& dir = o.dir;
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
        one.level = path.string();
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

namespace {

constexpr const char* kDealNote =
    "The deal comes from --seed, else the level's \"seed\", else seed 1. Tiles are numbered layer by\n"
    "layer from the bottom, row by row, as in the level's layout.";

// `tessera tilestack`: every subcommand and its options, bound to `o`.
struct Command {
    Options o;
    CLI::App app{"Tile Stack: prove deals winnable, hint, print deals, play moves, validate levels",
                 "tessera tilestack"};
    CLI::App* solve = nullptr;
    CLI::App* hint = nullptr;
    CLI::App* generate = nullptr;
    CLI::App* play = nullptr;
    CLI::App* validate = nullptr;
    CLI::App* prove_levels = nullptr;

    Command() {
        app.require_subcommand(1);
        app.footer(kDealNote);
        solve = app.add_subcommand("solve", "Prove the deal winnable (prints the picks) or unwinnable");
        hint = app.add_subcommand("hint", "The first pick of a winning sequence");
        generate = app.add_subcommand("generate", "Print the deal: one line per tile \"tile x y z face\"");
        play = app.add_subcommand("play",
                                  "Read moves from stdin (\"pick 12\", \"undo\", \"pop\", \"shuffle 7\"); "
                                  "print the events of each and the final status");
        validate = app.add_subcommand("validate", "The full level check (schema, then winnable deals' "
                                                  "certificates replayed, a shuffled fixed deal solved)");
        prove_levels = app.add_subcommand("prove-levels",
                                          "Time the proof of every level in DIR (default levels/tilestack)");
        for (CLI::App* sub : {solve, hint, generate, play}) {
            sub->add_option("LEVEL", o.level, "the level file")->required();
            sub->footer(kDealNote);
        }
        validate->add_option("LEVEL", o.levels, "level files")->required();
        prove_levels->add_option("DIR", o.dir, "a folder of level files")->capture_default_str();
        for (CLI::App* sub : {solve, hint, generate, play, prove_levels})
            sub->add_option("--seed", o.seed, "deal with this seed")->check(non_negative());
        for (CLI::App* sub : {solve, hint, prove_levels})
            sub->add_option("--nodes", o.nodes, "the solver's node budget")
                ->check(non_negative())
                ->capture_default_str();
        solve->add_flag("--json", o.json,
                        "print a certificate: every tile (x, y, z in half tiles, face, covered_by) "
                        "and the winning picks");
        for (CLI::App* sub : {solve, hint})
            sub->footer(std::string(kDealNote) +
                        "\nExit status 3: the node budget ran out before a verdict.");
    }
};

} // namespace

std::vector<std::string> tilestack_subcommands() { return subcommand_names(Command().app); }

int tilestack_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    Command c;
    if (auto code = parse(c.app, args, out, err)) return *code;
    if (c.solve->parsed()) return cmd_solve(c.o, out, err, false);
    if (c.hint->parsed()) return cmd_solve(c.o, out, err, true);
    if (c.generate->parsed()) return cmd_generate(c.o, out, err);
    if (c.play->parsed()) return cmd_play(c.o, in, out, err);
    if (c.validate->parsed()) return cmd_validate(c.o, out, err);
    return cmd_prove_levels(c.o, out, err);
}

} // namespace tessera::cli
