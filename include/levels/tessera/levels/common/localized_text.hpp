#pragma once
// A level's "title" and "description": a plain string, or the same text per language,
//   "title": {"en": "Cascade", "zh_CN": "连锁", "es": "Cascada"}
// where "en" is required (it is shown for every language the object lacks) and the other keys
// are gettext language codes ("zh_CN", "es", "pt_BR": two lower-case letters, optionally "_"
// and two capitals). docs/levels.md describes the form.
#include <map>
#include <string>

#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

struct LocalizedText {
    std::string en;                                  // the plain string, or "en"
    std::map<std::string, std::string> translations; // language code -> text, "en" not included
    // The text in `language` ("zh_CN", "es"), else English.
    const std::string& in(const std::string& language) const;
    friend bool operator==(const LocalizedText&, const LocalizedText&) = default;
};

// Reads either form; each text at most max_length characters. A wrong shape fails with the place
// (a number, an object without "en", a key that is not a language code).
LocalizedText read_localized(const Node& n, std::size_t max_length);
// The optional field `key` of `object`: an empty text when missing.
LocalizedText read_localized(const Node& object, std::string_view key, std::size_t max_length);

} // namespace tessera::levels
