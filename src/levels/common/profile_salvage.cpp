#include <algorithm>

#include "profile_internal.hpp"
#include "tessera/levels/common/text_encoding.hpp"

namespace tessera::levels {

namespace {

// Finds where JSON stops being valid, without building anything.
struct ValidPrefix : nlohmann::json_sax<nlohmann::json> {
    std::size_t end = std::string::npos; // the byte at fault, or npos when the text is valid
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception&) override {
        end = position == 0 ? 0 : position - 1;
        return false;
    }
};

// Records, saves, totals and settings are members of objects at depth 2 (the root is depth 1):
// the text is cut only where such a member, or a whole root member, has just ended.
constexpr std::size_t kCutDepth = 2;

} // namespace

std::string readable_profile_prefix(std::string_view text) {
    std::size_t limit = text.size();
    if (const auto problem = find_encoding_problem(text)) limit = std::min(limit, problem->offset);
    const std::string_view checked = text.substr(0, limit);
    ValidPrefix valid;
    nlohmann::json::sax_parse(checked.begin(), checked.end(), &valid);
    const std::size_t end = std::min(valid.end, checked.size());

    std::string stack;   // the open '{' and '['
    std::size_t cut = 0; // the text kept ends here ...
    std::string closers; // ... and these close what it left open
    bool in_string = false, escaped = false;
    auto mark = [&](std::size_t at) {
        cut = at;
        closers.clear();
        for (auto it = stack.rbegin(); it != stack.rend(); ++it) closers += *it == '{' ? '}' : ']';
    };
    for (std::size_t i = 0; i < end; ++i) {
        const char c = checked[i];
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"')
            in_string = true;
        else if (c == '{' || c == '[') {
            stack += c;
            if (stack.size() <= kCutDepth) mark(i + 1);
        } else if (c == '}' || c == ']') {
            if (stack.empty()) break;
            stack.pop_back();
            if (stack.size() <= kCutDepth) mark(i + 1);
            if (stack.empty()) break; // the document is complete
        } else if (c == ',' && stack.size() <= kCutDepth)
            mark(i);
    }
    if (cut == 0) return {};
    return std::string(checked.substr(0, cut)) + closers;
}

} // namespace tessera::levels
