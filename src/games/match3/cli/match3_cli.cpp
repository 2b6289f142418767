// `tessera match3 generate|hint|play|stars|autoplay`: start boards, hints, auto-play, a level's star
// odds and the stars of weak, medium and strong players from the command line.
#include <istream>
#include <iterator>
#include <optional>
#include <ostream>
#include <sstream>

#include "match3_autoplay.hpp"

#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/match3/autoplay_level.hpp"
#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/params_check.hpp"
#include "tessera/core/match3/status.hpp"
#include "tessera/core/match3/text.hpp"
#include "tessera/levels/match3/level.hpp"

namespace tessera::cli {

namespace {

namespace m3 = tessera::match3;

constexpr const char* kBoardLetters =
    "Board letters: R G B Y P O W C = colours 0..7, '.' = hole, '@' = colour bomb;\n"
    "a letter followed by '-', '|' or '*' is a row clearer, column clearer or 3x3 bomb.";

struct Options {
    std::optional<int> width, height, colours, moves;
    int seeds = 32;
    std::optional<std::uint64_t> seed;
    std::optional<std::string> level;
    bool specials = true;
};

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
    if (auto why = m3::cascade_problem(p)) {
        err << "tessera match3: " << *why << "\n";
        return false;
    }
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

// The autoplayer on `seeds` deals of the level: how often it earns each star count.
int cmd_stars(const Options& o, std::ostream& out, std::ostream& err) {
    m3::Params p;
    if (!make_params(o, p, err)) return 1;
    if (!m3::start(p)) {
        err << "tessera match3 stars: no start board fits this mask\n";
        return 1;
    }
    const m3::StarOdds odds = m3::star_odds(p, o.seeds);
    out << "stars " << p.rules.stars[0] << " " << p.rules.stars[1] << " " << p.rules.stars[2] << ", "
        << m3::autoplay_budget(p.rules) << " moves, seeds " << p.seed << ".."
        << p.seed + static_cast<std::uint64_t>(o.seeds) - 1 << "\n";
    for (int n = 0; n <= 3; ++n)
        out << n << " stars: " << odds.by_stars[static_cast<std::size_t>(n)] << " of " << odds.runs << "\n";
    out << "won " << odds.won << ", 3 stars " << odds.at_least(3) << " of " << odds.runs << " ("
        << (odds.runs ? 100 * odds.at_least(3) / odds.runs : 0) << "%), scores " << odds.lowest << ".."
        << odds.highest << "\n";
    return 0;
}

} // namespace

const char* const match3_command_summary = "Swap (match-3): generate boards, hints, play, star odds, players";

namespace {

// `tessera match3`: every subcommand and its options, bound to `o`.
struct Command {
    Options o;
    CLI::App app{"Swap (match-3): start boards, hints and auto-play from the command line", "tessera match3"};
    CLI::App* generate = nullptr;
    CLI::App* hint = nullptr;
    CLI::App* play = nullptr;
    CLI::App* stars = nullptr;
    CLI::App* autoplay = nullptr;
    match3_autoplay::Options a;

    Command() {
        app.require_subcommand(1);
        app.footer(kBoardLetters);
        generate =
            app.add_subcommand("generate", "Print a start board (no run, at least one move) as rows of "
                                           "colour letters");
        generate->footer(
            "Defaults: 8x8, 6 colours, seed 0. --level takes size, mask, colours and seed from a "
            "level;\nexplicit options still win.\n" +
            std::string(kBoardLetters));
        hint =
            app.add_subcommand("hint", "Read a board from stdin; print the best swap by immediate score, or "
                                       "\"no move\"");
        hint->footer("Prints \"swap x,y-x,y score N\" (0-based, y down).\n" + std::string(kBoardLetters));
        play = app.add_subcommand(
            "play", "Auto-play with hints (the demo mode): each move, then the board, score and status");
        play->footer("The board comes from --level, or from the size options (defaults as generate's).\n"
                     "Without --moves, plays the level's move limit, or 30.");
        stars = app.add_subcommand(
            "stars", "Auto-play a level on many deals with the strong player and count the stars earned");
        stars->footer(
            "Deals use the level's seed, then seed+1, ... A time goal is played at one move every " +
            std::to_string(m3::kAutoplaySecondsPerMove) + " s; endless for " +
            std::to_string(m3::kAutoplayEndlessMoves) + " moves.");
        stars->add_option("--seeds", o.seeds, "deals to play")->check(integer(1, 100000));
        autoplay = app.add_subcommand(
            "autoplay", "Auto-play levels at each strength on many deals: mean score and stars, as a table");
        autoplay->footer(
            "Players: weak plays a random legal swap, medium the strong player's swap on half "
            "the moves\n(a random one on the others), strong the swap whose whole move scores "
            "most over a few\nguesses at the refills. Deal i uses the level's seed + --from + i.");
        autoplay->add_option("LEVEL", a.levels, "level files")->required();
        autoplay
            ->add_option("--strength", a.strength,
                         std::string("the player: ") + match3_autoplay::kStrengthNames)
            ->default_str("all");
        autoplay->add_option("--seeds", a.seeds, "deals per level")
            ->check(integer(1, 100000))
            ->default_str("64");
        autoplay->add_option("--from", a.from, "the first deal's seed, past the level's own")
            ->check(non_negative());
        for (CLI::App* sub : {generate, play, stars}) {
            sub->add_option("--level", o.level, "take size, mask, colours and seed from this level file");
            sub->add_option("--width", o.width, "board width")->check(integer(m3::kMinSize, m3::kMaxSize));
            sub->add_option("--height", o.height, "board height")->check(integer(m3::kMinSize, m3::kMaxSize));
        }
        for (CLI::App* sub : {generate, hint, play, stars})
            sub->add_option("--colours,--colors", o.colours,
                            sub == hint ? "colours in play (at least those on the board)"
                                        : "number of colours")
                ->check(integer(m3::kMinColours, m3::kMaxColours));
        for (CLI::App* sub : {generate, play, stars})
            sub->add_option("--seed", o.seed, "the deal's seed")->check(non_negative());
        play->add_option("--moves", o.moves, "moves to play")->check(integer(0, 1000000));
        for (CLI::App* sub : {hint, play, stars})
            sub->add_flag_callback(
                "--no-specials", [this] { o.specials = false; },
                "no special tiles: a run of 4 or more makes none");
    }
};

} // namespace

std::vector<std::string> match3_subcommands() { return subcommand_names(Command().app); }

int match3_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err) {
    Command c;
    if (auto code = parse(c.app, args, out, err)) return *code;
    if (c.generate->parsed()) return cmd_generate(c.o, out, err);
    if (c.hint->parsed()) return cmd_hint(c.o, in, out, err);
    if (c.stars->parsed()) return cmd_stars(c.o, out, err);
    if (c.autoplay->parsed()) return match3_autoplay::run(c.a, out, err);
    return cmd_play(c.o, out, err);
}

} // namespace tessera::cli
