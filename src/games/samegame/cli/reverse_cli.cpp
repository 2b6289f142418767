// `tessera samegame generate-clearable` and the reverse-deal bench workload (see reverse_cli.hpp).
#include "reverse_cli.hpp"

#include <cstdint>
#include <ostream>
#include <utility>

#include "tessera/cli/common/parse.hpp"
#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/core/samegame/reverse_deal.hpp"

namespace tessera::cli {

using namespace tessera::samegame;

namespace {

// True when the line, replayed through apply(), removes every tile.
bool clears(const ReverseDeal& d) {
    State s = start(d.board, Config{});
    for (const Move& m : d.line) {
        auto o = apply(s, m);
        if (!o) return false;
        s = std::move(o->state);
    }
    return s.board.empty();
}

} // namespace

CLI::App* add_generate_clearable(CLI::App& parent, ClearableOptions& o) {
    CLI::App* cmd = parent.add_subcommand(
        "generate-clearable", "Boards built backwards with a line that clears them (board i from seed S+i)");
    cmd->add_option("--width", o.width, "board width")->check(integer(1, kMaxSide))->capture_default_str();
    cmd->add_option("--height", o.height, "board height")->check(integer(1, kMaxSide))->capture_default_str();
    cmd->add_option("--colours", o.colours, "number of colours")
        ->check(integer(1, kMaxColours))
        ->capture_default_str();
    cmd->add_option("--count", o.count, "how many boards")
        ->check(integer(1, 100'000'000))
        ->capture_default_str();
    cmd->add_option("--seed", o.seed, "the first board's seed")
        ->check(integer(0, INT64_MAX))
        ->capture_default_str();
    cmd->add_flag("--quiet", o.quiet, "print only the number of boards made");
    cmd->add_flag("--verify", o.verify, "replay every line through the rules; fail if one does not clear");
    cmd->footer("Each board: \"seed S\", its rows (top row first), then \"line K:\" and the K moves as x,y\n"
                "(row 0 = top).");
    return cmd;
}

int run_generate_clearable(const ClearableOptions& o, std::ostream& out, std::ostream& err) {
    if (o.width * o.height < 2) {
        err << "tessera samegame generate-clearable: the board needs at least 2 cells\n";
        return kExitUsage;
    }
    const int w = o.width, h = o.height, c = o.colours;
    const std::int64_t count = o.count, seed = o.seed;
    const bool quiet = o.quiet, verify = o.verify;
    std::int64_t made = 0;
    int rc = 0;
    for (std::int64_t k = 0; k < count; ++k) {
        const auto board_seed = static_cast<std::uint64_t>(seed) + static_cast<std::uint64_t>(k);
        Rng rng(board_seed);
        const auto d = reverse_deal(w, h, c, rng);
        if (!d) {
            err << "tessera samegame generate-clearable: no board from seed " << board_seed << "\n";
            rc = 1;
            continue;
        }
        if (verify && !clears(*d)) {
            err << "tessera samegame generate-clearable: the line of seed " << board_seed
                << " does not clear\n";
            rc = 1;
            continue;
        }
        ++made;
        if (quiet) continue;
        if (k > 0) out << "\n";
        out << "seed " << board_seed << "\n";
        for (const auto& row : format_board(d->board)) out << row << "\n";
        out << "line " << d->line.size() << ":";
        for (const Move& m : d->line) out << " " << to_string(m);
        out << "\n";
    }
    if (quiet) out << made << "\n";
    return rc;
}

std::vector<tessera::bench::Workload> samegame_reverse_workloads() {
    std::vector<tessera::bench::Workload> w;
    w.push_back({"samegame.reverse-deal", [] {
                     // Clearable 15x15 boards with 5 colours, built backwards (no solver).
                     std::uint64_t sig = 0, groups = 0;
                     const int n = 1000;
                     for (int i = 0; i < n; ++i) {
                         Rng rng(static_cast<std::uint64_t>(i));
                         const auto d = reverse_deal(15, 15, 5, rng);
                         if (!d) continue;
                         sig = bench::mix(sig, d->board.hash());
                         for (const Move& m : d->line)
                             sig = bench::mix(sig, static_cast<std::uint64_t>(m.tile.x * 64 + m.tile.y));
                         groups += d->line.size();
                     }
                     return bench::Result{static_cast<std::uint64_t>(n), "boards", sig,
                                          "15x15, 5 colours, mean group " +
                                              std::to_string(static_cast<double>(n * 225) /
                                                             static_cast<double>(groups ? groups : 1))
                                                  .substr(0, 4)};
                 }});
    return w;
}

} // namespace tessera::cli
