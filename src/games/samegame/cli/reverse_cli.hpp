#pragma once
// `tessera samegame generate-clearable`: boards built backwards with a recorded clearing line
// (tessera/core/samegame/reverse_deal.hpp), and their bench workloads.
#include <cstdint>
#include <iosfwd>
#include <vector>

#include <CLI/CLI.hpp>

#include "tessera/cli/common/workload.hpp"

namespace tessera::cli {

struct ClearableOptions {
    int width = 15, height = 15, colours = 5;
    std::int64_t count = 1, seed = 1;
    bool quiet = false, verify = false;
};

// Adds `generate-clearable` to `parent` (`tessera samegame`), its options bound to `o`:
//   [--width W] [--height H] [--colours C] [--count N] [--seed S] [--quiet] [--verify]
CLI::App* add_generate_clearable(CLI::App& parent, ClearableOptions& o);

// Board i (0-based) is built from Rng(S + i). Prints each board as rows of letters (top row
// first), then "line K:" and the K moves as x,y (row 0 = top); --quiet prints only the number of
// boards made; --verify also replays every line through apply() and fails if one does not clear.
// Exit code 0, 1 when a board could not be made (or failed --verify), 2 for a board of fewer than
// 2 cells.
int run_generate_clearable(const ClearableOptions& o, std::ostream& out, std::ostream& err);

// "samegame.reverse-deal": 1,000 boards of 15x15 with 5 colours, signature over boards and lines.
std::vector<tessera::bench::Workload> samegame_reverse_workloads();

} // namespace tessera::cli
