#pragma once
// `tessera samegame generate-clearable`: boards built backwards with a recorded clearing line
// (tessera/core/samegame/reverse_deal.hpp), and their bench workloads.
#include <iosfwd>
#include <string>
#include <vector>

#include "tessera/cli/common/workload.hpp"

namespace tessera::cli {

// args: the options, optionally preceded by the command name "generate-clearable":
//   [--width W] [--height H] [--colours C] [--count N] [--seed S] [--quiet] [--verify]
// Board i (0-based) is built from Rng(S + i). Prints each board as rows of letters (top row
// first), then "line K:" and the K moves as x,y (row 0 = top); --quiet prints only the number of
// boards made; --verify also replays every line through apply() and fails if one does not clear.
// Exit code 0, 1 when a board could not be made (or failed --verify), 2 for bad options.
int samegame_reverse_main(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                          std::ostream& err);

// "samegame.reverse-deal": 1,000 boards of 15x15 with 5 colours, signature over boards and lines.
std::vector<tessera::bench::Workload> samegame_reverse_workloads();

} // namespace tessera::cli
