// libFuzzer target: any bytes as the standard input of `tessera match3 hint` (the board parser, then the best
// swap). Only "done" (0) or "invalid input" (1, with a message) may come out: never a usage error, a crash,
// a hang or a sanitizer report.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "tessera/cli/game_commands.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::ostringstream out, err;
    const int code = tessera::cli::match3_main({"hint"}, in, out, err);
    if (code != 0 && code != 1) __builtin_trap();
    if (code == 1 && err.str().empty()) __builtin_trap(); // invalid input always says why
    return 0;
}
