// Issue 20: bounded memory and time on any JSON input. The worst shapes, each 4 MiB (the largest
// file the loaders read), go through the real loaders (a level file as `tessera levels validate`
// and level select check it, a profile as the game loads it at start); every allocation is
// counted (counting_allocator.cpp) and the peak must stay under 10x the file's size plus 30 MiB.
// Each run prints one line for the table in docs/reliability.md.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "counting_allocator.hpp"
#include "support/build_path.hpp"
#include "support/sanitized.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/profile.hpp"

namespace fs = std::filesystem;
using tessera::levels::kMaxLevelFileBytes;

namespace {

// The loaders' limit, 4 MiB. Under the sanitizers, which check these loaders' memory safety at
// several times the cost, 1 MiB shapes: the same parses, and the bounds below scale with the size
// (the normal build checks them at the limit).
const std::size_t kSize = tessera::testing::sanitized() ? kMaxLevelFileBytes / 4 : kMaxLevelFileBytes;

// `open` + repeated `item` + `close`, filled to exactly `size` bytes with spaces before the close.
std::string repeated(const std::string& open, const std::string& item, const std::string& close,
                     std::size_t size = kSize) {
    std::string text = open;
    text.reserve(size);
    while (text.size() + item.size() + 1 + close.size() <= size) {
        if (text.size() > open.size()) text += ',';
        text += item;
    }
    text += std::string(size - text.size() - close.size(), ' ');
    return text + close;
}

std::string distinct_keys(std::size_t size = kSize) {
    std::string text = "{\"game\": \"match3\", \"x\": {";
    for (std::size_t i = 0; text.size() + 24 < size; ++i) {
        text += i ? ",\"" : "\"";
        text += std::to_string(i);
        text += "\":0";
    }
    text += "}}";
    return text + std::string(size - text.size(), ' ');
}

std::string nested_long_keys(std::size_t size = kSize) {
    const int depth = 510;
    const std::size_t key = (size - 5 * static_cast<std::size_t>(depth) - 1) / depth;
    std::string text;
    for (int d = 0; d < depth; ++d) text += "{\"" + std::string(key, static_cast<char>('a' + d % 26)) + "\":";
    text += "0" + std::string(static_cast<std::size_t>(depth), '}');
    return text + std::string(size - text.size(), ' ');
}

struct Shape {
    std::string name;
    std::function<std::string()> make;
};

std::vector<Shape> shapes() {
    return {
        {"array of 0", [] { return repeated("[", "0", "]"); }},
        {"array of []", [] { return repeated("[", "[]", "]"); }},
        {"array of {}", [] { return repeated("[", "{}", "]"); }},
        {"array of \"\"", [] { return repeated("[", "\"\"", "]"); }},
        {"array of 16-byte strings", [] { return repeated("[", "\"abcdefghijklmnop\"", "]"); }},
        {"array of 1.5", [] { return repeated("[", "1.5", "]"); }},
        {"object of 380,000 keys", [] { return distinct_keys(); }},
        {"510 nested objects, 8 KB keys", [] { return nested_long_keys(); }},
        {"one 4 MiB string", [] { return "\"" + std::string(kSize - 2, 's') + "\""; }},
        {"one 4 MiB key", [] { return "{\"" + std::string(kSize - 6, 'k') + "\":0}"; }},
        {"512 nested arrays of []",
         [] {
             return std::string(511, '[') + repeated("[", "[]", "]", kSize - 1022) + std::string(511, ']');
         }},
        {"level: unknown field holding {}s",
         [] { return repeated("{\"game\": \"tilestack\", \"title\": \"t\", \"x\": [", "{}", "]}"); }},
        {"level: 380,000 unknown fields", [] { return distinct_keys(); }},
        {"profile: save with 1,000,000 moves",
         [] { return repeated("{\"saves\": {\"a/b\": {\"id\": \"x\", \"moves\": [", "\"1\"", "]}}}"); }},
        {"profile: levels of {}", [] { return repeated("{\"levels\": {\"a\": {}, \"b\": [", "{}", "]}}"); }},
        {"profile: a 4 MiB save key",
         [] {
             const std::string tail = "\": {\"id\": \"x\", \"moves\": []}}}";
             return "{\"saves\": {\"" + std::string(kSize - 12 - tail.size(), 'k') + tail;
         }},
    };
}

struct Run {
    std::size_t peak = 0;
    double seconds = 0;
    std::string outcome;
};

Run measure(const std::function<std::string()>& load) {
    Run r;
    tessera::test::reset_peak();
    const std::size_t before = tessera::test::allocated_now();
    const auto t0 = std::chrono::steady_clock::now();
    r.outcome = load();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    r.peak = tessera::test::peak_allocated() - before;
    return r;
}

std::string first_line(const std::string& s) {
    std::string line = s.substr(0, s.find('\n'));
    return line.size() > 160 ? line.substr(0, 157) + "..." : line;
}

fs::path scratch() {
    fs::path dir = fs::temp_directory_path() / ("tessera-memory-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    return dir;
}

// Runs tessera_json_peak MODE PATH in a process of its own: its peak RSS in bytes, its time and
// the outcome it printed.
Run measure_process(const std::string& mode, const std::string& path) {
    int out[2];
    REQUIRE(::pipe(out) == 0);
    const auto t0 = std::chrono::steady_clock::now();
    // posix_spawn, not fork: glibc starts the child with vfork semantics, so its peak RSS is the
    // program's own. A forked copy of this test process would count this process's resident
    // pages before the exec (under AddressSanitizer, its shadow memory and quarantine too).
    posix_spawn_file_actions_t actions;
    REQUIRE(::posix_spawn_file_actions_init(&actions) == 0);
    ::posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    ::posix_spawn_file_actions_addclose(&actions, out[0]);
    ::posix_spawn_file_actions_addclose(&actions, out[1]);
    const std::string peak = tessera::testing::build_path(TESSERA_JSON_PEAK);
    const char* argv[] = {peak.c_str(), mode.c_str(), path.c_str(), nullptr};
    pid_t child = -1;
    const int spawned =
        ::posix_spawn(&child, peak.c_str(), &actions, nullptr, const_cast<char* const*>(argv), environ);
    ::posix_spawn_file_actions_destroy(&actions);
    REQUIRE(spawned == 0);
    ::close(out[1]);
    std::string printed;
    char buf[512];
    for (ssize_t n; (n = ::read(out[0], buf, sizeof buf)) > 0;)
        printed.append(buf, static_cast<std::size_t>(n));
    ::close(out[0]);
    int status = 0;
    rusage usage{};
    REQUIRE(::wait4(child, &status, 0, &usage) == child);
    Run r;
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    r.peak = static_cast<std::size_t>(usage.ru_maxrss) * 1024; // Linux: KiB
    r.outcome = printed.substr(0, printed.find('\n'));
    return r;
}

} // namespace

TEST_CASE(
    "every worst JSON shape at 4 MiB stays under 10x its size + 30 MiB of peak RSS in a process of its own",
    "[memory][limits]") {
    const fs::path dir = scratch();
    // An AddressSanitizer build's own resident size is its shadow memory, redzones and a freed-
    // memory quarantine on top (measured here: up to 4.6x the normal build's peak). The 10x + 30
    // MiB bound is the normal build's to check; this one is scaled by 8, which still fails the
    // quadratic blowups the test is for (0.5 to 2 GiB).
    const std::size_t limit = (tessera::testing::sanitized() ? 8 : 1) * (10 * kSize + 30 * 1024 * 1024);
    for (const Shape& shape : shapes()) {
        const std::string file = (dir / "shape.json").string();
        std::ofstream(file, std::ios::binary) << shape.make();
        fs::create_directories(dir / "home");
        fs::copy_file(file, dir / "home" / "profile.json", fs::copy_options::overwrite_existing);
        const Run level = measure_process("level", file);
        const Run profile = measure_process("profile", (dir / "home").string());
        fs::remove_all(dir / "home");
        for (const auto& [what, run] : {std::pair{"level", level}, std::pair{"profile", profile}}) {
            std::printf("peak RSS: %-36s as %-7s %6.1f MiB  %6.2f s  %s\n", shape.name.c_str(), what,
                        static_cast<double>(run.peak) / (1024.0 * 1024.0), run.seconds, run.outcome.c_str());
            INFO(shape.name << " as " << what << ": " << run.outcome);
            CHECK(run.peak <= limit);
        }
    }
    fs::remove_all(dir);
}

TEST_CASE("every worst JSON shape at 4 MiB stays under 10x its size + 30 MiB in every loader",
          "[memory][limits]") {
    const fs::path dir = scratch();
    const std::size_t limit = 10 * kSize + 30 * 1024 * 1024;
    for (const Shape& shape : shapes()) {
        std::string text = shape.make();
        REQUIRE(text.size() == kSize);
        const std::string file = (dir / "shape.json").string();
        { std::ofstream(file, std::ios::binary) << text; }
        text.clear();
        text.shrink_to_fit();
        // As a level file (levels validate, level select).
        const Run level = measure([&] {
            const auto info = tessera::levels::check_level_file(file, true);
            return info.broken() ? first_line(info.error) : std::string("accepted");
        });
        // As the player's profile.
        fs::create_directories(dir / "home");
        fs::copy_file(file, dir / "home" / "profile.json", fs::copy_options::overwrite_existing);
        const Run profile = measure([&] {
            auto loaded = tessera::levels::ProfileStore((dir / "home").string()).load();
            return loaded.warnings.empty() ? std::string("accepted") : first_line(loaded.warnings.front());
        });
        fs::remove_all(dir / "home");
        for (const auto& [what, run] : {std::pair{"level", level}, std::pair{"profile", profile}}) {
            std::printf("memory: %-36s as %-7s peak %6.1f MiB  %6.2f s  %s\n", shape.name.c_str(), what,
                        static_cast<double>(run.peak) / (1024.0 * 1024.0), run.seconds, run.outcome.c_str());
            INFO(shape.name << " as " << what << ": " << run.outcome);
            CHECK(run.peak <= limit);
        }
    }
    fs::remove_all(dir);
}

TEST_CASE("the document cost estimate is an upper bound of what parsing allocates", "[memory][limits]") {
    for (const Shape& shape : shapes()) {
        // Small enough to be accepted, so the real parse happens.
        std::string text = shape.make();
        const auto estimate = tessera::levels::estimated_document_bytes(text);
        if (!estimate || *estimate > tessera::levels::document_budget(text.size())) continue;
        const Run run = measure([&] {
            tessera::levels::Document::parse(text, "x.json");
            return std::string("accepted");
        });
        INFO(shape.name);
        // The parse also holds the text (a copy: parse takes it by value).
        CHECK(run.peak <= *estimate + text.size() + (1 << 20));
    }
}
