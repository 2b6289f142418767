#pragma once
// JSON text for what Tessera writes: profiles, the levels its commands generate, certificates
// and reports.
#include <string>

#include <nlohmann/json.hpp>

namespace tessera::levels {

// `j` as JSON text; `indent` < 0 writes one line. nlohmann's own dump throws on a string that is
// not UTF-8, and a file name from a file system in another encoding (or a --title typed in one)
// holds such bytes: here each of them becomes U+FFFD, so writing never fails on a name.
inline std::string json_text(const nlohmann::json& j, int indent = -1) {
    return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace tessera::levels
