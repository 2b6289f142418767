#include <memory>

#include "profile_internal.hpp"

namespace tessera::levels {

namespace {

// The length of the UTF-8 character at `s[i]` (Unicode's table 3-7), or 0 when that byte starts none.
std::size_t utf8_length(std::string_view s, std::size_t i) {
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = at(i);
    if (c < 0x80) return 1;
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else
        return 0;
    if (i + n > s.size()) return 0;
    if (at(i + 1) < lo || at(i + 1) > hi) return 0;
    for (std::size_t k = 2; k < n; ++k)
        if (at(i + k) < 0x80 || at(i + k) > 0xBF) return 0;
    return n;
}

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// The byte a reader decodes from "%XY" at s[i], or -1 when it keeps the '%' as it is.
int escaped_byte(std::string_view s, std::size_t i) {
    if (s[i] != '%' || i + 2 >= s.size()) return -1;
    const int hi = hex_value(s[i + 1]), lo = hex_value(s[i + 2]);
    if (hi < 0 || lo < 0) return -1;
    const int byte = hi * 16 + lo;
    return byte == 0x25 || byte >= 0x80 ? byte : -1;
}

void append_hex(std::string& out, unsigned char byte) {
    const char* digits = "0123456789ABCDEF";
    out += '%';
    out += digits[byte >> 4];
    out += digits[byte & 15];
}

bool needs_escape(std::string_view key) {
    for (std::size_t i = 0; i < key.size();) {
        const std::size_t n = utf8_length(key, i);
        if (n == 0 || escaped_byte(key, i) >= 0) return true;
        i += n;
    }
    return false;
}

} // namespace

std::string escape_profile_key(std::string_view key) {
    if (!needs_escape(key)) return std::string(key);
    std::string out;
    for (std::size_t i = 0; i < key.size();) {
        const std::size_t n = utf8_length(key, i);
        if (n == 0 || escaped_byte(key, i) >= 0) {
            append_hex(out, static_cast<unsigned char>(key[i]));
            ++i;
        } else {
            out.append(key.substr(i, n));
            i += n;
        }
    }
    return out;
}

std::string unescape_profile_key(std::string_view text) {
    if (text.find('%') == std::string_view::npos) return std::string(text);
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        if (const int byte = escaped_byte(text, i); byte >= 0) {
            out += static_cast<char>(byte);
            i += 3;
        } else
            out += text[i++];
    }
    return out;
}

std::unique_ptr<nlohmann::json> escaped_save(const nlohmann::json& save) {
    const auto id = save.is_object() ? save.find("id") : save.end();
    if (id == save.end() || !id->is_string() || !needs_escape(id->get_ref<const std::string&>()))
        return nullptr;
    auto copy = std::make_unique<nlohmann::json>(save);
    (*copy)["id"] = escape_profile_key(id->get_ref<const std::string&>());
    return copy;
}

void unescape_save(nlohmann::json& save) {
    const auto id = save.is_object() ? save.find("id") : save.end();
    if (id != save.end() && id->is_string()) *id = unescape_profile_key(id->get_ref<const std::string&>());
}

} // namespace tessera::levels
