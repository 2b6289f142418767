// `tessera match3 generate|hint|play`: start boards, hints and auto-play from the command line.
#include <charconv>
#include <istream>
#include <iterator>
#include <optional>
#include <ostream>
#include <sstream>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/status.hpp"
#include "tessera/core/match3/text.hpp"
#include "tessera/levels/match3/level.hpp"

namespace tessera::cli {

namespace {

namespace m3 = tessera::match3;

constexpr const char* kUsage =
    "usage: tessera match3 <command> [options]\n"
    "\n"
    "commands:\n"
    "  generate [--width W] [--height H] [--colours C] [--seed S] [--level FILE]\n"
    "      print a start board (no run, at least one move) as rows of colour letters.\n"
    "      Defaults: 8x8, 6 colours, seed 0. --level takes size, mask, colours and seed from a level\n"
    "      (explicit options still win).\n"
    "  hint [--colours C] [--no-specials]\n"
    "      read a board from stdin and print the best swap by immediate score\n"
    "      (\"swap x,y-x,y score N\", 0-based, y down), or \"no move\".\n"
    "  play [--level FILE | --width W --height H --colours C --seed S] [--moves N]\n"
    "      auto-play with hints (the demo mode): print each move, then the board, score and status.\n"
    "\n"
    "Board letters: R G B Y P O W C = colours 0..7, '.' = hole, '@' = colour bomb;\n"
    "a letter followed by '-', '|' or '*' is a row clearer, column clearer or 3x3 bomb.\n";

struct Options {
    std::optional<int> width, height, colours, moves;
    std::optional<std::uint64_t> seed;
    std::optional<std::string> level;
    bool specials = true;
};

bool parse_number(const std::string& text, std::uint64_t& out) {
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && p == text.data() + text.size();
}

// Parses `--flag value` pairs; returns an error message or "".
std::string parse_options(const Args& args, std::size_t first, Options& o) {
    for (std::size_t i = first; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--no-specials") {
            o.specials = false;
            continue;
        }
        if (i + 1 >= args.size()) return "missing value after " + a;
        const std::string& v = args[++i];
        std::uint64_t n = 0;
        auto small = [&](std::optional<int>& slot, int lo, int hi) -> std::string {
            if (!parse_number(v, n) || n < static_cast<std::uint64_t>(lo) ||
                n > static_cast<std::uint64_t>(hi))
                return a + ": expected an integer " + std::to_string(lo) + ".." + std::to_string(hi) +
                       ", got \"" + v + "\"";
            slot = static_cast<int>(n);
            return "";
        };
        std::string e;
        if (a == "--width")
            e = small(o.width, m3::kMinSize, m3::kMaxSize);
        else if (a == "--height")
            e = small(o.height, m3::kMinSize, m3::kMaxSize);
        else if (a == "--colours" || a == "--colors")
            e = small(o.colours, m3::kMinColours, m3::kMaxColours);
        else if (a == "--moves")
            e = small(o.moves, 0, 1000000);
        else if (a == "--seed") {
            if (!parse_number(v, n)) return "--seed: expected a non-negative integer, got \"" + v + "\"";
            o.seed = n;
        } else if (a == "--level")
            o.level = v;
        else
            return "unknown option " + a;
        if (!e.empty()) return e;
    }
    return "";
}

// Params from --level (if any) overridden by explicit options. Returns false after reporting.
bool make_params(const Options& o, m3::Params& p, std::ostream& err) {
    if (o.level) {
        try {
            const auto doc = levels::load_document(*o.level);
            p = levels::parse_match3_level(doc).params;
        } catch (const levels::LevelError& e) {
            err << "tessera match3: " << e.what() << "\n";
            return false;
        }
    } else {
        p.rules.goal = m3::Goal{};
    }
    const bool resized = (o.width && *o.width != p.width) || (o.height && *o.height != p.height);
    if (o.width) p.width = *o.width;
    if (o.height) p.height = *o.height;
    if (resized) p.mask = {};
    if (o.colours) p.rules.colours = *o.colours;
    if (o.seed) p.seed = *o.seed;
    if (!o.specials) p.rules.specials = false;
    return true;
}

int cmd_generate(const Options& o, std::ostream& out, std::ostream& err) {
    m3::Params p;
    if (!make_params(o, p, err)) return 1;
    const auto s = m3::start(p);
    if (!s) {
        err << "tessera match3 generate: no start board fits this mask\n";
        return 1;
    }
    out << m3::to_text(s->board);
    return 0;
}

int cmd_hint(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
    // Read at most a board's worth of text (16 rows of up to 32 characters, generously).
    std::string text;
    char buf[4096];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        text.append(buf, static_cast<std::size_t>(in.gcount()));
        if (text.size() > 64 * 1024) {
            err << "tessera match3 hint: input too large for a board\n";
            return 1;
        }
    }
    std::string error;
    const auto board = m3::parse_board(text, &error);
    if (!board) {
        err << "tessera match3 hint: stdin: " << error << "\n";
        return 1;
    }
    int highest = -1;
    for (const m3::Tile& t : *board) highest = std::max(highest, static_cast<int>(t.colour));
    const auto runs = m3::find_runs(*board);
    if (!runs.empty()) {
        err << "tessera match3 hint: the board already has a run at " << runs[0].start.x << ","
            << runs[0].start.y << "; a hint needs a stable board\n";
        return 1;
    }
    m3::State s;
    s.board = *board;
    s.rules.colours = std::max({m3::kMinColours, highest + 1, o.colours.value_or(0)});
    s.rules.specials = o.specials;
    const auto h = m3::hint(s);
    if (!h)
        out << "no move\n";
    else
        out << "swap " << m3::to_string(h->move) << " score " << h->score << "\n";
    return 0;
}

int cmd_play(const Options& o, std::ostream& out, std::ostream& err) {
    m3::Params p;
    if (!make_params(o, p, err)) return 1;
    auto s = m3::start(p);
    if (!s) {
        err << "tessera match3 play: no start board fits this mask\n";
        return 1;
    }
    const int limit = o.moves.value_or(p.rules.goal.kind == m3::GoalKind::Moves ? p.rules.goal.moves : 30);
    int n = 0;
    const auto result =
        m3::autoplay(*s, limit, [&](const m3::State& before, const m3::Move& m, const m3::Outcome& outc) {
            out << ++n << ". swap " << m3::to_string(m) << " +" << (outc.state.score - before.score) << " = "
                << outc.state.score << "\n";
        });
    const m3::Status st = m3::status(result.state);
    out << m3::to_text(result.state.board) << "score " << result.state.score << " in " << result.moves
        << " moves, " << st.stars << " stars";
    if (!st.reason.empty()) out << ", " << st.reason;
    out << "\n";
    return 0;
}

} // namespace

const char* const match3_command_summary = "Swap (match-3): generate boards, hints, play from stdin";

int match3_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? err : out) << kUsage;
        return args.empty() ? 2 : 0;
    }
    const std::string& cmd = args[0];
    if (cmd != "generate" && cmd != "hint" && cmd != "play") {
        err << "tessera match3: unknown command \"" << cmd << "\"\n" << kUsage;
        return 2;
    }
    for (std::size_t i = 1; i < args.size(); ++i)
        if (args[i] == "--help" || args[i] == "-h") {
            out << kUsage;
            return 0;
        }
    Options o;
    if (const std::string e = parse_options(args, 1, o); !e.empty()) {
        err << "tessera match3 " << cmd << ": " << e << "\n";
        return 2;
    }
    if (cmd == "generate") return cmd_generate(o, out, err);
    if (cmd == "hint") return cmd_hint(o, in, out, err);
    return cmd_play(o, out, err);
}

} // namespace tessera::cli
