#pragma once
// A file of this build folder, from its path relative to the folder: the programs the tests start
// (TESSERA_CLI_BINARY, TESSERA_GUI_BINARY, ... in tests/CMakeLists.txt are relative paths) and the
// build's translations. The folder is found at run time from the test executable, which is always
// <build>/tests/<name>, never compiled in: a test file then compiles to the same object in every
// build folder, so scripts/test's second tree (the subset build) takes it from ccache.
#include <filesystem>
#include <string>

namespace tessera::testing {

inline std::string build_path(const char* relative) {
    static const std::filesystem::path build =
        std::filesystem::read_symlink("/proc/self/exe").parent_path().parent_path();
    return (build / relative).string();
}

} // namespace tessera::testing
