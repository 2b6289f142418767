// libFuzzer target: any bytes as the standard input of `tessera tilestack play LEVEL` (the move parser on a
// shipped level). Only "done" (0) or "invalid input" (1, with a message) may come out: never a usage error, a
// crash, a hang or a sanitizer report.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "tessera/cli/game_commands.hpp"

namespace {
// A shipped level (TESSERA_SOURCE_DIR: tests/fuzz/CMakeLists.txt).
const std::string kLevel = std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack/01-first-stack.json";
} // namespace

// Without its level every input is "cannot open file": one path, nothing fuzzed. That happened
// from the move into src/games/tilestack/fuzz/ (2026-11-28) to 2026-12-07, while the path was cut
// from __FILE__ at "/tests/fuzz/" (every run stayed at 1,360 edges and a corpus of one byte). So
// the target refuses to start without it.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    if (!std::ifstream(kLevel)) {
        std::fprintf(stderr, "fuzz_tilestack_stdin: cannot read its level %s\n", kLevel.c_str());
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::ostringstream out, err;
    const int code = tessera::cli::tilestack_main({"play", kLevel}, in, out, err);
    if (code != 0 && code != 1) __builtin_trap();
    if (code == 1 && err.str().empty()) __builtin_trap(); // invalid input always says why
    return 0;
}
