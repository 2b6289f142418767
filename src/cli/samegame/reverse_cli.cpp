// `tessera samegame generate-clearable` and the reverse-deal bench workload (see reverse_cli.hpp).
#include "reverse_cli.hpp"

#include <cstdint>
#include <map>
#include <ostream>
#include <set>
#include <utility>

#include "samegame_cli_support.hpp"
#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/core/samegame/reverse_deal.hpp"

namespace tessera::cli {

using namespace tessera::samegame;

namespace {

constexpr const char* kUsage =
    "usage: tessera samegame generate-clearable [--width W] [--height H] [--colours C] [--count N]\n"
    "                                           [--seed S] [--quiet] [--verify]\n"
    "  boards built backwards with a line that clears them (board i from seed S+i)\n";

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

int samegame_reverse_main(const std::vector<std::string>& args, std::istream&, std::ostream& out,
                          std::ostream& err) {
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
    const std::set<std::string> with_value = {"--width", "--height", "--colours", "--count", "--seed"};
    std::size_t i = !args.empty() && args[0] == "generate-clearable" ? 1 : 0;
    for (; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--help" || a == "-h") {
            out << kUsage;
            return 0;
        }
        if (a == "--quiet" || a == "--verify") {
            flags.insert(a);
        } else if (with_value.count(a)) {
            if (i + 1 >= args.size()) {
                err << "tessera samegame generate-clearable: " << a << " needs a value\n";
                return 2;
            }
            values[a] = args[++i];
        } else {
            err << "tessera samegame generate-clearable: unknown option '" << a << "'\n" << kUsage;
            return 2;
        }
    }
    std::int64_t w, h, c, count, seed;
    if (!int_opt(values, "--width", 1, kMaxSide, 15, w, err) ||
        !int_opt(values, "--height", 1, kMaxSide, 15, h, err) ||
        !int_opt(values, "--colours", 1, kMaxColours, 5, c, err) ||
        !int_opt(values, "--count", 1, 100'000'000, 1, count, err) ||
        !int_opt(values, "--seed", 0, INT64_MAX, 1, seed, err))
        return 2;
    if (w * h < 2) {
        err << "tessera samegame generate-clearable: the board needs at least 2 cells\n";
        return 2;
    }
    const bool quiet = flags.count("--quiet") > 0;
    const bool verify = flags.count("--verify") > 0;
    std::int64_t made = 0;
    int rc = 0;
    for (std::int64_t k = 0; k < count; ++k) {
        const auto board_seed = static_cast<std::uint64_t>(seed) + static_cast<std::uint64_t>(k);
        Rng rng(board_seed);
        const auto d = reverse_deal(static_cast<int>(w), static_cast<int>(h), static_cast<int>(c), rng);
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
