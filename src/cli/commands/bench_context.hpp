#pragma once
// What a reader needs to reproduce a `tessera bench` figure: the command as typed (with the
// environment variables that change what it measures), the build (type, flags, compiler), the
// machine (cores, processor, system) and how busy it was (load average at the start and the end),
// and how many times each workload ran.
#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tessera::cli::bench_context {

struct Context {
    std::string command;    // "tessera bench --filter frame", with SDL_/TESSERA_ variables that apply
    std::string build_type; // "RelWithDebInfo", ...
    std::string build_flags;
    std::string compiler; // "GCC 12.2.0", "Clang 14.0.6"
    unsigned cores = 0;
    std::string processor; // /proc/cpuinfo's model name
    std::string system;    // /etc/os-release's PRETTY_NAME and the kernel release
    std::array<double, 3> load_start{-1, -1, -1};
    std::array<double, 3> load_end{-1, -1, -1};
    int repeats = 1;
};

// The load averages over 1, 5 and 15 minutes; -1 each where the system does not say.
std::array<double, 3> load_average();

// Everything but load_end, read now. `args` are the bench's own arguments (after "bench").
Context capture(const std::vector<std::string>& args, int repeats);

// The header `tessera bench` prints before its rows, and the one after them (the load at the end).
std::string header(const Context& c);
std::string footer(const Context& c);
nlohmann::json to_json(const Context& c);

} // namespace tessera::cli::bench_context
