#pragma once
// Per-game command-line entry points: `tessera <game> <args...>`. `args` excludes the program
// name and the game name. Each returns the process exit code; all I/O goes through the streams
// so tests can drive them.
#include <iosfwd>
#include <string>
#include <vector>

#include "tessera/bench/workload.hpp"

namespace tessera::cli {

using Args = std::vector<std::string>;

int match3_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err);
int samegame_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err);
int sudoku_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err);
int tilestack_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err);
int onestroke_main(const Args& args, std::istream& in, std::ostream& out, std::ostream& err);

std::vector<bench::Workload> match3_workloads();
std::vector<bench::Workload> samegame_workloads();
std::vector<bench::Workload> sudoku_workloads();
std::vector<bench::Workload> tilestack_workloads();
std::vector<bench::Workload> onestroke_workloads();

} // namespace tessera::cli
