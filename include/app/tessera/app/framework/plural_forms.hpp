#pragma once
// The plural rule of a gettext catalogue ("Plural-Forms: nplurals=2; plural=(n != 1);"): a C
// expression in n, parsed once and evaluated for each count. Tessera reads its .mo files itself
// (mo_catalogue.hpp), so this is the part of libintl it needs.
#include <memory>
#include <optional>
#include <string_view>

namespace tessera::app {

class PluralForms {
  public:
    struct Node;
    // English's rule: one form for 1, another for every other count.
    PluralForms();
    ~PluralForms();
    PluralForms(PluralForms&&) noexcept;
    PluralForms& operator=(PluralForms&&) noexcept;

    // From the catalogue header's Plural-Forms value; nullopt when it cannot be read (the caller
    // keeps English's rule).
    static std::optional<PluralForms> parse(std::string_view header_value);

    // The index of the form for n, always below count().
    unsigned long index(unsigned long n) const;
    unsigned long count() const { return nplurals_; }

  private:
    std::unique_ptr<Node> expr_;
    unsigned long nplurals_ = 2;
};

} // namespace tessera::app
