#include "tessera/levels/common/position_index.hpp"

#include <cstdint>

namespace tessera::levels {

namespace {

class Scanner {
  public:
    Scanner(std::string_view text, std::map<std::string, SourceLocation>& out) : t_(text), out_(out) {}

    void run() {
        skip_ws();
        if (i_ < t_.size()) value("", 0);
    }

  private:
    static constexpr int kMaxDepth = 512; // nlohmann accepted the text; this only bounds our recursion

    void skip_ws() {
        while (i_ < t_.size()) {
            const char c = t_[i_];
            if (c == '\n') {
                ++line_;
                line_start_ = i_ + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                break;
            }
            ++i_;
        }
    }

    SourceLocation here() const { return {line_, static_cast<int>(i_ - line_start_) + 1}; }

    void value(const std::string& pointer, int depth) {
        out_[pointer] = here();
        if (i_ >= t_.size() || depth > kMaxDepth) return;
        const char c = t_[i_];
        if (c == '{') {
            ++i_;
            skip_ws();
            if (i_ < t_.size() && t_[i_] == '}') {
                ++i_;
                return;
            }
            while (i_ < t_.size()) {
                skip_ws();
                std::string key = string_literal();
                skip_ws();
                if (i_ < t_.size() && t_[i_] == ':') ++i_;
                skip_ws();
                value(pointer + "/" + escape(key), depth + 1);
                skip_ws();
                if (i_ < t_.size() && t_[i_] == ',') {
                    ++i_;
                    continue;
                }
                if (i_ < t_.size() && t_[i_] == '}') ++i_;
                return;
            }
        } else if (c == '[') {
            ++i_;
            skip_ws();
            if (i_ < t_.size() && t_[i_] == ']') {
                ++i_;
                return;
            }
            std::size_t index = 0;
            while (i_ < t_.size()) {
                skip_ws();
                value(pointer + "/" + std::to_string(index++), depth + 1);
                skip_ws();
                if (i_ < t_.size() && t_[i_] == ',') {
                    ++i_;
                    continue;
                }
                if (i_ < t_.size() && t_[i_] == ']') ++i_;
                return;
            }
        } else if (c == '"') {
            string_literal();
        } else {
            while (i_ < t_.size() && t_[i_] != ',' && t_[i_] != '}' && t_[i_] != ']' && t_[i_] != ' ' &&
                   t_[i_] != '\n' && t_[i_] != '\t' && t_[i_] != '\r')
                ++i_;
        }
    }

    static std::string escape(const std::string& key) {
        std::string out;
        for (char c : key) {
            if (c == '~')
                out += "~0";
            else if (c == '/')
                out += "~1";
            else
                out += c;
        }
        return out;
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

    // Decodes a string literal starting at '"' (the text is valid JSON).
    std::string string_literal() {
        std::string s;
        if (i_ >= t_.size() || t_[i_] != '"') return s;
        ++i_;
        while (i_ < t_.size() && t_[i_] != '"') {
            char c = t_[i_++];
            if (c != '\\') {
                s += c;
                continue;
            }
            if (i_ >= t_.size()) break;
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
        if (i_ < t_.size()) ++i_;
        return s;
    }

    std::string_view t_;
    std::map<std::string, SourceLocation>& out_;
    std::size_t i_ = 0;
    int line_ = 1;
    std::size_t line_start_ = 0;
};

} // namespace

std::map<std::string, SourceLocation> index_positions(std::string_view text) {
    std::map<std::string, SourceLocation> out;
    Scanner(text, out).run();
    return out;
}

SourceLocation location_at_offset(std::string_view text, std::size_t offset) {
    SourceLocation loc{1, 1};
    std::size_t line_start = 0;
    const std::size_t end = offset < text.size() ? offset : text.size();
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++loc.line;
            line_start = i + 1;
        }
    }
    loc.column = static_cast<int>(end - line_start) + 1;
    return loc;
}

} // namespace tessera::levels
