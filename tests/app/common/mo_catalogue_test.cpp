// The catalogue reader that replaces glibc's gettext: the shipped .mo files, plural rules of
// other languages, and damaged files, which must leave English rather than crash.
#include <catch2/catch.hpp>

#include "support/language.hpp"

#include <cstdlib>
#include <fstream>
#include <iterator>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/mo_catalogue.hpp"
#include "tessera/app/framework/plural_forms.hpp"

using namespace tessera;
using namespace tessera::app;

namespace {
std::string read_all(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
} // namespace

TEST_CASE("plural rules are read as gettext's C expressions", "[i18n]") {
    const auto english = PluralForms::parse("nplurals=2; plural=(n != 1);");
    REQUIRE(english);
    CHECK(english->count() == 2);
    CHECK(english->index(1) == 0);
    CHECK(english->index(0) == 1);
    CHECK(english->index(7) == 1);
    const auto chinese = PluralForms::parse("nplurals=1; plural=0;");
    REQUIRE(chinese);
    CHECK(chinese->index(1) == 0);
    CHECK(chinese->index(5) == 0);
    // Russian: precedence of && over ||, ?: nesting, % and comparisons.
    const auto russian =
        PluralForms::parse("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
                           "(n%100<10 || n%100>=20) ? 1 : 2);");
    REQUIRE(russian);
    CHECK(russian->index(1) == 0);
    CHECK(russian->index(21) == 0);
    CHECK(russian->index(11) == 2);
    CHECK(russian->index(3) == 1);
    CHECK(russian->index(13) == 2);
    CHECK(russian->index(25) == 2);
    // A rule that cannot be read is refused (the catalogue keeps English's), never guessed.
    CHECK_FALSE(PluralForms::parse("nplurals=2; plural=(n != ;"));
    CHECK_FALSE(PluralForms::parse("nplurals=x; plural=n;"));
    CHECK_FALSE(PluralForms::parse(std::string(500, '(') + "n" + std::string(500, ')')));
    // An index past nplurals falls back to the first form.
    const auto wild = PluralForms::parse("nplurals=2; plural=n/0+5;");
    REQUIRE(wild);
    CHECK(wild->index(3) == 0);
}

TEST_CASE("the shipped Spanish catalogue is read without the system's gettext", "[i18n]") {
    const std::string dir = testing::build_locale_dir();
    REQUIRE_FALSE(dir.empty());
    std::string error;
    const auto es = MoCatalogue::load(dir + "/es/LC_MESSAGES/tessera.mo", &error);
    REQUIRE(es);
    CHECK(error.empty());
    CHECK(es->size() > 100);
    REQUIRE(es->find("Settings"));
    CHECK(*es->find("Settings") == "Ajustes");
    CHECK(es->find("no such message in any catalogue") == nullptr);
    REQUIRE(es->find_plural("{0} hint used: at most 2 stars.", 1));
    CHECK(*es->find_plural("{0} hint used: at most 2 stars.", 1) ==
          "{0} pista usada: como mucho 2 estrellas.");
    CHECK(*es->find_plural("{0} hint used: at most 2 stars.", 4) ==
          "{0} pistas usadas: como mucho 2 estrellas.");
}

TEST_CASE("a damaged catalogue is refused with its reason, and the game stays in English", "[i18n]") {
    std::string error;
    CHECK_FALSE(MoCatalogue::parse("hello", &error));
    CHECK(error.find("not a gettext catalogue") != std::string::npos);
    const std::string whole = read_all(testing::build_locale_dir() + "/es/LC_MESSAGES/tessera.mo");
    REQUIRE(whole.size() > 1000);
    // Cut anywhere: a clean refusal or a smaller catalogue, never a read past the end (ASan).
    for (std::size_t cut = 0; cut < whole.size(); cut += whole.size() / 97 + 1) {
        std::string why;
        const auto part = MoCatalogue::parse(std::string_view(whole).substr(0, cut), &why);
        CHECK((part.has_value() || !why.empty()));
    }
    CHECK_FALSE(MoCatalogue::load("/nonexistent/tessera.mo", &error));
    CHECK(error.find("/nonexistent/tessera.mo") != std::string::npos);
}

TEST_CASE("translations do not depend on the locales the system has installed", "[i18n]") {
    // A fresh Debian 13 or a container has only C.UTF-8: glibc's gettext then ignores
    // $LANGUAGE, and the game showed English whatever the player chose.
    const char* saved = std::getenv("LC_ALL");
    const std::string keep = saved ? saved : "";
    setenv("LC_ALL", "C.UTF-8", 1);
    {
        testing::LanguageScope es("es");
        CHECK(tr("Settings") == "Ajustes");
        CHECK(trnf("{0} hint used: at most 2 stars.", "{0} hints used: at most 2 stars.", 3, 3) ==
              "3 pistas usadas: como mucho 2 estrellas.");
    }
    setenv("LC_ALL", "C", 1);
    {
        testing::LanguageScope zh("zh_CN");
        CHECK(tr("Settings") == "设置");
    }
    if (saved)
        setenv("LC_ALL", keep.c_str(), 1);
    else
        unsetenv("LC_ALL");
}
