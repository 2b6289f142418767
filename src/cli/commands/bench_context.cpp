// Built with TESSERA_BUILD_TYPE, TESSERA_BUILD_FLAGS and TESSERA_BUILD_SANITIZE from CMakeLists.txt.
#include "bench_context.hpp"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <sys/utsname.h>
#include <thread>
#include <unistd.h> // environ
#include <vector>

#include "tessera/cli/game_commands.hpp"

#ifndef TESSERA_BUILD_TYPE
#define TESSERA_BUILD_TYPE "unknown"
#endif
#ifndef TESSERA_BUILD_FLAGS
#define TESSERA_BUILD_FLAGS ""
#endif
#ifndef TESSERA_BUILD_SANITIZE
#define TESSERA_BUILD_SANITIZE ""
#endif

namespace tessera::cli::bench_context {

namespace {

// The environment variables that change what the bench measures: the drivers, each game's own
// (TESSERA_<GAME>_..., in menu order: a solver's instruction set, say), then the app's.
constexpr const char* kDriverVariables[] = {"SDL_VIDEODRIVER", "SDL_RENDER_DRIVER", "SDL_AUDIODRIVER"};
constexpr const char* kAppVariables[] = {"TESSERA_DEBUG_DAMAGE", "TESSERA_DATA_DIR"};

std::vector<std::string> bench_variables() {
    std::vector<std::string> names(std::begin(kDriverVariables), std::end(kDriverVariables));
    for (const auto& game : game_commands()) {
        std::string prefix = "TESSERA_";
        for (const char c : game.id) prefix += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        prefix += '_';
        for (char** e = environ; *e; ++e) {
            const std::string_view entry(*e);
            if (entry.starts_with(prefix)) names.emplace_back(entry.substr(0, entry.find('=')));
        }
    }
    names.insert(names.end(), std::begin(kAppVariables), std::end(kAppVariables));
    return names;
}

std::string compiler() {
#if defined(__clang__)
    return "Clang " __clang_version__;
#elif defined(__GNUC__)
    return "GCC " __VERSION__;
#else
    return "unknown compiler";
#endif
}

// The value after "KEY<separator>" on the first line of a file that starts with KEY.
std::string line_value(const char* file, const std::string& key, char separator) {
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
        if (line.compare(0, key.size(), key) != 0) continue;
        const auto at = line.find(separator, key.size());
        if (at == std::string::npos) continue;
        std::string v = line.substr(at + 1);
        while (!v.empty() && (v.front() == ' ' || v.front() == '\t' || v.front() == '"')) v.erase(0, 1);
        while (!v.empty() && (v.back() == ' ' || v.back() == '"')) v.pop_back();
        return v;
    }
    return {};
}

std::string system_name() {
    std::string s = line_value("/etc/os-release", "PRETTY_NAME", '=');
    utsname u{};
    if (::uname(&u) == 0) s += (s.empty() ? "" : ", ") + std::string(u.sysname) + " " + u.release;
    return s.empty() ? "unknown" : s;
}

std::string loads(const std::array<double, 3>& l) {
    if (l[0] < 0) return "unknown";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f %.2f %.2f", l[0], l[1], l[2]);
    return buf;
}

} // namespace

std::array<double, 3> load_average() {
    double l[3];
    if (::getloadavg(l, 3) != 3) return {-1, -1, -1};
    return {l[0], l[1], l[2]};
}

Context capture(const std::vector<std::string>& args, int repeats) {
    Context c;
    for (const std::string& name : bench_variables())
        if (const char* v = std::getenv(name.c_str())) c.command += name + "=" + v + " ";
    c.command += "tessera bench";
    for (const auto& a : args) c.command += " " + a;
    c.build_type = TESSERA_BUILD_TYPE;
    c.build_flags = TESSERA_BUILD_FLAGS;
    if (const std::string s = TESSERA_BUILD_SANITIZE; !s.empty()) c.build_flags += " (sanitizers: " + s + ")";
    c.compiler = compiler();
    c.cores = std::thread::hardware_concurrency();
    c.processor = line_value("/proc/cpuinfo", "model name", ':');
    if (c.processor.empty()) c.processor = "unknown processor";
    c.system = system_name();
    c.load_start = load_average();
    c.repeats = repeats;
    return c;
}

std::string header(const Context& c) {
    std::string s = "command: " + c.command + "\n";
    s += "build:   " + c.build_type + " (" + c.build_flags + "), " + c.compiler + "\n";
    s += "machine: " + std::to_string(c.cores) + " cores, " + c.processor + ", " + c.system + "\n";
    s += "load:    " + loads(c.load_start) + " (1, 5, 15 min) at the start\n";
    s += "repeats: " + std::to_string(c.repeats) +
         (c.repeats > 1 ? " rounds, each workload once per round in turn; medians shown"
                        : " (each workload runs once; --repeat N for medians of N interleaved rounds)") +
         "\n";
    s += "columns: work, wall-clock s, CPU s of the process (user + sys), work per wall-clock s\n";
    return s;
}

std::string footer(const Context& c) { return "load:    " + loads(c.load_end) + " at the end\n"; }

nlohmann::json to_json(const Context& c) {
    auto load = [](const std::array<double, 3>& l) {
        return l[0] < 0 ? nlohmann::json(nullptr) : nlohmann::json::array({l[0], l[1], l[2]});
    };
    return {{"command", c.command},
            {"build_type", c.build_type},
            {"build_flags", c.build_flags},
            {"compiler", c.compiler},
            {"cores", c.cores},
            {"processor", c.processor},
            {"system", c.system},
            {"load_start", load(c.load_start)},
            {"load_end", load(c.load_end)},
            {"repeats", c.repeats}};
}

} // namespace tessera::cli::bench_context
