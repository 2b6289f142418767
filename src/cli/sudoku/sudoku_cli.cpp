// Placeholder until the sudoku CLI lands.
#include <ostream>

#include "tessera/cli/game_commands.hpp"

namespace tessera::cli {
int sudoku_main(const Args&, std::istream&, std::ostream&, std::ostream& err) {
    err << "tessera sudoku: not available yet\n";
    return 2;
}
std::vector<bench::Workload> sudoku_workloads() { return {}; }
} // namespace tessera::cli
