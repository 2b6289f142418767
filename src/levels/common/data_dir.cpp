#include "tessera/levels/common/data_dir.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sys/stat.h>

namespace tessera::levels {

namespace {

namespace fs = std::filesystem;

bool is_dir(const std::string& p) {
    struct stat st {};
    return ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool has_data(const std::string& dir) { return is_dir(dir + "/assets") && is_dir(dir + "/levels"); }

} // namespace

DataLocation find_data_dir() {
    std::vector<std::string> candidates;
    if (const char* e = std::getenv("TESSERA_DATA_DIR"); e && *e) candidates.push_back(e);
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path dir = exe.parent_path();
        candidates.push_back(dir.string());
        // Relative paths from the install's bin and libexec folders to its data folder, worked
        // out by CMake from GNUInstallDirs (CMakeLists.txt).
        for (const char* rel : {TESSERA_DATA_FROM_BINDIR, TESSERA_DATA_FROM_LIBEXECDIR})
            candidates.push_back((dir / rel).lexically_normal().string());
    }
    candidates.push_back(TESSERA_INSTALL_DATADIR);

    DataLocation loc;
    for (const auto& c : candidates) {
        if (std::find(loc.tried.begin(), loc.tried.end(), c) != loc.tried.end()) continue;
        loc.tried.push_back(c);
        if (has_data(c)) {
            loc.dir = c;
            break;
        }
    }
    return loc;
}

} // namespace tessera::levels
