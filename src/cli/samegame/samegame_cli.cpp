// Placeholder until the samegame CLI lands.
#include <ostream>

#include "tessera/cli/game_commands.hpp"

namespace tessera::cli {
int samegame_main(const Args&, std::istream&, std::ostream&, std::ostream& err) {
    err << "tessera samegame: not available yet\n";
    return 2;
}
std::vector<bench::Workload> samegame_workloads() { return {}; }
} // namespace tessera::cli
