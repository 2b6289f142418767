#pragma once
// A level (or profile, or save) JSON document that remembers where every value came from, so
// errors read like a compiler's:  levels/x/03.json:12:5: /board/width: expected an integer 3..20, got "ten"
//
// Usage (a game's level parser):
//   Document doc = load_document("levels/match3/01.json");   // throws LevelError on I/O or syntax
//   Node root = doc.root();
//   root.allow_fields({"game", "title", "width", ...});       // unknown fields -> doc.warnings()
//   int w = root.at("width").as_int(3, 16);                    // throws LevelError with line:col + pointer
//   auto rows = root.at("mask").as_array(16);                  // size checked before anything is read
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace tessera::levels {

// Limits checked before anything is read or allocated.
inline constexpr std::size_t kMaxLevelFileBytes = 4 * 1024 * 1024;

struct SourceLocation {
    int line = 0;   // 1-based; 0 = unknown
    int column = 0; // 1-based
};

// The one error type of the levels layer. what() is the formatted message.
class LevelError : public std::runtime_error {
  public:
    LevelError(std::string file, SourceLocation where, std::string pointer, std::string message);
    const std::string& file() const { return file_; }
    SourceLocation where() const { return where_; }
    const std::string& pointer() const { return pointer_; } // JSON pointer, "" for the whole file / syntax
    const std::string& message() const { return message_; }

  private:
    std::string file_;
    SourceLocation where_;
    std::string pointer_;
    std::string message_;
};

// "file:line:col: /pointer: message" (parts that are unknown are left out).
std::string format_error(const std::string& file, SourceLocation where, const std::string& pointer,
                         const std::string& message);

class Document;

// A view of one value inside a Document. Cheap to copy; valid while the Document lives.
class Node {
  public:
    Node(const Document* doc, const nlohmann::json* value, std::string pointer);

    const nlohmann::json& json() const { return *value_; }
    const std::string& pointer() const { return pointer_; }
    SourceLocation where() const;
    const Document& document() const { return *doc_; }

    bool is_object() const { return value_->is_object(); }
    bool is_array() const { return value_->is_array(); }
    bool is_string() const { return value_->is_string(); }
    bool is_number() const { return value_->is_number(); }

    // Object access. at() requires the field ("missing field \"x\""); find() is optional.
    bool has(std::string_view key) const;
    Node at(std::string_view key) const;
    std::optional<Node> find(std::string_view key) const;
    // Every key not in the list adds a warning to the document naming it (and where it is).
    void allow_fields(std::initializer_list<std::string_view> keys) const;

    // Array access. as_array(max) checks the type and that size() <= max, then returns the
    // elements; as_array(min, max) checks both bounds.
    std::vector<Node> as_array(std::size_t max) const;
    std::vector<Node> as_array(std::size_t min, std::size_t max) const;

    // Scalars with range checks. Messages: expected an integer 3..20, got "ten".
    std::int64_t as_int(std::int64_t lo, std::int64_t hi) const;
    std::uint64_t as_u64() const; // any non-negative integer (seeds)
    double as_number(double lo, double hi) const;
    bool as_bool() const;
    std::string as_string(std::size_t max_length = 4096) const;
    std::string as_enum(std::initializer_list<std::string_view> choices) const;
    std::string as_enum(std::span<const std::string_view> choices) const;

    // Optional-with-default helpers.
    std::int64_t get_int(std::string_view key, std::int64_t lo, std::int64_t hi, std::int64_t fallback) const;
    bool get_bool(std::string_view key, bool fallback) const;
    std::string get_string(std::string_view key, std::string fallback, std::size_t max_length = 4096) const;

    // Throw a LevelError located at this value.
    [[noreturn]] void fail(const std::string& message) const;

  private:
    const Document* doc_;
    const nlohmann::json* value_;
    std::string pointer_;
};

class Document {
  public:
    // Parses text; `file` is only used in messages. Throws LevelError on syntax errors
    // (with line:column) and when the text is larger than kMaxLevelFileBytes.
    static Document parse(std::string text, std::string file);

    const std::string& file() const { return file_; }
    Node root() const;
    const nlohmann::json& json() const { return *root_; }
    SourceLocation location_of(const std::string& pointer) const;

    const std::vector<std::string>& warnings() const { return *warnings_; }
    void warn(SourceLocation where, const std::string& pointer, const std::string& message) const;

  private:
    std::string file_;
    std::string text_;
    std::unique_ptr<nlohmann::json> root_;
    std::map<std::string, SourceLocation> positions_; // JSON pointer -> where its value starts
    std::shared_ptr<std::vector<std::string>> warnings_;
};

// Reads a file (size checked first) and parses it. Throws LevelError naming the file.
Document load_document(const std::string& path);

// Describes a JSON value briefly for messages: "ten" -> "\"ten\"", arrays -> "an array", ...
std::string describe(const nlohmann::json& value);

} // namespace tessera::levels
