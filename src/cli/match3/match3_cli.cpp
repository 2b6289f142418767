// Placeholder until the match3 CLI lands.
#include <ostream>

#include "tessera/cli/game_commands.hpp"

namespace tessera::cli {
int match3_main(const Args&, std::istream&, std::ostream&, std::ostream& err) {
    err << "tessera match3: not available yet\n";
    return 2;
}
std::vector<bench::Workload> match3_workloads() { return {}; }
} // namespace tessera::cli
