#include "tessera/levels/common/position_index.hpp"

#include <cstdint>

namespace tessera::levels {

namespace {

bool has_bom(std::string_view t) { return t.size() >= 3 && t.substr(0, 3) == "\xEF\xBB\xBF"; }

// Walks a valid JSON text without building anything; every step is forward, so a lookup is one
// pass however deep or wide the text.
class Walker {
  public:
    explicit Walker(std::string_view text) : t_(text), i_(has_bom(text) ? 3 : 0) {}

    std::optional<std::size_t> find(const std::vector<std::string>& tokens) {
        skip_ws();
        for (const std::string& token : tokens) {
            if (i_ >= t_.size()) return std::nullopt;
            std::optional<std::size_t> found;
            if (t_[i_] == '{')
                found = member(token);
            else if (t_[i_] == '[')
                found = item(token);
            if (!found) return std::nullopt;
            i_ = *found;
        }
        return i_;
    }

  private:
    static bool is_ws(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

    void skip_ws() {
        while (i_ < t_.size() && is_ws(t_[i_])) ++i_;
    }

    void skip_string() { // at the opening quote
        ++i_;
        while (i_ < t_.size()) {
            const char c = t_[i_++];
            if (c == '\\')
                ++i_;
            else if (c == '"')
                return;
        }
    }

    void skip_value() {
        skip_ws();
        if (i_ >= t_.size()) return;
        const char c = t_[i_];
        if (c == '"') {
            skip_string();
            return;
        }
        if (c == '{' || c == '[') {
            std::size_t depth = 0;
            while (i_ < t_.size()) {
                const char d = t_[i_];
                if (d == '"') {
                    skip_string();
                    continue;
                }
                ++i_;
                if (d == '{' || d == '[') {
                    ++depth;
                } else if (d == '}' || d == ']') {
                    if (--depth == 0) return;
                }
            }
            return;
        }
        while (i_ < t_.size() && !is_ws(t_[i_]) && t_[i_] != ',' && t_[i_] != '}' && t_[i_] != ']') ++i_;
    }

    // The value of the last member named `key` of the object at i_.
    std::optional<std::size_t> member(const std::string& key) {
        std::optional<std::size_t> found;
        ++i_;
        while (true) {
            skip_ws();
            if (i_ >= t_.size() || t_[i_] != '"') break;
            const bool match = key_is(key);
            skip_ws();
            if (i_ < t_.size() && t_[i_] == ':') ++i_;
            skip_ws();
            if (match) found = i_;
            skip_value();
            skip_ws();
            if (i_ < t_.size() && t_[i_] == ',') {
                ++i_;
                continue;
            }
            break;
        }
        return found;
    }

    // Item `token` (decimal) of the array at i_.
    std::optional<std::size_t> item(const std::string& token) {
        if (token.empty() || token.size() > 18 || (token.size() > 1 && token[0] == '0')) return std::nullopt;
        std::size_t index = 0;
        for (char c : token) {
            if (c < '0' || c > '9') return std::nullopt;
            index = index * 10 + static_cast<std::size_t>(c - '0');
        }
        ++i_;
        skip_ws();
        if (i_ < t_.size() && t_[i_] == ']') return std::nullopt;
        for (std::size_t k = 0;; ++k) {
            skip_ws();
            if (k == index) return i_;
            skip_value();
            skip_ws();
            if (i_ >= t_.size() || t_[i_] != ',') return std::nullopt;
            ++i_;
        }
    }

    std::uint32_t hex4() {
        std::uint32_t v = 0;
        for (int k = 0; k < 4 && i_ < t_.size(); ++k, ++i_) {
            const char h = t_[i_];
            v <<= 4;
            if (h >= '0' && h <= '9')
                v |= static_cast<std::uint32_t>(h - '0');
            else if (h >= 'a' && h <= 'f')
                v |= static_cast<std::uint32_t>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                v |= static_cast<std::uint32_t>(h - 'A' + 10);
        }
        return v;
    }

    static void append_utf8(std::string& s, std::uint32_t cp) {
        if (cp < 0x80) {
            s += static_cast<char>(cp);
        } else if (cp < 0x800) {
            s += static_cast<char>(0xC0 | (cp >> 6));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s += static_cast<char>(0xE0 | (cp >> 12));
            s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            s += static_cast<char>(0xF0 | (cp >> 18));
            s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    // Decodes the string literal at i_ (moving past it) and compares it with `key`. Decoding
    // stops adding once it is longer than `key`, so a huge key costs no memory.
    bool key_is(const std::string& key) {
        std::string s;
        bool longer = false;
        ++i_;
        while (i_ < t_.size() && t_[i_] != '"') {
            char c = t_[i_++];
            if (longer) {
                if (c == '\\') ++i_;
                continue;
            }
            if (c != '\\') {
                s += c;
            } else if (i_ < t_.size()) {
                c = t_[i_++];
                switch (c) {
                case 'n':
                    s += '\n';
                    break;
                case 't':
                    s += '\t';
                    break;
                case 'r':
                    s += '\r';
                    break;
                case 'b':
                    s += '\b';
                    break;
                case 'f':
                    s += '\f';
                    break;
                case 'u': {
                    std::uint32_t cp = hex4();
                    if (cp >= 0xD800 && cp < 0xDC00 && i_ + 1 < t_.size() && t_[i_] == '\\' &&
                        t_[i_ + 1] == 'u') {
                        i_ += 2;
                        const std::uint32_t lo = hex4();
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                    }
                    append_utf8(s, cp);
                    break;
                }
                default:
                    s += c;
                }
            }
            longer = s.size() > key.size();
        }
        if (i_ < t_.size()) ++i_;
        return !longer && s == key;
    }

    std::string_view t_;
    std::size_t i_;
};

} // namespace

std::optional<std::size_t> find_value_offset(std::string_view text, const std::vector<std::string>& tokens) {
    return Walker(text).find(tokens);
}

SourceLocation location_at_offset(std::string_view text, std::size_t offset) {
    const std::size_t start = has_bom(text) ? 3 : 0;
    const std::size_t end = offset < text.size() ? offset : text.size();
    SourceLocation loc{1, 1};
    std::size_t line_start = start;
    for (std::size_t i = start; i < end; ++i) {
        if (text[i] == '\n') {
            ++loc.line;
            line_start = i + 1;
        }
    }
    int column = 1;
    for (std::size_t i = line_start; i < end; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0u) != 0x80u) ++column;
    loc.column = column;
    return loc;
}

std::optional<std::size_t> find_too_deep(std::string_view text, int max_depth) {
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\') ++i;
        } else if (c == '{' || c == '[') {
            if (++depth > max_depth) return i;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return std::nullopt;
}

} // namespace tessera::levels
