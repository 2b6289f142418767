#include <iostream>

#include "tessera/cli/commands.hpp"
#include "tessera/levels/common/atomic_file.hpp"

int main(int argc, char** argv) {
    tessera::levels::check_standard_output();
    const int code = tessera::cli::run_main(argc, argv);
    // What a command printed must have reached its destination (a full disk, /dev/full).
    if (const std::string why = tessera::levels::close_standard_output(); !why.empty()) {
        std::cerr << "tessera: " << why << "\n";
        return code == 0 ? 1 : code;
    }
    return code;
}
