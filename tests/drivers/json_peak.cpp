// Loads one JSON file the way the game does and exits, so that a test can read the process's
// peak resident memory (getrusage of the child): everything counts, not only operator new.
//
//   tessera_json_peak level FILE   check_level_file(FILE, deep), as levels validate does
//   tessera_json_peak profile DIR  ProfileStore(DIR).load(), as the game does at start
// Prints the outcome ("accepted" or the first message) on one line.
#include <cstdio>
#include <string>

#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/profile.hpp"

int main(int argc, char** argv) {
    using namespace tessera;
    if (argc != 3) return 2;
    const std::string mode = argv[1];
    std::string outcome;
    if (mode == "level") {
        const auto info = levels::check_level_file(argv[2], true);
        outcome = info.broken() ? info.error : "accepted";
    } else if (mode == "profile") {
        levels::ProfileStore store(argv[2]);
        const auto loaded = store.load();
        outcome = loaded.warnings.empty() ? "accepted" : loaded.warnings.front();
    } else {
        return 2;
    }
    outcome = outcome.substr(0, outcome.find('\n'));
    if (outcome.size() > 160) outcome = outcome.substr(0, 157) + "...";
    std::printf("%s\n", outcome.c_str());
    return 0;
}
