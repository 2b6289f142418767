#pragma once
// The one line every checking command prints for a good level file (`levels validate`,
// a game's own `validate` or `check`): "OK <path>  (<what the check proved>)".
#include <string>

namespace tessera::cli {

inline std::string ok_line(const std::string& path, const std::string& note) {
    return "OK " + path + (note.empty() ? "" : "  (" + note + ")");
}

} // namespace tessera::cli
