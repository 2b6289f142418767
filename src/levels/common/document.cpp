#include "tessera/levels/common/document.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

#include "tessera/levels/common/position_index.hpp"
#include "tessera/levels/common/text_encoding.hpp"

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

std::string quote_key(std::string_view key) { return quote_text(key); }

bool utf8_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0u) == 0x80u; }

// The first `max` characters of `text` (whole UTF-8 sequences), and whether it was cut.
std::string_view first_characters(std::string_view text, std::size_t max, bool& cut) {
    std::size_t chars = 0, i = 0;
    for (; i < text.size(); ++i) {
        if (utf8_continuation(text[i])) continue;
        if (chars == max) break;
        ++chars;
    }
    cut = i < text.size();
    return text.substr(0, i);
}

// A pointer for a message: each token cut after kMaxQuotedCharacters characters.
std::string shorten_pointer(const std::string& pointer) {
    if (pointer.size() <= kMaxQuotedCharacters) return pointer;
    std::string out;
    std::size_t i = 0;
    while (i < pointer.size()) {
        const std::size_t next = pointer.find('/', i + 1);
        const std::string_view token =
            std::string_view(pointer).substr(i, (next == std::string::npos ? pointer.size() : next) - i);
        bool cut = false;
        out += first_characters(token, kMaxQuotedCharacters + 1, cut);
        if (cut) out += "...";
        if (next == std::string::npos) break;
        i = next;
    }
    return out;
}

// nlohmann quotes the token it stopped at ("last read: '...'"): a 3 MB string would make a 3 MB
// message. Every single-quoted stretch is cut like any quoted text.
std::string shorten_quotes(const std::string& what) {
    std::string out;
    std::size_t i = 0;
    while (i < what.size()) {
        const std::size_t open = what.find('\'', i);
        if (open == std::string::npos) break;
        const std::size_t close = what.rfind('\'');
        if (close == open) break;
        // The stretch runs to the last quote: tokens may themselves contain quotes.
        out.append(what, i, open + 1 - i);
        bool cut = false;
        out += first_characters(std::string_view(what).substr(open + 1, close - open - 1),
                                kMaxQuotedCharacters, cut);
        if (cut) out += "...";
        out += '\'';
        i = close + 1;
    }
    out.append(what, std::min(i, what.size()), std::string::npos);
    return out;
}

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
    if (i > 0 && !is_word(text[i]) && is_word(text[i - 1])) --i; // "tru}" stopped at the brace
    while (i > 0 && is_word(text[i]) && is_word(text[i - 1])) --i;
    return i;
}

} // namespace

// ---------------------------------------------------------------- limits, before building

namespace {

// glibc malloc's chunk for a request of n bytes (16-byte aligned, 8 bytes of header, at least 32).
std::size_t chunk(std::size_t n) { return std::max<std::size_t>(32, (n + 8 + 15) / 16 * 16); }

// Estimates, from above, what nlohmann::json (std::map objects, std::vector arrays, heap strings)
// on libstdc++ allocates for a text, from parsing it to destroying it, without allocating it:
// one SAX pass. Also enforces the depth.
class CostCounter final : public nlohmann::json_sax<nlohmann::json> {
  public:
    std::size_t bytes = chunk(sizeof(nlohmann::json)); // the built document
    std::size_t largest_realloc = 0;                   // an array's old buffer while it grows
    std::size_t longest_token = 0;                     // the lexer's buffers
    std::size_t values = 0;
    std::size_t root_children = 0;
    bool too_deep = false;
    bool failed = false;
    std::size_t error_byte = 0;
    int error_id = 0;
    std::string error_what;

    // nlohmann destroys a document without recursion: the root's children are moved into a
    // vector reserved to their number, and every container's children are pushed there in turn
    // (so that vector grows, doubling, when anything is nested below the root's children).
    std::size_t destroy_bytes() const {
        const std::size_t slot = sizeof(nlohmann::json);
        std::size_t extra = root_children ? chunk(root_children * slot) : 0;
        if (values > 1 + root_children) extra += 3 * slot * values;
        return extra;
    }
    std::size_t total() const { return bytes + largest_realloc + 6 * longest_token + destroy_bytes(); }

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t&) override { return value(); }
    bool string(string_t& s) override {
        token(s.size());
        bytes += chunk(sizeof(std::string)) + (s.size() > 15 ? chunk(s.size() + 1) : 0);
        return value();
    }
    bool binary(binary_t&) override { return value(); }
    bool start_object(std::size_t) override {
        bytes += chunk(sizeof(nlohmann::json::object_t));
        return open(false);
    }
    bool key(string_t& k) override {
        token(k.size());
        ++children_.back();
        // A std::map node: header, key, value.
        bytes += chunk(32 + sizeof(std::string) + sizeof(nlohmann::json)) +
                 (k.size() > 15 ? chunk(k.size() + 1) : 0);
        return true;
    }
    bool end_object() override {
        close();
        return true;
    }
    bool start_array(std::size_t) override {
        bytes += chunk(sizeof(nlohmann::json::array_t));
        return open(true);
    }
    bool end_array() override {
        const std::size_t n = children_.back();
        if (n > 0) {
            const std::size_t capacity = std::bit_ceil(n); // push_back doubles
            bytes += chunk(capacity * sizeof(nlohmann::json));
            if (capacity > 1)
                largest_realloc = std::max(largest_realloc, chunk(capacity / 2 * sizeof(nlohmann::json)));
        }
        close();
        return true;
    }
    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::detail::exception& ex) override {
        failed = true;
        error_byte = position;
        error_id = ex.id;
        error_what = ex.what();
        return false;
    }

  private:
    bool value() {
        ++values;
        if (!children_.empty() && is_array_.back()) ++children_.back();
        return true;
    }
    bool open(bool array) {
        value();
        if (children_.size() >= static_cast<std::size_t>(kMaxJsonDepth)) {
            too_deep = true;
            return false;
        }
        children_.push_back(0);
        is_array_.push_back(array);
        return true;
    }
    void close() {
        if (children_.size() == 1) root_children = children_.back();
        children_.pop_back();
        is_array_.pop_back();
    }
    void token(std::size_t n) { longest_token = std::max(longest_token, n); }

    std::vector<std::size_t> children_; // per open container: its items or members so far
    std::vector<bool> is_array_;
};

std::string mib(std::size_t bytes) {
    std::ostringstream out;
    out.precision(1);
    out << std::fixed << static_cast<double>(bytes) / (1024.0 * 1024.0) << " MiB";
    return out.str();
}

[[noreturn]] void throw_syntax_error(std::string_view text, const std::string& file, bool is_parse_error,
                                     std::size_t byte, std::string what) {
    if (is_parse_error) {
        // byte is the 1-based offset of the character that stopped the parser.
        const auto where = location_at_offset(text, token_start(text, byte == 0 ? 0 : byte - 1));
        // Keep nlohmann's description but drop its own "[json.exception...] parse error at line..,
        // column..:".
        if (auto pos = what.find("column "); pos != std::string::npos) {
            if (auto colon = what.find(": ", pos); colon != std::string::npos) what = what.substr(colon + 2);
        } else if (auto p2 = what.find("] "); p2 != std::string::npos) {
            what = what.substr(p2 + 2);
        }
        throw LevelError(file, where, "", "invalid JSON: " + shorten_quotes(what));
    }
    // Not a syntax error but a value the parser cannot hold (a number too large for a double:
    // out_of_range.406). It quotes the offending text; point at it when found.
    if (auto p = what.find("] "); p != std::string::npos) what = what.substr(p + 2);
    SourceLocation where{};
    if (auto q1 = what.find('\''); q1 != std::string::npos) {
        if (auto q2 = what.find('\'', q1 + 1); q2 != std::string::npos) {
            const auto token = what.substr(q1 + 1, q2 - q1 - 1);
            if (auto at = text.find(token); !token.empty() && at != std::string::npos)
                where = location_at_offset(text, at);
        }
    }
    throw LevelError(file, where, "", "invalid JSON: " + shorten_quotes(what));
}

bool is_parse_error_id(int id) { return id >= 100 && id < 200; }

} // namespace

std::size_t document_budget(std::size_t text_bytes) {
    return kDocumentBytesPerTextByte * text_bytes + kDocumentFixedBytes;
}

std::optional<std::size_t> estimated_document_bytes(std::string_view text) {
    CostCounter counter;
    const bool ok = nlohmann::json::sax_parse(text.begin(), text.end(), &counter);
    if (!ok || counter.too_deep || counter.failed) return std::nullopt;
    return counter.total();
}

void check_document_limits(std::string_view text, const std::string& file) {
    if (text.size() > kMaxLevelFileBytes)
        throw LevelError(file, {}, "",
                         "file too large: " + std::to_string(text.size()) + " bytes, at most " +
                             std::to_string(kMaxLevelFileBytes));
    if (const auto bad = find_encoding_problem(text))
        throw LevelError(file, location_at_offset(text, bad->offset), "", bad->message);
    CostCounter counter;
    nlohmann::json::sax_parse(text.begin(), text.end(), &counter);
    if (counter.too_deep) {
        const auto at = find_too_deep(text, kMaxJsonDepth);
        throw LevelError(file, at ? location_at_offset(text, *at) : SourceLocation{}, "",
                         "nested too deeply: more than " + std::to_string(kMaxJsonDepth) + " levels");
    }
    if (counter.failed)
        throw_syntax_error(text, file, is_parse_error_id(counter.error_id), counter.error_byte,
                           counter.error_what);
    if (counter.total() > document_budget(text.size()))
        throw LevelError(file, {}, "",
                         "too many values for the file's size: they would need about " +
                             mib(counter.total()) + " of memory, and a file of " +
                             std::to_string(text.size()) + " bytes may use " +
                             mib(document_budget(text.size())));
}

// ---------------------------------------------------------------- messages

LevelError::LevelError(std::string file, SourceLocation where, std::string pointer, std::string message)
    : std::runtime_error(format_error(file, where, pointer, message)), file_(std::move(file)), where_(where),
      pointer_(std::move(pointer)), message_(std::move(message)) {}

std::string format_error(const std::string& file, SourceLocation where, const std::string& pointer,
                         const std::string& message) {
    std::string out = file.empty() ? std::string("<input>") : file;
    if (where.line > 0) out += ":" + std::to_string(where.line) + ":" + std::to_string(where.column);
    out += ": ";
    if (!pointer.empty()) out += shorten_pointer(pointer) + ": ";
    out += message;
    return out;
}

std::size_t count_characters(std::string_view text) {
    std::size_t n = 0;
    for (char c : text) n += utf8_continuation(c) ? 0 : 1;
    return n;
}

std::string quote_text(std::string_view text, std::size_t max_characters) {
    bool cut = false;
    const std::string_view shown = first_characters(text, max_characters, cut);
    std::string out = "\"";
    for (const char c : shown) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20 || u == 0x7F) {
            char esc[8];
            std::snprintf(esc, sizeof esc, "\\u%04x", u);
            out += esc;
        } else {
            out += c;
        }
    }
    if (cut) out += "...";
    out += '"';
    return out;
}

std::string describe(const nlohmann::json& value) {
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return "null";
    case nlohmann::json::value_t::boolean:
        return value.get<bool>() ? "true" : "false";
    case nlohmann::json::value_t::string:
        return quote_text(value.get_ref<const std::string&>());
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

Node::Node(const Document* doc, const nlohmann::json* value) : doc_(doc), value_(value) {}

Node::Node(const Document* doc, const nlohmann::json* value, std::shared_ptr<const detail::PathStep> parent,
           std::string_view key, std::size_t index, bool is_index)
    : doc_(doc), value_(value), parent_(std::move(parent)), key_(key), index_(index), is_root_(false),
      is_index_(is_index) {}

std::shared_ptr<const detail::PathStep> Node::self() const {
    if (is_root_) return nullptr;
    return std::make_shared<const detail::PathStep>(detail::PathStep{parent_, key_, index_, is_index_});
}

std::vector<std::string> Node::tokens() const {
    std::vector<std::string> out;
    if (is_root_) return out;
    out.push_back(is_index_ ? std::to_string(index_) : std::string(key_));
    for (const detail::PathStep* s = parent_.get(); s; s = s->parent.get())
        out.push_back(s->is_index ? std::to_string(s->index) : std::string(s->key));
    std::reverse(out.begin(), out.end());
    return out;
}

std::string Node::pointer() const {
    std::string out;
    for (const auto& t : tokens()) out += "/" + escape_pointer_token(t);
    return out;
}

SourceLocation Node::where() const { return doc_->location_of(tokens()); }

void Node::fail(const std::string& message) const {
    if (stand_in_ || (doc_->collecting_errors() && !doc_->errors().empty()))
        throw ErrorsCollected(doc_->file());
    const std::string p = pointer();
    LevelError error(doc_->file(), where(), p.empty() ? std::string("/") : p, message);
    if (doc_->collecting_errors()) {
        doc_->record_error(error);
        throw ErrorsCollected(doc_->file());
    }
    throw error;
}

void Node::reject(const std::string& message) const {
    if (stand_in_) return;
    if (!doc_->collecting_errors()) fail(message);
    const std::string p = pointer();
    doc_->record_error(LevelError(doc_->file(), where(), p.empty() ? std::string("/") : p, message));
}

Node Node::stand_in() const {
    static const nlohmann::json null_value;
    Node n(doc_, &null_value, parent_, key_, index_, is_index_);
    n.is_root_ = is_root_;
    n.stand_in_ = true;
    return n;
}

void Node::warn(const std::string& message) const {
    if (!doc_->wants_warnings()) {
        doc_->warn({}, "", message); // counted, not located
        return;
    }
    doc_->warn(where(), pointer(), message);
}

bool Node::has(std::string_view key) const {
    return value_->is_object() && value_->find(std::string(key)) != value_->end();
}

std::optional<Node> Node::find(std::string_view key) const {
    if (stand_in_) return std::nullopt;
    if (!value_->is_object()) fail("expected an object, got " + describe(*value_));
    auto it = value_->find(std::string(key));
    if (it == value_->end()) return std::nullopt;
    return Node(doc_, &*it, self(), it.key(), 0, false);
}

Node Node::member(const std::string& key, const nlohmann::json& value) const {
    return Node(doc_, &value, self(), key, 0, false);
}

Node Node::at(std::string_view key) const {
    auto found = find(key);
    if (found) return *found;
    reject("missing field " + quote_key(key));
    return stand_in();
}

void Node::allow_fields(std::initializer_list<std::string_view> keys) const {
    if (stand_in_) return;
    if (!value_->is_object()) fail("expected an object, got " + describe(*value_));
    std::shared_ptr<const detail::PathStep> me;
    for (auto it = value_->begin(); it != value_->end(); ++it) {
        // A level file's top level may name its JSON Schema (editors read it; docs/schema/).
        bool known = is_root_ && it.key() == "$schema";
        for (auto k : keys) known = known || k == it.key();
        if (!known) {
            if (!me) me = self();
            Node(doc_, &*it, me, it.key(), 0, false)
                .warn("unknown field " + quote_key(it.key()) + " is ignored");
        }
    }
}

Node Node::item(std::size_t i) const {
    if (stand_in_) return *this;
    return Node(doc_, &(*value_)[i], self(), {}, i, true);
}

Document Document::parse(std::string text, std::string file) {
    check_document_limits(text, file);
    Document doc;
    doc.file_ = std::move(file);
    doc.warnings_ = std::make_shared<std::vector<std::string>>();
    doc.placed_warnings_ = std::make_shared<std::vector<LevelError>>();
    doc.warnings_dropped_ = std::make_shared<std::size_t>(0);
    try {
        doc.root_ = std::make_unique<nlohmann::json>(nlohmann::json::parse(text));
    } catch (const nlohmann::json::parse_error& e) {
        throw_syntax_error(text, doc.file_, true, e.byte, e.what());
    } catch (const nlohmann::json::exception& e) {
        throw_syntax_error(text, doc.file_, false, 0, e.what());
    }
    doc.text_ = std::move(text);
    return doc;
}

Node Document::root() const { return Node(this, root_.get()); }

SourceLocation Document::location_of(const std::vector<std::string>& tokens) const {
    const auto offset = find_value_offset(text_, tokens);
    return offset ? location_at_offset(text_, *offset) : SourceLocation{};
}

SourceLocation Document::location_of(const std::string& pointer) const {
    std::vector<std::string> tokens;
    if (!pointer.empty()) {
        std::size_t i = 1;
        while (true) {
            const std::size_t next = pointer.find('/', i);
            std::string token;
            const std::string_view raw =
                std::string_view(pointer).substr(i, (next == std::string::npos ? pointer.size() : next) - i);
            for (std::size_t k = 0; k < raw.size(); ++k) {
                if (raw[k] == '~' && k + 1 < raw.size()) {
                    token += raw[k + 1] == '1' ? '/' : '~';
                    ++k;
                } else {
                    token += raw[k];
                }
            }
            tokens.push_back(std::move(token));
            if (next == std::string::npos) break;
            i = next + 1;
        }
    }
    return location_of(tokens);
}

void Document::warn(SourceLocation where, const std::string& pointer, const std::string& message) const {
    if (warnings_->size() < kMaxWarnings) {
        warnings_->push_back(format_error(file_, where, pointer, "warning: " + message));
        placed_warnings_->emplace_back(file_, where, pointer, message);
        return;
    }
    // One last line counts the rest.
    if (*warnings_dropped_ == 0) {
        warnings_->push_back({});
        placed_warnings_->emplace_back(file_, SourceLocation{}, "", "");
    }
    ++*warnings_dropped_;
    const std::string rest = std::to_string(*warnings_dropped_) + " more warning(s) not shown";
    warnings_->back() = format_error(file_, {}, "", "warning: " + rest);
    placed_warnings_->back() = LevelError(file_, {}, "", rest);
}

void Document::record_error(const LevelError& error) const {
    for (const LevelError& e : errors_->list)
        if (e.pointer() == error.pointer() && e.message() == error.message()) return;
    errors_->list.push_back(error);
    if (errors_->list.size() >= kMaxErrorsPerFile) throw ErrorsCollected(file_);
}

void Document::throw_if_errors() const {
    if (!errors_->list.empty()) throw ErrorsCollected(file_);
}

} // namespace tessera::levels
