// Translations: the language chosen (TESSERA_LANG, the setting, the system's), placeholders that
// a translation may reorder, plural forms through ngettext, and the Settings row that switches
// the language while the game runs.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/language.hpp"

#include <filesystem>

#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;
using namespace tessera::app;

TEST_CASE("placeholders are filled by number, in the order the pattern gives", "[i18n]") {
    CHECK(fill("{0} of {1}", {"3", "9"}) == "3 of 9");
    CHECK(fill("{1} 分得第 {0} 颗星", {"2", "5 000"}) == "5 000 分得第 2 颗星");
    CHECK(fill("{0}{0}", {"a"}) == "aa");
    // Broken or unknown placeholders stay as written: a bad translation shows, never crashes.
    CHECK(fill("{2} {x} {", {"a"}) == "{2} {x} {");
    CHECK(fill("{{0}}", {"a"}) == "{0}");
}

TEST_CASE("TESSERA_LANG wins over the setting, which wins over the system's language", "[i18n]") {
    setenv("TESSERA_LANG", "es_ES.UTF-8", 1);
    CHECK(choose_language("zh_CN") == "es");
    setenv("TESSERA_LANG", "", 1);
    CHECK(choose_language("zh_CN") == "zh_CN");
    CHECK(choose_language("fr") == system_language()); // a language Tessera lacks: the system's
    setenv("TESSERA_LANG", "en", 1);
}

TEST_CASE("the shared catalogue translates in Chinese and Spanish, with each one's plural forms", "[i18n]") {
    {
        testing::LanguageScope zh("zh_CN");
        REQUIRE(current_language() == "zh_CN");
        CHECK(trf("{0}, level {1}", "X", 3) == "X，第 3 关");
        // One plural form for every count.
        CHECK(trnf("{0} hint used: at most 2 stars.", "{0} hints used: at most 2 stars.", 1, 1) ==
              "用了 1 次提示：最多 2 颗星。");
        CHECK(trnf("{0} hint used: at most 2 stars.", "{0} hints used: at most 2 stars.", 3, 3) ==
              "用了 3 次提示：最多 2 颗星。");
    }
    testing::LanguageScope es("es");
    REQUIRE(current_language() == "es");
    CHECK(trnf("{0} hint used: at most 2 stars.", "{0} hints used: at most 2 stars.", 1, 1) ==
          "1 pista usada: como mucho 2 estrellas.");
    CHECK(trnf("{0} hint used: at most 2 stars.", "{0} hints used: at most 2 stars.", 3, 3) ==
          "3 pistas usadas: como mucho 2 estrellas.");
    CHECK(trnf("{0} hint used: at most 2 stars.", "{0} hints used: at most 2 stars.", 0, 0) ==
          "0 pistas usadas: como mucho 2 estrellas.");
}

TEST_CASE("English is the source text, with its own two forms", "[i18n]") {
    testing::LanguageScope en("en");
    CHECK(trnf("{0} move left", "{0} moves left", 1, 1) == "1 move left");
    CHECK(trnf("{0} move left", "{0} moves left", 2, 2) == "2 moves left");
    CHECK(tr("Back") == "Back");
}

TEST_CASE("the Settings row changes the language at once, and the profile keeps it", "[i18n][app]") {
    const auto home = std::filesystem::temp_directory_path() / "tessera-i18n-settings";
    testing::LanguageScope scope("en");
    setenv("TESSERA_LANG", "", 1); // the setting decides
    auto a = testing::headless_app(home, true);
    a->profile().settings.language = "en";
    a->apply_settings();
    a->scenes().push(make_settings_scene(*a));
    a->simulate(2);
    auto press = [&](SDL_Keycode key) {
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.keysym.sym = key;
        a->scenes().handle(e);
        a->simulate(1);
    };
    // The Language row is the last but Back.
    for (int i = 0; i < 7; ++i) press(SDLK_DOWN);
    press(SDLK_RIGHT); // English -> 中文
    CHECK(a->profile().settings.language == "zh_CN");
    CHECK(current_language() == "zh_CN");
    a->gfx().layout_log().enabled = true;
    a->simulate(1);
    a->gfx().layout_log().enabled = false;
    bool chinese_heading = false;
    for (const auto& t : a->gfx().layout_log().texts) chinese_heading |= t.text == "设置";
    CHECK(chinese_heading);
    press(SDLK_RIGHT); // 中文 -> Español
    CHECK(current_language() == "es");
    CHECK(tr("Settings") == "Ajustes");
    // Saved: a new start reads it back.
    a.reset();
    auto b = testing::headless_app(home, false);
    CHECK(b->profile().settings.language == "es");
    CHECK(current_language() == "es");
}

TEST_CASE("a setting's arrows look the same on every row, whatever the language of its value",
          "[i18n][app]") {
    for (const char* lang : {"en", "zh_CN", "es"}) {
        INFO(lang);
        testing::LanguageScope language(lang);
        const auto home = std::filesystem::temp_directory_path() / "tessera-i18n-arrows";
        auto a = testing::headless_app(home, true);
        a->scenes().push(make_settings_scene(*a));
        a->simulate(2);
        a->gfx().layout_log().enabled = true;
        a->simulate(1);
        a->gfx().layout_log().enabled = false;
        // Each arrow is a text of its own (in one string with "关" it came from the Chinese face,
        // smaller than beside "50%"), so every row's arrows have one size.
        std::vector<SDL_FRect> left, right;
        for (const auto& t : a->gfx().layout_log().texts) {
            if (t.text == "\xE2\x97\x80") left.push_back(t.box);
            if (t.text == "\xE2\x96\xB6") right.push_back(t.box);
            const bool arrow_inside = t.text.find("\xE2\x97\x80") != std::string::npos;
            CHECK((!arrow_inside || t.text.size() == 3));
        }
        REQUIRE(left.size() >= 8); // every adjustable row
        REQUIRE(right.size() == left.size());
        for (const auto& boxes : {left, right})
            for (const auto& b : boxes) {
                CHECK(b.w == boxes.front().w);
                CHECK(b.h == boxes.front().h);
            }
        std::filesystem::remove_all(home);
    }
}
