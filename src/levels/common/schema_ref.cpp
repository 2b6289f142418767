#include "tessera/levels/common/schema_ref.hpp"

#include <filesystem>
#include <system_error>

#include "tessera/levels/common/data_dir.hpp"

namespace tessera::levels {

namespace fs = std::filesystem;

std::string schema_id(std::string_view game) {
    return "https://raw.githubusercontent.com/tessera/tessera/main/docs/schema/" + std::string(game) +
           ".schema.json";
}

std::string file_uri(const std::string& absolute_path) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out = "file://";
    for (const char c : absolute_path) {
        const auto u = static_cast<unsigned char>(c);
        const bool plain = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
                           c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
        if (plain) {
            out += c;
        } else {
            out += '%';
            out += kHex[u >> 4];
            out += kHex[u & 15];
        }
    }
    return out;
}

std::string schema_reference(std::string_view game) {
    const DataLocation data = find_data_dir();
    if (data.dir.empty()) return schema_id(game);
    std::error_code ec;
    const fs::path schema = fs::path(data.dir) / "schema" / (std::string(game) + ".schema.json");
    // The real file (the build tree's schema/ is a link into the source tree's docs/schema/).
    const fs::path real = fs::canonical(schema, ec);
    if (ec || !fs::is_regular_file(real, ec)) return schema_id(game);
    return file_uri(real.string());
}

} // namespace tessera::levels
