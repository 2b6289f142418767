#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <filesystem>
#include <ostream>
#include <unistd.h>
#include <vector>

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

namespace {

// Where tessera-gui may be, in order: next to `tessera` (the build tree), the installed layout
// relative to `tessera` (<bin>/../libexec/tessera, from GNUInstallDirs, wherever the tree was
// extracted), the configured install prefix.
std::vector<fs::path> gui_candidates() {
    const fs::path self = self_path();
    std::vector<fs::path> candidates;
    if (!self.empty()) {
        candidates.push_back(self.parent_path() / TESSERA_GUI_NAME);
        candidates.push_back(
            (self.parent_path() / TESSERA_LIBEXEC_FROM_BINDIR / TESSERA_GUI_NAME).lexically_normal());
    }
    candidates.push_back(fs::path(TESSERA_INSTALL_LIBEXECDIR) / TESSERA_GUI_NAME);
    return candidates;
}

} // namespace

std::string gui_path() {
    for (const auto& c : gui_candidates())
        if (::access(c.c_str(), X_OK) == 0) return c.string();
    return "";
}

int hand_over_to_gui(char** argv, std::ostream& err) {
    const std::string gui = gui_path();
    if (gui.empty()) {
        err << "tessera: cannot find the game window program " TESSERA_GUI_NAME "; looked in:";
        for (const auto& c : gui_candidates()) err << "\n  " << c.string();
        err << "\n";
        return 1;
    }
    if (const std::string self = self_path(); !self.empty()) ::setenv("TESSERA_CLI", self.c_str(), 1);
    std::cout.flush(); // what was printed so far is written before this process is replaced
    ::execv(gui.c_str(), argv); // argv[0] stays "tessera": messages name the command the player typed
    err << "tessera: cannot start the game window program " << gui << ": " << std::strerror(errno) << "\n";
    return 1;
}

} // namespace tessera::cli
