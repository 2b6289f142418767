#pragma once
// An environment variable set (or unset) for the guard's lifetime, and put back as it was after.
#include <cstdlib>
#include <string>

namespace tessera::testing {

struct EnvGuard {
    std::string name, old;
    bool had;
    // `value` null: the variable is unset while the guard lives.
    EnvGuard(const char* n, const char* value) : name(n), had(std::getenv(n) != nullptr) {
        if (had) old = std::getenv(n);
        if (value)
            setenv(n, value, 1);
        else
            unsetenv(n);
    }
    EnvGuard(const char* n, const std::string& value) : EnvGuard(n, value.c_str()) {}
    EnvGuard(const EnvGuard&) = delete;
    EnvGuard& operator=(const EnvGuard&) = delete;
    ~EnvGuard() {
        if (had)
            setenv(name.c_str(), old.c_str(), 1);
        else
            unsetenv(name.c_str());
    }
};

} // namespace tessera::testing
