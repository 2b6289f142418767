#pragma once
// The crash tests' child processes: a program that saves the profile until it is killed. It
// prints "ready" once it has loaded the profile, and the test kills it at a moment of its choice.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <utility>
#include <vector>

namespace tessera::testing {

// Starts `program` with `args` (and `env` set in the child); returns its pid once it has printed
// "ready".
inline pid_t start_ready_child(const std::string& program, const std::vector<std::string>& args,
                               const std::vector<std::pair<std::string, std::string>>& env = {}) {
    std::vector<char*> argv{const_cast<char*>(program.c_str())};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    int out[2];
    REQUIRE(::pipe(out) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::dup2(out[1], STDOUT_FILENO);
        ::close(out[0]);
        ::close(out[1]);
        for (const auto& [name, value] : env) ::setenv(name.c_str(), value.c_str(), 1);
        ::execv(program.c_str(), argv.data());
        ::_exit(127);
    }
    ::close(out[1]);
    char buf[16] = {};
    const ssize_t n = ::read(out[0], buf, sizeof buf - 1);
    ::close(out[0]);
    REQUIRE(n > 0);
    REQUIRE(std::string(buf).rfind("ready", 0) == 0);
    return child;
}

// Whether a save was cut between creating its temp file and the rename.
inline bool has_profile_temp_file(const std::filesystem::path& dir) {
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().filename().string().rfind("profile.json.tmp-", 0) == 0) return true;
    return false;
}

} // namespace tessera::testing
