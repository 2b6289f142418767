#pragma once
// Where each value of a (syntactically valid) JSON text starts, keyed by JSON pointer. nlohmann's
// SAX interface does not report positions, so we scan the text once ourselves.
#include <cstddef>
#include <map>
#include <string>
#include <string_view>

#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

std::map<std::string, SourceLocation> index_positions(std::string_view text);

// 1-based line and column (in bytes) of a 0-based byte offset.
SourceLocation location_at_offset(std::string_view text, std::size_t offset);

} // namespace tessera::levels
