#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <ostream>
#include <unistd.h>

#include "tessera/cli/commands.hpp"

namespace tessera::cli {

namespace fs = std::filesystem;

namespace {

std::string self_path() {
    std::error_code ec;
    const fs::path p = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string() : p.string();
}

} // namespace

std::string gui_path() {
    const fs::path self = self_path();
    std::vector<fs::path> candidates;
    if (!self.empty()) {
        candidates.push_back(self.parent_path() / TESSERA_GUI_NAME); // build tree
        candidates.push_back(self.parent_path().parent_path() / "libexec" / "tessera" /
                             TESSERA_GUI_NAME); // prefix
    }
    candidates.push_back(fs::path(TESSERA_INSTALL_LIBEXECDIR) / TESSERA_GUI_NAME);
    for (const auto& c : candidates)
        if (::access(c.c_str(), X_OK) == 0) return c.string();
    return candidates.front().string();
}

int hand_over_to_gui(char** argv, std::ostream& err) {
    const std::string gui = gui_path();
    if (const std::string self = self_path(); !self.empty()) ::setenv("TESSERA_CLI", self.c_str(), 1);
    ::execv(gui.c_str(), argv); // argv[0] stays "tessera": messages name the command the player typed
    err << "tessera: cannot start the game window program " << gui << ": " << std::strerror(errno) << "\n";
    return 1;
}

} // namespace tessera::cli
