#pragma once
// A file whose name is not UTF-8: a copy of `from` in a folder of this process's own, named
// "café<ext>" with the "é" in Latin-1 (a file system in another encoding, or an archive made on
// one). The non-UTF-8 name tests of the shared commands and of each game's use it.
#include <filesystem>
#include <string>
#include <unistd.h>

namespace tessera::testing {

inline const std::string kReplacement = "\xEF\xBF\xBD"; // U+FFFD

inline std::filesystem::path latin1_copy(const std::string& from, const std::string& ext) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("tessera-latin1-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path to = dir / ("caf\xE9" + ext);
    fs::copy_file(from, to, fs::copy_options::overwrite_existing);
    return to;
}

} // namespace tessera::testing
