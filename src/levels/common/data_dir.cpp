#include "tessera/levels/common/data_dir.hpp"

#include <cstdlib>
#include <filesystem>
#include <sys/stat.h>

namespace tessera::levels {

namespace {

bool is_dir(const std::string& p) {
    struct stat st {};
    return ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool has_data(const std::string& dir) { return is_dir(dir + "/assets") && is_dir(dir + "/levels"); }

} // namespace

DataLocation find_data_dir() {
    DataLocation loc;
    std::vector<std::string> candidates;
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const std::string b = exe.parent_path().string();
        candidates.push_back(b);
        candidates.push_back(b + "/../share/tessera");
    }
#ifdef TESSERA_INSTALL_DATADIR
    candidates.push_back(TESSERA_INSTALL_DATADIR);
#endif
    if (const char* e = std::getenv("TESSERA_DATA_DIR"); e && *e) candidates.push_back(e);
#ifdef TESSERA_SOURCE_DIR
    candidates.push_back(TESSERA_SOURCE_DIR);
#endif
    for (const auto& c : candidates) {
        loc.tried.push_back(c);
        if (has_data(c)) {
            loc.dir = c;
            break;
        }
    }
    return loc;
}

} // namespace tessera::levels
