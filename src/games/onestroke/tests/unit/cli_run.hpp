#pragma once
// `tessera onestroke ...` run in-process, for the command tests.
#include <string>
#include <vector>

#include "support/cli_run.hpp"
#include "tessera/cli/game_commands.hpp"

namespace onestroke_test {

using Run = tessera::testing::CliRun;

inline Run run(const std::vector<std::string>& args) {
    return tessera::testing::run_cli(tessera::cli::onestroke_main, args);
}

} // namespace onestroke_test
