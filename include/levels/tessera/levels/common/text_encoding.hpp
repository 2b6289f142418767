#pragma once
// JSON files are UTF-8 (RFC 8259). A file saved as UTF-16 or UTF-32, one with a zero byte, or
// one with a byte that is not UTF-8 gets a message that says so and how to fix it, instead of the
// parser's "invalid literal" with the raw byte quoted.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tessera::levels {

struct EncodingProblem {
    std::size_t offset = 0; // the first byte at fault
    std::string message;    // without the file and place
};

// The first reason `text` is not well-formed UTF-8 without zero bytes (Unicode's table 3-7:
// no overlong forms, no surrogates, nothing past U+10FFFF), or nothing.
std::optional<EncodingProblem> find_encoding_problem(std::string_view text);

} // namespace tessera::levels
