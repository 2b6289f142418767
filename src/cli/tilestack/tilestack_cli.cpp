// Placeholder until the tilestack CLI lands.
#include <ostream>

#include "tessera/cli/game_commands.hpp"

namespace tessera::cli {
int tilestack_main(const Args&, std::istream&, std::ostream&, std::ostream& err) {
    err << "tessera tilestack: not available yet\n";
    return 2;
}
std::vector<bench::Workload> tilestack_workloads() { return {}; }
} // namespace tessera::cli
