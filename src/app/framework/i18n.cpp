// The language chosen in the game, not only by the environment. The catalogue is read by
// MoCatalogue, not by glibc's gettext: gettext translates only in an installed locale other than
// C, so a system with only C.UTF-8 (a fresh Debian 13, a container) showed English for every
// choice. Nothing here depends on the locales the system has.
#include "tessera/app/framework/i18n.hpp"

#include <cstdlib>
#include <optional>
#include <utility>

#include "tessera/app/framework/mo_catalogue.hpp"

namespace tessera::app {

namespace {
constexpr const char* kDomain = "tessera";

// The catalogue of the language in use; none for English, the source text.
std::optional<MoCatalogue>& catalogue() {
    static std::optional<MoCatalogue> cat;
    return cat;
}

std::string& current() {
    static std::string lang = "en";
    return lang;
}

std::string i18n_env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

// "zh_CN.UTF-8", "es_ES@euro", "es" -> one of ours, "" when none fits.
std::string ours(std::string locale) {
    if (locale.empty() || locale == "C" || locale == "POSIX") return "";
    if (locale.rfind("zh", 0) == 0) return "zh_CN";
    if (locale.rfind("es", 0) == 0) return "es";
    if (locale.rfind("en", 0) == 0) return "en";
    return "";
}

// The environment as it was at start.
struct StartEnv {
    std::string language = i18n_env("LANGUAGE"), lc_all = i18n_env("LC_ALL"),
                lc_messages = i18n_env("LC_MESSAGES"), lang = i18n_env("LANG");
};
const StartEnv& start_env() {
    static const StartEnv e;
    return e;
}
} // namespace

const std::vector<Language>& languages() {
    static const std::vector<Language> all = {
        {"en", "English"}, {"zh_CN", "\xE4\xB8\xAD\xE6\x96\x87"}, {"es", "Espa\xC3\xB1ol"}};
    return all;
}

LanguageChoice system_language_choice() {
    const StartEnv& e = start_env();
    // $LANGUAGE is a list ("es:en"): its first language we have wins, as with gettext.
    std::size_t i = 0;
    while (i < e.language.size()) {
        const std::size_t colon = e.language.find(':', i);
        const std::string item =
            e.language.substr(i, colon == std::string::npos ? std::string::npos : colon - i);
        if (std::string l = ours(item); !l.empty()) return {l, "LANGUAGE"};
        if (colon == std::string::npos) break;
        i = colon + 1;
    }
    const std::pair<const std::string*, const char*> vars[] = {
        {&e.lc_all, "LC_ALL"}, {&e.lc_messages, "LC_MESSAGES"}, {&e.lang, "LANG"}};
    for (const auto& [value, name] : vars)
        if (!value->empty()) {
            const std::string l = ours(*value);
            return {l.empty() ? "en" : l, name};
        }
    return {"en", ""};
}

std::string system_language() { return system_language_choice().code; }

LanguageChoice language_choice(const std::string& setting) {
    if (std::string l = ours(i18n_env("TESSERA_LANG")); !l.empty()) return {l, "TESSERA_LANG"};
    if (std::string l = ours(setting); !l.empty()) return {l, "setting"};
    return system_language_choice();
}

std::string choose_language(const std::string& setting) { return language_choice(setting).code; }

void set_language(const std::string& locale_dir, const std::string& setting) {
    start_env();
    const std::string lang = choose_language(setting);
    catalogue().reset();
    if (lang != "en" && !locale_dir.empty())
        // A missing or damaged catalogue leaves the English text: the game never fails over it.
        catalogue() = MoCatalogue::load(locale_dir + "/" + lang + "/LC_MESSAGES/" + kDomain + ".mo", nullptr);
    current() = lang;
}

const std::string& current_language() { return current(); }

// "" is the catalogue's header in gettext: an empty label stays empty.
std::string tr(const char* msgid) {
    if (!*msgid || !catalogue()) return msgid;
    const std::string* t = catalogue()->find(msgid);
    return t ? *t : msgid;
}

std::string trn(const char* one, const char* many, long n) {
    const unsigned long count = static_cast<unsigned long>(n < 0 ? -n : n);
    if (*one && catalogue())
        if (const std::string* t = catalogue()->find_plural(one, count)) return *t;
    return count == 1 ? one : many;
}

std::string fill(std::string_view pattern, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {
            out += '{';
            ++i;
            continue;
        }
        if (c == '}' && i + 1 < pattern.size() && pattern[i + 1] == '}') {
            out += '}';
            ++i;
            continue;
        }
        if (c == '{') {
            const std::size_t close = pattern.find('}', i);
            std::size_t index = 0;
            bool number = close != std::string_view::npos && close > i + 1;
            for (std::size_t k = i + 1; number && k < close; ++k) {
                if (pattern[k] < '0' || pattern[k] > '9')
                    number = false;
                else
                    index = index * 10 + static_cast<std::size_t>(pattern[k] - '0');
            }
            if (number && index < args.size()) {
                out += args[index];
                i = close;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace tessera::app
