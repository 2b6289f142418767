// libFuzzer target: the command line of the text commands (`tessera <game> ...`, `tessera levels
// ...`). The first byte picks the command, the rest is its words, one per line. Each run must end
// with exit 0, 1 or 2, and a refusal (1 or 2) must say why on stderr; nothing may throw or crash.
// Commands run in a folder of the fuzzer's own (files they write with -o land there, and
// `levels validate` may read them back). Skipped, as work rather than parsing: a word naming a
// folder elsewhere ('/' or a leading '.'), a number above 64 (board sizes, counts and node budgets
// beyond it are the benches' business), and the subcommands that are loops by design (bench,
// solver-bench, prove-levels, stars, play, generate) or hand over to the window program (preview).
// `generate` deals seed after seed until its solver proves the goal, within a budget of seeds and
// nodes: the long run of 2026-12-07 timed out on `samegame generate --width 7 --height 6 --colours 8
// --seed 7`, 200 seeds of 200,000 nodes at most, which takes 0.57 s in the release build and 20 s
// under the sanitizers (docs/reliability.md, "Fourth runs").
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "tessera/cli/commands.hpp"
#include "tessera/cli/game_commands.hpp"

namespace {

bool skipped(const std::string& word) {
    if (word.find('/') != std::string::npos || (!word.empty() && word[0] == '.')) return true;
    for (const char* loop : {"bench", "solver-bench", "prove-levels", "stars", "play", "generate", "preview"})
        if (word == loop) return true;
    char* end = nullptr;
    const double value = std::strtod(word.c_str(), &end);
    return end != word.c_str() && !(std::fabs(value) <= 64);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("tessera-fuzz-cli-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    std::filesystem::current_path(dir);
    ::setenv("TESSERA_HOME", dir.c_str(), 1);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tessera::cli;
    if (size == 0 || size > 512) return 0;
    Args words;
    std::string word;
    for (std::size_t i = 1; i <= size; ++i) {
        if (i == size || data[i] == '\n') {
            if (skipped(word)) return 0;
            words.push_back(word);
            word.clear();
        } else {
            word += static_cast<char>(data[i]);
        }
    }
    if (words.size() > 16) return 0;
    const auto games = game_commands();
    const std::size_t pick = data[0] % (games.size() + 1);
    std::istringstream in;
    std::ostringstream out, err;
    const int code =
        pick == games.size() ? levels_command(words, out, err) : games[pick].main(words, in, out, err);
    if (code != 0 && code != 1 && code != 2) std::abort();
    if (code != 0 && err.str().empty() && out.str().empty()) std::abort(); // a refusal says why
    return 0;
}
