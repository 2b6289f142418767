#pragma once
// Files the tests write and read back. Every name is the process's own (its pid): a normal and a
// sanitizer build may run the same test at the same time.
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace tessera::testing {

// The file's bytes ("" when it cannot be read).
inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// Writes exactly `text` to `p`, replacing what was there; creates the folder if need be.
inline void write_file(const std::filesystem::path& p, const std::string& text) {
    if (p.has_parent_path()) std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
}

// A path of this process's own in the system's temporary folder (nothing is created).
inline std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() /
            ("tessera-test-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

// Where the hidden picture tests write what they draw for a person to look at: the temporary
// folder the test run was given. The run's own temporary folder (TMPDIR, set by catch_main.cpp)
// is removed when the run ends.
inline std::filesystem::path output_dir() {
    const char* dir = std::getenv("TESSERA_TEST_OUTPUT_DIR");
    return dir && *dir ? std::filesystem::path(dir) : std::filesystem::temp_directory_path();
}

// An empty folder of this process's own in the system's temporary folder.
inline std::filesystem::path fresh_dir(const std::string& name) {
    const std::filesystem::path dir{temp_path(name)};
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

// `v` as four bytes, most significant first (PNG's lengths and sizes).
inline std::string be32(std::uint32_t v) {
    return {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
            static_cast<char>(v)};
}

} // namespace tessera::testing
