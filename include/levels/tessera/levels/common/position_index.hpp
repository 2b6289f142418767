#pragma once
// Where a value of a (syntactically valid) JSON text starts. nlohmann does not keep positions,
// so the text is scanned when a message needs one: nothing is stored per value (an index of every
// value's pointer grew with depth x size: 2 GB for a 140 KB file), and one lookup is one pass.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

// The byte offset where the value named by `tokens` (a JSON pointer's unescaped tokens, root
// first; array items by their decimal index) starts. With duplicate keys the last one counts, as
// nlohmann keeps it. nullopt when there is no such value.
std::optional<std::size_t> find_value_offset(std::string_view text, const std::vector<std::string>& tokens);

// 1-based line and column of a 0-based byte offset, the column in characters (UTF-8 code points)
// as an editor shows it; a UTF-8 byte order mark at the start is not counted.
SourceLocation location_at_offset(std::string_view text, std::size_t offset);

// The byte offset of the first value nested deeper than `max_depth`, if any (strings skipped).
std::optional<std::size_t> find_too_deep(std::string_view text, int max_depth);

} // namespace tessera::levels
