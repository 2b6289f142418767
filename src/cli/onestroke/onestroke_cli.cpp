// Placeholder until the onestroke CLI lands.
#include <ostream>

#include "tessera/cli/game_commands.hpp"

namespace tessera::cli {
int onestroke_main(const Args&, std::istream&, std::ostream&, std::ostream& err) {
    err << "tessera onestroke: not available yet\n";
    return 2;
}
std::vector<bench::Workload> onestroke_workloads() { return {}; }
} // namespace tessera::cli
