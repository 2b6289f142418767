#pragma once
// A text command run in-process, as `tessera` would run it: what it returned and printed.
#include <sstream>
#include <string>
#include <vector>

namespace tessera::testing {

struct CliRun {
    int code = 0;
    std::string out, err;
};

// Runs `main(args, stdin, stdout, stderr)` with `input` as its standard input.
template <class Main>
CliRun run_cli(Main&& main, const std::vector<std::string>& args, const std::string& input = "") {
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = main(args, in, out, err);
    return {code, out.str(), err.str()};
}

// Whether `text` contains `part`.
inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace tessera::testing
