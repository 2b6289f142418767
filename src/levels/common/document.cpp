#include "tessera/levels/common/document.hpp"

#include <cmath>
#include <fstream>
#include <limits>
#include <sstream>

#include "tessera/levels/common/position_index.hpp"

namespace tessera::levels {

namespace {

std::string escape_pointer_token(std::string_view key) {
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

std::string quote_key(std::string_view key) { return "\"" + std::string(key) + "\""; }

// nlohmann reports the offset of the last character it read; a reader wants the start of the
// offending token (the opening quote of a string, the first digit of a number).
std::size_t token_start(std::string_view text, std::size_t last) {
    if (last >= text.size()) return last;
    if (text[last] == '"' && last > 0) {
        std::size_t i = last;
        while (i > 0) {
            --i;
            if (text[i] == '"') {
                std::size_t backslashes = 0;
                for (std::size_t j = i; j > 0 && text[j - 1] == '\\'; --j) ++backslashes;
                if (backslashes % 2 == 0) return i;
            }
        }
        return last;
    }
    auto is_word = [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' ||
               c == '+' || c == '-';
    };
    std::size_t i = last;
    while (i > 0 && is_word(text[i]) && is_word(text[i - 1])) --i;
    return i;
}

} // namespace

LevelError::LevelError(std::string file, SourceLocation where, std::string pointer, std::string message)
    : std::runtime_error(format_error(file, where, pointer, message)), file_(std::move(file)), where_(where),
      pointer_(std::move(pointer)), message_(std::move(message)) {}

std::string format_error(const std::string& file, SourceLocation where, const std::string& pointer,
                         const std::string& message) {
    std::string out = file.empty() ? std::string("<input>") : file;
    if (where.line > 0) out += ":" + std::to_string(where.line) + ":" + std::to_string(where.column);
    out += ": ";
    if (!pointer.empty()) out += pointer + ": ";
    out += message;
    return out;
}

std::string describe(const nlohmann::json& value) {
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return "null";
    case nlohmann::json::value_t::boolean:
        return value.get<bool>() ? "true" : "false";
    case nlohmann::json::value_t::string: {
        std::string s = value.get<std::string>();
        if (s.size() > 40) s = s.substr(0, 37) + "...";
        return "\"" + s + "\"";
    }
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float:
        return value.dump();
    case nlohmann::json::value_t::array:
        return "an array of " + std::to_string(value.size());
    case nlohmann::json::value_t::object:
        return "an object";
    default:
        return "a value";
    }
}

// ---------------------------------------------------------------- Node

Node::Node(const Document* doc, const nlohmann::json* value, std::string pointer)
    : doc_(doc), value_(value), pointer_(std::move(pointer)) {}

SourceLocation Node::where() const { return doc_->location_of(pointer_); }

void Node::fail(const std::string& message) const {
    throw LevelError(doc_->file(), where(), pointer_.empty() ? std::string("/") : pointer_, message);
}

bool Node::has(std::string_view key) const {
    return value_->is_object() && value_->find(std::string(key)) != value_->end();
}

std::optional<Node> Node::find(std::string_view key) const {
    if (!value_->is_object()) fail("expected an object, got " + describe(*value_));
    auto it = value_->find(std::string(key));
    if (it == value_->end()) return std::nullopt;
    return Node(doc_, &*it, pointer_ + "/" + escape_pointer_token(key));
}

Node Node::at(std::string_view key) const {
    auto found = find(key);
    if (!found) fail("missing field " + quote_key(key));
    return *found;
}

void Node::allow_fields(std::initializer_list<std::string_view> keys) const {
    if (!value_->is_object()) fail("expected an object, got " + describe(*value_));
    for (auto it = value_->begin(); it != value_->end(); ++it) {
        bool known = false;
        for (auto k : keys) known = known || k == it.key();
        if (!known) {
            const std::string p = pointer_ + "/" + escape_pointer_token(it.key());
            doc_->warn(doc_->location_of(p), p, "unknown field " + quote_key(it.key()) + " is ignored");
        }
    }
}

std::vector<Node> Node::as_array(std::size_t max) const { return as_array(0, max); }

std::vector<Node> Node::as_array(std::size_t min, std::size_t max) const {
    if (!value_->is_array()) fail("expected an array, got " + describe(*value_));
    const std::size_t n = value_->size();
    if (n < min || n > max) {
        if (min == max)
            fail("expected an array of " + std::to_string(min) + " items, got " + std::to_string(n));
        fail("expected an array of " + std::to_string(min) + ".." + std::to_string(max) + " items, got " +
             std::to_string(n));
    }
    std::vector<Node> out;
    out.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
        out.emplace_back(doc_, &(*value_)[i], pointer_ + "/" + std::to_string(i));
    return out;
}

std::int64_t Node::as_int(std::int64_t lo, std::int64_t hi) const {
    const std::string expected = "expected an integer " + std::to_string(lo) + ".." + std::to_string(hi);
    std::int64_t v = 0;
    if (value_->is_number_unsigned()) {
        const auto u = value_->get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            fail(expected + ", got " + describe(*value_));
        v = static_cast<std::int64_t>(u);
    } else if (value_->is_number_integer()) {
        v = value_->get<std::int64_t>();
    } else if (value_->is_number_float()) {
        const double d = value_->get<double>();
        if (std::floor(d) != d || d < -9e18 || d > 9e18) fail(expected + ", got " + describe(*value_));
        v = static_cast<std::int64_t>(d);
    } else {
        fail(expected + ", got " + describe(*value_));
    }
    if (v < lo || v > hi) fail(expected + ", got " + describe(*value_));
    return v;
}

std::uint64_t Node::as_u64() const {
    if (value_->is_number_unsigned()) return value_->get<std::uint64_t>();
    if (value_->is_number_integer() && value_->get<std::int64_t>() >= 0)
        return static_cast<std::uint64_t>(value_->get<std::int64_t>());
    fail("expected a non-negative integer, got " + describe(*value_));
}

double Node::as_number(double lo, double hi) const {
    std::ostringstream range;
    range << lo << ".." << hi;
    if (!value_->is_number()) fail("expected a number " + range.str() + ", got " + describe(*value_));
    const double d = value_->get<double>();
    if (!(d >= lo && d <= hi)) fail("expected a number " + range.str() + ", got " + describe(*value_));
    return d;
}

bool Node::as_bool() const {
    if (!value_->is_boolean()) fail("expected true or false, got " + describe(*value_));
    return value_->get<bool>();
}

std::string Node::as_string(std::size_t max_length) const {
    if (!value_->is_string()) fail("expected a string, got " + describe(*value_));
    const auto& s = value_->get_ref<const std::string&>();
    if (s.size() > max_length)
        fail("string too long: " + std::to_string(s.size()) + " characters, at most " +
             std::to_string(max_length));
    return s;
}

std::string Node::as_enum(std::initializer_list<std::string_view> choices) const {
    return as_enum(std::span<const std::string_view>(choices.begin(), choices.size()));
}

std::string Node::as_enum(std::span<const std::string_view> choices) const {
    std::string list;
    for (auto c : choices) list += (list.empty() ? "" : ", ") + quote_key(c);
    if (!value_->is_string()) fail("expected one of " + list + ", got " + describe(*value_));
    const auto& s = value_->get_ref<const std::string&>();
    for (auto c : choices)
        if (c == s) return s;
    fail("expected one of " + list + ", got " + describe(*value_));
}

std::int64_t Node::get_int(std::string_view key, std::int64_t lo, std::int64_t hi,
                           std::int64_t fallback) const {
    auto n = find(key);
    return n ? n->as_int(lo, hi) : fallback;
}

bool Node::get_bool(std::string_view key, bool fallback) const {
    auto n = find(key);
    return n ? n->as_bool() : fallback;
}

std::string Node::get_string(std::string_view key, std::string fallback, std::size_t max_length) const {
    auto n = find(key);
    return n ? n->as_string(max_length) : std::move(fallback);
}

// ---------------------------------------------------------------- Document

Document Document::parse(std::string text, std::string file) {
    if (text.size() > kMaxLevelFileBytes)
        throw LevelError(file, {}, "",
                         "file too large: " + std::to_string(text.size()) + " bytes, at most " +
                             std::to_string(kMaxLevelFileBytes));
    Document doc;
    doc.file_ = std::move(file);
    doc.warnings_ = std::make_shared<std::vector<std::string>>();
    try {
        doc.root_ = std::make_unique<nlohmann::json>(nlohmann::json::parse(text));
    } catch (const nlohmann::json::parse_error& e) {
        // e.byte is the 1-based offset of the character that stopped the parser.
        const auto where = location_at_offset(text, token_start(text, e.byte == 0 ? 0 : e.byte - 1));
        std::string what = e.what();
        // Keep nlohmann's description but drop its own "[json.exception...] parse error at line..,
        // column..:".
        if (auto pos = what.find("column "); pos != std::string::npos) {
            if (auto colon = what.find(": ", pos); colon != std::string::npos) what = what.substr(colon + 2);
        } else if (auto p2 = what.find("] "); p2 != std::string::npos) {
            what = what.substr(p2 + 2);
        }
        throw LevelError(doc.file_, where, "", "invalid JSON: " + what);
    } catch (const nlohmann::json::exception& e) {
        // Not a syntax error but a value the parser cannot hold (a number too large for a
        // double: out_of_range.406). It quotes the offending text; point at it when found.
        std::string what = e.what();
        if (auto p = what.find("] "); p != std::string::npos) what = what.substr(p + 2);
        SourceLocation where{};
        if (auto q1 = what.find('\''); q1 != std::string::npos) {
            if (auto q2 = what.find('\'', q1 + 1); q2 != std::string::npos) {
                const auto token = what.substr(q1 + 1, q2 - q1 - 1);
                if (auto at = text.find(token); !token.empty() && at != std::string::npos)
                    where = location_at_offset(text, at);
            }
        }
        throw LevelError(doc.file_, where, "", "invalid JSON: " + what);
    }
    doc.positions_ = index_positions(text);
    doc.text_ = std::move(text);
    return doc;
}

Node Document::root() const { return Node(this, root_.get(), ""); }

SourceLocation Document::location_of(const std::string& pointer) const {
    auto it = positions_.find(pointer);
    return it == positions_.end() ? SourceLocation{} : it->second;
}

void Document::warn(SourceLocation where, const std::string& pointer, const std::string& message) const {
    warnings_->push_back(format_error(file_, where, pointer, "warning: " + message));
}

Document load_document(const std::string& path) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) throw LevelError(path, {}, "", "cannot open file");
    const auto size = in.tellg();
    if (size < 0) throw LevelError(path, {}, "", "cannot read file");
    if (static_cast<std::uint64_t>(size) > kMaxLevelFileBytes)
        throw LevelError(path, {}, "",
                         "file too large: " + std::to_string(static_cast<long long>(size)) +
                             " bytes, at most " + std::to_string(kMaxLevelFileBytes));
    std::string text(static_cast<std::size_t>(size), '\0');
    in.seekg(0);
    if (!in.read(text.data(), size)) throw LevelError(path, {}, "", "cannot read file");
    return Document::parse(std::move(text), path);
}

} // namespace tessera::levels
