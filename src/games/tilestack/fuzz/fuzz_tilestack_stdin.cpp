// libFuzzer target: any bytes as the standard input of `tessera tilestack play LEVEL` (the move parser on a
// shipped level). Only "done" (0) or "invalid input" (1, with a message) may come out: never a usage error, a
// crash, a hang or a sanitizer report.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "tessera/cli/game_commands.hpp"

namespace {
// A shipped level, found from this file's place in the source tree.
const std::string kLevel = [] {
    std::string here = __FILE__;
    return here.substr(0, here.rfind("/tests/fuzz/")) + "/levels/tilestack/01-first-stack.json";
}();
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::ostringstream out, err;
    const int code = tessera::cli::tilestack_main({"play", kLevel}, in, out, err);
    if (code != 0 && code != 1) __builtin_trap();
    if (code == 1 && err.str().empty()) __builtin_trap(); // invalid input always says why
    return 0;
}
