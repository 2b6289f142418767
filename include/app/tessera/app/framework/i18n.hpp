#pragma once
// Translations from gettext catalogues, read by Tessera itself (mo_catalogue.hpp): every
// player-visible string is marked with tr() (or trn() when it has a number), and sentences with values in
// them are whole sentences with numbered placeholders, {0} {1} ..., so a translator can put the values in any
// order. The catalogues are po/<lang>.po, built into <locale dir>/<lang>/LC_MESSAGES/tessera.mo
// (docs/translating.md).
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace tessera::app {

// Marks a string for xgettext where it cannot be translated yet (a table built once); it is
// translated where it is shown, with tr().
#define N_(s) s

struct Language {
    const char* code; // "en", "zh_CN", "es": the catalogue's name
    const char* name; // in its own language, as the Settings row shows it
};
// The languages Tessera ships, English first.
const std::vector<Language>& languages();

// The language to use: $TESSERA_LANG if set, else `setting` ("" = the system's), always one of
// languages(). The system's is the first of $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG that is
// set, as glibc reads them (zh_TW, zh_HK and other Chinese read zh_CN; anything unknown, en).
std::string choose_language(const std::string& setting);
// The system's language, read from the environment Tessera was started with.
std::string system_language();

// The language in force and why: `source` is "TESSERA_LANG", "setting" (the Settings choice),
// the variable the system's language was read from ("LANGUAGE", "LC_ALL", "LC_MESSAGES",
// "LANG"), or "" when none is set (English, the default). Settings → Language shows it.
struct LanguageChoice {
    std::string code;
    std::string source;
};
LanguageChoice language_choice(const std::string& setting);
LanguageChoice system_language_choice();

// Binds the catalogue folder and switches to choose_language(setting). Called at start and
// again whenever the setting changes: what is drawn next is in the new language.
void set_language(const std::string& locale_dir, const std::string& setting);
// The language in use ("en" before set_language).
const std::string& current_language();

std::string tr(const char* msgid);
// ngettext: `one` or `many` (or the language's own plural forms) for n.
std::string trn(const char* one, const char* many, long n);

// {0}, {1}, ... in `pattern` replaced by args[0], args[1], ...; "{{" is "{". An unknown or broken
// placeholder is kept as written, so a bad translation shows, never crashes.
std::string fill(std::string_view pattern, const std::vector<std::string>& args);

namespace detail {
inline std::string arg_text(const std::string& s) { return s; }
inline std::string arg_text(std::string_view s) { return std::string(s); }
inline std::string arg_text(const char* s) { return s; }
template <class T>
requires std::is_arithmetic_v<T> std::string arg_text(T v) { return std::to_string(v); }
} // namespace detail

// tr() then fill(): trf("Level {0} of {1}", n, total).
template <class... A> std::string trf(const char* msgid, const A&... args) {
    return fill(tr(msgid), {detail::arg_text(args)...});
}
// trn() then fill(): trnf("{0} move left", "{0} moves left", n, group_digits(n)).
template <class... A> std::string trnf(const char* one, const char* many, long n, const A&... args) {
    return fill(trn(one, many, n), {detail::arg_text(args)...});
}

} // namespace tessera::app
