#pragma once
// A test's language: TESSERA_LANG for the apps it creates, English again when it ends.
#include <cstdlib>
#include <string>

#include "tessera/app/framework/i18n.hpp"

namespace tessera::testing {

inline std::string build_locale_dir() {
    const char* d = std::getenv("TESSERA_LOCALE_DIR");
    return d ? d : "";
}

class LanguageScope {
  public:
    explicit LanguageScope(const std::string& lang) {
        setenv("TESSERA_LANG", lang.c_str(), 1);
        app::set_language(build_locale_dir(), "");
    }
    ~LanguageScope() {
        setenv("TESSERA_LANG", "en", 1);
        app::set_language(build_locale_dir(), "");
    }
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;
};

} // namespace tessera::testing
