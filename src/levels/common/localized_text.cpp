#include "tessera/levels/common/localized_text.hpp"

namespace tessera::levels {

namespace {
bool is_language_code(const std::string& k) {
    auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    if (k.size() != 2 && k.size() != 5) return false;
    if (!lower(k[0]) || !lower(k[1])) return false;
    return k.size() == 2 || (k[2] == '_' && upper(k[3]) && upper(k[4]));
}
} // namespace

const std::string& LocalizedText::in(const std::string& language) const {
    auto it = translations.find(language);
    return it == translations.end() || it->second.empty() ? en : it->second;
}

LocalizedText read_localized(const Node& n, std::size_t max_length) {
    LocalizedText out;
    if (n.is_string()) {
        out.en = n.as_string(max_length);
        return out;
    }
    // Each wrong part is rejected: in a document that collects errors it is recorded and the
    // reader goes on (the level's other fields are still checked).
    if (!n.is_object()) {
        n.reject(
            "expected a string or an object of translations ({\"en\": ..., \"zh_CN\": ..., \"es\": ...}), "
            "got " +
            describe(n.json()));
        return out;
    }
    if (!n.has("en"))
        n.reject("an object of translations needs \"en\": the text shown for every other language");
    for (auto it = n.json().begin(); it != n.json().end(); ++it) {
        const Node v = n.member(it.key(), it.value());
        if (!is_language_code(it.key())) {
            v.reject("\"" + it.key() + "\" is not a language code (\"en\", \"zh_CN\", \"es\": ll or ll_CC)");
            continue;
        }
        std::string text = v.as_string(max_length);
        if (it.key() == "en")
            out.en = std::move(text);
        else
            out.translations[it.key()] = std::move(text);
    }
    return out;
}

LocalizedText read_localized(const Node& object, std::string_view key, std::size_t max_length) {
    if (auto n = object.find(key)) return read_localized(*n, max_length);
    return {};
}

} // namespace tessera::levels
