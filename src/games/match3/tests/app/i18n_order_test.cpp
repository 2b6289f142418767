// Swap's sentences in Chinese and Spanish: a translation reorders the placeholders where its
// sentence needs it, and each language has its own plural forms (its catalogue is merged into the
// one tessera.mo per language; docs/translating.md).
#include <catch2/catch.hpp>

#include "support/language.hpp"

#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"

using namespace tessera;
using namespace tessera::app;

TEST_CASE("Chinese puts the arguments in its own order", "[i18n]") {
    testing::LanguageScope zh("zh_CN");
    REQUIRE(current_language() == "zh_CN");
    CHECK(trf("Target reached! Keep scoring, star {0} at {1} ({2} left)", 2, "5 000", "0:40") ==
          "达到目标！继续得分，5 000 分得第 2 颗星（剩余 0:40）");
    // One plural form for every count.
    CHECK(trnf("{0} move left", "{0} moves left", 1, 1) == "剩余 1 步");
    CHECK(trnf("{0} move left", "{0} moves left", 3, 3) == "剩余 3 步");
}

TEST_CASE("Spanish has two plural forms and reorders where its sentence needs it", "[i18n]") {
    testing::LanguageScope es("es");
    REQUIRE(current_language() == "es");
    CHECK(trnf("{0} move left", "{0} moves left", 1, 1) == "Queda 1 jugada");
    CHECK(trnf("{0} move left", "{0} moves left", 3, 3) == "Quedan 3 jugadas");
    CHECK(trnf("{0} move left", "{0} moves left", 0, 0) == "Quedan 0 jugadas");
    CHECK(trf("Target reached! Keep scoring, star {0} at {1} ({2} left)", 2, "5 000", "0:40") ==
          "¡Objetivo alcanzado! Sigue sumando: con 5 000, estrella 2 (quedan 0:40)");
}
