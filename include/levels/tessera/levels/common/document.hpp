#pragma once
// A level (or profile, or save) JSON document that remembers where every value came from, so
// errors read like a compiler's:  levels/x/03.json:12:5: /board/width: expected an integer 3..20, got "ten"
//
// Usage (a game's level parser):
//   Document doc = load_document("levels/<game>/01.json");   // throws LevelError on I/O or syntax
//   Node root = doc.root();
//   root.allow_fields({"game", "title", "width", ...});       // unknown fields -> doc.warnings()
//   int w = root.at("width").as_int(3, 16);                    // throws LevelError with line:col + pointer
//   auto rows = root.at("mask").as_array(16);                  // size checked before anything is read
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace tessera::levels {

// Limits checked before anything is read or allocated.
inline constexpr std::size_t kMaxLevelFileBytes = 4 * 1024 * 1024;
// Deeper nesting is refused before the document is built (nothing Tessera reads nests past 8;
// the bound keeps every recursive walk, nlohmann's dump included, far from the stack's end).
inline constexpr int kMaxJsonDepth = 512;
// A document may need at most this much memory once built: 8 bytes per byte of text plus 24 MiB
// (checked from the text before anything is built, see check_document_limits). With the text
// itself that keeps any JSON input under 10x its size plus 30 MiB.
inline constexpr std::size_t kDocumentBytesPerTextByte = 8;
inline constexpr std::size_t kDocumentFixedBytes = 24 * 1024 * 1024;
// Warnings kept per document; the rest are counted in one last line.
inline constexpr std::size_t kMaxWarnings = 50;
// Text quoted in a message (a value, a key) is cut after this many characters.
inline constexpr std::size_t kMaxQuotedCharacters = 80;
// Errors reported per file when a document collects them (Document::collect_errors).
inline constexpr std::size_t kMaxErrorsPerFile = 20;
// Every level's title and description, in characters (Unicode code points), for every game.
inline constexpr std::size_t kMaxTitleLength = 60;
inline constexpr std::size_t kMaxDescriptionLength = 400;

struct SourceLocation {
    int line = 0;   // 1-based; 0 = unknown
    int column = 0; // 1-based, in characters (a UTF-8 BOM is not one), as editors count
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

// Thrown instead of a LevelError once a document that collects errors has one: the reader stops
// there (its values are fallbacks from then on, so later checks would only repeat the first
// error). Document::errors() holds what was found.
class ErrorsCollected : public LevelError {
  public:
    explicit ErrorsCollected(const std::string& file) : LevelError(file, {}, "", "errors collected") {}
};

// "file:line:col: /pointer: message" (parts that are unknown are left out).
std::string format_error(const std::string& file, SourceLocation where, const std::string& pointer,
                         const std::string& message);

class Document;

namespace detail {
// One step of a value's path: its parent's path and its key or index. Shared by a container's
// children, so a path costs one small allocation per container visited, not a copy of the
// whole pointer per value (an array of a million items under a long key stays linear).
struct PathStep {
    std::shared_ptr<const PathStep> parent; // null for a child of the root
    std::string_view key;                   // object member (the key lives in the document)
    std::size_t index = 0;                  // array item
    bool is_index = false;
};
} // namespace detail

// A view of one value inside a Document. Cheap to copy; valid while the Document lives.
class Node {
  public:
    // The document's root.
    Node(const Document* doc, const nlohmann::json* value);

    const nlohmann::json& json() const { return *value_; }
    // The JSON pointer ("/board/width"), built when asked for (messages).
    std::string pointer() const;
    SourceLocation where() const;
    const Document& document() const { return *doc_; }

    // A stand-in (a missing value, errors being collected) passes as any type: its reads give
    // fallbacks, so the reader goes on to the next field.
    bool is_object() const { return stand_in_ || value_->is_object(); }
    bool is_array() const { return stand_in_ || value_->is_array(); }
    bool is_string() const { return stand_in_ || value_->is_string(); }
    bool is_number() const { return stand_in_ || value_->is_number(); }

    // Object access. at() requires the field ("missing field \"x\""); find() is optional.
    bool has(std::string_view key) const;
    Node at(std::string_view key) const;
    std::optional<Node> find(std::string_view key) const;
    // Every key not in the list adds a warning to the document naming it (and where it is). The
    // root object also allows "$schema" (the level's JSON Schema, for editors).
    void allow_fields(std::initializer_list<std::string_view> keys) const;
    // The member `key` of this object (it must exist), without the lookup: for loops over items().
    Node member(const std::string& key, const nlohmann::json& value) const;

    // Array access. as_array(max) checks the type and that size() <= max, then returns the
    // elements; as_array(min, max) checks both bounds.
    std::vector<Node> as_array(std::size_t max) const;
    std::vector<Node> as_array(std::size_t min, std::size_t max) const;
    // Item i of this array (no bounds check beyond the JSON's own).
    Node item(std::size_t i) const;

    // Scalars with range checks. Messages: expected an integer 3..20, got "ten".
    std::int64_t as_int(std::int64_t lo, std::int64_t hi) const;
    std::uint64_t as_u64() const; // any non-negative integer (seeds)
    double as_number(double lo, double hi) const;
    bool as_bool() const;
    // max_length in characters (Unicode code points), as the message reports it.
    std::string as_string(std::size_t max_length = 4096) const;
    std::string as_enum(std::initializer_list<std::string_view> choices) const;
    std::string as_enum(std::span<const std::string_view> choices) const;

    // Optional-with-default helpers.
    std::int64_t get_int(std::string_view key, std::int64_t lo, std::int64_t hi, std::int64_t fallback) const;
    bool get_bool(std::string_view key, bool fallback) const;
    std::string get_string(std::string_view key, std::string fallback, std::size_t max_length = 4096) const;

    // Throw a LevelError located at this value. In a document that collects errors: the first
    // error is recorded and reading stops (ErrorsCollected); after a recorded error, or on a
    // stand-in for a value that was missing, it stops without recording (a consequence).
    [[noreturn]] void fail(const std::string& message) const;
    // Add a warning located at this value.
    void warn(const std::string& message) const;
    // A value that is wrong: throws (fail) or, in a document that collects errors, records it and
    // returns, so the caller goes on with a fallback value.
    void reject(const std::string& message) const;

  private:
    Node(const Document* doc, const nlohmann::json* value, std::shared_ptr<const detail::PathStep> parent,
         std::string_view key, std::size_t index, bool is_index);
    std::shared_ptr<const detail::PathStep> self() const; // this node as the parent of its children
    // A stand-in for a value that is missing or wrong, in a document that collects errors: reads
    // give fallbacks, silently.
    Node stand_in() const;
    std::vector<std::string> tokens() const; // root to here, unescaped

    const Document* doc_;
    const nlohmann::json* value_;
    std::shared_ptr<const detail::PathStep> parent_;
    std::string_view key_;
    std::size_t index_ = 0;
    bool is_root_ = true;
    bool is_index_ = false;
    bool stand_in_ = false;
};

class Document {
  public:
    // Parses text; `file` is only used in messages. Throws LevelError on syntax errors
    // (with line:column) and when the text is larger than kMaxLevelFileBytes.
    static Document parse(std::string text, std::string file);

    const std::string& file() const { return file_; }
    Node root() const;
    const nlohmann::json& json() const { return *root_; }
    // Hands the parsed value over (the profile keeps parts it does not know); Nodes must not be
    // used afterwards.
    nlohmann::json release() { return std::move(*root_); }
    // Where the value a JSON pointer names starts. Found by scanning the text when asked (a
    // message is being written), so a document costs no memory for positions; {} when absent.
    SourceLocation location_of(const std::string& pointer) const;
    SourceLocation location_of(const std::vector<std::string>& tokens) const;

    const std::vector<std::string>& warnings() const { return *warnings_; }
    // The same warnings, one for one, with their place (line, column, pointer) and bare message,
    // as errors() gives them (`levels validate --json`).
    const std::vector<LevelError>& placed_warnings() const { return *placed_warnings_; }
    void warn(SourceLocation where, const std::string& pointer, const std::string& message) const;
    // False once kMaxWarnings are kept: callers skip locating further warnings (each costs a scan).
    bool wants_warnings() const { return warnings_->size() < kMaxWarnings; }

    // From now on, a wrong value (type, range, length, choice, a missing field) is recorded and
    // reading goes on with a fallback, up to kMaxErrorsPerFile errors; the first check that
    // compares values (Node::fail) ends reading. Readers call throw_if_errors() before they use
    // what they read. `tessera levels validate` reports every error found this way.
    void collect_errors() { errors_->collecting = true; }
    bool collecting_errors() const { return errors_->collecting; }
    const std::vector<LevelError>& errors() const { return errors_->list; }
    // Records an error (no duplicate); throws ErrorsCollected when the cap is reached.
    void record_error(const LevelError& error) const;
    // Throws ErrorsCollected when errors were recorded.
    void throw_if_errors() const;

  private:
    std::string file_;
    std::string text_;
    std::unique_ptr<nlohmann::json> root_;
    std::shared_ptr<std::vector<std::string>> warnings_;
    std::shared_ptr<std::vector<LevelError>> placed_warnings_;
    std::shared_ptr<std::size_t> warnings_dropped_;
    struct Errors {
        bool collecting = false;
        std::vector<LevelError> list;
    };
    std::shared_ptr<Errors> errors_ = std::make_shared<Errors>();
};

// Reads one part of a level (a mask, a goal, a layout). In a document that collects errors, an
// error in it ends only that part, so the parts after it are read and checked too.
template <class Read> void read_part(const Document& doc, Read&& read) {
    try {
        read();
    } catch (const ErrorsCollected&) {
        if (!doc.collecting_errors() || doc.errors().size() >= kMaxErrorsPerFile) throw;
    }
}

// Throws the LevelError Document::parse would for `text` being too large, nested deeper than
// kMaxJsonDepth, too costly to build (see kDocumentBytesPerTextByte) or not JSON, without
// building anything: one pass over the text. The profile writer checks its output with it.
void check_document_limits(std::string_view text, const std::string& file);
// The memory a document built from `text` would need at its peak, estimated from above
// (nlohmann::json on libstdc++); nullopt when `text` is not JSON or nests too deep.
std::optional<std::size_t> estimated_document_bytes(std::string_view text);
// The most memory a document of `text_bytes` may need.
std::size_t document_budget(std::size_t text_bytes);

// The bytes of a regular file, read safely from anything a path can name: opened with
// O_NONBLOCK (a FIFO never blocks), refused unless fstat says regular file (devices, FIFOs,
// sockets, folders), and at most limit + 1 bytes read (a file that grows is still refused).
struct FileRead {
    std::optional<std::string> text; // set on success
    int error = 0;                   // errno of a failed open/read/fstat (ENOENT: does not exist)
    std::string problem;             // otherwise: "file too large: ...", "not a regular file (a FIFO)", ...
    // The file read (fstat of the open file), to tell later whether it changed.
    std::uint64_t dev = 0, ino = 0, size = 0;
    std::int64_t mtime_ns = 0;
    bool not_found() const { return error == ENOENT; }
    // "cannot open file: Permission denied", "file too large: ...", ...
    std::string message() const;
};
FileRead read_regular_file(const std::string& path, std::size_t limit);

// Reads a file (size checked first) and parses it. Throws LevelError naming the file.
Document load_document(const std::string& path);

// Describes a JSON value briefly for messages: "ten" -> "\"ten\"", arrays -> "an array", ...
// Strings are cut after kMaxQuotedCharacters characters.
std::string describe(const nlohmann::json& value);
// `"text"` cut after `max_characters` characters ("..." marks the cut, never inside a UTF-8
// sequence), control characters escaped.
std::string quote_text(std::string_view text, std::size_t max_characters = kMaxQuotedCharacters);
// Unicode code points in UTF-8 text (what an editor counts as characters).
std::size_t count_characters(std::string_view text);

} // namespace tessera::levels
