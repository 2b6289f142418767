#pragma once
// A compiled gettext catalogue (.mo), read by Tessera itself. glibc's gettext translates only
// when the process runs in an installed locale other than C, so a player on a system with only
// C.UTF-8 who picked Español would get English; reading the catalogue ourselves makes the
// language the game's own choice, whatever locales the system has (docs/translating.md).
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tessera/app/framework/plural_forms.hpp"

namespace tessera::app {

class MoCatalogue {
  public:
    // The catalogue in `path`; nullopt (with the reason in *error) when the file cannot be read
    // or is not a .mo file. A damaged entry is skipped, never trusted past the file's end.
    static std::optional<MoCatalogue> load(const std::string& path, std::string* error);
    // The same, from the file's bytes.
    static std::optional<MoCatalogue> parse(std::string_view bytes, std::string* error);

    // The translation of msgid, or nullptr when the catalogue has none.
    const std::string* find(std::string_view msgid) const;
    // The plural form for n of the entry whose singular msgid is `one`, or nullptr.
    const std::string* find_plural(std::string_view one, unsigned long n) const;
    std::size_t size() const { return entries_.size(); }

  private:
    // msgid (the singular, for a plural entry) -> its forms (one for an ordinary entry).
    std::unordered_map<std::string, std::vector<std::string>> entries_;
    PluralForms plural_;
};

} // namespace tessera::app
